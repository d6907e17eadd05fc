// Runs an attempt again under a RetryPolicy: answers with one of the policy's statuses (and, when
// it says so, network failures and timeouts) are tried again after the wait the answer asks for
// (`Retry-After`) or the exponential backoff. A `Retry-After` longer than the policy's longest
// wait is not waited for: the failure is returned at once. Used by the spec's per-route retries
// and by the retry plugin; the throttling plugin waits through the same `sleep`.

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
