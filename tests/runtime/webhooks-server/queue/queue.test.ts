// The Redis mode of WebhooksServer (the `queue` option) against a real redis-server started for
// this file: a verified delivery is stored (with its deduplication record) before it is answered;
// a duplicate id within the horizon is answered 2xx and handled once, across two servers; the
// handlers run in workers with their attempt number; a failing handler is retried, then
// dead-lettered with its last error, listed, shown and replayed; Redis away means 503 with
// Retry-After, never a 2xx; what is stored carries no secret or signature; the counts are served
// in Prometheus' text format; the seed's server takes a queue too.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { ConfigurationError } from 'specforge';
import { WebhooksServer, type WebhooksServerDescription } from 'specforge/runtime/webhooks-server';
import { WebhooksServer as HubServer, type WebhookPayload } from 'specforge/webhooks/server';
import { startRedis, type TestRedis } from '../../../helpers/redis-server.js';
import { examplePayload, recordingLogger } from '../../../helpers/webhook-payload.js';

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis.dispose());

const SECRET = 'queue-test-secret';
const described: WebhooksServerDescription = { secretHeader: 'X-Hook-Secret', event: { header: 'X-Event' }, deliveryId: { header: 'X-Delivery' } };

type Seen = { event: string | undefined; id: unknown; attempt: number; payload: unknown; headers: Record<string, unknown> };

let queueNo = 0;
/** A server of `described` with a queue of its own name; `workers` 0: receiving only. */
async function start(options: { workers?: number; name?: string; handler?: (payload: unknown, seen: Seen) => unknown; queue?: object } = {}) {
  const seen: Seen[] = [];
  const log = recordingLogger();
  const name = options.name ?? `q${++queueNo}`;
  const server = new WebhooksServer<unknown>(
    {
      webhookSecret: SECRET,
      logger: log.logger,
      queue: {
        redis: redis.url,
        name,
        workers: options.workers ?? 2,
        backoffMs: 20,
        maxAttempts: 3,
        visibilityTimeoutMs: 1000,
        metricsPath: '/metrics',
        ...options.queue,
      },
    },
    described,
  );
  server.onAny((payload, delivery) => {
    const entry = {
      event: delivery.event,
      id: delivery.headers['x-delivery'],
      attempt: delivery.attempt,
      payload,
      headers: delivery.headers as Record<string, unknown>,
    };
    seen.push(entry);
    return options.handler?.(payload, entry);
  });
  const running = await server.run({ port: 0, host: '127.0.0.1' });
  const post = async (body: unknown, id: string | undefined, extra: Record<string, string> = {}) => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-hook-secret': SECRET,
      'x-event': 'push',
      authorization: 'Bearer not-kept',
      ...extra,
    };
    if (id !== undefined) headers['x-delivery'] = id;
    const res = await fetch(`${running.localUrl}/webhooks`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as unknown };
  };
  return { server, seen, post, url: running.localUrl, log, name };
}

async function until(check: () => boolean, what: string, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('a delivery is answered once stored, and handled by a worker with attempt 1; its stored form has no secret and no credential', async () => {
  const srv = await start();
  try {
    expect(await srv.post({ n: 1 }, 'd-1')).toEqual({ status: 200, retryAfter: null, body: { queued: true } });
    await until(() => srv.seen.length === 1, 'the handler');
    expect(srv.seen[0]).toMatchObject({ event: 'push', id: 'd-1', attempt: 1, payload: { n: 1 } });
    expect(srv.seen[0]!.headers['x-hook-secret']).toBeUndefined();
    expect(srv.seen[0]!.headers.authorization).toBeUndefined();
    // What Redis holds: every key of the queue, scanned for the secret.
    const { Redis } = await import('ioredis');
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys(`specforge:${srv.name}:*`);
      let dump = '';
      for (const key of keys) {
        const type = await client.type(key);
        if (type === 'hash') dump += JSON.stringify(await client.hgetall(key));
        else if (type === 'string') dump += await client.get(key);
      }
      expect(dump).toContain('\\"payload\\":{\\"n\\":1}');
      expect(dump).not.toContain(SECRET);
      expect(dump).not.toContain('not-kept');
    } finally {
      client.disconnect();
    }
  } finally {
    await srv.server.close();
  }
});

