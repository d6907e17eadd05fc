// The fetch transport, through ky (its retries, timeouts and HTTP errors turned off: the pipeline
// owns those): used with `request.fetch`, and where node:http does not exist (browsers). The body
// is read as a stream, bounded by the size limit and the idle timeout.

import type { RawResponse } from '../pipeline/context.js';
import { ByteCollector, IDLE, TOO_LARGE, failure, type Exchange } from './exchange.js';

// ky is loaded on first use: on Node the default transport is node:http, so importing the package
// never pays for ky's modules; browsers (and `request.fetch`) load it with the first request.
let kyModule: Promise<typeof import('ky')> | undefined;
const loadKy = () => (kyModule ??= import('ky'));
/** The ky function, whichever way the module system wrapped it (the CJS build nests the default once more). */
function kyFunction(mod: unknown): typeof import('ky').default {
  let candidate = mod as { default?: unknown };
  for (let i = 0; i < 3 && typeof candidate !== 'function'; i++) candidate = candidate?.default as { default?: unknown };
  return candidate as unknown as typeof import('ky').default;
}

export async function viaFetch(ex: Exchange): Promise<RawResponse> {
  const ky = kyFunction(await loadKy());
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
  try {
    touch();
    const response = await ky(ex.url, {
      method: ex.method,
      headers: ex.headers,
      body: ex.body,
      signal: controller.signal,
      retry: 0,
      timeout: false,
      throwHttpErrors: false,
      ...(ex.redirect ? { redirect: ex.redirect as RequestRedirect } : {}),
      ...(ex.fetch ? { fetch: ex.fetch } : {}),
    });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const declared = Number(headers['content-length']);
    if (!headers['content-encoding'] && declared > ex.maxBytes) throw failure(TOO_LARGE, `the body declares ${declared} bytes`);
    const collector = new ByteCollector(ex.maxBytes);
    const reader = ex.method === 'HEAD' ? undefined : response.body?.getReader();
    if (reader) {
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
    return { status: response.status, url: response.url || ex.url, headers, body: collector.bytes() };
  } catch (error) {
    throw idleFailure ?? error;
  } finally {
    clearTimeout(timer);
    ex.signal?.removeEventListener('abort', onAbort);
  }
}
