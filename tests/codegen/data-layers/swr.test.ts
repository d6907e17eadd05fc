// The SWR output (codegen/emit/swr/): keys hierarchical as TanStack's, the matcher that picks a
// prefix for `mutate`, useSWRInfinite's getKey reading each page's cursor from the page before with
// the runtime's pager (a token from the answer; the end when there is none), and a consumer of the
// hooks type-checked strictly, under nodenext and bundler, with swr 2 (data and error types from
// the operation). The keys and fetchers are run here; the hooks run with swr itself in React, in
// Chromium, in README's SWR page (react-page.browser.test.ts).
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { copyFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { run } from '../../helpers/fixture-root.js';
import { consumerOptions } from '../../helpers/type-errors.js';

const ROOT = new URL('../../..', import.meta.url).pathname.replace(/\/$/, '');
const SPEC = join(ROOT, 'tests/fixtures/documents/shelf.yaml');
const OUT = join(ROOT, '.scratch', `swr-${process.pid}`);

type GetKey = (index: number, previous: unknown) => readonly unknown[] | null;
let swr: {
  shelfSWRMatcher: (...prefix: string[]) => (key: unknown) => boolean;
  booksGetSWRKey: (params?: object) => readonly unknown[];
  booksListSWRInfiniteKey: (params?: object) => GetKey;
  authorsListSWRInfiniteKey: (params?: object) => GetKey;
};

beforeAll(async () => {
  const result = await run(['generate', SPEC, '--out', OUT, '--outputs', 'swr']);
  expect(result.code).toBe(0);
  swr = (await import(join(OUT, 'shelf/swr.ts'))) as typeof swr;
}, 120_000);
afterAll(() => rm(OUT, { recursive: true, force: true }));

test('keys are hierarchical, and the matcher picks every key under a prefix', () => {
  const key = swr.booksGetSWRKey({ isbn: '9780141439518', request: { timeout: 1 } });
  expect(key).toEqual(['shelf', 'books', 'get', { isbn: '9780141439518' }]);
  expect(swr.shelfSWRMatcher('shelf', 'books')(key)).toBe(true);
  expect(swr.shelfSWRMatcher('shelf', 'books', 'list')(key)).toBe(false);
  expect(swr.shelfSWRMatcher('shelf')('shelf')).toBe(false);
});

test("useSWRInfinite's getKey: the first page at the call's cursor, the next at the token the page gives, none after the last", () => {
  const getKey = swr.booksListSWRInfiniteKey({ genre: 'novel' });
  expect(getKey(0, null)).toEqual(['shelf', 'books', 'list', { genre: 'novel' }, 'infinite', undefined]);
  const page = (body: object, cursor?: string) => ({ status: 200, url: 'https://shelf.example.com/books', headers: {}, data: body, cursor });
  expect(getKey(1, page({ books: [], next: 'page-2' }))).toEqual(['shelf', 'books', 'list', { genre: 'novel' }, 'infinite', 'page-2']);
  expect(getKey(2, page({ books: [] }, 'page-2'))).toBeNull();
  // Link pages: the next link, resolved against the page's address.
  const links = swr.authorsListSWRInfiniteKey();
  const linked = { status: 200, url: 'https://shelf.example.com/authors', headers: { link: '</authors?page=2>; rel="next"' }, data: [], cursor: undefined };
  expect(links(1, linked)?.at(-1)).toBe('https://shelf.example.com/authors?page=2');
});

test.each(['nodenext', 'bundler'] as const)(
  'a consumer of the hooks type-checks strictly under %s with swr 2 (and a wrong call does not)',
  async (resolution) => {
    const file = join(OUT, 'consumer.tsx');
    await copyFile(join(ROOT, 'tests/codegen/data-layers/swr-consumer.tsx.txt'), file);
    const check = () => {
      const program = ts.createProgram([file], consumerOptions(resolution));
      return ts
        .getPreEmitDiagnostics(program)
        .filter((d) => d.file?.fileName.startsWith(OUT))
        .map((d) => `${d.file!.fileName.slice(OUT.length)}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    };
    expect(check()).toEqual([]);
    const { readFile, writeFile } = await import('node:fs/promises');
    await writeFile(file, (await readFile(file, 'utf8')).replace(/^\s*\/\/ @ts-expect-error.*$/gm, ''));
    expect(check().length).toBe(2);
  },
  240_000,
);
