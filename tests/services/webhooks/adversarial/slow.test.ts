// Slow senders and slow readers: a connection that says nothing, headers trickled byte by byte
// (slowloris), a body trickled or stalled, a client that never reads its answers. Each is
// answered 408 (when it is still listening) and dropped within its timeout, and meanwhile valid
// deliveries keep being answered at once.
import { expect, test } from '@jest/globals';
import type { Socket } from 'node:net';
import { bodiesOf, type RawExchange } from './raw-client.js';
import { delivery, post, request, SECRET, serverForFile } from './harness.js';

const HEADERS_MS = 400;
const BODY_MS = 400;
const server = serverForFile({ headersTimeoutMs: HEADERS_MS, bodyTimeoutMs: BODY_MS }, (s, received) =>
  // Answers of 256 KiB: a client that does not read them backs them up quickly.
  s.addWebhook('/big', (payload) => {
    received.push(payload.webhook.id);
    return 'x'.repeat(256 * 1024);
  }),
);

const trickled = (text: string, everyMs: number) => [...text].flatMap((ch) => [ch, everyMs]);

test('a connection that sends nothing gets 408 and is closed after the headers timeout', async () => {
  const exchange = await server().raw({ send: [], waitMs: 5000 });
  expect(exchange.statuses).toEqual([408]);
  expect(bodiesOf(exchange.text)).toEqual([{ error: `Request timeout: the request line and headers must arrive within ${HEADERS_MS} ms.` }]);
  expect(exchange.closed).toBe(true);
});

test('slowloris: headers trickled one byte every 30 ms get 408 and the connection is dropped', async () => {
  const exchange = await server().raw({
    send: trickled(`POST /webhooks/count HTTP/1.1\r\nHost: x\r\nX-Webhook-Secret: ${SECRET}\r\nX-Pad: ${'p'.repeat(200)}`, 30),
    waitMs: 5000,
  });
  expect(exchange.statuses).toEqual([408]);
  expect(exchange.closed).toBe(true);
  expect(exchange.ms).toBeLessThan(4000);
});

test('a body trickled one byte every 30 ms gets 408 and the connection closes; the handler never runs', async () => {
  const body = delivery('trickled');
  const exchange = await server().raw({
    send: [request('POST /webhooks/count HTTP/1.1', [`X-Webhook-Secret: ${SECRET}`, `Content-Length: ${body.length}`]), ...trickled(body, 30)],
    waitMs: 5000,
  });
  expect(exchange.statuses).toEqual([408]);
  expect(bodiesOf(exchange.text)).toEqual([{ error: `Request timeout: the body must arrive within ${BODY_MS} ms of the headers.` }]);
  expect(exchange.closed).toBe(true);
  expect(server().received).toEqual([]);
});

test('a chunked body that stalls after its first chunk gets 408', async () => {
  const exchange = await server().raw({
    send: [request('POST /webhooks/count HTTP/1.1', [`X-Webhook-Secret: ${SECRET}`, 'Transfer-Encoding: chunked'], '5\r\n{"eve\r\n')],
    waitMs: 5000,
  });
  expect(exchange.statuses).toEqual([408]);
  expect(exchange.closed).toBe(true);
});

test('a client that pipelines deliveries and never reads the answers is disconnected; each delivery handled at most once', async () => {
  let socket!: Socket;
  const pending = server().raw({
    send: [],
    waitMs: 15_000,
    onSocket: (s) => {
      socket = s;
      s.pause();
      s.write(Array.from({ length: 3000 }, (_, i) => post(`unread-${i}`, { path: '/webhooks/big' })).join(''));
    },
  });
  // The server stops reading once its answers back up, then drops the idle connection.
  await new Promise((r) => setTimeout(r, 3 * (HEADERS_MS + BODY_MS)));
  socket.resume();
  const exchange = await pending;
  expect(exchange.closed).toBe(true);
  expect(server().received.length).toBeLessThan(3000);
  expect(new Set(server().received).size).toBe(server().received.length);
});

test('a client that stops reading the answers to its whole deliveries, without closing, is disconnected once nothing moves', async () => {
  // Whole requests only (no partial one left for the headers or request timeouts to catch), and
  // more answer bytes than the kernel's buffers take in: what is left waits on the connection.
  let socket!: Socket;
  const pending = server().raw({
    send: [],
    waitMs: 8000,
    onSocket: (s) => {
      socket = s;
      s.pause();
      s.write(Array.from({ length: 64 }, (_, i) => post(`stalled-${i}`, { path: '/webhooks/big' })).join(''));
    },
  });
  await new Promise((r) => setTimeout(r, 3 * (HEADERS_MS + BODY_MS)));
  socket.resume();
  const exchange = await pending;
  expect(exchange.closed).toBe(true);
  expect(exchange.ms).toBeLessThan(6000);
});

test('while 100 slowloris connections and 20 slow bodies hang on, valid deliveries are answered promptly', async () => {
  const attackers: Array<Promise<RawExchange>> = [];
  for (let i = 0; i < 100; i++) attackers.push(server().raw({ send: trickled('POST /webhooks/count HTTP/1.1\r\nHost: x\r\nX-Slow: 1', 50), waitMs: 5000 }));
  const body = delivery('slow');
  for (let i = 0; i < 20; i++) {
    attackers.push(
      server().raw({
        send: [request('POST /webhooks/count HTTP/1.1', [`X-Webhook-Secret: ${SECRET}`, `Content-Length: ${body.length}`]), ...trickled(body, 50)],
        waitMs: 5000,
      }),
    );
  }
  await new Promise((r) => setTimeout(r, 100));
  const answered: number[] = [];
  for (let i = 0; i < 20; i++) {
    const exchange = await server().raw({ send: [post(`valid-${i}`, { close: true })] });
    expect(exchange.statuses).toEqual([200]);
    answered.push(exchange.ms);
  }
  // Each one well within the attackers' timeouts: they do not hold the server up.
  expect(Math.max(...answered)).toBeLessThan(HEADERS_MS);
  expect(server().received).toEqual(Array.from({ length: 20 }, (_, i) => `valid-${i}`));
  const outcomes = await Promise.all(attackers);
  expect(outcomes.every((o) => o.closed && o.statuses.join() === '408')).toBe(true);
});
