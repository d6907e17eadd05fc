// WebhooksClient against the generated msw handlers: the positional API, status derived from
// `disabled`, the state rules of seed 002 (enable/disable keep the webhook, delete is permanent,
// a missing webhook is a NotFoundError), and input validation that rejects before any request.
// The handlers check each request against the spec; a small in-memory store answers through
// `mocks.respond` so that state carries from one call to the next.
import { afterAll, beforeAll, beforeEach, expect, test } from '@jest/globals';
import { setupServer } from 'msw/node';
import { NotFoundError, ValidationError, WebhooksClient, type Webhook } from 'specforge/webhooks';
import { createWebhooksMocks } from 'specforge/webhooks/mocks';

const mocks = createWebhooksMocks();
const server = setupServer(...mocks.handlers);
const client = new WebhooksClient({ auth: 'hf_token_for_tests' });
type Wire = Omit<Webhook, 'status'>;
let store: Map<string, Wire>;
let nextId: number;

const notFound = { status: 404, body: { error: 'Webhook not found' } };
function withWebhook(call: { pathParams: Record<string, string> }, act: (w: Wire) => void = () => {}) {
  const hook = store.get(call.pathParams.webhook_id!);
  if (!hook) return notFound;
  act(hook);
  return { status: 200, body: { webhook: hook } };
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  mocks.reset();
  store = new Map();
  nextId = 1;
  mocks.respond('createWebhook', (call) => {
    const body = call.body as Wire;
    const hook: Wire = {
      id: `wh${nextId++}`,
      url: body.url,
      watched: body.watched,
      domains: body.domains ?? ['repo', 'discussion'],
      secret: body.secret ?? null,
      disabled: false,
    };
    store.set(hook.id, hook);
    return { status: 200, body: { webhook: hook } };
  });
  mocks.respond('listWebhooks', () => ({ status: 200, body: [...store.values()] }));
  mocks.respond('getWebhook', (call) => withWebhook(call));
  mocks.respond('updateWebhook', (call) => withWebhook(call, (w) => Object.assign(w, call.body)));
  mocks.respond('enableWebhook', (call) => withWebhook(call, (w) => (w.disabled = false)));
  mocks.respond('disableWebhook', (call) => withWebhook(call, (w) => (w.disabled = true)));
  mocks.respond('deleteWebhook', (call) => (store.delete(call.pathParams.webhook_id!) ? { status: 200 } : notFound));
});

const watched = [{ type: 'dataset' as const, name: 'alice/pets' }];

test('create, list, get, update: typed records with status, requests as the spec says', async () => {
  const created = (await client.createWebhook({ url: 'https://example.com/webhooks/say_hello', watched, domains: ['repo'], secret: 's3cret' })).data;
  expect(created).toMatchObject({ id: 'wh1', url: 'https://example.com/webhooks/say_hello', watched, domains: ['repo'], disabled: false, status: 'enabled' });
  expect(mocks.lastCall()).toMatchObject({ method: 'POST', path: '/api/settings/webhooks', violations: [] });
  expect(mocks.lastCall()!.headers.authorization).toBe('Bearer hf_token_for_tests');

  const listed = (await client.listWebhooks()).data;
  expect(listed.map((w) => [w.id, w.url, w.status])).toEqual([['wh1', 'https://example.com/webhooks/say_hello', 'enabled']]);

  const got = (await client.getWebhook('wh1')).data;
  expect(got).toEqual(created);
  expect(mocks.lastCall()).toMatchObject({ method: 'GET', path: '/api/settings/webhooks/wh1', violations: [] });

  // A URL with what looks like a route variable (`/:hook`) is sent verbatim, not read as a template.
  const url = 'https://example.com:8443/receive/:hook?x=1';
  const updated = (await client.updateWebhook('wh1', { watched: [{ type: 'org', name: 'acme' }], url })).data;
  expect(updated).toMatchObject({ id: 'wh1', url, watched: [{ type: 'org', name: 'acme' }], status: 'enabled' });
  expect(mocks.lastCall()).toMatchObject({
    method: 'POST',
    path: '/api/settings/webhooks/wh1',
    body: { watched: [{ type: 'org', name: 'acme' }], url },
    violations: [],
  });
});

