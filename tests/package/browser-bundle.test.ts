// The package in a browser: esbuild bundles the tree-shakable operations entry and the full
// client from dist/ for the browser (no node:http code may reach the bundle), and headless
// Chromium (found by tests/helpers/browser.ts, driven by playwright-core) runs it against a
// CORS-enabled loopback API, so the fetch transport, validation and errors are exercised where
// users run them. Bundled with code splitting, as an application would ship it, the full client's
// initial chunk holds no pipeline stage: the stages and the pager arrive as a chunk of their own
// with the first request.
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
/** The split build of a full-client app: file name → text, and the files the entry imports statically. */
const split = new Map<string, string>();
const initialFiles = new Set<string>();
/** Paths the browser asked the server for, in order. */
const requested: string[] = [];
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

const splitEntry = `
import { HostingClient } from './dist/hosting/index.js';
window.run = async (api) => {
  const client = new HostingClient({ baseUrl: api });
  const url = client.gists.get.endpoint({ gist_id: 'g1' }).url;
  const gist = (await client.gists.get({ gist_id: 'g1' })).data;
  const emojis = await client.paginate('GET /emojis');
  return { url, gist, emojis };
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
  const splitResult = await build({
    stdin: { contents: splitEntry, resolveDir: ROOT, loader: 'js', sourcefile: 'split-app.js' },
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    splitting: true,
    outdir: join(dir, 'split'),
    entryNames: 'app',
    write: false,
    metafile: true,
  });
  for (const f of splitResult.outputFiles) split.set(f.path.slice(join(dir, 'split').length + 1), f.text);
  const outputs = splitResult.metafile.outputs;
  const visit = (key: string) => {
    const name = key.split('/').pop()!;
    if (initialFiles.has(name)) return;
    initialFiles.add(name);
    for (const i of outputs[key]!.imports) if (i.kind === 'import-statement' && outputs[i.path]) visit(i.path);
  };
  visit(Object.keys(outputs).find((k) => k.endsWith('/app.js'))!);
  server = http.createServer((req, res) => {
    requested.push(req.url ?? '');
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    if (req.url === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><script type="module" src="/app.js"></script>');
    if (req.url === '/app.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle);
    if (req.url === '/split/')
      return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><script type="module" src="/split/app.js"></script>');
    const file = split.get(req.url?.slice('/split/'.length) ?? '');
    if (req.url?.startsWith('/split/') && file !== undefined) return res.writeHead(200, { 'content-type': 'text/javascript' }).end(file);
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

test('split as an app ships it, the full client loads its pipeline and pager with the first request', async () => {
  const initial = [...initialFiles].map((f) => split.get(f)!).join('\n');
  const all = [...split.values()].join('\n');
  // fetch's body reader (the transport) and the pager's "next link" wording: in the build, not in the initial chunk.
  expect({ transport: all.includes('getReader'), pager: all.includes('next link') }).toEqual({ transport: true, pager: true });
  expect({ transport: initial.includes('getReader'), pager: initial.includes('next link') }).toEqual({ transport: false, pager: false });

  const page = await browser.newPage();
  requested.length = 0;
  await page.goto(`${base}/split/`);
  await page.waitForFunction(() => typeof (window as unknown as { run?: unknown }).run === 'function');
  const scripts = () => requested.filter((u) => u.startsWith('/split/') && u !== '/split/').map((u) => u.slice('/split/'.length));
  expect(scripts().filter((f) => !initialFiles.has(f))).toEqual([]);
  const out = await page.evaluate((api) => (window as unknown as { run: (a: string) => Promise<unknown> }).run(api), `${base}/api`);
  expect(out).toEqual({
    url: `${base}/api/gists/g1`,
    gist: { id: 'g1', auth: null },
    emojis: [{ '+1': 'https://example.test/1.png' }],
  });
  // The pipeline's chunk (and the gists validators) came with the first request.
  expect(
    scripts()
      .filter((f) => !initialFiles.has(f))
      .some((f) => split.get(f)!.includes('getReader')),
  ).toBe(true);
}, 60_000);
