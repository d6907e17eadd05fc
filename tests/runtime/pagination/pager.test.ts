// The one pager and its strategies: Link headers, next tokens and page numbers, through
// client.paginate, paginate.iterator and the PagePromise of token- and page-paged methods. A
// repeated next link or token stops with a PaginationError (never a loop); a token page that is
// not JSON is an error, not a silent end; a next link on another origin gets no credentials
// unless `request.keepAuthAcrossOrigins` says so.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { PagePromise, PaginationError } from 'specforge';
import { defineClient, type Method, type PagedMethod, type ServiceDescription } from 'specforge/runtime';
import { json, startServer } from '../../helpers/server.js';

let api: Awaited<ReturnType<typeof startServer>>;
let other: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  other = await startServer((req, res) =>
    json(res, 200, [{ from: 'other', auth: req.headers.authorization ?? null, cookie: req.headers.cookie ?? null, url: req.url }]),
  );
  api = await startServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const page = Number(url.searchParams.get('page') ?? '1');
    switch (url.pathname) {
      case '/self':
        return json(res, 200, [{ page }], { link: `<${api.url}/self>; rel="next"` });
      case '/loop':
        return json(res, 200, [{ page }], { link: `<${api.url}/loop?page=${page === 1 ? 2 : 1}>; rel="next"` });
      case '/away':
        return json(res, 200, [{ from: 'api', auth: req.headers.authorization ?? null }], {
          link: `<${other.url}/list?page=2&q=${url.searchParams.get('q') ?? ''}>; rel="next"`,
        });
      case '/numbered': {
        const size = Number(url.searchParams.get('per_page') ?? '2');
        const items = page <= 3 ? Array.from({ length: size }, (_, i) => `p${page}-${i}`) : [];
        return json(res, 200, { items });
      }
      case '/tokens': {
        const token = url.searchParams.get('token');
        if (token === 'html') {
          res.writeHead(200, { 'content-type': 'text/html' });
          return res.end('<html>maintenance</html>');
        }
        if (token === 'none' || url.searchParams.get('empty') === 'first') {
          res.writeHead(204);
          return res.end();
        }
        const next = token === null ? 't2' : token === 't2' ? 'html' : token === 't3' ? 'none' : undefined;
        return json(res, 200, { values: [token ?? 't1'], ...(next ? { next } : {}) });
      }
    }
    json(res, 404, { message: 'no' });
  });
});
afterAll(async () => {
  await api.close();
  await other.close();
});
beforeEach(() => {
  api.seen.length = 0;
  other.seen.length = 0;
});

type M = {
  self: Method<Record<string, never>, unknown[]>;
  numbered: PagedMethod<{ page?: number; per_page?: number }, { items: string[] }, string>;
  tokens: PagedMethod<{ token?: string; empty?: string }, { values: string[]; next?: string }, string>;
};
const service = (): ServiceDescription => ({
  name: 'pages',
  baseUrl: api.url,
  headers: {},
  auth: [{ kind: 'header', name: 'authorization', prefix: 'token' }],
  routes: {
    self: { method: 'GET', url: '/self' },
    numbered: {
      method: 'GET',
      url: '/numbered',
      query: ['page', 'per_page'],
      pagination: { kind: 'page', pageParameter: 'page', itemsField: 'items', pageSizeParameter: 'per_page' },
    },
    tokens: {
      method: 'GET',
      url: '/tokens',
      query: ['token', 'empty'],
      pagination: { kind: 'token', tokenParameter: 'token', nextField: 'next', itemsField: 'values' },
    },
  },
});

describe('repeated cursors stop with a PaginationError', () => {
  test('a next link to the page itself is not followed forever', async () => {
    const client = new (defineClient<M>(service()))();
    const error = await client.paginate(client.self).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaginationError);
    expect((error as Error).message).toMatch(/self: pagination stopped: the service sent the next link ".*\/self" twice/);
    expect(api.seen).toHaveLength(1);
  });

  test('a cycle of next links stops at the first repeated URL; the iterator yields the pages before it', async () => {
    const client = new (defineClient<M>(service()))();
    const pages: unknown[] = [];
    await expect(
      (async () => {
        for await (const page of client.paginate.iterator('GET /loop')) pages.push(page.data);
      })(),
    ).rejects.toBeInstanceOf(PaginationError);
    expect(pages).toEqual([[{ page: 1 }], [{ page: 2 }], [{ page: 1 }]]);
    expect(api.seen.map((r) => r.url)).toEqual(['/loop', '/loop?page=2', '/loop?page=1']);
  });
});

test('page numbers: the PagePromise awaits the first page, iterates every item, stops at an empty page', async () => {
  const client = new (defineClient<M>(service()))();
  const first = client.numbered({ per_page: 2 });
  expect(first).toBeInstanceOf(PagePromise);
  expect((await first).data.items).toEqual(['p1-0', 'p1-1']);
  const items: string[] = [];
  for await (const item of client.numbered({ per_page: 2 })) items.push(item);
  expect(items).toEqual(['p1-0', 'p1-1', 'p2-0', 'p2-1', 'p3-0', 'p3-1']);
  expect(await client.paginate(client.numbered, { per_page: 1, page: 2 })).toEqual(['p2-0', 'p3-0']);
});

test('next tokens: client.paginate follows them; a page that is not JSON is a PaginationError, not an empty end', async () => {
  const client = new (defineClient<M>(service()))();
  const error = await client.paginate(client.tokens).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(PaginationError);
  expect((error as Error).message).toBe('tokens: a page must be a JSON object with "next", got text/html');
  const seen: string[] = [];
  await expect(
    (async () => {
      for await (const v of client.tokens()) seen.push(v);
    })(),
  ).rejects.toBeInstanceOf(PaginationError);
  expect(seen).toEqual(['t1', 't2']);
});

test('next tokens: an empty answer (204, no body) is an empty page, first or last', async () => {
  const client = new (defineClient<M>(service()))();
  const seen: string[] = [];
  for await (const v of client.tokens({ empty: 'first' })) seen.push(v);
  expect(seen).toEqual([]);
  for await (const v of client.tokens({ token: 't3' })) seen.push(v);
  expect(seen).toEqual(['t3']);
  expect(await client.paginate(client.tokens, { token: 't3' })).toEqual(['t3']);
  expect(api.seen.map((r) => r.url)).toEqual(['/tokens?empty=first', '/tokens?token=t3', '/tokens?token=none', '/tokens?token=t3', '/tokens?token=none']);
});

describe('a next link on another origin', () => {
  test('gets no credentials by default: no authorization, no cookie, nothing the auth strategy adds', async () => {
    const client = new (defineClient<M>(service()))({ auth: 'tok_SECRET', headers: { cookie: 'sid=1' } });
    const items = (await client.paginate('GET /away', { q: 'x' })) as Array<{ from: string; auth: string | null; cookie?: string | null; url?: string }>;
    expect(items[0]).toMatchObject({ from: 'api', auth: 'token tok_SECRET' });
    expect(items[1]).toEqual({ from: 'other', auth: null, cookie: null, url: '/list?page=2&q=x' });
  });

  test('keeps them with request.keepAuthAcrossOrigins', async () => {
    const client = new (defineClient<M>(service()))({ auth: 'tok_SECRET', request: { keepAuthAcrossOrigins: true } });
    const items = (await client.paginate('GET /away')) as Array<{ auth: string | null }>;
    expect(items.map((i) => i.auth)).toEqual(['token tok_SECRET', 'token tok_SECRET']);
  });
});
