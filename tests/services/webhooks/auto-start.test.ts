// webhookEndpoint() on the built package (dist/, through its `specforge/webhooks/server` export),
// in a child node process: the default server starts by itself once the script's registrations
// are done, prints every route, and serves deliveries; calling run() first starts it only once.
// Children listen on 127.0.0.1 with PORT=0 and are killed after the test (or by their timeout).
import { afterEach, expect, test } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { examplePayload } from '../../helpers/webhook-payload.js';

const ROOT = new URL('../../..', import.meta.url).pathname.replace(/\/$/, '');
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill();
});

/** The environment without the variables set to undefined. */
function withEnv(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
}

/** Starts `args` and resolves with its output once it prints the "Open <url>/ for instructions." line. */
function start(args: string[], env: Record<string, string | undefined>): Promise<{ out: () => string; url: string }> {
  if (!existsSync(join(ROOT, 'dist/webhooks/server.js'))) throw new Error('dist/ is missing: run `make` before the tests');
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: withEnv({ ...process.env, NODE_OPTIONS: '', PORT: '0', HOST: '127.0.0.1', ...env }),
    timeout: 25_000,
  });
  children.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Open (http:\/\/127\.0\.0\.1:\d+)\/ for instructions\./.exec(out);
      if (m) resolve({ out: () => out, url: m[1]! });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code} before listening:\n${out}`)));
  });
}

test('the example script starts by itself after its registrations and serves them', async () => {
  const { out, url } = await start(['examples/webhooks/server.mjs'], { WEBHOOK_SECRET: 'example-secret' });
  expect(out()).toContain(`Webhooks are correctly setup and ready to use:\n  - POST ${url}/webhooks/say_hello\n  - POST ${url}/webhooks/dataset_updated\n`);
  expect(out()).not.toContain('secret is not defined');
  expect(out()).not.toContain('example-secret');
  const send = (route: string, secret?: string) =>
    fetch(`${url}${route}`, { method: 'POST', headers: secret ? { 'x-webhook-secret': secret } : {}, body: JSON.stringify(examplePayload()) });
  const hello = await send('/webhooks/say_hello', 'example-secret');
  expect([hello.status, await hello.json()]).toEqual([200, { message: 'hello, alice/pets' }]);
  const dataset = await send('/webhooks/dataset_updated', 'example-secret');
  expect([dataset.status, await dataset.json()]).toEqual([200, { processed: true }]);
  expect((await send('/webhooks/say_hello')).status).toBe(401);
  await new Promise((r) => setTimeout(r, 100));
  expect(out()).toContain('dataset alice/pets updated to c379e821c9c95d613899e8c4343e4bfee2b0c600');
});

test('run() called by the script starts the default server once, and it warns that no secret is set', async () => {
  const script = `
    import { webhookEndpoint, defaultWebhooksServer } from 'specforge/webhooks/server';
    webhookEndpoint('/first', () => 1);
    webhookEndpoint(function second() { return 2; });
    await defaultWebhooksServer().run();
    console.log('run resolved');
  `;
  const { out, url } = await start(['--input-type=module', '-e', script], { WEBHOOK_SECRET: undefined });
  const res = await fetch(`${url}/webhooks/second`, { method: 'POST', body: JSON.stringify(examplePayload()) });
  expect([res.status, await res.json()]).toEqual([200, 2]);
  expect(out().match(/Webhooks are correctly setup/g)).toHaveLength(1);
  expect(out()).toContain(`  - POST ${url}/webhooks/first\n  - POST ${url}/webhooks/second\n`);
  expect(out()).toContain('Webhook secret is not defined');
  expect(out()).toContain('run resolved');
});

test('an empty WEBHOOK_SECRET stops the script at its first registration with a clear error, never an open server', async () => {
  const script = `
    import { webhookEndpoint } from 'specforge/webhooks/server';
    webhookEndpoint('/first', () => 1);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    env: withEnv({ ...process.env, NODE_OPTIONS: '', PORT: '0', HOST: '127.0.0.1', WEBHOOK_SECRET: '' }),
    timeout: 25_000,
  });
  children.push(child);
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  expect(code).toBe(1);
  expect(out).toContain('ConfigurationError: WEBHOOK_SECRET: expected a non-empty secret (to run without a secret, unset the variable');
  expect(out).not.toContain('ready to use');
});
