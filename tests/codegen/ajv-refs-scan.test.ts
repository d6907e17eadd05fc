// ajv's scan of each added schema for the ids and anchors inside it is skipped for the schemas
// that hold none (codegen/emit/validators/ajv-refs-scan.ts): for those its answer is known (no
// local references, nothing registered); schemas that do hold one are still scanned, so their
// inner ids and anchors still resolve.
import { describe, expect, jest, test } from '@jest/globals';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { compiledValidator } from '../../codegen/emit/validators/ajv-modules.js';
import { ajvResolve, idsInside } from '../../codegen/emit/validators/ajv-refs-scan.js';
import { ajvOf, type ValidatorJob } from '../../codegen/emit/validators/validator-modules.js';

const BASE = 'https://specforge.local/shop/';

const PLAIN = {
  $id: `${BASE}components/Order`,
  type: 'object',
  properties: { size: { type: 'integer' }, tags: { type: 'array', items: { $ref: `${BASE}components/Tag` } } },
  allOf: [{ required: ['size'] }],
};
const TAG = { $id: `${BASE}components/Tag`, type: 'string', enum: ['$id', '$anchor'] };
const WITH_IDS = {
  $id: `${BASE}params/order.json`,
  type: 'object',
  properties: {
    order: { $ref: `${BASE}components/Order` },
    note: { $ref: '#note' },
    code: { $ref: `${BASE}inner/code.json` },
  },
  $defs: {
    note: { $anchor: 'note', type: 'string', maxLength: 5 },
    code: { $id: `${BASE}inner/code.json`, type: 'string', pattern: '^[A-Z]+$' },
  },
};

function job(schemas: object[]): ValidatorJob {
  return { specFile: 'shop.yaml', dir: 'shop/validators', label: 'params', sharedIds: [], schemas: schemas as ValidatorJob['schemas'], modules: [] };
}

describe("ajv's scan for ids and anchors inside a schema", () => {
  test('an id or anchor below the root is found anywhere, lists and values of other keywords included', () => {
    expect(idsInside(PLAIN)).toBe(false);
    expect(idsInside(TAG)).toBe(false);
    expect(idsInside(WITH_IDS)).toBe(true);
    expect(idsInside({ allOf: [{ properties: { a: { $dynamicAnchor: 'node' } } }] })).toBe(true);
    expect(idsInside({ type: 'object', example: { nested: { $id: 'urn:x' } } })).toBe(true);
    expect(idsInside({ $id: 'urn:root', properties: { a: { $id: 3 } } })).toBe(false);
  });

  test('is skipped for a schema with none inside, and made for one with some; both are checked as before', () => {
    const scanned: unknown[] = [];
    const original = ajvResolve.getSchemaRefs;
    const spy = jest.fn(function (this: unknown, schema: unknown, baseId: string) {
      scanned.push(schema);
      return original.call(this, schema, baseId);
    });
    ajvResolve.getSchemaRefs = spy;
    let ajv: Ajv2020;
    try {
      ajv = ajvOf(job([PLAIN, TAG, WITH_IDS]));
    } finally {
      ajvResolve.getSchemaRefs = original;
    }
    // (ajv's own meta-schemas, added as each instance is made, are scanned as ever.)
    expect(scanned.filter((s) => [PLAIN, TAG, WITH_IDS].includes(s as typeof PLAIN))).toEqual([WITH_IDS]);
    expect(ajvResolve.getSchemaRefs).toBe(original);
    // What the scan would have answered for the schemas it skipped: nothing to register.
    const fresh = new Ajv2020({ strict: false });
    const refsBefore = Object.keys((fresh as unknown as { refs: object }).refs);
    for (const schema of [PLAIN, TAG]) expect(original.call(fresh, schema, schema.$id)).toEqual({});
    expect(Object.keys((fresh as unknown as { refs: object }).refs)).toEqual(refsBefore);
    // The scanned schema's inner anchor and id resolve.
    const validate = compiledValidator(ajv, WITH_IDS.$id)!;
    expect(validate({ order: { size: 2, tags: ['$id'] }, note: 'hi', code: 'AB' })).toBe(true);
    expect(validate({ order: { tags: ['x'] }, note: 'too long', code: 'ab' })).toBe(false);
    expect(validate.errors?.map((e) => `${e.instancePath} ${e.keyword}`).sort()).toEqual([
      '/code pattern',
      '/note maxLength',
      '/order required',
      '/order/tags/0 enum',
    ]);
  });
});
