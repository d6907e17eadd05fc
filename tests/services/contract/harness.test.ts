// The contract harness itself: it must catch a client that sends the wrong verb, path or
// parameter, so the per-operation contract tests can fail.
import { afterAll, afterEach, beforeAll, expect, jest, test } from '@jest/globals';
import { setupServer } from 'msw/node';
import { HostingClient, RequestError } from 'specforge/hosting';
import type { ServiceDescription } from 'specforge/runtime';
import { createHostingMocks } from 'specforge/hosting/mocks';
import { AuditClient } from 'specforge/audit';
import { createAuditMocks } from 'specforge/audit/mocks';
import { defineClient } from 'specforge/runtime';

const mocks = createHostingMocks();
const auditMocks = createAuditMocks();
const server = setupServer(...mocks.handlers, ...auditMocks.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mocks.reset();
  auditMocks.reset();
  jest.restoreAllMocks();
});

/** msw reports an unhandled request on console.error; capture it instead of printing. */
function captureUnhandled() {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}
afterAll(() => server.close());

/** A client built from the real route table with one route broken. */
function clientWith(key: string, change: Partial<ServiceDescription['routes'][string]>) {
  const service = HostingClient.service;
  const broken: ServiceDescription = { ...service, routes: { ...service.routes, [key]: { ...service.routes[key]!, ...change } } };
  return new (defineClient<Record<string, Record<string, (p?: object) => Promise<unknown>>>>(broken))();
}

test('a correct call passes the harness', async () => {
  await new HostingClient().codesOfConduct.getConductCode({ key: 'mit' });
  expect(mocks.lastCall()?.violations).toEqual([]);
});

test.each([
  ['verb', { method: 'POST' as const }, /POST https:\/\/api.github.com\/codes_of_conduct\/mit/],
  ['path', { url: '/code_of_conduct/{key}' }, /GET https:\/\/api.github.com\/code_of_conduct\/mit/],
])('a wrong %s reaches no handler and fails', async (_what, change, unhandledUrl) => {
  const unhandled = captureUnhandled();
  const client = clientWith('codesOfConduct.getConductCode', change);
  await expect(client.codesOfConduct!.getConductCode!({ key: 'mit' })).rejects.toThrow();
  expect(mocks.calls).toHaveLength(0);
  expect(String(unhandled.mock.calls[0]?.[0])).toMatch(unhandledUrl);
});

test('an undeclared query parameter is a violation answered with 400', async () => {
  const error = await new HostingClient().emojis.get({ per_page: 5 } as never).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(RequestError);
  expect((error as RequestError).status).toBe(400);
  expect(mocks.lastCall()?.violations).toEqual(['unexpected query parameter "per_page"']);
});

test('a parameter breaking its schema is a violation', async () => {
  const service = AuditClient.service;
  const route = service.routes['activities.list']!;
  const unvalidated = defineClient<{ activities: { list: (p: object) => Promise<unknown> } }>({
    ...service,
    validators: undefined,
    routes: { 'activities.list': { ...route, validate: undefined } },
  });
  const error = await new unvalidated({ auth: 't' }).activities.list({ maxResults: 5000, type: 'access' }).catch((e: RequestError) => e);
  expect((error as RequestError).status).toBe(400);
  expect(auditMocks.lastCall()?.violations).toEqual(['"maxResults" must be at most 1000 (got 5000)']);
});

test('a generic request with an undeclared parameter is a violation', async () => {
  // The route is typed: an undeclared parameter needs a cast to reach the wire at all.
  const params = { key: 'a', extra: 1, mediaType: { previews: ['scarlet-witch'] } } as unknown as { key: string };
  const error = await new HostingClient().request('GET /codes_of_conduct/{key}', params).catch((e: RequestError) => e);
  expect((error as RequestError).status).toBe(400);
  expect(mocks.lastCall()?.violations).toEqual(['unexpected query parameter "extra"']);
});

test('a missing preview header is a violation', async () => {
  const client = clientWith('codesOfConduct.listConductCodes', { previews: undefined });
  await expect(client.codesOfConduct!.listConductCodes!()).rejects.toMatchObject({ status: 400 });
  expect(mocks.lastCall()?.violations[0]).toMatch(/lacks the scarlet-witch preview/);
});

test('respond() overrides the fixture until reset', async () => {
  mocks.respond('emojis.get', { status: 404, body: { message: 'Not Found' } });
  await expect(new HostingClient().emojis.get()).rejects.toMatchObject({ name: 'NotFoundError', status: 404 });
  mocks.reset();
  await expect(new HostingClient().emojis.get()).resolves.toMatchObject({ status: 200 });
  expect(() => mocks.respond('nope.nope', { status: 200 })).toThrow(
    expect.objectContaining({ name: 'ConfigurationError', message: 'respond: expected an operation of the hosting mocks, got "nope.nope"' }),
  );
});
