// Packs the package as npm would publish it, installs the tarball into a scratch project and
// uses every subpath with both `import` and `require`. msw is absent at first: importing a client
// must not need it; the mocks entries work once it is installed. The data layers' runtime entries
// load without @tanstack/query-core and swr, which are never installed here. publint and arethetypeswrong
// check the tarball: no message at any level, and types found for every entry under node10,
// node16 (from CJS and from ESM) and bundler resolution.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { json, startServer } from '../helpers/server.js';

const exec = promisify(execFile);
const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
let dir: string;
let tarball: string;
let app: string;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  if (!existsSync(join(ROOT, 'dist/index.js'))) throw new Error('dist/ is missing: run `make` (or `npx tsup`) before the tests');
  server = await startServer((req, res) => json(res, 200, { path: req.url, accept: req.headers.accept, ua: req.headers['user-agent'] }));
  dir = await mkdtemp(join(tmpdir(), 'specforge-pack-'));
  const { stdout } = await exec('npm', ['pack', '--json', '--pack-destination', dir], { cwd: ROOT });
  const [{ filename }] = JSON.parse(stdout.slice(stdout.indexOf('['))) as [{ filename: string }];
  tarball = join(dir, filename);
  app = join(dir, 'app');
  await mkdir(join(app, 'node_modules/specforge'), { recursive: true });
  await exec('tar', ['-xzf', tarball, '-C', join(app, 'node_modules/specforge'), '--strip-components=1']);
  await symlink(join(ROOT, 'node_modules/ky'), join(app, 'node_modules/ky'));
  await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'scratch', private: true }));
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function node(file: string, code: string): Promise<unknown> {
  await writeFile(join(app, file), code);
  const { stdout } = await exec(process.execPath, [file], { cwd: app, env: { ...process.env, BASE: server.url, NODE_OPTIONS: '' }, timeout: 30_000 });
  return JSON.parse(stdout);
}

const clientCode = (load: string) => `
${load}
const out = {};
const hosting = new H.HostingClient({ baseUrl: process.env.BASE });
out.coc = (await hosting.codesOfConduct.getConductCode({ key: 'mit' })).data;
// The fetch transport (request.fetch given), in both module systems.
const viaKy = new H.HostingClient({ baseUrl: process.env.BASE, request: { fetch: (input, init) => fetch(input, init) } });
out.ky = (await viaKy.codesOfConduct.getConductCode({ key: 'mit' })).data.path;
out.audit = typeof A.AuditClient;
out.webhooks = typeof W.WebhooksClient;
out.root = typeof R.RequestError;
try { await hosting.codesOfConduct.getConductCode({}); } catch (e) { out.error = [e.name, e.parameter, e instanceof H.ValidationError]; }
// The CJS build is a second copy of the error classes: instanceof still holds across the copies.
const C = require('specforge');
const cjsError = new C.NotFoundError('x', 404, { response: { status: 404, url: '', headers: {}, data: null }, request: { method: 'GET', url: '', headers: {} } });
out.cross = [cjsError instanceof R.NotFoundError, cjsError instanceof R.RequestError, cjsError instanceof R.SpecforgeError, cjsError instanceof R.ValidationError, new R.ValidationError('op', []) instanceof C.ValidationError];
try { require.resolve('msw'); out.msw = 'installed'; } catch { out.msw = 'absent'; }
console.log(JSON.stringify(out));
`;

