// Sending: decoded responses, RequestError subclasses by status with credentials redacted,
// network errors, timeouts, abort signals, a caller's fetch, auth by header or query.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  InternalServerError,
  NetworkError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  RequestError,
  TimeoutError,
  UnprocessableEntityError,
  HostingClient,
} from 'specforge/hosting';
import { AuditClient } from 'specforge/audit';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { json, startServer } from '../../helpers/server.js';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const status = url.searchParams.get('status');
    if (url.pathname === '/slow') {
      const t = setTimeout(() => json(res, 200, { late: true }), 2000);
      res.on('close', () => clearTimeout(t));
      return;
    }
    if (url.pathname === '/text') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('plain words');
      return;
    }
    if (url.pathname === '/cookies') {
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'], 'x-one': 'one' });
      res.end('{}');
      return;
    }
    if (url.pathname === '/empty') {
      res.writeHead(204);
      res.end();
      return;
    }
    if (status) {
      json(res, Number(status), { message: `failed with ${status}`, documentation_url: 'https://docs' }, { 'x-ratelimit-remaining': '0' });
      return;
    }
    json(res, 200, { path: url.pathname, query: url.search, auth: req.headers.authorization ?? null, body: req.body || null });
  });
});
afterAll(() => server.close());

describe('responses', () => {
  test('JSON is decoded with status, url and headers', async () => {
    const client = new HostingClient({ baseUrl: server.url });
    const r = await client.request<{ path: string }>('GET /things/{id}', { id: 7, q: 'x' });
    expect(r.status).toBe(200);
    expect(r.url).toBe(`${server.url}/things/7?q=x`);
    expect(r.headers['content-type']).toMatch(/application\/json/);
    expect(r.data).toMatchObject({ path: '/things/7', query: '?q=x' });
  });

  test('text and empty bodies', async () => {
    const client = new HostingClient({ baseUrl: server.url });
    expect((await client.request('GET /text')).data).toBe('plain words');
    expect(await client.request('DELETE /empty')).toMatchObject({ status: 204, data: undefined });
  });

  test('every response header is one string: repeated set-cookie headers are joined', async () => {
    const client = new HostingClient({ baseUrl: server.url });
    for (const request of [{}, { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init) }]) {
      const r = await client.request('GET /cookies', { request });
      expect(r.headers['set-cookie']).toBe('a=1, b=2');
      expect(r.headers['x-one']).toBe('one');
      for (const value of Object.values(r.headers)) expect(typeof value).toBe('string');
    }
  });

  test('a JSON body is sent with its content type', async () => {
    const client = new HostingClient({ baseUrl: server.url });
    const r = await client.request<{ body: string }>('POST /gists', { description: 'd', files: { 'a.txt': { content: 'x' } } });
    expect(JSON.parse(r.data.body)).toEqual({ description: 'd', files: { 'a.txt': { content: 'x' } } });
    expect(server.seen[server.seen.length - 1]!.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe('errors', () => {
  test.each([
    [400, BadRequestError],
    [401, AuthenticationError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [409, ConflictError],
    [422, UnprocessableEntityError],
    [429, RateLimitError],
    [500, InternalServerError],
    [503, InternalServerError],
    [418, RequestError],
  ])('%i becomes %p', async (status, Ctor) => {
    const client = new HostingClient({ baseUrl: server.url, auth: 'ghp_supersecret' });
    const error = (await client
      .request('GET /fail', { status, access_token: 'query-secret', client_secret: 'cs-secret' })
      .catch((e: unknown) => e)) as RequestError;
    expect(error).toBeInstanceOf(Ctor);
    expect(error).toBeInstanceOf(RequestError);
    expect(error.status).toBe(status);
    expect(error.headers['x-ratelimit-remaining']).toBe('0');
    expect(error.response.data).toEqual({ message: `failed with ${status}`, documentation_url: 'https://docs' });
    expect(error.message).toContain(`answered ${status}: failed with ${status}`);
    expect(error.request.headers.authorization).toBe('[REDACTED]');
    expect(error.request.url).toContain('access_token=[REDACTED]');
    expect(error.request.url).toContain('client_secret=[REDACTED]');
    const everything = JSON.stringify({ message: error.message, request: error.request, response: error.response, stack: error.stack });
    for (const secret of ['ghp_supersecret', 'query-secret', 'cs-secret']) expect(everything).not.toContain(secret);
  });

  test('a query auth token is redacted from errors too', async () => {
    const client = new AuditClient({ baseUrl: server.url, auth: 'ya29.audit-secret' });
    const error = (await client.request('GET /fail', { status: 401 }).catch((e: unknown) => e)) as RequestError;
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(JSON.stringify({ m: error.message, r: error.request, s: error.response })).not.toContain('audit-secret');
  });

  test('a refused connection is a NetworkError keeping its cause', async () => {
    const closed = await startServer(() => undefined);
    await closed.close();
    const error = (await new HostingClient({ baseUrl: closed.url, auth: 'ghp_x' }).request('GET /').catch((e: unknown) => e)) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.cause).toBeDefined();
    expect(error.request.headers.authorization).toBe('[REDACTED]');
  });
});

describe('request options', () => {
  test('timeout raises TimeoutError', async () => {
    const client = new HostingClient({ baseUrl: server.url });
    const error = await client.request('GET /slow', { request: { timeout: 50 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeout).toBe(50);
  });

  test('a client-wide timeout applies to every call', async () => {
    const client = new HostingClient({ baseUrl: server.url, request: { timeout: 50 } });
    await expect(client.request('GET /slow')).rejects.toBeInstanceOf(TimeoutError);
  });

  test('an aborted signal rejects with its reason', async () => {
    const client = new HostingClient({ baseUrl: server.url });
    const controller = new AbortController();
    const pending = client.request('GET /slow', { request: { signal: controller.signal } });
    setTimeout(() => controller.abort(), 30);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  test('a caller-supplied fetch is used', async () => {
    const seen: string[] = [];
    const fakeFetch = (async (input: RequestInfo | URL) => {
      seen.push(input instanceof Request ? input.url : String(input));
      return new Response(JSON.stringify({ fake: true }), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const client = new HostingClient({ request: { fetch: fakeFetch } });
    expect((await client.emojis.get()).data).toEqual({ fake: true });
    expect(seen).toEqual(['https://api.github.com/emojis']);
  });

  test('header auth uses the scheme of the spec', async () => {
    const r = await new HostingClient({ baseUrl: server.url, auth: 'ghp_abc' }).request<{ auth: string }>('GET /who');
    expect(r.data.auth).toBe('token ghp_abc');
  });

  test('query auth goes in the query (audit: access_token)', async () => {
    const r = await new AuditClient({ baseUrl: server.url, auth: 'ya29.t' }).activities.list({ maxResults: 5 });
    const query = new URLSearchParams((r.data as unknown as { query: string }).query);
    expect(Object.fromEntries(query)).toEqual({ maxResults: '5', access_token: 'ya29.t' });
  });
});

describe('compressed answers are decoded on both transports', () => {
  const zlib = { gzip: gzipSync, deflate: deflateSync, br: brotliCompressSync };
  let zipped: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    zipped = await startServer((req, res) => {
      const encoding = req.url.slice(1) as keyof typeof zlib;
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': encoding });
      res.end(zlib[encoding](Buffer.from(JSON.stringify({ encoding, text: 'x'.repeat(5000) }))));
    });
  });
  afterAll(() => zipped.close());
  test.each([
    ['node:http', {}],
    ['fetch', { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init) }],
  ])('%s: gzip, deflate and br', async (_name, request) => {
    const client = new HostingClient({ baseUrl: zipped.url, request });
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const r = await client.request<{ encoding: string; text: string }>(`GET /${encoding}`);
      expect(r.data.encoding).toBe(encoding);
      expect(r.data.text).toHaveLength(5000);
    }
  });
});
