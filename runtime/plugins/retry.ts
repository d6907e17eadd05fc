// The retry plugin (`Client.plugin(retry)`): a wrap hook that retries recoverable failures —
// 5xx and 429 answers, network errors and timeouts — up to `retry.retries` times (default 3)
// with exponential backoff, honouring `Retry-After`, and never for a status listed in
// `retry.doNotRetry` (default 400, 401, 403, 404, 422). A user abort is never retried.

import { ConfigurationError, NetworkError, RequestError, TimeoutError } from '../errors.js';
import { retryAfterMs, withRetries } from '../retry.js';
import type { BaseClient } from '../client.js';

export interface RetryOptions {
  /** Statuses never retried (numbers or numeric strings). */
  doNotRetry?: ReadonlyArray<number | string>;
  /** Retries after the first attempt. Default 3. */
  retries?: number;
  /** Base of the backoff in milliseconds (1 s, 2 s, 4 s, ...). Default 1000. */
  baseDelayMs?: number;
}

export interface RetryPluginOptions {
  retry?: RetryOptions;
}

export const DEFAULT_DO_NOT_RETRY = [400, 401, 403, 404, 422] as const;

export function retry(client: BaseClient, options: RetryPluginOptions): void {
  const o = options.retry ?? {};
  const doNotRetry = new Set((o.doNotRetry ?? DEFAULT_DO_NOT_RETRY).map((s) => Number(s)));
  for (const s of doNotRetry) if (!Number.isInteger(s)) throw new ConfigurationError('retry.doNotRetry', 'an array of status codes', o.doNotRetry);
  const retries = o.retries ?? 3;
  if (!Number.isInteger(retries) || retries < 0) throw new ConfigurationError('retry.retries', 'a whole number of at least 0', retries);
  client.hook.wrap('request', (request, opts) =>
    withRetries(() => request(opts), {
      retries,
      baseDelayMs: o.baseDelayMs ?? 1000,
      signal: opts.request?.signal,
      shouldRetry(error) {
        if (error instanceof RequestError) return !doNotRetry.has(error.status) && (error.status >= 500 || error.status === 429);
        return error instanceof NetworkError || error instanceof TimeoutError;
      },
      delayFor: (error) => (error instanceof RequestError ? retryAfterMs(error.headers) : undefined),
      onRetry(error, attempt, delay) {
        const status = error instanceof RequestError ? error.status : (error as Error).name;
        client.log.debug(`retry ${attempt}/${retries} of ${opts.method} ${opts.url} after ${status}, in ${delay} ms`);
      },
    }),
  );
}
