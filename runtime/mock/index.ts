// msw handlers built from a generated mock description (`specforge/<service>/mocks`). Each
// handler checks the incoming request against the operation's spec (path, query by its style,
// headers, body by its content type, preview headers), records it, and answers with the
// operation's deterministic fixture (or, for an operation on a resource, from the records the
// mocks keep: resource-store.ts), or with a 400 listing every mismatch. A redirect (3xx)
// fixture is answered with its `location` (when the fixture has none, one on the mock's own
// base URL, which a handler answers with 200, so that a client following redirects gets an answer). Only the mocks entry points import this module (and msw).

import { http, HttpResponse, type HttpHandler } from 'msw';
import type { BodyType, HttpMethod, ParamsValidator } from '../description.js';
import { ConfigurationError } from '../errors.js';
import { headerValue } from '../pipeline/parameter-style.js';
import { issuesFromErrors } from '../validation.js';
import { pathMatcher, pathParams } from './path-matcher.js';
import { coerce, headerParamValue, queryValue, readBody, typedValue } from './read-request.js';
import { createResourceStore, type MockResource } from './resource-store.js';

export type { MockResource } from './resource-store.js';

export interface MockParam {
  name: string;
  in: 'path' | 'query' | 'header' | 'body' | 'cookie';
  /** The JSON Schema type, used to read path and query strings back into values. */
  type?: string;
  /** An array's item type (an object item travels as JSON, as the client sends it). */
  items?: string;
  required: boolean;
  /** The header name of a header parameter. */
  header?: string;
  /** The cookie name of a cookie parameter. */
  cookie?: string;
  /** OpenAPI style and explode of an array or object parameter (query arrays: `a=1&a=2`, `a=1,2`, `a=1%202`, `a=1|2`). */
  style?: { style: string; explode: boolean; reserved?: boolean };
  /**
   * An object query parameter sent exploded (`page=1&size=2`; other keys of the query are its
   * properties) or as a deepObject (`range[from]=1`): its properties' types.
   */
  properties?: Record<string, string>;
}

export interface MockResponse {
  status: number;
  body?: unknown;
  /**
   * Header values that are not strings are sent in the simple style (`k,v`, `a,b`). With a
   * `content-type` that is not JSON, the body is sent as it is (a string, or bytes).
   */
  headers?: Record<string, unknown>;
}

export interface MockOperation {
  key: string;
  method: HttpMethod;
  path: string;
  /** The path's or operation's own server (the service's base URL when absent, and whenever the mocks are given `baseUrl`). */
  server?: string;
  params: readonly MockParam[];
  rawBody?: boolean;
  /** The operation's body is required (sent even when empty: `{}`). */
  bodyRequired?: boolean;
  /** How the request body travels (default json). */
  bodyType?: BodyType;
  previews?: readonly string[];
  /** An older name of another operation (same verb and path): that operation's handler answers it. */
  aliasOf?: string;
  /** The record this operation creates, lists, reads, updates or deletes: answered from the mocks' store (resource-store.ts). */
  resource?: MockResource;
  validate?: ParamsValidator;
  response: MockResponse & { validate?: ParamsValidator };
  /** Answers a request that matches the spec instead of the fixture (e.g. a paged activity feed). */
  responder?: (call: RecordedCall) => MockResponse | Promise<MockResponse>;
  /** Parameters to call the operation with, and the request the spec says they produce. */
  example: {
    params: Record<string, unknown>;
    /** An exploded array query parameter is its values in order. */
    request: { method: HttpMethod; path: string; query: Record<string, string | readonly string[]>; body?: unknown };
  };
}

export interface MockServiceDescription {
  name: string;
  baseUrl: string;
  previewAccept?: string;
  /** Query parameters that carry credentials (allowed on every operation). */
  authQuery?: readonly string[];
  operations: readonly MockOperation[];
}

export interface RecordedCall {
  operation: string;
  method: string;
  url: string;
  path: string;
  pathParams: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  /** Every way the request differs from the spec; empty when it matches. */
  violations: string[];
}

export type MockResponder = MockResponse | ((call: RecordedCall) => MockResponse | Promise<MockResponse>);

export interface MockService {
  readonly handlers: HttpHandler[];
  /** Every request the handlers received, oldest first. */
  readonly calls: RecordedCall[];
  lastCall(): RecordedCall | undefined;
  /** Answers `key` with this response (or function) instead of the fixture, until reset. */
  respond(key: string, responder: MockResponder): void;
  /** Forgets the calls, the `respond` overrides and every record the stateful operations kept. */
  reset(): void;
}

