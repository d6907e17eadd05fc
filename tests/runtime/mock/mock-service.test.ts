// The mock runtime with operations from documents nobody here wrote: paths with any legal
// character, bodies read by their content type, JSON bodies that are not objects, object header
// values, redirect-only operations, query arrays by style and explode. Each request a client of
// the same routes sends matches its operation (no violations); a wrong one is named.
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { setupServer } from 'msw/node';
import { defineClient, type ServiceDescription } from 'specforge/runtime';
import { createMockService, type MockOperation } from 'specforge/runtime/mocks';
import { withEveryWireFormat } from '../../helpers/wire.js';

const BASE = 'https://mock.example/api';
const op = (o: Partial<MockOperation> & Pick<MockOperation, 'key' | 'method' | 'path'>): MockOperation => ({
  params: [],
  response: { status: 200, body: { ok: true } },
  example: { params: {}, request: { method: o.method, path: o.path, query: {} } },
  ...o,
});
const operations: MockOperation[] = [
  op({ key: 'plus', method: 'GET', path: '/files/a+b/{name}', params: [{ name: 'name', in: 'path', type: 'string', required: true }] }),
  op({ key: 'colon', method: 'POST', path: '/v1/items:batchGet', params: [{ name: 'ids', in: 'body', type: 'array', required: true }] }),
  op({ key: 'paren', method: 'GET', path: '/legacy/(old)/{id}', params: [{ name: 'id', in: 'path', type: 'integer', required: true }] }),
  op({
    key: 'form',
    method: 'POST',
    path: '/form',
    bodyType: 'form',
    params: [
      { name: 'name', in: 'body', type: 'string', required: true },
      { name: 'count', in: 'body', type: 'integer', required: false },
    ],
    validate: Object.assign((d: unknown) => typeof (d as { count?: unknown }).count === 'number', {
      errors: [{ instancePath: '/count', keyword: 'type', params: { type: 'integer' } }],
    }),
  }),
  op({
    key: 'upload',
    method: 'POST',
    path: '/upload',
    bodyType: 'multipart',
    params: [
      { name: 'title', in: 'body', type: 'string', required: true },
      { name: 'file', in: 'body', type: 'string', required: true },
    ],
  }),
  op({ key: 'text', method: 'POST', path: '/text', bodyType: 'text', rawBody: true, params: [{ name: 'data', in: 'body', type: 'string', required: true }] }),
  op({ key: 'binary', method: 'PUT', path: '/bin', bodyType: 'binary', rawBody: true, params: [{ name: 'data', in: 'body', type: 'string', required: true }] }),
  op({ key: 'array', method: 'POST', path: '/array', rawBody: true, params: [{ name: 'data', in: 'body', type: 'array', required: true }] }),
  op({
    key: 'headers',
    method: 'GET',
    path: '/headers',
    params: [{ name: 'point', in: 'header', header: 'x-point', type: 'object', required: true, style: { style: 'simple', explode: false } }],
    validate: Object.assign((d: unknown) => JSON.stringify((d as { point?: unknown }).point) === '{"x":"1","y":"2"}', { errors: [] }),
    response: { status: 200, body: {}, headers: { 'x-rate': { limit: 10, remaining: 3 }, 'x-list': ['a', 'b'] } },
  }),
  op({ key: 'download', method: 'GET', path: '/download', response: { status: 302 } }),
  op({
    key: 'session',
    method: 'GET',
    path: '/session',
    params: [{ name: 'sid', in: 'cookie', cookie: 'SID', type: 'integer', required: true }],
    validate: Object.assign((d: unknown) => (d as { sid?: unknown }).sid === 42, {
      errors: [{ instancePath: '/sid', keyword: 'type', params: { type: 'integer' } }],
    }),
  }),
  op({ key: 'readme', method: 'GET', path: '/readme', response: { status: 200, body: '# Hello', headers: { 'content-type': 'text/markdown' } } }),
  op({
    key: 'query',
    method: 'GET',
    path: '/query',
    params: [
      { name: 'tags', in: 'query', type: 'array', required: false, style: { style: 'form', explode: true } },
      { name: 'ids', in: 'query', type: 'array', required: false, style: { style: 'pipeDelimited', explode: false } },
      { name: 'filter', in: 'query', type: 'object', required: false, style: { style: 'deepObject', explode: true } },
      { name: 'legacy', in: 'query', type: 'array', required: false },
    ],
  }),
];
const mocks = createMockService({ name: 'foreign', baseUrl: BASE, operations });
const server = setupServer(...mocks.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mocks.reset());
afterAll(() => server.close());

