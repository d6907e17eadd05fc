// A $ref that does not resolve (a component that is not there, or a part of one it lacks) costs
// the document nothing: the refs check warns that it is treated as a schema that accepts anything,
// and the validators do just that, where ajv used to refuse the whole document ("can't resolve
// reference"); the rest of the schema is still checked.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from '../../codegen/generate.js';
import { paramsValidator } from '../../codegen/emit/validators/validator-modules.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-dangling-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const DOCUMENT = `openapi: 3.0.3
info: { title: Orders, version: "1" }
paths:
  /orders:
    post:
      operationId: create-order
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                note: { type: string }
                item: { $ref: "#/components/schemas/Itme" }
                sku: { $ref: "#/components/schemas/Item/properties/code" }
                size: { $ref: "#/components/schemas/Item/properties/size" }
      responses:
        "201": { description: made }
components:
  schemas:
    Item: { type: object, properties: { sku: { type: string }, size: { type: integer } } }
`;

test('a dangling component reference, or one to a part a component lacks, accepts anything; the rest is checked', async () => {
  const path = join(dir, 'orders.yaml');
  await writeFile(path, DOCUMENT);
  const result = await generate([{ path, shown: 'orders.yaml', name: 'orders' }]);
  expect(result.warnings.filter((w) => w.rule === 'ref').map((w) => w.message)).toEqual([
    '$ref "#/components/schemas/Itme" does not resolve; it is treated as a schema that accepts anything',
    '$ref "#/components/schemas/Item/properties/code" does not resolve; it is treated as a schema that accepts anything',
  ]);
  const [model] = result.models;
  const validate = paramsValidator(model!, model!.operations[0]!);
  // The body's properties are the call's own parameters.
  const body = (data: object) => validate(data);
  expect(body({ item: 42, sku: [true], size: 3, note: 'x' })).toBe(true);
  expect(body({ size: 'three' })).toBe(false);
  expect(body({ note: 5 })).toBe(false);
});
