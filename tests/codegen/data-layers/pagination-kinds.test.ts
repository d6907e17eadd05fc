// Every kind of pagination the runtime's pager follows (runtime/pagination/strategies.ts) gets
// infinite-query options in the TanStack Query output and an infinite key in the SWR output, paged
// as `paginate` pages it. The fixture (paged-kinds.yaml, written for this test) has one list per
// kind: a cursor sent back as `cursor`, a Google-style `pageToken`/`nextPageToken`, page numbers
// (x-pagination `kind: page`, ending at an empty page), a Link header over an array body and one
// over an object that holds the items. Each list serves three pages from the generated mocks;
// TanStack's InfiniteQueryObserver reads them all, and what the generated SWR hook hands
// useSWRInfinite (its getKey and fetcher, captured by a stand-in for swr/infinite) is driven as
// useSWRInfinite drives it, page after page until getKey answers null, and the hook's hasNextPage
// read as the pages grow. Both see the same pages as the full client's `paginate`, and the
// requests carry each kind's own cursor.
import { afterAll, beforeAll, expect, jest, test } from '@jest/globals';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/query-core';
import { setupServer, type SetupServer } from 'msw/node';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { MockService } from '../../../runtime/mock/types.js';
import { run } from '../../helpers/fixture-root.js';

const ROOT = new URL('../../..', import.meta.url).pathname.replace(/\/$/, '');
const SPEC = join(ROOT, 'tests/fixtures/documents/paged-kinds.yaml');
const OUT = join(ROOT, '.scratch', `pagination-kinds-${process.pid}`);
const BASE = 'https://paged.example.com';

/** What the generated SWR hooks hand useSWRInfinite, captured instead of rendering. */
type Captured = {
  getKey: (index: number, previous: unknown) => readonly unknown[] | null;
  fetcher: (key: readonly unknown[]) => Promise<unknown>;
  /** What useSWRInfinite would hold (the test sets it), and what the generated hook reads from it. */
  data?: unknown[];
  readonly hasNextPage: boolean;
};
jest.unstable_mockModule('swr/infinite', () => ({ default: (getKey: Captured['getKey'], fetcher: Captured['fetcher']) => ({ getKey, fetcher }) }));

interface Kind {
  /** The list's method and what the generated modules call it. */
  operation: string;
  id: string;
  /** The query parameter that carries the cursor of the pages after the first. */
  cursorParameter: string;
  /** The list's page-size parameter, which the call sets to 2. */
  size: string;
  /** The page each request gets (its cursor as the request carries it; undefined for the first). */
  answer: (cursor: string | undefined) => { status: number; body: unknown; headers?: Record<string, string> };
  /** The items of a page's body. */
  items: (body: unknown) => unknown[];
  /** The cursors the pages after the first are asked at, as the options and keys hold them. */
  cursors: unknown[];
}

const item = (id: number) => ({ id });
const ids = (items: unknown[]) => items.map((i) => (i as { id: number }).id);
const link = (path: string, page: number) => ({ link: `<${BASE}${path}?per_page=2&page=${page}>; rel="next"` });
const linked = (path: string, wrap: (items: object[]) => unknown) => (cursor: string | undefined) => {
  const page = Number(cursor ?? 1);
  const items = page === 1 ? [item(1), item(2)] : page === 2 ? [item(3)] : [item(4)];
  return { status: 200, body: wrap(items), headers: page < 3 ? link(path, page + 1) : {} };
};

