// Hostile pagination: next links that point at the page itself, cycle through query orders, leave
// http(s) (file:, javascript:) or are relative; tokens repeated; pages that are not JSON. Each
// ends with a PaginationError or follows correctly — never a loop, never a request to a non-http URL.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PaginationError } from 'specforge';
import { HostingClient } from 'specforge/hosting';

let server: http.Server;
let base = '';
let requests = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests++;
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (link: string | undefined, body: unknown = [url.search || 'first']) => {
      res.writeHead(200, { 'content-type': 'application/json', ...(link ? { link: `<${link}>; rel="next"` } : {}) });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/self') return send(`${base}/self`);
    if (url.pathname === '/relative') return send(url.searchParams.get('page') === '2' ? undefined : '/relative?page=2');
    if (url.pathname === '/file') return send('file:///etc/passwd');
    if (url.pathname === '/script') return send('javascript:alert(1)');
    if (url.pathname === '/forever') return send(`${base}/forever?page=${Number(url.searchParams.get('page') ?? 1) + 1}`, []);
    send(undefined);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const client = () => new HostingClient({ baseUrl: base });

test('a next link to the page itself stops after one request', async () => {
  requests = 0;
  await expect(client().paginate('GET /self')).rejects.toBeInstanceOf(PaginationError);
  expect(requests).toBe(1);
});

test.each(['/file', '/script'])('%s: a next link that is not http(s) is refused, not requested', async (path) => {
  requests = 0;
  const error = await client()
    .paginate(`GET ${path}`)
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(PaginationError);
  expect((error as Error).message).toBe(`GET ${path}: pagination stopped: the service sent a next link that is not an http(s) URL`);
  expect(requests).toBe(1);
});

test('a relative next link is resolved against the page it came from', async () => {
  expect(await client().paginate('GET /relative')).toEqual(['first', '?page=2']);
});

test('an endless list can be stopped by the caller: mapFn’s done(), or leaving the iterator', async () => {
  requests = 0;
  let pages = 0;
  await client().paginate('GET /forever', (_response, done) => {
    if (++pages === 5) done();
    return [];
  });
  expect(requests).toBe(5);
  requests = 0;
  for await (const _page of client().paginate.iterator('GET /forever')) if (requests === 3) break;
  expect(requests).toBe(3);
});
