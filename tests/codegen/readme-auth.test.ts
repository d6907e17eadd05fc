// The Authentication section of a generated README says how credentials are sent: through `auth`
// and the document's schemes, or, when the document declares none, as a header (the client
// refuses `auth` then).
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
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-readme-auth-'));
  const documents = { open: doc({}), bearer: doc({ securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } }) };
  for (const [name, document] of Object.entries(documents)) {
    await writeFile(join(dir, `${name}.json`), JSON.stringify(document));
    const { files } = await generate([{ path: join(dir, `${name}.json`), shown: `${name}.json`, name }]);
    readmes.set(name, files.get(`${name}/README.md`)!);
  }
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const section = (name: string) => readmes.get(name)!.split('\n## Authentication\n')[1]!.split('\n## ')[0]!;

test('with a scheme: auth, sent as the scheme says', () => {
  expect(section('bearer')).toContain('Pass `auth` to the constructor');
  expect(section('bearer')).toMatch(/auth: process\.env\.TOKEN/);
});

test('without one: auth is refused, a header is the way', () => {
  expect(section('open')).toContain('declares no security scheme, so the client refuses `auth`');
  expect(section('open')).toContain("{ headers: { authorization: 'Bearer …' } }");
  expect(section('open')).not.toMatch(/auth: process\.env/);
});
