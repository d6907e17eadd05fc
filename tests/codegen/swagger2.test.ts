// Swagger 2.0 documents generate like OpenAPI 3.0 ones (converted by swagger2openapi on the way in),
// and what the generator says about them points at the 2.0 file's own lines: a schema under
// `definitions`, a response's `schema`, a parameter.
import { expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from '../../codegen/generate.js';
import { SpecError } from '../../codegen/openapi/diagnostics.js';
import { swagger2Pointer } from '../../codegen/spec/swagger2.js';

const FILE = join(import.meta.dirname, '../fixtures/documents/petstore-20.yaml');
const text = readFileSync(FILE, 'utf8');
const lineOf = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

test('a Swagger 2.0 document generates, its warnings at its own lines', async () => {
  const { models, warnings } = await generate([{ path: FILE, shown: 'petstore-20.yaml', name: 'petstore' }]);
  const model = models[0]!;
  expect(model.baseUrl).toBe('https://pets.example.com/v1');
  expect(model.operations.map((op) => op.name).sort()).toEqual(['pets.createPet', 'pets.deletePet', 'pets.getPet', 'pets.listPets', 'pets.uploadPhoto']);
  const upload = model.operations.find((op) => op.name === 'pets.uploadPhoto')!;
  expect(upload.body?.mediaType).toBe('multipart/form-data');
  expect(upload.params.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(['petId']);
  expect(model.operations.find((op) => op.name === 'pets.createPet')!.body?.required).toBe(true);
  expect(warnings.map((w) => `${w.file}:${w.line} ${w.rule}`)).toContain(`petstore-20.yaml:${lineOf('maxLength: -3')} schema`);
});

test('pointers into the converted document map back to where 2.0 wrote them', () => {
  expect(swagger2Pointer(['components', 'schemas', 'Pet', 'properties', 'tag'])).toEqual(['definitions', 'Pet', 'properties', 'tag']);
  expect(swagger2Pointer(['paths', '/pets', 'get', 'responses', '200', 'content', 'application/json', 'schema', 'items'])).toEqual([
    'paths',
    '/pets',
    'get',
    'responses',
    '200',
    'schema',
    'items',
  ]);
  expect(swagger2Pointer(['paths', '/pets', 'post', 'requestBody', 'content'])).toEqual(['paths', '/pets', 'post', 'parameters']);
  expect(swagger2Pointer(['paths', '/pets', 'get', 'parameters', 0, 'schema', 'maximum'])).toEqual(['paths', '/pets', 'get', 'parameters', 0, 'maximum']);
  expect(swagger2Pointer(['components', 'securitySchemes', 'key'])).toEqual(['securityDefinitions', 'key']);
});

test('a 2.0 document the converter refuses is one diagnostic at its swagger line, never a stack trace', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'specforge-swagger2-'));
  try {
    await writeFile(join(dir, 'bad.yaml'), 'swagger: "2.0"\ninfo: 7\npaths: []\n');
    const error = await generate([{ path: join(dir, 'bad.yaml'), shown: 'bad.yaml', name: 'bad' }]).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SpecError);
    expect((error as SpecError).diagnostics.map((d) => `${d.file}:${d.line}:${d.col} ${d.message}`)).toEqual([
      'bad.yaml:1:10 this Swagger 2.0 document cannot be converted to OpenAPI 3.0: info must be an object',
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
