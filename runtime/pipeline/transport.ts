// Stage `transport`: sends the HTTP request over node:http (on Node) or fetch (with
// `request.fetch`, and in browsers), under the call's limits: `request.timeout` for the whole
// exchange, `request.idleTimeout` for silence, `request.maxResponseBytes` for the body, and the
// caller's `request.signal`. Raw failures become the package's errors here (./transport-failure.ts).
// With a `log.debug`, one line per exchange.
// The caller's signal gets one listener, removed when the exchange ends (no AbortSignal.any, whose
// bookkeeping on a long-lived signal grows with every call). The raw answer goes to the decode
// stage in the same turn (what decode throws rejects the call).

import { nodeTransportAvailable, viaNode } from '#http-node';
import { RequestError } from '../errors.js';
import type { Response } from '../options.js';
import { serviceCredentials } from '../credentials.js';
import { redact } from '../redact.js';
import { maxBytesOf } from '../transport/exchange.js';
import { viaFetch } from '../transport/fetch.js';
import { clampWait } from '../wait.js';
import { callSecrets, type ClientState, type RequestContext } from './context.js';
import type { Transport } from './stage.js';
import { transportFailure as failed } from './transport-failure.js';

export const DEFAULT_IDLE_TIMEOUT_MS = 300_000;

/** `value` when it is a number above 0, else `fallback`. */
const positive = (value: unknown, fallback: number): number => (typeof value === 'number' && value > 0 ? value : fallback);

function logLine(client: ClientState, ctx: RequestContext, started: number, outcome: Response<unknown> | unknown, ok: boolean): void {
  const duration = Date.now() - started;
  const status = ok
    ? (outcome as Response<unknown>).status
    : outcome instanceof RequestError
      ? outcome.status
      : outcome instanceof Error
        ? outcome.name
        : 'error';
  const { method } = ctx.http!;
  const url = redact(ctx.http!.url, callSecrets(client, ctx));
  client.log.debug(`${method} ${url} - ${status} in ${duration}ms`, { method, url, status, duration });
}

export function transport(client: ClientState): Transport {
  // What a redirect to another origin drops: the service's, worked out once.
  const credentials = serviceCredentials(client.service);
  const sent: Transport = (ctx, decode) => {
    const http = ctx.http!;
    const o = http.options;
    const user = o.signal;
    // Already aborted: the AbortError `failed` makes for an aborted signal, nothing sent.
    if (user?.aborted) return Promise.reject(failed(client, ctx));
    const timeout = positive(o.timeout, 0);
    // The default needs no clamping (nor wait.ts, on every call's path).
    const idle = o.idleTimeout === undefined ? DEFAULT_IDLE_TIMEOUT_MS : clampWait(positive(o.idleTimeout, DEFAULT_IDLE_TIMEOUT_MS));
    const limit = maxBytesOf(o);
    // A controller of our own only for a timeout or a caller's signal (most calls have neither).
    let controller: AbortController | undefined;
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cleanup: (() => void) | undefined;
    if (timeout || user) {
      const c = (controller = new AbortController());
      timer = timeout
        ? setTimeout(() => {
            timedOut = true;
            c.abort();
          }, clampWait(timeout))
        : undefined;
      const onAbort = () => c.abort(user!.reason);
      user?.addEventListener('abort', onAbort, { once: true });
      cleanup = () => user?.removeEventListener('abort', onAbort);
    }
    const started = client.debug ? Date.now() : 0;
    const exchange = o.fetch || !nodeTransportAvailable ? viaFetch : viaNode;
    const out = exchange({
      method: http.method,
      url: http.url,
      headers: http.headers,
      body: http.body,
      signal: controller?.signal,
      agent: o.agent,
      redirect: o.redirect,
      idleTimeout: idle,
      maxBytes: limit,
      credentials,
      fetch: o.fetch,
      stream: o.responseType === 'stream' ? 1 : ctx.route.events ? 2 : 0,
    }).then(
      (raw) => {
        // A streamed body keeps the caller's signal (it ends the stream); the timeout ends here.
        clearTimeout(timer);
        if (raw.body instanceof Uint8Array) cleanup?.();
        return decode(ctx, raw, sent);
      },
      (error: unknown) => {
        clearTimeout(timer);
        cleanup?.();
        throw failed(client, ctx, error, timeout, timedOut, idle, limit);
      },
    );
    if (!client.debug) return out;
    return out.then(
      (response) => {
        logLine(client, ctx, started, response, true);
        return response;
      },
      (error: unknown) => {
        logLine(client, ctx, started, error, false);
        throw error;
      },
    );
  };
  return sent;
}
