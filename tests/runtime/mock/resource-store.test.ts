// The records behind stateful mocks (runtime/mock/resource-store.ts), through createMockService
// with a made-up collection of notes keyed by a numeric path parameter and wrapped in an envelope
// for create/read/update, bare for the list: created records are listed and read back, updates
// merge the body's record fields and `set`, a delete makes the key answer 404, keys never seen read
// as the fixture, reset() forgets everything, and operations without a resource stay stateless.
import { afterAll, beforeAll, beforeEach, expect, test } from '@jest/globals';
import { setupServer } from 'msw/node';
import { createMockService, type MockOperation, type MockResource } from 'specforge/runtime/mocks';
import { createResourceStore } from '../../../runtime/mock/resource-store.js';

const BASE = 'https://notes.example/api';
const note = { id: 7, title: 'fixture', archived: false };
const fields = ['id', 'title', 'archived'];
const resource = (r: Omit<MockResource, 'collection' | 'idField'>): MockResource => ({ collection: 'notes', idField: 'id', fields, ...r });
const idParam = { name: 'note_id', in: 'path', type: 'integer', required: true } as const;
const op = (o: Partial<MockOperation> & Pick<MockOperation, 'key' | 'method' | 'path'>): MockOperation => ({
  params: [],
  response: { status: 200, body: { note } },
  example: { params: {}, request: { method: o.method, path: o.path, query: {} } },
  ...o,
});
const operations: MockOperation[] = [
  op({ key: 'list', method: 'GET', path: '/notes', response: { status: 200, body: [note] }, resource: resource({ action: 'list' }) }),
  op({
    key: 'create',
    method: 'POST',
    path: '/notes',
    params: [
      { name: 'title', in: 'body', type: 'string', required: true },
      { name: 'draft', in: 'body', type: 'boolean', required: false },
    ],
    response: { status: 201, body: { note } },
    resource: resource({ action: 'create', envelope: 'note' }),
  }),
  op({ key: 'get', method: 'GET', path: '/notes/{note_id}', params: [idParam], resource: resource({ action: 'read', key: 'note_id', envelope: 'note' }) }),
  op({
    key: 'rename',
    method: 'PATCH',
    path: '/notes/{note_id}',
    params: [idParam, { name: 'title', in: 'body', type: 'string', required: false }],
    resource: resource({ action: 'update', key: 'note_id', envelope: 'note' }),
  }),
  op({
    key: 'archive',
    method: 'POST',
    path: '/notes/{note_id}/archive',
    params: [idParam],
    resource: resource({ action: 'update', key: 'note_id', envelope: 'note', set: { archived: true } }),
  }),
  op({
    key: 'remove',
    method: 'DELETE',
    path: '/notes/{note_id}',
    params: [idParam],
    response: { status: 204 },
    resource: resource({ action: 'delete', key: 'note_id' }),
  }),
  op({ key: 'stateless', method: 'GET', path: '/notes/{note_id}/raw', params: [idParam] }),
];
const mocks = createMockService({ name: 'notes', baseUrl: BASE, operations });
const server = setupServer(...mocks.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => mocks.reset());

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

test("a created record gets a new key and the body's record fields, and is listed and read back", async () => {
  const created = await call('POST', '/notes', { title: 'first', draft: true });
  expect(created).toEqual({ status: 201, body: { note: { id: 8, title: 'first', archived: false } } });
  const second = await call('POST', '/notes', { title: 'second' });
  expect(second.body).toEqual({ note: { id: 9, title: 'second', archived: false } });
  expect((await call('GET', '/notes')).body).toEqual([note, { id: 8, title: 'first', archived: false }, { id: 9, title: 'second', archived: false }]);
  expect(await call('GET', '/notes/8')).toEqual({ status: 200, body: { note: { id: 8, title: 'first', archived: false } } });
});

