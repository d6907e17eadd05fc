// Every error the package throws is a SpecforgeError subclass: a bad baseUrl is a
// ConfigurationError at construction (not a network failure retried later), an abort is a typed
// AbortError keeping the signal's reason as its cause, on both transports; validation messages
// are in the package's own words; and no runtime module throws a bare TypeError or Error.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AbortError, ConfigurationError, SpecforgeError, ValidationError, retry } from 'specforge';
import { HostingClient } from 'specforge/hosting';
import { issuesFromErrors } from '../../../runtime/validation.js';
import { startServer } from '../../helpers/server.js';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((_req, res) => {
    const t = setTimeout(() => res.end('{}'), 2000);
    res.on('close', () => clearTimeout(t));
  });
});
afterAll(() => server.close());

describe('baseUrl is checked when the client is constructed', () => {
  test.each(['not a url', '127.0.0.1:9', 'http://a b/x', 'ftp://files.example', ''])('%j is a ConfigurationError', (baseUrl) => {
    expect(() => new HostingClient({ baseUrl })).toThrow(ConfigurationError);
    expect(() => new HostingClient({ baseUrl })).toThrow(/^baseUrl: expected an absolute http\(s\) URL/);
  });

  test('the message never shows a credential in the bad URL', () => {
    let message = '';
    try {
      new HostingClient({ baseUrl: 'api.example.com/?access_token=TOPSECRET' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('access_token=[REDACTED]');
    expect(message).not.toContain('TOPSECRET');
  });

  test.each(['http://127.0.0.1:9', 'https://ghe.example.com/api/v3/', 'http://[::1]:8080'])('%j is accepted', (baseUrl) => {
    expect(() => new HostingClient({ baseUrl })).not.toThrow();
  });

  test('with the retry plugin, a bad baseUrl fails at once (nothing to retry)', () => {
    const Retrying = HostingClient.plugin(retry);
    expect(() => new Retrying({ baseUrl: 'not a url' })).toThrow(ConfigurationError);
  });

  test('a bad per-call baseUrl is a ValidationError before anything is sent (and not retried)', async () => {
    const Retrying = HostingClient.plugin(retry);
    const started = Date.now();
    await expect(new Retrying({ retry: { baseDelayMs: 1000 } }).emojis.get({ baseUrl: 'not a url' })).rejects.toMatchObject({
      name: 'ValidationError',
      parameter: 'baseUrl',
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('abort is a typed AbortError with the reason as its cause', () => {
  const viaFetch = { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init) };
  test.each([
    ['node:http', {}],
    ['fetch', viaFetch],
  ])('%s: in flight and before the start', async (_name, request) => {
    const client = new HostingClient({ baseUrl: server.url, request });
    const controller = new AbortController();
    const reason = new Error('user cancelled');
    const pending = client.request('GET /slow', { request: { signal: controller.signal } });
    setTimeout(() => controller.abort(reason), 20);
    const error = (await pending.catch((e: unknown) => e)) as AbortError;
    expect(error).toBeInstanceOf(AbortError);
    expect(error).toBeInstanceOf(SpecforgeError);
    expect(error.cause).toBe(reason);
    expect(error.message).toMatch(/^GET http:\/\/127\.0\.0\.1:\d+\/slow was aborted: user cancelled$/);
    expect(error.request).toMatchObject({ method: 'GET' });
    const early = await client.emojis.get({ request: { signal: AbortSignal.abort('gone') } }).catch((e: unknown) => e);
    expect(early).toMatchObject({ name: 'AbortError', cause: 'gone' });
  });
});

test('validation messages are the package’s words, not the validator’s', () => {
  const issue = (keyword: string, params: Record<string, unknown>) => issuesFromErrors([{ instancePath: '/p', keyword, params }], { p: 'x' })[0]!.expected;
  expect(issue('minLength', { limit: 1 })).toBe('must be at least 1 character long');
  expect(issue('maxLength', { limit: 255 })).toBe('must be at most 255 characters long');
  expect(issue('minItems', { limit: 1 })).toBe('must have at least 1 item');
  expect(issue('maxItems', { limit: 50 })).toBe('must have at most 50 items');
  expect(issue('minProperties', { limit: 2 })).toBe('must have at least 2 properties');
  expect(issue('minimum', { limit: 1, comparison: '>=' })).toBe('must be at least 1');
  expect(issue('exclusiveMaximum', { limit: 10 })).toBe('must be less than 10');
  expect(issue('type', { type: 'integer' })).toBe('must be an integer');
  expect(issue('type', { type: 'string,null' })).toBe('must be a string or null');
  expect(issue('pattern', { pattern: '^a+$' })).toBe('must match the pattern ^a+$');
  expect(issue('format', { format: 'date-time' })).toBe('must be a date-time such as 2024-01-31T12:00:00Z');
  expect(issue('format', { format: 'ipv4' })).toBe('must be in the "ipv4" format');
  expect(issue('multipleOf', { multipleOf: 5 })).toBe('must be a multiple of 5');
  expect(issue('uniqueItems', { i: 1, j: 0 })).toBe('must not repeat an item (items 0 and 1 are the same)');
  expect(issue('somethingNew', {})).toBe('fails the "somethingNew" check');
  for (const text of ['must NOT', '>=', '<=']) expect(issue('maxLength', { limit: 3 })).not.toContain(text);
  expect(new ValidationError('op', [{ parameter: 'p', expected: 'must be at least 1 character long', received: '' }]).message).toBe(
    'Invalid parameters for op: "p" must be at least 1 character long (got "")',
  );
});

test('no runtime module throws a bare TypeError or Error (every error is in the hierarchy)', () => {
  const root = new URL('../../../runtime/', import.meta.url).pathname;
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        // The webhook server and the event catalogue are reviewed on their own.
        if (name !== 'webhooks-server' && name !== 'events') walk(path);
      } else if (name.endsWith('.ts')) {
        const text = readFileSync(path, 'utf8');
        if (/new TypeError\(|throw new Error\(/.test(text)) offenders.push(path.slice(root.length));
      }
    }
  };
  walk(root);
  expect(offenders).toEqual([]);
});
