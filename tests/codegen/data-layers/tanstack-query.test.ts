// The TanStack Query output (codegen/emit/tanstack-query/): run with TanStack's own QueryClient
// (@tanstack/query-core) against the generated mocks: a query whose abort signal ends its request,
// an infinite query paged by a token and one by Link headers (the runtime's pager, no
// getNextPageParam written), a mutation that invalidates the list by its key prefix, keys
// hierarchical; and a consumer type-checked strictly, under nodenext and bundler, with
// @tanstack/react-query 5 and @tanstack/vue-query 5 (data and error types from the operation).
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { InfiniteQueryObserver, MutationObserver, QueryClient } from '@tanstack/query-core';
import { setupServer, type SetupServer } from 'msw/node';
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import type { MockService } from '../../../runtime/mock/types.js';
import { run } from '../../helpers/fixture-root.js';
import { consumerOptions } from '../../helpers/type-errors.js';

const ROOT = new URL('../../..', import.meta.url).pathname.replace(/\/$/, '');
const SPEC = join(ROOT, 'tests/fixtures/documents/shelf.yaml');
// Inside the repository, so that the consumer finds @tanstack/* in its node_modules.
const OUT = join(ROOT, '.scratch', `tanstack-query-${process.pid}`);

type Options = Record<string, unknown> & { queryKey: readonly unknown[] };
type Exported =
  | 'booksGetQueryKey'
  | 'booksListQueryKey'
  | 'booksGetQueryOptions'
  | 'booksListQueryOptions'
  | 'booksListInfiniteQueryOptions'
  | 'authorsListInfiniteQueryOptions'
  | 'booksCreateMutationOptions';
type Tanstack = Record<Exported, (...args: unknown[]) => Options> & { shelfQueryKey: (namespace?: string) => readonly string[] };
/** What an infinite observer's fetch answers, as the test reads it. */
type PagesResult = { hasNextPage: boolean; data: { pages: { data: unknown }[]; pageParams: unknown[] } };
let tq: Tanstack;
let core: object;
let full: object;
let mocks: MockService;
let server: SetupServer;

beforeAll(async () => {
  const result = await run(['generate', SPEC, '--out', OUT, '--outputs', 'mocks,tanstack-query']);
  expect(result.err.filter((l) => / error /.test(l))).toEqual([]);
  expect(result.code).toBe(0);
  tq = (await import(join(OUT, 'shelf/tanstack-query.ts'))) as Tanstack;
  const { ShelfCore } = (await import(join(OUT, 'shelf/operations.ts'))) as { ShelfCore: new () => object };
  const { ShelfClient } = (await import(join(OUT, 'shelf/index.ts'))) as { ShelfClient: new () => object };
  const { createShelfMocks } = (await import(join(OUT, 'shelf/mocks.ts'))) as { createShelfMocks: () => MockService };
  [core, full, mocks] = [new ShelfCore(), new ShelfClient(), createShelfMocks()];
  server = setupServer(...mocks.handlers);
  server.listen({ onUnhandledRequest: 'error' });
}, 120_000);
afterAll(async () => {
  server?.close();
  await rm(OUT, { recursive: true, force: true });
});

test('keys are hierarchical: service, namespace, operation, then the parameters without the call options', () => {
  expect(tq.shelfQueryKey()).toEqual(['shelf']);
  expect(tq.shelfQueryKey('books')).toEqual(['shelf', 'books']);
  expect(tq.booksGetQueryKey({ isbn: '9780141439518', request: { timeout: 5 } })).toEqual(['shelf', 'books', 'get', { isbn: '9780141439518' }]);
  expect(tq.booksListQueryKey()).toEqual(['shelf', 'books', 'list', {}]);
  expect(tq.booksListInfiniteQueryOptions(core, { genre: 'novel' }).queryKey).toEqual(['shelf', 'books', 'list', { genre: 'novel' }, 'infinite']);
  expect(tq.booksCreateMutationOptions(core).mutationKey).toEqual(['shelf', 'books', 'create']);
  // Reads get query options, writes mutation options; lists the pager follows get infinite ones.
  expect(
    Object.keys(tq)
      .filter((k) => k.endsWith('Options'))
      .sort(),
  ).toEqual([
    'authorsListInfiniteQueryOptions',
    'authorsListQueryOptions',
    'booksCreateMutationOptions',
    'booksDeleteMutationOptions',
    'booksGetQueryOptions',
    'booksListInfiniteQueryOptions',
    'booksListQueryOptions',
  ]);
});

test('a query answers with the data, checked like any call, with the core client and the full one', async () => {
  const queries = new QueryClient();
  for (const client of [core, full]) {
    mocks.reset();
    const book = await queries.fetchQuery(tq.booksGetQueryOptions(client, { isbn: '9780141439518' }) as never);
    expect(book).toMatchObject({ isbn: expect.stringMatching(/^\d{13}$/), title: expect.any(String) });
    expect(mocks.lastCall()).toMatchObject({ operation: 'books.get', violations: [] });
    queries.clear();
  }
  // A parameter the document refuses is refused before sending, as a ValidationError TanStack holds.
  await expect(queries.fetchQuery({ ...tq.booksGetQueryOptions(core, { isbn: 'nope' }), retry: false } as never)).rejects.toMatchObject({
    name: 'ValidationError',
  });
  // A described error reaches TanStack as the RequestError with its typed body.
  mocks.respond('books.get', { status: 404, body: { message: 'no such book' } });
  await expect(queries.fetchQuery({ ...tq.booksGetQueryOptions(core, { isbn: '9780141439518' }), retry: false } as never)).rejects.toMatchObject({
    status: 404,
    data: { message: 'no such book' },
  });
});

