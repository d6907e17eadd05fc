// close() under every kind of connection in flight: it finishes within its drain time whatever
// the clients do; deliveries whose handler finishes in time are answered; connections that have
// not delivered a whole request are ended (503 when a body was on its way); a handler still
// running at the deadline is reported; nothing hangs, and no new connection is accepted after.
import { afterEach, expect, test } from '@jest/globals';
import { connect } from 'node:net';
import { delivery, post, request, SECRET, startAdversarialServer, type AdversarialServer } from './harness.js';
import type { RawExchange } from './raw-client.js';

const DRAIN_MS = 600;
const release: Array<() => void> = [];

afterEach(() => {
  for (const r of release.splice(0)) r();
});

/**
 * A server whose handlers at /quick and /stuck answer only when `open(route)` is called;
 * `entered(route)` resolves when a delivery reaches that handler.
 */
async function serverWithSlowHandlers(): Promise<AdversarialServer & { entered: (route: string) => Promise<void>; open: (route: string) => void }> {
  const waiting = new Map<string, () => void>();
  const gates = new Map<string, Array<() => void>>();
  const entered = (route: string) => new Promise<void>((resolve) => waiting.set(route, resolve));
  const open = (route: string) => {
    for (const go of gates.get(route)?.splice(0) ?? []) go();
  };
  const srv = await startAdversarialServer({ drainTimeoutMs: DRAIN_MS, bodyTimeoutMs: 20_000, headersTimeoutMs: 20_000 }, (server) => {
    const gated = (payload: { webhook: { id: string } }, info: { route: string }) =>
      new Promise((resolve) => {
        waiting.get(info.route)?.();
        const go = () => resolve({ done: payload.webhook.id });
        gates.set(info.route, [...(gates.get(info.route) ?? []), go]);
        release.push(go);
      });
    server.addWebhook('/quick', gated);
    server.addWebhook('/stuck', gated);
  });
  return Object.assign(srv, { entered, open });
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('close() resolves within its drain time while a client trickles a body, which gets 503', async () => {
  const srv = await serverWithSlowHandlers();
  const body = delivery('trickled');
  const trickle: Array<string | number> = [request('POST /webhooks/count HTTP/1.1', [`X-Webhook-Secret: ${SECRET}`, `Content-Length: ${body.length}`])];
  for (const ch of body.slice(0, 100)) trickle.push(ch, 50);
  const exchange = srv.raw({ send: trickle, waitMs: 10_000 });
  await settle(200);
  const started = performance.now();
  await srv.close();
  const took = performance.now() - started;
  expect(took).toBeLessThan(DRAIN_MS + 2000);
  const trickler = await exchange;
  expect(trickler.statuses).toEqual([503]);
  expect(trickler.closed).toBe(true);
  expect(srv.received).toEqual([]);
});

test('a sender that goes away in the middle of its body is forgotten at once: close() does not wait for it', async () => {
  const srv = await startAdversarialServer({ drainTimeoutMs: 3000, bodyTimeoutMs: 20_000, headersTimeoutMs: 20_000 });
  const body = delivery('gone');
  await new Promise<void>((resolve, reject) => {
    const socket = connect(srv.port, '127.0.0.1', () => {
      socket.write(request('POST /webhooks/count HTTP/1.1', [`X-Webhook-Secret: ${SECRET}`, `Content-Length: ${body.length}`], body.slice(0, 100)));
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 100);
    });
    socket.on('error', reject);
  });
  await settle(100);
  const started = performance.now();
  await srv.close();
  expect(performance.now() - started).toBeLessThan(1000);
  expect(srv.received).toEqual([]);
});

