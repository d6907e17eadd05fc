// Keep-alive connections: one that has had its answers and then goes quiet is closed after
// `keepAliveTimeoutMs`; one that keeps sending, or whose delivery is still being handled, stays
// open; one that has not yet sent a whole request is left to the headers timeout (408).
import { expect, test } from '@jest/globals';
import { delivery, post, request, SECRET, serverForFile, startAdversarialServer } from './harness.js';

const KEEP_ALIVE_MS = 600;
const HEADERS_MS = 1500;
const server = serverForFile({ keepAliveTimeoutMs: KEEP_ALIVE_MS, headersTimeoutMs: HEADERS_MS }, (s, received) =>
  s.addWebhook('/slow', async (payload) => {
    received.push(payload.webhook.id);
    await new Promise((resolve) => setTimeout(resolve, 3 * KEEP_ALIVE_MS));
    return { handled: payload.webhook.id };
  }),
);

test('a connection left quiet after its answer is closed after the keep-alive time', async () => {
  const exchange = await server().raw({ send: [post('quiet')], waitMs: 10 * KEEP_ALIVE_MS });
  expect(exchange.statuses).toEqual([200]);
  expect(exchange.closed).toBe(true);
  expect(exchange.reset).toBe(false);
  expect(exchange.ms).toBeGreaterThanOrEqual(KEEP_ALIVE_MS);
  expect(exchange.ms).toBeLessThan(5 * KEEP_ALIVE_MS);
});

test('a connection that sends its next delivery within the keep-alive time stays open for it', async () => {
  const gap = KEEP_ALIVE_MS / 4;
  const exchange = await server().raw({ send: [post('busy-1'), gap, post('busy-2'), gap, post('busy-3')], waitMs: 10 * KEEP_ALIVE_MS });
  expect(exchange.statuses).toEqual([200, 200, 200]);
  expect(server().received).toEqual(['busy-1', 'busy-2', 'busy-3']);
  expect(exchange.closed).toBe(true);
});

test('a delivery handled for longer than the keep-alive time is answered on its connection', async () => {
  // After a first answer, so that the connection counts as answered while the second is handled.
  const exchange = await server().raw({ send: [post('first'), post('slow', { path: '/webhooks/slow' })], waitMs: 10 * KEEP_ALIVE_MS });
  expect(exchange.statuses).toEqual([200, 200]);
  expect(server().received).toEqual(['first', 'slow']);
  expect(exchange.ms).toBeGreaterThanOrEqual(3 * KEEP_ALIVE_MS);
});

test('a connection that has sent nothing is left to the headers timeout: 408, even past the keep-alive time', async () => {
  const exchange = await server().raw({ send: [], waitMs: 3 * HEADERS_MS });
  expect(exchange.statuses).toEqual([408]);
  expect(exchange.ms).toBeGreaterThanOrEqual(HEADERS_MS - 100);
});

test('answers that keep the connection open say for how long (Keep-Alive: timeout, whole seconds); closing answers do not', async () => {
  const srv = await startAdversarialServer({ keepAliveTimeoutMs: 3500 });
  try {
    const init = { method: 'POST', headers: { 'x-webhook-secret': SECRET, 'content-type': 'application/json' }, body: delivery('hinted') };
    const open = await srv.fetch('/webhooks/count', init);
    expect(open.status).toBe(200);
    expect(open.headers.get('keep-alive')).toBe('timeout=3');
    const closing = await srv.raw({ send: [post('closing', { close: true })], waitMs: 2000 });
    expect(closing.statuses).toEqual([200]);
    expect(closing.text.toLowerCase()).not.toContain('keep-alive:');
  } finally {
    await srv.close();
  }
});

test('below one second no hint is sent', async () => {
  const exchange = await server().raw({ send: [post('unhinted')], waitMs: 3 * KEEP_ALIVE_MS });
  expect(exchange.statuses).toEqual([200]);
  expect(exchange.text.toLowerCase()).not.toContain('keep-alive:');
});

test('refusals and the page say for how long the connection stays open; a refusal that closes it does not', async () => {
  const srv = await startAdversarialServer({ keepAliveTimeoutMs: 3500 });
  try {
    const open = await srv.raw({
      send: [
        request('GET / HTTP/1.1'),
        request('GET /nowhere HTTP/1.1'),
        request('GET /webhooks/count HTTP/1.1'),
        request('POST /webhooks/count HTTP/1.1', ['content-length: 0']),
      ],
      waitMs: 1000,
    });
    expect(open.statuses).toEqual([200, 404, 405, 401]);
    expect(open.text.toLowerCase().split('keep-alive: timeout=3\r\n')).toHaveLength(5);
    // A wrong secret with a body on its way: answered at once, and the connection closes.
    const closing = await srv.raw({ send: [post('refused', { secret: 'wrong' })], waitMs: 2000 });
    expect(closing.statuses).toEqual([403]);
    expect(closing.text.toLowerCase()).toContain('connection: close');
    expect(closing.text.toLowerCase()).not.toContain('keep-alive:');
  } finally {
    await srv.close();
  }
});