const routes = {
  plus: { method: 'GET', url: '/files/a+b/{name}' },
  colon: { method: 'POST', url: '/v1/items:batchGet', body: ['ids'] },
  paren: { method: 'GET', url: '/legacy/(old)/{id}' },
  form: { method: 'POST', url: '/form', body: ['name', 'count'], bodyType: 'form' },
  upload: { method: 'POST', url: '/upload', body: ['title', 'file'], bodyType: 'multipart' },
  text: { method: 'POST', url: '/text', bodyType: 'text' },
  binary: { method: 'PUT', url: '/bin', bodyType: 'binary' },
  array: { method: 'POST', url: '/array', bodyType: 'json' },
  headers: { method: 'GET', url: '/headers', headers: { point: 'x-point' }, styles: { point: { in: 'header', style: 'simple', explode: false } } },
  download: { method: 'GET', url: '/download' },
  session: { method: 'GET', url: '/session', cookies: { sid: 'SID' } },
  readme: { method: 'GET', url: '/readme' },
  query: {
    method: 'GET',
    url: '/query',
    query: ['tags', 'ids', 'filter', 'legacy'],
    styles: {
      tags: { in: 'query', style: 'form', explode: true },
      ids: { in: 'query', style: 'pipeDelimited', explode: false },
      filter: { in: 'query', style: 'deepObject', explode: true },
    },
  },
} satisfies ServiceDescription['routes'];
type Call = (p?: object) => Promise<{ status: number; headers: Record<string, string>; data: unknown }>;
const Client = defineClient<Record<keyof typeof routes, Call>>({ name: 'foreign', baseUrl: BASE, headers: {}, auth: [], routes: withEveryWireFormat(routes) });
const client = new Client();

test.each([
  ['plus', { name: 'x y' }, '/api/files/a+b/x%20y', { name: 'x y' }],
  ['colon', { ids: [1] }, '/api/v1/items:batchGet', {}],
  ['paren', { id: 7 }, '/api/legacy/(old)/7', { id: '7' }],
] as const)('a path with a literal %s character matches its operation', async (key, params, path, pathParams) => {
  expect((await client[key](params)).status).toBe(200);
  expect(mocks.lastCall()).toMatchObject({ operation: key, path, pathParams, violations: [] });
});

describe('request bodies by content type', () => {
  test('form-urlencoded fields, read back into their types', async () => {
    await client.form({ name: 'a b', count: 3 });
    expect(mocks.lastCall()).toMatchObject({ body: { name: 'a b', count: '3' }, violations: [] });
  });
  test('a form body where JSON was expected (and the reverse) is a violation', async () => {
    const json = defineClient<{ form: Call }>({
      name: 'f',
      baseUrl: BASE,
      headers: {},
      auth: [],
      routes: { form: { method: 'POST', url: '/form', body: ['name', 'count'] } },
    });
    await expect(new json().form({ name: 'n', count: 1 })).rejects.toMatchObject({ status: 400 });
    expect(mocks.lastCall()?.violations[0]).toBe('body sent as "application/json; charset=utf-8", expected form');
  });
  test('multipart with a file part', async () => {
    await client.upload({ title: 'T', file: new Blob(['file text']) });
    const call = mocks.lastCall()!;
    expect(call.violations).toEqual([]);
    expect((call.body as { title: string }).title).toBe('T');
    expect(await (call.body as { file: Blob }).file.text()).toBe('file text');
  });
  test('text and binary bodies are the data parameter', async () => {
    await client.text({ data: 'hello' });
    expect(mocks.lastCall()).toMatchObject({ body: 'hello', violations: [] });
    await client.binary({ data: new Uint8Array([1, 2, 250]) });
    expect(mocks.lastCall()?.violations).toEqual([]);
    expect([...(mocks.lastCall()!.body as Uint8Array)]).toEqual([1, 2, 250]);
  });
  test('a JSON body that is not an object (an array) with its content type', async () => {
    await client.array({ data: [1, 2, 3] });
    expect(mocks.lastCall()).toMatchObject({ body: [1, 2, 3], violations: [] });
    expect(mocks.lastCall()!.headers['content-type']).toMatch(/^application\/json/);
  });
});

test('object header values: a request header parameter read back; response headers sent in the simple style', async () => {
  const r = await client.headers({ point: { x: 1, y: 2 } });
  expect(mocks.lastCall()?.violations).toEqual([]);
  expect(r.headers['x-rate']).toBe('limit,10,remaining,3');
  expect(r.headers['x-list']).toBe('a,b');
});

test('a redirect-only operation answers 302 with a location; a client that follows it gets an answer', async () => {
  const manual = await client.download({ request: { redirect: 'manual' } });
  expect(manual.status).toBe(302);
  expect(manual.headers.location).toBe(`${BASE}/__specforge/redirect-target/download`);
  const followed = await client.download();
  expect(followed).toMatchObject({ status: 200, data: { redirectedFrom: 'download' } });
});

test('query arrays by style and explode, deep objects, and the comma form without a style', async () => {
  await client.query({ tags: ['a', 'b'], ids: [1, 2], filter: { color: 'red' }, legacy: ['x', 'y'] });
  const call = mocks.lastCall()!;
  expect(call.violations).toEqual([]);
  expect(call.url).toBe(`${BASE}/query?tags=a&tags=b&ids=1%7C2&filter[color]=red&legacy=x%2Cy`);
  const bad = await fetch(`${BASE}/query?legacy=a&legacy=b`);
  expect(bad.status).toBe(400);
  expect(mocks.lastCall()?.violations).toEqual(['query parameter "legacy" sent more than once']);
});

test('cookie parameters are read back by their cookie name; a text fixture is sent as text', async () => {
  await client.session({ sid: 42 });
  expect(mocks.lastCall()?.violations).toEqual([]);
  await expect(client.session({ sid: 41 })).rejects.toMatchObject({ status: 400 });
  const readme = await client.readme();
  expect(readme).toMatchObject({ data: '# Hello', headers: { 'content-type': 'text/markdown' } });
});
