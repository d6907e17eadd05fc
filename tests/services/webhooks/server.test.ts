// WebhooksServer over a real socket on a random loopback port: a valid delivery reaches its
// handler typed and intact; every bad input gets its status and JSON error without reaching the
// handler; failures of a handler leave the server serving; 200 concurrent deliveries arrive
// exactly once; close() drains in-flight deliveries.
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { ConfigurationError } from 'specforge';
import { WebhookRegistrationError, WebhooksServer, type WebhookPayload } from 'specforge/webhooks/server';
import { examplePayload, recordingLogger, startWebhooksServer } from '../../helpers/webhook-payload.js';

const SECRET = 'hunter2-webhook-secret';
let calls: Array<{ route: string; payload: WebhookPayload; headers: Record<string, unknown> }> = [];
let srv: Awaited<ReturnType<typeof startWebhooksServer>>;

beforeAll(async () => {
  srv = await startWebhooksServer({ webhookSecret: SECRET, maxBodyBytes: 64 * 1024 }, (server) => {
    server.addWebhook(async function say_hello(payload, delivery) {
      calls.push({ route: delivery.route, payload, headers: delivery.headers });
      return { received: payload.event.action, repoType: payload.repo.type };
    });
    server.addWebhook('/boom/', () => {
      throw new Error('handler exploded');
    });
    server.addWebhook('rejects', async () => Promise.reject(new Error('handler rejected')));
    server.addWebhook('/nothing', () => undefined);
  });
});
afterAll(() => srv.close());
afterEach(() => {
  calls = [];
});