test('close() with every kind of connection in flight: each gets what it is owed, and close() is bounded', async () => {
  const srv = await serverWithSlowHandlers();
  const pending: Record<string, Promise<RawExchange>> = {};
  const open = (name: string, send: Array<string | Buffer | number>) => (pending[name] = srv.raw({ send, waitMs: 10_000 }));

  // 1. An idle keep-alive connection that already had its answer.
  open('idle keep-alive', [post('idle-1')]);
  // 2. A connection that never said anything, 3. one stopped in the middle of its headers.
  open('silent', []);
  open('partial headers', ['POST /webhooks/count HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Webh']);
  // 4. A body trickled one byte every 50 ms.
  const body = delivery('trickled');
  const trickle: Array<string | number> = [request('POST /webhooks/count HTTP/1.1', [`X-Webhook-Secret: ${SECRET}`, `Content-Length: ${body.length}`])];
  for (const ch of body.slice(0, 150)) trickle.push(ch, 50);
  open('trickled body', trickle);
  // 5. A handler that finishes within the drain time, 6. one that does not.
  const quick = srv.entered('/webhooks/quick');
  const stuck = srv.entered('/webhooks/stuck');
  open('handler finishing in time', [post('quick-1', { path: '/webhooks/quick' })]);
  open('handler still running at the deadline', [post('stuck-1', { path: '/webhooks/stuck' })]);
  // 7. A refused sender whose body keeps coming.
  const endless: Array<string | number> = [request('POST /webhooks/count HTTP/1.1', ['X-Webhook-Secret: wrong', 'Transfer-Encoding: chunked'])];
  for (let i = 0; i < 100; i++) endless.push(`400\r\n${'x'.repeat(1024)}\r\n`, 20);
  open('refused, body still coming', endless);
  // 8. Expect: 100-continue answered with 100, and the body never sent.
  open('invited body never sent', [request('POST /webhooks/count HTTP/1.1', [`X-Webhook-Secret: ${SECRET}`, 'Expect: 100-continue', 'Content-Length: 500'])]);
  // 9. A client that pipelines deliveries and does not read the answers (until close() is done).
  let unreading!: import('node:net').Socket;
  pending['not reading its answers'] = srv.raw({
    send: [],
    waitMs: 10_000,
    onSocket: (socket) => {
      unreading = socket;
      socket.pause();
      socket.write(Array.from({ length: 2000 }, (_, i) => post(`unread-${i}`)).join(''));
    },
  });

  await Promise.all([quick, stuck]);
  await settle(200);
  // 10. A keep-alive connection whose delivery is in its handler when close() starts, and which
  // then sends a second request.
  const second = srv.entered('/webhooks/quick');
  let secondSocket!: import('node:net').Socket;
  pending['second request after close()'] = srv.raw({
    send: [post('quick-2', { path: '/webhooks/quick' })],
    waitMs: 10_000,
    onSocket: (s) => (secondSocket = s),
  });
  await second;

  const started = performance.now();
  const closing = srv.close();
  secondSocket.write(post('after-close', { path: '/webhooks/quick' }));
  setTimeout(() => srv.open('/webhooks/quick'), DRAIN_MS / 3);
  await closing;
  const took = performance.now() - started;
  unreading.resume();
  const got = Object.fromEntries(await Promise.all(Object.entries(pending).map(async ([k, v]) => [k, await v] as const)));

  expect(took).toBeLessThan(DRAIN_MS + 2000);
  for (const [name, exchange] of Object.entries(got)) expect([name, exchange.closed]).toEqual([name, true]);
  expect(got['idle keep-alive']!.statuses).toEqual([200]);
  expect(got['silent']!.statuses).toEqual([]);
  expect(got['partial headers']!.statuses).toEqual([]);
  expect(got['trickled body']!.statuses).toEqual([503]);
  expect(got['handler finishing in time']!.statuses).toEqual([200]);
  expect(got['handler finishing in time']!.text).toMatch(/\r\nconnection: close\r\n/i);
  expect(got['handler still running at the deadline']!.statuses).toEqual([]);
  expect(got['refused, body still coming']!.statuses).toEqual([403]);
  expect(got['invited body never sent']!.statuses).toEqual([100, 503]);
  expect(got['second request after close()']!.statuses[0]).toBe(200);
  expect(srv.received.filter((id) => !id.startsWith('unread-'))).toEqual(['idle-1']);
  expect(srv.received).not.toContain('after-close');
  expect(srv.log.warn).toEqual([
    `Webhooks server: 1 delivery was still being handled after the drain time (${DRAIN_MS} ms); their connections were closed without an answer.`,
  ]);
  // Every unread delivery that reached the handler was counted once.
  const unread = srv.received.filter((id) => id.startsWith('unread-'));
  expect(new Set(unread).size).toBe(unread.length);

  // Closed for good: no new connection is accepted.
  await expect(
    new Promise((resolve, reject) => {
      const s = connect(srv.port, '127.0.0.1', () => resolve('connected'));
      s.on('error', reject);
    }),
  ).rejects.toThrow(/ECONNREFUSED/);
});

test('close() twice returns the same promise; close() of a server never started resolves at once', async () => {
  const srv = await startAdversarialServer();
  const first = srv.server.close();
  expect(srv.server.close()).toBe(first);
  await first;
  const { WebhooksServer } = await import('specforge/webhooks/server');
  await expect(new WebhooksServer({ webhookSecret: SECRET }).close()).resolves.toBeUndefined();
});
