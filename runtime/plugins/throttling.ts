// The throttling plugin (`Client.plugin(throttling)`): a wrap hook that recognises primary rate
// limits (403 or 429 with `x-ratelimit-remaining: 0`; wait until `x-ratelimit-reset`) and
// secondary ("abuse") limits (429, or 403 with `retry-after` or a message saying so), asks
// `throttle.onRateLimit` / `throttle.onAbuseLimit` with the wait in seconds, and tries again after
// that wait when the handler returns true. Waits go through the package's one `Retry-After`
// parser and clamp (runtime/wait.ts). `throttle` with both handlers is required (by the types too).

import type { BaseClient } from '../client/types.js';
import { ConfigurationError, RequestError } from '../errors.js';
import type { RequestOptions } from '../options.js';
import { retryAfterMs, sleep } from '../wait.js';

export type LimitHandler = (retryAfter: number, options: RequestOptions, client: BaseClient, retryCount: number) => boolean | Promise<boolean>;

export interface ThrottleOptions {
  onRateLimit: LimitHandler;
  onAbuseLimit: LimitHandler;
}

export interface ThrottlingPluginOptions {
  throttle: ThrottleOptions;
}

export interface Limit {
  kind: 'rate' | 'abuse';
  /** Seconds to wait before trying again. */
  retryAfter: number;
}

/** Whether `error` is a rate or abuse limit, and how long it asks to wait. */
export function classifyLimit(error: unknown, now = Date.now()): Limit | undefined {
  if (!(error instanceof RequestError) || (error.status !== 403 && error.status !== 429)) return undefined;
  const h = error.headers;
  if (h['x-ratelimit-remaining'] === '0') {
    const reset = Number(h['x-ratelimit-reset']);
    return { kind: 'rate', retryAfter: Number.isFinite(reset) ? Math.max(0, Math.ceil(reset - now / 1000)) : 60 };
  }
  if (error.status === 429 || h['retry-after'] !== undefined || /secondary rate|abuse/i.test(error.message)) {
    const ms = retryAfterMs(h, now);
    return { kind: 'abuse', retryAfter: ms === undefined ? 60 : Math.ceil(ms / 1000) };
  }
  return undefined;
}

export function throttling(client: BaseClient, options: ThrottlingPluginOptions): void {
  const throttle = options?.throttle;
  for (const name of ['onRateLimit', 'onAbuseLimit'] as const) {
    if (typeof throttle?.[name] !== 'function')
      throw new ConfigurationError(`throttle.${name}`, 'a function(retryAfter, options) (the throttling plugin needs both handlers)', throttle?.[name]);
  }
  client.hook.wrap('request', async (request, opts) => {
    for (let retryCount = 0; ; retryCount++) {
      try {
        return await request(opts);
      } catch (error) {
        const limit = classifyLimit(error);
        if (!limit) throw error;
        const handler = limit.kind === 'rate' ? throttle.onRateLimit : throttle.onAbuseLimit;
        client.log.warn(`${limit.kind === 'rate' ? 'Rate' : 'Abuse'} limit hit for ${opts.method} ${opts.url}; retry after ${limit.retryAfter}s`, {
          retryCount,
        });
        if ((await handler(limit.retryAfter, opts, client, retryCount)) !== true) throw error;
        await sleep(limit.retryAfter * 1000, opts.request?.signal);
      }
    }
  });
}
