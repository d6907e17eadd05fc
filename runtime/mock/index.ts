// msw handlers built from a generated mock description (`specforge/<service>/mocks`). Each
// handler checks the incoming request against the operation's spec (inspect.ts), records it, and
// answers with the operation's deterministic fixture (or, for an operation on a resource, from the
// records the mocks keep: resource-store.ts), or with a 400 listing every mismatch. Operations
// whose paths can match the same URL (keyed apart by a query or fragment in the template, by a
// literal segment where another has a variable, or written twice with other variable names) are
// tried in turn: a request that breaks one goes on to the next, and when it breaks every one, the
// operation it breaks least answers. A redirect (3xx) fixture is answered with its `location`
// (when the fixture has none, one on the mock's own base URL, which a handler answers with 200,
// so that a client following redirects gets an answer). Only the mocks entry points import this
// module (and msw).

import { http, HttpResponse } from 'msw';
import { ConfigurationError } from '../errors.js';
import { headerValue } from '../pipeline/parameter-style.js';
import { inspect, keyedFor, wireTemplate } from './inspect.js';
import { pathMatcher, pathParams } from './path-matcher.js';
import { createResourceStore } from './resource-store.js';
import type { MockOperation, MockResponder, MockResponse, MockService, MockServiceDescription, MockServiceOptions, RecordedCall } from './types.js';

export type * from './types.js';
export { wireTemplate } from './inspect.js';

/** Where a redirect fixture without a `location` sends the client (answered with 200). */
const REDIRECT_TARGET = '/__specforge/redirect-target/';

function reply(response: MockResponse, redirectTarget: string): Response {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers ?? {})) {
    if (value !== undefined && value !== null)
      headers[name] = typeof value === 'string' ? value : headerValue(value, { in: 'header', style: 'simple', explode: false });
  }
  if (response.status >= 300 && response.status < 400 && response.status !== 304) headers.location ??= redirectTarget;
  // 204, 205 and 304 carry no body (HTTP says so, and a client reading one aborts).
  if (response.status === 204 || response.status === 205 || response.status === 304 || response.body === undefined)
    return new HttpResponse(null, { status: response.status, headers });
  const type = headers['content-type'];
  if (type !== undefined && !/json/i.test(type)) {
    // Text and bytes go as they are (a string fixture is the body itself).
    const body = response.body instanceof Uint8Array || typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
    return new HttpResponse(body as BodyInit, { status: response.status, headers });
  }
  return HttpResponse.json(response.body as never, { status: response.status, headers });
}

/** The segments of a template's path on the wire; a segment with a variable is `undefined` (matches any). */
function segments(template: string): Array<string | undefined> | 'rest' {
  const path = wireTemplate(template).path;
  if (path.includes('{+')) return 'rest';
  return path.split('/').map((s) => (s.includes('{') ? undefined : s));
}

/** Whether some URL could match both templates (same number of segments, no two literals apart). */
function mayOverlap(x: ReturnType<typeof segments>, y: ReturnType<typeof segments>): boolean {
  if (x === 'rest' || y === 'rest') return true;
  return x.length === y.length && x.every((s, i) => s === undefined || y[i] === undefined || s === y[i]);
}

/**
 * For each entry, the later entries of the same method whose paths may match the same URL. Only
 * paths of one length (and those that take the rest of a path) are compared: a document of 11,000
 * operations (Microsoft Graph) would otherwise compare 60 million pairs before the first request.
 */
function overlapsAfter<E extends { op: MockOperation }>(entries: readonly E[]): E[][] {
  const shapes = entries.map((e) => segments(e.op.path));
  const groups = new Map<string, number[]>();
  const groupOf = (i: number) => `${entries[i]!.op.method} ${shapes[i] === 'rest' ? 'rest' : shapes[i]!.length}`;
  entries.forEach((_, i) => {
    const key = groupOf(i);
    const list = groups.get(key);
    if (list) list.push(i);
    else groups.set(key, [i]);
  });
  return entries.map((e, i) => {
    const method = e.op.method;
    const shape = shapes[i]!;
    const near =
      shape === 'rest'
        ? [...groups].filter(([key]) => key.startsWith(`${method} `)).flatMap(([, list]) => list)
        : [...(groups.get(groupOf(i)) ?? []), ...(groups.get(`${method} rest`) ?? [])];
    return near
      .filter((j) => j > i && entries[j]!.op !== e.op && mayOverlap(shape, shapes[j]!))
      .sort((a, b) => a - b)
      .map((j) => entries[j]!);
  });
}

