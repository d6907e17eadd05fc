// Type tests of the generic client methods: paginate's items are typed from the method's response
// (arrays and wrapped lists), plugins add typed methods and options, registerEndpoints types its
// methods from the params metadata, operations of the tree-shakable entry are typed, deprecated
// methods carry @deprecated, a call asking for a streamed answer is typed as one. `make typecheck` checks this file; @ts-expect-error lines fail the
// type-check if a wrong call were ever accepted.
import { expect, test } from '@jest/globals';
import { retry, throttling, type BaseClient, type ClientOptions, type RequestRequestOptions } from 'specforge';
import { HostingClient, type CheckRun, type Gist, type GistSimple } from 'specforge/hosting';
import { HostingCore, gistsGet } from 'specforge/hosting/operations';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(_: T): void {}

test('paginate: items typed from arrays and from wrapped lists', () => {
  const client = new HostingClient();
  const typed = async () => {
    const gists = await client.paginate(client.gists.listPublic, { per_page: 100 });
    assertType<Equal<typeof gists, Gist[]>>(true);
    const runs = await client.paginate(client.checks.listForRef, { owner: 'o', repo: 'r', ref: 'main' });
    assertType<Equal<typeof runs, CheckRun[]>>(true);
    const ids = await client.paginate(client.gists.listPublic, { per_page: 100 }, (response, done) => {
      if (response.data.length === 0) done();
      return response.data.map((g) => g.id);
    });
    assertType<Equal<typeof ids, string[]>>(true);
    for await (const page of client.paginate.iterator(client.gists.listPublic)) assertType<Equal<typeof page.data, Gist[]>>(true);
    // @ts-expect-error per_page is a number
    await client.paginate(client.gists.listPublic, { per_page: '100' });
  };
  expect(typeof typed).toBe('function');
});

test('plugins add typed methods and options; registerEndpoints types its methods', () => {
  const hello = (client: BaseClient, options: ClientOptions & { greeting?: string }) => ({
    hello: (name: string) => client.request<{ text: string }>('GET /hello/{name}', { name, headers: { 'x-greeting': options.greeting ?? 'hi' } }),
  });
  const My = HostingClient.plugin(hello, throttling, retry);
  const typed = async () => {
    const c = new My({ greeting: 'hey', throttle: { onRateLimit: () => true, onAbuseLimit: () => false }, retry: { doNotRetry: [404] } });
    assertType<Equal<Awaited<ReturnType<typeof c.hello>>['data'], { text: string }>>(true);
    void c.gists.get({ gist_id: 'x' });
    // @ts-expect-error greeting is a string
    new My({ greeting: 1 });
    const r = new HostingClient().registerEndpoints({
      widgets: {
        create: {
          method: 'POST',
          url: '/w/{org}',
          params: { org: { required: true, type: 'string' }, size: { type: 'integer' }, color: { type: 'string', enum: ['red', 'blue'] } },
        },
      },
    } as const);
    void r.widgets.create({ org: 'a', size: 1, color: 'red' });
    // @ts-expect-error org is required
    void r.widgets.create({ size: 1 });
    // @ts-expect-error color is an enum
    void r.widgets.create({ org: 'a', color: 'green' });
  };
  expect(typeof typed).toBe('function');
});

test('operations of the tree-shakable entry are typed like the methods', () => {
  const typed = async () => {
    const core = new HostingCore({ auth: 't' });
    const r = await gistsGet(core, { gist_id: 'x' });
    assertType<Equal<typeof r.data, GistSimple>>(true);
    // @ts-expect-error gist_id is required
    await gistsGet(core, {});
  };
  expect(typeof typed).toBe('function');
});

test("a call with request.responseType 'stream' answers a ReadableStream; any other call, an argument typed any included, its data", () => {
  const typed = async (anything: any, options: RequestRequestOptions) => {
    const client = new HostingClient();
    const streamed = await client.gists.get({ gist_id: 'x', request: { responseType: 'stream' } });
    assertType<Equal<typeof streamed.data, ReadableStream<Uint8Array>>>(true);
    const core = new HostingCore();
    const streamedOp = await gistsGet(core, { gist_id: 'x', request: { responseType: 'stream', timeout: 5 } });
    assertType<Equal<typeof streamedOp.data, ReadableStream<Uint8Array>>>(true);
    assertType<Equal<Awaited<ReturnType<typeof client.gists.get>>['data'], GistSimple>>(true);
    const untyped = await client.gists.get(anything);
    assertType<Equal<typeof untyped.data, GistSimple>>(true);
    const passed = await client.gists.get({ gist_id: 'x', request: options });
    assertType<Equal<typeof passed.data, GistSimple>>(true);
    // @ts-expect-error gist_id is still required of a streamed call
    await client.gists.get({ request: { responseType: 'stream' } });
  };
  expect(typeof typed).toBe('function');
});
