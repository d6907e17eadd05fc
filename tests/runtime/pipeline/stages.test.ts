// The request pipeline: its stages run in the order runtime/pipeline/stages.ts names (and README's
// "How it is built" lists), each seeing what the previous one made; a parameter named like an
// option (`url`, `headers`) is a parameter everywhere; `validate: false` skips the checks.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { type RequestError, ValidationError, type RequestOptions } from 'specforge';
import { defineClient, type Method, type ParamsValidator, type ServiceDescription } from 'specforge/runtime';
import { STAGES } from '../../../runtime/pipeline/stages.js';
import { json, startServer } from '../../helpers/server.js';

let server: Awaited<ReturnType<typeof startServer>>;
let answers: Array<{ status: number; body?: unknown }> = [];
beforeAll(async () => {
  server = await startServer((req, res) => {
    const next = answers.shift();
    json(
      res,
      next?.status ?? 200,
      next?.body ?? { method: req.method, url: req.url, body: req.body ? JSON.parse(req.body) : null, auth: req.headers.authorization ?? null },
    );
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  answers = [];
});

const needsName: ParamsValidator = Object.assign(
  (data: unknown) => {
    const ok = typeof (data as { name?: unknown }).name === 'string';
    needsName.errors = ok ? null : [{ instancePath: '', keyword: 'required', params: { missingProperty: 'name' } }];
    return ok;
  },
  { errors: null },
);

type Methods = {
  hooks: {
    create: Method<{ url: string; headers?: string; name: string }, { id: number }>;
    get: Method<{ id: number }, { id: number }>;
  };
};
const service = (): ServiceDescription => ({
  name: 'pipes',
  baseUrl: server.url,
  headers: {},
  auth: [{ kind: 'query', name: 'key', id: 'key' }],
  routes: {
    'hooks.create': {
      method: 'POST',
      url: '/hooks',
      body: ['url', 'headers', 'name'],
      validate: needsName,
      retry: { statuses: [503], retries: 2, baseDelayMs: 1 },
    },
    'hooks.get': { method: 'GET', url: '/hooks/{id}', unwrap: 'record' },
  },
});

test('the stage list is the code order, and README lists the same stages in the same order', () => {
  expect([...STAGES]).toEqual(['defaults', 'validate', 'retry', 'hooks', 'auth', 'serialise', 'transport', 'decode']);
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const built = readme.slice(readme.indexOf('## How it is built'));
  const listed = [...built.matchAll(/^\s*\d+\. `(\w+)`/gm)].map((m) => m[1]);
  expect(listed).toEqual([...STAGES]);
  const header = readFileSync(new URL('../../../runtime/pipeline/stages.ts', import.meta.url), 'utf8');
  expect([...header.matchAll(/^\/\/\s+\d+\. (\w+)/gm)].map((m) => m[1])).toEqual([...STAGES]);
});

test('each stage sees what the one before made: validation before hooks, hooks before auth, auth before serialise', async () => {
  const Client = defineClient<Methods>(service());
  const client = new Client({ auth: 'k-secret' });
  const seenByHooks: RequestOptions[] = [];
  client.hook.before('request', (o) => void seenByHooks.push({ ...o }));
  // validate: nothing reaches the hooks or the wire
  await expect(client.hooks.create({ url: 'https://x', name: 1 as never })).rejects.toBeInstanceOf(ValidationError);
  expect(seenByHooks).toHaveLength(0);
  expect(server.seen).toHaveLength(0);
  // hooks see the template and no credential; the wire sees both
  const r = await client.hooks.create({ url: 'https://x', headers: 'h', name: 'n' });
  expect(seenByHooks[0]).toMatchObject({ method: 'POST', url: '/hooks', baseUrl: server.url });
  expect(JSON.stringify(seenByHooks[0])).not.toContain('k-secret');
  expect(r.data).toMatchObject({ url: '/hooks?key=k-secret', body: { url: 'https://x', headers: 'h', name: 'n' } });
});

test('a parameter named like an option (url, headers) is a parameter: never the template, never request headers', async () => {
  const Client = defineClient<Methods>(service());
  const client = new Client();
  const endpoint = client.hooks.create.endpoint({ url: 'https://elsewhere.example/x', headers: 'not headers', name: 'n' });
  expect(endpoint).toMatchObject({
    method: 'POST',
    url: `${server.url}/hooks`,
    body: { url: 'https://elsewhere.example/x', headers: 'not headers', name: 'n' },
  });
  expect(client.hooks.create.endpoint.merge({ url: 'https://elsewhere.example/x', name: 'n' })).toMatchObject({ url: '/hooks' });
});

test('retry wraps the hooks (each try passes them), decode errors reach error hooks, results are shaped after', async () => {
  const Client = defineClient<Methods>(service());
  const client = new Client();
  let tries = 0;
  const statuses: number[] = [];
  client.hook.before('request', () => void tries++);
  client.hook.error('request', (error: RequestError) => {
    statuses.push(error.status);
    throw error;
  });
  answers = [{ status: 503 }, { status: 503 }];
  expect((await client.hooks.create({ url: 'u', name: 'n' })).data).toMatchObject({ method: 'POST' });
  expect(tries).toBe(3);
  expect(statuses).toEqual([503, 503]);
  answers = [{ status: 200, body: { record: { id: 7 } } }];
  expect((await client.hooks.get({ id: 7 })).data).toEqual({ id: 7 });
});

describe('validate: false', () => {
  test('on a client: no parameter checks, the request is sent', async () => {
    const Client = defineClient<Methods>(service());
    await new Client({ validate: false }).hooks.create({ url: 'u', name: 42 as never });
    expect(server.seen).toHaveLength(1);
  });
  test('on one call: that call is not checked, the next one is', async () => {
    const Client = defineClient<Methods>(service());
    const client = new Client();
    await client.hooks.create({ url: 'u', name: 42 as never, validate: false });
    await expect(client.hooks.create({ url: 'u', name: 42 as never })).rejects.toBeInstanceOf(ValidationError);
    expect(server.seen).toHaveLength(1);
    expect(JSON.parse(server.seen[0]!.body)).toEqual({ url: 'u', name: 42 });
  });
  test('the path still needs its parameters (the URL cannot be made without them)', async () => {
    const Client = defineClient<Methods>(service());
    await expect(new Client({ validate: false }).hooks.get({} as never)).rejects.toMatchObject({ name: 'ValidationError', parameter: 'id' });
  });
});
