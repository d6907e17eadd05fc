// The tree-shakable entries `specforge/<service>/operations` hold one function per method of the
// service's full client (older names included), each answering as that method does: unwrapped
// records with derived properties (webhooks), decoded events, paging with `for await`, known
// values and the spec's retries (audit), through the generated mocks.
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { PagePromise, ValidationError } from 'specforge';
import { AuditCore, activitiesList } from 'specforge/audit/operations';
import { createAuditActivityMocks } from 'specforge/audit/mocks';
import { WebhooksCore, createWebhook, deleteWebhook, disableWebhook, getWebhook } from 'specforge/webhooks/operations';
import { createWebhooksMocks } from 'specforge/webhooks/mocks';
import { NotFoundError } from 'specforge/webhooks';

const manifest = JSON.parse(readFileSync(new URL('../../generated/services.json', import.meta.url), 'utf8')) as { services: string[] };
const pascal = (s: string) => s[0]!.toUpperCase() + s.slice(1);
/** `gists.listPublic` → `gistsListPublic`: the operation function's name. */
const functionName = (method: string) => method.replace(/\.(\w)/g, (_m, c: string) => c.toUpperCase());

test.each(manifest.services)('specforge/%s/operations exports one function per method of the client, and the core', async (service) => {
  const api = (await import(`specforge/${service}`)) as Record<string, unknown>;
  const operations = (await import(`specforge/${service}/operations`)) as Record<string, unknown>;
  const Client = api[`${pascal(service)}Client`] as { service: { routes: Record<string, unknown> } };
  const methods = Object.keys(Client.service.routes);
  expect(methods.length).toBeGreaterThan(0);
  const core = `${pascal(service)}Core`;
  expect(
    Object.keys(operations)
      .filter((name) => name !== core)
      .sort(),
  ).toEqual(methods.map(functionName).sort());
  for (const name of Object.keys(operations)) expect([name, typeof operations[name]]).toEqual([name, 'function']);
});

describe('webhooks: unwrapped and derived, as the client answers', () => {
  const mocks = createWebhooksMocks();
  const server = setupServer(...mocks.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  test('create, disable, get, delete through the operation functions', async () => {
    const core = new WebhooksCore({ auth: 'hf_token' });
    const { data } = await createWebhook(core, { url: 'https://example.com/h', watched: [{ type: 'user', name: 'alice' }] });
    expect(data).toMatchObject({ url: 'https://example.com/h', disabled: false, status: 'enabled' });
    expect((await disableWebhook(core, { webhook_id: data.id })).data).toMatchObject({ id: data.id, status: 'disabled' });
    expect((await getWebhook(core, { webhook_id: data.id })).data.status).toBe('disabled');
    await deleteWebhook(core, { webhook_id: data.id });
    await expect(getWebhook(core, { webhook_id: data.id })).rejects.toBeInstanceOf(NotFoundError);
    expect(mocks.calls.every((c) => c.violations.length === 0)).toBe(true);
  });
});

describe('audit: paged, decoded, known values, retries', () => {
  const mocks = createAuditActivityMocks({ count: 120 });
  const server = setupServer(...mocks.handlers);
  const waits: number[] = [];
  const core = new AuditCore({ auth: 'ya29.token', retryPolicy: { sleep: async (ms) => void waits.push(ms) } });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mocks.reset());
  afterAll(() => server.close());

  test('awaiting gives the decoded first page; for await follows every page', async () => {
    const first = activitiesList(core, { maxResults: 100 });
    expect(first).toBeInstanceOf(PagePromise);
    const { data } = await first;
    expect(data.items).toHaveLength(100);
    expect(data.items![0]!.events[0]).toMatchObject({ known: true, group: 'access' });
    let n = 0;
    for await (const activity of activitiesList(core, { maxResults: 50 })) n += activity.events.length > 0 ? 1 : 0;
    expect(n).toBe(120);
  });

  test('known values are checked (allowUnknown lifts it), and 503 is retried as the spec says', async () => {
    await expect(activitiesList(core, { eventName: 'restore' })).rejects.toBeInstanceOf(ValidationError);
    await expect(activitiesList(core, { eventName: 'an_event_added_later', allowUnknown: true })).resolves.toMatchObject({ status: 200 });
    let failures = 1;
    mocks.respond('activities.list', () =>
      failures-- > 0 ? { status: 503, body: { error: { code: 503, message: 'busy' } } } : { status: 200, body: { items: [] } },
    );
    await expect(activitiesList(core)).resolves.toMatchObject({ status: 200 });
    expect(waits).toHaveLength(1);
  });
});

test('an operation function carries its summary and route, and points at the client method that carries the whole description', () => {
  const read = (file: string) => readFileSync(new URL(`../../generated/webhooks/${file}`, import.meta.url), 'utf8');
  const docBefore = (text: string, declaration: RegExp) => {
    const at = text.search(declaration);
    return text.slice(text.lastIndexOf('/**', at), at);
  };
  const fn = docBefore(read('operations.ts'), /export const createWebhook = /);
  const method = docBefore(read('client.ts'), /\bcreateWebhook: Method</);
  expect(fn).toMatch(/`POST \/api\/settings\/webhooks`/);
  expect(fn).toContain('Described in full on `client.createWebhook` and in the reference.');
  const description = method.split('\n').find((l) => / \* \S/.test(l) && !/`POST|Create a webhook|@/.test(l));
  expect(description).toBeDefined();
  expect(fn).not.toContain(description!.replace(/^\s*\* /, ''));
});
