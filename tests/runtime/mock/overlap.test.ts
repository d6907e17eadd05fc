// The mocks with what the public API directory writes: operations whose paths can match the same
// URL (one template written twice with other variable names, a literal segment where another has
// a variable, operations told apart by the fragment `/#Action=X`), a template carrying variables
// in its query or two variables side by side, and values that travel as text read back into what
// their schemas say (form fields repeated or holding JSON, a form sent whole, deepObject lists of
// integers, an enum of booleans and numbers with no type, structured data in a body of bytes).
import { afterAll, afterEach, beforeAll, expect, test } from '@jest/globals';
import { setupServer } from 'msw/node';
import type { ParamsValidator } from 'specforge/runtime';
import { createMockService, type MockOperation } from 'specforge/runtime/mocks';

const BASE = 'https://overlap.example';
/** A validator that records what the mocks read and refuses what `refuse` names (ajv's error shape). */
const seen: Array<[string, unknown]> = [];
function validator(key: string, refuse: (input: Record<string, unknown>) => string | undefined = () => undefined): ParamsValidator {
  const fn = ((input: Record<string, unknown>) => {
    seen.push([key, input]);
    const missing = refuse(input);
    fn.errors = missing ? [{ instancePath: '', keyword: 'required', params: { missingProperty: missing } }] : null;
    return !missing;
  }) as ParamsValidator & { errors: unknown };
  return fn;
}
const op = (o: Partial<MockOperation> & Pick<MockOperation, 'key' | 'method' | 'path'>): MockOperation => ({
  params: [],
  validate: validator(o.key),
  response: { status: 200, body: { answeredBy: o.key } },
  example: { params: {}, request: { method: o.method, path: o.path, query: {} } },
  ...o,
});
const requires = (name: string) => (input: Record<string, unknown>) => (input[name] === undefined ? name : undefined);
const body = (name: string) => ({ name, in: 'body' as const, required: true });

const mocks = createMockService({
  name: 'overlap',
  baseUrl: BASE,
  operations: [
    op({
      key: 'makeOffer',
      method: 'POST',
      path: '/offers/{id}',
      params: [{ name: 'id', in: 'path', required: true }, body('price')],
      validate: validator('makeOffer', requires('price')),
      response: { status: 201 },
    }),
    op({
      key: 'counterOffer',
      method: 'POST',
      path: '/offers/{offer_id}',
      params: [{ name: 'offer_id', in: 'path', required: true }, body('counter')],
      validate: validator('counterOffer', requires('counter')),
      response: { status: 202 },
    }),
    op({ key: 'getAlias', method: 'GET', path: '/aliases/{id}', params: [{ name: 'id', in: 'path', required: true }] }),
    op({
      key: 'findAlias',
      method: 'GET',
      path: '/aliases/byExternalId',
      params: [{ name: 'externalId', in: 'query', required: true }],
      validate: validator('findAlias', requires('externalId')),
    }),
    op({
      key: 'tag',
      method: 'GET',
      path: '/#Action=Tag',
      params: [
        { name: 'Action', in: 'query', required: true },
        { name: 'Name', in: 'query', required: true },
      ],
      validate: validator('tag', requires('Name')),
    }),
    op({
      key: 'untag',
      method: 'GET',
      path: '/#Action=Untag',
      params: [
        { name: 'Action', in: 'query', required: true },
        { name: 'Key', in: 'query', required: true },
      ],
      validate: validator('untag', requires('Key')),
    }),
    op({ key: 'rides', method: 'GET', path: '/rides?page={page}', params: [{ name: 'page', in: 'path', type: 'integer', required: true }] }),
    op({
      key: 'page',
      method: 'GET',
      path: '/pages/{name}{extension}',
      params: [
        { name: 'name', in: 'path', required: true },
        { name: 'extension', in: 'path', required: true },
      ],
    }),
    op({
      key: 'stats',
      method: 'POST',
      path: '/stats',
      bodyType: 'form',
      params: [
        { name: 'typeid', in: 'body', type: 'array', items: 'integer', required: true },
        { name: 'recipients', in: 'body', type: 'array', items: 'object', required: true },
        { name: 'active', in: 'body', type: 'boolean', required: false },
      ],
    }),
    op({
      key: 'entry',
      method: 'POST',
      path: '/entries',
      bodyType: 'form',
      rawBody: true,
      params: [{ name: 'data', in: 'body', type: 'object', required: true, properties: { balance: { type: 'number' }, meta: { type: 'object' }, note: {} } }],
    }),
    op({
      key: 'search',
      method: 'GET',
      path: '/search',
      params: [
        {
          name: 'filter',
          in: 'query',
          type: 'object',
          required: true,
          style: { style: 'deepObject', explode: true },
          properties: { ids: { type: 'array', items: 'integer' } },
        },
        { name: 'delivered', in: 'query', type: ['boolean', 'integer'], required: true },
        { name: 'tags', in: 'query', type: 'array', items: 'object', required: false, style: { style: 'form', explode: false } },
      ],
    }),
    op({
      key: 'bytes',
      method: 'POST',
      path: '/bytes',
      bodyType: 'binary',
      rawBody: true,
      params: [{ name: 'data', in: 'body', type: 'array', required: true }],
    }),
  ],
});
const server = setupServer(...mocks.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mocks.reset();
  seen.length = 0;
});
afterAll(() => server.close());

