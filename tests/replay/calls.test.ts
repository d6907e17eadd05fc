// groupCalls: a redirect and the request to its Location are one call, and so are the pages a
// Link rel="next" chains; anything else is a call of its own.
import { expect, test } from '@jest/globals';
import { groupCalls, nextLink } from './calls.js';
import { fromNock, type NockEntry } from './recording.js';

const at = (path: string, over: Partial<NockEntry> = {}): NockEntry => ({ scope: 'https://api.example.com:443', method: 'get', path, status: 200, ...over });
const shape = (entries: NockEntry[]) => groupCalls(fromNock('s', entries)).map((c) => [c.kind, c.exchanges.map((e) => e.index)]);

test('a redirect chain (301 then its Location, 307 of a PATCH then its Location) is one call each', () => {
  expect(
    shape([
      at('/repos/a/old', { status: 301, headers: { location: 'https://api.example.com/repositories/1' } }),
      at('/repositories/1'),
      at('/repos/a/old', { method: 'patch', status: 307, headers: { location: '/repositories/1' } }),
      at('/repositories/1', { method: 'patch' }),
      at('/other'),
    ]),
  ).toEqual([
    ['redirect', [0, 1]],
    ['redirect', [2, 3]],
    ['single', [4]],
  ]);
});

test('a redirect to another origin is followed too', () => {
  expect(
    shape([
      at('/tarball/main', { status: 302, headers: { location: 'https://codeload.example.com/x.tar.gz' } }),
      { scope: 'https://codeload.example.com:443', method: 'get', path: '/x.tar.gz', status: 200 },
    ]),
  ).toEqual([['redirect', [0, 1]]]);
});

test('pages chained by Link rel="next" are one call; a request that is not the next link starts another', () => {
  const link = (n: number) => ({ link: `<https://api.example.com/repositories/1/issues?per_page=3&page=${n}>; rel="next", <https://x/last>; rel="last"` });
  expect(
    shape([
      at('/repos/a/b/issues?per_page=3', { headers: link(2) }),
      at('/repositories/1/issues?per_page=3&page=2', { headers: link(3) }),
      at('/repositories/1/issues?per_page=3&page=3'),
      at('/repos/a/b/issues?per_page=3', { headers: link(2) }),
      at('/unrelated'),
    ]),
  ).toEqual([
    ['pages', [0, 1, 2]],
    ['single', [3]],
    ['single', [4]],
  ]);
});

test('a 3xx without a Location, or one whose Location is not the next request, ends the call', () => {
  expect(shape([at('/a', { status: 304 }), at('/a'), at('/b', { status: 302, headers: { location: '/c' } }), at('/d')])).toEqual([
    ['single', [0]],
    ['single', [1]],
    ['single', [2]],
    ['single', [3]],
  ]);
});

test('nextLink reads rel="next" among other relations', () => {
  expect(nextLink('<https://a/2>; rel="prev", <https://a/4>; rel="next"')).toBe('https://a/4');
  expect(nextLink('<https://a/1>; rel="first"')).toBeUndefined();
  expect(nextLink(undefined)).toBeUndefined();
});