interface Candidate {
  op: MockOperation;
  call: RecordedCall;
  /** Pairs of its fragment the request carries (`Action=X` for `/#Action=X`). */
  keyed: number;
  /** Its declared query and header parameters the request carries. */
  used: number;
  /** Variables in its path (fewer: more of it is written out, and matched). */
  variables: number;
}

/** How many of `op`'s query and header parameters a request carries: which of several operations it was written for. */
function usedParams(op: MockOperation, call: RecordedCall): number {
  let n = 0;
  for (const p of op.params) {
    if (p.in === 'query' ? Object.hasOwn(call.query, p.name) : p.in === 'header' && call.headers[p.header ?? p.name.toLowerCase()] !== undefined) n++;
  }
  return n;
}

/**
 * Of the operations whose paths a request matches, the one it meets (no violation), then the one
 * its query or headers name (its fragment's pairs), then the one it breaks least, then the one
 * with more of its path written out, then the one whose parameters it uses most (a `Range`
 * header: the chunk of a blob, not the blob).
 */
function better(a: Candidate, b: Candidate): boolean {
  const aOk = a.call.violations.length === 0;
  const bOk = b.call.violations.length === 0;
  if (aOk !== bOk) return aOk;
  if (a.keyed !== b.keyed) return a.keyed > b.keyed;
  if (a.call.violations.length !== b.call.violations.length) return a.call.violations.length < b.call.violations.length;
  if (a.variables !== b.variables) return a.variables < b.variables;
  return a.used > b.used;
}

/** msw handlers and a call log for one service. */
export function createMockService(desc: MockServiceDescription, options: MockServiceOptions = {}): MockService {
  const baseUrl = (options.baseUrl ?? desc.baseUrl).replace(/\/+$/, '');
  const calls: RecordedCall[] = [];
  const overrides = new Map<string, MockResponder>();
  const store = createResourceStore();
  const literalFirst = desc.operations.filter((op) => !op.aliasOf).sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));
  // An operation with a server of its own is answered there and on the base URL (a client given
  // `baseUrl` sends every operation to it).
  const placed = literalFirst.flatMap((op) =>
    op.server && options.baseUrl === undefined ? [[op, op.server] as const, [op, baseUrl] as const] : [[op, baseUrl] as const],
  );
  const entries = placed.map(([op, base]) => ({ op, matcher: pathMatcher(base, wireTemplate(op.path).path) }));
  /** The best candidate so far of a request several operations' paths match, by msw's request id. */
  const candidates = new Map<string, Candidate>();
  const overlaps = overlapsAfter(entries);
  const handlers = entries.map(({ op, matcher }, index) => {
    const factory = http[op.method.toLowerCase() as 'get'];
    const later = overlaps[index]!;
    return factory(matcher.pattern, async ({ request, params, requestId }) => {
      const url = new URL(request.url);
      const next = later.length ? later.filter((e) => e.matcher.pattern.test(`${url.origin}${url.pathname}`)) : later;
      const call = await inspect(desc, op, next.length ? request.clone() : request, pathParams(matcher, params as Record<string, unknown>));
      const here: Candidate = { op, call, keyed: keyedFor(op, url, request.headers), used: usedParams(op, call), variables: matcher.names.length };
      const before = candidates.get(requestId);
      const best = before && !better(here, before) ? before : here;
      // Another operation's path matches too: it is tried before one answers.
      if (next.length > 0) {
        candidates.set(requestId, best);
        return undefined;
      }
      candidates.delete(requestId);
      const chosen = best;
      const target = `${baseUrl}${REDIRECT_TARGET}${encodeURIComponent(chosen.op.key)}`;
      calls.push(chosen.call);
      const override = overrides.get(chosen.op.key);
      if (override) return reply(typeof override === 'function' ? await override(chosen.call) : override, target);
      if (chosen.call.violations.length > 0) {
        return HttpResponse.json({ message: `Request does not match the spec of ${chosen.op.key}`, violations: chosen.call.violations }, { status: 400 });
      }
      return reply(chosen.op.responder ? await chosen.op.responder(chosen.call) : (store.answer(chosen.op, chosen.call) ?? chosen.op.response), target);
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
