// The mocks with templates that match the same URL and that a request fits equally: the most
// specific template answers, as a router would route it (GitHub's `/commits/{+sha}` beside
// `/commits/{+ref}/statuses`, `/branches/{+branch}` beside `/branches/{branch}/protection`), and
// `respond` overrides the operation that answers. The less specific operation is declared first in
// each pair, so that document order alone would pick it.
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { setupServer } from 'msw/node';
import { createMockService, type MockOperation } from 'specforge/runtime/mocks';
import { specificityRanks } from '../../../runtime/mock/specificity.js';

const BASE = 'https://routing.example';
const op = (key: string, path: string): MockOperation => {
  const names = [...path.matchAll(/\{\+?([^{}]+)\}/g)].map((m) => m[1]!);
  return {
    key,
    method: 'GET',
    path,
    params: names.map((name) => ({ name, in: 'path' as const, required: true })),
    response: { status: 200, body: { answeredBy: key } },
    errors: { '404': { message: 'Not Found' } },
    example: { params: {}, request: { method: 'GET', path, query: {} } },
  };
};

const mocks = createMockService({
  name: 'routing',
  baseUrl: BASE,
  operations: [
    op('getCommit', '/repos/{owner}/{repo}/commits/{+sha}'),
    op('listStatuses', '/repos/{owner}/{repo}/commits/{+ref}/statuses'),
    op('getBranch', '/repos/{owner}/{repo}/branches/{+branch}'),
    op('getProtection', '/repos/{owner}/{repo}/branches/{branch}/protection'),
    op('getSignatures', '/repos/{owner}/{repo}/branches/{+branch}/protection/required_signatures'),
    op('compareBasehead', '/repos/{owner}/{repo}/compare/{+basehead}'),
    op('compare', '/repos/{owner}/{repo}/compare/{base}...{head}'),
    op('userRepos', '/users/{id}/repos'),
    op('myThing', '/users/me/{thing}'),
    op('getUser', '/users/{id}'),
    op('me', '/users/me'),
    op('itemById', '/items/{id}'),
    op('itemBySlug', '/items/{slug}'),
    op('tree', '/trees/{+dir}/raw/{+name}'),
  ],
});
const server = setupServer(...mocks.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mocks.reset());
afterAll(() => server.close());

const send = async (path: string) => {
  const response = await fetch(`${BASE}${path}`);
  const call = mocks.lastCall()!;
  return { status: response.status, operation: call.operation, pathParams: call.pathParams, violations: call.violations };
};

test('a multi-segment variable does not swallow the literal segments of a more specific template', async () => {
  expect(await send('/repos/o/r/commits/abc/statuses')).toEqual({
    status: 200,
    operation: 'listStatuses',
    pathParams: { owner: 'o', repo: 'r', ref: 'abc' },
    violations: [],
  });
  expect(await send('/repos/o/r/commits/feature/x/statuses')).toMatchObject({ operation: 'listStatuses', pathParams: { ref: 'feature/x' } });
  // A ref that is not followed by /statuses is still the commit's, slashes and all.
  expect(await send('/repos/o/r/commits/feature/x')).toMatchObject({ operation: 'getCommit', pathParams: { sha: 'feature/x' } });
  expect(await send('/repos/o/r/branches/main/protection')).toMatchObject({ operation: 'getProtection', pathParams: { branch: 'main' } });
  expect(await send('/repos/o/r/branches/main/protection/required_signatures')).toMatchObject({ operation: 'getSignatures' });
  expect(await send('/repos/o/r/branches/release/1.0')).toMatchObject({ operation: 'getBranch', pathParams: { branch: 'release/1.0' } });
});

test('literal text beside variables in a segment is more specific than a multi-segment variable', async () => {
  expect(await send('/repos/o/r/compare/main...topic')).toMatchObject({ operation: 'compare', pathParams: { base: 'main', head: 'topic' } });
  expect(await send('/repos/o/r/compare/main..topic')).toMatchObject({ operation: 'compareBasehead', pathParams: { basehead: 'main..topic' } });
});

test('a literal segment where another template has a variable is preferred, read from the left', async () => {
  expect(await send('/users/me/repos')).toMatchObject({ operation: 'myThing', pathParams: { thing: 'repos' } });
  expect(await send('/users/octocat/repos')).toMatchObject({ operation: 'userRepos', pathParams: { id: 'octocat' } });
  expect(await send('/users/me')).toMatchObject({ operation: 'me' });
  expect(await send('/users/octocat')).toMatchObject({ operation: 'getUser' });
});

test('of two equally specific templates the request fits, the one declared first answers', async () => {
  expect(await send('/items/42')).toMatchObject({ operation: 'itemById', pathParams: { id: '42' } });
});

test('a multi-segment variable takes as few segments as the rest of the template lets it', async () => {
  expect(await send('/trees/a/raw/b/raw/c')).toMatchObject({ operation: 'tree', pathParams: { dir: 'a', name: 'b/raw/c' } });
});

describe('respond', () => {
  test('overrides the operation a request is routed to, not the one a multi-segment variable would swallow it into', async () => {
    mocks.respond('getProtection', 404);
    expect(await send('/repos/o/r/branches/main/protection')).toMatchObject({ status: 404, operation: 'getProtection' });
    expect(await send('/repos/o/r/branches/main')).toMatchObject({ status: 200, operation: 'getBranch' });
    mocks.reset();
    mocks.respond('getBranch', 404);
    expect(await send('/repos/o/r/branches/main/protection')).toMatchObject({ status: 200, operation: 'getProtection' });
    expect(await send('/repos/o/r/branches/main')).toMatchObject({ status: 404, operation: 'getBranch' });
  });
});

test('specificityRanks: more literal segments, fewer multi-segment variables, literal first from the left, more literal text, fewer variables', () => {
  const templates = [
    '/c/{+sha}', // 0
    '/c/{sha}/statuses', // 1
    '/users/{id}/repos', // 2
    '/users/me/{thing}', // 3
    '/items/{id}', // 4
    '/items/{slug}', // 5
    '/items/{id}.json', // 6
    '/items/{name}{extension}', // 7
    '/c/{+sha}/{file}', // 8
  ];
  const ranks = specificityRanks(templates);
  const before = (a: number, b: number) => expect(ranks[a]!).toBeLessThan(ranks[b]!);
  before(1, 0);
  before(3, 2);
  before(6, 4);
  before(4, 7);
  before(8, 0);
  expect(ranks[4]).toBe(ranks[5]);
});
