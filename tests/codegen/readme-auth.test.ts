// The Authentication section of a generated README says how credentials are sent: through `auth`
// and the document's schemes; with no scheme declared, a token as `Authorization: Bearer` (and
// `authScheme` for another way); with http basic only, `auth: { username, password }`. The
// examples pass a token wherever one goes without `authScheme`.
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

test('no scheme declared: a token goes as Bearer, authScheme says otherwise, examples pass it', () => {
  expect(section('open')).toContain('so the token\nis sent as `Authorization: Bearer <token>`');
  expect(section('open')).toContain("`{ query: 'key' }`");
  expect(readmes.get('open')).toMatch(/auth: process\.env\.TOKEN/);
  expect(code.get('open')).toMatch(/auth: process\.env\.TOKEN/);
});

test('http basic only: auth is { username, password }, and no example passes a token', () => {
  expect(section('basic')).toContain('pass `auth: { username, password }`');
  expect(readmes.get('basic')).not.toMatch(/auth: process\.env/);
  expect(code.get('basic')).not.toMatch(/auth: process\.env/);
  expect(code.get('bearer')).toMatch(/auth: process\.env/);
});

test('the reference site says the same', () => {
  expect(sites.get('bearer')).toContain('Pass <code>auth</code> to the constructor');
  expect(sites.get('open')).toContain('sent as <code>Authorization: Bearer &lt;token&gt;</code>');
  expect(sites.get('basic')).toContain('pass <code>auth: { username, password }</code>');
});

test('the schemes a document declares are listed even when none takes a token', () => {
  expect(section('basic')).toContain('- `basic`: `authorization: Basic <username:password in base64>`.');
  expect(section('open')).not.toContain('- `');
});
