// Full clients load their params validators on the first call (not at import): once per service,
// shared by concurrent calls and clients; a failed load fails that call and is retried by the next;
// paginate(method) waits for them too. One rule finds a route's validator: the export named after
// its operation (or the name the route gives) in the chunk of its namespace (or the one it names).
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { ValidationError } from 'specforge';
import { defineClient, type Method, type ParamsValidator, type ServiceDescription } from 'specforge/runtime';
import { json, startServer } from '../../helpers/server.js';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((req, res) => json(res, 200, [{ url: req.url }]));
});
afterAll(() => server.close());

const needsName: ParamsValidator = Object.assign(
  (data: unknown) => {
    const ok = typeof (data as { name?: unknown }).name === 'string';
    needsName.errors = ok
      ? null
      : [{ instancePath: '', keyword: 'required', params: { missingProperty: 'name' }, message: "must have required property 'name'" }];
    return ok;
  },
  { errors: null },
);

type M = { things: { list: Method<{ name: string }, Array<{ url: string }>> } };
function service(load: () => Promise<Record<string, unknown>>): ServiceDescription {
  return {
    name: 'lazy',
    baseUrl: '',
    headers: {},
    auth: [],
    validators: { things: load },
    routes: { 'things.list': { method: 'GET', url: '/things', query: ['name'], validator: 'things_list' } },
  };
}

test('loaded once, on the first call, shared by concurrent calls and other clients; then applied', async () => {
  let loads = 0;
  const Client = defineClient<M>(service(async () => (loads++, { things_list: needsName })));
  expect(loads).toBe(0);
  const a = new Client({ baseUrl: server.url });
  const results = await Promise.all([
    a.things.list({ name: 'x' }),
    a.things.list({ name: 'y' }),
    new Client({ baseUrl: server.url }).things.list({ name: 'z' }),
  ]);
  expect(results.map((r) => r.data[0]!.url)).toEqual(['/things?name=x', '/things?name=y', '/things?name=z']);
  expect(loads).toBe(1);
  await expect(a.things.list({} as never)).rejects.toBeInstanceOf(ValidationError);
  expect(loads).toBe(1);
});

test('a failed load rejects the call and the next call tries again', async () => {
  let loads = 0;
  const Client = defineClient<M>(
    service(async () => {
      loads++;
      if (loads === 1) throw new Error('disk on fire');
      return { things_list: needsName };
    }),
  );
  const c = new Client({ baseUrl: server.url });
  await expect(c.things.list({ name: 'x' })).rejects.toThrow('disk on fire');
  expect((await c.things.list({ name: 'x' })).status).toBe(200);
  expect(loads).toBe(2);
});

test('paginate(method) and paginate.iterator(method) validate with the loaded validators', async () => {
  const Client = defineClient<M>(service(async () => ({ things_list: needsName })));
  const c = new Client({ baseUrl: server.url });
  await expect(c.paginate(c.things.list, {} as never)).rejects.toBeInstanceOf(ValidationError);
  const d = new (defineClient<M>(service(async () => ({ things_list: needsName }))))({ baseUrl: server.url });
  const pages: unknown[] = [];
  for await (const page of d.paginate.iterator(d.things.list, { name: 'n' })) pages.push(page.data);
  expect(pages).toEqual([[{ url: '/things?name=n' }]]);
});

test('validator chunks: each route names its chunk; only the chunks used are loaded', async () => {
  const loads: string[] = [];
  const Client = defineClient<{ things: { list: Method<{ name: string }, unknown>; count: Method<{ name: string }, unknown> } }>({
    name: 'chunks',
    baseUrl: '',
    headers: {},
    auth: [],
    validators: {
      things: async () => (loads.push('things'), { things_list: needsName }),
      rare: async () => (loads.push('rare'), { things_count: needsName }),
    },
    routes: {
      'things.list': { method: 'GET', url: '/things', query: ['name'], validator: 'things_list' },
      'things.count': { method: 'GET', url: '/things/count', query: ['name'], validator: 'things_count', validatorChunk: 'rare' },
    },
  });
  const c = new Client({ baseUrl: server.url });
  await c.things.list({ name: 'a' });
  expect(loads).toEqual(['things']);
  await expect(c.things.count({} as never)).rejects.toBeInstanceOf(ValidationError);
  expect(loads).toEqual(['things', 'rare']);
  await c.things.count({ name: 'b' });
  expect(loads).toEqual(['things', 'rare']);
});

test('a route naming a chunk the service has no loader for is a ConfigurationError', async () => {
  const Client = defineClient<M>({
    ...service(async () => ({})),
    routes: { 'things.list': { method: 'GET', url: '/things', validator: 'x', validatorChunk: 'missing' } },
  });
  await expect(new Client({ baseUrl: server.url }).things.list({ name: 'x' })).rejects.toMatchObject({
    name: 'ConfigurationError',
    option: 'validators.missing',
  });
});

test('a route that names no validator has the one named after its operation, in its namespace chunk', async () => {
  const loads: string[] = [];
  type Ops = { things: { list: Method<{ name: string }, unknown>; odd: Method<{ name: string }, unknown> }; count: Method<{ name: string }, unknown> };
  const Client = defineClient<Ops>({
    name: 'by-operation',
    baseUrl: '',
    headers: {},
    auth: [],
    validators: {
      things: async () => (loads.push('things'), { thingsList: needsName }),
      '': async () => (loads.push(''), { count: needsName }),
      rare: async () => (loads.push('rare'), { odd_one: needsName }),
    },
    routes: {
      'things.list': { method: 'GET', url: '/things', query: ['name'] },
      'things.odd': { method: 'GET', url: '/things/odd', query: ['name'], validator: 'odd_one', validatorChunk: 'rare' },
      count: { method: 'GET', url: '/count', query: ['name'] },
    },
  });
  const c = new Client({ baseUrl: server.url });
  await expect(c.things.list({} as never)).rejects.toBeInstanceOf(ValidationError);
  await expect(c.count({} as never)).rejects.toBeInstanceOf(ValidationError);
  await expect(c.things.odd({} as never)).rejects.toBeInstanceOf(ValidationError);
  expect(loads).toEqual(['things', '', 'rare']);
  expect((await c.things.list({ name: 'a' })).status).toBe(200);
  // A route of the client's own, outside the service's table, is not given a derived validator.
  c.registerEndpoints({ things: { extra: { method: 'GET', url: '/things/extra' } } });
  expect((await (c.things as unknown as { extra: () => Promise<{ status: number }> }).extra()).status).toBe(200);
});

test('a derived name missing from its chunk is a ConfigurationError naming it', async () => {
  const Client = defineClient<M>({
    name: 'by-operation',
    baseUrl: '',
    headers: {},
    auth: [],
    validators: { things: async () => ({}) },
    routes: { 'things.list': { method: 'GET', url: '/things' } },
  });
  await expect(new Client({ baseUrl: server.url }).things.list({ name: 'x' })).rejects.toMatchObject({
    name: 'ConfigurationError',
    option: 'validator "thingsList"',
  });
});
