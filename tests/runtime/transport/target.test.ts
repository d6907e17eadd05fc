// Where the Node transport sends a request: host, port and path exactly as the URL parser makes
// them from the URL, whether it reuses an origin parsed before (a path the parser would leave
// unchanged) or parses the whole URL (dot segments, characters to percent-encode, userinfo, ...).
import { describe, expect, test } from '@jest/globals';
import { targetFor } from '../../../runtime/transport/node.js';

const byParser = (url: string) => {
  const u = new URL(url);
  const hostname = u.hostname.startsWith('[') ? u.hostname.slice(1, -1) : u.hostname;
  return { hostname, port: u.port, path: `${u.pathname}${u.search}`, https: u.protocol === 'https:' };
};

const cases = [
  'http://127.0.0.1:8080/codes_of_conduct/contributor_covenant',
  'https://api.github.com/repos/o/r/issues?state=open&per_page=100',
  'https://API.GitHub.com:443/user',
  'http://example.com:80/a',
  'http://[::1]:3000/x?y=1',
  'https://ghe.example.com/api/v3/gists/abc',
  'https://api.github.com/a/../b',
  'https://api.github.com/a/./b',
  'https://api.github.com/a/%2e%2E/b',
  'https://api.github.com/a?',
  "https://api.github.com/search?q=it's",
  'https://api.github.com/a b?c d',
  'https://api.github.com/a"b<c>d`e{f}',
  'https://api.github.com/a\\b',
  'https://api.github.com/a#frag',
  'https://user:pass@api.github.com/a',
  'https://api.github.com?x=1',
  'https://api.github.com',
  'https://api.github.com/caf%C3%A9/é',
  'https://api.github.com//double//slash/',
  'https://xn--nxasmq6b.example/a',
  'https://ÉXAMPLE.com/a',
];

describe('targetFor', () => {
  test.each(cases)('%s', (url) => {
    expect(targetFor(url)).toEqual(byParser(url));
    // The second time the origin may come from the cache: still the same.
    expect(targetFor(url)).toEqual(byParser(url));
  });

  test('random paths and queries over the characters that matter give what the parser gives', () => {
    const chars = 'aZ09-._~!$&()*+,;=:@%/?\'"<>`{}|\\^ #\t[]é.';
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 5000; i++) {
      let path = '/';
      const n = 1 + Math.floor(random() * 12);
      for (let j = 0; j < n; j++) path += chars[Math.floor(random() * chars.length)];
      const url = `http://127.0.0.1:9${i % 3}/${path}`;
      expect([url, targetFor(url)]).toEqual([url, byParser(url)]);
    }
  });

  test('only http and https', () => {
    expect(() => targetFor('ftp://example.com/a')).toThrow('Protocol "ftp:" not supported');
    expect(() => targetFor('file:///etc/passwd')).toThrow('not supported');
  });
});
