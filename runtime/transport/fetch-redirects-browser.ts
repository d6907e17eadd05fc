// The one hop of an exchange over fetch in a browser or its workers (bundles built for them get
// this module through the package's "imports" map `#fetch-redirects`; Node, Deno and Bun get
// ./fetch-redirects.ts, which follows redirects itself). A browser's `redirect: 'manual'` answers
// with an opaque redirect, no status and no location, so the client cannot follow anything here;
// and a browser following a redirect itself drops only `authorization` on another origin, keeping
// every other header, an API key too. So a request whose only credential header is
// `authorization` is left to the browser to follow; a request carrying another credential header
// (an API key, a sensitive header; also `cookie`, which a browser never lets a script send) is
// sent with `manual`, and a redirect answer to it is a failure naming those headers, before
// anything reaches another origin.

import { failure, type Exchange } from './exchange.js';
import type { SendHop } from './fetch-redirects.js';

export async function fetchHops(ex: Exchange, send: SendHop): Promise<Response> {
  // The credential headers a browser would send on to another origin (the pipeline's header names are lower case).
  const kept = Object.keys(ex.headers).filter((n) => n !== 'authorization' && ex.credentials.headers.includes(n));
  const manual = ex.redirect === 'manual';
  const response = await send(ex, manual || kept[0] ? 'manual' : ex.redirect || 'follow');
  // (Where fetch shows redirects, in a worker, a redirect answer to `manual` is returned, and fails as a RequestError.)
  if (!manual && response.type === 'opaqueredirect') {
    throw failure('SPECFORGE_REDIRECT', `hidden redirect not followed: ${kept} could reach another origin`);
  }
  return response;
}
