// The version fields as authors write them (issue 45, point 5): hey-api's own test documents begin
// `swagger: 2.0`, which YAML reads as the number 2, and others write `openapi: 3.0` or `"3.1"`.
// Each is read as the version it names, with a warning at the field saying what was given; a
// version no one supports is still refused, saying what was given.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from '../../codegen/generate.js';
import { formatDiagnostic, SpecError } from '../../codegen/openapi/diagnostics.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-versions-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const PATHS = `paths:
  /pets:
    get:
      operationId: listPets
      responses:
        '200':
          description: the pets
          schema: {type: array, items: {type: string}}
`;
const PATHS_3 = PATHS.replace(
  '          schema: {type: array, items: {type: string}}',
  '          content: {application/json: {schema: {type: array, items: {type: string}}}}',
);

async function run(file: string, text: string) {
  await writeFile(join(dir, file), text);
  try {
    const { models, warnings } = await generate([{ path: join(dir, file), shown: file, name: 'pets' }]);
    return { operations: models[0]!.operations.map((op) => op.name), messages: warnings.map(formatDiagnostic) };
  } catch (error) {
    if (error instanceof SpecError) return { operations: undefined, messages: error.diagnostics.map(formatDiagnostic) };
    throw error;
  }
}

test('`swagger: 2.0` unquoted (a YAML number) is Swagger 2.0, with a warning at its value', async () => {
  const result = await run('numeric-swagger.yaml', `swagger: 2.0\ninfo: {title: Pets, version: '1'}\n${PATHS}`);
  expect(result.operations).toEqual(['listPets']);
  expect(result.messages).toEqual([
    'numeric-swagger.yaml:1:10 warning openapi "swagger" is the number 2.0, not the string "2.0" (YAML reads an unquoted 2.0 as a number); read as "2.0"',
  ]);
});

test.each([
  ['openapi: 3.0', 'the number 3.0, not a string (YAML reads an unquoted 3.0 as a number)', '3.0.0'],
  ['openapi: 3.1', 'the number 3.1, not a string (YAML reads an unquoted 3.1 as a number)', '3.1.0'],
  ["openapi: '3.1'", '"3.1", without a patch version', '3.1.0'],
])('`%s` is read as the version it names', async (line, given, read) => {
  const result = await run('numeric-openapi.yaml', `${line}\ninfo: {title: Pets, version: '1'}\n${PATHS_3}`);
  expect(result.operations).toEqual(['listPets']);
  expect(result.messages).toEqual([`numeric-openapi.yaml:1:10 warning openapi "openapi" is ${given}; read as "${read}"`]);
});

test('a version no one supports is refused at its line, saying what was given', async () => {
  expect((await run('v32.yaml', `openapi: 3.2\ninfo: {title: Pets, version: '1'}\n${PATHS_3}`)).messages).toEqual([
    'v32.yaml:1:10 openapi "openapi" must name version 3.0.x or 3.1.x, got the number 3.2',
  ]);
  expect((await run('swagger3.yaml', `swagger: 3.0\ninfo: {title: Pets, version: '1'}\n${PATHS}`)).messages).toEqual([
    'swagger3.yaml:1:10 openapi Swagger 3.0 is not supported (2.0 is, and OpenAPI 3.0 and 3.1)',
  ]);
});
