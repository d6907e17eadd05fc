// The secret, attacked from both sides. At construction: a secret no delivery could ever match
// (non-ASCII, surrounding whitespace, a trailing newline from a file, control characters, empty)
// is a ConfigurationError naming the option and the problem, never the secret. On the wire: every
// variant of a wrong or missing secret gets 401/403 and never reaches the handler; a refused
// sender is never invited to send its body (no `100 Continue`), and an endless body after a
// refusal is not read on: the connection closes. Nothing the server says contains the secret.
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { ConfigurationError } from 'specforge';
import { WebhooksServer } from 'specforge/webhooks/server';
import type { Socket } from 'node:net';
import { recordingLogger } from '../../../helpers/webhook-payload.js';
import { delivery, expectNoSecret, post, request, SECRET, secretForms, startAdversarialServer, type AdversarialServer } from './harness.js';

let srv: AdversarialServer;
beforeAll(async () => {
  srv = await startAdversarialServer();
});
afterAll(async () => {
  await srv.close();
});

describe('a secret that could never match is refused at construction, without printing it', () => {
  const saved = process.env.WEBHOOK_SECRET;
  afterEach(() => {
    if (saved === undefined) delete process.env.WEBHOOK_SECRET;
    else process.env.WEBHOOK_SECRET = saved;
  });

  const bad: Array<[string, string, RegExp]> = [
    ['non-ASCII character', 'sécret-value-42', /non-ASCII character \(the service accepts ASCII secrets only\)/],
    ['emoji', 'secret-🔑-value', /non-ASCII/],
    ['trailing newline (read from a file)', 'file-secret-value\n', /ends with a line break.*strip the trailing newline/],
    ['trailing CRLF', 'file-secret-value\r\n', /ends with a line break/],
    ['leading space', ' padded-secret-value', /surrounding whitespace \(header values arrive trimmed/],
    ['trailing space', 'padded-secret-value ', /surrounding whitespace/],
    ['leading tab', '\tpadded-secret-value', /surrounding whitespace/],
    ['control character inside', 'ctl-\u0001-secret-value', /control character/],
    ['newline inside', 'two\nlines-secret', /control character/],
  ];

  test.each(bad)('webhookSecret with a %s', (_kind, secret, problem) => {
    let error: unknown;
    try {
      new WebhooksServer({ webhookSecret: secret, logger: recordingLogger().logger });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigurationError);
    const e = error as ConfigurationError;
    expect(e.option).toBe('webhookSecret');
    expect(e.message).toMatch(/^webhookSecret: expected visible ASCII characters, without surrounding whitespace/);
    expect(e.message).toMatch(problem);
    for (const form of secretForms(secret.trim())) expect(e.message).not.toContain(form);
  });

  test.each(bad)('WEBHOOK_SECRET with a %s', (_kind, secret, problem) => {
    process.env.WEBHOOK_SECRET = secret;
    expect(() => new WebhooksServer({ logger: recordingLogger().logger })).toThrow(problem);
    expect(() => new WebhooksServer({ logger: recordingLogger().logger })).toThrow(/^WEBHOOK_SECRET: /);
  });

  test('an empty WEBHOOK_SECRET is a configuration error, never a silently open server', () => {
    process.env.WEBHOOK_SECRET = '';
    expect(() => new WebhooksServer({ logger: recordingLogger().logger })).toThrow(
      new ConfigurationError(
        'WEBHOOK_SECRET',
        'a non-empty secret (to run without a secret, unset the variable: the endpoints are then open to everyone)',
        'an empty value',
      ),
    );
  });

  test('an empty webhookSecret option too', () => {
    expect(() => new WebhooksServer({ webhookSecret: '' })).toThrow(
      /^webhookSecret: expected a non-empty secret \(to run without a secret, leave the option out/,
    );
  });

  test('visible ASCII with inner spaces is accepted, and a delivery carrying it is answered', async () => {
    const spaced = 'correct horse battery staple';
    process.env.WEBHOOK_SECRET = spaced;
    const s = await startAdversarialServer({ webhookSecret: undefined });
    try {
      expect((await s.raw({ send: [post('spaced', { secret: spaced, close: true })] })).statuses).toEqual([200]);
      expect(s.received).toEqual(['spaced']);
    } finally {
      await s.close();
    }
  });
});

describe('wrong and missing secrets on the wire', () => {
  const cases: Array<[string, string | null, number, string | undefined]> = [
    ['no header', null, 401, undefined],
    ['empty value', '', 403, undefined],
    ['another secret', 'not-the-secret', 403, undefined],
    ['upper-cased', SECRET.toUpperCase(), 403, undefined],
    ['a prefix of it', SECRET.slice(0, -1), 403, undefined],
    ['it followed by one more character', `${SECRET}x`, 403, undefined],
    ['it URL-encoded', encodeURIComponent(SECRET), 403, undefined],
    ['it base64-encoded', Buffer.from(SECRET).toString('base64'), 403, undefined],
    ['it with a non-ASCII byte appended', `${SECRET}\u00e9`, 403, undefined],
    ['a 4 KiB value', 'k'.repeat(4096), 403, undefined],
    ['only in the query string', null, 401, `/webhooks/count?secret=${encodeURIComponent(SECRET)}`],
  ];
  test.each(cases)('%s', async (_name, secret, status, path) => {
    const exchange = await srv.raw({ send: [post('refused', { secret, path, close: true })] });
    expect(exchange.statuses).toEqual([status]);
    expect(srv.received).toEqual([]);
  });

  test('each value is judged alone, whatever came before it: longer, far longer, then shorter values around the right one', async () => {
    // The server compares in a reused buffer: what a longer value left there must never count.
    const sequence: Array<[string, number]> = [
      [`${SECRET}x`, 403],
      [SECRET, 200],
      ['k'.repeat(100), 403],
      [SECRET, 200],
      [`${SECRET}xyz`, 403],
      [SECRET.slice(0, -1), 403],
      [SECRET.slice(0, 3), 403],
      [SECRET, 200],
    ];
    const statuses: number[] = [];
    for (const [i, [secret]] of sequence.entries()) {
      statuses.push(...(await srv.raw({ send: [post(`sequence-${i}`, { secret, close: true })] })).statuses);
    }
    expect(statuses).toEqual(sequence.map(([, status]) => status));
    expect(srv.received).toEqual(['sequence-1', 'sequence-3', 'sequence-7']);
    srv.received.length = 0;
  });

  test('the header twice, both times right, is refused (the values are joined)', async () => {
    const body = delivery('twice');
    const exchange = await srv.raw({
      send: [
        request(
          'POST /webhooks/count HTTP/1.1',
          [`X-Webhook-Secret: ${SECRET}`, `X-Webhook-Secret: ${SECRET}`, `Content-Length: ${body.length}`, 'Connection: close'],
          body,
        ),
      ],
    });
    expect(exchange.statuses).toEqual([403]);
    expect(srv.received).toEqual([]);
  });

  test('the right secret with any header-name case, or with whitespace around it (trimmed on arrival), is accepted', async () => {
    const body = delivery('cased');
    const exchange = await srv.raw({
      send: [request('POST /webhooks/count HTTP/1.1', [`x-WEBHOOK-secret: \t ${SECRET}  `, `Content-Length: ${body.length}`, 'Connection: close'], body)],
    });
    expect(exchange.statuses).toEqual([200]);
    expect(srv.received).toEqual(['cased']);
    srv.received.length = 0;
  });
});

describe('a refused sender is not invited to send, and not read on', () => {
  const expecting = (secret: string | null, length: number) =>
    request('POST /webhooks/count HTTP/1.1', [
      ...(secret === null ? [] : [`X-Webhook-Secret: ${secret}`]),
      'Expect: 100-continue',
      `Content-Length: ${length}`,
    ]);

  test('Expect: 100-continue with a wrong secret: 403 and never 100 Continue', async () => {
    const exchange = await srv.raw({ send: [expecting('wrong', 1000)], waitMs: 3000 });
    expect(exchange.statuses).toEqual([403]);
    expect(exchange.text).not.toContain('100 Continue');
    expect(exchange.closed).toBe(true);
  });

  test('Expect: 100-continue without a secret: 401 and never 100 Continue', async () => {
    const exchange = await srv.raw({ send: [expecting(null, 1000)], waitMs: 3000 });
    expect(exchange.statuses).toEqual([401]);
    expect(exchange.closed).toBe(true);
  });

  test('Expect: 100-continue with a body announced over the limit: 413 and never 100 Continue', async () => {
    const exchange = await srv.raw({ send: [expecting(SECRET, 2 * 1024 * 1024)], waitMs: 3000 });
    expect(exchange.statuses).toEqual([413]);
    expect(exchange.closed).toBe(true);
  });

  test('Expect: 100-continue with the right secret: 100 Continue, then the body, then 200', async () => {
    const body = delivery('expected');
    const exchange = await srv.raw({
      send: [expecting(SECRET, Buffer.byteLength(body))],
      responses: 1,
      onSocket: (socket) => socket.once('data', () => socket.write(body)),
    });
    expect(exchange.statuses).toEqual([100, 200]);
    expect(srv.received).toEqual(['expected']);
    srv.received.length = 0;
  });

  test('a wrong secret with an endless body: 403, then the connection is closed instead of read on', async () => {
    let socket!: Socket;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const exchange = await srv.raw({
      send: [request('POST /webhooks/count HTTP/1.1', ['X-Webhook-Secret: wrong', 'Transfer-Encoding: chunked'])],
      waitMs: 8000,
      onSocket: (s) => {
        socket = s;
        const pump = () => {
          while (!s.destroyed && s.write(`${chunk.length.toString(16)}\r\n${chunk.toString()}\r\n`));
          if (!s.destroyed) s.once('drain', pump);
        };
        pump();
      },
    });
    expect(exchange.statuses).toEqual([403]);
    expect(exchange.closed).toBe(true);
    // What the sender could push: the bounded read after the answer plus the loopback buffers.
    expect(socket.bytesWritten).toBeLessThan(32 * 1024 * 1024);
  });
});

test('nothing the server answered or logged contains the secret (raw, URL-encoded or base64)', () => {
  expect(srv.log.error).toEqual([]);
  expectNoSecret(srv.transcript());
});
