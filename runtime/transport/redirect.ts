// The one rule for following a redirect, applied by both transports (node:http and fetch): which
// answers are redirects, the hop limit, when the method becomes GET and the body is dropped, and
// what a hop to another origin loses. Crossing origins drops every credential header of the
// exchange (authorization, proxy-authorization, cookie, the service's declared credential and
// sensitive headers, compared case-insensitively) and every credential query parameter the
// redirect target names (the service's declared query credentials, `access_token`). What is
// dropped stays dropped for the rest of the chain, as the fetch standard does, even when the chain
// comes back to the first origin: each hop starts from the previous hop's headers.
// The fetch transport applies it through ./fetch-redirects.ts, except in bundles for browsers,
// where fetch hides redirects from scripts (./fetch-redirects-browser.ts).

import { failure, type Exchange } from './exchange.js';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
export const MAX_REDIRECTS = 20;
const REDIRECT_FAILURE = 'SPECFORGE_REDIRECT';

/** One request of a redirect chain. */
export interface Hop<Body> {
  method: string;
  url: string;
  /** Owned by the hop (a transport may set `content-length` on it). */
  headers: Record<string, string>;
  body?: Body | undefined;
}

/**
 * The hop after an answer with `status` and `location`, or undefined when that answer is the one
 * to return (not a redirect, or `redirect: 'manual'`). Throws a failure for `redirect: 'error'`,
 * too many hops, and a 307/308 that asks to send again a body that cannot be (`replayable` false).
 */
export function nextHop<Body>(
  ex: Exchange,
  hop: Hop<Body>,
  status: number,
  location: string | undefined,
  hops: number,
  replayable = true,
): Hop<Body> | undefined {
  if (ex.redirect === 'manual') return undefined;
  // An opaque redirect (a fetch that hides redirects from scripts): nothing to follow.
  if (status === 0) throw failure(REDIRECT_FAILURE, 'a redirect this platform hides from scripts was not followed');
  if (!REDIRECTS.has(status) || !location) return undefined;
  const target = new URL(location, hop.url);
  const toGet = status === 303 || (status < 303 && hop.method === 'POST');
  const why =
    ex.redirect === 'error'
      ? `redirect to ${target.origin} refused (request.redirect is "error")`
      : hops >= MAX_REDIRECTS
        ? `more than ${MAX_REDIRECTS} redirects`
        : !toGet && hop.body !== undefined && !replayable
          ? `a ${status} redirect asks to send a streamed body again`
          : '';
  if (why) throw failure(REDIRECT_FAILURE, why);
  const away = target.origin !== new URL(hop.url).origin;
  const headers: Record<string, string> = {};
  for (const name in hop.headers) {
    const lower = name.toLowerCase();
    if (!(away && ex.credentials.headers.includes(lower)) && !(toGet && lower.startsWith('content-'))) headers[name] = hop.headers[name]!;
  }
  // Deleted only when present: deleting re-encodes the whole query (a signed URL would break).
  if (away) for (const name of ex.credentials.query) if (target.searchParams.has(name)) target.searchParams.delete(name);
  return { url: target.href, method: toGet && hop.method !== 'HEAD' ? 'GET' : hop.method, headers, body: toGet ? undefined : hop.body };
}