const send = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${BASE}${path}`, init);
  return { status: response.status, call: mocks.lastCall()! };
};
const json = (value: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });
const form = (text: string): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: text });
const read = (key: string) => seen.filter(([k]) => k === key).pop()?.[1];

test('one template written twice with other variable names: the operation whose body the request fits answers', async () => {
  expect(await send('/offers/o1', json({ counter: { amount: '2' } }))).toMatchObject({ status: 202, call: { operation: 'counterOffer', violations: [] } });
  expect(await send('/offers/o1', json({ price: 3 }))).toMatchObject({ status: 201, call: { operation: 'makeOffer', violations: [] } });
  // Neither fits: the one it breaks least answers with its violations.
  expect(await send('/offers/o1', json({}))).toMatchObject({ status: 400, call: { operation: 'makeOffer' } });
});

test('a literal segment where another path has a variable: a request the literal one refuses goes to the other', async () => {
  expect(await send('/aliases/byExternalId?externalId=e1')).toMatchObject({ status: 200, call: { operation: 'findAlias', violations: [] } });
  expect(await send('/aliases/byExternalId')).toMatchObject({ status: 200, call: { operation: 'getAlias', violations: [] } });
});

test('operations told apart by their fragment: a request that breaks them all is answered by the one its query names', async () => {
  expect(await send('/?Action=Untag&Key=k')).toMatchObject({ status: 200, call: { operation: 'untag', violations: [] } });
  const broken = await send('/?Action=Untag');
  expect(broken).toMatchObject({ status: 400, call: { operation: 'untag', violations: ['"Key" is required (got nothing)'] } });
});

test("variables in the template's query, and two variables side by side", async () => {
  expect(await send('/rides?page=2')).toMatchObject({ status: 200, call: { operation: 'rides', violations: [] } });
  expect(read('rides')).toEqual({ page: 2 });
  expect(await send('/pages/home.json')).toMatchObject({ status: 200, call: { violations: [] } });
  expect(read('page')).toEqual({ name: 'home', extension: '.json' });
});

test('form fields read back by their types: repeated fields are lists, JSON items objects, a form sent whole by its properties', async () => {
  await send('/stats', form('typeid=1&typeid=2&recipients=%7B%22name%22%3A%22a%2Cb%22%7D&active=true'));
  expect(read('stats')).toEqual({ typeid: [1, 2], recipients: [{ name: 'a,b' }], active: true });
  await send('/entries', form('balance=1.5&meta=%7B%22k%22%3A1%7D&note=7'));
  expect(read('entry')).toEqual({ data: { balance: 1.5, meta: { k: 1 }, note: '7' } });
});

test('query values read back by their types: deepObject lists of integers, an enum of booleans and numbers, lists of objects', async () => {
  await send('/search?filter[ids]=1,2&delivered=true&tags=%7B%22a%22%3A1%2C%22b%22%3A2%7D,%7B%22a%22%3A3%7D');
  expect(read('search')).toEqual({ filter: { ids: [1, 2] }, delivered: true, tags: [{ a: 1, b: 2 }, { a: 3 }] });
  await send('/search?filter[ids]=3&delivered=1');
  expect(read('search')).toEqual({ filter: { ids: [3] }, delivered: 1 });
});

test('structured data in a body of bytes is read as the JSON it was sent as', async () => {
  await send('/bytes', { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: '["AA=="]' });
  expect(read('bytes')).toEqual({ data: ['AA=='] });
});