function post(path: string, body: string | object, headers: Record<string, string> = { 'x-webhook-secret': SECRET }) {
  return fetch(`${srv.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function answer(res: Response) {
  return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as Record<string, unknown> };
}

test('a valid delivery reaches the handler with the parsed payload; unknown fields are kept; the return value is the answer', async () => {
  const payload = { ...examplePayload(), futureField: { kept: true } };
  const res = await answer(await post('/webhooks/say_hello', payload));
  expect(res).toEqual({ status: 200, type: 'application/json; charset=utf-8', body: { received: 'update', repoType: 'dataset' } });
  expect(calls).toHaveLength(1);
  expect(calls[0]!.route).toBe('/webhooks/say_hello');
  expect(calls[0]!.payload).toEqual(payload);
  expect(calls[0]!.headers['x-webhook-secret']).toBeUndefined();
  expect(calls[0]!.headers['content-type']).toBe('application/json');
});

test('a handler returning nothing answers 200 with null', async () => {
  expect(await answer(await post('/webhooks/nothing', examplePayload()))).toMatchObject({ status: 200, body: null });
});

describe('bad input gets its status and a JSON error, and never reaches the handler', () => {
  const big = JSON.stringify({ ...examplePayload(), padding: 'x'.repeat(70 * 1024) });
  const cases: Array<[string, () => Promise<Response>, number, RegExp]> = [
    ['missing secret', () => post('/webhooks/say_hello', examplePayload(), {}), 401, /^x-webhook-secret header not set\.$/],
    ['wrong secret', () => post('/webhooks/say_hello', examplePayload(), { 'x-webhook-secret': 'nope' }), 403, /^Invalid webhook secret\.$/],
    [
      'secret of another length, same prefix',
      () => post('/webhooks/say_hello', examplePayload(), { 'x-webhook-secret': `${SECRET}x` }),
      403,
      /Invalid webhook secret/,
    ],
    [
      'wrong secret with an unparseable body: the secret is checked first',
      () => post('/webhooks/say_hello', '{"event": ', { 'x-webhook-secret': 'nope' }),
      403,
      /Invalid webhook secret/,
    ],
    ['missing secret with an oversized body', () => post('/webhooks/say_hello', big, {}), 401, /header not set/],
    ['body over the size limit', () => post('/webhooks/say_hello', big), 413, /too large: the limit is 65536 bytes/],
    ['invalid JSON', () => post('/webhooks/say_hello', '{"event": '), 400, /^Invalid JSON body: /],
    [
      'schema violation',
      () => post('/webhooks/say_hello', { ...examplePayload(), repo: { ...examplePayload().repo, private: 'yes' } }),
      422,
      /"repo\.private" must be a boolean/,
    ],
    ['missing required field', () => post('/webhooks/say_hello', { ...examplePayload(), event: undefined }), 422, /"event" is required/],
    [
      'wrong method',
      () => fetch(`${srv.url}/webhooks/say_hello`, { headers: { 'x-webhook-secret': SECRET } }),
      405,
      /Method GET is not allowed on \/webhooks\/say_hello; use POST/,
    ],
    ['unknown route', () => post('/webhooks/say_goodbye', examplePayload()), 404, /No webhook at \/webhooks\/say_goodbye/],
  ];
  test.each(cases)('%s', async (_name, send, status, message) => {
    const res = await answer(await send());
    expect(res.status).toBe(status);
    expect(res.type).toBe('application/json; charset=utf-8');
    expect(String(res.body.error)).toMatch(message);
    expect(JSON.stringify(res.body)).not.toContain(SECRET);
    expect(calls).toEqual([]);
  });

  test('a schema violation names the field in the issues', async () => {
    const res = await answer(await post('/webhooks/say_hello', { ...examplePayload(), webhook: { id: 'w', version: 2 } }));
    expect(res.body.issues).toEqual([{ parameter: 'webhook.version', expected: 'must be 3', received: 2 }]);
  });

  test('405 says which method is allowed', async () => {
    const res = await fetch(`${srv.url}/webhooks/say_hello`, { method: 'PUT', body: '{}' });
    expect([res.status, res.headers.get('allow')]).toEqual([405, 'POST']);
  });

  test('a chunked body over the limit (no content-length) is cut off with 413', async () => {
    const chunks = [new TextEncoder().encode(big.slice(0, 40_000)), new TextEncoder().encode(big.slice(40_000))];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const res = await fetch(`${srv.url}/webhooks/say_hello`, {
      method: 'POST',
      headers: { 'x-webhook-secret': SECRET },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(calls).toEqual([]);
  });
});

test('a handler that throws or rejects gets 500 and the server keeps serving', async () => {
  const thrown = await answer(await post('/webhooks/boom', examplePayload()));
  expect(thrown).toMatchObject({ status: 500, body: { error: 'The webhook handler failed.' } });
  const rejected = await answer(await post('/webhooks/rejects', examplePayload()));
  expect(rejected.status).toBe(500);
  expect(srv.log.error.map(([m, e]) => [m, (e as Error).message])).toEqual([
    ['Webhook handler of POST /webhooks/boom failed', 'handler exploded'],
    ['Webhook handler of POST /webhooks/rejects failed', 'handler rejected'],
  ]);
  const next = await answer(await post('/webhooks/say_hello', examplePayload()));
  expect(next.status).toBe(200);
  expect(calls).toHaveLength(1);
});

test('200 concurrent deliveries are each delivered exactly once', async () => {
  const n = 200;
  const responses = await Promise.all(
    Array.from({ length: n }, (_, i) => post('/webhooks/say_hello', { ...examplePayload(), webhook: { id: `delivery-${i}`, version: 3 } })),
  );
  expect(responses.map((r) => r.status)).toEqual(Array(n).fill(200));
  const ids = calls.map((c) => c.payload.webhook.id).sort();
  expect(ids).toHaveLength(n);
  expect(new Set(ids).size).toBe(n);
  expect(ids).toEqual(Array.from({ length: n }, (_, i) => `delivery-${i}`).sort());
});

describe('registration', () => {
  test('routes: function name without a path, slashes stripped from a path', () => {
    expect(srv.server.routes).toEqual(['/webhooks/say_hello', '/webhooks/boom', '/webhooks/rejects', '/webhooks/nothing']);
    const s = new WebhooksServer({ logger: recordingLogger().logger });
    s.addWebhook('//nested/path//', () => 1);
    expect(s.routes).toEqual(['/webhooks/nested/path']);
  });

  test('registering a route twice throws at registration', () => {
    const s = new WebhooksServer();
    s.addWebhook(function say_hello() {});
    expect(() => s.addWebhook('/say_hello/', () => 1)).toThrow(new WebhookRegistrationError('POST /webhooks/say_hello is already registered'));
  });

  test('unusable names and handlers are rejected with a reason', () => {
    const s = new WebhooksServer();
    expect(() => s.addWebhook(() => 1)).toThrow(/anonymous handler needs an explicit path/);
    expect(() => s.addWebhook('///', () => 1)).toThrow(/is empty once its slashes are stripped/);
    expect(() => s.addWebhook('/a b', () => 1)).toThrow(/has the segment "a b"/);
    expect(() => s.addWebhook('/x', undefined as never)).toThrow(/needs a handler function for "\/x", got undefined/);
    expect(() => new WebhooksServer({ maxBodyBytes: 0 })).toThrow(new ConfigurationError('maxBodyBytes', 'a positive integer', 0));
    expect(() => new WebhooksServer({ bodyTimeoutMs: 1.5 })).toThrow(/^bodyTimeoutMs: expected a positive integer, got 1.5$/);
    expect(() => new WebhooksServer({ drainTimeoutMs: -1 })).toThrow(/^drainTimeoutMs: /);
    expect(() => new WebhooksServer({ headersTimeoutMs: Number.NaN })).toThrow(/^headersTimeoutMs: /);
    expect(() => new WebhooksServer({ keepAliveTimeoutMs: 0 })).toThrow(/^keepAliveTimeoutMs: expected a positive integer, got 0$/);
    expect(() => new WebhooksServer({ maxJsonDepth: 0 })).toThrow(/^maxJsonDepth: /);
    expect(() => new WebhooksServer({ publicUrl: 'my-app.example' })).toThrow(/^publicUrl: expected an absolute http\(s\) URL/);
  });
});

describe('startup and secret configuration', () => {
  const saved = { secret: process.env.WEBHOOK_SECRET, space: process.env.SPACE_HOST };
  afterEach(() => {
    for (const [name, value] of [
      ['WEBHOOK_SECRET', saved.secret],
      ['SPACE_HOST', saved.space],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  test('startup prints every route as POST <url>, where to set the webhooks up, and no warning when a secret is set; never the secret', () => {
    expect(srv.log.info).toHaveLength(1);
    const lines = srv.log.info[0]!.split('\n');
    expect(lines[0]).toBe('Webhooks are correctly setup and ready to use:');
    for (const route of srv.server.routes) expect(lines).toContain(`  - POST ${srv.url}${route}`);
    expect(lines.slice(-2)).toEqual(['Go to https://huggingface.co/settings/webhooks to setup your webhooks.', `Open ${srv.url}/ for instructions.`]);
    expect(srv.log.warn).toEqual([]);
    expect(JSON.stringify([srv.log.info, srv.log.error.map(([m]) => m)])).not.toContain(SECRET);
  });

  test('without a secret: a warning at startup and open endpoints', async () => {
    delete process.env.WEBHOOK_SECRET;
    let got: unknown;
    const open = await startWebhooksServer({}, (s) => s.addWebhook('/open', (p) => (got = p)));
    try {
      expect(open.log.warn).toHaveLength(1);
      expect(open.log.warn[0]).toMatch(/secret is not defined: your webhook endpoints are open to everyone.*WEBHOOK_SECRET/);
      const res = await fetch(`${open.url}/webhooks/open`, { method: 'POST', body: JSON.stringify(examplePayload()) });
      expect(res.status).toBe(200);
      expect(got).toEqual(examplePayload());
    } finally {
      await open.close();
    }
  });

  test('the secret falls back to WEBHOOK_SECRET', async () => {
    process.env.WEBHOOK_SECRET = 'from-the-environment';
    const env = await startWebhooksServer({}, (s) => s.addWebhook('/env', () => 'ok'));
    try {
      expect(env.server.secretConfigured).toBe(true);
      expect(env.log.warn).toEqual([]);
      const send = (secret?: string) =>
        fetch(`${env.url}/webhooks/env`, { method: 'POST', headers: secret ? { 'x-webhook-secret': secret } : {}, body: JSON.stringify(examplePayload()) });
      expect([(await send()).status, (await send('wrong')).status, (await send('from-the-environment')).status]).toEqual([401, 403, 200]);
    } finally {
      await env.close();
    }
  });

  test('on a Space, SPACE_HOST gives the printed public address (https), also on the landing page', async () => {
    process.env.SPACE_HOST = 'alice-hooks.hf.space';
    const space = await startWebhooksServer({ webhookSecret: SECRET }, (s) => s.addWebhook('/on_space', () => 'ok'));
    try {
      expect(space.publicUrl).toBe('https://alice-hooks.hf.space');
      expect(space.log.info[0]!.split('\n')).toEqual([
        'Webhooks are correctly setup and ready to use:',
        '  - POST https://alice-hooks.hf.space/webhooks/on_space',
        'Go to https://huggingface.co/settings/webhooks to setup your webhooks.',
        'Open https://alice-hooks.hf.space/ for instructions.',
      ]);
      const page = await (await fetch(`${space.url}/`)).text();
      expect(page).toContain('POST https://alice-hooks.hf.space/webhooks/on_space');
    } finally {
      await space.close();
    }
  });

  test('publicUrl wins over SPACE_HOST; a SPACE_HOST that is not a host name is a configuration error', () => {
    process.env.SPACE_HOST = 'alice-hooks.hf.space';
    expect(new WebhooksServer({ publicUrl: 'https://tunnel.example/' }).routes).toEqual([]);
    process.env.SPACE_HOST = 'evil.example/path?x';
    expect(() => new WebhooksServer({ webhookSecret: SECRET })).toThrow(/^SPACE_HOST: expected a host name such as alice-my-space\.hf\.space/);
  });

  test('run() starts once: a second call returns the same server', async () => {
    const s = new WebhooksServer({ logger: recordingLogger().logger });
    const first = s.run({ port: 0, host: '127.0.0.1' });
    const second = s.run({ port: 0, host: '127.0.0.1' });
    expect(second).toBe(first);
    expect(s.started).toBe(true);
    expect((await first).url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await s.close();
  });
});

test('the default body limit is 1 MiB', async () => {
  const sized = await startWebhooksServer({}, (s) => s.addWebhook('/sized', () => 'ok'));
  try {
    const base = JSON.stringify({ ...examplePayload(), padding: '' });
    const withSize = (bytes: number) => JSON.stringify({ ...examplePayload(), padding: 'x'.repeat(bytes - base.length) });
    const send = (body: string) => fetch(`${sized.url}/webhooks/sized`, { method: 'POST', body });
    expect((await send(withSize(1024 * 1024))).status).toBe(200);
    expect((await send(withSize(1024 * 1024 + 1))).status).toBe(413);
  } finally {
    await sized.close();
  }
});

test('close() waits for in-flight deliveries, answers them, then refuses new connections', async () => {
  let release!: () => void;
  let entered!: () => void;
  const inHandler = new Promise<void>((r) => (entered = r));
  const slow = await startWebhooksServer({}, (s) =>
    s.addWebhook('/slow', async () => {
      entered();
      await new Promise<void>((r) => (release = r));
      return { done: true };
    }),
  );
  const pending = fetch(`${slow.url}/webhooks/slow`, { method: 'POST', body: JSON.stringify(examplePayload()) });
  await inHandler;
  let closed = false;
  const closing = slow.close().then(() => (closed = true));
  await new Promise((r) => setTimeout(r, 50));
  expect(closed).toBe(false);
  release();
  const res = await pending;
  expect([res.status, await res.json()]).toEqual([200, { done: true }]);
  await closing;
  expect(closed).toBe(true);
  await expect(fetch(`${slow.url}/webhooks/slow`, { method: 'POST', body: '{}' })).rejects.toThrow();
});
