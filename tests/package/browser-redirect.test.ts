// Redirects in a real browser, where `fetch` hides a redirect's target from scripts (an opaque
// redirect): a client whose request carries an API key header does not let Chromium follow a
// redirect to another origin (Chromium would send the key on): the call fails with a
// NetworkError and the other origin receives nothing. A request that carries no credential but
// those the browser drops itself is left to the browser to follow, and arrives without them.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { build } from 'esbuild';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { launchChromium } from '../helpers/browser.js';

const ROOT = resolve(import.meta.dirname, '../..');
const KEY = 'SECRET-KEY-123';
const BEARER = 'BEARER-SECRET-135';

const entry = `
import { defineClient } from './dist/runtime/index.js';
import { NetworkError } from './dist/index.js';
const Keys = defineClient({
  name: 'keys',
  baseUrl: 'http://127.0.0.1:1',
  headers: {},
  auth: [
    { kind: 'header', name: 'X-API-Key', prefix: '', id: 'header' },
    { kind: 'header', name: 'Authorization', prefix: 'Bearer', id: 'bearer' },
  ],
  routes: { get: { method: 'GET', url: '/redirect', query: ['target'] } },
});
window.run = async (api, target) => {
  const out = {};
  try {
    await new Keys({ baseUrl: api, auth: '${KEY}', authScheme: 'header' }).get({ target });
    out.key = 'followed';
  } catch (e) {
    out.key = [e instanceof NetworkError, e.message];
  }
  out.bearer = (await new Keys({ baseUrl: api, auth: '${BEARER}', authScheme: 'bearer' }).get({ target })).data;
  out.none = (await new Keys({ baseUrl: api }).get({ target })).data;
  return out;
};`;

let dir: string;
let bundle = '';
let home: http.Server;
let away: http.Server;
let homeUrl = '';
let awayUrl = '';
/** What the other origin received: method, url and headers of each request. */
const awaySeen: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders }> = [];
let browser: BrowserContext;

const cors = (res: http.ServerResponse) => {
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-allow-headers', '*');
};
const listen = async (server: http.Server) => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-browser-redirect-'));
  const result = await build({
    stdin: { contents: entry, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'error',
  });
  bundle = result.outputFiles[0]!.text;
  home = http.createServer((req, res) => {
    cors(res);
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    if (req.url === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><script type="module" src="/app.js"></script>');
    if (req.url === '/app.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle);
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/api/redirect') return res.writeHead(302, { location: url.searchParams.get('target')! }).end();
    res.writeHead(404).end();
  });
  away = http.createServer((req, res) => {
    awaySeen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    cors(res);
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ authorization: req.headers.authorization ?? null }));
  });
  homeUrl = await listen(home);
  awayUrl = await listen(away);
  browser = await launchChromium(join(dir, 'profile'));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  for (const server of [home, away]) await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('in Chromium, an API key header never follows a redirect to another origin; a bearer token is dropped by the browser', async () => {
  const page = await browser.newPage();
  await page.goto(`${homeUrl}/`);
  await page.waitForFunction(() => typeof (window as unknown as { run?: unknown }).run === 'function');
  const out = (await page.evaluate(
    ([api, target]) => (window as unknown as { run: (a: string, t: string) => Promise<unknown> }).run(api!, target!),
    [`${homeUrl}/api`, `${awayUrl}/echo`],
  )) as { key: [boolean, string]; bearer: unknown; none: unknown };
  expect(out.key[0]).toBe(true);
  expect(out.key[1]).toContain('hidden redirect not followed');
  expect(out.key[1]).toContain('x-api-key');
  expect(out.bearer).toEqual({ authorization: null });
  expect(out.none).toEqual({ authorization: null });
  const received = JSON.stringify(awaySeen);
  expect(received).not.toContain(KEY);
  expect(received).not.toContain(BEARER);
  // Only the two calls the browser was let follow reached the other origin (and their preflights).
  expect(awaySeen.filter((r) => r.method === 'GET').length).toBe(2);
}, 60_000);
