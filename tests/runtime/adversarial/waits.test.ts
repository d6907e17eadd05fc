// Waits under hostile answers: every Retry-After form (seconds, decimals, HTTP dates past and
// future, huge, negative, garbage) and rate-limit headers reach the plugins correctly through the
// one parser and the one clamp; a 3,000,000 s wait never fires at once; an abort during any
// backoff rejects promptly with an AbortError; the same signal with a timeout on every call
// leaves nothing behind on the signal.
import { afterAll, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { getEventListeners } from 'node:events';
import { AbortError, retry, throttling } from 'specforge';
import { HostingClient } from 'specforge/hosting';
import { defineClient, type Method } from 'specforge/runtime';
import { classifyLimit } from '../../../runtime/plugins/throttling.js';
import { errorForStatus } from '../../../runtime/errors.js';
import { startFaultServer } from './fault-server.js';

let faults: Awaited<ReturnType<typeof startFaultServer>>;
beforeAll(async () => {
  faults = await startFaultServer();
});
afterAll(() => faults.close());
beforeEach(() => faults.script([]));

const quiet = { warn: () => undefined, error: () => undefined };
const limitError = (status: number, headers: Record<string, string>, message = 'limit') =>
  errorForStatus(status, message, { response: { status, url: '', headers, data: null }, request: { method: 'GET', url: '', headers: {} } });

describe('Retry-After and rate-limit headers, as the throttling plugin reads them', () => {
  const now = Date.parse('2030-01-01T00:00:00Z');
  test.each([
    [{ 'retry-after': '0' }, 0],
    [{ 'retry-after': '7' }, 7],
    [{ 'retry-after': '1.2' }, 2],
    [{ 'retry-after': new Date(now + 90_000).toUTCString() }, 90],
    [{ 'retry-after': new Date(now - 90_000).toUTCString() }, 0],
    [{ 'retry-after': '3000000' }, 3_000_000],
    [{ 'retry-after': '-5' }, 60],
    [{ 'retry-after': 'soon' }, 60],
  ])('429 %j → abuse limit, wait %i s', (headers, seconds) => {
    expect(classifyLimit(limitError(429, headers), now)).toEqual({ kind: 'abuse', retryAfter: seconds });
  });
  test('x-ratelimit-remaining: 0 with a reset time is a rate limit until the reset', () => {
    expect(classifyLimit(limitError(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(now / 1000 + 42) }), now)).toEqual({
      kind: 'rate',
      retryAfter: 42,
    });
    expect(classifyLimit(limitError(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': 'x' }), now)).toEqual({ kind: 'rate', retryAfter: 60 });
    expect(classifyLimit(limitError(403, {}, 'plain forbidden'), now)).toBeUndefined();
  });

  test('an HTTP-date Retry-After reaches onAbuseLimit as its real wait, not 60 s', async () => {
    faults.script([{ status: 429, headers: { 'retry-after': new Date(Date.now() + 30_000).toUTCString() } }]);
    const onAbuseLimit = jest.fn((_after: number) => false);
    const client = new (HostingClient.plugin(throttling))({ baseUrl: faults.url, log: quiet, throttle: { onRateLimit: () => false, onAbuseLimit } });
    await expect(client.request('GET /scripted')).rejects.toMatchObject({ status: 429 });
    const after = onAbuseLimit.mock.calls[0]![0];
    expect(after).toBeGreaterThanOrEqual(28);
    expect(after).toBeLessThanOrEqual(31);
  });
});

describe('huge waits never fire at once; aborts end any wait promptly with an AbortError', () => {
  test('throttling: Retry-After 3000000 s approved by the handler waits (no second request), until aborted', async () => {
    faults.script([
      { status: 429, headers: { 'retry-after': '3000000' } },
      { status: 429, headers: { 'retry-after': '3000000' } },
    ]);
    const controller = new AbortController();
    const client = new (HostingClient.plugin(throttling))({ baseUrl: faults.url, log: quiet, throttle: { onRateLimit: () => true, onAbuseLimit: () => true } });
    const before = faults.seen.length;
    const pending = client.request('GET /scripted', { request: { signal: controller.signal } });
    await new Promise((r) => setTimeout(r, 300));
    expect(faults.seen.length - before).toBe(1);
    const started = Date.now();
    controller.abort(new Error('enough'));
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(((error as Error).cause as Error).message).toBe('enough');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test('retry plugin: a Retry-After beyond maxDelayMs returns the failure at once instead of retrying early', async () => {
    faults.script([{ status: 503, headers: { 'retry-after': '3000000' } }]);
    const client = new (HostingClient.plugin(retry))({ baseUrl: faults.url });
    const before = faults.seen.length;
    const started = Date.now();
    await expect(client.request('GET /scripted')).rejects.toMatchObject({ status: 503 });
    expect(faults.seen.length - before).toBe(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test('retry plugin: abort during the backoff', async () => {
    faults.script([{ status: 502 }, { status: 502 }]);
    const controller = new AbortController();
    const client = new (HostingClient.plugin(retry))({ baseUrl: faults.url, retry: { baseDelayMs: 60_000 } });
    const pending = client.request('GET /scripted', { request: { signal: controller.signal } });
    await new Promise((r) => setTimeout(r, 200));
    const started = Date.now();
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(AbortError);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test('a route’s own retry policy (503 with 5 s backoff, as the audit spec declares): abort during the backoff', async () => {
    faults.script([{ status: 503 }, { status: 503 }]);
    const Client = defineClient<{ list: Method<Record<never, never>, unknown> }>({
      name: 'retrying',
      baseUrl: faults.url,
      headers: {},
      auth: [],
      routes: { list: { method: 'GET', url: '/scripted', retry: { statuses: [503], retries: 4, baseDelayMs: 5000 } } },
    });
    const controller = new AbortController();
    const before = faults.seen.length;
    const listing = new Client().list({ request: { signal: controller.signal } });
    await new Promise((r) => setTimeout(r, 200));
    expect(faults.seen.length - before).toBe(1);
    const started = Date.now();
    controller.abort();
    await expect(listing).rejects.toBeInstanceOf(AbortError);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

test('the same AbortSignal with request.timeout on every call: no listener or dependent signal is left behind', async () => {
  const controller = new AbortController();
  const signal = controller.signal;
  const dependants = () => {
    const symbol = Object.getOwnPropertySymbols(signal).find((s) => s.description === 'kDependantSignals');
    return symbol ? ((signal as unknown as Record<symbol, Set<unknown> | undefined>)[symbol]?.size ?? 0) : 0;
  };
  for (const request of [{}, { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init) }]) {
    const client = new HostingClient({ baseUrl: faults.url, request: { ...request, signal, timeout: 5_000 } });
    for (let i = 0; i < 200; i++) await client.request('GET /echo');
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
    expect(dependants()).toBe(0);
  }
});
