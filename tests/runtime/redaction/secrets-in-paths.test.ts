// Secrets never reach errors or logs: a token sent as a path parameter (the deprecated
// apps.checkAuthorization takes access_token in its path) and in a body (apps.checkToken).
import { afterAll, beforeAll, expect, jest, test } from '@jest/globals';
import { HostingClient } from 'specforge/hosting';
import { json, startServer } from '../../helpers/server.js';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((_req, res) => json(res, 404, { message: 'Not Found' }));
});
afterAll(() => server.close());

test('a token in the path is redacted from the error and the debug log; the request still carries it', async () => {
  const debug = jest.fn();
  const warn = jest.fn();
  const client = new HostingClient({ baseUrl: server.url, log: { debug, warn } });
  const error = (await client.apps.checkAuthorization({ client_id: 'Iv1.c', access_token: 'gho_PATHSECRET' }).catch((e: unknown) => e)) as Error & {
    status: number;
  };
  expect(error.status).toBe(404);
  expect(server.seen.at(-1)!.url).toBe('/applications/Iv1.c/tokens/gho_PATHSECRET');
  const everything = [error.message, JSON.stringify(error), error.stack, JSON.stringify(debug.mock.calls), JSON.stringify(warn.mock.calls)].join('\n');
  expect(everything).toContain('/applications/Iv1.c/tokens/[REDACTED]');
  expect(everything).not.toContain('PATHSECRET');
});

test('a token in the body is redacted from the error', async () => {
  const client = new HostingClient({ baseUrl: server.url });
  const error = await client.apps.checkToken({ client_id: 'Iv1.c', access_token: 'gho_BODYSECRET' }).catch((e: unknown) => e);
  expect(JSON.stringify(error)).toContain('[REDACTED]');
  expect(JSON.stringify(error) + String((error as Error).stack)).not.toContain('BODYSECRET');
});
