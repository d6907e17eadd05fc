// Generic retry loop with exponential backoff, shared by every client feature that retries
// (the hosting retry and throttle plugins, the audit client's 503/429 policy). It knows nothing
// about any one service: the caller says which failures are retryable and may name a delay
// (for example from a Retry-After header) that wins over the computed backoff.

export interface RetryPolicy {
  /** Retries after the first attempt (3 means at most 4 attempts). */
  retries: number;
  /** Decides whether `error` (thrown by attempt number `attempt`, from 1) is worth another try. */
  shouldRetry(error: unknown, attempt: number): boolean;
  /** Base of the exponential backoff in milliseconds (attempt n waits base * 2^(n-1)). Default 1000. */
  baseDelayMs?: number;
  /** Upper bound of one wait in milliseconds. Default 60000. */
  maxDelayMs?: number;
  /** A delay the failure itself asks for (e.g. Retry-After), in milliseconds; wins over backoff. */
  delayFor?(error: unknown, attempt: number): number | undefined;
  /** Called before each wait; handy for logging. */
  onRetry?(error: unknown, attempt: number, delayMs: number): void;
  /** Aborts the waits between attempts. */
  signal?: AbortSignal;
  /** Replaceable for tests. */
  sleep?(ms: number, signal?: AbortSignal): Promise<void>;
}

/** Waits `ms`, rejecting with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Parses a Retry-After header (seconds or an HTTP date) into milliseconds, if present and valid. */
export function retryAfterMs(headers: Record<string, string> | undefined, now = Date.now()): number | undefined {
  const value = headers?.['retry-after'];
  if (value === undefined || value === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The computed backoff for attempt `attempt` (from 1), capped. */
export function backoffMs(attempt: number, baseDelayMs = 1000, maxDelayMs = 60_000): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
}

/** Runs `attempt` until it succeeds, the policy declines, or the retries are used up. */
export async function withRetries<T>(attempt: (n: number) => Promise<T>, policy: RetryPolicy): Promise<T> {
  const wait = policy.sleep ?? sleep;
  for (let n = 1; ; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      if (n > policy.retries || !policy.shouldRetry(error, n)) throw error;
      const asked = policy.delayFor?.(error, n);
      const delay = Math.min(asked ?? backoffMs(n, policy.baseDelayMs, policy.maxDelayMs), policy.maxDelayMs ?? 60_000);
      policy.onRetry?.(error, n, delay);
      await wait(delay, policy.signal);
    }
  }
}
