// The tree-shakable entry specforge/hosting/operations: a core client without methods and one
// function per operation, taking the same path as the full client's methods (every service's
// entry against its client: tests/codegen/operations-entries.test.ts).
import { afterAll, beforeAll, expect, jest, test } from '@jest/globals';
import { build } from 'esbuild';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ValidationError } from 'specforge';
import { HostingCore, appsFindOrgInstallation, appsGetAuthenticated, gistsCreate, gistsGet } from 'specforge/hosting/operations';
import * as audit from 'specforge/audit/operations';
import { json, startServer } from '../../helpers/server.js';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((req, res) =>
    json(res, 200, { method: req.method, url: req.url, auth: req.headers.authorization ?? null, body: req.body ? JSON.parse(req.body) : null }),
  );
});
afterAll(() => server.close());

type Echo = { method: string; url: string; auth: string | null; body: unknown };

test('an operation function sends its route with the core client options (auth, hooks)', async () => {
  const core = new HostingCore({ baseUrl: server.url, auth: 'ghp_x' });
  const seen: string[] = [];
  core.hook.before('request', (o) => void seen.push(`${o.method} ${o.url}`));
  const r = await gistsGet(core, { gist_id: 'abc' });
  expect(r.data as unknown as Echo).toEqual({ method: 'GET', url: '/gists/abc', auth: 'token ghp_x', body: null });
  expect(seen).toEqual(['GET /gists/{gist_id}']);
  const created = await gistsCreate(core, { files: { 'a.txt': { content: 'hi' } }, public: true });
  expect(created.data as unknown as Echo).toMatchObject({ method: 'POST', url: '/gists', body: { files: { 'a.txt': { content: 'hi' } }, public: true } });
  // The route's own security scheme applies here too (app-level operations use the JWT scheme).
  expect(((await appsGetAuthenticated(core)).data as unknown as Echo).auth).toBe('Bearer ghp_x');
});

test('parameters are validated before sending; a foreign client is a clear error', async () => {
  const core = new HostingCore({ baseUrl: server.url });
  const before = server.seen.length;
  await expect(gistsGet(core, {} as never)).rejects.toBeInstanceOf(ValidationError);
  await expect(gistsGet({} as never, { gist_id: 'x' })).rejects.toThrow('client: expected a client made by specforge');
  expect(server.seen.length).toBe(before);
});

test('operations the full client reshapes or pages (decoded audit events) have their function too', async () => {
  expect(Object.keys(audit).sort()).toEqual(['AuditCore', 'activitiesList']);
  expect(() => audit.activitiesList({} as never)).toThrow('client: expected a client made by specforge');
});

test("a deprecated operation function warns once, through the core client's log, and still works", async () => {
  const warn = jest.fn();
  const core = new HostingCore({ baseUrl: server.url, auth: 'ghp_x', log: { warn } });
  const r = await appsFindOrgInstallation(core, { org: 'acme' });
  await appsFindOrgInstallation(core, { org: 'acme' });
  expect((r.data as unknown as Echo).url).toBe('/orgs/acme/installation');
  expect(warn.mock.calls).toEqual([
    ['apps.findOrgInstallation() has been renamed to apps.getOrgInstallation() (2019-04-10)', { deprecated: 'apps.findOrgInstallation' }],
  ]);
});

test('the warning comes with the deprecated routes: a browser bundle of an operation that is not deprecated carries none of it', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'specforge-deprecation-bundle-'));
  const bundle = async (name: string) => {
    const entry = join(dir, `${name}.js`);
    await writeFile(entry, `import { HostingCore, ${name} } from 'specforge/hosting/operations';\n${name}(new HostingCore(), {}).then(console.log);\n`);
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      logLevel: 'silent',
      tsconfig: resolve(import.meta.dirname, '../../../tsconfig.json'),
    });
    return result.outputFiles[0]!.text;
  };
  try {
    expect(await bundle('gistsGet')).not.toContain('DeprecationWarning');
    expect(await bundle('appsFindOrgInstallation')).toContain('DeprecationWarning');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