test('state rules: disable keeps the webhook, enable restores it, delete is permanent', async () => {
  const { id } = (await client.createWebhook({ url: 'https://example.com/h', watched })).data;
  const disabled = (await client.disableWebhook(id)).data;
  expect([disabled.disabled, disabled.status]).toEqual([true, 'disabled']);
  expect((await client.listWebhooks()).data.map((w) => [w.id, w.status])).toEqual([[id, 'disabled']]);
  expect((await client.getWebhook(id)).data.status).toBe('disabled');

  const enabled = (await client.enableWebhook(id)).data;
  expect([enabled.disabled, enabled.status]).toEqual([false, 'enabled']);

  await client.disableWebhook(id);
  const deleted = await client.deleteWebhook(id);
  expect([deleted.status, deleted.data]).toEqual([200, undefined]);
  expect(mocks.lastCall()).toMatchObject({ method: 'DELETE', path: `/api/settings/webhooks/${id}`, violations: [] });
  expect((await client.listWebhooks()).data).toEqual([]);
  for (const act of [() => client.getWebhook(id), () => client.enableWebhook(id), () => client.deleteWebhook(id)]) {
    await expect(act()).rejects.toBeInstanceOf(NotFoundError);
  }
});

test('acting on a missing webhook is a NotFoundError with the status and message', async () => {
  const attempts = [
    () => client.getWebhook('nope'),
    () => client.updateWebhook('nope', { watched }),
    () => client.enableWebhook('nope'),
    () => client.disableWebhook('nope'),
    () => client.deleteWebhook('nope'),
  ];
  for (const attempt of attempts) {
    const error = await attempt().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, data: { error: 'Webhook not found' } });
    expect((error as Error).message).toMatch(/\/api\/settings\/webhooks\/nope.* answered 404: Webhook not found$/);
  }
  expect(mocks.calls.map((c) => c.violations)).toEqual(Array(attempts.length).fill([]));
});

test('a job webhook: created with jobSourceId instead of url; its record has job and no url', async () => {
  mocks.respond('createWebhook', (call) => {
    const body = call.body as { jobSourceId: string; watched: Wire['watched'] };
    const job = { dockerImage: 'python:3.12', command: ['python', 'train.py'], flavor: 'cpu-basic', sourceId: body.jobSourceId };
    return { status: 200, body: { webhook: { id: 'wh9', job, watched: body.watched, domains: ['repo'], secret: null, disabled: false } } };
  });
  const { data } = await client.createWebhook({ jobSourceId: 'job-1', watched });
  expect(mocks.lastCall()).toMatchObject({ body: { jobSourceId: 'job-1', watched }, violations: [] });
  expect(mocks.lastCall()!.body).not.toHaveProperty('url');
  expect(data).toMatchObject({ id: 'wh9', job: { sourceId: 'job-1' }, status: 'enabled' });
  expect(data.url).toBeUndefined();
});

test('update_webhook takes every field as optional, as huggingface_hub does', async () => {
  await client.createWebhook({ url: 'https://example.com/h', watched });
  await client.updateWebhook('wh1', { url: 'https://example.com/other' });
  expect(mocks.lastCall()).toMatchObject({ body: { url: 'https://example.com/other' }, violations: [] });
  await client.updateWebhook('wh1', { watched: [] });
  expect(mocks.lastCall()).toMatchObject({ body: { watched: [] }, violations: [] });
});