test('a delivery sent again, to the same server or another one of the queue, is answered 2xx and handled once', async () => {
  const a = await start({ name: 'shared', workers: 2 });
  const b = await start({ name: 'shared', workers: 0 });
  try {
    const answers = [await a.post({ n: 2 }, 'dup-1'), await b.post({ n: 2 }, 'dup-1'), await a.post({ n: 2 }, 'dup-1')];
    expect(answers.map((x) => x.status)).toEqual([200, 200, 200]);
    expect(answers.map((x) => x.body)).toEqual([{ queued: true }, { duplicate: true }, { duplicate: true }]);
    // 20 deliveries, each sent to both servers at once: each stored once.
    const ids = Array.from({ length: 20 }, (_, i) => `race-${i}`);
    const raced = await Promise.all(ids.flatMap((id) => [a.post({ id }, id), b.post({ id }, id)]));
    expect(raced.every((x) => x.status === 200)).toBe(true);
    expect(raced.filter((x) => (x.body as { queued?: boolean }).queued === true)).toHaveLength(20);
    await until(() => a.seen.length === 21, 'every delivery handled');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(a.seen).toHaveLength(21);
    expect(new Set(a.seen.map((s) => s.id)).size).toBe(21);
    // A delivery without an id is not deduplicated: each is stored.
    expect((await a.post({ n: 3 }, undefined)).body).toEqual({ queued: true });
    expect((await a.post({ n: 3 }, undefined)).body).toEqual({ queued: true });
    await until(() => a.seen.length === 23, 'the deliveries without an id');
  } finally {
    await Promise.all([a.server.close(), b.server.close()]);
  }
});

test('a failing handler is retried with its attempt number, then dead-lettered with its last error: listed, shown, replayed', async () => {
  let failing = true;
  const srv = await start({
    handler: (_payload, seen) => {
      if (failing) throw new Error(`handler failed on attempt ${seen.attempt}`);
    },
  });
  try {
    expect((await srv.post({ n: 4 }, 'dead-1')).status).toBe(200);
    await until(() => srv.seen.length === 3, 'three attempts');
    expect(srv.seen.map((s) => s.attempt)).toEqual([1, 2, 3]);
    let letters = await srv.server.deadLetters.list();
    for (let i = 0; i < 100 && letters.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      letters = await srv.server.deadLetters.list();
    }
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ route: '/webhooks', event: 'push', deliveryId: 'dead-1', attempts: 3, error: 'handler failed on attempt 3' });
    const detail = await srv.server.deadLetters.show(letters[0]!.id);
    expect(detail).toMatchObject({ payload: { n: 4 }, deliveryId: 'dead-1' });
    expect(detail!.headers['x-hook-secret']).toBeUndefined();
    expect(await srv.server.deadLetters.show('no-such-job')).toBeUndefined();
    failing = false;
    expect(await srv.server.deadLetters.replay(letters[0]!.id)).toBe(true);
    await until(() => srv.seen.length === 4, 'the replayed delivery');
    expect(srv.seen[3]!.attempt).toBe(1);
    let left = await srv.server.deadLetters.count();
    for (let i = 0; i < 100 && left > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      left = await srv.server.deadLetters.count();
    }
    expect(left).toBe(0);
    const metrics = await (await fetch(`${srv.url}/metrics`)).text();
    // Received: stored once, and once more when replayed (a replayed dead letter counts again).
    expect(metrics).toContain(`specforge_webhooks_received_total{queue="${srv.name}"} 2`);
    expect(metrics).toContain(`specforge_webhooks_duplicates_total{queue="${srv.name}"} 0`);
    expect(metrics).toContain(`specforge_webhooks_retried_total{queue="${srv.name}"} 2`);
    expect(metrics).toContain(`specforge_webhooks_dead_total{queue="${srv.name}"} 1`);
    expect(metrics).toMatch(new RegExp(`specforge_webhooks_handled_total\\{queue="${srv.name}"\\} 1`));
    expect(metrics).toContain('# TYPE specforge_webhooks_queue_depth gauge');
    expect(metrics).toMatch(/specforge_webhooks_oldest_waiting_seconds\{queue="q\d+"\} 0\.000/);
  } finally {
    await srv.server.close();
  }
});