const KINDS: Record<string, Kind> = {
  cursor: {
    operation: 'lists.byCursor',
    id: 'listsByCursor',
    cursorParameter: 'cursor',
    size: 'limit',
    answer: (cursor) =>
      cursor === undefined
        ? { status: 200, body: { items: [item(1), item(2)], next_cursor: 'c2' } }
        : cursor === 'c2'
          ? { status: 200, body: { items: [item(3)], next_cursor: 'c3' } }
          : { status: 200, body: { items: [item(4)] } },
    items: (body) => (body as { items: unknown[] }).items,
    cursors: ['c2', 'c3'],
  },
  token: {
    operation: 'lists.byToken',
    id: 'listsByToken',
    cursorParameter: 'pageToken',
    size: 'maxResults',
    answer: (cursor) =>
      cursor === undefined
        ? { status: 200, body: { entries: [item(1), item(2)], nextPageToken: 'TOKEN-2' } }
        : cursor === 'TOKEN-2'
          ? { status: 200, body: { entries: [item(3)], nextPageToken: 'TOKEN-3' } }
          : { status: 200, body: { entries: [item(4)], nextPageToken: '' } },
    items: (body) => (body as { entries: unknown[] }).entries,
    cursors: ['TOKEN-2', 'TOKEN-3'],
  },
  'page number (x-pagination kind: page)': {
    operation: 'lists.byPage',
    id: 'listsByPage',
    cursorParameter: 'page',
    size: 'per_page',
    // Until a page has no items.
    answer: (cursor) => ({ status: 200, body: { items: cursor === undefined ? [item(1), item(2)] : cursor === '2' ? [item(3), item(4)] : [] } }),
    items: (body) => (body as { items: unknown[] }).items,
    cursors: [2, 3],
  },
  'Link header': {
    operation: 'lists.byLink',
    id: 'listsByLink',
    cursorParameter: 'page',
    size: 'per_page',
    answer: linked('/linked', (items) => items),
    items: (body) => body as unknown[],
    cursors: [`${BASE}/linked?per_page=2&page=2`, `${BASE}/linked?per_page=2&page=3`],
  },
  'Link header over an object with the items': {
    operation: 'lists.byLinkWrapped',
    id: 'listsByLinkWrapped',
    cursorParameter: 'page',
    size: 'per_page',
    answer: linked('/linked-wrapped', (items) => ({ total_count: 4, items })),
    items: (body) => (body as { items: unknown[] }).items,
    cursors: [`${BASE}/linked-wrapped?per_page=2&page=2`, `${BASE}/linked-wrapped?per_page=2&page=3`],
  },
};

type Options = (client: object, params?: object) => object;
let tq: Record<string, Options>;
let swr: Record<string, (client: object, params?: object) => Captured>;
let core: object;
let full: { paginate: (method: unknown, params: object) => Promise<unknown[]>; lists: Record<string, unknown> };
let mocks: MockService;
let server: SetupServer;

beforeAll(async () => {
  const result = await run(['generate', SPEC, '--out', OUT, '--outputs', 'mocks,tanstack-query,swr']);
  expect(result.err.filter((l) => / (error|warning) /.test(l))).toEqual([]);
  expect(result.code).toBe(0);
  tq = (await import(join(OUT, 'pagedKinds/tanstack-query.ts'))) as typeof tq;
  swr = (await import(join(OUT, 'pagedKinds/swr.ts'))) as typeof swr;
  const { PagedKindsCore } = (await import(join(OUT, 'pagedKinds/operations.ts'))) as { PagedKindsCore: new () => object };
  const { createPagedKindsMocks } = (await import(join(OUT, 'pagedKinds/mocks.ts'))) as { createPagedKindsMocks: () => MockService };
  const { PagedKindsClient } = (await import(join(OUT, 'pagedKinds/index.ts'))) as { PagedKindsClient: new () => typeof full };
  [core, full, mocks] = [new PagedKindsCore(), new PagedKindsClient(), createPagedKindsMocks()];
  server = setupServer(...mocks.handlers);
  server.listen({ onUnhandledRequest: 'error' });
}, 120_000);
afterAll(async () => {
  server?.close();
  await rm(OUT, { recursive: true, force: true });
});

/** Answers `kind`'s list from its pages, by the cursor each request carries. */
function serve(kind: Kind): void {
  mocks.reset();
  mocks.respond(kind.operation, (call) => {
    const value = (call.query as Record<string, unknown>)[kind.cursorParameter];
    return kind.answer(value === undefined ? undefined : String(value)) as never;
  });
}

