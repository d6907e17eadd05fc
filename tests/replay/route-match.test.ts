// routeMatcher: the operation of a recorded method and path, the most literal template first,
// empty and multi-segment values, percent-decoded parameters.
import { expect, test } from '@jest/globals';
import { routeMatcher } from './route-match.js';

const match = routeMatcher([
  { key: 'repos.getReleaseAsset', method: 'GET', url: '/repos/{owner}/{repo}/releases/assets/{asset_id}' },
  { key: 'repos.getRelease', method: 'GET', url: '/repos/{owner}/{repo}/releases/{release_id}' },
  { key: 'repos.listReleaseAssets', method: 'GET', url: '/repos/{owner}/{repo}/releases/{release_id}/assets' },
  { key: 'repos.getContent', method: 'GET', url: '/repos/{owner}/{repo}/contents/{path}', multiSegment: ['path'] },
  { key: 'git.updateRef', method: 'PATCH', url: '/repos/{owner}/{repo}/git/refs/{+ref}' },
  { key: 'meta.root', method: 'GET', url: '/' },
]);

test('the template with the most literal characters wins', () => {
  expect(match('GET', '/repos/o/r/releases/assets/7')).toEqual({
    key: 'repos.getReleaseAsset',
    method: 'GET',
    url: '/repos/{owner}/{repo}/releases/assets/{asset_id}',
    params: { owner: 'o', repo: 'r', asset_id: '7' },
  });
  expect(match('get', '/repos/o/r/releases/7/assets')?.key).toBe('repos.listReleaseAssets');
  expect(match('GET', '/repos/o/r/releases/7')?.key).toBe('repos.getRelease');
  expect(match('GET', '/')?.key).toBe('meta.root');
});

test("a variable may be empty ('/contents/' is path ''), or span segments when multi-segment", () => {
  expect(match('GET', '/repos/o/r/contents/')?.params).toEqual({ owner: 'o', repo: 'r', path: '' });
  expect(match('GET', '/repos/o/r/contents/docs/a%20b.md')?.params.path).toBe('docs/a b.md');
  expect(match('PATCH', '/repos/o/r/git/refs/heads/main')?.params).toEqual({ owner: 'o', repo: 'r', ref: 'heads/main' });
});

test('nothing for another method or a path no template has', () => {
  expect(match('DELETE', '/repos/o/r/releases/7')).toBeUndefined();
  expect(match('GET', '/projects/columns/1/cards')).toBeUndefined();
  expect(match('GET', '/repos/o/r/releases/7/assets/extra')).toBeUndefined();
});