export interface MockServiceOptions {
  baseUrl?: string;
}

/** Where a redirect fixture without a `location` sends the client (answered with 200). */
const REDIRECT_TARGET = '/__specforge/redirect-target/';

/**
 * A path template as it goes on the wire: the path before its own query or fragment (`/?Action=X`,
 * `/#X-Amz-Target=Y`: published documents key operations so), and the query pairs it carries.
 */
export function wireTemplate(template: string): { path: string; query: Array<[string, string]> } {
  const path = template.split(/[?#]/, 1)[0]!;
  const own = template.slice(path.length).split('#', 1)[0]!.replace(/^\?/, '');
  return { path, query: own ? [...new URLSearchParams(own)] : [] };
}

/** Checks one request against its operation; returns what was seen and every violation. */
async function inspect(desc: MockServiceDescription, op: MockOperation, request: Request, pathValues: Record<string, string>): Promise<RecordedCall> {
  const url = new URL(request.url);
  const violations: string[] = [];
  const fixed = wireTemplate(op.path).query;
  for (const [name, value] of fixed) {
    if (url.searchParams.get(name) !== value)
      violations.push(`query parameter "${name}" must be "${value}" (the operation's path says so), got ${JSON.stringify(url.searchParams.get(name))}`);
  }
  const input: Record<string, unknown> = {};
  const params = new Map(op.params.map((p) => [`${p.in}:${p.name}`, p]));
  for (const p of op.params) if (p.in === 'path') input[p.name] = typedValue(pathValues[p.name] ?? '', p);
  const query: Record<string, string> = {};
  const occurrences = new Map<string, string[]>();
  const exploded = op.params.filter((p) => p.in === 'query' && p.properties !== undefined && p.style?.style !== 'deepObject');
  for (const [name, value] of url.searchParams) {
    if (fixed.some(([n]) => n === name)) continue;
    const deep = /^([^[\]]+)\[([^\]]*)\]$/.exec(name);
    const p = params.get(`query:${name}`) ?? (deep ? params.get(`query:${deep[1]}`) : undefined);
    if (deep && p?.style?.style === 'deepObject') {
      ((input[p.name] ??= {}) as Record<string, unknown>)[deep[2]!] = coerce(value, p.properties?.[deep[2]!]);
      query[name] = value;
      continue;
    }
    if (name in query && !p?.style?.explode) violations.push(`query parameter "${name}" sent more than once`);
    query[name] = value;
    if (!p && desc.authQuery?.includes(name)) continue;
    const owner = p ? undefined : (exploded.find((e) => Object.hasOwn(e.properties!, name)) ?? exploded[0]);
    if (owner) {
      ((input[owner.name] ??= {}) as Record<string, unknown>)[name] = coerce(value, owner.properties![name]);
      continue;
    }
    if (!p) violations.push(`unexpected query parameter "${name}"`);
    else occurrences.set(name, [...(occurrences.get(name) ?? []), value]);
  }
  for (const [name, values] of occurrences) input[name] = queryValue(params.get(`query:${name}`)!, values);
  // An exploded object with no properties set is sent as nothing at all.
  for (const e of exploded) if (e.required && input[e.name] === undefined) input[e.name] = {};
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = new Map((headers.cookie ?? '').split(/;\s*/).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const));
  for (const p of op.params) {
    if (p.in === 'header') {
      const value = headers[p.header ?? p.name.toLowerCase()];
      if (value !== undefined) input[p.name] = headerParamValue(p, value);
    } else if (p.in === 'cookie') {
      const value = cookies.get(p.cookie ?? p.name);
      if (value !== undefined) input[p.name] = coerce(decodeURIComponent(value), p.type);
    }
  }
  const read = await readBody(request, op.bodyType);
  if (read.error) violations.push(read.error);
  else if (op.bodyRequired && read.body === undefined) violations.push(`${op.method} ${op.path} requires a body, got none`);
  const bodyParams = op.params.filter((p) => p.in === 'body');
  if (read.body !== undefined && !read.error) {
    if (bodyParams.length === 0) violations.push(`${op.method} ${op.path} takes no body, got one`);
    else if (op.rawBody) input.data = read.data ?? read.body;
    else if (read.fields) {
      for (const [name, value] of Object.entries(read.fields)) {
        const p = params.get(`body:${name}`);
        if (!p) violations.push(`unexpected body property "${name}"`);
        input[name] = (op.bodyType === 'form' || op.bodyType === 'multipart') && typeof value === 'string' ? coerce(value, p?.type) : value;
      }
    } else violations.push("body must be an object of the operation's body properties");
  }
  if (op.validate && !op.validate(input)) {
    for (const issue of issuesFromErrors(op.validate.errors ?? [], input)) {
      violations.push(`"${issue.parameter}" ${issue.expected} (got ${JSON.stringify(issue.received) ?? 'nothing'})`);
    }
  }
  if (op.previews?.length && desc.previewAccept) {
    const accept = headers.accept ?? '';
    for (const preview of op.previews) {
      const type = desc.previewAccept.replace('{preview}', preview);
      if (!accept.includes(type)) violations.push(`accept header "${accept}" lacks the ${preview} preview (${type})`);
    }
  }
  return {
    operation: op.key,
    method: request.method,
    url: request.url,
    path: url.pathname,
    pathParams: pathValues,
    query,
    headers,
    body: read.body,
    violations,
  };
}

