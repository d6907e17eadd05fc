// Client and per-request options: timeZone, previews, mediaType.format, log.debug per request with
// secrets redacted, request.signal abort, request.timeout, request.fetch (the fetch transport),
// request.agent, redirects, and the 202 of markAsRead reaching the caller.
import { afterAll, beforeAll, expect, jest, test } from '@jest/globals';
import http from 'node:http';
import { TimeoutError } from 'specforge';
import { HostingClient } from 'specforge/hosting';
import { json, startServer } from '../../helpers/server.js';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.url.startsWith('/slow')) return void setTimeout(() => json(res, 200, { late: true }), 2000).unref();
    if (req.url === '/notifications' && req.method === 'PUT')
      return json(res, 202, {
        message: "Unread notifications couldn't be marked in a single request. Notifications are being marked as read in the background.",
      });
    if (req.url === '/moved') {
      res.writeHead(302, { location: '/target' });
      return res.end();
    }
    json(res, 200, { url: req.url, headers: req.headers, method: req.method });
  });
});
afterAll(() => server.close());

type Echo = { url: string; headers: Record<string, string>; method: string };

test('timeZone sends the Time-Zone header; previews and mediaType.format shape Accept', async () => {
  const client = new HostingClient({ baseUrl: server.url, timeZone: 'Europe/Amsterdam', previews: ['machine-man'] });
  const r = await client.request<Echo>('GET /repos/{owner}/{repo}/pulls/{n}', {
    owner: 'o',
    repo: 'r',
    n: 1,
    mediaType: { format: 'diff', previews: ['symmetra'] },
  });
  expect(r.data.headers['time-zone']).toBe('Europe/Amsterdam');
  expect(r.data.headers.accept).toBe(
    'application/vnd.github.machine-man-preview+json,application/vnd.github.symmetra-preview+json,application/vnd.github.v3.diff+json',
  );
});

test('log.debug lists each request: method, URL with secrets redacted, status and duration', async () => {
  const debug = jest.fn();
  const client = new HostingClient({ baseUrl: server.url, auth: 'tok_SECRET', log: { debug } });
  await client.request('GET /search', { q: 'x', access_token: 'AT_SECRET' });
  await client.request('GET /nothing-here-404-is-fine').catch(() => undefined);
  const [message, info] = debug.mock.calls[0] as [string, Record<string, unknown>];
  expect(message).toMatch(new RegExp(`^GET ${server.url}/search\\?q=x&access_token=\\[REDACTED\\] - 200 in \\d+ms$`));
  expect(info).toMatchObject({ method: 'GET', status: 200 });
  expect(JSON.stringify(debug.mock.calls)).not.toContain('SECRET');
});

test('request.signal aborts the request with the signal reason', async () => {
  const client = new HostingClient({ baseUrl: server.url });
  const controller = new AbortController();
  const pending = client.request('GET /slow', { request: { signal: controller.signal } });
  setTimeout(() => controller.abort(new Error('user cancelled')), 20);
  await expect(pending).rejects.toThrow('user cancelled');
  const already = new AbortController();
  already.abort(new Error('before start'));
  await expect(client.emojis.get({ request: { signal: already.signal } })).rejects.toThrow('before start');
});

test('request.timeout (client-wide or per call) raises TimeoutError', async () => {
  const client = new HostingClient({ baseUrl: server.url, request: { timeout: 30 } });
  const error = await client.request('GET /slow').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(TimeoutError);
  expect((error as TimeoutError).message).toContain('30 ms');
  await expect(new HostingClient({ baseUrl: server.url }).request('GET /slow', { request: { timeout: 30 } })).rejects.toBeInstanceOf(TimeoutError);
});

test('request.fetch replaces the transport (the given fetch), per client and per call', async () => {
  const calls: string[] = [];
  const spy: typeof fetch = (input, init) => {
    calls.push(input instanceof Request ? input.url : String(input));
    return fetch(input, init);
  };
  const client = new HostingClient({ baseUrl: server.url, request: { fetch: spy } });
  const r = await client.emojis.get({ request: { timeout: 1000 } });
  expect((r.data as unknown as Echo).url).toBe('/emojis');
  expect(calls).toEqual([`${server.url}/emojis`]);
});

test('request.agent is used by the Node transport', async () => {
  const agent = new http.Agent({ keepAlive: false });
  const spy = jest.spyOn(agent, 'createConnection');
  await new HostingClient({ baseUrl: server.url, request: { agent } }).emojis.get();
  expect(spy).toHaveBeenCalledTimes(1);
  agent.destroy();
});

test('redirects are followed, or returned with their location when request.redirect is manual', async () => {
  const client = new HostingClient({ baseUrl: server.url });
  const followed = await client.request<Echo>('GET /moved');
  expect(followed.data.url).toBe('/target');
  expect(followed.url).toBe(`${server.url}/target`);
  const manual = await client.request('GET /moved', { request: { redirect: 'manual' } });
  expect(manual.status).toBe(302);
  expect(manual.headers.location).toBe('/target');
});

test('a 202 Accepted (markAsRead with too many notifications) reaches the caller as a response', async () => {
  const r = await new HostingClient({ baseUrl: server.url }).request('PUT /notifications', { last_read_at: '2020-01-01T00:00:00Z' });
  expect(r.status).toBe(202);
  expect((r.data as { message: string }).message).toContain('in the background');
});

test('bodiless PUT sends Content-Length: 0', async () => {
  const before = server.seen.length;
  await new HostingClient({ baseUrl: server.url }).request('PUT /user/starred/{owner}/{repo}', { owner: 'o', repo: 'r' });
  expect(server.seen[before]!.headers['content-length']).toBe('0');
  expect(server.seen[before]!.body).toBe('');
});
