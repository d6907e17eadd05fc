// HostingClient.plugin(...) and client.registerEndpoints(...): added methods and hooks, the
// constructor options reaching every plugin, and registered methods validated like generated ones.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { ConfigurationError, ValidationError, type BaseClient, type ClientOptions } from 'specforge';
import { HostingClient } from 'specforge/hosting';
import { json, startServer } from '../../helpers/server.js';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((req, res) =>
    json(res, 200, { method: req.method, url: req.url, body: req.body ? JSON.parse(req.body) : null, tag: req.headers['x-plugin'] ?? null }),
  );
});
afterAll(() => server.close());

function greeter(client: BaseClient, options: ClientOptions & { greeting?: string }) {
  client.hook.before('request', (o) => void (o.headers['x-plugin'] = options.greeting ?? 'hi'));
  return {
    hello: (name: string) => client.request<{ url: string }>('GET /hello/{name}', { name }),
  };
}
const seenOptions: unknown[] = [];
function recorder(_client: BaseClient, options: ClientOptions) {
  seenOptions.push(options);
  return { recorded: true as const };
}

test('a plugin adds a typed method and a hook; the constructor options reach every plugin', async () => {
  const MyClient = HostingClient.plugin(greeter, recorder);
  const options = { baseUrl: server.url, greeting: 'hello there' };
  const client = new MyClient(options);
  const r = await client.hello('ada');
  expect(r.data.url).toBe('/hello/ada');
  expect(client.recorded).toBe(true);
  expect(seenOptions.at(-1)).toBe(options);
  // Generated methods get the plugin's hook too.
  expect((await client.emojis.get()).data).toMatchObject({ tag: 'hello there' });
});

test('plugin accepts an array, chains, and leaves the base class untouched', async () => {
  const A = HostingClient.plugin([greeter]);
  const B = A.plugin(recorder);
  expect(B.plugins).toEqual([greeter, recorder]);
  const b = new B({ baseUrl: server.url });
  expect(typeof b.hello).toBe('function');
  expect(b.recorded).toBe(true);
  expect('hello' in new HostingClient()).toBe(false);
  expect(() => HostingClient.plugin('nope' as never)).toThrow(ConfigurationError);
});

test('registerEndpoints adds methods (to new and existing namespaces) that send what they describe', async () => {
  const client = new HostingClient({ baseUrl: server.url }).registerEndpoints({
    widgets: {
      create: {
        method: 'POST',
        url: '/orgs/:org/widgets',
        headers: { 'x-plugin': 'registered' },
        params: { org: { required: true, type: 'string' }, size: { required: true, type: 'integer' }, color: { type: 'string', enum: ['red', 'blue'] } },
      },
    },
    emojis: { list: { method: 'GET', url: '/emojis/all', params: { per_page: { type: 'integer' } } } },
  } as const);
  const r = await client.widgets.create({ org: 'acme', size: 3, color: 'red' });
  expect(r.data).toEqual({ method: 'POST', url: '/orgs/acme/widgets', body: { size: 3, color: 'red' }, tag: 'registered' });
  expect((await client.emojis.list({ per_page: 5 })).data).toMatchObject({ url: '/emojis/all?per_page=5' });
  expect(typeof client.emojis.get).toBe('function');
  expect(client.widgets.create.endpoint({ org: 'x', size: 1 }).url).toBe(`${server.url}/orgs/x/widgets`);
});

test('registered methods validate required, type and enum before sending', async () => {
  const client = new HostingClient({ baseUrl: server.url }).registerEndpoints({
    widgets: {
      create: {
        method: 'POST',
        url: '/orgs/{org}/widgets',
        params: {
          org: { required: true, type: 'string' },
          size: { required: true, type: 'integer' },
          color: { type: 'string', enum: ['red', 'blue'] },
          'tags[].name': { required: true, type: 'string' },
          tags: { type: 'object[]' },
        },
      },
    },
  } as const);
  const before = server.seen.length;
  const error = await client.widgets.create({ org: 'acme', size: 1.5, color: 'green', tags: [{}] } as never).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ValidationError);
  expect((error as ValidationError).issues).toEqual([
    { parameter: 'size', expected: 'must be integer', received: 1.5 },
    { parameter: 'color', expected: 'must be one of "red", "blue"', received: 'green' },
    { parameter: 'tags[0].name', expected: 'is required', received: undefined },
  ]);
  await expect(client.widgets.create({ size: 1 } as never)).rejects.toMatchObject({ issues: [{ parameter: 'org', expected: 'is required' }] });
  expect(server.seen.length).toBe(before);
});
