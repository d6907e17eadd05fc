// A validator job holds only the component schemas its entries reach through their references
// (codegen/emit/validators/reached-components.ts), directly, through other components, through a
// part of one, or round a cycle, each cleaned once when reached; where a reference could lead
// somewhere the schemas do not say, it holds them all. The validators check every value as before.
import { expect, test } from '@jest/globals';
import { reachedComponents } from '../../codegen/emit/validators/reached-components.js';
import { paramsValidator, validatorJobs } from '../../codegen/emit/validators/validator-modules.js';
import type { JsonObject } from '../../codegen/openapi/json.js';
import { modelOf } from '../helpers/model-of.js';

const P = 'https://specforge.local/t/components/';
const ref = (name: string, fragment = '') => ({ $ref: `${P}${name}${fragment}` });
const c = (name: string, schema: JsonObject): JsonObject => ({ ...schema, $id: `${P}${name}` });

const COMPONENTS = [
  c('Order', { type: 'object', properties: { lines: { type: 'array', items: ref('Line') } } }),
  c('Line', { type: 'object', properties: { item: ref('Item', '#/properties/id'), next: ref('Line') } }),
  c('Item', { type: 'object', properties: { id: { type: 'integer' }, self: { $ref: '#' } } }),
  c('Unused', { type: 'object', properties: { other: ref('AlsoUnused') } }),
  c('AlsoUnused', { type: 'object', properties: { back: ref('Unused') } }),
  c('Tag', { type: 'string' }),
];

/** The names of the components `roots` reach, and those that were cleaned (made) on the way. */
function reached(components: JsonObject[], roots: JsonObject[]): { reached: string[]; made: string[] } {
  const ids = components.map((s) => String(s.$id));
  const made: string[] = [];
  const clean = (i: number) => {
    made.push(ids[i]!.slice(P.length));
    return components[i]!;
  };
  return { reached: reachedComponents(ids, clean, roots, P).map((s) => String(s.$id).slice(P.length)), made: made.sort() };
}

test('the components entries reach, through references, parts and cycles, in their order, each cleaned once when reached', () => {
  const entry = { type: 'object', properties: { tag: ref('Tag', '#/type'), order: ref('Order'), shared: { $ref: '#/properties/tag' } } };
  expect(reached(COMPONENTS, [entry])).toEqual({ reached: ['Order', 'Line', 'Item', 'Tag'], made: ['Item', 'Line', 'Order', 'Tag'] });
  expect(reached(COMPONENTS, [{ type: 'string' }])).toEqual({ reached: [], made: [] });
});

test('every component is kept where a reference could lead somewhere the schemas do not say', () => {
  const entry = { type: 'object', properties: { order: ref('Order') } };
  const all = (extra: JsonObject[], roots: JsonObject[]) => reached([...COMPONENTS, ...extra], roots).reached.length;
  // A reached component referring elsewhere (relative to its own id, or outside the job), or holding a place-bound keyword.
  expect(all([c('Relative', { properties: { a: { $ref: 'Tag' } } })], [entry, ref('Relative')])).toBe(7);
  expect(all([c('Away', { items: { $ref: 'https://elsewhere.example/s.json' } })], [entry, ref('Away')])).toBe(7);
  expect(all([c('Anchored', { $defs: { a: { $anchor: 'a' } } })], [entry, ref('Anchored')])).toBe(7);
  // An entry holding one, or referring outside the job.
  expect(all([], [entry, { $dynamicRef: '#node' }])).toBe(6);
  expect(all([], [entry, { $ref: 'https://elsewhere.example/s.json' }])).toBe(6);
  expect(all([], [entry, { items: { $id: 'https://elsewhere.example/inner.json' } }])).toBe(6);
});

const DOCUMENT = `openapi: 3.1.0
info: { title: Reach, version: "1" }
paths:
  /orders:
    post:
      operationId: create-order
      parameters:
        - { name: tag, in: query, schema: { $ref: "#/components/schemas/Tag" } }
      requestBody:
        content:
          application/json:
            schema: { type: object, properties: { order: { $ref: "#/components/schemas/Order" } } }
      responses:
        "201":
          description: made
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Receipt" }
components:
  schemas:
    Tag: { type: string, pattern: "^[a-z]+$" }
    Order: { type: object, properties: { lines: { type: array, items: { $ref: "#/components/schemas/Line" } } }, required: [lines] }
    Line: { type: object, properties: { qty: { type: integer, minimum: 1 } }, required: [qty] }
    Receipt: { type: object, properties: { id: { type: string } } }
`;

test("a document's params validators hold only the components their entries reach, and check as before", async () => {
  const model = await modelOf(DOCUMENT, 'reach');
  const [job] = validatorJobs(model);
  const components = job!.schemas.map((s) => String(s.$id)).filter((id) => id.includes('/components/'));
  expect(components.map((id) => id.split('/components/')[1]).sort()).toEqual(['Line', 'Order', 'Tag']);
  expect(job!.sharedIds.filter((id) => id.includes('/components/')).sort()).toEqual(components.sort());
  const validate = paramsValidator(model, model.operations[0]!);
  expect(validate({ tag: 'ok', order: { lines: [{ qty: 2 }] } })).toBe(true);
  expect(validate({ tag: 'NO', order: { lines: [{ qty: 0 }, {}] } })).toBe(false);
  expect(validate.errors?.map((e) => [e.instancePath, e.keyword])).toEqual([
    ['/tag', 'pattern'],
    ['/order/lines/0/qty', 'minimum'],
    ['/order/lines/1', 'required'],
  ]);
});
