// One contract test per operation of every spec: the generated method, called with the spec's
// example parameters, must send exactly the request the spec describes (verb, path, query,
// headers, body) to the generated msw handlers, and decode their fixture to the declared type (for
// an operation on a resource, x-resource, the fixture record as the mocks' store changes it).
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { setupServer } from 'msw/node';
import type { MockOperation } from 'specforge/runtime/mocks';
import { methodOf, services } from '../../helpers/services.js';

/**
 * What a stateful operation (x-resource) answers on fresh mocks: its fixture record with the
 * request body's record fields and the spec's `set` fields; a created record under a new key.
 */
function statefulRecord(op: MockOperation, fixture: unknown): unknown {
  const resource = op.resource!;
  if (resource.action === 'list' || resource.action === 'delete' || typeof fixture !== 'object' || fixture === null) return fixture;
  const sent = (op.example.request.body ?? {}) as Record<string, unknown>;
  const fields = Object.fromEntries(Object.entries(sent).filter(([k]) => k !== resource.idField && (!resource.fields || resource.fields.includes(k))));
  const record: Record<string, unknown> = { ...(fixture as Record<string, unknown>), ...fields, ...(resource.set ?? {}) };
  if (resource.action === 'create') record[resource.idField] = expect.not.stringMatching(`^${String(record[resource.idField])}$`);
  return record;
}

const mocks = services.map((s) => s.createMocks());
const server = setupServer(...mocks.flatMap((m) => m.handlers));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mocks.forEach((m) => m.reset()));
afterAll(() => server.close());

describe.each(services.map((s, i) => [s.name, s, mocks[i]!] as const))('%s', (_name, service, mock) => {
  test('every operation of the spec has a mock', () => {
    const routes = Object.keys(service.Client.service.routes).sort();
    expect(service.operations.map((o) => o.key).sort()).toEqual(routes);
    expect(routes.length).toBeGreaterThan(0);
  });

  test.each(service.operations.map((op) => [op.key, op] as const))('%s sends what the spec says', async (key, op) => {
    const client = new service.Client({ auth: 'secret-token-123', userAgent: 'contract-test/1.0' });
    // x-positional methods take those parameters first, the rest as an object.
    const positional = service.Client.service.routes[key]?.positional ?? [];
    const rest = Object.fromEntries(Object.entries(op.example.params).filter(([name]) => !positional.includes(name)));
    const response = await methodOf(client, key)(...positional.map((name) => op.example.params[name]), rest);
    const call = mock.lastCall();
    expect(mock.calls).toHaveLength(1);
    expect(call?.violations).toEqual([]);
    expect(call?.operation).toBe(op.aliasOf ?? key); // an older name is answered by its operation's handler
    expect(call?.method).toBe(op.example.request.method);
    expect(call?.path).toBe(new URL(service.Client.service.baseUrl).pathname.replace(/\/$/, '') + op.example.request.path);
    const expectedQuery = { ...op.example.request.query };
    // The scheme the token goes with: the route's own (e.g. the app JWT scheme), else the service's first.
    const schemes = service.Client.service.auth;
    const own = service.Client.service.routes[op.aliasOf ?? key]?.security;
    const auth = (own && schemes.find((s) => s.kind !== 'basic' && s.id !== undefined && own.includes(s.id))) || schemes[0];
    if (auth?.kind === 'query') expectedQuery[auth.name] = 'secret-token-123';
    expect(call?.query).toEqual(expectedQuery);
    expect(call?.body).toEqual(op.example.request.body);
    expect(call?.headers['user-agent']).toMatch(/^contract-test\/1\.0 specforge\/v\d+\.\d+\.\d+$/);
    if (auth?.kind === 'header') expect(call?.headers[auth.name]).toBe(`${auth.prefix} secret-token-123`);
    for (const [name, value] of Object.entries(service.Client.service.headers)) {
      if (name !== 'accept' || !op.previews?.length) expect(call?.headers[name]).toBe(value);
    }
    expect(response.status).toBe(op.response.status);
    // x-derived adds properties to the decoded data (checked in tests/webhooks/); the rest is the fixture.
    // x-unwrap returns one property of the body (the record out of its envelope).
    // A decoded response (event catalogues) is the route's decoding of the fixture; bytes are compared as text.
    const route = service.Client.service.routes[key];
    const sent = route?.unwrap ? (op.response.body as Record<string, unknown>)[route.unwrap] : op.response.body;
    // A decoding route (x-decode-events) returns the body as its decode makes it.
    const decoded = route?.decode ? route.decode(structuredClone(sent), op.example.params) : sent;
    const body = op.resource ? statefulRecord(op, decoded) : decoded;
    const data = response.data instanceof ArrayBuffer ? new TextDecoder().decode(response.data) : response.data;
    if (route?.derive) expect(data).toMatchObject(body as object);
    else expect(data).toEqual(body);
    if (op.response.validate) {
      // The response schema describes the body as sent: an unwrapped record goes back in its
      // envelope, and a decoded body is checked as it came.
      const valid = op.response.validate(route?.decode ? op.response.body : route?.unwrap ? { [route.unwrap]: response.data } : response.data);
      expect(op.response.validate.errors ?? []).toEqual([]);
      expect(valid).toBe(true);
    }
  });
});
