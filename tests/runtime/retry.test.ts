// The shared retry loop: attempts, policy decisions, Retry-After, abort between attempts.
import { jest } from '@jest/globals';
import { backoffMs, retryAfterMs, withRetries, sleep } from 'specforge';

describe('withRetries', () => {
  const noSleep = () => Promise.resolve();

  it('retries up to `retries` times, then throws the last error', async () => {
    const attempt = jest.fn(async (n: number) => {
      throw new Error(`fail ${n}`);
    });
    await expect(withRetries(attempt, { retries: 3, shouldRetry: () => true, sleep: noSleep })).rejects.toThrow('fail 4');
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it('stops as soon as the policy declines', async () => {
    const attempt = jest.fn(async () => {
      throw new Error('fatal');
    });
    await expect(withRetries(attempt, { retries: 3, shouldRetry: () => false, sleep: noSleep })).rejects.toThrow('fatal');
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('returns the first success and waits with exponential backoff or the asked delay', async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await withRetries(
      async () => {
        calls++;
        if (calls < 4) throw new Error('again');
        return 'ok';
      },
      {
        retries: 5,
        shouldRetry: () => true,
        baseDelayMs: 100,
        delayFor: (_e, n) => (n === 2 ? 7 : undefined),
        sleep: async (ms) => void waits.push(ms),
      },
    );
    expect(result).toBe('ok');
    expect(waits).toEqual([100, 7, 400]);
  });

  it('aborting during a wait rejects with the reason', async () => {
    const controller = new AbortController();
    const p = withRetries(
      async () => {
        throw new Error('x');
      },
      { retries: 3, shouldRetry: () => true, baseDelayMs: 10_000, signal: controller.signal },
    );
    controller.abort(new Error('stopped'));
    await expect(p).rejects.toThrow('stopped');
  });
});

describe('retry helpers', () => {
  it('parses Retry-After seconds and dates', () => {
    expect(retryAfterMs({ 'retry-after': '3' })).toBe(3000);
    expect(retryAfterMs({ 'retry-after': new Date(10_000).toUTCString() }, 4000)).toBe(6000);
    expect(retryAfterMs({ 'retry-after': 'soon' })).toBeUndefined();
    expect(retryAfterMs({})).toBeUndefined();
  });
  it('caps backoff', () => {
    expect(backoffMs(1, 1000)).toBe(1000);
    expect(backoffMs(3, 1000)).toBe(4000);
    expect(backoffMs(20, 1000, 5000)).toBe(5000);
  });
  it('sleep resolves after the delay', async () => {
    await expect(sleep(1)).resolves.toBeUndefined();
  });
});
