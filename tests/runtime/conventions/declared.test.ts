// A service's conventions come from its spec: a made-up document (tests/fixtures/conventions)
// declares its own token types, a secret header of its own, the webhook server's port, settings
// address and public-host variable, and a sensitive request header; the client and the server
// generated from it apply exactly those, and nothing of the repository's own services.
import { afterAll, afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../helpers/fixture-root.js';
import { json, startServer } from '../../helpers/server.js';

const SPEC = new URL('../../fixtures/conventions/gadgets.yaml', import.meta.url).pathname;
const SECRET = 'gadget-shared-secret';

type Generated = {
  GadgetsClient: new (
    o: Record<string, unknown>,
  ) => { getGadget(p: Record<string, unknown>): Promise<{ data: unknown }>; auth(): Promise<Record<string, unknown>> };
  gadgetsService: { sensitiveHeaders?: readonly string[] };
};
type ServerModule = { WebhooksServer: new (o?: Record<string, unknown>) => import('specforge/runtime/webhooks-server').WebhooksServer<unknown> };

let out: string;
let client: Generated;
let server: ServerModule;
let api: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'specforge-conventions-'));
  const result = await run(['generate', SPEC, '--out', out, '--outputs', 'server']);
  expect(result.err.filter((l) => / error /.test(l))).toEqual([]);
  expect(result.code).toBe(0);
  client = (await import(join(out, 'gadgets/index.ts'))) as Generated;
  server = (await import(join(out, 'gadgets/server.ts'))) as ServerModule;
  api = await startServer((req, res) =>
    req.url.includes('broken') ? json(res, 500, { error: 'boom' }) : json(res, 200, { id: 'g1', auth: req.headers.authorization ?? null }),
  );
}, 60_000);
afterAll(async () => {
  await api?.close();
  if (out) await rm(out, { recursive: true, force: true });
});

describe('token types declared by the spec', () => {
  test('a token matching a rule gets its type and, when the rule says so, its prefix', async () => {
    const robot = new client.GadgetsClient({ auth: 'rbt-123', baseUrl: api.url });
    expect(await robot.auth()).toMatchObject({ tokenType: 'robot' });
    await robot.getGadget({ id: 'a' });
    expect(api.seen.at(-1)!.headers.authorization).toBe('Robot rbt-123');
    const personal = new client.GadgetsClient({ auth: 'pat-9', baseUrl: api.url });
    expect(await personal.auth()).toMatchObject({ tokenType: 'personal' });
    await personal.getGadget({ id: 'a' });
    expect(api.seen.at(-1)!.headers.authorization).toBe('Gadget pat-9');
  });

  test("another service's token shapes mean nothing here: type token, sent with the scheme's prefix", async () => {
    for (const token of ['ghs_abc', 'v1.abc', 'ghu_abc', 'a.b.c']) {
      const c = new client.GadgetsClient({ auth: token, baseUrl: api.url });
      expect(await c.auth()).toMatchObject({ tokenType: 'token' });
      await c.getGadget({ id: 'a' });
      expect(api.seen.at(-1)!.headers.authorization).toBe(`Gadget ${token}`);
    }
  });
});

test('a header parameter marked x-sensitive is redacted from errors and logs (and still sent)', async () => {
  expect(client.gadgetsService.sensitiveHeaders).toEqual(['x-gadget-passphrase']);
  const debug = jest.fn();
  const c = new client.GadgetsClient({ auth: 'pat-1', baseUrl: api.url, log: { debug, warn: jest.fn() } });
  const error = await c.getGadget({ id: 'broken', 'X-Gadget-Passphrase': 'open-sesame-42' }).catch((e: unknown) => e);
  expect(api.seen.at(-1)!.headers['x-gadget-passphrase']).toBe('open-sesame-42');
  const everything = [JSON.stringify(error), String((error as Error).stack), JSON.stringify(debug.mock.calls)].join('\n');
  expect(everything).toContain('[REDACTED]');
  expect(everything).not.toContain('open-sesame-42');
});

