// The throttling and retry plugins: handlers asked with the wait, retry only when they say so,
// 3 retries then the error, doNotRetry respected, Retry-After honoured, network errors retried.
import { afterAll, beforeAll, beforeEach, expect, jest, test } from '@jest/globals';
import { ConfigurationError, retry, throttling } from 'specforge';
import { HostingClient } from 'specforge/hosting';
import { json, startServer } from '../../helpers/server.js';

// Scripted answers: each request takes the next; when none is left, 200.
let script: Array<{ status: number; headers?: Record<string, string>; body?: unknown } | 'drop'> = [];
let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((_req, res) => {
    const next = script.shift();
    if (next === 'drop') return res.socket?.destroy();
    if (!next) return json(res, 200, { ok: true });
    json(res, next.status, next.body ?? { message: `status ${next.status}` }, next.headers ?? {});
  });
});
afterAll(() => server.close());
beforeEach(() => {
  script = [];
});

const quiet = { warn: () => undefined, error: () => undefined };
const Throttled = HostingClient.plugin(throttling);
const Retrying = HostingClient.plugin(retry);

test('enabling throttling without both handlers is a clear constructor error', () => {
  expect(() => new Throttled({ throttle: { onRateLimit: () => true } as never })).toThrow(ConfigurationError);
  expect(() => new Throttled({ throttle: { onRateLimit: () => true } as never })).toThrow('throttle.onAbuseLimit: expected a function');
  // @ts-expect-error throttle is required by the plugin's options type
  expect(() => new Throttled()).toThrow('throttle.onRateLimit');
});

test('a rate limit calls onRateLimit(retryAfter, options) and retries when it returns true', async () => {
  const reset = Math.floor(Date.now() / 1000);
  script = [{ status: 403, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) }, body: { message: 'API rate limit exceeded' } }];
  const onRateLimit = jest.fn((_after: number, _options: unknown) => true);
  const onAbuseLimit = jest.fn(() => false);
  const client = new Throttled({ baseUrl: server.url, log: quiet, throttle: { onRateLimit, onAbuseLimit } });
  const before = server.seen.length;
  const r = await client.emojis.get();
  expect(r.data).toEqual({ ok: true });
  expect(onRateLimit).toHaveBeenCalledTimes(1);
  expect(onRateLimit.mock.calls[0]![0]).toBe(0);
  expect(onRateLimit.mock.calls[0]![1]).toMatchObject({ method: 'GET', url: '/emojis' });
  expect(onAbuseLimit).not.toHaveBeenCalled();
  expect(server.seen.length - before).toBe(2);
});

test('no retry when the handler returns false: the limit error reaches the caller', async () => {
  script = [{ status: 429, headers: { 'retry-after': '0' }, body: { message: 'You have exceeded a secondary rate limit' } }];
  const onAbuseLimit = jest.fn((_after: number, _options: unknown, _client: unknown, _count: number) => false);
  const client = new Throttled({ baseUrl: server.url, log: quiet, throttle: { onRateLimit: () => true, onAbuseLimit } });
  const before = server.seen.length;
  await expect(client.emojis.get()).rejects.toMatchObject({ status: 429 });
  expect(onAbuseLimit).toHaveBeenCalledWith(0, expect.objectContaining({ url: '/emojis' }), client, 0);
  expect(server.seen.length - before).toBe(1);
});

test('an abuse limit (403 with retry-after) retries when onAbuseLimit returns true', async () => {
  script = [{ status: 403, headers: { 'retry-after': '0' }, body: { message: 'abuse detection' } }];
  const client = new Throttled({ baseUrl: server.url, log: quiet, throttle: { onRateLimit: () => false, onAbuseLimit: () => true } });
  expect((await client.emojis.get()).data).toEqual({ ok: true });
});

test('5xx are retried 3 times with backoff, then the error', async () => {
  script = Array(10).fill({ status: 502 });
  const client = new Retrying({ baseUrl: server.url, retry: { baseDelayMs: 1 } });
  const before = server.seen.length;
  await expect(client.emojis.get()).rejects.toMatchObject({ status: 502, name: 'InternalServerError' });
  expect(server.seen.length - before).toBe(4);
});

test('a retry that succeeds returns the response; Retry-After is honoured', async () => {
  script = [{ status: 503, headers: { 'retry-after': '0' } }, { status: 500 }];
  const client = new Retrying({ baseUrl: server.url, retry: { baseDelayMs: 1 } });
  expect((await client.emojis.get()).data).toEqual({ ok: true });
});

test('doNotRetry is respected: the defaults (404) and a custom list (500)', async () => {
  script = [{ status: 404 }];
  let before = server.seen.length;
  await expect(new Retrying({ baseUrl: server.url, retry: { baseDelayMs: 1 } }).emojis.get()).rejects.toMatchObject({ status: 404 });
  expect(server.seen.length - before).toBe(1);
  script = [{ status: 500 }];
  before = server.seen.length;
  await expect(new Retrying({ baseUrl: server.url, retry: { doNotRetry: ['500'], baseDelayMs: 1 } }).emojis.get()).rejects.toMatchObject({ status: 500 });
  expect(server.seen.length - before).toBe(1);
  script = [{ status: 429, headers: { 'retry-after': '0' } }];
  before = server.seen.length;
  await expect(new Retrying({ baseUrl: server.url, retry: { doNotRetry: [429], baseDelayMs: 1 } }).emojis.get()).rejects.toMatchObject({ status: 429 });
  expect(server.seen.length - before).toBe(1);
});

test('network errors are retried', async () => {
  script = ['drop', 'drop'];
  const client = new Retrying({ baseUrl: server.url, retry: { baseDelayMs: 1 } });
  expect((await client.emojis.get()).data).toEqual({ ok: true });
});

test('bad retry options are constructor errors', () => {
  expect(() => new Retrying({ retry: { doNotRetry: ['abc'] } })).toThrow('retry.doNotRetry: expected an array of status codes');
  expect(() => new Retrying({ retry: { retries: -1 } })).toThrow('retry.retries');
});