test("the query's abort signal ends its request", async () => {
  mocks.reset();
  mocks.respond('books.get', () => new Promise((resolve) => setTimeout(() => resolve({ status: 200, body: { isbn: '9780141439518', title: 'Late' } }), 2_000)));
  const options = tq.booksGetQueryOptions(core, { isbn: '9780141439518' }) as Options & { queryFn: (context: object) => Promise<unknown> };
  const controller = new AbortController();
  const pending = options.queryFn({ queryKey: options.queryKey, signal: controller.signal, meta: undefined, client: new QueryClient() });
  setTimeout(() => controller.abort(), 100);
  const started = Date.now();
  await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  expect(Date.now() - started).toBeLessThan(1_500);
  mocks.reset();
});

test('an infinite query pages with the runtime pager: a token from the answer, then Link headers', async () => {
  mocks.reset();
  const books = (n: number) => ({ isbn: `978014143951${n}`, title: `Book ${n}` });
  mocks.respond('books.list', (call) => {
    const cursor = (call.query as Record<string, unknown>).cursor;
    return cursor === undefined ? { status: 200, body: { books: [books(1), books(2)], next: 'page-2' } } : { status: 200, body: { books: [books(3)] } };
  });
  const queries = new QueryClient();
  const observer = new InfiniteQueryObserver(queries, tq.booksListInfiniteQueryOptions(full, { genre: 'novel' }) as never);
  const first = (await observer.refetch()) as unknown as PagesResult;
  expect(first.hasNextPage).toBe(true);
  const all = (await observer.fetchNextPage()) as unknown as PagesResult;
  expect(all.hasNextPage).toBe(false);
  expect(all.data.pages.map((p) => (p.data as { books: unknown[] }).books.length)).toEqual([2, 1]);
  expect(all.data.pageParams).toEqual([undefined, 'page-2']);
  expect(mocks.calls.map((c) => (c.query as Record<string, unknown>).cursor)).toEqual([undefined, 'page-2']);
  expect(mocks.calls.every((c) => (c.query as Record<string, unknown>).genre === 'novel')).toBe(true);

  mocks.reset();
  mocks.respond('authors.list', (call) => {
    const page = Number((call.query as Record<string, unknown>).page ?? 1);
    return page === 1
      ? { status: 200, body: [{ name: 'Austen' }], headers: { link: '<https://shelf.example.com/authors?page=2&per_page=1>; rel="next"' } }
      : { status: 200, body: [{ name: 'Eliot' }] };
  });
  const authors = new InfiniteQueryObserver(queries, tq.authorsListInfiniteQueryOptions(core, { per_page: 1 }) as never);
  await authors.refetch();
  const both = (await authors.fetchNextPage()) as unknown as PagesResult;
  expect(both.data.pages.map((p) => p.data)).toEqual([[{ name: 'Austen' }], [{ name: 'Eliot' }]]);
  expect(both.hasNextPage).toBe(false);
  mocks.reset();
});

test('a mutation sends its parameters; invalidating by the operation key refetches every list of it', async () => {
  mocks.reset();
  const queries = new QueryClient();
  await queries.fetchQuery(tq.booksListQueryOptions(core, { genre: 'poetry' }) as never);
  await queries.fetchQuery(tq.booksListQueryOptions(core, { genre: 'essay' }) as never);
  await queries.fetchQuery(tq.booksGetQueryOptions(core, { isbn: '9780141439518' }) as never);
  const create = new MutationObserver(queries, {
    ...tq.booksCreateMutationOptions(core),
    onSuccess: () => queries.invalidateQueries({ queryKey: tq.booksListQueryKey() as unknown as readonly unknown[] }),
  } as never);
  const created = await create.mutate({ isbn: '9780141439518', title: 'Middlemarch' } as never);
  expect(created).toMatchObject({ isbn: expect.any(String) });
  const states = queries
    .getQueryCache()
    .getAll()
    .map((q) => [q.queryKey[2], q.state.isInvalidated]);
  expect(states.sort()).toEqual([
    ['get', false],
    ['list', true],
    ['list', true],
  ]);
  expect(mocks.calls.find((c) => c.operation === 'books.create')).toMatchObject({ violations: [] });
});

test.each(['nodenext', 'bundler'] as const)(
  'a consumer type-checks strictly under %s with react-query 5 and vue-query 5 (and a wrong call does not)',
  async (resolution) => {
    const file = join(OUT, 'consumer.tsx');
    await mkdir(OUT, { recursive: true });
    await copyFile(join(ROOT, 'tests/codegen/data-layers/tanstack-consumer.tsx.txt'), file);
    const check = (path: string) => {
      const program = ts.createProgram([path], consumerOptions(resolution));
      return ts
        .getPreEmitDiagnostics(program)
        .filter((d) => d.file?.fileName.startsWith(OUT))
        .map(
          (d) =>
            `${d.file!.fileName.slice(OUT.length)}:${d.file!.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
        );
    };
    expect(check(file)).toEqual([]);
    // Without its @ts-expect-error lines, each wrong call is an error: the checks are real.
    const source = await readFile(file, 'utf8');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(file, source.replace(/^\s*\/\/ @ts-expect-error.*$/gm, ''));
    expect(check(file).length).toBe(3);
  },
  240_000,
);
