// msw handlers built from a generated mock description (`specforge/<service>/mocks`): one handler
// for all the operations, which finds those whose paths match the request (looked up by method and
// path shape, so a request costs the same with 20 operations or 20,000), checks the request
// against each operation's spec (inspect.ts), records it, and answers with the operation's
// deterministic fixture (or, for an operation on a resource, from the records the mocks keep:
// resource-store.ts), or with a 400 listing every mismatch. Operations whose paths can match the
// same URL (keyed apart by a query or fragment in the template, by a literal segment where another
// has a variable, or written twice with other variable names) are all tried: the one the request
// fits answers, and when it breaks every one, the operation it breaks least; among those it fits
// (or breaks as much), the one whose template is the most specific (specificity.ts), as routers
// choose, then the one declared first. A request no
// operation's path matches is left to the next handler (or to msw's onUnhandledRequest). A redirect (3xx)
// fixture is answered with its `location` (when the fixture has none, one on the mock's own base
// URL, which a handler answers with 200, so that a client following redirects gets an answer).
// Only the mocks entry points import this module (and msw).

import { http, HttpResponse } from 'msw';
import { ConfigurationError } from '../errors.js';
import { parameterStyles } from '../pipeline/parameter-style.js';
import { tokenEndpoints } from './token-endpoint.js';
import { inspect, keyedFor, wireTemplate } from './inspect.js';
import { matchedValues, pathMatcher } from './path-matcher.js';
import { createResourceStore } from './resource-store.js';
import { specificityRanks } from './specificity.js';
import type { MockEvent, MockOperation, MockResponder, MockResponse, MockService, MockServiceDescription, MockServiceOptions, RecordedCall } from './types.js';

export type * from './types.js';
export { wireTemplate } from './inspect.js';

/** Where a redirect fixture without a `location` sends the client (answered with 200). */
const REDIRECT_TARGET = '/__specforge/redirect-target/';

/** The events of a mock answer as a text/event-stream body, each written after its delay. */
function eventBody(events: readonly MockEvent[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const e = events[next++];
      if (!e) return controller.close();
      if (e.delay) await new Promise((resolve) => setTimeout(resolve, e.delay));
      const data = typeof e.data === 'string' ? e.data : JSON.stringify(e.data);
      const fields = `${e.event === undefined ? '' : `event: ${e.event}\n`}${e.id === undefined ? '' : `id: ${e.id}\n`}`;
      controller.enqueue(
        encoder.encode(
          `${fields}${data
            .split(/\r?\n/)
            .map((line) => `data: ${line}\n`)
            .join('')}\n`,
        ),
      );
    },
  });
}

function reply(response: MockResponse, redirectTarget: string): Response {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers ?? {})) {
    if (value !== undefined && value !== null)
      headers[name] = typeof value === 'string' ? value : parameterStyles.header(value, { in: 'header', style: 'simple', explode: false });
  }
  if (response.status >= 300 && response.status < 400 && response.status !== 304) headers.location ??= redirectTarget;
  if (response.events)
    return new HttpResponse(eventBody(response.events), { status: response.status, headers: { 'content-type': 'text/event-stream', ...headers } });
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

/**
 * The operations a request may be meant for, found without trying every one: by method and by how
 * many slashes the URL has (a variable holds no slash), those that take the rest of a path (`{+x}`)
 * always tried. In no particular order (each candidate carries its rank and place).
 */
function operationIndex<E extends { op: MockOperation; slashes: number | 'rest' }>(entries: readonly E[]): (method: string, url: string) => E[] {
  const groups = new Map<string, E[]>();
  for (const e of entries) {
    const key = `${e.op.method} ${e.slashes}`;
    const list = groups.get(key);
    if (list) list.push(e);
    else groups.set(key, [e]);
  }
  return (method, url) => {
    const fixed = groups.get(`${method} ${url.split('/').length - 1}`) ?? [];
    const rest = groups.get(`${method} rest`);
    return rest ? fixed.concat(rest) : fixed;
  };
}

/** How many slashes a URL `template` under `base` matches has, or `rest` when a variable may hold some. */
function slashesOf(base: string, template: string): number | 'rest' {
  if (template.includes('{+')) return 'rest';
  const count = (text: string) => text.split('/').length - 1;
  // A relative base is matched on any origin (`https://host`: two slashes).
  return (base === '' || base.startsWith('/') ? 2 : 0) + count(base) + count(template);
}

