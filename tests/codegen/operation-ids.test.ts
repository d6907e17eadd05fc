// A document whose operationIds repeat (wrong on purpose among hey-api's test documents:
// 3.1.x/invalid/operationId-unique.yaml) is told so at the repeat, naming the operation that has the
// id first; the rest generates, the repeat under another method name. Before, the only word was the
// method name being taken, which did not say what was wrong in the document.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from '../../codegen/generate.js';
import { formatDiagnostic } from '../../codegen/openapi/diagnostics.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-operation-ids-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const DOCUMENT = `openapi: 3.1.0
info: {title: Repeats, version: '1'}
paths:
  /foo:
    get:
      operationId: foo
      responses: {'200': {description: OK}}
    post:
      operationId: foo
      responses: {'200': {description: OK}}
  /bar:
    get:
      operationId: bar
      responses: {'200': {description: OK}}
webhooks:
  fooEvent:
    post:
      operationId: foo
      requestBody: {content: {application/json: {schema: {type: object}}}}
      responses: {'200': {description: OK}}
`;

test('a repeated operationId is a warning at the repeat naming the first; the rest generates', async () => {
  await writeFile(join(dir, 'repeats.yaml'), DOCUMENT);
  const { models, warnings } = await generate([{ path: join(dir, 'repeats.yaml'), shown: 'repeats.yaml', name: 'repeats' }]);
  expect(models[0]!.operations.map((op) => op.name).sort()).toEqual(['bar', 'foo', 'foo2']);
  expect(warnings.filter((w) => w.rule === 'unique-method').map(formatDiagnostic)).toEqual([
    'repeats.yaml:9:20 warning unique-method operationId "foo" is already the operationId of GET /foo: operationIds must be unique in a document',
    'repeats.yaml:18:20 warning unique-method operationId "foo" is already the operationId of GET /foo: operationIds must be unique in a document',
  ]);
});
