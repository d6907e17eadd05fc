// The fixtures' check of a value against a normalised schema (codegen/emit/mocks/fits.ts): every
// keyword of a schema node that ajv checks, answered as ajv answers; where the reading cannot tell,
// the value is accepted, also under `not`, `oneOf`, `if` and `contains`.
import { expect, test } from '@jest/globals';
import { fits, verdict } from '../../codegen/emit/mocks/fits.js';
import { DISCRIMINATOR } from '../../codegen/model/schema-node.js';
import type { JsonSchema, ServiceModel } from '../../codegen/model/types.js';

const model = {
  schemas: [
    { name: 'Name', typeName: 'Name', schema: { type: 'string', minLength: 2 } },
    { name: 'Alias', typeName: 'Alias', schema: { $ref: '#/components/schemas/Name' } },
  ],
} as unknown as ServiceModel;

const check = (schema: JsonSchema, ...values: unknown[]) => values.map((value) => fits(model, value, schema));

test('type, enum and const (objects compared whatever the order of their keys)', () => {
  expect(check({ type: ['integer', 'null'] }, 1, null, 1.5, '1')).toEqual([true, true, false, false]);
  expect(check({ type: 'number' }, 1, 1.5)).toEqual([true, true]);
  expect(check({ enum: [{ a: 1, b: 2 }, 'x'] }, { b: 2, a: 1 }, 'x', 'y')).toEqual([true, true, false]);
  expect(check({ const: null }, null, 0)).toEqual([true, false]);
});

test('strings, numbers and their bounds', () => {
  expect(check({ minLength: 2, maxLength: 3 }, '€€', 'a', 'abcd', 5)).toEqual([true, false, false, true]);
  expect(check({ format: 'date' }, '2020-01-01', '2020-13-01')).toEqual([true, false]);
  expect(check({ pattern: '^a+$' }, 'aaa', 'b')).toEqual([true, false]);
  expect(check({ exclusiveMinimum: 0, maximum: 10, multipleOf: 0.1 }, 0.3, 0, 10.5, 0.25)).toEqual([true, false, false, false]);
});

test('references: the component, its own chain and the keywords beside them', () => {
  expect(check({ $ref: '#/components/schemas/Alias' }, 'ab', 'a')).toEqual([true, false]);
  expect(check({ $ref: '#/components/schemas/Name', maxLength: 3 }, 'abc', 'abcd')).toEqual([true, false]);
  // A reference that names nothing cannot be told: accepted, and so under `not`.
  expect(check({ $ref: '#/components/schemas/Missing' }, 1)).toEqual([true]);
  expect(check({ not: { $ref: '#/components/schemas/Missing' } }, 1)).toEqual([true]);
});

test('composition: every allOf part, some anyOf alternative, exactly one oneOf alternative, not', () => {
  expect(check({ allOf: [{ type: 'string' }, { minLength: 2 }] }, 'ab', 'a')).toEqual([true, false]);
  expect(check({ anyOf: [{ type: 'string' }, { type: 'integer' }] }, 1, 'a', true)).toEqual([true, true, false]);
  expect(check({ oneOf: [{ type: 'string' }, { format: 'date' }] }, 'abc', '2020-01-01', 1)).toEqual([true, false, true]);
  expect(check({ oneOf: [{ type: 'string' }, { type: 'integer' }] }, null)).toEqual([false]);
  expect(check({ not: { type: 'string' } }, 1, 'a')).toEqual([true, false]);
  // A pattern JavaScript cannot read tells nothing: neither under `not` nor in a oneOf.
  expect(check({ not: { pattern: '(?<' } }, 'a')).toEqual([true]);
  expect(check({ oneOf: [{ type: 'string' }, { pattern: '(?<' }] }, 'a')).toEqual([true]);
});

test('if, then and else', () => {
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords, never awaited.
  const conditional: JsonSchema = { if: { type: 'string' }, then: { minLength: 2 }, else: { minimum: 0 } };
  expect(check(conditional, 'ab', 'a', 1, -1)).toEqual([true, false, true, false]);
  // An `if` that cannot be told: refused only when both branches refuse.
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords, never awaited.
  const unsure: JsonSchema = { if: { pattern: '(?<' }, then: { minLength: 2 }, else: { maxLength: 2 } };
  expect(check(unsure, 'abc', 'a')).toEqual([true, true]);
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords, never awaited.
  expect(check({ if: { pattern: '(?<' }, then: { type: 'integer' }, else: { type: 'boolean' } }, 'a')).toEqual([false]);
});

