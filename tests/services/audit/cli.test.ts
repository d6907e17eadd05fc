// `specforge audit list`, spawned as a newcomer would run it: the mock form prints one console
// message per event; bad input and service errors print one line and exit non-zero, never with
// the token.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { json, startServer } from '../../helpers/server.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TOKEN = 'ya29.cli-secret-123';

function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const { AUDIT_ACCESS_TOKEN: _t, AUDIT_BASE_URL: _b, NODE_OPTIONS: _n, ...base } = process.env;
    const child = spawn(process.execPath, ['bin/specforge.mjs', 'audit', ...args], { cwd: ROOT, env: { ...base, ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

const lines = (text: string) => text.split('\n').filter(Boolean);

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.url.includes('eventName=edit'))
      json(res, 200, {
        kind: 'admin#reports#activities',
        items: [
          {
            id: { time: '2020-11-10T07:52:59.677Z', uniqueQualifier: '1', applicationName: 'drive', customerId: 'C1' },
            actor: { email: 'alice@example.com' },
            events: [{ type: 'access', name: 'edit', parameters: [{ name: 'primary_event', boolValue: true }] }],
          },
        ],
      });
    else
      json(res, 401, {
        error: { code: 401, message: 'Invalid Credentials', errors: [{ message: 'Invalid Credentials', domain: 'global', reason: 'authError' }] },
      });
  });
});
afterAll(() => server.close());

test('--mock prints one line per event: time, actor, message', async () => {
  const r = await run(['list', '--mock', '--max', '6']);
  expect(r.code).toBe(0);
  expect(lines(r.out)).toHaveLength(6);
  expect(lines(r.out)[0]).toBe('2020-11-10T07:52:59.677Z  alice@example.com  alice@example.com denied an access request for carol@example.com');
  for (const l of lines(r.out)) expect(l).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z {2}\S+ {2}\S.*$/);
});

test('--event and --type filter', async () => {
  const moves = await run(['list', '--mock', '--event', 'move', '--max', '3']);
  expect(moves.code).toBe(0);
  expect(lines(moves.out).length).toBeGreaterThanOrEqual(1);
  for (const l of lines(moves.out)) expect(l).toMatch(/moved an item from .+ to .+$/);
  const access = await run(['list', '--mock', '--type', 'access', '--max', '200']);
  expect(access.code).toBe(0);
  expect(lines(access.out).some((l) => l.endsWith('created an item'))).toBe(true);
  expect(lines(access.out).some((l) => l.endsWith('viewed an item'))).toBe(true);
  expect(lines(access.out).some((l) => l.includes('changed sharing permissions'))).toBe(false);
  const sharing = await run(['list', '--mock', '--type', 'acl_change', '--max', '200']);
  expect(lines(sharing.out).some((l) => /changed sharing permissions for \S+ from .+ to .+$/.test(l))).toBe(true);
  expect(lines(sharing.out).some((l) => l.endsWith('viewed an item'))).toBe(false);
});

test('the real service: token from AUDIT_ACCESS_TOKEN as access_token (or bearer)', async () => {
  const r = await run(['list', '--event', 'edit', '--max', '1'], { AUDIT_ACCESS_TOKEN: TOKEN, AUDIT_BASE_URL: server.url });
  expect(r).toEqual({ code: 0, out: '2020-11-10T07:52:59.677Z  alice@example.com  alice@example.com edited an item\n', err: '' });
  const seen = new URL(server.seen.at(-1)!.url, 'http://x');
  expect(seen.pathname).toBe('/admin/reports/v1/activity/users/all/applications/drive');
  expect(Object.fromEntries(seen.searchParams)).toEqual({ eventName: 'edit', maxResults: '1', access_token: TOKEN });
  await run(['list', '--event', 'edit', '--bearer'], { AUDIT_ACCESS_TOKEN: TOKEN, AUDIT_BASE_URL: server.url });
  expect(server.seen.at(-1)!.headers.authorization).toBe(`Bearer ${TOKEN}`);
});

test('a service error prints one line without the token and exits 1', async () => {
  const r = await run(['list'], { AUDIT_ACCESS_TOKEN: TOKEN, AUDIT_BASE_URL: server.url });
  expect(r.code).toBe(1);
  expect(r.out).toBe('');
  expect(lines(r.err)).toEqual([expect.stringMatching(/^error: AuthenticationError: GET .*access_token=\[REDACTED\].* answered 401: Invalid Credentials$/)]);
  expect(r.err).not.toContain(TOKEN);
});

test.each([
  [['list', '--mock', '--max', '0'], 2, /^error: --max must be a positive integer, got "0"/],
  [['list', '--mock', '--event', 'nope'], 1, /^error: Invalid parameters for activities\.list: "eventName" must be one of the \d+ known values/],
  [['list', '--mock', '--token', 'x'], 2, /^error: the token is never a flag: set AUDIT_ACCESS_TOKEN/],
  [['list'], 2, /^error: set AUDIT_ACCESS_TOKEN/],
  [['lst'], 2, /^error: unknown command "lst"/],
])('%j fails with one clear line', async (args, code, message) => {
  const r = await run(args);
  expect(r.code).toBe(code);
  expect(r.out).toBe('');
  expect(lines(r.err)).toEqual([expect.stringMatching(message)]);
});

test('--allow-unknown lets an event the catalogue lacks through', async () => {
  const r = await run(['list', '--mock', '--event', 'an_event_added_later', '--allow-unknown', '--max', '2']);
  expect(r.code).toBe(0);
  expect(lines(r.out)).toEqual([expect.stringMatching(/an_event_added_later \(no console message format: unknown event\)$/)]);
});
