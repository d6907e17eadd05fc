// Oversized and deep input: bodies over the limit get 413 that every sender reads (no reset),
// deeply nested JSON gets 400 before it is parsed, a rejected payload's 422 never repeats the
// sender's input at length, prototype keys are plain data, and none of it logs a stack.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { request as httpRequest } from 'node:http';
import { examplePayload } from '../../../helpers/webhook-payload.js';
import { bodiesOf } from './raw-client.js';
import { expectNoSecret, request, SECRET, startAdversarialServer, type AdversarialServer } from './harness.js';

let srv: AdversarialServer;
let payloads: unknown[] = [];
beforeAll(async () => {
  srv = await startAdversarialServer({}, (server) => {
    server.addWebhook('/keep', (payload) => {
      payloads.push(payload);
      return { ok: true };
    });
  });
});
afterAll(async () => {
  await srv.close();
});
beforeEach(() => {
  payloads = [];
  srv.received.length = 0;
});

const send = (path: string, body: string, headers: Record<string, string> = {}) =>
  srv.fetch(path, { method: 'POST', headers: { 'x-webhook-secret': SECRET, 'content-type': 'application/json', ...headers }, body });

describe('bodies over the limit (1 MiB)', () => {
  /** POSTs `size` bytes with node:http, writing the whole body whatever the answer; resolves with the status read, or what went wrong. */
  function largeSender(size: number, chunked: boolean): Promise<string> {
    return new Promise((resolve) => {
      const headers: Record<string, string> = { 'x-webhook-secret': SECRET, 'content-type': 'application/json' };
      if (!chunked) headers['content-length'] = String(size);
      const req = httpRequest({ host: '127.0.0.1', port: srv.port, method: 'POST', path: '/webhooks/count', headers, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.statusCode)));
        res.on('error', (e) => resolve(`answer cut: ${e.message}`));
      });
      req.on('error', (e: NodeJS.ErrnoException) => resolve(`lost: ${e.code ?? e.message}`));
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent < size) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
  }

  test('52 large senders at once (2–14 MiB, with and without Content-Length) all read their 413', async () => {
    const sizes = Array.from({ length: 52 }, (_, i) => (2 + (i % 7) * 2) * 1024 * 1024);
    const results = await Promise.all(sizes.map((size, i) => largeSender(size, i % 2 === 1)));
    const tally: Record<string, number> = {};
    for (const r of results) tally[r] = (tally[r] ?? 0) + 1;
    expect(tally).toEqual({ 413: 52 });
    expect(srv.received).toEqual([]);
  });

  test('10 senders too busy writing to read for 300 ms still read their 413 (no reset)', async () => {
    const size = 16 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const exchanges = await Promise.all(
      Array.from({ length: 10 }, () =>
        srv.raw({
          send: [request('POST /webhooks/count HTTP/1.1', [`X-Webhook-Secret: ${SECRET}`, `Content-Length: ${size}`])],
          waitMs: 5000,
          onSocket: (socket) => {
            socket.pause();
            setTimeout(() => socket.resume(), 300);
            let sent = 0;
            const pump = () => {
              while (!socket.destroyed && sent < size) {
                sent += chunk.length;
                if (!socket.write(chunk)) return void socket.once('drain', pump);
              }
            };
            socket.on('error', () => undefined);
            pump();
          },
        }),
      ),
    );
    expect(exchanges.map((e) => e.statuses)).toEqual(Array(10).fill([413]));
  });

  test('20 fetch() senders of 2–8 MiB all read their 413', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${srv.url}/webhooks/count`, {
          method: 'POST',
          headers: { 'x-webhook-secret': SECRET },
          body: Buffer.alloc((2 + (i % 4) * 2) * 1024 * 1024, 0x20),
        }).then(
          (r) => r.status,
          (e: Error) => `lost: ${e.message}`,
        ),
      ),
    );
    expect(statuses).toEqual(Array(20).fill(413));
  });

  test('a Content-Length over the limit is answered 413 at once, before any body byte', async () => {
    const exchange = await srv.raw({ send: [request('POST /webhooks/count HTTP/1.1', [`X-Webhook-Secret: ${SECRET}`, `Content-Length: ${10 * 1024 ** 3}`])] });
    expect(exchange.statuses).toEqual([413]);
    expect(bodiesOf(exchange.text)).toEqual([{ error: 'Payload too large: the limit is 1048576 bytes.' }]);
    expect(exchange.closed).toBe(true);
  });

  test('exactly 1 MiB is accepted', async () => {
    const base = JSON.stringify({ ...examplePayload(), padding: '' });
    const body = JSON.stringify({ ...examplePayload(), padding: 'x'.repeat(1024 * 1024 - base.length) });
    expect(Buffer.byteLength(body)).toBe(1024 * 1024);
    expect((await send('/webhooks/count', body)).status).toBe(200);
  });
});

describe('nesting', () => {
  const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;
  const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  /** The example payload with `value` (raw JSON text) spliced in at `field` of `repo` or at the top. */
  const withRaw = (where: 'top' | 'repo.type', value: string) => {
    const text = JSON.stringify(examplePayload());
    return where === 'top' ? `{"deep":${value},${text.slice(1)}` : text.replace('"type":"dataset"', `"type":${value}`);
  };

  test.each([
    ['100,000 nested arrays in an unknown field', withRaw('top', nested(100_000))],
    ['100,000 nested objects in an unknown field', withRaw('top', nestedObject(100_000))],
    ['100,000 nested arrays in a checked field (used to overflow the 422 answer: 500 and a stack)', withRaw('repo.type', nested(100_000))],
    ['500,000 unclosed brackets', '['.repeat(500_000)],
    ['401 levels in all', withRaw('top', nested(400))],
  ])('%s: 400 naming the depth limit, no stack logged', async (_name, body) => {
    const res = await send('/webhooks/keep', body);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({ error: 'Invalid JSON body: nested deeper than 400 levels.' });
    expect(payloads).toEqual([]);
    expect(srv.log.error).toEqual([]);
  });

  test('400 levels in all is accepted and kept intact', async () => {
    const res = await send('/webhooks/keep', withRaw('top', nested(399)));
    expect(res.status).toBe(200);
    let depth = 0;
    for (let v = (payloads[0] as { deep: unknown }).deep; Array.isArray(v); v = v[0]) depth++;
    expect(depth).toBe(399);
  });

  test('a rejected value 300 levels deep gets a bounded 422', async () => {
    const res = await send('/webhooks/keep', withRaw('repo.type', nested(300)));
    expect(res.status).toBe(422);
    expect(res.text.length).toBeLessThan(1000);
    expect(JSON.parse(res.text).issues).toContainEqual({ parameter: 'repo.type', expected: 'must be a string', received: '(an array of 1 item)' });
  });
});

describe('a rejected payload is never repeated at length', () => {
  test('a 900 KB string where an object is expected: 422 with the value cut', async () => {
    const payload = { ...examplePayload(), repo: 'z'.repeat(900_000) };
    const res = await send('/webhooks/keep', JSON.stringify(payload));
    expect(res.status).toBe(422);
    expect(res.text.length).toBeLessThan(1000);
    const issue = JSON.parse(res.text).issues[0];
    expect(issue).toEqual({ parameter: 'repo', expected: 'must be an object', received: `${'z'.repeat(120)}…` });
  });

  test('an object of 50,000 keys where a string is expected: 422 describing it', async () => {
    const big = Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, i]));
    const res = await send('/webhooks/keep', JSON.stringify({ ...examplePayload(), event: { ...examplePayload().event, action: big } }));
    expect(res.status).toBe(422);
    expect(res.text.length).toBeLessThan(1000);
    expect(JSON.parse(res.text).issues[0].received).toBe('(an object with 50000 properties)');
  });

  test('a 20 KB unknown key is accepted and kept (unknown fields are the sender’s business)', async () => {
    const key = 'q'.repeat(20_000);
    const res = await send('/webhooks/keep', JSON.stringify({ ...examplePayload(), [key]: 1 }));
    expect(res.status).toBe(200);
    expect((payloads[0] as Record<string, unknown>)[key]).toBe(1);
  });

  test('a 404 never repeats a long path', async () => {
    const res = await srv.fetch(`/webhooks/${'p'.repeat(8000)}`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
    expect(res.text.length).toBeLessThan(600);
  });
});

describe('prototype keys are plain data', () => {
  test('__proto__, constructor and prototype keys at every level reach the handler as own data; nothing is polluted', async () => {
    const text = JSON.stringify(examplePayload())
      .replace('{', '{"__proto__":{"polluted":"top"},"constructor":{"prototype":{"polluted":"ctor"}},')
      .replace('"owner":{', '"owner":{"__proto__":{"polluted":"nested"},"prototype":{"polluted":"proto"},');
    const res = await send('/webhooks/keep', text);
    expect(res.status).toBe(200);
    const got = payloads[0] as Record<string, unknown> & { repo: { owner: Record<string, unknown> } };
    expect(Object.getPrototypeOf(got)).toBe(Object.prototype);
    expect(Object.getOwnPropertyNames(got)).toContain('__proto__');
    expect(Object.getOwnPropertyDescriptor(got, '__proto__')?.value).toEqual({ polluted: 'top' });
    expect(got.constructor).toEqual({ prototype: { polluted: 'ctor' } });
    expect(Object.getOwnPropertyDescriptor(got.repo.owner, '__proto__')?.value).toEqual({ polluted: 'nested' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('__proto__ and constructor headers do not disturb the server or the handler’s headers', async () => {
    const body = JSON.stringify(examplePayload());
    let headers: Record<string, unknown> | undefined;
    const s = await startAdversarialServer({}, (server) =>
      server.addWebhook('/headers', (_p, d) => {
        headers = { ...d.headers };
        return 'ok';
      }),
    );
    try {
      const exchange = await s.raw({
        send: [
          request(
            'POST /webhooks/headers HTTP/1.1',
            [
              `X-Webhook-Secret: ${SECRET}`,
              '__proto__: evil',
              'constructor: evil',
              'hasOwnProperty: evil',
              `Content-Length: ${body.length}`,
              'Connection: close',
            ],
            body,
          ),
        ],
      });
      expect(exchange.statuses).toEqual([200]);
      expect(Object.getPrototypeOf(headers)).toBe(Object.prototype);
      expect(headers!['x-webhook-secret']).toBeUndefined();
      expect(({} as Record<string, unknown>).evil).toBeUndefined();
    } finally {
      await s.close();
    }
  });
});

test('nothing logged, and the secret never said', () => {
  expect(srv.log.error).toEqual([]);
  expectNoSecret(srv.transcript());
});
