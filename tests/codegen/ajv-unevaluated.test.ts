// Which properties and items a validator evaluated is tracked only for the jobs that need it
// (ajvOf in codegen/emit/validators/validator-modules.ts): without `unevaluatedProperties` or
// `unevaluatedItems` in any of a job's schemas, the compiled code keeps no such record (and an
// `anyOf` stops at its first valid alternative); with either anywhere in the job, values are still
// told apart by what the other schemas evaluated, through references and `anyOf`/`allOf`.
import { describe, expect, test } from '@jest/globals';
import { compiledValidator } from '../../codegen/emit/validators/ajv-modules.js';
import { esmOnly } from '../../codegen/emit/validators/standalone-code.js';
import { ajvOf, usesUnevaluated, validatorModules, type ValidatorJob } from '../../codegen/emit/validators/validator-modules.js';

const BASE = 'https://specforge.local/shop/';

function job(entry: Record<string, unknown>): ValidatorJob {
  return {
    specFile: 'shop.yaml',
    dir: 'shop/validators',
    label: 'params',
    sharedIds: [],
    schemas: [
      { $id: `${BASE}components/Named`, type: 'object', properties: { name: { type: 'string' } } },
      { $id: `${BASE}params/order.json`, ...entry },
    ],
    modules: [{ file: 'orders', names: ['order'], exports: [['order', `${BASE}params/order.json`]], aliases: [] }],
  };
}

const ALTERNATIVES = {
  type: 'object',
  anyOf: [{ $ref: `${BASE}components/Named` }, { properties: { size: { type: 'integer' } } }],
  allOf: [{ properties: { note: { type: 'string' } } }],
};

describe('evaluated properties', () => {
  test('a job without unevaluated keywords compiles no record of what was evaluated', () => {
    const plain = job(ALTERNATIVES);
    const code = validatorModules(plain, ajvOf(plain), esmOnly)
      .map((pieces) => pieces.join(''))
      .join('\n');
    expect(code).toContain('validate');
    expect(code).not.toMatch(/\bprops\d+\b|\.evaluated\b/);
    const validate = compiledValidator(ajvOf(plain), `${BASE}params/order.json`)!;
    expect(validate({ name: 'a', size: 2, note: 'n', other: true })).toBe(true);
    expect(validate({ name: 1, size: 'x' })).toBe(false);
  });

  test('a job with unevaluatedProperties still tells evaluated properties from the others', () => {
    const strict = job({ ...ALTERNATIVES, unevaluatedProperties: false });
    const validate = compiledValidator(ajvOf(strict), `${BASE}params/order.json`)!;
    expect(validate({ name: 'a', size: 2, note: 'n' })).toBe(true);
    expect(validate({ name: 'a', other: true })).toBe(false);
    expect(validate.errors?.map((e) => e.keyword)).toContain('unevaluatedProperties');
  });

  test('the keywords are found anywhere in a schema, items of lists included', () => {
    expect(usesUnevaluated({ properties: { a: { allOf: [{ unevaluatedItems: false }] } } })).toBe(true);
    expect(usesUnevaluated([{ type: 'string' }, { anyOf: [{ unevaluatedProperties: { type: 'string' } }] }])).toBe(true);
    expect(usesUnevaluated({ properties: { a: { type: 'string' } }, required: ['unevaluated'] })).toBe(false);
    // However deep the schema (the walk does not recurse).
    let deep: object = { unevaluatedItems: false };
    for (let i = 0; i < 100_000; i++) deep = { items: [deep] };
    expect(usesUnevaluated(deep)).toBe(true);
  });
});