interface Candidate {
  op: MockOperation;
  call: RecordedCall;
  /** Pairs of its fragment the request carries (`Action=X` for `/#Action=X`). */
  keyed: number;
  /** Its declared query and header parameters the request carries. */
  used: number;
  /** How specific its path template is among the operations' (0: the most; specificity.ts). */
  rank: number;
  /** Where the document declares it (earlier: first). */
  place: number;
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
 * whose template is the most specific (`/commits/{sha}/statuses`, not `/commits/{+sha}`), then
 * the one whose parameters it uses most (a `Range` header: the chunk of a blob, not the blob),
 * then the one declared first.
 */
function better(a: Candidate, b: Candidate): boolean {
  const aOk = a.call.violations.length === 0;
  const bOk = b.call.violations.length === 0;
  if (aOk !== bOk) return aOk;
  if (a.keyed !== b.keyed) return a.keyed > b.keyed;
  if (a.call.violations.length !== b.call.violations.length) return a.call.violations.length < b.call.violations.length;
  if (a.rank !== b.rank) return a.rank < b.rank;
  if (a.used !== b.used) return a.used > b.used;
  return a.place < b.place;
}

/** msw handlers and a call log for one service. */
/** A response of `status` with the body the document gives that status (or its status family, or its default). */
function errorResponse(op: MockOperation, status: number): MockResponse {
  if (!Number.isInteger(status) || status < 100 || status > 599) throw new ConfigurationError('respond', 'an HTTP status from 100 to 599', status);
  const errors = op.errors ?? {};
  const key = [String(status), `${String(status)[0]}XX`, `${String(status)[0]}xx`, 'default'].find((k) => Object.hasOwn(errors, k));
  return key === undefined ? { status } : { status, body: structuredClone(errors[key]) };
}

export function createMockService(desc: MockServiceDescription, options: MockServiceOptions = {}): MockService {
  const baseUrl = (options.baseUrl ?? desc.baseUrl).replace(/\/+$/, '');
  const calls: RecordedCall[] = [];
  const overrides = new Map<string, MockResponder>();
  const store = createResourceStore();
  const own = desc.operations.filter((op) => !op.aliasOf);
  const paths = own.map((op) => wireTemplate(op.path).path);
  // Ranked once here: a request compares ranks, it never sorts.
  const ranks = specificityRanks(paths);
  // An operation with a server of its own is answered there and on the base URL (a client given
  // `baseUrl` sends every operation to it).
  const entries = own.flatMap((op, place) => {
    const path = paths[place]!;
    const bases = op.server && options.baseUrl === undefined ? [op.server, baseUrl] : [baseUrl];
    return bases.map((base) => ({ op, matcher: pathMatcher(base, path), slashes: slashesOf(base, path), rank: ranks[place]!, place }));
  });
  const candidatesFor = operationIndex(entries);
  // One handler for every operation: msw tries its handlers one by one for each request, which for
  // a document of 20,000 operations (Microsoft Graph) is 20,000 matches a request.
  /** The operations the predicate found for a request, for its resolver (msw hands both the same Request). */
  const matchedBy = new WeakMap<Request, ReturnType<typeof matchingOperations>>();
  const matchingOperations = (request: Request) => {
    const url = new URL(request.url);
    const where = `${url.origin}${url.pathname}`;
    return candidatesFor(request.method, where).flatMap((e) => {
      const m = e.matcher.pattern.exec(where);
      return m ? [{ ...e, pathValues: matchedValues(e.matcher, m) }] : [];
    });
  };
  const handlers = [
    // A predicate (msw 2.11+), not a resolver that returns nothing: a request no operation's path
    // matches stays unhandled (msw's onUnhandledRequest), instead of passing through to the network.
    http.all(
      ({ request }) => {
        const matching = matchingOperations(request);
        if (matching.length > 0) matchedBy.set(request, matching);
        return matching.length > 0;
      },
      async ({ request }) => {
        const url = new URL(request.url);
        const matching = matchedBy.get(request) ?? matchingOperations(request);
        // Operations whose paths match the same URL are each tried; the one the request fits best answers.
        let chosen: Candidate | undefined;
        for (const [i, { op, rank, place, pathValues }] of matching.entries()) {
          const call = await inspect(desc, op, i < matching.length - 1 ? request.clone() : request, pathValues);
          const here: Candidate = { op, call, keyed: keyedFor(op, url, request.headers), used: usedParams(op, call), rank, place };
          if (!chosen || better(here, chosen)) chosen = here;
        }
        const { op, call } = chosen!;
        const target = `${baseUrl}${REDIRECT_TARGET}${encodeURIComponent(op.key)}`;
        calls.push(call);
        const override = overrides.get(op.key);
        if (override) return reply(typeof override === 'function' ? await override(call) : override, target);
        if (call.violations.length > 0) {
          return HttpResponse.json({ message: `Request does not match the spec of ${op.key}`, violations: call.violations }, { status: 400 });
        }
        return reply(op.responder ? await op.responder(call) : (store.answer(op, call) ?? op.response), target);
      },
    ),
  ];
  // The document's OAuth 2 token endpoints, after the operations: a document that also describes
  // its token endpoint as an operation (fulfillment.com's POST /oauth/access_token) is answered as it says.
  const tokens = tokenEndpoints(desc.tokenUrls ?? [], baseUrl);
  handlers.push(...tokens.handlers);
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
      overrides.set(op.aliasOf ?? key, typeof responder === 'number' ? errorResponse(op, responder) : responder);
    },
    reset: () => {
      calls.length = 0;
      overrides.clear();
      store.reset();
      tokens.reset();
    },
  };
}
