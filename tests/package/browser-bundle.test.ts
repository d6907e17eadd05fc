// The package in a browser: esbuild bundles the tree-shakable operations entry and the full
// client from dist/ for the browser (no node:http code may reach the bundle), and headless
// Chromium (found by tests/helpers/browser.ts, driven by playwright-core) runs it against a
// CORS-enabled loopback API, so the fetch transport, validation and errors are exercised where
// users run them.
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
let dir: string;
let bundle = '';
let server: http.Server;
let base = '';
let browser: BrowserContext;

const entry = `
import { HostingCore, gistsGet } from './dist/hosting/operations.js';
import { HostingClient, ValidationError, NotFoundError } from './dist/hosting/index.js';
window.run = async (api) => {
  const core = new HostingCore({ baseUrl: api, auth: 'ghp_browser' });
  const gist = (await gistsGet(core, { gist_id: 'g1' })).data;
  const client = new HostingClient({ baseUrl: api });
  const emojis = (await client.emojis.get()).data;
  let invalid; try { await gistsGet(core, {}); } catch (e) { invalid = [e instanceof ValidationError, e.issues[0].parameter]; }
  let missing; try { await client.gists.get({ gist_id: 'nope' }); } catch (e) { missing = [e instanceof NotFoundError, e.status]; }
  return { gist, emojis, invalid, missing };
};`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-browser-'));
  const result = await build({
    stdin: { contents: entry, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    write: false,
  });
  bundle = result.outputFiles[0]!.text;
  server = http.createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    if (req.url === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><script type="module" src="/app.js"></script>');
    if (req.url === '/app.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle);
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/api/gists/g1') return json(200, { id: 'g1', auth: req.headers.authorization ?? null });
    if (req.url === '/api/emojis') return json(200, { '+1': 'https://example.test/1.png' });
    json(404, { message: 'Not Found' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium(join(dir, 'profile'));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('the browser bundle carries no Node transport', () => {
  // (Booleans, not the bundle, in the failure message: it is 40 KB of minified code.)
  expect({ getBuiltinModule: bundle.includes('getBuiltinModule'), zlib: /brotliDecompress|gunzip/.test(bundle) }).toEqual({
    getBuiltinModule: false,
    zlib: false,
  });
});

test('in Chromium, operations and the full client work over fetch: auth, validation, typed errors', async () => {
  const page = await browser.newPage();
  await page.goto(`${base}/`);
  await page.waitForFunction(() => typeof (window as unknown as { run?: unknown }).run === 'function');
  const out = await page.evaluate((api) => (window as unknown as { run: (a: string) => Promise<unknown> }).run(api), `${base}/api`);
  expect(out).toEqual({
    gist: { id: 'g1', auth: 'token ghp_browser' },
    emojis: { '+1': 'https://example.test/1.png' },
    invalid: [true, 'gist_id'],
    missing: [true, 404],
  });
}, 60_000);
