// Many deliveries at once: 1,000 concurrent deliveries, each on its own connection, are each
// answered 200 and handed to the handler exactly once, also while hostile traffic runs alongside.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { ATTACKS } from './attacks.js';
import { expectNoSecret, post, startAdversarialServer, type AdversarialServer } from './harness.js';

let srv: AdversarialServer;
beforeAll(async () => {
  srv = await startAdversarialServer({ bodyTimeoutMs: 2000 }, (server, received) =>
    server.addWebhook('/async', async (payload) => {
      await new Promise((r) => setTimeout(r, Math.random() * 20));
      received.push(payload.webhook.id);
      return { received: payload.webhook.id };
    }),
  );
});
afterAll(async () => {
  await srv.close();
});

test('1,000 concurrent deliveries (async handler, mixed with every malformed kind): each answered 200 and counted exactly once', async () => {
  const ids = Array.from({ length: 1000 }, (_, i) => `c-${i}`);
  const hostile = ATTACKS.filter((a) => a.closes).map((a) => srv.raw({ send: a.send, waitMs: 5000 }));
  const exchanges = await Promise.all(ids.map((id) => srv.raw({ send: [post(id, { path: '/webhooks/async', close: true })], waitMs: 20_000 })));
  await Promise.all(hostile);
  expect(exchanges.filter((e) => e.statuses.join() !== '200').map((e) => e.statuses)).toEqual([]);
  expect(exchanges.map((e) => /"received":"(c-\d+)"/.exec(e.text)?.[1])).toEqual(ids);
  expect([...srv.received].sort()).toEqual([...ids].sort());
  expect(srv.log.error).toEqual([]);
  expectNoSecret(srv.transcript());
});
