// The consumer `make check-data-layers` writes per document (bench/data-layers/consumer.ts): it takes
// the first export of each kind from the generated modules (a plain query's options, not the
// infinite ones; a read hook, not a mutation's), uses each output present and leaves out those
// absent, and types the data as not `any` (a value typed `any` is an error there, checked with tsc).
import { expect, test } from '@jest/globals';
import ts from 'typescript';
import { consumerSource } from '../../bench/data-layers/consumer.js';

const FILES = {
  'client.ts': 'export const ShelfClient = defineClient(shelfService);\nexport type ShelfClient = ClientInstance;\n',
  'operations.ts': 'export const ShelfCore = defineCoreClient(r.base);\nexport const booksList = defineOperation();\n',
  'tanstack-query.ts': [
    'export function shelfQueryKey(namespace?: "books"): readonly string[] {',
    'export function booksListInfiniteQueryOptions(client: CoreClient) {',
    'export function booksCreateMutationOptions(client: CoreClient) {',
    'export function booksListQueryKey() {',
    'export function booksListQueryOptions(client: CoreClient) {',
  ].join('\n'),
  'swr.ts': [
    'export type SWRPage<O> = Response<O>;',
    'export function shelfSWRMatcher(...prefix: string[]) {',
    'export function booksCreateSWRKey() {',
    'export function useBooksCreateMutation(client: CoreClient) {',
    'export function useBooksListInfinite(client: CoreClient) {',
    'export function useBooksList(client: CoreClient, params: P | null) {',
  ].join('\n'),
  'zod.ts': 'export const Book = /* @__PURE__ */ (() => z.looseObject({}))();\n',
  'schemas.ts': 'export const booksCreate = /* @__PURE__ */ standardSchema(v.booksCreate);\n',
  'mocks.ts': 'export const shelfMockOperations = [];\nexport function createShelfMocks(options) {\n',
};

test('each output is used through the first export of its kind', () => {
  const { source, uses } = consumerSource('shelf', FILES, '.');
  expect(uses).toEqual([
    'client: ShelfClient',
    'tanstack-query: booksListQueryOptions (react-query, vue-query)',
    'tanstack-query: booksListInfiniteQueryOptions',
    'tanstack-query: booksCreateMutationOptions',
    'swr: useBooksList, booksCreateSWRKey, shelfSWRMatcher',
    'zod: Book',
    'schemas: booksCreate',
    'mocks: createShelfMocks',
  ]);
  expect(source).toContain(`import * as tq from './tanstack-query.js';`);
  expect(source).toContain('useQuery(tq.booksListQueryOptions(core, ...rest))');
  expect(source).toContain('useQuery(tq.booksListQueryOptions(full, ...rest))');
  expect(source).toContain('useVueQuery(tq.booksListQueryOptions(core, ...rest))');
  expect(source).toContain('invalidateQueries({ queryKey: tq.shelfQueryKey() })');
  expect(source).toContain('notAny(fromCore.data);');
  expect(source).toContain(`import { useQueryClient, useQuery, useInfiniteQuery, useMutation } from '@tanstack/react-query';`);
});

test("an operation whose name starts with `use` (googleapis oslogin's users..., blazemeter's user...): its key is not taken for a hook", () => {
  const swr = ['export function usersGetProfileSWRKey() {', 'export function useUsersGetProfile(client: CoreClient, params: P | null) {'].join('\n');
  const { uses } = consumerSource('oslogin', { ...FILES, 'swr.ts': swr }, '.');
  expect(uses.find((u) => u.startsWith('swr:'))).toBe('swr: useUsersGetProfile, usersGetProfileSWRKey');
});

test('an output not generated is not imported', () => {
  const { source, uses } = consumerSource('hooks', { 'zod.ts': FILES['zod.ts'], 'schemas.ts': FILES['schemas.ts'] });
  expect(uses).toEqual(['zod: Book', 'schemas: booksCreate']);
  expect(source).not.toMatch(/@tanstack|swr|mocks/);
  expect(source).toContain(`import * as zod from '../api/hooks/zod.js';`);
});

test('a value typed any fails the consumer, a typed one does not', () => {
  const { source } = consumerSource('none', {});
  const file = '/consumer.ts';
  const text = `${source}declare const loose: any;\ndeclare const typed: { title: string } | undefined;\nnotAny(typed);\nnotAny(loose);\n`;
  const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, types: [] };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version) => (name === file ? ts.createSourceFile(file, text, version) : read(name, version));
  const diagnostics = ts.getPreEmitDiagnostics(ts.createProgram([file], options, host)).filter((d) => d.file?.fileName === file);
  const lines = diagnostics.map((d) => d.file!.getLineAndCharacterOfPosition(d.start ?? 0).line + 1);
  expect(lines).toEqual([text.split('\n').indexOf('notAny(loose);') + 1]);
});
