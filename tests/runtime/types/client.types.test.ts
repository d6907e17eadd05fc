// Type tests of the runtime's client types (checked by `make typecheck`; each @ts-expect-error
// fails the type-check if the wrong call were ever accepted): `client.request` typed from a
// generated Routes map, paginate's `(route, mapFn)` form, plugin options that require what the
// plugin requires.
import { expect, test } from '@jest/globals';
import { throttling, retry, type Response } from 'specforge';
import { HostingClient } from 'specforge/hosting';
import { defineClient, type Method, type ServiceDescription } from 'specforge/runtime';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(_: T): void {}

interface Gist {
  id: string;
  files: Record<string, { content?: string }>;
}
/** What the generator emits for a service: route string → params and response. */
interface Routes {
  'GET /gists/{gist_id}': { params: { gist_id: string }; response: Gist };
  'GET /gists/public': { params: { per_page?: number; page?: number }; response: Gist[] };
}
type Methods = { gists: { get: Method<{ gist_id: string }, Gist> } };
const service: ServiceDescription = { name: 'typed', baseUrl: 'https://api.example.com', headers: {}, auth: [], routes: {} };
const Client = defineClient<Methods, Routes>(service);

test('client.request: spec routes typed by their params and response; other routes unknown', () => {
  const client = new Client();
  const typed = async () => {
    const gist = await client.request('GET /gists/{gist_id}', { gist_id: 'aa5' });
    assertType<Equal<typeof gist, Response<Gist>>>(true);
    const list = await client.request('GET /gists/public');
    assertType<Equal<typeof list.data, Gist[]>>(true);
    // @ts-expect-error gist_id is required
    await client.request('GET /gists/{gist_id}', {});
    // @ts-expect-error gist_id is a string
    await client.request('GET /gists/{gist_id}', { gist_id: 5 });
    // @ts-expect-error the params are required for this route
    await client.request('GET /gists/{gist_id}');
    const other = await client.request('GET /somewhere/else', { anything: 1 });
    assertType<Equal<typeof other.data, unknown>>(true);
    const said = await client.request<{ ok: boolean }>('GET /somewhere/else');
    assertType<Equal<typeof said.data, { ok: boolean }>>(true);
    const route: string = 'GET /dynamic';
    const dynamic = await client.request(route);
    assertType<Equal<typeof dynamic.data, unknown>>(true);
  };
  expect(typeof typed).toBe('function');
});

test('paginate(route, mapFn) compiles, typed from Routes where the route is one of them', () => {
  const client = new Client();
  const hosting = new HostingClient();
  const typed = async () => {
    const ids = await client.paginate('GET /gists/public', (response, done) => {
      assertType<Equal<typeof response.data, Gist[]>>(true);
      done();
      return response.data.map((g) => g.id);
    });
    assertType<Equal<typeof ids, string[]>>(true);
    const gists = await client.paginate('GET /gists/public', { per_page: 100 });
    assertType<Equal<typeof gists, Gist[]>>(true);
    // The README's form, on a client generated before Routes existed:
    const first = await hosting.paginate('GET /gists/public', (response, done) => (done(), response.data));
    void first;
  };
  expect(typeof typed).toBe('function');
});

test('plugin options: a plugin that requires an option makes the constructor require it', () => {
  const Throttled = HostingClient.plugin(throttling);
  const Both = HostingClient.plugin(retry, throttling);
  const Retrying = HostingClient.plugin(retry);
  const typed = () => {
    // @ts-expect-error the throttling plugin needs `throttle`
    new Throttled();
    // @ts-expect-error the throttling plugin needs both handlers
    new Throttled({ throttle: { onRateLimit: () => true } });
    // @ts-expect-error still required when combined with other plugins
    new Both({ retry: { retries: 1 } });
    new Throttled({ throttle: { onRateLimit: () => true, onAbuseLimit: () => false } });
    new Retrying();
    new Retrying({ retry: { doNotRetry: [404], maxDelayMs: 10_000 } });
  };
  expect(typeof typed).toBe('function');
});
