// Component schemas that check the same thing are compiled once (codegen/emit/validators/
// same-components.ts): the same as written, the same once their references are read as the
// components those are the same as, never across a cycle or a place-bound keyword; and a
// document's validators pass and fail every value as they did, with the same errors.
import { expect, test } from '@jest/globals';
import { pointAtSame, sameComponents } from '../../codegen/emit/validators/same-components.js';
import { paramsValidator, validatorJobs } from '../../codegen/emit/validators/validator-modules.js';
import type { JsonObject } from '../../codegen/openapi/json.js';
import { modelOf } from '../helpers/model-of.js';

const P = 'https://specforge.local/t/components/';
const ref = (name: string, fragment = '') => ({ $ref: `${P}${name}${fragment}` });
const c = (name: string, schema: JsonObject): JsonObject => ({ ...schema, $id: `${P}${name}` });

test('the same as written, then the same once references are read as what they are the same as', () => {
  const { sameAs, kept } = sameComponents(
    [
      c('Id', { type: 'string' }),
      c('Name', { type: 'string' }),
      c('Pet', { type: 'object', properties: { id: ref('Id') } }),
      c('Toy', { type: 'object', properties: { id: ref('Name') } }),
      c('Pets', { type: 'array', items: ref('Pet') }),
      c('Toys', { type: 'array', items: ref('Toy') }),
      c('Count', { type: 'integer' }),
    ],
    P,
  );
  expect(Object.fromEntries(sameAs)).toEqual({ [`${P}Name`]: `${P}Id`, [`${P}Toy`]: `${P}Pet`, [`${P}Toys`]: `${P}Pets` });
  expect(kept.map((k) => k.$id)).toEqual([`${P}Id`, `${P}Pet`, `${P}Pets`, `${P}Count`]);
});

test('a kept component refers to the first of its kind, a fragment too', () => {
  const { kept } = sameComponents(
    [c('A', { type: 'string' }), c('B', { type: 'string' }), c('Holder', { type: 'object', properties: { b: ref('B'), part: ref('B', '#/type') } })],
    P,
  );
  expect(kept[1]).toEqual({ type: 'object', properties: { b: ref('A'), part: ref('A', '#/type') }, $id: `${P}Holder` });
});

test('components that refer to themselves, or hold a place-bound keyword, stay apart', () => {
  const { sameAs } = sameComponents(
    [
      c('Tree', { type: 'object', properties: { children: { type: 'array', items: ref('Tree') } } }),
      c('Forest', { type: 'object', properties: { children: { type: 'array', items: ref('Forest') } } }),
      c('Left', { type: 'object', properties: { other: ref('Right') } }),
      c('Right', { type: 'object', properties: { other: ref('Left') } }),
      c('Anchored', { $anchor: 'x', type: 'string' }),
      c('AnchoredToo', { $anchor: 'x', type: 'string' }),
    ],
    P,
  );
  expect(sameAs.size).toBe(0);
});

test('an entry is pointed at the first of its kind, in place; other references are left as they are', () => {
  const entry = { type: 'object', properties: { a: ref('B'), b: ref('B', '#/properties/x'), c: { $ref: 'https://elsewhere/B' }, d: [ref('C')] } };
  pointAtSame(entry, new Map([[`${P}B`, `${P}A`]]));
  expect(entry).toEqual({ type: 'object', properties: { a: ref('A'), b: ref('A', '#/properties/x'), c: { $ref: 'https://elsewhere/B' }, d: [ref('C')] } });
});

const DOCUMENT = `openapi: 3.1.0
info: { title: Same, version: "1" }
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
                buyer: { $ref: "#/components/schemas/Buyer" }
                seller: { $ref: "#/components/schemas/Seller" }
                sellers: { $ref: "#/components/schemas/Sellers" }
                code: { $ref: "#/components/schemas/Seller/properties/code" }
      responses:
        "201": { description: made }
components:
  schemas:
    Code: { type: string, pattern: "^[A-Z]{3}$" }
    OtherCode: { type: string, pattern: "^[A-Z]{3}$" }
    Buyer: { type: object, properties: { code: { $ref: "#/components/schemas/Code" } }, required: [code] }
    Seller: { type: object, properties: { code: { $ref: "#/components/schemas/OtherCode" } }, required: [code] }
    Sellers: { type: array, items: { $ref: "#/components/schemas/Seller" } }
`;

test("a document's validators compile each kind of component once and check every value as before", async () => {
  const model = await modelOf(DOCUMENT, 'same');
  const [job] = validatorJobs(model);
  const componentIds = job!.schemas.map((s) => String(s.$id)).filter((id) => id.includes('/components/'));
  const names = componentIds.map((id) => decodeURIComponent(id.split('/components/')[1]!));
  // OtherCode is Code, and Seller (holding it) is Buyer; the part of Seller referred to keeps a component of its own.
  expect(names.filter((n) => !n.includes('/')).sort()).toEqual(['Buyer', 'Code', 'Sellers']);
  const validate = paramsValidator(model, model.operations[0]!);
  const cases: Array<[unknown, boolean]> = [
    [{ buyer: { code: 'ABC' }, seller: { code: 'DEF' }, sellers: [{ code: 'GHI' }], code: 'JKL' }, true],
    [{ seller: { code: 'de' } }, false],
    [{ sellers: [{ code: 'ABC' }, {}] }, false],
    [{ code: 'x' }, false],
  ];
  for (const [value, valid] of cases) expect([value, validate(value)]).toEqual([value, valid]);
  validate({ seller: { code: 'de' }, sellers: [{}] });
  expect(validate.errors?.map((e) => [e.instancePath, e.keyword])).toEqual([
    ['/seller/code', 'pattern'],
    ['/sellers/0', 'required'],
  ]);
});
