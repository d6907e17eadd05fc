// client.hook: before/after/error/wrap around every request, with the seed's semantics.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { RequestError, type RequestOptions } from 'specforge';
import { HostingClient } from 'specforge/hosting';
import { json, startServer } from '../../helpers/server.js';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.url.startsWith('/cached')) {
      res.writeHead(304, { etag: '"abc"' });
      return res.end();
    }
    if (req.url.startsWith('/fail')) return json(res, 500, { message: 'boom' });
    json(res, 200, { url: req.url, marker: req.headers['x-marker'] ?? null });
  });
});
afterAll(() => server.close());

const client = () => new HostingClient({ baseUrl: server.url });

test('before hooks run last-registered first and may change the options', async () => {
  const c = client();
  const order: string[] = [];
  c.hook.before('request', (o: RequestOptions) => {
    order.push('first');
    o.headers['x-marker'] = 'set-by-hook';
  });
  c.hook.before('request', () => void order.push('second'));
  const r = await c.emojis.get();
  expect(order).toEqual(['second', 'first']);
  expect(r.data).toEqual({ url: '/emojis', marker: 'set-by-hook' });
});

test('after hooks see the response and the options', async () => {
  const c = client();
  const seen: Array<[number, string]> = [];
  c.hook.after('request', (response, options) => void seen.push([response.status, options.url]));
  await c.codesOfConduct.getConductCode({ key: 'mit' });
  expect(seen).toEqual([[200, '/codes_of_conduct/{key}']]);
});

test('an error hook sees status and headers (the 304 with etag) and may recover with a response', async () => {
  const c = client();
  const errors: Array<[number, string | undefined]> = [];
  c.hook.error('request', (error: RequestError) => {
    errors.push([error.status, error.headers.etag]);
    if (error.status === 304) return { status: 200, url: error.response.url, headers: error.headers, data: { fromCache: true } };
    throw error;
  });
  const r = await c.request('GET /cached');
  expect(errors).toEqual([[304, '"abc"']]);
  expect(r.data).toEqual({ fromCache: true });
  await expect(c.request('GET /fail')).rejects.toMatchObject({ status: 500 });
  expect(errors.at(-1)).toEqual([500, undefined]);
});

test('without an error hook the 304 reaches the caller as a RequestError with its etag', async () => {
  const error = await client()
    .request('GET /cached')
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(RequestError);
  expect((error as RequestError).status).toBe(304);
  expect((error as RequestError).headers.etag).toBe('"abc"');
});

test('an error hook that returns nothing does not swallow the error', async () => {
  const c = client();
  c.hook.error('request', () => undefined);
  await expect(c.request('GET /fail')).rejects.toMatchObject({ status: 500 });
});

test('wrap may replace the request entirely, or call it and adjust the result', async () => {
  const c = client();
  c.hook.wrap('request', async (request, options) => {
    if (options.url === '/emojis') return { status: 200, url: 'memory:', headers: {}, data: { replaced: true } };
    const response = await request(options);
    return { ...response, data: { wrapped: response.data } };
  });
  expect((await c.emojis.get()).data).toEqual({ replaced: true });
  expect((await c.request('GET /other')).data).toEqual({ wrapped: { url: '/other', marker: null } });
  const before = server.seen.length;
  await c.emojis.get();
  expect(server.seen.length).toBe(before);
});

test('hook.remove takes a hook out; unknown hook names and non-functions are refused', async () => {
  const c = client();
  const fn = (o: RequestOptions) => void (o.headers['x-marker'] = 'yes');
  c.hook.before('request', fn);
  c.hook.remove('request', fn);
  expect((await c.emojis.get()).data).toEqual({ url: '/emojis', marker: null });
  expect(() => c.hook.before('response' as 'request', fn)).toThrow('hook name: expected the only hook, "request", got "response"');
  expect(() => c.hook.after('request', 'nope' as unknown as () => void)).toThrow(
    expect.objectContaining({ name: 'ConfigurationError', message: 'hook "request": expected a function, got "string"' }),
  );
});
