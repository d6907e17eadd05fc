// Matching the reviewed quirks (quirks.ts): only a rejection every one of whose problems a listed
// quirk names is excused; a missing required parameter or a request the quirk excludes is not;
// an entry Prism no longer reports is stale.
import { expect, test } from '@jest/globals';
import { applyQuirks, type Quirk } from './quirks.js';
import type { CallOutcome } from './violations.js';

const call = (operation: string, problems: string[], extra: Partial<CallOutcome> = {}): CallOutcome => ({
  operation,
  verdict: problems.length ? 'rejected' : 'accepted',
  statuses: [problems.length ? 422 : 200],
  problems,
  missing: [],
  warnings: [],
  answerViolations: [],
  exchanges: [],
  sent: { method: 'GET', url: '/search?q=1', headers: {} },
  ...extra,
});
const nullable: Quirk = { document: 'doc', operation: 'list', problem: /must be array,null$/, reason: 'nullable arrays in query' };

test('a rejection whose every problem a quirk of its operation names becomes a quirk, with the reason', () => {
  const { calls, stale } = applyQuirks('doc', [call('list', ['request.query.a: a must be array,null', 'request.query.b: b must be array,null'])], [nullable]);
  expect(calls[0]!.quirks).toEqual(['nullable arrays in query']);
  expect(stale).toEqual([]);
});

test('one problem no quirk names keeps the call a rejection (the quirk still counts as seen)', () => {
  const { calls, stale } = applyQuirks(
    'doc',
    [call('list', ['request.query.a: a must be array,null', "request.body: must have required property 'name'"])],
    [nullable],
  );
  expect(calls[0]!.quirks).toBeUndefined();
  expect(stale).toEqual([]);
});

test('quirks apply to their own document and operation only', () => {
  const outcomes = [call('other', ['request.query.a: a must be array,null'])];
  expect(applyQuirks('doc', outcomes, [nullable]).calls[0]!.quirks).toBeUndefined();
  expect(applyQuirks('elsewhere', [call('list', ['request.query.a: a must be array,null'])], [nullable]).calls[0]!.quirks).toBeUndefined();
});

test('a required parameter missing from the request is never excused', () => {
  const { calls } = applyQuirks(
    'doc',
    [call('list', ['request.query.a: a must be array,null'], { missing: ["query: required parameter 'fields' was not sent"] })],
    [nullable],
  );
  expect(calls[0]!.quirks).toBeUndefined();
});

test('unlessSent leaves out the requests a wrong client sends', () => {
  const quirk: Quirk = { ...nullable, problem: /mdfilters\.0 must be object$/, unlessSent: /object%20Object/ };
  const problem = ['request.query.mdfilters.0: mdfilters.0 must be object'];
  const wrong = call('list', problem, { sent: { method: 'GET', url: '/search?mdfilters=%5Bobject%20Object%5D', headers: {} } });
  const right = call('list', problem, { sent: { method: 'GET', url: '/search?mdfilters=%5B%7B%7D%5D', headers: {} } });
  expect(applyQuirks('doc', [wrong], [quirk])).toEqual({ calls: [wrong], stale: [] });
  expect(applyQuirks('doc', [right], [quirk]).calls[0]!.quirks).toEqual(['nullable arrays in query']);
});

test('an entry whose problem Prism no longer reports is stale', () => {
  expect(applyQuirks('doc', [call('list', [])], [nullable]).stale).toEqual([nullable]);
  expect(applyQuirks('doc', [call('list', ['request.query.a: a must be string'])], [nullable]).stale).toEqual([nullable]);
});