test('arrays: counts, uniqueItems, prefixItems then items, contains with its counts, unevaluatedItems', () => {
  expect(check({ minItems: 1, maxItems: 2 }, [], [1], [1, 2, 3])).toEqual([false, true, false]);
  expect(
    check(
      { uniqueItems: true },
      [
        { a: 1, b: 2 },
        { b: 2, a: 1 },
      ],
      [1, 2],
    ),
  ).toEqual([false, true]);
  const tuple: JsonSchema = { prefixItems: [{ type: 'string' }], items: { type: 'integer' } };
  expect(check(tuple, ['a', 1, 2], [1, 1], ['a', 'b'])).toEqual([true, false, false]);
  expect(check({ contains: { type: 'string' } }, [1, 'a'], [1, 2])).toEqual([true, false]);
  expect(check({ contains: { type: 'string' }, minContains: 2, maxContains: 2 }, ['a', 'b', 1], ['a', 1], ['a', 'b', 'c'])).toEqual([true, false, false]);
  expect(check({ contains: { type: 'string' }, minContains: 0 }, [1])).toEqual([true]);
  expect(check({ prefixItems: [{ type: 'string' }], unevaluatedItems: false }, ['a'], ['a', 1])).toEqual([true, false]);
  // Beside composition, what was evaluated in place cannot be told.
  expect(check({ allOf: [{ prefixItems: [{}, {}] }], unevaluatedItems: false }, [1, 2])).toEqual([true]);
  // Items past the first twenty are not read.
  expect(check({ items: { type: 'integer' } }, [...Array.from({ length: 20 }, () => 1), 'x'])).toEqual([true]);
});

test('objects: counts, required, dependentRequired, propertyNames, dependentSchemas', () => {
  expect(check({ minProperties: 1, maxProperties: 1 }, {}, { a: 1 }, { a: 1, b: 2 })).toEqual([false, true, false]);
  expect(check({ required: ['a'] }, { a: 1 }, { b: 1 })).toEqual([true, false]);
  expect(check({ dependentRequired: { card: ['cvc'] } }, { card: 1, cvc: 2 }, { card: 1 }, { cvc: 2 })).toEqual([true, false, true]);
  expect(check({ propertyNames: { pattern: '^[a-z]+$' } }, { ab: 1 }, { A: 1 })).toEqual([true, false]);
  expect(check({ dependentSchemas: { card: { required: ['cvc'] } } }, { card: 1, cvc: 2 }, { card: 1 }, {})).toEqual([true, false, true]);
});

test('objects: properties, patternProperties, then additionalProperties or unevaluatedProperties', () => {
  const closed: JsonSchema = { properties: { a: { type: 'integer' } }, patternProperties: { '^x-': { type: 'string' } }, additionalProperties: false };
  expect(check(closed, { a: 1, 'x-b': 'c' }, { a: 'one' }, { 'x-b': 2 }, { b: 1 })).toEqual([true, false, false, false]);
  const unevaluated: JsonSchema = { properties: { a: {} }, unevaluatedProperties: { type: 'string' } };
  expect(check(unevaluated, { a: 1, b: 'c' }, { a: 1, b: 2 })).toEqual([true, false]);
  // Beside composition the parts may have evaluated it: not told, accepted.
  const composed: JsonSchema = { allOf: [{ properties: { b: {} } }], unevaluatedProperties: false };
  expect(check(composed, { b: 1 }, { c: 1 })).toEqual([true, true]);
  // A pattern JavaScript cannot read may or may not match: not told, accepted.
  expect(check({ patternProperties: { '(?<': { type: 'string' } }, additionalProperties: false }, { a: 1 })).toEqual([true]);
});

test('keywords a normalised schema keeps that this reading does not know are not told', () => {
  expect(check({ not: { dependencies: { a: ['b'] } } as JsonSchema }, { a: 1 })).toEqual([true]);
});

test('number formats as the validators check them: int32 and int64 integers, int32 in range', () => {
  expect(check({ type: 'integer', format: 'int32' }, 5, 2 ** 31, -(2 ** 31))).toEqual([true, false, true]);
  expect(check({ type: 'number', format: 'int64' }, 5, 1.5)).toEqual([true, false]);
  expect(check({ type: 'number', format: 'double' }, 1.5)).toEqual([true]);
});

test('verdict: sure answers, and "cannot tell" where the validators read the schema otherwise', () => {
  expect(verdict(model, 'ab', { $ref: '#/components/schemas/Name' })).toBe(true);
  expect(verdict(model, 'a', { $ref: '#/components/schemas/Name' })).toBe(false);
  expect(verdict(model, 'a', { pattern: '(?<' })).toBeUndefined();
  // A discriminated oneOf is checked as a chain on its discriminator: a fit here is not sure.
  const pets = { oneOf: [{ type: 'object', required: ['kind'] }, { type: 'string' }] } as JsonSchema;
  expect(verdict(model, { kind: 'cat' }, pets)).toBe(true);
  const discriminated = { ...(pets as object), [DISCRIMINATOR]: { propertyName: 'kind', mapping: {} } } as JsonSchema;
  expect(verdict(model, { kind: 'cat' }, discriminated)).toBeUndefined();
  expect(verdict(model, 5, discriminated)).toBe(false);
});
