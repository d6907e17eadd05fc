// The one retry policy: attempts, which failures are retried, Retry-After, the one wait clamp and
// parser, abort between attempts (a typed AbortError, at once).
import { describe, expect, it, jest } from '@jest/globals';
import { AbortError, NetworkError, RequestError, errorForStatus } from '../../../runtime/errors.js';
import { isRetryable, withRetries } from '../../../runtime/retry-policy.js';
import { MAX_WAIT_MS, backoffMs, clampWait, retryAfterMs, sleep } from '../../../runtime/wait.js';

const failing = (status: number, headers: Record<string, string> = {}) =>
  errorForStatus(status, `status ${status}`, {
    response: { status, url: 'http://x', headers, data: null },
    request: { method: 'GET', url: 'http://x', headers: {} },
  });
const noSleep = () => Promise.resolve();

describe('withRetries', () => {
  it('retries up to `retries` times, then throws the last error', async () => {
    const attempt = jest.fn(async (n: number) => {
      throw failing(500 + n);
    });
    await expect(withRetries(attempt, { statuses: [501, 502, 503, 504], retries: 3, baseDelayMs: 1 }, { sleep: noSleep })).rejects.toMatchObject({
      status: 504,
    });
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it('stops as soon as the failure is not retryable', async () => {
    const attempt = jest.fn(async () => {
      throw failing(404);
    });
    await expect(withRetries(attempt, { statuses: [500], retries: 3, baseDelayMs: 1 }, { sleep: noSleep })).rejects.toMatchObject({ status: 404 });
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('returns the first success and waits with exponential backoff or the asked delay', async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await withRetries(
      async () => {
        calls++;
        if (calls < 4) throw failing(503, calls === 2 ? { 'retry-after': '0.007' } : {});
        return 'ok';
      },
      { statuses: [503], retries: 5, baseDelayMs: 100 },
      { sleep: async (ms) => void waits.push(ms) },
    );
    expect(result).toBe('ok');
    expect(waits).toEqual([100, 7, 400]);
  });

  it('aborting during a wait rejects at once with an AbortError whose cause is the reason', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const p = withRetries(
      async () => {
        throw failing(500);
      },
      { statuses: [500], retries: 3, baseDelayMs: 10_000 },
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(new Error('stopped')), 10);
    const error = await p.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect((error as Error).message).toContain('stopped');
    expect(((error as Error).cause as Error).message).toBe('stopped');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a Retry-After longer than maxDelayMs is not waited for: the failure comes back at once', async () => {
    const attempt = jest.fn(async () => {
      throw failing(503, { 'retry-after': '3000000' });
    });
    const waits: number[] = [];
    await expect(
      withRetries(attempt, { statuses: [503], retries: 3, baseDelayMs: 1, maxDelayMs: 60_000 }, { sleep: async (ms) => void waits.push(ms) }),
    ).rejects.toMatchObject({ status: 503 });
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('network failures are retried only when the policy says so', () => {
    const net = new NetworkError('x', { method: 'GET', url: 'u', headers: {} }, new Error('reset'));
    expect(isRetryable({ statuses: [], retries: 1, baseDelayMs: 1 }, net)).toBe(false);
    expect(isRetryable({ statuses: [], retries: 1, baseDelayMs: 1, networkErrors: true }, net)).toBe(true);
    expect(isRetryable({ statuses: [], retries: 1, baseDelayMs: 1, networkErrors: true }, new Error('x'))).toBe(false);
    expect(failing(429)).toBeInstanceOf(RequestError);
  });
});

describe('wait helpers', () => {
  it('parses Retry-After seconds and dates', () => {
    expect(retryAfterMs({ 'retry-after': '3' })).toBe(3000);
    expect(retryAfterMs({ 'retry-after': new Date(10_000).toUTCString() }, 4000)).toBe(6000);
    expect(retryAfterMs({ 'retry-after': new Date(1_000).toUTCString() }, 4000)).toBe(0);
    expect(retryAfterMs({ 'retry-after': 'soon' })).toBeUndefined();
    expect(retryAfterMs({ 'retry-after': '-5' })).toBeUndefined();
    expect(retryAfterMs({})).toBeUndefined();
  });
  it('caps backoff', () => {
    expect(backoffMs(1, 1000)).toBe(1000);
    expect(backoffMs(3, 1000)).toBe(4000);
    expect(backoffMs(20, 1000, 5000)).toBe(5000);
  });
  it('clamps every wait to what a timer can do', () => {
    expect(clampWait(3_000_000_000)).toBe(MAX_WAIT_MS);
    expect(clampWait(Number.POSITIVE_INFINITY)).toBe(MAX_WAIT_MS);
    expect(clampWait(-1)).toBe(0);
    expect(clampWait(Number.NaN)).toBe(0);
    expect(clampWait(1.2)).toBe(2);
  });
  it('sleep resolves after the delay; an already aborted signal rejects with AbortError', async () => {
    await expect(sleep(1)).resolves.toBeUndefined();
    const c = new AbortController();
    c.abort('gone');
    await expect(sleep(1000, c.signal)).rejects.toMatchObject({ name: 'AbortError', cause: 'gone' });
  });
  it('a huge wait is clamped, not fired at once (it is still pending after a tick)', async () => {
    const c = new AbortController();
    let settled = false;
    const p = sleep(3_000_000 * 1000, c.signal).then(
      () => (settled = true),
      () => undefined,
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    c.abort();
    await p;
  });
});
