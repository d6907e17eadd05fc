// client.paginate / paginate.iterator over the Link header: all items, mapFn with done(), the
// iterator ending at the last page, wrapped item lists, and the same options as client.request.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { defineClient, type Method } from 'specforge/runtime';
import { HostingClient } from 'specforge/hosting';
import { json, startServer } from '../../helpers/server.js';

const PAGES = 5;
let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const page = Number(url.searchParams.get('page') ?? '1');
    const perPage = Number(url.searchParams.get('per_page') ?? '30');
    const items = Array.from({ length: perPage }, (_, i) => ({ key: `p${page}-${i}` }));
    const links: string[] = [];
    const next = new URL(url.toString());
    next.searchParams.set('page', String(page + 1));
    if (page < PAGES) links.push(`<${server.url}${next.pathname}${next.search}>; rel="next"`);
    links.push(`<${server.url}${url.pathname}?page=${PAGES}>; rel="last"`);
    const body = url.pathname.startsWith('/wrapped') ? { total_count: PAGES * perPage, check_runs: items } : items;
    json(res, 200, body, { link: links.join(', ') });
  });
});
afterAll(() => server.close());

const client = () => new HostingClient({ baseUrl: server.url, auth: 'secret-token' });

test('a generated list method: every item of every page, 30 per page unless per_page is set', async () => {
  const before = server.seen.length;
  const items = await client().paginate(client().codesOfConduct.listConductCodes);
  expect(items).toHaveLength(PAGES * 30);
  expect(items[0]).toEqual({ key: 'p1-0' });
  expect(items.at(-1)).toEqual({ key: `p${PAGES}-29` });
  const requests = server.seen.slice(before);
  expect(requests).toHaveLength(PAGES);
  expect(requests[0]!.url).toBe('/codes_of_conduct');
  expect(requests[1]!.url).toBe('/codes_of_conduct?page=2');
  // Headers (auth, previews) stay on every page.
  for (const r of requests) {
    expect(r.headers.authorization).toBe('token secret-token');
    expect(r.headers.accept).toContain('scarlet-witch-preview');
  }
});

test('mapFn maps each page, and done() stops after the current page', async () => {
  const before = server.seen.length;
  let pages = 0;
  const keys = await client().paginate('GET /things', { per_page: 2 }, (response, done) => {
    pages++;
    if (pages === 2) done();
    return (response.data as Array<{ key: string }>).map((i) => i.key);
  });
  expect(keys).toEqual(['p1-0', 'p1-1', 'p2-0', 'p2-1']);
  expect(server.seen.length - before).toBe(2);
});

test('the iterator yields one response per page and stops at the last page', async () => {
  const pages: number[] = [];
  for await (const response of client().paginate.iterator('GET /things', { per_page: 3 })) {
    pages.push((response.data as unknown[]).length);
  }
  expect(pages).toEqual(Array(PAGES).fill(3));
  const it = client().paginate.iterator('/things');
  for (let i = 0; i < PAGES; i++) expect((await it.next()).done).toBe(false);
  expect(await it.next()).toEqual({ done: true, value: undefined });
});

test('options from endpoint.merge work like a route (paginate accepts what request accepts)', async () => {
  const c = client();
  const options = c.codesOfConduct.listConductCodes.endpoint.merge({ per_page: 10 } as never);
  const items = await c.paginate(options);
  expect(items).toHaveLength(PAGES * 10);
});

test('wrapped lists ({ total_count, check_runs }) yield the items, named by x-pagination or found', async () => {
  const Client = defineClient<{ checks: { listForRef: Method<{ per_page?: number }, { total_count: number; check_runs: Array<{ key: string }> }> } }>({
    name: 'test',
    baseUrl: server.url,
    headers: {},
    auth: [],
    routes: { 'checks.listForRef': { method: 'GET', url: '/wrapped', query: ['per_page'], pagination: { kind: 'link', items: 'check_runs' } } },
  });
  const c = new Client();
  const items = await c.paginate(c.checks.listForRef, { per_page: 4 });
  expect(items).toHaveLength(PAGES * 4);
  // Typed as the element of check_runs:
  const first: { key: string } | undefined = items[0];
  expect(first).toEqual({ key: 'p1-0' });
  expect(await c.paginate('GET /wrapped', { per_page: 1 })).toHaveLength(PAGES);
});

test('a method with invalid parameters rejects before any page is fetched', async () => {
  const before = server.seen.length;
  await expect(client().paginate(client().codesOfConduct.getConductCode, {} as never)).rejects.toMatchObject({
    name: 'ValidationError',
    issues: [{ parameter: 'key', expected: 'is required' }],
  });
  await expect(client().paginate(42 as never)).rejects.toThrow('paginate: expected a method of this client, a route string or request options, got number');
  expect(server.seen.length).toBe(before);
});
