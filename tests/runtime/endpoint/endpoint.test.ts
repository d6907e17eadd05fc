// endpoint(): route forms, path/query/body split, Accept from previews and format, DEFAULTS and
// merge, and no authentication.
import { describe, expect, test } from '@jest/globals';
import { HostingClient } from 'specforge/hosting';
import { AuditClient } from 'specforge/audit';
import { VERSION } from 'specforge';
import { compileTemplate, parseRoute } from '../../../runtime/route.js';

describe('compileTemplate', () => {
  test('a template with variables is compiled once; a URL without any is not kept', () => {
    expect(compileTemplate('/repos/{owner}/{repo}')).toBe(compileTemplate('/repos/{owner}/{repo}'));
    expect(compileTemplate('/repos/{owner}/{repo}')).toEqual([
      { literal: '/repos/', name: 'owner', reserved: false },
      { literal: '/', name: 'repo', reserved: false },
      { literal: '' },
    ]);
    const next = 'https://api.example.com/items?page=2';
    expect(compileTemplate(next)).toEqual([{ literal: next }]);
    expect(compileTemplate(next)).not.toBe(compileTemplate(next));
  });

  test('the cache is bounded: past a few thousand distinct templates, new ones are compiled each time', () => {
    for (let i = 0; i < 5000; i++) compileTemplate(`/bounded/${i}/{id}`);
    expect(compileTemplate('/bounded/4999/{id}')).not.toBe(compileTemplate('/bounded/4999/{id}'));
    expect(compileTemplate('/bounded/4999/{id}')).toEqual([{ literal: '/bounded/4999/', name: 'id', reserved: false }, { literal: '' }]);
  });
});

describe('parseRoute', () => {
  test('verb and {var} path', () => expect(parseRoute('POST /repos/{owner}/{repo}/issues')).toEqual({ method: 'POST', url: '/repos/{owner}/{repo}/issues' }));
  test(':var form becomes {var}', () => expect(parseRoute('GET /repos/:owner/:repo')).toEqual({ method: 'GET', url: '/repos/{owner}/{repo}' }));
  test('a path alone is GET', () => expect(parseRoute('/user')).toEqual({ method: 'GET', url: '/user' }));
  test('an unknown verb is rejected', () => expect(() => parseRoute('FETCH /x')).toThrow(/unknown HTTP verb "FETCH"/));
});

describe('client.request.endpoint', () => {
  const client = new HostingClient({ auth: 'secret-token', userAgent: 'my-app/2.0', headers: { 'X-Extra': 'yes' } });

  test('GET puts leftover parameters in the query, encoded', () => {
    const r = client.request.endpoint('GET /repos/:owner/:repo/issues', { owner: 'oct o', repo: 'r/x', labels: ['a', 'b'], state: 'open', skip: undefined });
    expect(r.method).toBe('GET');
    expect(r.url).toBe('https://api.github.com/repos/oct%20o/r%2Fx/issues?labels=a%2Cb&state=open');
    expect(r.body).toBeUndefined();
  });

  test('POST puts leftover parameters in the body; data is sent as the raw body', () => {
    expect(client.request.endpoint('POST /gists', { description: 'd', public: true }).body).toEqual({ description: 'd', public: true });
    expect(client.request.endpoint('POST /markdown/raw', { data: '# hi' }).body).toBe('# hi');
  });

  test('default headers: Accept, user agent with the caller first, custom headers; never authorization', () => {
    const r = client.request.endpoint('GET /');
    expect(r.headers).toEqual({ accept: 'application/vnd.github.v3+json', 'user-agent': `my-app/2.0 specforge/v${VERSION}`, 'x-extra': 'yes' });
    expect(JSON.stringify(r)).not.toContain('secret-token');
  });

  test('baseUrl override and per-request headers (lower-cased)', () => {
    const r = client.request.endpoint('GET /user', { baseUrl: 'https://ghe.example.com/api/v3', headers: { 'If-None-Match': '"abc"' } });
    expect(r.url).toBe('https://ghe.example.com/api/v3/user');
    expect(r.headers['if-none-match']).toBe('"abc"');
  });

  test('mediaType.previews and mediaType.format set Accept', () => {
    expect(client.request.endpoint('GET /x', { mediaType: { previews: ['mercy'] } }).headers.accept).toBe('application/vnd.github.mercy-preview+json');
    expect(client.request.endpoint('GET /x', { mediaType: { format: 'diff' } }).headers.accept).toBe('application/vnd.github.v3.diff+json');
  });

  test('a missing path variable is a ValidationError naming it', () => {
    expect(() => client.request.endpoint('GET /repos/{owner}/{repo}', { owner: 'o' })).toThrow(
      expect.objectContaining({ name: 'ValidationError', parameter: 'repo', expected: 'is required (path parameter)' }),
    );
  });

  test('DEFAULTS and merge', () => {
    expect(client.request.endpoint.DEFAULTS).toMatchObject({ method: 'GET', baseUrl: 'https://api.github.com', mediaType: { format: '', previews: [] } });
    const merged = client.request.endpoint.merge('GET /repos/:owner/:repo', { owner: 'o', repo: 'r', headers: { 'X-A': '1' } });
    expect(merged).toMatchObject({ method: 'GET', url: '/repos/{owner}/{repo}', owner: 'o', repo: 'r', baseUrl: 'https://api.github.com' });
    expect(merged.headers['x-a']).toBe('1');
    expect(client.request.endpoint(merged).url).toBe('https://api.github.com/repos/o/r');
  });
});

describe('method.endpoint', () => {
  test('a generated method knows its verb, path and previews', () => {
    const client = new HostingClient({ auth: 'secret-token' });
    const r = client.codesOfConduct.getConductCode.endpoint({ key: 'mit' });
    expect(r).toEqual({
      method: 'GET',
      url: 'https://api.github.com/codes_of_conduct/mit',
      headers: { accept: 'application/vnd.github.scarlet-witch-preview+json', 'user-agent': `specforge/v${VERSION}` },
    });
    expect(client.codesOfConduct.getConductCode.endpoint.DEFAULTS).toMatchObject({ method: 'GET', url: '/codes_of_conduct/{key}' });
    expect(client.codesOfConduct.getConductCode.endpoint.merge({ key: 'mit' })).toMatchObject({ key: 'mit', url: '/codes_of_conduct/{key}' });
  });

  test('path defaults fill omitted path parameters; query auth is not applied', () => {
    const client = new AuditClient({ auth: 'ya29.secret' });
    const r = client.activities.list.endpoint({ maxResults: 10 });
    expect(r.url).toBe(
      'https://admin.googleapis.com/admin/reports/v1/activity/users/{userKey}/applications/{applicationName}'
        .replace('{userKey}', 'all')
        .replace('{applicationName}', 'drive') + '?maxResults=10',
    );
  });
});