describe('the webhook server follows the spec', () => {
  const saved = process.env.GADGETS_PUBLIC_HOST;
  afterEach(() => {
    if (saved === undefined) delete process.env.GADGETS_PUBLIC_HOST;
    else process.env.GADGETS_PUBLIC_HOST = saved;
  });
  const logger = () => {
    const info: string[] = [];
    const warn: string[] = [];
    return { info, warn, logger: { info: (m: string) => info.push(m), warn: (m: string) => warn.push(m), error: () => undefined } };
  };

  test('the secret travels in the declared header; X-Webhook-Secret means nothing', async () => {
    const log = logger();
    const s = new server.WebhooksServer({ webhookSecret: SECRET, logger: log.logger });
    let headers: Record<string, unknown> = {};
    s.addWebhook('/changed', (_p, d) => {
      headers = d.headers;
      return { ok: true };
    });
    const { url } = await s.run({ port: 0, host: '127.0.0.1' });
    try {
      const send = (h: Record<string, string>) =>
        fetch(`${url}/webhooks/changed`, { method: 'POST', headers: { 'content-type': 'application/json', ...h }, body: JSON.stringify({ id: 'g1' }) });
      const missing = await send({ 'x-webhook-secret': SECRET });
      expect(missing.status).toBe(401);
      expect(await missing.json()).toEqual({ error: 'x-gadget-signature-key header not set.' });
      expect((await send({ 'X-Gadget-Signature-Key': 'wrong' })).status).toBe(403);
      expect((await send({ 'X-Gadget-Signature-Key': SECRET })).status).toBe(200);
      expect(headers['x-gadget-signature-key']).toBeUndefined();
      const page = await (await fetch(`${url}/`)).text();
      expect(page).toContain('<code>X-Gadget-Signature-Key</code>');
      expect(page).toContain('href="https://gadgets.example.test/hooks"');
      expect(page).not.toMatch(/X-Webhook-Secret|huggingface|WebhooksClient/i);
    } finally {
      await s.close();
    }
  });

  test('startup names the declared settings address; the declared public-host variable gives the public URL', async () => {
    process.env.GADGETS_PUBLIC_HOST = 'mine.gadgets.example';
    const log = logger();
    const s = new server.WebhooksServer({ webhookSecret: SECRET, logger: log.logger });
    s.addWebhook('/changed', () => 1);
    try {
      expect((await s.run({ port: 0, host: '127.0.0.1' })).url).toBe('https://mine.gadgets.example');
      expect(log.info[0]!.split('\n')).toEqual([
        'Webhooks are correctly setup and ready to use:',
        '  - POST https://mine.gadgets.example/webhooks/changed',
        'Go to https://gadgets.example.test/hooks to setup your webhooks.',
        'Open https://mine.gadgets.example/ for instructions.',
      ]);
    } finally {
      await s.close();
    }
    process.env.GADGETS_PUBLIC_HOST = 'not a host/';
    expect(() => new server.WebhooksServer({ webhookSecret: SECRET })).toThrow(/^GADGETS_PUBLIC_HOST: expected a host name such as my-app\.gadgets\.example/);
  });

  test('the generated description carries the declared port', async () => {
    const generated = (await import(join(out, 'gadgets/server.ts'))) as { webhooksServerDescription: Record<string, unknown> };
    expect(generated.webhooksServerDescription).toMatchObject({
      secretHeader: 'X-Gadget-Signature-Key',
      port: 9999,
      settingsUrl: 'https://gadgets.example.test/hooks',
    });
  });
});

describe('the runtime server with a description of its own', () => {
  const freePort = () =>
    new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
  const savedPort = process.env.PORT;
  afterEach(() => {
    if (savedPort === undefined) delete process.env.PORT;
    else process.env.PORT = savedPort;
  });

  test("without a PORT variable or option it listens on the description's port", async () => {
    const { WebhooksServer } = await import('specforge/runtime/webhooks-server');
    delete process.env.PORT;
    const port = await freePort();
    const s = new WebhooksServer({ logger: { info: () => undefined, warn: () => undefined, error: () => undefined } }, { port });
    try {
      expect((await s.run({ host: '127.0.0.1' })).port).toBe(port);
    } finally {
      await s.close();
    }
  });

  test('a service without a secret header: no hints, a warning that deliveries carry no secret, and a configured secret is refused', async () => {
    const { WebhooksServer } = await import('specforge/runtime/webhooks-server');
    expect(() => new WebhooksServer({ webhookSecret: SECRET })).toThrow(/^webhookSecret: expected no secret: this service's deliveries carry none/);
    const info: string[] = [];
    const warn: string[] = [];
    const s = new WebhooksServer({ logger: { info: (m) => info.push(m), warn: (m) => warn.push(m), error: () => undefined } });
    s.addWebhook('/plain', () => 'ok');
    try {
      const { url } = await s.run({ port: 0, host: '127.0.0.1' });
      expect(info[0]).not.toMatch(/Go to/);
      expect(warn).toEqual(['Webhook deliveries of this service carry no secret: your webhook endpoints are open to everyone.']);
      expect((await fetch(`${url}/webhooks/plain`, { method: 'POST', body: '{}' })).status).toBe(200);
      const page = await (await fetch(`${url}/`)).text();
      expect(page).toContain('data-secret="none"');
    } finally {
      await s.close();
    }
  });
});
