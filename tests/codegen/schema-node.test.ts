// The normalised schema holds what codegen/model/schema-node.ts says each keyword holds: a value
// of another kind is left out with a warning, OpenAPI 3.0's `file` type is a binary string also
// in a list of types, and this project's annotations are read through the typed node.
import { expect, test } from '@jest/globals';
import { derivedOf, isSensitive } from '../../codegen/model/schema-node.js';
import { normaliseSchema } from '../../codegen/model/schema.js';

function read(schema: unknown) {
  const warnings: string[] = [];
  const out = normaliseSchema(schema, { doc: {}, warn: (m, at = []) => warnings.push(`${at.join('/')}: ${m}`) });
  return { out, warnings };
}

test('annotations and references of another kind are left out, each with a warning', () => {
  const { out, warnings } = read({
    type: 'string',
    $ref: 42,
    title: ['a'],
    description: { text: 'b' },
    examples: { one: { value: 'x' } },
    deprecated: 'yes',
    readOnly: 1,
    writeOnly: null,
  });
  expect(out).toEqual({ type: 'string' });
  expect(warnings).toEqual([
    '$ref: "$ref" must be a reference, got 42; this keyword is left out',
    'title: "title" must be text, got ["a"]; this keyword is left out',
    'description: "description" must be text, got {"text":"b"}; this keyword is left out',
    'examples: "examples" must be a list of values, got {"one":{"value":"x"}}; this keyword is left out',
    'deprecated: "deprecated" must be true or false, got "yes"; this keyword is left out',
    'readOnly: "readOnly" must be true or false, got 1; this keyword is left out',
    'writeOnly: "writeOnly" must be true or false, got null; this keyword is left out',
  ]);
  expect(read({ title: 'T', description: 'D', examples: ['x'], deprecated: true, readOnly: false }).warnings).toEqual([]);
});

test("OpenAPI 3.0's file type is a binary string, alone or in a list of types", () => {
  expect(read({ type: 'file' }).out).toEqual({ type: 'string', format: 'binary' });
  expect(read({ type: ['file', 'null'] }).out).toEqual({ type: ['string', 'null'], format: 'binary' });
  expect(read({ type: ['string', 'file'] }).out).toEqual({ type: ['string'], format: 'binary' });
});

test('a boolean exclusive bound beside a bound that is no finite number is left out', () => {
  expect(read({ type: 'number', minimum: Number.POSITIVE_INFINITY, exclusiveMinimum: true }).out).toEqual({ type: 'number' });
});

test('the annotations of x-sensitive and x-derived are read through the typed node', () => {
  const { out } = read({
    type: 'object',
    'x-sensitive': true,
    'x-derived': { state: { from: 'status', values: [{ when: 1, value: 'open' }] } },
  });
  expect(isSensitive(out)).toBe(true);
  expect(derivedOf(out)).toEqual([{ name: 'state', from: 'status', values: [[1, 'open']] }]);
  expect(JSON.stringify(out)).toBe('{"type":"object"}');
  expect([isSensitive(true), derivedOf(false)]).toEqual([false, []]);
});
