// The Authentication section of a generated README says how credentials are sent: through `auth`
// and the document's schemes, or, when the document declares none a token is sent with (none at
// all, or http basic only), as a header (the client refuses `auth` then). The examples follow.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from '../../codegen/generate.js';

const doc = (components: object) => ({
  openapi: '3.1.0',
  info: { title: 'Keys', version: '1' },
  servers: [{ url: 'https://keys.example.com' }],
  paths: { '/keys': { get: { operationId: 'keys/list', tags: ['keys'], responses: { 200: { description: 'ok' } } } } },
  components,
});

let dir: string;
const readmes = new Map<string, string>();
const code = new Map<string, string>();
const sites = new Map<string, string>();
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-readme-auth-'));
  const documents = {
    open: doc({}),
    bearer: doc({ securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } }),
    basic: doc({ securitySchemes: { basic: { type: 'http', scheme: 'basic' } } }),
  };
  for (const [name, document] of Object.entries(documents)) {
    await writeFile(join(dir, `${name}.json`), JSON.stringify(document));
    const { files } = await generate([{ path: join(dir, `${name}.json`), shown: `${name}.json`, name }]);
    readmes.set(name, files.get(`${name}/README.md`)!);
    sites.set(name, files.get(`${name}/reference/index.html`)!);
    code.set(name, [`${name}/client.ts`, `${name}/operations.ts`].map((f) => files.get(f)!).join('\n'));
  }
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const section = (name: string) => readmes.get(name)!.split('\n## Authentication\n')[1]!.split('\n## ')[0]!;

test('with a token scheme: auth, sent as the scheme says', () => {
  expect(section('bearer')).toContain('Pass `auth` to the constructor');
  expect(section('bearer')).toContain('- `bearer`: `authorization: Bearer <token>`.');
  expect(readmes.get('bearer')).toMatch(/auth: process\.env\.TOKEN/);
});

test.each(['open', 'basic'])('%s: auth is refused, a header is the way, and no example passes auth', (name) => {
  expect(section(name)).toContain('declares no scheme a token is sent with, so the client refuses `auth`');
  expect(section(name)).toContain("{ headers: { authorization: 'Bearer …' } }");
  expect(readmes.get(name)).not.toMatch(/auth: process\.env/);
  expect(code.get(name)).not.toMatch(/auth: process\.env/);
  expect(code.get('bearer')).toMatch(/auth: process\.env/);
});

test('the reference site says the same', () => {
  expect(sites.get('bearer')).toContain('Pass <code>auth</code> to the constructor');
  for (const name of ['open', 'basic']) {
    expect(sites.get(name)).toContain('declares no scheme a token is sent with');
    expect(sites.get(name)).not.toContain('Pass <code>auth</code>');
  }
});

test('the schemes a document declares are listed even when none takes a token', () => {
  expect(section('basic')).toContain('- `basic`: `authorization: basic <client_id:client_secret in base64>`.');
  expect(section('open')).not.toContain('- `');
});
