// The fetch transport: used with `request.fetch`, and where node:http does not exist (browsers).
// The hops come from `#fetch-redirects`: on Node, Deno and Bun one `fetch` call per hop, redirects
// followed by the rule both transports share (./fetch-redirects.ts); in browsers, which hide
// redirects from scripts, one call, with what is left to the browser said in
// ./fetch-redirects-browser.ts. The last answer's body is read as a stream, bounded by the size
// limit and the idle timeout.
// Plain fetch rather than ky: the pipeline owns retries, timeouts, errors and body decoding, so
// every feature ky adds would be turned off, and ky was 40% of a one-method browser bundle.

import type { RawResponse } from '../pipeline/context.js';
import { fetchHops } from '#fetch-redirects';
import { ByteCollector, IDLE, TOO_LARGE, failure, streams, type Exchange } from './exchange.js';

export async function viaFetch(ex: Exchange): Promise<RawResponse> {
  // Our own controller: the idle timer aborts it, and so does the stage's signal (listener removed after).
  const controller = new AbortController();
  let idleFailure: Error | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort((idleFailure = failure(IDLE, `nothing received for ${ex.idleTimeout} ms`))), ex.idleTimeout);
  };
  const onAbort = () => controller.abort(ex.signal!.reason);
  ex.signal?.addEventListener('abort', onAbort, { once: true });
  // A streamed body keeps the signal's listener: aborting it ends the stream.
  let streamed: ReadableStream<Uint8Array> | null = null;
  try {
    const response = await fetchHops(ex, (hop, redirect) => {
      touch();
      // Half-duplex: a streamed body needs it (Node's fetch and Chromium refuse one otherwise), any other allows it.
      const init: RequestInit & { duplex: 'half' } = {
        method: hop.method,
        headers: hop.headers,
        body: hop.body ?? null,
        signal: controller.signal,
        redirect,
        duplex: 'half',
      };
      return (ex.fetch ?? fetch)(hop.url, init);
    });
    const headers: Record<string, string> = {};
    // Headers lists each set-cookie apart: join them as the Node transport does.
    response.headers.forEach((value, name) => {
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    });
    if (streams(ex, response.status, headers)) streamed = response.body;
    const collector = new ByteCollector(ex.maxBytes);
    // (A redirect never makes a HEAD of another method, nor another method a HEAD.)
    const reader = streamed || ex.method === 'HEAD' ? undefined : response.body?.getReader();
    if (reader) {
      const declared = Number(headers['content-length']);
      if (!headers['content-encoding'] && declared > ex.maxBytes) throw failure(TOO_LARGE, `the body declares ${declared} bytes`);
      for (;;) {
        touch();
        const { done, value } = await reader.read();
        if (done) break;
        if (!collector.push(value)) {
          await reader.cancel().catch(() => undefined);
          throw failure(TOO_LARGE, `the body is larger than ${ex.maxBytes} bytes`);
        }
      }
    }
    return { status: response.status, url: response.url || ex.url, headers, body: streamed ?? collector.bytes() };
  } catch (error) {
    throw idleFailure ?? error;
  } finally {
    clearTimeout(timer);
    if (!streamed) ex.signal?.removeEventListener('abort', onAbort);
  }
}
