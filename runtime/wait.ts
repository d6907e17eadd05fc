// Every wait the package makes goes through here: one parser for `Retry-After` (seconds or an
// HTTP date), one clamp (a timer cannot wait longer than about 24.8 days; longer or invalid
// values would fire at once), the exponential backoff, and `sleep`, which an abort signal ends at
// once with an AbortError.

import { AbortError } from './errors.js';

/** The longest delay a timer can take (2^31 - 1 ms); longer ones fire immediately. */
export const MAX_WAIT_MS = 2_147_483_647;

/** `ms` made a usable timer delay: not negative, not NaN, not beyond MAX_WAIT_MS. */
export function clampWait(ms: number): number {
  if (Number.isNaN(ms) || ms <= 0) return 0;
  return Math.min(Math.ceil(ms), MAX_WAIT_MS);
}

/** Milliseconds a `Retry-After` header asks for (seconds or an HTTP date), if present and valid. */
export function retryAfterMs(headers: Readonly<Record<string, string>> | undefined, now = Date.now()): number | undefined {
  const value = headers?.['retry-after']?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  // An HTTP date names its day and month in letters; anything else (`-5`, `1e3`) is not one.
  const date = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The backoff before try `attempt + 1` (attempt counts from 1): base × 2^(attempt-1), at most `max`. */
export function backoffMs(attempt: number, baseDelayMs = 1000, maxDelayMs = 60_000): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
}

/** Waits `ms` (clamped); an abort of `signal` rejects at once with an AbortError whose cause is the reason. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  const what = 'the wait before trying again';
  if (signal?.aborted) return Promise.reject(AbortError.from(signal.reason, what));
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(AbortError.from(signal!.reason, what));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, clampWait(ms));
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
