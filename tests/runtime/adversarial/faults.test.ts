// An unlucky network, on both transports (node:http, and fetch through `request.fetch`): resets
// before the headers, before and during the body are NetworkErrors; stalls end as TimeoutErrors
// with `request.timeout` and, without it, after `request.idleTimeout`; redirect loops and refused
// redirects are NetworkErrors; huge bodies, declared or streamed, and a gzip bomb (1 MB on the
// wire, 1 GiB inflated) are ResponseTooLargeErrors at a bounded cost. Never a hang.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { NetworkError, ResponseTooLargeError, TimeoutError } from 'specforge';
import { HostingClient } from 'specforge/hosting';
import { startFaultServer } from './fault-server.js';

let faults: Awaited<ReturnType<typeof startFaultServer>>;
let elsewhere: Awaited<ReturnType<typeof startFaultServer>>;
beforeAll(async () => {
  faults = await startFaultServer();
  elsewhere = await startFaultServer();
});
afterAll(async () => {
  await faults.close();
  await elsewhere.close();
});

const transports = [
  ['node:http', {}],
  ['fetch', { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init) }],
] as const;

async function failure(promise: Promise<unknown>): Promise<Error & { cause?: unknown }> {
  const started = Date.now();
  const error = await promise.then(
    () => new Error('resolved, but a failure was expected'),
    (e: unknown) => e as Error,
  );
  expect(Date.now() - started).toBeLessThan(10_000);
  return error;
}

describe.each(transports)('%s', (_name, request) => {
  const client = (extra: object = {}) => new HostingClient({ baseUrl: faults.url, request: { ...request, ...extra } });

  test.each(['/reset-before-headers', '/reset-before-body', '/reset-during-body'])('%s is a NetworkError keeping its cause', async (path) => {
    const error = await failure(client().request(`GET ${path}`));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.cause).toBeDefined();
    expect(error.message).toContain(`GET ${faults.url}${path} failed: `);
  });

  test.each(['/stall-before-headers', '/stall-during-body'])('%s: TimeoutError after request.timeout', async (path) => {
    const error = await failure(client({ timeout: 200 }).request(`GET ${path}`));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.message).toContain('timed out after 200 ms');
  });

  test.each(['/stall-before-headers', '/stall-during-body'])('%s without a timeout: TimeoutError after the idle timeout', async (path) => {
    const error = await failure(client({ idleTimeout: 200 }).request(`GET ${path}`));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.message).toContain('received nothing for 200 ms');
  });

  test('a redirect loop is a NetworkError (at most 20 hops)', async () => {
    const before = faults.seen.length;
    const error = await failure(client().request('GET /redirect-loop'));
    expect(error).toBeInstanceOf(NetworkError);
    expect(faults.seen.length - before).toBeLessThanOrEqual(21);
  });

  test('a redirect to another protocol than http(s) is a NetworkError', async () => {
    const error = await failure(client().request(`GET /redirect-to?target=${encodeURIComponent('ftp://127.0.0.1/x')}`));
    expect(error).toBeInstanceOf(NetworkError);
  });

  test('redirect: "error" refuses a redirect', async () => {
    await expect(client({ redirect: 'error' }).request('GET /redirect-loop')).rejects.toBeInstanceOf(NetworkError);
  });

  test('a body over request.maxResponseBytes, declared or streamed, is a ResponseTooLargeError', async () => {
    const declared = await failure(client().request('GET /huge-declared'));
    expect(declared).toBeInstanceOf(ResponseTooLargeError);
    expect((declared as ResponseTooLargeError).limit).toBe(64 * 1024 * 1024);
    const streamed = await failure(client({ maxResponseBytes: 1024 * 1024 }).request('GET /huge-chunked'));
    expect(streamed).toBeInstanceOf(ResponseTooLargeError);
    expect(streamed.message).toContain('more than 1048576 bytes');
    expect((await client({ maxResponseBytes: 8 * 1024 * 1024 }).request('GET /huge-chunked')).status).toBe(200);
  });

  test('a gzip bomb stops inflating at the limit: ResponseTooLargeError, memory bounded', async () => {
    const rss = process.memoryUsage().rss;
    const error = await failure(client().request('GET /gzip-bomb?members=64'));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    // 1 GiB inflated would cost about a gigabyte; stopping at the 64 MiB default costs a fraction.
    expect(process.memoryUsage().rss - rss).toBeLessThan(400 * 1024 * 1024);
    const small = await failure(client({ maxResponseBytes: 1024 * 1024 }).request('GET /gzip-bomb?members=2'));
    expect(small).toBeInstanceOf(ResponseTooLargeError);
  });
});

describe('idle timeout on the node:http transport when the agent has a socket timeout of its own no longer than it', () => {
  // The transport then lets the agent's timer wake it and adds up the silence itself.
  const agents: http.Agent[] = [];
  const client = (agentTimeout: number, idleTimeout: number) => {
    const agent = new http.Agent({ keepAlive: true, timeout: agentTimeout });
    agents.push(agent);
    return new HostingClient({ baseUrl: faults.url, request: { agent, idleTimeout } });
  };
  afterAll(() => {
    for (const agent of agents) agent.destroy();
  });

  test('a stall still ends as a TimeoutError after the idle timeout', async () => {
    for (const path of ['/stall-before-headers', '/stall-during-body']) {
      const error = await failure(client(50, 300).request(`GET ${path}`));
      expect(error).toBeInstanceOf(TimeoutError);
      expect(error.message).toContain('received nothing for 300 ms');
    }
  });

  test('gaps longer than the agent timeout (and than what is left after it) but shorter than the idle timeout are not a failure', async () => {
    // Agent timer 400 ms, idle 1000 ms, a piece every 750 ms: the timer fires after 400 ms of
    // silence, is re-armed for 600, and fires again 600 ms after the next piece; silence counted
    // from before that piece would reach 1000 ms there.
    const r = await client(400, 1000).request<number[]>('GET /trickle?chunks=3&every=750');
    expect(r.data).toEqual([0, 1, 2, 3]);
  });
});

test('a redirect to another origin drops the credentials (authorization, cookie, sensitive headers); same origin keeps them', async () => {
  const client = new HostingClient({ baseUrl: faults.url, auth: 'tok_REDIRECT', headers: { cookie: 'sid=1', 'x-api-key': 'k' } });
  const target = encodeURIComponent(`${elsewhere.url}/echo`);
  const away = (await client.request<{ headers: Record<string, string> }>(`GET /redirect-to?target=${target}`)).data;
  expect(away.headers.authorization).toBeUndefined();
  expect(away.headers.cookie).toBeUndefined();
  const home = (await client.request<{ headers: Record<string, string> }>(`GET /redirect-to?target=${encodeURIComponent('/echo')}`)).data;
  expect(home.headers.authorization).toBe('token tok_REDIRECT');
  expect(home.headers.cookie).toBe('sid=1');
});
