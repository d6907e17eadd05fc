// Runs an attempt again under a RetryPolicy: answers with one of the policy's statuses (and, when
// it says so, network failures and timeouts) are tried again after the wait the answer asks for
// (`Retry-After`) or the exponential backoff. A `Retry-After` longer than the policy's longest
// wait is not waited for: the failure is returned at once. The spec's per-route policy and the
// retry plugin's are joined into one (`joinPolicies`) and run by the pipeline's one retry stage
// (runtime/pipeline/route-retry.ts); the throttling plugin waits through the same `sleep`.

import { NetworkError, RequestError, TimeoutError } from './errors.js';
import type { RetryPolicy } from './description.js';
import { backoffMs, retryAfterMs, sleep } from './wait.js';

/** How one run of a policy waits and reports; none of it changes which failures are retried. */
export interface RetryRun {
  signal?: AbortSignal | undefined;
  /** Called before each wait. */
  onRetry?: ((error: unknown, attempt: number, delayMs: number) => void) | undefined;
  /** Replaces the wait (tests). */
  sleep?: ((ms: number, signal?: AbortSignal) => Promise<void>) | undefined;
}

export const DEFAULT_MAX_DELAY_MS = 60_000;

/** A retry plugin's policy, with the statuses its settings say never to retry (they win over a route's). */
export interface PluginRetryPolicy extends RetryPolicy {
  doNotRetry: readonly number[];
}

/**
 * The one policy of a call: the route's and the plugin's joined (statuses of either but those the
 * plugin says never to retry, the larger number of retries, the route's waits where it gives
 * them, network failures when either retries them), or whichever there is.
 */
export function joinPolicies(route: RetryPolicy | undefined, plugin: PluginRetryPolicy | undefined): RetryPolicy | undefined {
  if (!plugin) return route;
  const { doNotRetry, ...own } = plugin;
  if (!route) return own;
  const statuses = [...new Set([...route.statuses, ...plugin.statuses])].filter((s) => !doNotRetry.includes(s));
  const joined: RetryPolicy = { statuses, retries: Math.max(route.retries, plugin.retries), baseDelayMs: route.baseDelayMs };
  const maxDelayMs = route.maxDelayMs ?? plugin.maxDelayMs;
  if (maxDelayMs !== undefined) joined.maxDelayMs = maxDelayMs;
  if (route.networkErrors || plugin.networkErrors) joined.networkErrors = true;
  return joined;
}

/** True when the policy tries `error` again. */
export function isRetryable(policy: RetryPolicy, error: unknown): boolean {
  if (error instanceof RequestError) return policy.statuses.includes(error.status);
  return policy.networkErrors === true && (error instanceof NetworkError || error instanceof TimeoutError);
}

/** Runs `attempt` until it succeeds, the failure is not retryable, or the retries are used up. */
export async function withRetries<T>(attempt: (n: number) => Promise<T>, policy: RetryPolicy, run: RetryRun = {}): Promise<T> {
  const wait = run.sleep ?? sleep;
  const max = policy.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  for (let n = 1; ; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      if (n > policy.retries || !isRetryable(policy, error)) throw error;
      const asked = error instanceof RequestError ? retryAfterMs(error.headers) : undefined;
      if (asked !== undefined && asked > max) throw error;
      const delay = asked ?? backoffMs(n, policy.baseDelayMs, max);
      run.onRetry?.(error, n, delay);
      await wait(delay, run.signal);
    }
  }
}
