// fromNock: a nock-format entry becomes what was sent and what came back, each body in the form a
// client is compared with (JSON, text, bytes or none), by the recorded content types.
import { describe, expect, test } from '@jest/globals';
import { fromNock, type NockEntry } from './recording.js';

const entry = (over: Partial<NockEntry>): NockEntry => ({
  scope: 'https://api.example.com:443',
  method: 'get',
  path: '/things',
  body: '',
  status: 200,
  ...over,
});

describe('fromNock', () => {
  test('the request: method, origin without the default port, path, decoded query, headers without host', () => {
    const [e] = fromNock('list', [
      entry({ path: '/search?q=a%20b&per_page=3', reqheaders: { Accept: 'application/json', host: 'api.example.com', 'content-length': 0 } }),
    ]);
    expect(e!.id).toBe('list#0');
    expect(e!.request).toEqual({
      method: 'GET',
      origin: 'https://api.example.com',
      path: '/search',
      query: [
        ['q', 'a b'],
        ['per_page', '3'],
      ],
      url: 'https://api.example.com/search?q=a%20b&per_page=3',
      headers: { accept: 'application/json', 'content-length': '0' },
      body: { kind: 'none' },
    });
  });

  test('request bodies: a parsed object is JSON, a string is text unless its content type is JSON', () => {
    const [a, b, c] = fromNock('s', [
      entry({ method: 'post', body: { name: 'x' } }),
      entry({ method: 'post', body: '# text', reqheaders: { 'content-type': 'text/plain; charset=utf-8' } }),
      entry({ method: 'post', body: '{"a":1}', reqheaders: { 'content-type': 'application/vnd.x+json' } }),
    ]);
    expect(a!.request.body).toEqual({ kind: 'json', value: { name: 'x' } });
    expect(b!.request.body).toEqual({ kind: 'text', value: '# text' });
    expect(c!.request.body).toEqual({ kind: 'json', value: { a: 1 } });
  });

  test('answers: JSON re-encoded, text by its type, binary from hex, no body for 204 and empty ones', () => {
    const [json, text, binary, none, empty] = fromNock('s', [
      entry({ response: [{ id: 1 }], headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': '99' } }),
      entry({ response: '# hello', headers: { 'content-type': 'application/vnd.github.v3.raw; charset=utf-8' } }),
      entry({ response: '1f8b00', responseIsBinary: true, headers: { 'content-type': 'application/x-gzip' } }),
      entry({ status: 204, response: '' }),
      entry({ status: 302, response: '', headers: { location: 'https://elsewhere.example/x' } }),
    ]);
    expect(new TextDecoder().decode(json!.response.raw)).toBe('[{"id":1}]');
    expect(json!.response.body).toEqual({ kind: 'json', value: [{ id: 1 }] });
    expect(json!.response.headers).toEqual({ 'content-type': 'application/json; charset=utf-8' });
    expect(text!.response.body).toEqual({ kind: 'text', value: '# hello' });
    expect(binary!.response.body).toEqual({ kind: 'bytes', value: Uint8Array.from([0x1f, 0x8b, 0]) });
    expect(none!.response.body).toEqual({ kind: 'none' });
    expect(empty!.response.raw.byteLength).toBe(0);
    expect(empty!.response.headers.location).toBe('https://elsewhere.example/x');
  });
});
