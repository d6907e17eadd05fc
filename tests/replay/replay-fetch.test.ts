// replayFetch: records each request as fetch would send it and answers from the recording; follows
// redirects by the fetch standard in `follow` mode (method, body and credentials on each hop),
// returns them in `manual` mode, fails past the recorded answers.
import { expect, test } from '@jest/globals';
import { replayFetch, type Answer } from './replay-fetch.js';

const enc = new TextEncoder();
const ok = (body = '{"ok":true}', headers: Record<string, string> = { 'content-type': 'application/json' }): Answer => ({
  status: 200,
  headers,
  raw: enc.encode(body),
});
const redirect = (status: number, location: string): Answer => ({ status, headers: { location }, raw: new Uint8Array(0) });

test('what was sent (URL, lower-case headers, body bytes) and the recorded answer, with its URL', async () => {
  const { fetch, sent } = replayFetch([ok()]);
  const response = await fetch('https://api.example.com/x?a=1', {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: '{"a":1}',
  });
  expect(await response.json()).toEqual({ ok: true });
  expect(response.url).toBe('https://api.example.com/x?a=1');
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    method: 'POST',
    url: 'https://api.example.com/x?a=1',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    followed: false,
  });
  expect(new TextDecoder().decode(sent[0]!.body)).toBe('{"a":1}');
});

test("fetch's own content type for a string body without one (an empty PUT body included); none for bytes", async () => {
  const { fetch, sent } = replayFetch([ok(), ok()]);
  await fetch('https://api.example.com/lock', { method: 'PUT', body: '' });
  await fetch('https://api.example.com/lock', { method: 'PUT', body: new Uint8Array(0) });
  expect(sent[0]!.headers['content-type']).toBe('text/plain;charset=UTF-8');
  expect(sent[0]!.body).toBeUndefined();
  expect(sent[1]!.headers['content-type']).toBeUndefined();
});

test('follow: 307 keeps method and body; 303 becomes a GET without body; another origin loses authorization', async () => {
  const { fetch, sent } = replayFetch([redirect(307, '/moved'), redirect(303, 'https://other.example.com/done'), ok()]);
  const response = await fetch('https://api.example.com/repo', {
    method: 'PATCH',
    headers: { authorization: 'token 1', 'content-type': 'application/json', accept: 'application/json' },
    body: '{"name":"x"}',
  });
  expect(response.status).toBe(200);
  expect(response.url).toBe('https://other.example.com/done');
  expect(sent.map((s) => [s.method, s.url, s.followed, s.headers.authorization ?? null, s.headers['content-type'] ?? null, s.body?.byteLength ?? 0])).toEqual([
    ['PATCH', 'https://api.example.com/repo', false, 'token 1', 'application/json', 12],
    ['PATCH', 'https://api.example.com/moved', true, 'token 1', 'application/json', 12],
    ['GET', 'https://other.example.com/done', true, null, null, 0],
  ]);
  expect(sent[2]!.headers.accept).toBe('application/json');
});

test('manual returns the redirect answer; error fails on it', async () => {
  const manual = replayFetch([redirect(302, 'https://x.example/')]);
  const answer = await manual.fetch('https://api.example.com/a', { redirect: 'manual' });
  expect([answer.status, answer.headers.get('location')]).toEqual([302, 'https://x.example/']);
  const error = replayFetch([redirect(302, 'https://x.example/')]);
  await expect(error.fetch('https://api.example.com/a', { redirect: 'error' })).rejects.toThrow(TypeError);
});

test('a request past the recorded answers fails as a network error; a 204 answer has no body', async () => {
  const { fetch, sent } = replayFetch([{ status: 204, headers: {}, raw: new Uint8Array(0) }]);
  const response = await fetch(new Request('https://api.example.com/a', { method: 'DELETE' }));
  expect([response.status, response.body]).toEqual([204, null]);
  await expect(fetch('https://api.example.com/b')).rejects.toThrow('fetch failed');
  expect(sent.map((s) => s.url)).toEqual(['https://api.example.com/a', 'https://api.example.com/b']);
});