/** The cursor and page size of each request the mocks saw, and what each did not match in the document (nothing). */
const requests = (kind: Kind) => {
  return mocks.calls.map((c) => [
    (c.query as Record<string, unknown>)[kind.cursorParameter] ?? null,
    (c.query as Record<string, unknown>)[kind.size] ?? null,
    c.violations,
  ]);
};

test.each(Object.entries(KINDS))('%s: TanStack infinite-query options read every page with the pager', async (_name, kind) => {
  serve(kind);
  const options = tq[`${kind.id}InfiniteQueryOptions`]!(core, { [kind.size]: 2 }) as { queryKey: unknown[] };
  expect(options.queryKey).toEqual(['pagedKinds', ...kind.operation.split('.'), { [kind.size]: 2 }, 'infinite']);
  const observer = new InfiniteQueryObserver(new QueryClient(), options as never);
  let result = (await observer.refetch()) as unknown as { hasNextPage: boolean; data: { pages: { data: unknown }[]; pageParams: unknown[] } };
  while (result.hasNextPage) result = (await observer.fetchNextPage()) as unknown as typeof result;
  expect(result.data.pages.map((p) => ids(kind.items(p.data)))).toEqual(kind.id === 'listsByPage' ? [[1, 2], [3, 4], []] : [[1, 2], [3], [4]]);
  expect(result.data.pageParams).toEqual([kind.id === 'listsByPage' ? 1 : undefined, ...kind.cursors]);
  // Each request carried its cursor (a Link page: the page its next link names), and matched the document.
  expect(requests(kind)).toEqual([[null, '2', []], ...kind.cursors.map((c) => [String(c).replace(/^.*page=/, ''), '2', []])]);
});

test.each(Object.entries(KINDS))("%s: SWR's infinite key and fetcher, driven as useSWRInfinite drives them, read the same pages", async (_name, kind) => {
  serve(kind);
  const hook = swr[`use${kind.id.charAt(0).toUpperCase()}${kind.id.slice(1)}Infinite`]!(core, { [kind.size]: 2 });
  const { getKey, fetcher } = hook;
  const pages: { data: unknown; cursor: unknown }[] = [];
  for (let index = 0; index < 10; index++) {
    const key = getKey(index, pages.at(-1) ?? null);
    if (key === null) break;
    expect(key.slice(0, 5)).toEqual(['pagedKinds', ...kind.operation.split('.'), { [kind.size]: 2 }, 'infinite']);
    pages.push((await fetcher(key)) as (typeof pages)[number]);
  }
  expect(pages.map((p) => ids(kind.items(p.data)))).toEqual(kind.id === 'listsByPage' ? [[1, 2], [3, 4], []] : [[1, 2], [3], [4]]);
  expect(pages.map((p) => p.cursor)).toEqual([kind.id === 'listsByPage' ? 1 : undefined, ...kind.cursors]);
  expect(requests(kind)).toEqual([[null, '2', []], ...kind.cursors.map((c) => [String(c).replace(/^.*page=/, ''), '2', []])]);
  // The hook's hasNextPage, as useSWRInfinite's data grows: a next page after each but the last.
  const seen = pages.map((_, n) => {
    hook.data = pages.slice(0, n + 1);
    return hook.hasNextPage;
  });
  expect(seen).toEqual(pages.map((_, n) => n < pages.length - 1));
  hook.data = undefined;
  expect(hook.hasNextPage).toBe(false);
});

test.each(Object.entries(KINDS))('%s: `paginate` reads the same items, with the same requests', async (_name, kind) => {
  serve(kind);
  const items = await full.paginate(full.lists[kind.operation.split('.')[1]!], { [kind.size]: 2 });
  expect(ids(items)).toEqual([1, 2, 3, 4]);
  expect(requests(kind)).toEqual([[null, '2', []], ...kind.cursors.map((c) => [String(c).replace(/^.*page=/, ''), '2', []])]);
});
