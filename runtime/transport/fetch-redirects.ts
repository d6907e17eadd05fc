// The hops of one exchange over fetch, where fetch shows redirects to scripts (Node, Deno, Bun,
// edge runtimes): every call is made with `redirect: 'manual'` and each redirect answer is
// followed here by the rule both transports share (./redirect.ts), because the platform's own
// following keeps every header but `authorization` and `cookie` on a hop to another origin, so an
// API key header would reach whatever origin a redirect names. The fetch transport reaches this
// module through the package's "imports" map (`#fetch-redirects`); bundles for browsers get
// ./fetch-redirects-browser.ts instead.

import type { Exchange } from './exchange.js';
import { nextHop, type Hop } from './redirect.js';

/** Sends one hop with the given redirect mode. */
export type SendHop = (hop: Hop<BodyInit>, redirect: RequestRedirect) => Promise<Response>;

/** The answer to return (to the last hop sent), after following the redirects before it. */
export async function fetchHops(ex: Exchange, send: SendHop): Promise<Response> {
  let hop: Hop<BodyInit> = ex;
  for (let hops = 0; ; hops++) {
    const response = await send(hop, 'manual');
    // A stream is read once: a 307/308 cannot send it again.
    const replayable = !(typeof ReadableStream !== 'undefined' && hop.body instanceof ReadableStream);
    const status = response.type === 'opaqueredirect' ? 0 : response.status;
    const next = nextHop(ex, hop, status, response.headers.get('location') ?? undefined, hops, replayable);
    if (!next) return response;
    await response.body?.cancel().catch(() => undefined);
    hop = next;
  }
}