test('while Redis is away a delivery gets 503 with Retry-After, never a 2xx; once it is back the retry is stored and handled', async () => {
  const srv = await start({ queue: { writeTimeoutMs: 500 } });
  try {
    expect((await srv.post({ n: 5 }, 'before')).status).toBe(200);
    await until(() => srv.seen.length === 1, 'the first delivery');
    await redis.stop();
    const away = await srv.post({ n: 6 }, 'while-away');
    expect(away).toMatchObject({ status: 503, retryAfter: '5' });
    expect(srv.log.error.some(([m]) => m.includes('could not be stored'))).toBe(true);
    await redis.start();
    let status = 0;
    for (let i = 0; i < 100 && status !== 200; i++) {
      status = (await srv.post({ n: 6 }, 'while-away')).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    await until(() => srv.seen.some((s) => s.id === 'while-away'), 'the retried delivery');
  } finally {
    await srv.server.close();
  }
}, 60_000);

test('the seed server (Hugging Face Hub) takes a queue: its deliveries carry no id, so each is stored and handled', async () => {
  const seen: Array<{ payload: WebhookPayload; attempt: number }> = [];
  const server = new HubServer({ webhookSecret: SECRET, logger: recordingLogger().logger, queue: { redis: redis.url, name: 'hub', workers: 1 } });
  server.addWebhook('say_hello', (payload, delivery) => {
    seen.push({ payload, attempt: delivery.attempt });
  });
  const running = await server.run({ port: 0, host: '127.0.0.1' });
  try {
    const res = await fetch(`${running.localUrl}/webhooks/say_hello`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-webhook-secret': SECRET },
      body: JSON.stringify(examplePayload()),
    });
    expect([res.status, await res.json()]).toEqual([200, { queued: true }]);
    // The Hub's schema is still checked before anything is stored (strict: 422).
    const bad = await fetch(`${running.localUrl}/webhooks/say_hello`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-webhook-secret': SECRET },
      body: JSON.stringify({ event: 'not an object' }),
    });
    expect(bad.status).toBe(422);
    await until(() => seen.length === 1, 'the Hub delivery');
    expect(seen[0]).toEqual({ payload: examplePayload(), attempt: 1 });
  } finally {
    await server.close();
  }
});

describe('Standard Webhooks deliveries are deduplicated by webhook-id, with no description of it', () => {
  test('the same signed delivery twice: one handling', async () => {
    const secret = `whsec_${randomBytes(24).toString('base64')}`;
    const seen: unknown[] = [];
    const server = new WebhooksServer<unknown>(
      { webhookSecret: secret, logger: recordingLogger().logger, queue: { redis: redis.url, name: 'standard', workers: 1 } },
      { signature: { scheme: 'standard-webhooks' } },
    );
    server.addWebhook('events', (payload, delivery) => {
      expect(delivery.headers['webhook-signature']).toBeUndefined();
      seen.push(payload);
    });
    const running = await server.run({ port: 0, host: '127.0.0.1' });
    try {
      const body = JSON.stringify({ type: 'x' });
      const at = new Date();
      const headers = {
        'content-type': 'application/json',
        'webhook-id': 'msg_1',
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': new Webhook(secret).sign('msg_1', at, body),
      };
      const first = await fetch(`${running.localUrl}/webhooks/events`, { method: 'POST', headers, body });
      expect(await first.json()).toEqual({ queued: true });
      // A second server of the same queue (another instance: its replay window has not seen the id).
      const other = new WebhooksServer<unknown>(
        { webhookSecret: secret, logger: recordingLogger().logger, queue: { redis: redis.url, name: 'standard', workers: 0 } },
        { signature: { scheme: 'standard-webhooks' } },
      );
      other.addWebhook('events', () => undefined);
      const otherRunning = await other.run({ port: 0, host: '127.0.0.1' });
      const again = await fetch(`${otherRunning.localUrl}/webhooks/events`, { method: 'POST', headers, body });
      expect([again.status, await again.json()]).toEqual([200, { duplicate: true }]);
      await other.close();
      await until(() => seen.length === 1, 'the delivery');
    } finally {
      await server.close();
    }
  });
});

test('an unusable queue option is a ConfigurationError naming it; the URL is never shown', () => {
  expect(() => new WebhooksServer({ queue: { redis: 'http://user:pw@host' } })).toThrow(ConfigurationError);
  expect(() => new WebhooksServer({ queue: { redis: 'http://user:pw@host' } })).toThrow(/queue\.redis: expected a redis:\/\/ .*\[hidden\]/);
  expect(() => new WebhooksServer({ queue: { redis: 'http://user:pw@host' } })).not.toThrow(/pw/);
  expect(() => new WebhooksServer({ queue: { redis: redis.url, maxAttempts: 0 } })).toThrow(/queue\.maxAttempts: expected a whole number of at least 1, got 0/);
  expect(() => new WebhooksServer({ queue: { redis: redis.url, metricsPath: 'metrics' } })).toThrow(/queue\.metricsPath/);
  expect(() => new WebhooksServer().deadLetters).toThrow(/a queue \(the queue option\) for deadLetters/);
});

