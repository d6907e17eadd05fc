// The retry plugin (`Client.plugin(retry)`): tries recoverable failures again — 5xx and 429
// answers, network errors and timeouts — up to `retry.retries` times (default 3), never for a
// status in `retry.doNotRetry` (default 400, 401, 403, 404, 422). It registers its policy with the
// client, whose pipeline joins it with the route's own into the call's one retry loop
// (runtime/pipeline/route-retry.ts; exponential backoff, `Retry-After` honoured up to
// `retry.maxDelayMs`). An abort is never retried, and ends a wait at once.

import { coreOf } from '../client/core.js';
import type { BaseClient } from '../client/types.js';
import { ConfigurationError } from '../errors.js';
import type { PluginRetryPolicy } from '../retry-policy.js';

export interface RetryPluginSettings {
  /** Statuses never retried (numbers or numeric strings). */
  doNotRetry?: ReadonlyArray<number | string> | undefined;
  /** Retries after the first attempt. Default 3. */
  retries?: number | undefined;
  /** Base of the backoff in milliseconds (1 s, 2 s, 4 s, ...). Default 1000. */
  baseDelayMs?: number | undefined;
  /** The longest wait; a longer `Retry-After` returns the failure at once. Default 60000. */
  maxDelayMs?: number | undefined;
}

export interface RetryPluginOptions {
  retry?: RetryPluginSettings | undefined;
}

export const DEFAULT_DO_NOT_RETRY = [400, 401, 403, 404, 422] as const;

/** The RetryPolicy the plugin's settings stand for. */
export function retryPluginPolicy(settings: RetryPluginSettings = {}): PluginRetryPolicy {
  const doNotRetry = new Set((settings.doNotRetry ?? DEFAULT_DO_NOT_RETRY).map((s) => Number(s)));
  for (const s of doNotRetry) if (!Number.isInteger(s)) throw new ConfigurationError('retry.doNotRetry', 'an array of status codes', settings.doNotRetry);
  const retries = settings.retries ?? 3;
  if (!Number.isInteger(retries) || retries < 0) throw new ConfigurationError('retry.retries', 'a whole number of at least 0', retries);
  const statuses = [429];
  for (let s = 500; s < 600; s++) statuses.push(s);
  const policy: PluginRetryPolicy = {
    statuses: statuses.filter((s) => !doNotRetry.has(s)),
    retries,
    baseDelayMs: settings.baseDelayMs ?? 1000,
    networkErrors: true,
    doNotRetry: [...doNotRetry],
  };
  if (settings.maxDelayMs !== undefined) policy.maxDelayMs = settings.maxDelayMs;
  return policy;
}

export function retry(client: BaseClient, options: RetryPluginOptions): void {
  coreOf(client).retryPlugin = retryPluginPolicy(options.retry);
}