function reply(response: MockResponse, redirectTarget: string): Response {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers ?? {})) {
    if (value !== undefined && value !== null)
      headers[name] = typeof value === 'string' ? value : headerValue(value, { in: 'header', style: 'simple', explode: false });
  }
  if (response.status >= 300 && response.status < 400 && response.status !== 304) headers.location ??= redirectTarget;
  if (response.status === 204 || response.status === 304 || response.body === undefined) return new HttpResponse(null, { status: response.status, headers });
  const type = headers['content-type'];
  if (type !== undefined && !/json/i.test(type)) {
    // Text and bytes go as they are (a string fixture is the body itself).
    const body = response.body instanceof Uint8Array || typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
    return new HttpResponse(body as BodyInit, { status: response.status, headers });
  }
  return HttpResponse.json(response.body as never, { status: response.status, headers });
}

/** msw handlers and a call log for one service. */
export function createMockService(desc: MockServiceDescription, options: MockServiceOptions = {}): MockService {
  const baseUrl = (options.baseUrl ?? desc.baseUrl).replace(/\/+$/, '');
  const calls: RecordedCall[] = [];
  const overrides = new Map<string, MockResponder>();
  const store = createResourceStore();
  const literalFirst = desc.operations.filter((op) => !op.aliasOf).sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));
  // Operations that share a verb and a path on the wire (keyed apart by a query or fragment in the
  // template): a request that breaks one goes on to the next; the last one answers it.
  const wireKey = (op: MockOperation) => `${op.method} ${wireTemplate(op.path).path}`;
  const lastOfKey = new Map(literalFirst.map((op) => [wireKey(op), op]));
  // An operation with a server of its own is answered there and on the base URL (a client given
  // `baseUrl` sends every operation to it).
  const placed = literalFirst.flatMap((op) =>
    op.server && options.baseUrl === undefined ? [[op, op.server] as const, [op, baseUrl] as const] : [[op, baseUrl] as const],
  );
  const handlers = placed.map(([op, base]) => {
    const factory = http[op.method.toLowerCase() as 'get'];
    const matcher = pathMatcher(base, wireTemplate(op.path).path);
    const target = `${baseUrl}${REDIRECT_TARGET}${encodeURIComponent(op.key)}`;
    const passes = lastOfKey.get(wireKey(op)) !== op;
    return factory(matcher.pattern, async ({ request, params }) => {
      const call = await inspect(desc, op, passes ? request.clone() : request, pathParams(matcher, params as Record<string, unknown>));
      if (passes && call.violations.length > 0) return undefined;
      calls.push(call);
      const override = overrides.get(op.key);
      if (override) return reply(typeof override === 'function' ? await override(call) : override, target);
      if (call.violations.length > 0) {
        return HttpResponse.json({ message: `Request does not match the spec of ${op.key}`, violations: call.violations }, { status: 400 });
      }
      return reply(op.responder ? await op.responder(call) : (store.answer(op, call) ?? op.response), target);
    });
  });
  const redirects = (status: number) => status >= 300 && status < 400 && status !== 304;
  if (desc.operations.some((op) => redirects(op.response.status))) {
    handlers.push(http.get(`${baseUrl}${REDIRECT_TARGET}:operation`, ({ params }) => HttpResponse.json({ redirectedFrom: params.operation })));
  }
  return {
    handlers,
    calls,
    lastCall: () => calls[calls.length - 1],
    respond: (key, responder) => {
      const op = desc.operations.find((o) => o.key === key);
      if (!op) throw new ConfigurationError('respond', `an operation of the ${desc.name} mocks`, key);
      overrides.set(op.aliasOf ?? key, responder);
    },
    reset: () => {
      calls.length = 0;
      overrides.clear();
      store.reset();
    },
  };
}
