// Every method whose route has known values (x-known-values) takes `allowUnknown` in its
// parameters, paged or not, positional or not, and so does `client.request` on its route; a method
// without known values does not. A made-up spec (tests/fixtures/conventions/signals.yaml) is
// generated into a temporary folder and a usage file is type-checked against it (strict), and the
// calls are made against the runtime: an unknown event name is refused unless allowUnknown is set.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../helpers/fixture-root.js';
import { claimedErrors } from '../helpers/type-errors.js';
import { json, startServer } from '../helpers/server.js';

const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const SPEC = join(ROOT, 'tests/fixtures/conventions/signals.yaml');
let out: string;
let api: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'specforge-known-values-'));
  const result = await run(['generate', SPEC, '--out', out]);
  expect(result.code).toBe(0);
  api = await startServer((_req, res) => json(res, 200, { count: 1 }));
}, 60_000);
afterAll(async () => {
  await api?.close();
  if (out) await rm(out, { recursive: true, force: true });
});

const USAGE = `
import { SignalsClient } from './signals/index.js';
const client = new SignalsClient();
export async function calls() {
  await client.latestSignal({ eventName: 'not_in_the_catalogue', allowUnknown: true });
  await client.countSignals('not_in_the_catalogue', { allowUnknown: true });
  await client.request('GET /signals/latest', { eventName: 'x', allowUnknown: true });
  await client.request('GET /signals/{eventName}/count', { eventName: 'x', allowUnknown: true });
  // @ts-expect-error allowUnknown is a boolean
  await client.latestSignal({ eventName: 'x', allowUnknown: 'yes' });
  // @ts-expect-error no known values on this route, so no allowUnknown
  await client.plainSignal({ allowUnknown: true });
}
`;

test('allowUnknown type-checks on every method and route with known values, and nowhere else', async () => {
  const { asWritten, expected } = await claimedErrors(join(out, 'usage.ts'), USAGE, out);
  expect(asWritten).toEqual([]);
  // The same file without its @ts-expect-error lines has exactly those two errors.
  expect(expected).toHaveLength(2);
  expect(expected.join('\n')).toMatch(/allowUnknown/);
}, 120_000);

test('the runtime honours it on a non-paged method: refused without, sent with', async () => {
  const { SignalsClient } = (await import(join(out, 'signals/index.ts'))) as {
    SignalsClient: new (o: object) => Record<string, (...a: unknown[]) => Promise<{ data: unknown }>>;
  };
  const client = new SignalsClient({ baseUrl: api.url });
  await expect(client.latestSignal!({ eventName: 'not_in_the_catalogue' })).rejects.toThrow(/eventName.*known values/s);
  await expect(client.countSignals!('not_in_the_catalogue')).rejects.toThrow(/eventName.*known values/s);
  expect((await client.latestSignal!({ eventName: 'not_in_the_catalogue', allowUnknown: true })).data).toEqual({ count: 1 });
  expect((await client.countSignals!('not_in_the_catalogue', { allowUnknown: true })).data).toEqual({ count: 1 });
  expect(api.seen.at(-1)!.url).toBe('/signals/not_in_the_catalogue/count');
  expect((await client.latestSignal!({ eventName: 'ping' })).data).toEqual({ count: 1 });
});
