// The webhook server (node:http) lives only behind `specforge/webhooks/server`: the root and client
// entries of dist/ (what browser bundles load) must not reach it, directly or through a chunk;
// the server entry itself loads with both import and require.
import { expect, test } from '@jest/globals';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);
const DIST = join(new URL('../..', import.meta.url).pathname, 'dist');

/** Every module specifier a built ESM file imports, following relative ones into their chunks. */
function importsOf(file: string, seen = new Set<string>()): Set<string> {
  const specifiers = new Set<string>();
  if (seen.has(file)) return specifiers;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const m of code.matchAll(
    /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)import\s+['"]([^'"]+)['"]/g,
  )) {
    const spec = (m[1] ?? m[2] ?? m[3])!;
    if (spec.startsWith('.')) for (const s of importsOf(resolve(dirname(file), spec), seen)) specifiers.add(s);
    else specifiers.add(spec);
  }
  return specifiers;
}

test('the root and client entries never import node:http or the server code', () => {
  if (!existsSync(join(DIST, 'index.js'))) throw new Error('dist/ is missing: run `make` before the tests');
  const server = importsOf(join(DIST, 'webhooks/server.js'));
  expect([...server]).toEqual(expect.arrayContaining(['http', 'crypto']));
  for (const entry of ['index.js', 'webhooks/index.js', 'hosting/index.js', 'audit/index.js']) {
    const imports = [...importsOf(join(DIST, entry))];
    expect([entry, imports.filter((s) => /^(node:)?(http|https|net|crypto)$/.test(s))]).toEqual([entry, []]);
    expect(readFileSync(join(DIST, entry), 'utf8')).not.toContain('WebhooksServer');
  }
});

test('specforge/webhooks/server loads with import and with require', async () => {
  const code = (load: string) =>
    `${load}; const s = new m.WebhooksServer({ webhookSecret: 'x' }); s.addWebhook(function hook() {}); console.log(JSON.stringify([typeof m.webhookEndpoint, s.routes]));`;
  const cwd = join(DIST, '..');
  const esm = await exec(process.execPath, ['--input-type=module', '-e', code(`const m = await import('specforge/webhooks/server')`)], {
    cwd,
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const cjs = await exec(process.execPath, ['-e', code(`const m = require('specforge/webhooks/server')`)], { cwd, env: { ...process.env, NODE_OPTIONS: '' } });
  for (const out of [esm.stdout, cjs.stdout]) expect(JSON.parse(out)).toEqual(['function', ['/webhooks/hook']]);
});
