// References to other files (codegen/spec/bundle.ts): each target copied into the document's
// components, references inside it followed from its own file, and one that cannot be read (in a
// list, deep in the document) a warning at its own line and column, the rest kept.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDocument } from '../../codegen/spec/load.js';

let dir: string;

const ROOT = `openapi: 3.1.0
info: { title: Refs, version: '1' }
paths:
  /things:
    get:
      operationId: listThings
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                allOf:
                  - $ref: './shared.yaml#/Thing'
                  - type: object
                  - $ref: './missing.yaml#/Gone'
`;

const SHARED = `Thing:
  type: object
  properties:
    owner: { $ref: '#/Owner' }
Owner:
  type: string
`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-refs-'));
  await writeFile(join(dir, 'root.yaml'), ROOT);
  await writeFile(join(dir, 'shared.yaml'), SHARED);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

test('other files are bundled into components, and an unreadable one is a warning at its place', async () => {
  const { doc, diagnostics } = await loadDocument(join(dir, 'root.yaml'), 'root.yaml', 'refs');
  expect(diagnostics).toEqual([
    expect.objectContaining({
      file: 'root.yaml',
      line: 16,
      col: 27,
      severity: 'warning',
      rule: 'ref',
      message: expect.stringContaining('$ref "./missing.yaml#/Gone" cannot be read (file missing or not a valid document)'),
    }),
  ]);
  const data = doc!.data as {
    paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: { allOf: unknown[] } }> }> } }>;
    components: { schemas: Record<string, unknown> };
  };
  expect(data.paths['/things']!.get.responses['200']!.content['application/json']!.schema.allOf).toEqual([
    { $ref: '#/components/schemas/shared_Thing' },
    { type: 'object' },
    {},
  ]);
  expect(data.components.schemas).toEqual({
    shared_Thing: { type: 'object', properties: { owner: { $ref: '#/components/schemas/shared_Owner' } } },
    shared_Owner: { type: 'string' },
  });
});
