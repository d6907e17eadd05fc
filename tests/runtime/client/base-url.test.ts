// A call needs an origin: the document's server when it is absolute, else the client's or the
// call's `baseUrl`. A document with no server (OpenAPI's default, `/`) or a relative one, with
// neither, fails before sending with a ConfigurationError that names `baseUrl` and says why.
import { expect, test } from '@jest/globals';
import { ConfigurationError, ValidationError } from 'specforge';
import { defineClient, type Method } from 'specforge/runtime';
import { json, startServer } from '../../helpers/server.js';

type M = { getItem: Method<{ id: string }, { id: string }> };
const clientOf = (baseUrl: string) =>
  defineClient<M>({ name: 'items', baseUrl, headers: {}, auth: [], routes: { getItem: { method: 'GET', url: '/items/{id}' } } });

test.each([
  ['', 'the document declares no server', undefined],
  ['/api/v2', 'the document\'s server "/api/v2" is relative', '"/api/v2"'],
])('server %j, no baseUrl: a ConfigurationError naming baseUrl, nothing sent', async (base, why, got) => {
  const Client = clientOf(base);
  const error = await new Client().getItem({ id: 'a' }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ConfigurationError);
  expect(error).not.toBeInstanceOf(ValidationError);
  expect((error as ConfigurationError).option).toBe('baseUrl');
  expect((error as Error).message).toBe(`baseUrl: expected an absolute http(s) URL given to the client or the call (${why}), got ${got ?? 'nothing'}`);
});

test('the client or the call gives the origin', async () => {
  const server = await startServer((req, res) => json(res, 200, { id: req.url }));
  try {
    const Client = clientOf('');
    expect((await new Client({ baseUrl: server.url }).getItem({ id: 'a' })).data).toEqual({ id: '/items/a' });
    expect((await new Client().getItem({ id: 'b', baseUrl: `${server.url}/v9` })).data).toEqual({ id: '/v9/items/b' });
  } finally {
    await server.close();
  }
});
