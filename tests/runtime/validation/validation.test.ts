// Wrong parameters raise ValidationError, naming parameter, expectation and value, before any
// request is sent: the test server must see nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { AuditClient } from 'specforge/audit';
import { HostingClient, ValidationError, RequestError, SpecforgeError } from 'specforge/hosting';
import { json, startServer } from '../../helpers/server.js';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((_req, res) => json(res, 200, {}));
});
beforeEach(() => {
  server.seen.length = 0;
});
afterAll(() => server.close());

async function rejection(promise: Promise<unknown>): Promise<ValidationError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return error as ValidationError;
}

describe('ValidationError before any request', () => {
  test('missing required parameter', async () => {
    const client = new HostingClient({ baseUrl: server.url });
    const error = await rejection(client.codesOfConduct.getConductCode({} as never));
    expect(error).toMatchObject({ operation: 'codesOfConduct.getConductCode', parameter: 'key', expected: 'is required', received: undefined });
    expect(error.message).toBe('Invalid parameters for codesOfConduct.getConductCode: "key" is required (got nothing)');
    expect(server.seen).toHaveLength(0);
  });

  test('wrong type', async () => {
    const client = new HostingClient({ baseUrl: server.url });
    const error = await rejection(client.codesOfConduct.getForRepo({ owner: 42 as never, repo: 'r' }));
    expect(error.issues).toEqual([{ parameter: 'owner', expected: 'must be a string', received: 42 }]);
    expect(server.seen).toHaveLength(0);
  });

  test('a value outside its schema (a generated validator behind a client method)', async () => {
    const { defineClient } = await import('specforge/runtime');
    const { webhookDelivery } = await import('../../../generated/webhooks/validators/index.js');
    const Client = defineClient<{ deliver: (p: object) => Promise<unknown> }>({
      name: 'test',
      baseUrl: server.url,
      headers: {},
      auth: [],
      routes: { deliver: { method: 'POST', url: '/hook', body: ['event', 'repo', 'webhook'], validate: webhookDelivery } },
    });
    const payload = {
      event: { action: 'explode', scope: 'repo' },
      repo: { type: 'model', name: 'a/b', id: '1', private: false, url: { web: 'https://x' }, owner: { id: '2' } },
      webhook: { id: 'w', version: 4 },
    };
    const error = await rejection(new Client().deliver(payload));
    expect(error.issues).toEqual([{ parameter: 'webhook.version', expected: 'must be 3', received: 4 }]);
    expect(server.seen).toHaveLength(0);
    // event.action is an open set: an action the spec does not know yet goes through.
    await new Client().deliver({ ...payload, webhook: { id: 'w', version: 3 } });
    expect(server.seen).toHaveLength(1);
    server.seen.length = 0;
  });

  test('generated enum, bound and format checks (audit listing)', async () => {
    const client = new AuditClient({ baseUrl: server.url, auth: 'ya29.secret-token' });
    for (const [params, parameter, expected] of [
      [{ maxResults: 0 }, 'maxResults', 'must be at least 1'],
      [{ maxResults: 1001 }, 'maxResults', 'must be at most 1000'],
      [{ maxResults: 1.5 }, 'maxResults', 'must be an integer'],
      [
        { startTime: 'yesterday' },
        'startTime',
        'must match the pattern ^(?:(\\d\\d\\d\\d)-(\\d\\d)-(\\d\\d)T(\\d\\d):(\\d\\d):(\\d\\d)(?:\\.(\\d+))?(?:(Z)|([-+])(\\d\\d):(\\d\\d)))$',
      ],
      [{ orgUnitID: 'ou:1' }, 'orgUnitID', 'must match the pattern ^(?:(id:[a-z0-9]+))$'],
    ] as const) {
      const error = await rejection(client.activities.list(params as never));
      expect(error).toMatchObject({ parameter, expected, received: Object.values(params)[0] });
      expect(error.message).not.toContain('secret-token');
    }
    expect(server.seen).toHaveLength(0);
  });

  test('every problem is listed, and ValidationError is not an HTTP error', async () => {
    const client = new HostingClient({ baseUrl: server.url });
    const error = await rejection(client.codesOfConduct.getForRepo({} as never));
    expect(error.issues.map((i) => i.parameter)).toEqual(['owner', 'repo']);
    expect(error).toBeInstanceOf(SpecforgeError);
    expect(error).not.toBeInstanceOf(RequestError);
  });

  test('valid parameters do reach the server', async () => {
    const client = new HostingClient({ baseUrl: server.url });
    await client.codesOfConduct.getForRepo({ owner: 'o', repo: 'r' });
    expect(server.seen.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /repos/o/r/community/code_of_conduct']);
  });
});
