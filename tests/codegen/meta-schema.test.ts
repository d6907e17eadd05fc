// The compiled JSON Schema 2020-12 meta-schema (codegen/emit/validators/meta-schema-2020.ts) is what
// compile-meta-schema.ts writes with the ajv installed, and checkSchema answers with it exactly as
// ajv's own validateSchema does: the same schemas accepted, the same message for the rest, down
// into nested subschemas (reached through the meta-schema's $dynamicRef).
import { expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { checkSchema, metaAjv } from '../../codegen/emit/validators/ajv-schemas.js';
import { compileMetaSchema, META_SCHEMA_MODULE } from '../../codegen/emit/validators/compile-meta-schema.js';

test('the compiled module is up to date with ajv', () => {
  expect(readFileSync(META_SCHEMA_MODULE, 'utf8')).toBe(compileMetaSchema());
});

const SCHEMAS: Array<[string, Record<string, unknown>]> = [
  ['an object with properties', { type: 'object', required: ['a'], properties: { a: { type: 'string', minLength: 1 }, b: { type: ['integer', 'null'] } } }],
  ['a reference and $defs', { $defs: { x: { enum: [1, 'a', null] } }, allOf: [{ $ref: '#/$defs/x' }], unevaluatedProperties: false }],
  ['formats and patterns', { type: 'string', format: 'date-time', pattern: '^[a-z]+$' }],
  ['the 2020-12 meta-schema named', { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'number', exclusiveMinimum: 0 }],
  ['a type that is no type', { type: 'nope' }],
  ['a required that is not a list', { type: 'object', required: 'a' }],
  ['a negative length', { type: 'string', minLength: -1 }],
  ['a wrong type deep in properties', { type: 'object', properties: { a: { type: 'object', properties: { b: { type: 'nope' } } } } }],
  ['a wrong keyword in an items list', { prefixItems: [{ maxItems: 'x' }] }],
  ['a wrong keyword under $defs', { $defs: { a: { multipleOf: 0 } } }],
  ['a pattern that is not a string', { pattern: 5 }],
  ['several errors at once', { type: 'nope', minimum: 'x', properties: { a: { enum: 'x' } } }],
];

const outcome = (check: () => void): string => {
  try {
    check();
    return 'valid';
  } catch (error) {
    return String((error as Error).message);
  }
};

test.each(SCHEMAS)('%s: the same answer as ajv', (_, schema) => {
  const ajv = metaAjv();
  const expected = outcome(() => ajv.validateSchema(schema, true));
  expect(outcome(() => checkSchema(schema))).toBe(expected);
});

test('the broken schemas are refused, naming the place', () => {
  expect(outcome(() => checkSchema({ type: 'object', properties: { a: { type: 'object', properties: { b: { type: 'nope' } } } } }))).toMatch(
    /^schema is invalid: data\/properties\/a\/properties\/b\/type must be equal to one of the allowed values/,
  );
});