test('a secret that is not ASCII is refused, and never echoed', async () => {
  const error = (await client.createWebhook({ url: 'https://example.com/h', watched, secret: 'clé-très-secrète' }).catch((e: unknown) => e)) as ValidationError;
  expect(error.issues).toEqual([{ parameter: 'secret', expected: expect.stringMatching(/must match the pattern/), received: '[REDACTED]' }]);
  expect(error.message).not.toContain('secrète');
  await client.createWebhook({ url: 'https://example.com/h', watched, secret: 'plain-ASCII_secret~!' });
  expect(mocks.lastCall()?.violations).toEqual([]);
});

test('neither url nor jobSourceId: both are named', async () => {
  const error = (await client.createWebhook({ watched } as never).catch((e: unknown) => e)) as ValidationError;
  expect(error.issues.map((i) => [i.parameter, i.expected])).toEqual([
    ['url', 'is required'],
    ['jobSourceId', 'is required'],
  ]);
  expect(mocks.calls).toEqual([]);
});

test('invalid inputs raise ValidationError naming the parameter, before any request', async () => {
  const rejected: Array<[() => Promise<unknown>, string, RegExp]> = [
    [() => client.createWebhook({ url: 'ftp://example.com/h', watched }), 'url', /must match the pattern/],
    [() => client.createWebhook({ url: '/relative/path', watched }), 'url', /must be an absolute URI|must match the pattern/],
    [() => client.createWebhook({ url: 'https://example.com/h', watched: [] }), 'watched', /must have at least 1 item$/],
    [
      () => client.createWebhook({ url: 'https://example.com/h', watched: [{ type: 'team', name: 'x' }] } as never),
      'watched[0].type',
      /must be one of "user", "org", "model", "dataset", "space"/,
    ],
    [() => client.createWebhook({ url: 'https://example.com/h', watched, domains: ['commits'] } as never), 'domains[0]', /must be one of "repo", "discussion"/],
    [() => client.createWebhook({ watched } as never), 'url', /is required/],
    [() => client.createWebhook({ url: 'https://example.com/h', jobSourceId: 'job-1', watched }), '(parameters)', /must match one of the allowed forms/],
    [() => client.createWebhook({ url: 'https://example.com/h', watched, secret: 'clé secrète' }), 'secret', /must match the pattern/],
    [() => client.updateWebhook('wh1', { secret: 'naïve' }), 'secret', /must match the pattern/],
    [() => client.getWebhook(undefined as never), 'webhook_id', /is required/],
    [() => client.getWebhook(''), 'webhook_id', /must be at least 1 character long/],
    [() => client.getWebhook({ webhook_id: 'wh1' } as never), 'webhook_id', /must be a string/],
    [() => client.getWebhook('wh1', { webhook_id: 'wh2' } as never), 'webhook_id', /positionally or in params, not both/],
    [() => client.enableWebhook('wh1', 'extra' as never), '(params)', /must be an object of named parameters after webhook_id/],
  ];
  for (const [attempt, parameter, expected] of rejected) {
    const error = await attempt().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect([(error as ValidationError).parameter, (error as ValidationError).expected]).toEqual([parameter, expect.stringMatching(expected)]);
  }
  expect(mocks.calls).toEqual([]);
});

test('a rejected call never shows the secret', async () => {
  const error = (await client.createWebhook({ url: 'nope', watched, secret: 'do-not-print-me' }).catch((e: unknown) => e)) as ValidationError;
  expect(error).toBeInstanceOf(ValidationError);
  expect(JSON.stringify({ message: error.message, issues: error.issues })).not.toContain('do-not-print-me');
});

test('endpoint() describes the request by name, with the body url kept apart from the route', () => {
  const req = client.updateWebhook.endpoint({ webhook_id: 'wh1', watched, url: 'https://example.com/:x' });
  expect(req).toMatchObject({ method: 'POST', url: 'https://huggingface.co/api/settings/webhooks/wh1', body: { watched, url: 'https://example.com/:x' } });
  expect(req.headers.authorization).toBeUndefined();
});
