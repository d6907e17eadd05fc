// The activity feed's 400 answers (a page size or page token it cannot take) are shaped as the
// service's description says (its `error` example, every `message` field filled in), or
// `{ message }` when it says nothing: the runtime knows no service's error envelope.
import { expect, test } from '@jest/globals';
import { activityListResponder, type ActivityFeedDescription, type RecordedCall } from 'specforge/runtime/mocks';
import { auditEventCatalogue } from 'specforge/audit';

const request = { tokenParameter: 'cursor', nextField: 'next', itemsField: 'items', pageSizeParameter: 'size', defaultPageSize: 10 };
const call = (query: Record<string, string>): RecordedCall => ({
  operation: 'feed.list',
  method: 'GET',
  url: 'https://feed.example.com/items',
  path: '/items',
  pathParams: {},
  query,
  headers: {},
  body: undefined,
  violations: [],
});
const feed = (error?: unknown): ActivityFeedDescription => ({
  catalogue: auditEventCatalogue,
  unknownExamples: [],
  activity: {},
  page: { kind: 'page' },
  error,
});

test('without an error shape the answer is { message }', () => {
  const respond = activityListResponder(feed(), [], request);
  expect(respond(call({ size: '0' }))).toEqual({ status: 400, body: { message: 'Invalid value for size: 0' } });
  expect(respond(call({ cursor: 'forged' }))).toEqual({ status: 400, body: { message: 'Invalid cursor' } });
});

test("with the service's error shape, every message field at any depth carries the message; nothing else changes", () => {
  const shape = { problem: { message: 'example', code: 400, details: [{ message: 'example', reason: 'bad' }] }, message: 7 };
  const respond = activityListResponder(feed(shape), [], request);
  expect(respond(call({ cursor: 'forged' }))).toEqual({
    status: 400,
    body: { problem: { message: 'Invalid cursor', code: 400, details: [{ message: 'Invalid cursor', reason: 'bad' }] }, message: 7 },
  });
  expect(respond(call({}))).toEqual({ status: 200, body: { kind: 'page' } });
});
