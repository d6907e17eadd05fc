// callArguments: a recorded request becomes the call a program would make: parameters typed as
// the description says, the body's fields, mediaType for GitHub's format Accept, a binary
// upload's content type, the recorded token; the recorded path as a route when no operation matched.
import { expect, test } from '@jest/globals';
import { callArguments, mediaTypeOf, tokenOf, typed } from './call-arguments.js';
import { fromNock, type NockEntry } from './recording.js';

const request = (over: Partial<NockEntry>) =>
  fromNock('s', [{ scope: 'https://api.example.com:443', method: 'get', path: '/', status: 200, ...over }])[0]!.request;

test('path and query values typed by the parameters, repeated names as arrays, the token after its scheme word', () => {
  const r = request({ path: '/repos/o/r/issues?per_page=3&labels=a&labels=b&state=open', reqheaders: { authorization: 'token 0001' } });
  const args = callArguments(
    r,
    { key: 'issues.listForRepo', method: 'GET', url: '/repos/{owner}/{repo}/issues', params: { owner: 'o', repo: 'r' } },
    { types: { per_page: 'integer', labels: 'string', state: 'string' } },
  );
  expect(args).toEqual({
    route: 'GET /repos/{owner}/{repo}/issues',
    operation: 'issues.listForRepo',
    params: { owner: 'o', repo: 'r', per_page: 3, labels: ['a', 'b'], state: 'open' },
    token: '0001',
  });
});

test("a JSON body's fields are parameters; a body whose field names a path parameter, or that is not an object, is `data`", () => {
  const match = { key: 'x.y', method: 'POST', url: '/things/{name}', params: { name: 'n' } };
  expect(callArguments(request({ method: 'post', path: '/things/n', body: { title: 't' } }), match).params).toEqual({ name: 'n', title: 't' });
  expect(callArguments(request({ method: 'post', path: '/things/n', body: { name: 'other' } }), match).params).toEqual({ name: 'n', data: { name: 'other' } });
  expect(callArguments(request({ method: 'post', path: '/things/n', body: ['a'] }), match).params).toEqual({ name: 'n', data: ['a'] });
});

test('a text body is `data`; a binary upload keeps its content type as a call header; a format Accept is mediaType', () => {
  const upload = request({
    method: 'post',
    path: '/assets?name=a.txt',
    body: 'Hello\n',
    reqheaders: { 'content-type': 'text/plain', accept: 'application/vnd.github.v3+json' },
  });
  const args = callArguments(upload, { key: 'repos.upload', method: 'POST', url: '/assets', params: {} }, { types: { name: 'string' }, binaryBody: true });
  expect(args.params).toEqual({ name: 'a.txt', data: 'Hello\n' });
  expect(args.headers).toEqual({ 'content-type': 'text/plain' });
  expect(args.mediaType).toBeUndefined();
  const raw = request({ path: '/readme', reqheaders: { accept: 'application/vnd.github.v3.raw' } });
  expect(callArguments(raw, { key: 'r', method: 'GET', url: '/readme', params: {} }).mediaType).toEqual({ format: 'raw' });
});

test('an Accept the caller chose (not the default, not a format) is a call header', () => {
  const html = request({ method: 'post', path: '/markdown', body: { text: 'x' }, reqheaders: { accept: 'text/html' } });
  expect(callArguments(html, { key: 'markdown.render', method: 'POST', url: '/markdown', params: {} }).headers).toEqual({ accept: 'text/html' });
  const plain = request({ path: '/readme', reqheaders: { accept: 'application/vnd.github.v3+json' } });
  expect(callArguments(plain, { key: 'r', method: 'GET', url: '/readme', params: {} }).headers).toBeUndefined();
});

test('without an operation, the recorded path and query are the route', () => {
  expect(callArguments(request({ method: 'post', path: '/projects/columns/1/cards?x=1', body: { note: 'n' } }), undefined)).toEqual({
    route: 'POST /projects/columns/1/cards?x=1',
    params: { note: 'n' },
  });
});

test('typed, mediaTypeOf and tokenOf', () => {
  expect([typed('3', 'integer'), typed('x', 'integer'), typed('true', 'boolean'), typed('3', 'string'), typed('', 'number')]).toEqual([3, 'x', true, '3', '']);
  expect(mediaTypeOf('application/vnd.github.v3.diff')).toEqual({ format: 'diff' });
  expect(mediaTypeOf('application/vnd.github.inertia-preview+json, application/vnd.github.v3.raw+json')).toEqual({ format: 'raw', previews: ['inertia'] });
  expect(mediaTypeOf('application/vnd.github.v3+json')).toBeUndefined();
  expect(mediaTypeOf('text/html')).toBeUndefined();
  expect([tokenOf('token abc'), tokenOf('Bearer abc'), tokenOf('Basic abc'), tokenOf(undefined)]).toEqual(['abc', 'abc', undefined, undefined]);
});