test("updates merge the body and the spec's `set` fields, and the list shows them", async () => {
  await call('POST', '/notes', { title: 'first' });
  expect((await call('PATCH', '/notes/8', { title: 'renamed' })).body).toEqual({ note: { id: 8, title: 'renamed', archived: false } });
  expect((await call('POST', '/notes/8/archive')).body).toEqual({ note: { id: 8, title: 'renamed', archived: true } });
  expect((await call('GET', '/notes/8')).body).toEqual({ note: { id: 8, title: 'renamed', archived: true } });
  expect((await call('PATCH', '/notes/7', { title: 'fixture renamed' })).body).toEqual({ note: { id: 7, title: 'fixture renamed', archived: false } });
  expect((await call('GET', '/notes')).body).toEqual([
    { id: 7, title: 'fixture renamed', archived: false },
    { id: 8, title: 'renamed', archived: true },
  ]);
});

test('a deleted record answers 404 to read, update and delete, and leaves the list', async () => {
  await call('POST', '/notes', { title: 'first' });
  expect((await call('DELETE', '/notes/8')).status).toBe(204);
  for (const [method, path] of [
    ['GET', '/notes/8'],
    ['PATCH', '/notes/8'],
    ['POST', '/notes/8/archive'],
    ['DELETE', '/notes/8'],
  ] as const) {
    const res = await call(method, path, method === 'PATCH' ? { title: 'x' } : undefined);
    expect([method, path, res.status]).toEqual([method, path, 404]);
    expect((res.body as { message: string }).message).toContain('"8"');
  }
  await call('DELETE', '/notes/7');
  expect((await call('GET', '/notes')).body).toEqual([]);
  // An operation without a resource answers its fixture whatever the store holds.
  expect((await call('GET', '/notes/8/raw')).status).toBe(200);
});

test("a key never seen reads as the fixture under that key (a number when the fixture's is)", async () => {
  expect((await call('GET', '/notes/42')).body).toEqual({ note: { id: 42, title: 'fixture', archived: false } });
});

test('reset() forgets created, changed and deleted records', async () => {
  await call('POST', '/notes', { title: 'first' });
  await call('DELETE', '/notes/7');
  mocks.reset();
  expect((await call('GET', '/notes')).body).toEqual([note]);
  expect((await call('GET', '/notes/7')).status).toBe(200);
  expect((await call('POST', '/notes', { title: 'again' })).body).toEqual({ note: { id: 8, title: 'again', archived: false } });
});

test('a request that breaks the spec is still a 400, and respond() overrides still win', async () => {
  expect((await call('GET', '/notes/7?unknown=1')).status).toBe(400);
  mocks.respond('get', { status: 500, body: { message: 'down' } });
  expect((await call('GET', '/notes/7')).status).toBe(500);
});

test("string keys: a new key keeps the fixture key's length and alphabet, and path values are decoded", () => {
  const store = createResourceStore();
  const r = (action: MockResource['action'], key?: string): { resource: MockResource; response: { status: number; body: unknown } } => ({
    resource: { collection: 'hooks', action, idField: 'id', ...(key ? { key } : {}) },
    response: { status: 200, body: action === 'list' ? [] : { id: '6390e855e30d9209411de93b', name: 'n' } },
  });
  const callOf = (pathParams: Record<string, string>, body?: unknown) => ({
    operation: 'x',
    method: 'GET',
    url: '',
    path: '',
    pathParams,
    query: {},
    headers: {},
    body,
    violations: [],
  });
  const created = store.answer(r('create'), callOf({}, { name: 'a' }))!.body as { id: string };
  expect(created).toEqual({ id: '6390e855e30d9209411de931', name: 'a' });
  expect(store.answer(r('create'), callOf({}, {}))!.body).toEqual({ id: '6390e855e30d9209411de932', name: 'n' });
  expect(store.answer(r('delete', 'k'), callOf({ k: 'a%20b' }))!.status).toBe(200);
  expect(store.answer(r('read', 'k'), callOf({ k: 'a b' }))!.status).toBe(404);
  expect(store.answer(r('list'), callOf({}))!.body).toEqual([created, { id: '6390e855e30d9209411de932', name: 'n' }]);
  expect(store.answer({ response: { status: 200 } }, callOf({}))).toBeUndefined();
});