test('specforge webhooks dead-letters list|show|replay and metrics work on the queue without a server; bad use is exit 2 with the usage', async () => {
  const { main } = await import('../../../../codegen/cli/main.js');
  let failing = true;
  const srv = await start({
    name: 'cli',
    queue: { maxAttempts: 1 },
    handler: () => {
      if (failing) throw new Error('cannot reach the database');
    },
  });
  const run = async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(['webhooks', ...args], { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  try {
    expect((await srv.post({ n: 7 }, 'cli-1')).status).toBe(200);
    await until(() => srv.seen.length === 1, 'the failing run');
    let listed = await run('dead-letters', 'list', '--redis', redis.url, '--queue', 'cli', '--json');
    for (let i = 0; i < 100 && listed.out === '[]'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      listed = await run('dead-letters', 'list', '--redis', redis.url, '--queue', 'cli', '--json');
    }
    expect(listed.code).toBe(0);
    const [letter] = JSON.parse(listed.out) as Array<{ id: string; error: string; deliveryId: string }>;
    expect(letter).toMatchObject({ error: 'cannot reach the database', deliveryId: 'cli-1' });
    const text = await run('dead-letters', 'list', '--redis', redis.url, '--queue', 'cli');
    expect(text.out).toMatch(new RegExp(`^${letter!.id} .* POST /webhooks push {2}id=cli-1 {2}attempts=1 {2}cannot reach the database$`));
    const shown = await run('dead-letters', 'show', letter!.id, '--redis', redis.url, '--queue', 'cli');
    expect(JSON.parse(shown.out)).toMatchObject({ payload: { n: 7 }, headers: { 'x-delivery': 'cli-1' } });
    expect(shown.out).not.toContain(SECRET);
    expect(await run('dead-letters', 'show', 'nope', '--redis', redis.url, '--queue', 'cli')).toMatchObject({
      code: 1,
      err: expect.stringContaining('no dead letter "nope" in queue cli'),
    });
    failing = false;
    expect((await run('dead-letters', 'replay', letter!.id, '--redis', redis.url, '--queue', 'cli')).code).toBe(0);
    await until(() => srv.seen.length === 2, 'the replayed run');
    const metrics = await run('metrics', '--redis', redis.url, '--queue', 'cli');
    expect(metrics.code).toBe(0);
    expect(metrics.out).toContain('specforge_webhooks_handled_total{queue="cli"} 1');
    expect(metrics.out).toContain('specforge_webhooks_dead_total{queue="cli"} 1');
    expect(await run('dead-letters', 'burn', '--redis', redis.url)).toMatchObject({ code: 2, err: expect.stringContaining('usage: specforge webhooks') });
    const noRedis = { ...process.env };
    delete process.env.REDIS_URL;
    expect(await run('dead-letters', 'list')).toMatchObject({ code: 2, err: expect.stringContaining('no Redis: pass --redis URL or set REDIS_URL') });
    process.env = noRedis;
  } finally {
    await srv.server.close();
  }
});

test("where a delivery's id is read: the description's header or field, else the signature scheme's (Stripe: the event's id); never a long or empty value", async () => {
  const { deliveryIdLocation, deliveryIdOf, storedHeaders } = await import('../../../../runtime/webhooks-server/durable/stored.js');
  expect(deliveryIdLocation(undefined, { scheme: 'stripe' })).toEqual({ field: 'id' });
  expect(deliveryIdLocation(undefined, { scheme: 'standard-webhooks' })).toEqual({ header: 'webhook-id' });
  expect(deliveryIdLocation(undefined, { scheme: 'hmac-sha256', header: 'X-Hub-Signature-256' })).toBeUndefined();
  expect(deliveryIdLocation({ header: 'X-GitHub-Delivery' }, { scheme: 'hmac-sha256', header: 'X-Hub-Signature-256' })).toEqual({
    header: 'X-GitHub-Delivery',
  });
  expect(deliveryIdOf({ field: 'id' }, {}, { id: 'evt_1', type: 'charge.succeeded' })).toBe('evt_1');
  expect(deliveryIdOf({ header: 'X-GitHub-Delivery' }, { 'x-github-delivery': '72d3162e' }, {})).toBe('72d3162e');
  expect(deliveryIdOf({ field: 'id' }, {}, { id: 7 })).toBeUndefined();
  expect(deliveryIdOf({ field: 'id' }, {}, { id: '' })).toBeUndefined();
  expect(deliveryIdOf({ field: 'id' }, {}, { id: 'x'.repeat(201) })).toBeUndefined();
  expect(
    storedHeaders(
      {
        'x-hub-signature': 'sha1=x',
        'x-hub-signature-256': 'sha256=x',
        'stripe-signature': 't=1',
        authorization: 'Bearer x',
        cookie: 'a=b',
        'x-hook-secret': 's',
        'x-custom-token': 't',
        'x-github-event': 'push',
        'x-shared': 'kept',
      },
      new Set(['x-shared']),
    ),
  ).toEqual({ 'x-github-event': 'push' });
});
