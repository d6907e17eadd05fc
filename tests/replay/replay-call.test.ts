// replayCall: each recorded exchange of a call against the request sent in its place and, where
// the client shows it, what it returned: every page, the last answer of a redirect, an error on
// every exchange left unanswered.
import { expect, test } from '@jest/globals';
import { groupCalls } from './calls.js';
import { fromNock, type NockEntry } from './recording.js';
import { outcomeOf, replayCall } from './replay-call.js';

const entry = (path: string, over: Partial<NockEntry> = {}): NockEntry => ({
  scope: 'https://api.example.com:443',
  method: 'get',
  path,
  status: 200,
  response: { path },
  headers: { 'content-type': 'application/json' },
  ...over,
});
const callOf = (entries: NockEntry[]) => groupCalls(fromNock('s', entries))[0]!;

test('a redirect followed by fetch: both requests compared, the final answer compared with the last exchange', async () => {
  const call = callOf([entry('/old', { status: 301, headers: { location: 'https://api.example.com/new' } }), entry('/new')]);
  const results = await replayCall(call, async (fetch) => {
    const r = await fetch('https://api.example.com/old');
    return [{ status: r.status, data: await r.json() }];
  });
  expect(results.map((r) => [r.id, r.sent?.url, r.differences])).toEqual([
    ['s#0', 'https://api.example.com/old', []],
    ['s#1', 'https://api.example.com/new', []],
  ]);
});

test('pages: each outcome against its page; a client that stops early leaves the rest unsent', async () => {
  const call = callOf([
    entry('/list', { headers: { 'content-type': 'application/json', link: '<https://api.example.com/list?page=2>; rel="next"' } }),
    entry('/list?page=2'),
  ]);
  expect(call.kind).toBe('pages');
  const results = await replayCall(call, async (fetch) => {
    const r = await fetch('https://api.example.com/list', { headers: { accept: 'x/y' } });
    return [{ status: r.status, data: await r.json() }];
  });
  expect(results[0]!.differences.map((d) => d.field)).toEqual(['accept']);
  expect(results[1]!.differences).toEqual([{ field: 'request', expected: 'GET https://api.example.com/list?page=2', actual: '(not sent)' }]);
});

test('an error before anything is sent is the outcome of every exchange of the call', async () => {
  const call = callOf([entry('/old', { status: 301, headers: { location: 'https://api.example.com/new' } }), entry('/new')]);
  const results = await replayCall(call, async () => {
    throw new RangeError('refused');
  });
  for (const r of results)
    expect(r.differences.map((d) => [d.field, d.actual])).toEqual([
      ['request', '(not sent)'],
      ['outcome', 'RangeError: refused'],
    ]);
});

test('outcomeOf: an HTTP error gives its status and body, anything else its name and message', () => {
  expect(outcomeOf(Object.assign(new Error('x'), { status: 422, response: { data: { message: 'Validation Failed' } } }))).toEqual({
    status: 422,
    data: { message: 'Validation Failed' },
  });
  expect(outcomeOf(new TypeError('fetch failed'))).toEqual({ error: 'TypeError: fetch failed' });
  expect(outcomeOf('odd')).toEqual({ error: 'odd' });
});
