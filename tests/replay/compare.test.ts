// compareRequest and compareResult: field by field against the recording; media types and query
// compared parsed, bodies by kind, absent vs present headers always a difference.
import { describe, expect, test } from '@jest/globals';
import { bodyDifference, compareRequest, compareResult, credentialNote, decoded, jsonDifference, mediaType } from './compare.js';
import { fromNock } from './recording.js';
import type { SentRequest } from './replay-fetch.js';

const enc = new TextEncoder();
const [exchange] = fromNock('s', [
  {
    scope: 'https://api.example.com:443',
    method: 'post',
    path: '/repos/o/r/labels?a=1&b=2',
    body: { name: 'x', color: 'f00' },
    reqheaders: { accept: 'application/vnd.github.v3+json', 'content-type': 'application/json; charset=utf-8' },
    status: 201,
    response: { id: 1 },
    headers: { 'content-type': 'application/json; charset=utf-8' },
  },
]);
const recorded = exchange!.request;
const sent = (over: Partial<SentRequest> = {}): SentRequest => ({
  method: 'POST',
  url: 'https://api.example.com/repos/o/r/labels?b=2&a=1',
  headers: { accept: 'application/vnd.github.v3+json', 'content-type': 'application/json;charset=UTF-8' },
  body: enc.encode('{"color":"f00","name":"x"}'),
  redirect: 'manual',
  followed: false,
  ...over,
});

describe('compareRequest', () => {
  test('equal: query order, JSON key order and media type spelling do not matter', () => {
    expect(compareRequest(recorded, sent())).toEqual([]);
  });

  test('every field that differs, with what the recording has and what was sent', () => {
    const got = compareRequest(
      recorded,
      sent({
        method: 'PUT',
        url: 'https://uploads.example.com/repos/o/r/labels/?a=1',
        headers: { 'content-type': 'text/plain' },
        body: enc.encode('{"name":"y"}'),
      }),
    );
    expect(got.map((d) => [d.field, d.expected, d.actual])).toEqual([
      ['method', 'POST', 'PUT'],
      ['origin', 'https://api.example.com', 'https://uploads.example.com'],
      ['path', '/repos/o/r/labels', '/repos/o/r/labels/'],
      ['query', 'a=1&b=2', 'a=1'],
      ['body', 'JSON {"name":"x","color":"f00"}', 'JSON {"name":"y"} (.name: "x" vs "y")'],
      ['accept', 'application/vnd.github.v3+json', '(absent)'],
      ['content-type', 'application/json; charset=utf-8', 'text/plain'],
    ]);
  });

  test('a header present where the recording has none is a difference; nothing sent is one difference', () => {
    const [bodiless] = fromNock('s', [{ scope: 'https://a.example', method: 'put', path: '/lock', status: 204, body: '' }]);
    expect(
      compareRequest(
        bodiless!.request,
        sent({ method: 'PUT', url: 'https://a.example/lock', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: undefined }),
      ),
    ).toEqual([{ field: 'content-type', expected: '(absent)', actual: 'text/plain;charset=UTF-8' }]);
    expect(compareRequest(recorded, undefined)).toEqual([
      { field: 'request', expected: 'POST https://api.example.com/repos/o/r/labels?a=1&b=2', actual: '(not sent)' },
    ]);
  });
});

describe('compareResult', () => {
  const response = exchange!.response;
  test('status and decoded body; an error without status is the outcome', () => {
    expect(compareResult(response, { status: 201, data: { id: 1 } })).toEqual([]);
    expect(compareResult(response, { status: 200, data: { id: 2 } }).map((d) => d.field)).toEqual(['status', 'data']);
    expect(compareResult(response, { error: 'ValidationError: no' })).toEqual([
      { field: 'outcome', expected: '201 JSON {"id":1}', actual: 'ValidationError: no' },
    ]);
  });

  test('text answered as an ArrayBuffer is a difference; no body, undefined and "" are the same', () => {
    const [text, none] = fromNock('s', [
      {
        scope: 'https://a.example',
        method: 'get',
        path: '/r',
        status: 200,
        response: '# hi',
        headers: { 'content-type': 'application/vnd.github.v3.raw; charset=utf-8' },
      },
      { scope: 'https://a.example', method: 'put', path: '/n', status: 205, response: '', headers: { 'content-type': 'text/plain' } },
    ]);
    expect(compareResult(text!.response, { status: 200, data: enc.encode('# hi').buffer })).toEqual([
      { field: 'data', expected: 'text "# hi"', actual: 'ArrayBuffer (4 bytes) (text vs bytes)' },
    ]);
    expect(compareResult(text!.response, { status: 200, data: '# hi' })).toEqual([]);
    expect(compareResult(none!.response, { status: 205, data: '' })).toEqual([]);
    expect(compareResult(none!.response, { status: 205, data: undefined })).toEqual([]);
  });
});

test('decoded, bodyDifference, jsonDifference and mediaType', () => {
  expect([decoded(undefined), decoded(''), decoded(new ArrayBuffer(0)), decoded('a'), decoded(null)]).toEqual([
    { kind: 'none' },
    { kind: 'none' },
    { kind: 'none' },
    { kind: 'text', value: 'a' },
    { kind: 'json', value: null },
  ]);
  expect(bodyDifference({ kind: 'bytes', value: Uint8Array.of(1, 2) }, decoded(Uint8Array.of(1, 2)))).toBeUndefined();
  expect(bodyDifference({ kind: 'bytes', value: Uint8Array.of(1, 2) }, decoded(Uint8Array.of(1, 3)))).toBe('different bytes');
  expect(jsonDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe('.a[1].b: 2 vs 3');
  expect(jsonDifference({ a: 1 }, { a: 1, c: 2 })).toBe('.c not expected');
  expect(jsonDifference({ a: 1, c: 2 }, { a: 1 })).toBe('.c missing');
  expect(mediaType('Text/Plain ;charset="UTF-8"')).toBe('text/plain; charset=utf-8');
});

test('credentialNote: absent, another token or another scheme word; nothing when the same', () => {
  const [e] = fromNock('s', [{ scope: 'https://a.example', method: 'get', path: '/', status: 200, reqheaders: { authorization: 'token 0001' } }]);
  const with_ = (authorization?: string) => sent({ headers: authorization ? { authorization } : {} });
  expect(credentialNote(e!.request, with_('token 0001'))).toBeUndefined();
  expect(credentialNote(e!.request, with_())).toBe('authorization not sent (recorded: token …)');
  expect(credentialNote(e!.request, with_('Bearer 0001'))).toBe('authorization scheme Bearer (recorded: token)');
  expect(credentialNote(e!.request, with_('token 0002'))).toBe('authorization with another token');
  expect(credentialNote(e!.request, undefined)).toBeUndefined();
});
