// Idempotency keys (client option `idempotencyKeys`) against a loopback server that answers 503
// to the first two tries of each key: one random UUID per POST or PATCH call, the same on every try
// of it; in the header the operation declares, or the one the option names; a key the caller gives
// is kept; GETs and clients without the option send none. On node:http and on fetch.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { ConfigurationError } from 'specforge';
import { defineClient, type Method, type ServiceDescription } from 'specforge/runtime';
import { json, startServer } from '../../helpers/server.js';
import { TRANSPORTS } from '../../helpers/transports.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let tries: Array<{ method: string; key: string | undefined; other: string | undefined }> = [];
const failures = new Map<string, number>();
let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((req, res) => {
    const key = req.headers['idempotency-key'] as string | undefined;
    tries.push({ method: req.method!, key, other: req.headers['x-request-key'] as string | undefined });
    const id = key ?? (req.headers['x-request-key'] as string | undefined) ?? 'none';
    const failed = failures.get(id) ?? 0;
    if (failed < 2) {
      failures.set(id, failed + 1);
      return json(res, 503, { message: 'try again' });
    }
    json(res, 200, { ok: true });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  tries = [];
  failures.clear();
});

type Methods = {
  charges: {
    create: Method<{ amount: number; idempotencyKey?: string }, { ok: boolean }>;
    update: Method<{ id: string; amount: number }, { ok: boolean }>;
    get: Method<{ id: string }, { ok: boolean }>;
  };
};
const RETRY = { statuses: [503], retries: 3, baseDelayMs: 1 };
const service = (): ServiceDescription => ({
  name: 'payments',
  baseUrl: server.url,
  headers: {},
  auth: [],
  routes: {
    'charges.create': { method: 'POST', url: '/charges', body: ['amount'], headers: { idempotencyKey: 'Idempotency-Key' }, retry: RETRY },
    'charges.update': { method: 'PATCH', url: '/charges/{id}', body: ['amount'], retry: RETRY },
    'charges.get': { method: 'GET', url: '/charges/{id}', retry: RETRY },
  },
});

describe.each(TRANSPORTS)('%s', (_name, request) => {
  const Payments = () => defineClient<Methods>(service());

  test("one key per call in the operation's declared header, the same on each try", async () => {
    const client = new (Payments())({ request, idempotencyKeys: true });
    await client.charges.create({ amount: 1 });
    await client.charges.create({ amount: 1 });
    expect(tries.map((t) => t.method)).toEqual(['POST', 'POST', 'POST', 'POST', 'POST', 'POST']);
    const [first, second] = [tries[0]!.key!, tries[3]!.key!];
    expect(first).toMatch(UUID);
    expect(tries.slice(0, 3).map((t) => t.key)).toEqual([first, first, first]);
    expect(tries.slice(3).map((t) => t.key)).toEqual([second, second, second]);
    expect(second).not.toBe(first);
  });

  test('a key the caller gives is kept; without a declared header (or the option, or for a GET) none is sent', async () => {
    const client = new (Payments())({ request, idempotencyKeys: true });
    await client.charges.create({ amount: 1, idempotencyKey: 'order-17' });
    expect(tries.map((t) => t.key)).toEqual(['order-17', 'order-17', 'order-17']);
    tries = [];
    await client.charges.update({ id: 'c1', amount: 2 }).catch(() => undefined);
    await client.charges.get({ id: 'c1' }).catch(() => undefined);
    await new (Payments())({ request }).charges.create({ amount: 1 }).catch(() => undefined);
    expect(tries.map((t) => t.key)).toEqual(Array(12).fill(undefined));
  });

  test('{ header } names the header for every POST and PATCH that may be retried', async () => {
    const client = new (Payments())({ request, idempotencyKeys: { header: 'X-Request-Key' } });
    await client.charges.update({ id: 'c1', amount: 2 });
    const key = tries[0]!.other!;
    expect(key).toMatch(UUID);
    expect(tries.map((t) => [t.method, t.other])).toEqual([
      ['PATCH', key],
      ['PATCH', key],
      ['PATCH', key],
    ]);
  });
});

test('a value of another kind is a ConfigurationError naming the option', async () => {
  const client = new (defineClient<Methods>(service()))({ idempotencyKeys: { header: 'bad header' } as never });
  await expect(client.charges.create({ amount: 1 })).rejects.toThrow(
    new ConfigurationError('idempotencyKeys', 'true (the header operations declare), or { header } naming the header to send keys in', {
      header: 'bad header',
    }),
  );
  expect(tries).toEqual([]);
});
