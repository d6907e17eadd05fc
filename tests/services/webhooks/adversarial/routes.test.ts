// Wrong methods and odd routes: every one gets 404 or 405 (with Allow) as JSON, a body sent with
// it is not read on, and only the exact route (trailing slash and query string aside) reaches
// the handler.
import { expect, test } from '@jest/globals';
import { bodiesOf } from './raw-client.js';
import { delivery, post, request, SECRET, serverForFile } from './harness.js';

const server = serverForFile();

const body = delivery('routed');
const withBody = (line: string) => request(line, [`X-Webhook-Secret: ${SECRET}`, `Content-Length: ${body.length}`, 'Connection: close'], body);

test.each(['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'])('%s on a webhook route: 405, Allow: POST', async (method) => {
  const exchange = await server().raw({ send: [withBody(`${method} /webhooks/count HTTP/1.1`)] });
  expect(exchange.statuses).toEqual([405]);
  expect(exchange.text).toMatch(/\r\nallow: POST\r\n/i);
  expect(bodiesOf(exchange.text)).toEqual([{ error: `Method ${method} is not allowed on /webhooks/count; use POST.` }]);
  expect(server().received).toEqual([]);
});

test('HEAD on a webhook route: 405 without a body', async () => {
  const exchange = await server().raw({ send: [request('HEAD /webhooks/count HTTP/1.1', ['Connection: close'])] });
  expect(exchange.statuses).toEqual([405]);
});

test.each(['POST', 'PUT', 'DELETE'])('%s on the landing page: 405, Allow: GET, HEAD', async (method) => {
  const exchange = await server().raw({ send: [withBody(`${method} / HTTP/1.1`)] });
  expect(exchange.statuses).toEqual([405]);
  expect(exchange.text).toMatch(/\r\nallow: GET, HEAD\r\n/i);
});

test.each([
  ['a different case', '/webhooks/COUNT'],
  ['a percent-encoded letter', '/webhooks/c%6Funt'],
  ['an encoded slash', '/webhooks%2Fcount'],
  ['a dot segment', '/webhooks/../webhooks/count'],
  ['a double slash in front', '//webhooks/count'],
  ['a matrix parameter', '/webhooks/count;x=1'],
  ['a fragment', '/webhooks/count#frag'],
  ['the prefix alone', '/webhooks'],
  ['the prefix with a slash', '/webhooks/'],
  ['an absolute-form URL', 'http://127.0.0.1/webhooks/count'],
  ['an asterisk', '*'],
  ['a path of 10,000 characters', `/webhooks/${'a'.repeat(10_000)}`],
])('%s: 404 listing the routes, a short echo at most', async (_name, path) => {
  const exchange = await server().raw({ send: [withBody(`POST ${path} HTTP/1.1`)] });
  expect(exchange.statuses).toEqual([404]);
  const answer = bodiesOf(exchange.text)[0] as { error: string; routes: string[] };
  expect(answer.routes).toEqual(['POST /webhooks/count']);
  expect(answer.error.length).toBeLessThan(260);
  expect(server().received).toEqual([]);
});

test.each([
  ['trailing slashes', '/webhooks/count//'],
  ['a query string', '/webhooks/count?source=hub&x=%00'],
  ['a trailing slash and a query string', '/webhooks/count/?a=1'],
])('%s reach the handler', async (_name, path) => {
  const exchange = await server().raw({ send: [post('routed', { path, close: true })] });
  expect(exchange.statuses).toEqual([200]);
  expect(server().received).toEqual(['routed']);
});

test('the landing page answers GET and HEAD, and never shows the secret', async () => {
  const page = await server().fetch('/');
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(page.text).toContain('/webhooks/count');
  expect(page.text).not.toContain(SECRET);
  expect((await server().fetch('/?x=1', { method: 'HEAD' })).status).toBe(200);
});
