// "Content-Length must be zero": starRepo, watchRepoLegacy and gists.star are PUTs without a body,
// and must reach the service with `content-length: 0`. The runtime sends no body and no
// content-type; Node's fetch then writes `content-length: 0` on the wire (checked against a real
// server). msw intercepts before that, so at the mocks the header is absent: there the test checks
// that no body and no content-type were sent.
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { setupServer } from 'msw/node';
import { HostingClient } from 'specforge/hosting';
import { createHostingMocks } from 'specforge/hosting/mocks';
import { startServer } from '../../helpers/server.js';

const calls = [
  ['activity.starRepo', (c: HostingClient) => c.activity.starRepo({ owner: 'octocat', repo: 'hello-world' }), '/user/starred/octocat/hello-world'],
  [
    'activity.watchRepoLegacy',
    (c: HostingClient) => c.activity.watchRepoLegacy({ owner: 'octocat', repo: 'hello-world' }),
    '/user/subscriptions/octocat/hello-world',
  ],
  ['gists.star', (c: HostingClient) => c.gists.star({ gist_id: 'aa5a315d61ae9438b18d' }), '/gists/aa5a315d61ae9438b18d/star'],
] as const;

describe('on the wire (a real server on 127.0.0.1)', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer((_req, res) => {
      res.writeHead(204);
      res.end();
    });
  });
  afterAll(() => server.close());

  test.each(calls)('%s sends PUT with content-length: 0 and no body', async (_key, call, path) => {
    server.seen.length = 0;
    const { status } = await call(new HostingClient({ baseUrl: server.url, auth: 't' }));
    expect(status).toBe(204);
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]).toMatchObject({ method: 'PUT', url: path, body: '' });
    expect(server.seen[0]!.headers['content-length']).toBe('0');
    expect(server.seen[0]!.headers['transfer-encoding']).toBeUndefined();
  });
});

describe('at the mocks', () => {
  const mocks = createHostingMocks();
  const msw = setupServer(...mocks.handlers);
  beforeAll(() => msw.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mocks.reset());
  afterAll(() => msw.close());

  test.each(calls)('%s reaches the mock as a PUT without a body or content-type', async (key, call, _path) => {
    const { status } = await call(new HostingClient({ auth: 't' }));
    expect(status).toBe(204);
    const seen = mocks.lastCall()!;
    expect(seen).toMatchObject({ operation: key, method: 'PUT', body: undefined, violations: [] });
    expect(seen.headers['content-type']).toBeUndefined();
    expect(seen.headers['content-length'] ?? '0').toBe('0');
  });
});
