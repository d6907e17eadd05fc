// The client class: lazy namespaces and methods, per-instance options, deprecation warnings once,
// and the version in the user agent kept equal to package.json.
import { afterAll, beforeAll, expect, jest, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { VERSION } from 'specforge';
import { defineClient, type Method } from 'specforge/runtime';
import { HostingClient } from 'specforge/hosting';
import { json, startServer } from '../../helpers/server.js';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((req, res) => json(res, 200, { url: req.url }));
});
afterAll(() => server.close());

test('VERSION is the package version', () => {
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
  expect(VERSION).toBe(pkg.version);
});

test('constructing builds nothing; namespaces and methods are created once, on first use', () => {
  const client = new HostingClient();
  expect(Object.keys(client)).toEqual([]);
  expect(Object.getOwnPropertyNames(client)).not.toContain('codesOfConduct');
  const ns = client.codesOfConduct;
  expect(Object.getOwnPropertyNames(client)).toContain('codesOfConduct');
  expect(client.codesOfConduct).toBe(ns);
  expect(ns.getConductCode).toBe(ns.getConductCode);
  expect(new HostingClient().codesOfConduct).not.toBe(ns);
});

test('each instance keeps its own options', async () => {
  const a = new HostingClient({ baseUrl: server.url, userAgent: 'a/1' });
  const b = new HostingClient({ baseUrl: `${server.url}/prefix`, userAgent: 'b/1' });
  expect((await a.emojis.get()).data).toEqual({ url: '/emojis' });
  expect((await b.emojis.get()).data).toEqual({ url: '/prefix/emojis' });
  expect(server.seen.slice(-2).map((r) => r.headers['user-agent'])).toEqual([`a/1 specforge/v${VERSION}`, `b/1 specforge/v${VERSION}`]);
});

test('a deprecated operation warns once per process, naming its replacement, and still works', async () => {
  const Client = defineClient<{ old: { call: Method<Record<string, never>, unknown> } }>({
    name: 'test',
    baseUrl: server.url,
    headers: {},
    auth: [],
    routes: { 'old.call': { method: 'GET', url: '/old', deprecated: 'old.call is deprecated; use new.call instead' } },
  });
  const warn = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
  const client = new Client();
  await client.old.call();
  await client.old.call();
  await new Client().old.call();
  expect(warn.mock.calls).toEqual([['old.call is deprecated; use new.call instead', 'DeprecationWarning']]);
  warn.mockRestore();
});

test("without Node's warning channel (a browser), the deprecation goes to console.warn once", async () => {
  const Client = defineClient<{ legacy: { call: Method<Record<string, never>, unknown> } }>({
    name: 'test',
    baseUrl: server.url,
    headers: {},
    auth: [],
    routes: { 'legacy.call': { method: 'GET', url: '/legacy', deprecated: 'legacy.call is deprecated' } },
  });
  const original = process.emitWarning;
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  (process as { emitWarning?: unknown }).emitWarning = undefined;
  try {
    await new Client().legacy.call();
    await new Client().legacy.call();
  } finally {
    process.emitWarning = original;
  }
  expect(warn.mock.calls).toEqual([['DeprecationWarning: legacy.call is deprecated']]);
  warn.mockRestore();
});

test('x-unwrap: the method returns the named property of the body; a body without it is returned whole', async () => {
  const Client = defineClient<{ get: Method<{ which: string }, unknown> }>({
    name: 'test',
    baseUrl: server.url,
    headers: {},
    auth: [],
    routes: { get: { method: 'GET', url: '/unwrap/{which}', unwrap: 'url' } },
  });
  const client = new Client();
  // The test server answers { url: <path> }: unwrapped, data is the path itself.
  expect((await client.get({ which: 'a' })).data).toBe('/unwrap/a');
  const bare = defineClient<{ get: Method<{ which: string }, unknown> }>({
    name: 'test',
    baseUrl: server.url,
    headers: {},
    auth: [],
    routes: { get: { method: 'GET', url: '/unwrap/{which}', unwrap: 'record' } },
  });
  expect((await new bare().get({ which: 'b' })).data).toEqual({ url: '/unwrap/b' });
});
