// Example values made once per schema and shared while the mocks are made (codegen/emit/mocks/
// fixtures.ts withSharedExamples): the same schema object gives every caller the same value, and
// what changes an example changes a copy: mending an operation's example (example-repair.ts)
// leaves the shared value and the document's own example as they were, and a token-paged
// operation's last page (no token) is a copy, so another operation answering the same schema
// still shows its token.
import { expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exampleOf, emitMocks } from '../../codegen/emit/mocks/mocks.js';
import { exampleFor, withSharedExamples } from '../../codegen/emit/mocks/fixtures.js';
import { repairExample } from '../../codegen/emit/mocks/example-repair.js';
import { paramsSchema } from '../../codegen/emit/validators/params-schema.js';
import { paramsValidator } from '../../codegen/emit/validators/validator-modules.js';
import { generate } from '../../codegen/generate.js';
import type { ServiceModel } from '../../codegen/model/types.js';

const DOCUMENT = `openapi: 3.0.3
info: { title: Shared, version: '1' }
servers: [{ url: https://shared.example.com }]
paths:
  /owners:
    post:
      operationId: createOwner
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [owner]
              properties:
                owner: { $ref: '#/components/schemas/Owner' }
      responses: { '201': { description: Created. } }
  /pages:
    get:
      operationId: listPages
      x-pagination: { kind: token, tokenParameter: pageToken, nextField: nextPageToken, itemsField: items }
      parameters:
        - { name: pageToken, in: query, schema: { type: string } }
      responses:
        '200': { description: A page., content: { application/json: { schema: { $ref: '#/components/schemas/Page' } } } }
  /pages/first:
    get:
      operationId: firstPage
      responses:
        '200': { description: The first page., content: { application/json: { schema: { $ref: '#/components/schemas/Page' } } } }
components:
  schemas:
    Owner:
      type: object
      additionalProperties: false
      required: [name]
      properties:
        name: { type: string, minLength: 2 }
    Page:
      type: object
      required: [items, nextPageToken]
      properties:
        items: { type: array, items: { type: string } }
        nextPageToken: { type: string }
`;

async function model(): Promise<ServiceModel> {
  const dir = await mkdtemp(join(tmpdir(), 'shared-examples-'));
  try {
    await writeFile(join(dir, 'shared.yaml'), DOCUMENT);
    const { models } = await generate([{ path: join(dir, 'shared.yaml'), shown: 'shared.yaml', name: 'shared' }]);
    return models[0]!;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') for (const v of Object.values(value)) deepFreeze(v);
  return Object.freeze(value);
}

test('while the mocks are made, one schema object gives every caller the same value; before and after, each its own', async () => {
  const m = await model();
  const page = m.schemas.find((s) => s.name === 'Page')!.schema;
  withSharedExamples(m, () => {
    expect(exampleFor(m, page, 'value')).toBe(exampleFor(m, page, 'value'));
    expect(exampleFor(m, page, 'other')).not.toBe(exampleFor(m, page, 'value'));
  });
  expect(exampleFor(m, page, 'value')).not.toBe(exampleFor(m, page, 'value'));
  expect(exampleFor(m, page, 'value')).toEqual(exampleFor(m, page, 'value'));
});

test('mending an example changes copies, never the shared values it was made of', async () => {
  const m = await model();
  const op = m.operations.find((o) => o.name === 'createOwner')!;
  const shared = deepFreeze({ owner: { name: 'x', nickname: 'y' } });
  const params = { owner: shared.owner };
  expect(repairExample(m, paramsSchema(op), params, () => paramsValidator(m, op))).toBe(true);
  expect(params.owner).toEqual({ name: 'name' });
  expect(shared.owner).toEqual({ name: 'x', nickname: 'y' });
  expect(exampleOf(m, op).params.owner).toEqual({ name: 'name' });
});

test("a token-paged operation's last page is a copy: the other operation answering the same schema keeps its token", async () => {
  const m = await model();
  const mocks = emitMocks(m);
  const fixtureOf = (key: string) => new RegExp(`key: '${key}'[\\s\\S]*?body: (\\{[^}]*\\}|fixture\\d+)`).exec(mocks)?.[1];
  expect(fixtureOf('listPages')).not.toContain('nextPageToken');
  expect(fixtureOf('firstPage')).toContain('nextPageToken');
});
