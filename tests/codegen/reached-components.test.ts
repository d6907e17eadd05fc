// A validator job holds only the component schemas its entries reach through their references
// (codegen/emit/validators/reached-components.ts), directly, through other components, through a
// part of one, or round a cycle; where a reference could lead somewhere the texts do not say, it
// holds them all. The validators check every value as before.
import { expect, test } from '@jest/globals';
import { unreachedComponents } from '../../codegen/emit/validators/reached-components.js';
import { sameComponents } from '../../codegen/emit/validators/same-components.js';
import { paramsValidator, validatorJobs } from '../../codegen/emit/validators/validator-modules.js';
import type { JsonObject } from '../../codegen/openapi/json.js';
import { modelOf } from '../helpers/model-of.js';

const BASE = 'https://specforge.local/t/';
const P = `${BASE}components/`;
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

function unreached(components: JsonObject[], roots: unknown[]): string[] {
  const { kept, refsOf } = sameComponents(components, P);
  return [
    ...unreachedComponents(
      kept,
      refsOf,
      roots.map((r) => JSON.stringify(r)),
      BASE,
      P,
    ),
  ]
    .map((id) => id.slice(P.length))
    .sort();
}

test('components no entry reaches, through references, parts and cycles, are left out', () => {
  const entry = { type: 'object', properties: { order: ref('Order'), shared: { $ref: `${BASE}params/shared/0.json` } } };
  const shared = { type: 'object', properties: { tag: ref('Tag', '#/type') } };
  expect(unreached(COMPONENTS, [entry, shared])).toEqual(['AlsoUnused', 'Unused']);
  expect(unreached(COMPONENTS, [{ type: 'string' }])).toEqual(['AlsoUnused', 'Item', 'Line', 'Order', 'Tag', 'Unused']);
});

test('every component is kept where a reference could lead somewhere the texts do not say', () => {
  const entry = { type: 'object', properties: { order: ref('Order') } };
  // A component referring elsewhere (relative to its own id, or outside the job).
  expect(unreached([...COMPONENTS, c('Relative', { properties: { a: { $ref: 'Tag' } } })], [entry])).toEqual([]);
  expect(unreached([...COMPONENTS, c('Away', { items: { $ref: 'https://elsewhere.example/s.json' } })], [entry])).toEqual([]);
  // A component or an entry holding a place-bound keyword; an entry referring outside the job.
  expect(unreached([...COMPONENTS, c('Anchored', { $defs: { a: { $anchor: 'a' } } })], [entry])).toEqual([]);
  expect(unreached(COMPONENTS, [entry, { $dynamicRef: '#node' }])).toEqual([]);
  expect(unreached(COMPONENTS, [entry, { $ref: 'https://elsewhere.example/s.json' }])).toEqual([]);
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
