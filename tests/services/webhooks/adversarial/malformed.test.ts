// Malformed requests of every kind, sent byte for byte over raw sockets: each sender gets a clear
// status (a JSON error from this server), the connection closes when the request cannot be framed
// or its body is refused, stays usable otherwise, no handler runs, nothing is logged, and the
// server keeps answering valid deliveries.
import { describe, expect, test } from '@jest/globals';
import { ATTACKS } from './attacks.js';
import { bodiesOf } from './raw-client.js';
import { expectNoSecret, post, serverForFile } from './harness.js';

const server = serverForFile({ bodyTimeoutMs: 300, headersTimeoutMs: 2000 });

describe('each malformed request gets a clear status and never reaches the handler', () => {
  test('there are at least 25 kinds', () => {
    expect(ATTACKS.length).toBeGreaterThanOrEqual(25);
    expect(new Set(ATTACKS.map((a) => a.name)).size).toBe(ATTACKS.length);
  });

  test.each(ATTACKS.map((a) => [a.name, a] as const))('%s', async (_name, attack) => {
    // A valid delivery follows on the same connection: answered when the connection stays usable.
    const follow = post(`after ${attack.name}`);
    const exchange = await server().raw({
      send: attack.closes ? attack.send : [...attack.send, follow],
      halfClose: attack.halfClose,
      waitMs: 3000,
      responses: attack.closes ? undefined : 2,
    });
    expect(exchange.statuses[0]).toBe(attack.status);
    if (!attack.bare) {
      expect(exchange.text).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
      expect(bodiesOf(exchange.text)[0]).toMatchObject({ error: expect.any(String) });
    }
    if (attack.closes) {
      expect(exchange.closed).toBe(true);
      expect(exchange.statuses).toEqual([attack.status]);
      expect(server().received).toEqual([]);
    } else {
      expect(exchange.statuses).toEqual([attack.status, 200]);
      expect(server().received).toEqual([`after ${attack.name}`]);
    }
  });
});

test('after all of them the server still answers a valid delivery, logged nothing, and never said the secret', async () => {
  const ok = await server().raw({ send: [post('still-alive', { close: true })] });
  expect(ok.statuses).toEqual([200]);
  expect(server().received).toEqual(['still-alive']);
  expect(server().log.error).toEqual([]);
  expect(server().log.warn).toEqual([]);
  expectNoSecret(server().transcript());
});
