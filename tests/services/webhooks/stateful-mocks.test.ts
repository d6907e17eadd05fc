// The generated webhooks mocks keep state, as specs/webhooks.yaml's x-resource data says (no
// `mocks.respond` here): the README's walkthrough behaves against them as it would against the
// Hub. Created webhooks are listed and read back, disable/enable change `disabled` (and so the
// derived status), updates change the record, and a deleted webhook answers 404 (NotFoundError)
// to every operation on it; reset() forgets it all.
import { afterAll, beforeAll, beforeEach, expect, test } from '@jest/globals';
import { setupServer } from 'msw/node';
import { NotFoundError, WebhooksClient } from 'specforge/webhooks';
import { createWebhooksMocks } from 'specforge/webhooks/mocks';

const mocks = createWebhooksMocks();
const server = setupServer(...mocks.handlers);
const hooks = new WebhooksClient({ auth: 'hf_token_for_tests' });
const watched = [{ type: 'dataset' as const, name: 'alice/pets' }];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => mocks.reset());

test('the README walkthrough: create, disable, update, delete, then get answers 404', async () => {
  const { data } = await hooks.createWebhook({ url: 'https://my-app.example/webhooks/say_hello', watched, domains: ['repo', 'discussion'] });
  const id = data.id;
  expect(data).toMatchObject({
    url: 'https://my-app.example/webhooks/say_hello',
    watched,
    domains: ['repo', 'discussion'],
    disabled: false,
    status: 'enabled',
  });
  expect((await hooks.disableWebhook(id)).data).toMatchObject({ id, disabled: true, status: 'disabled' });
  expect((await hooks.updateWebhook(id, { watched: [{ type: 'org', name: 'acme' }] })).data).toMatchObject({
    id,
    watched: [{ type: 'org', name: 'acme' }],
    disabled: true,
  });
  expect((await hooks.deleteWebhook(id)).status).toBe(200);
  const error = await hooks.getWebhook(id).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(NotFoundError);
  expect(error).toMatchObject({ status: 404 });
  expect(mocks.calls.map((c) => c.violations)).toEqual(Array(5).fill([]));
});

test('created webhooks are listed and retrievable, each under its own new id', async () => {
  const before = (await hooks.listWebhooks()).data.map((w) => w.id);
  const a = (await hooks.createWebhook({ url: 'https://example.com/a', watched })).data;
  const b = (await hooks.createWebhook({ jobSourceId: 'job-1', watched })).data;
  expect(new Set([...before, a.id, b.id]).size).toBe(before.length + 2);
  expect((await hooks.listWebhooks()).data.map((w) => w.id)).toEqual([...before, a.id, b.id]);
  expect((await hooks.getWebhook(a.id)).data).toEqual(a);
  expect((await hooks.getWebhook(b.id)).data).toEqual(b);
  // jobSourceId is a request field, not one of the record's: it is not copied into the webhook.
  expect(b).not.toHaveProperty('jobSourceId');
});

test('disable and enable change `disabled`, seen by get and list', async () => {
  const { id } = (await hooks.createWebhook({ url: 'https://example.com/h', watched })).data;
  await hooks.disableWebhook(id);
  expect((await hooks.getWebhook(id)).data).toMatchObject({ disabled: true, status: 'disabled' });
  expect((await hooks.listWebhooks()).data.find((w) => w.id === id)?.status).toBe('disabled');
  await hooks.enableWebhook(id);
  expect((await hooks.getWebhook(id)).data).toMatchObject({ disabled: false, status: 'enabled' });
});

test('a deleted webhook answers 404 to get, update, enable, disable and delete, and leaves the list', async () => {
  const { id } = (await hooks.createWebhook({ url: 'https://example.com/h', watched })).data;
  await hooks.deleteWebhook(id);
  expect((await hooks.listWebhooks()).data.map((w) => w.id)).not.toContain(id);
  for (const act of [
    () => hooks.getWebhook(id),
    () => hooks.updateWebhook(id, { watched }),
    () => hooks.enableWebhook(id),
    () => hooks.disableWebhook(id),
    () => hooks.deleteWebhook(id),
  ]) {
    await expect(act()).rejects.toBeInstanceOf(NotFoundError);
  }
});

test('reset() forgets the records: a deleted id reads again as the fixture, created ones are gone', async () => {
  const { id } = (await hooks.createWebhook({ url: 'https://example.com/h', watched })).data;
  const fixtureList = (await hooks.listWebhooks()).data.filter((w) => w.id !== id);
  await hooks.deleteWebhook(id);
  mocks.reset();
  expect((await hooks.listWebhooks()).data).toEqual(fixtureList);
  expect((await hooks.getWebhook(id)).data.id).toBe(id);
});
