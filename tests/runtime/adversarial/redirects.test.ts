// Redirects as an attacker would use them, on both transports (node:http, and fetch through
// `request.fetch`): a service whose credential is an API key in a header, in the query or in a
// cookie, or a sensitive header, answers a redirect to another origin. The other origin gets none
// of it (nor the authorization header), whatever the status (301/302/303/307/308); the same origin
// keeps it; a chain that leaves the origin and comes back has lost it for good, as the fetch
// standard says; 303 (and 301/302 after a POST) turn into a GET without the body, 307/308 send the
// method and body again. Every secret form is searched for in everything the other origin received.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { NetworkError } from 'specforge';
import { defineClient, type ServiceDescription } from 'specforge/runtime';
import { secretForms, startFaultServer, type Seen } from './fault-server.js';

const KEY = 'SECRET-KEY-123';
const QUERY_KEY = 'QUERY-SECRET-456';
const COOKIE_KEY = 'COOKIE-SECRET-789';
const SENSITIVE = 'SENSITIVE-VALUE-246';
const BEARER = 'BEARER-SECRET-135';

let home: Awaited<ReturnType<typeof startFaultServer>>;
let away: Awaited<ReturnType<typeof startFaultServer>>;
/** The other origin by another host name (the attack in the report: 127.0.0.1:A → localhost:B). */
let awayByName: string;
beforeAll(async () => {
  home = await startFaultServer();
  away = await startFaultServer();
  awayByName = away.url.replace('127.0.0.1', 'localhost');
});
afterAll(async () => {
  await home.close();
  await away.close();
});

type Call = (params?: Record<string, unknown>) => Promise<{ data: Echo }>;
interface Echo {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

const SERVICE: ServiceDescription = {
  name: 'keys',
  baseUrl: 'http://127.0.0.1:1',
  headers: {},
  auth: [
    { kind: 'header', name: 'X-API-Key', prefix: '', id: 'header' },
    { kind: 'query', name: 'api_key', id: 'query' },
    { kind: 'cookie', name: 'session', id: 'cookie' },
    { kind: 'header', name: 'Authorization', prefix: 'Bearer', id: 'bearer' },
  ],
  sensitiveHeaders: ['x-tenant-secret'],
  routes: {
    get: { method: 'GET', url: '/redirect-to', query: ['target', 'status'] },
    post: { method: 'POST', url: '/redirect-to', query: ['target', 'status'], body: ['name'] },
  },
};
const Keys = defineClient<{ get: Call; post: Call }>(SERVICE);

const transports = [
  ['node:http', {}],
  ['fetch', { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init) }],
] as const;

/** Everything a server received, as text, for the secret search. */
const received = (seen: readonly Seen[]) => JSON.stringify(seen);

