// msw handlers built from a generated mock description (`specforge/<service>/mocks`). Each
// handler checks the incoming request against the operation's spec (path, query, body, preview
// headers), records it, and answers with the operation's deterministic fixture, or with a 400
// listing every mismatch. Only the mocks entry points import this module (and msw).

import { http, HttpResponse, type HttpHandler } from 'msw';
import { issuesFromErrors } from '../validation.js';
import type { HttpMethod, ParamsValidator } from '../types.js';

export interface MockParam {
  name: string;
  in: 'path' | 'query' | 'header' | 'body';
  /** The JSON Schema type, used to read path and query strings back into values. */
  type?: string;
  required: boolean;
  header?: string;
}

export interface MockResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface MockOperation {
  key: string;
  method: HttpMethod;
  path: string;
  params: readonly MockParam[];
  rawBody?: boolean;
  previews?: readonly string[];
  /** An older name of another operation (same verb and path): that operation's handler answers it. */
  aliasOf?: string;
  validate?: ParamsValidator;
  response: MockResponse & { validate?: ParamsValidator };
  /** Answers a request that matches the spec instead of the fixture (e.g. a paged activity feed). */
  responder?: (call: RecordedCall) => MockResponse | Promise<MockResponse>;
  /** Parameters to call the operation with, and the request the spec says they produce. */
  example: {
    params: Record<string, unknown>;
    request: { method: HttpMethod; path: string; query: Record<string, string>; body?: unknown };
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
  reset(): void;
}

export interface MockServiceOptions {
  baseUrl?: string;
}

function coerce(value: string, type: string | undefined): unknown {
  switch (type) {
    case 'integer':
    case 'number':
      return /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(value) ? Number(value) : value;
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : value;
    case 'array':
      return value === '' ? [] : value.split(',');
    default:
      return value;
  }
}

function toMswPath(path: string): string {
  return path.replace(/\{\+?([^}]+)\}/g, ':$1');
}

async function readBody(request: Request): Promise<{ body: unknown; error?: string }> {
  const text = await request.text();
  if (text === '') return { body: undefined };
  const type = request.headers.get('content-type') ?? '';
  if (!/json/i.test(type)) return { body: text, error: `body sent as "${type || 'no content-type'}", expected application/json` };
  try {
    return { body: JSON.parse(text) };
  } catch {
    return { body: text, error: 'body is not valid JSON' };
  }
}

/** Checks one request against its operation; returns what was seen and every violation. */
async function inspect(desc: MockServiceDescription, op: MockOperation, request: Request, params: Record<string, unknown>): Promise<RecordedCall> {
  const url = new URL(request.url);
  const violations: string[] = [];
  const input: Record<string, unknown> = {};
  const pathParams: Record<string, string> = {};
  const declared = new Map(op.params.map((p) => [`${p.in}:${p.name}`, p]));
  for (const p of op.params.filter((x) => x.in === 'path')) {
    const value = params[p.name];
    const text = Array.isArray(value) ? value.join('/') : String(value ?? '');
    pathParams[p.name] = text;
    input[p.name] = coerce(text, p.type);
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    if (name in query) violations.push(`query parameter "${name}" sent more than once`);
    query[name] = value;
    const p = declared.get(`query:${name}`);
    if (!p && desc.authQuery?.includes(name)) continue;
    if (!p) violations.push(`unexpected query parameter "${name}"`);
    else input[name] = coerce(value, p.type);
  }
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  for (const p of op.params.filter((x) => x.in === 'header')) {
    const value = headers[p.header ?? p.name.toLowerCase()];
    if (value !== undefined) input[p.name] = coerce(value, p.type);
  }
  const { body, error } = await readBody(request);
  if (error) violations.push(error);
  const bodyParams = op.params.filter((p) => p.in === 'body');
  if (body !== undefined) {
    if (bodyParams.length === 0) violations.push(`${op.method} ${op.path} takes no body, got one`);
    else if (op.rawBody) input.data = body;
    else if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
        if (!declared.has(`body:${name}`)) violations.push(`unexpected body property "${name}"`);
        input[name] = value;
      }
    } else violations.push('body must be a JSON object');
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
  return { operation: op.key, method: request.method, url: request.url, path: url.pathname, pathParams, query, headers, body, violations };
}

function reply(response: MockResponse): Response {
  if (response.status === 204 || response.status === 304 || response.body === undefined) {
    return new HttpResponse(null, { status: response.status, headers: response.headers });
  }
  const type = response.headers?.['content-type'];
  if (type !== undefined && !/json/i.test(type)) {
    // Text and bytes go as they are (a string fixture is the body itself).
    return new HttpResponse(typeof response.body === 'string' ? response.body : JSON.stringify(response.body), { status: response.status, headers: response.headers });
  }
  return HttpResponse.json(response.body as never, { status: response.status, headers: response.headers });
}

/** msw handlers and a call log for one service. */
export function createMockService(desc: MockServiceDescription, options: MockServiceOptions = {}): MockService {
  const baseUrl = (options.baseUrl ?? desc.baseUrl).replace(/\/+$/, '');
  const calls: RecordedCall[] = [];
  const overrides = new Map<string, MockResponder>();
  const literalFirst = desc.operations.filter((op) => !op.aliasOf).sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));
  const handlers = literalFirst.map((op) => {
    const factory = http[op.method.toLowerCase() as 'get'];
    return factory(`${baseUrl}${toMswPath(op.path)}`, async ({ request, params }) => {
      const call = await inspect(desc, op, request, params as Record<string, unknown>);
      calls.push(call);
      const override = overrides.get(op.key);
      if (override) return reply(typeof override === 'function' ? await override(call) : override);
      if (call.violations.length > 0) {
        return HttpResponse.json({ message: `Request does not match the spec of ${op.key}`, violations: call.violations }, { status: 400 });
      }
      return reply(op.responder ? await op.responder(call) : op.response);
    });
  });
  return {
    handlers,
    calls,
    lastCall: () => calls[calls.length - 1],
    respond: (key, responder) => {
      const op = desc.operations.find((o) => o.key === key);
      if (!op) throw new TypeError(`No operation "${key}" in ${desc.name} mocks`);
      overrides.set(op.aliasOf ?? key, responder);
    },
    reset: () => {
      calls.length = 0;
      overrides.clear();
    },
  };
}
