// The tree-shakable entry specforge/hosting/operations: a core client without methods and one
// function per operation, taking the same path as the full client's methods (every service's
// entry against its client: tests/codegen/operations-entries.test.ts).
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { ValidationError } from 'specforge';
import { HostingCore, appsGetAuthenticated, gistsCreate, gistsGet } from 'specforge/hosting/operations';
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
