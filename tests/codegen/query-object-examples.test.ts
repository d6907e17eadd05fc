// The example of an object query parameter sent exploded in form style (codegen/emit/mocks/mocks.ts):
// each property goes on the wire as a query parameter of its own, so a property named like another
// query parameter of the operation is left out of the example (it would send that name twice),
// unless the object requires it.
import { expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exampleOf } from '../../codegen/emit/mocks/mocks.js';
import { paramsValidator } from '../../codegen/emit/validators/validator-modules.js';
import { generate } from '../../codegen/generate.js';

const DOCUMENT = (required: string) => `openapi: 3.0.3
info: { title: Reconcile, version: '1' }
servers: [{ url: https://reconcile.example.com }]
paths:
  /reconcile:
    post:
      operationId: reconcile
      parameters:
        - { in: query, name: type, required: true, schema: { type: string, enum: [transaction, sales] } }
        - { in: query, name: id, required: true, schema: { type: integer } }
        - in: query
          name: movements
          required: true
          schema:
            type: object
            ${required}
            properties:
              amount: { type: integer }
              id: { type: integer }
              type: { type: string, enum: [account, purchase] }
      responses: { '204': { description: Reconciled. } }
`;

async function example(required: string): Promise<Record<string, unknown>> {
  const dir = await mkdtemp(join(tmpdir(), 'query-object-'));
  try {
    await writeFile(join(dir, 'reconcile.yaml'), DOCUMENT(required));
    const { models } = await generate([{ path: join(dir, 'reconcile.yaml'), shown: 'reconcile.yaml', name: 'reconcile' }]);
    const model = models[0]!;
    const op = model.operations[0]!;
    const { params } = exampleOf(model, op);
    expect(paramsValidator(model, op)(params)).toBe(true);
    return params;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test("an exploded object's properties named like the operation's other query parameters are left out", async () => {
  const params = await example('');
  expect(Object.keys(params.movements as object)).toEqual(['amount']);
  expect(params).toHaveProperty('id');
  expect(params).toHaveProperty('type');
});

test('a property the object requires is kept, whatever its name', async () => {
  const params = await example('required: [id]');
  expect(Object.keys(params.movements as object).sort()).toEqual(['amount', 'id']);
});