test('import: every client subpath works without msw', async () => {
  const out = await node(
    'esm.mjs',
    clientCode(`
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const H = await import('specforge/hosting'); const A = await import('specforge/audit');
const W = await import('specforge/webhooks'); const R = await import('specforge');`),
  );
  expect(out).toEqual({
    coc: { path: '/codes_of_conduct/mit', accept: 'application/vnd.github.scarlet-witch-preview+json', ua: expect.stringMatching(/^specforge\//) },
    ky: '/codes_of_conduct/mit',
    audit: 'function',
    webhooks: 'function',
    root: 'function',
    error: ['ValidationError', 'key', true],
    cross: [true, true, true, false, true],
    msw: 'absent',
  });
}, 60_000);

test('require: every client subpath works without msw', async () => {
  const out = await node(
    'cjs.cjs',
    `(async () => {${clientCode(`
const H = require('specforge/hosting'); const A = require('specforge/audit');
const W = require('specforge/webhooks'); const R = require('specforge');`)}})();`,
  );
  expect(out).toMatchObject({
    coc: { path: '/codes_of_conduct/mit' },
    ky: '/codes_of_conduct/mit',
    error: ['ValidationError', 'key', true],
    cross: [true, true, true, false, true],
    msw: 'absent',
  });
}, 60_000);

test('the installed package runs `specforge audit list` without tsx; --mock without msw is one clear error', async () => {
  const bin = join(app, 'node_modules/specforge/bin/specforge.mjs');
  const run = (args: string[]) =>
    exec(process.execPath, [bin, ...args], { cwd: app, env: { ...process.env, NODE_OPTIONS: '' }, timeout: 30_000 }).then(
      (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
    );
  expect(existsSync(join(app, 'node_modules/tsx'))).toBe(false);
  const noMsw = await run(['audit', 'list', '--mock']);
  expect(noMsw).toMatchObject({ code: 2, out: '', err: 'error: --mock needs msw, an optional peer dependency: npm install --save-dev msw\n' });
  const noToken = await run(['audit', 'list']);
  expect(noToken.code).toBe(2);
  expect(noToken.err).toMatch(/^error: set AUDIT_ACCESS_TOKEN/);
}, 60_000);

test('the data-layer runtime entries load without their libraries (optional peers), in both module systems', async () => {
  const check = (load: string) => `
${load}
const absent = [];
for (const peer of ['@tanstack/query-core', 'swr']) { try { require.resolve(peer); } catch { absent.push(peer); } }
console.log(JSON.stringify({ options: typeof T.queryOptionsOf, infinite: typeof S.infiniteKey, key: T.operationKey(['shelf', 'books', 'list'], { genre: 'novel', request: { timeout: 1 } }), match: S.keyMatcher(['shelf'])(['shelf', 'books']), absent }));`;
  const expected = {
    options: 'function',
    infinite: 'function',
    key: ['shelf', 'books', 'list', { genre: 'novel' }],
    match: true,
    absent: ['@tanstack/query-core', 'swr'],
  };
  const esm = await node(
    'layers.mjs',
    check(`import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const T = await import('specforge/runtime/tanstack-query'); const S = await import('specforge/runtime/swr');`),
  );
  expect(esm).toEqual(expected);
  const cjs = await node('layers.cjs', check(`const T = require('specforge/runtime/tanstack-query'); const S = require('specforge/runtime/swr');`));
  expect(cjs).toEqual(expected);
}, 60_000);

test('mocks subpaths load msw when it is installed, in both module systems', async () => {
  await symlink(join(ROOT, 'node_modules/msw'), join(app, 'node_modules/msw'));
  const esm = await node(
    'mocks.mjs',
    `
const { HttpHandler } = await import('msw');
const m = await import('specforge/hosting/mocks');
const a = await import('specforge/audit/mocks');
const w = await import('specforge/webhooks/mocks');
const lists = [m.createHostingMocks().handlers, a.createAuditMocks().handlers, w.createWebhooksMocks().handlers];
console.log(JSON.stringify(lists.map((list) => list.every((h) => h instanceof HttpHandler) && list.length)));`,
  );
  // One msw handler per service, whatever its number of operations (142 for hosting).
  expect(esm).toEqual([1, 1, 1]);
  const cjs = await node(
    'mocks.cjs',
    `const { HttpHandler } = require('msw'); const list = require('specforge/hosting/mocks').createHostingMocks().handlers; console.log(JSON.stringify(list.every((h) => h instanceof HttpHandler) && list.length));`,
  );
  expect(cjs).toBe(1);
  // With msw installed, the audit command's --mock form works from the installed package.
  const { stdout } = await exec(process.execPath, [join(app, 'node_modules/specforge/bin/specforge.mjs'), 'audit', 'list', '--mock', '--max', '2'], {
    cwd: app,
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  expect(stdout.trim().split('\n')).toHaveLength(2);
}, 60_000);

test('every export has its files and types in the tarball', async () => {
  const pkg = JSON.parse(await readFile(join(app, 'node_modules/specforge/package.json'), 'utf8')) as { exports: Record<string, unknown> };
  const targets: string[] = [];
  const collect = (v: unknown): void => {
    if (typeof v === 'string') targets.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(collect);
  };
  collect(pkg.exports);
  expect(targets.length).toBeGreaterThan(20);
  for (const target of targets) expect([target, existsSync(join(app, 'node_modules/specforge', target))]).toEqual([target, true]);
});

test('the package carries its LICENSE and says where it lives', async () => {
  const pkg = JSON.parse(await readFile(join(app, 'node_modules/specforge/package.json'), 'utf8')) as Record<string, unknown>;
  expect(await readFile(join(app, 'node_modules/specforge/LICENSE'), 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} specforge contributors\n/);
  expect(pkg).toMatchObject({
    license: 'MIT',
    repository: { type: 'git', url: expect.stringMatching(/^git\+https:\/\/github\.com\//) },
    homepage: expect.stringMatching(/^https:/),
    bugs: { url: expect.stringMatching(/^https:/) },
  });
});

test('typesVersions (node10 resolution) gives every subpath the types its exports entry gives', async () => {
  const bare = (path: string) => path.replace(/^\.\//, '');
  const pkg = JSON.parse(await readFile(join(app, 'node_modules/specforge/package.json'), 'utf8')) as {
    exports: Record<string, string | { import: { types: string } }>;
    typesVersions: { '*': Record<string, string[]> };
  };
  const fromExports = Object.entries(pkg.exports)
    .filter(([subpath, target]) => subpath !== '.' && typeof target === 'object')
    .map(([subpath, target]) => [subpath.slice(2), [bare((target as { import: { types: string } }).import.types)]]);
  const mapped = Object.entries(pkg.typesVersions['*']).map(([subpath, files]) => [subpath, files.map(bare)]);
  expect(Object.fromEntries(mapped)).toEqual(Object.fromEntries(fromExports));
});

test('publint: no error, warning or suggestion', async () => {
  const { messages, pkg } = await publint({ pack: { tarball: (await readFile(tarball)).buffer as ArrayBuffer }, level: 'suggestion', strict: true });
  expect(messages.map((m) => `${m.type}: ${formatMessage(m, pkg) ?? m.code}`)).toEqual([]);
}, 60_000);

test('arethetypeswrong: no problem; every entry resolves under node10, node16 (CJS and ESM) and bundler', async () => {
  const attw = join(ROOT, 'node_modules/@arethetypeswrong/cli/dist/index.js');
  const { stdout } = await exec(process.execPath, [attw, tarball, '--format', 'json'], { env: { ...process.env, NODE_OPTIONS: '' }, timeout: 90_000 }).catch(
    (e: { stdout: string }) => e,
  );
  const report = JSON.parse(stdout) as {
    problems?: Record<string, unknown>;
    analysis: { problems: unknown[]; entrypoints: Record<string, { resolutions: Record<string, { resolution?: { fileName: string } }> }> };
  };
  expect(report.analysis.problems).toEqual([]);
  const resolved = Object.fromEntries(
    Object.entries(report.analysis.entrypoints).map(([subpath, e]) => [
      subpath,
      Object.entries(e.resolutions).map(([kind, r]) => `${kind}: ${r.resolution ? 'ok' : 'unresolved'}`),
    ]),
  );
  const all = ['node10: ok', 'node16-cjs: ok', 'node16-esm: ok', 'bundler: ok'];
  const pkg = JSON.parse(await readFile(join(app, 'node_modules/specforge/package.json'), 'utf8')) as { exports: Record<string, unknown> };
  expect(Object.keys(resolved).sort()).toEqual(Object.keys(pkg.exports).sort());
  for (const subpath of Object.keys(resolved)) expect([subpath, resolved[subpath]]).toEqual([subpath, all]);
}, 120_000);

test('the webhook server runs without bullmq and ioredis; asking it for a queue without them is one clear ConfigurationError', async () => {
  const out = await node(
    'queue.mjs',
    `
import { WebhooksServer } from 'specforge/webhooks/server';
const out = {};
const plain = new WebhooksServer({ logger: { info() {}, warn() {}, error() {} } });
plain.addWebhook('hello', () => ({ ok: true }));
const { localUrl } = await plain.run({ port: 0, host: '127.0.0.1' });
out.plain = (await fetch(localUrl + '/webhooks/hello', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status;
await plain.close();
const queued = new WebhooksServer({ logger: { info() {}, warn() {}, error() {} }, queue: { redis: 'redis://127.0.0.1:1', workers: 0 } });
try { await queued.run({ port: 0, host: '127.0.0.1' }); out.queued = 'ran'; } catch (e) { out.queued = [e.name, e.message]; }
for (const name of ['bullmq', 'ioredis']) { try { (await import('node:module')).createRequire(import.meta.url).resolve(name); out[name] = 'installed'; } catch { out[name] = 'absent'; } }
console.log(JSON.stringify(out));
process.exit(0);
`,
  );
  expect(out).toEqual({
    // The Hub's strict schema check answering the empty payload: the server runs.
    plain: 422,
    queued: [
      'ConfigurationError',
      expect.stringMatching(
        /^queue: expected the packages bullmq and ioredis installed \(npm install bullmq ioredis\): the queue of deliveries runs on them, got an import that failed \(.*bullmq/,
      ),
    ],
    bullmq: 'absent',
    ioredis: 'absent',
  });
}, 60_000);