describe.each(transports)('%s', (_name, request) => {
  const client = (authScheme: string, auth = KEY) => new Keys({ baseUrl: home.url, auth, authScheme, headers: { 'x-tenant-secret': SENSITIVE }, request });

  test('an API key header is sent to the first origin and not to another one (127.0.0.1:A → localhost:B)', async () => {
    const before = home.seen.length;
    const r = await client('header').get({ target: `${awayByName}/echo`, status: 302 });
    expect(home.seen[before]!.headers['x-api-key']).toBe(KEY);
    expect(r.data.url).toBe('/echo');
    expect(r.data.headers['x-api-key']).toBeUndefined();
    expect(r.data.headers['x-tenant-secret']).toBeUndefined();
  });

  test.each([301, 302, 303, 307, 308])('%i to another origin: no API key, no sensitive header, no bearer token, no cookie', async (status) => {
    for (const scheme of ['header', 'cookie', 'bearer']) {
      const r = await client(scheme).get({ target: `${away.url}/echo`, status });
      expect({ scheme, headers: r.data.headers }).toEqual({ scheme, headers: expect.not.objectContaining({ 'x-api-key': expect.anything() }) });
      for (const name of ['x-api-key', 'x-tenant-secret', 'authorization', 'cookie'])
        expect([scheme, name, r.data.headers[name]]).toEqual([scheme, name, undefined]);
    }
  });

  test.each([301, 302, 303, 307, 308])('%i on the same origin keeps every credential', async (status) => {
    for (const [scheme, header, value] of [
      ['header', 'x-api-key', KEY],
      ['cookie', 'cookie', `session=${COOKIE_KEY}`],
      ['bearer', 'authorization', `Bearer ${BEARER}`],
    ] as const) {
      const auth = scheme === 'cookie' ? COOKIE_KEY : scheme === 'bearer' ? BEARER : KEY;
      const r = await client(scheme, auth).get({ target: '/echo', status });
      expect([scheme, r.data.headers[header], r.data.headers['x-tenant-secret']]).toEqual([scheme, value, SENSITIVE]);
    }
  });

  test('a query credential named in a redirect to another origin is dropped from it; other parameters stay', async () => {
    const target = `${away.url}/echo?api_key=${QUERY_KEY}&access_token=${QUERY_KEY}&keep=1`;
    const r = await client('query', QUERY_KEY).get({ target, status: 302 });
    expect(home.seen.at(-1)!.url).toContain(`api_key=${QUERY_KEY}`);
    expect(r.data.url).toBe('/echo?keep=1');
    // The same origin: the redirect is followed as it is.
    const same = await client('query', QUERY_KEY).get({ target: `/echo?api_key=${QUERY_KEY}&keep=1`, status: 302 });
    expect(same.data.url).toBe(`/echo?api_key=${QUERY_KEY}&keep=1`);
  });

  test('a chain that leaves the origin and comes back has dropped the credentials for good', async () => {
    const back = `${home.url}/echo`;
    const via = `${away.url}/redirect-to?status=302&target=${encodeURIComponent(back)}`;
    const r = await client('header').get({ target: via, status: 307 });
    expect(r.data.url).toBe('/echo');
    expect(r.data.headers['x-api-key']).toBeUndefined();
    expect(r.data.headers['x-tenant-secret']).toBeUndefined();
  });

  test('307 and 308 send the method and body again; 303, and 301/302 after a POST, become a GET without a body', async () => {
    for (const status of [307, 308]) {
      const r = await client('header').post({ target: `${away.url}/echo`, status, name: 'n1' });
      expect([status, r.data.method, JSON.parse(r.data.body), r.data.headers['content-type']]).toEqual([
        status,
        'POST',
        { name: 'n1' },
        'application/json; charset=utf-8',
      ]);
      expect(r.data.headers['x-api-key']).toBeUndefined();
    }
    for (const status of [301, 302, 303]) {
      const r = await client('header').post({ target: `${away.url}/echo`, status, name: 'n1' });
      expect([status, r.data.method, r.data.body, r.data.headers['content-type']]).toEqual([status, 'GET', '', undefined]);
    }
  });

  test('more than 20 redirects, and redirect: "error", are NetworkErrors', async () => {
    await expect(client('header').get({ target: '/redirect-loop', status: 302 })).rejects.toBeInstanceOf(NetworkError);
    const refused = new Keys({ baseUrl: home.url, auth: KEY, authScheme: 'header', request: { ...request, redirect: 'error' } });
    await expect(refused.get({ target: `${away.url}/echo`, status: 302 })).rejects.toBeInstanceOf(NetworkError);
  });

  test('redirect: "manual" returns the redirect answer itself', async () => {
    const manual = new Keys({ baseUrl: home.url, auth: KEY, authScheme: 'header', request: { ...request, redirect: 'manual' } });
    const before = away.seen.length;
    const error = await manual.get({ target: `${away.url}/echo`, status: 302 }).then(
      (r) => r,
      (e: { status?: number; response?: { headers: Record<string, string> } }) => e,
    );
    expect((error as { status?: number }).status).toBe(302);
    expect(away.seen.length).toBe(before);
  });
});

test('the other origin received none of the secrets, in any form', () => {
  expect(away.seen.length).toBeGreaterThan(20);
  const haystack = received(away.seen);
  const found = [KEY, QUERY_KEY, COOKIE_KEY, SENSITIVE, BEARER].flatMap((s) => secretForms(s).filter((f) => haystack.includes(f)));
  expect(found).toEqual([]);
});
