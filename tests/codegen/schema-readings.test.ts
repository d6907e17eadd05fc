// Schemas that contradict themselves as JSON Schema reads them, read as their writers meant them
// (model/schema-mistakes.ts, model/open-parts.ts), each with its warning; the patterns JavaScript
// reads only translated (model/pattern.ts); server URLs that are no URL (model/servers.ts).
import { expect, test } from '@jest/globals';
import { findOpenParts } from '../../codegen/model/open-parts.js';
import { jsPattern } from '../../codegen/model/pattern.js';
import { exponential } from '../../codegen/model/pattern-cost.js';
import { normaliseSchema } from '../../codegen/model/schema.js';
import { serverUrl } from '../../codegen/model/servers.js';
import type { JsonObject } from '../../codegen/openapi/json.js';

function read(schema: unknown, doc: JsonObject = {}, component?: string) {
  const warnings: string[] = [];
  const out = normaliseSchema(schema, { doc, warn: (m, at = []) => warnings.push(`${at.join('/')}: ${m}`), open: findOpenParts(doc) }, component);
  return { out, warnings };
}

test('a closed object whose properties its anyOf/allOf parts declare is closed over them (unevaluatedProperties)', () => {
  const doc = { components: { schemas: { A: { type: 'object', properties: { a: { type: 'string' } } } } } };
  const { out, warnings } = read({ additionalProperties: false, anyOf: [{ $ref: '#/components/schemas/A' }] }, doc);
  expect(out).toEqual({ anyOf: [{ $ref: '#/components/schemas/A' }], unevaluatedProperties: false });
  expect(warnings).toEqual([
    'additionalProperties: "additionalProperties": false would refuse the properties its anyOf parts declare ("a"): read as "unevaluatedProperties": false',
  ]);
  // Closed over its own properties only: as written.
  expect(read({ additionalProperties: false, properties: { a: {} }, allOf: [{ properties: { a: { minLength: 1 } } }] }).warnings).toEqual([]);
});

test('a closed component used as a part of a larger object beside other properties is left open', () => {
  const doc = {
    components: {
      schemas: {
        Address: { type: 'object', additionalProperties: false, properties: { line1: { type: 'string' } } },
        Extras: { type: 'object', additionalProperties: false, properties: { residential: { type: 'boolean' } } },
        Shipping: { allOf: [{ $ref: '#/components/schemas/Address' }, { $ref: '#/components/schemas/Extras' }] },
        Alone: { type: 'object', additionalProperties: false, properties: { x: {} } },
      },
    },
  };
  const open = findOpenParts(doc);
  expect([...open.components.entries()]).toEqual([
    ['Address', 'residential'],
    ['Extras', 'line1'],
  ]);
  const address = read(doc.components.schemas.Address, doc, 'Address');
  expect(address.out).toEqual({ type: 'object', properties: { line1: { type: 'string' } } });
  expect(address.warnings).toHaveLength(1);
  expect(read(doc.components.schemas.Alone, doc, 'Alone').out).toMatchObject({ additionalProperties: false });
});

test("an enum of another type than the schema: moved to an array's items, or its values of other types left out", () => {
  expect(read({ type: 'array', items: { type: 'string' }, enum: ['a', 'b'] }).out).toEqual({ type: 'array', items: { type: 'string', enum: ['a', 'b'] } });
  expect(read({ type: 'string', enum: ['small', 43] }).out).toEqual({ type: 'string', enum: ['small'] });
  expect(read({ type: 'string', enum: [2, 4] }).out).toEqual({ type: 'string' });
  // null in the enum of a 3.0 nullable schema belongs there.
  const nullable = read({ type: 'string', nullable: true, enum: ['a', null] });
  expect(nullable.out).toEqual({ type: ['string', 'null'], enum: ['a', null] });
  expect(nullable.warnings).toEqual([]);
});

test('an enum its own format refuses is read as either one; lengths no value of a fixed-length format has are left out', () => {
  expect(read({ type: 'string', format: 'date-time', enum: ['now'] }).out).toEqual({ type: 'string', anyOf: [{ format: 'date-time' }, { enum: ['now'] }] });
  expect(read({ type: 'string', format: 'uuid', minLength: 64, maxLength: 64 }).out).toEqual({ type: 'string', format: 'uuid', maxLength: 64 });
  expect(read({ type: 'string', format: 'date', maxLength: 8 }).out).toEqual({ type: 'string', format: 'date' });
  expect(read({ type: 'string', format: 'date-time', enum: ['2024-01-01T00:00:00Z'] }).warnings).toEqual([]);
});

test("a pattern that refuses the schema's own example is left out; one that takes it stays", () => {
  const bad = read({ type: 'string', pattern: '^[a-z]+\\\\.[a-z]+$', example: 'mail.example' });
  expect(bad.out).toEqual({ type: 'string', example: 'mail.example' });
  expect(bad.warnings[0]).toMatch(/refuses the schema's own example "mail.example"; this check is left out/);
  expect(read({ type: 'string', pattern: '^[a-z.]+$', example: 'mail.example' }).out).toMatchObject({ pattern: '^[a-z.]+$' });
});

test('a closed object requiring a property it does not declare; a oneOf whose alternatives check the same', () => {
  expect(read({ type: 'object', additionalProperties: false, required: ['name', 'json_schema'], properties: { name: {}, jsonSchema: {} } }).out).toEqual({
    type: 'object',
    additionalProperties: false,
    required: ['name'],
    properties: { name: {}, jsonSchema: {} },
  });
  const alike = read({
    oneOf: [
      { type: 'string', format: 'asset-id' },
      { type: 'string', format: 'upload-id', description: 'an upload' },
    ],
  });
  expect(alike.out).toEqual({
    anyOf: [
      { type: 'string', format: 'asset-id' },
      { type: 'string', format: 'upload-id', description: 'an upload' },
    ],
  });
  // Formats the validators know tell alternatives apart.
  expect(
    read({
      oneOf: [
        { type: 'string', format: 'uuid' },
        { type: 'string', format: 'email' },
      ],
    }).out,
  ).toHaveProperty('oneOf');
});

test('patterns: Java scripts, and a JavaScript literal written as the pattern', () => {
  expect(jsPattern('^[A-Za-z \\p{Han}\\p{Hangul}-]*$')).toBe('^[A-Za-z \\p{Script=Han}\\p{Script=Hangul}-]*$');
  expect(jsPattern('\\p{IsLatin}+')).toBe('[\\p{Script=Latin}]+');
  expect(jsPattern('.*/^[\\d]{12}$/.*')).toBe('^[\\d]{12}$');
  expect(jsPattern('/^a+$/i')).toBe('^a+$');
  // Slashes that are characters of the pattern stay.
  expect(jsPattern('^/v1/.*$')).toBe('^/v1/.*$');
});

test('a server URL without its scheme gets https; one that is no URL is left out, with a warning', () => {
  const warnings: string[] = [];
  const warn = (m: string) => warnings.push(m);
  expect(serverUrl([{ url: ',' }], warn)).toBe('');
  expect(serverUrl([{ url: 'api.example.com/v1' }], warn)).toBe('https://api.example.com/v1');
  expect(serverUrl([{ url: '/v1' }], warn)).toBe('/v1');
  expect(serverUrl([{ url: 'https://api.example.com/' }], warn)).toBe('https://api.example.com');
  // A variable whose value brings its own leading slash after the URL's (redhat.com).
  expect(serverUrl([{ url: 'https://api.example.com/{basePath}', variables: { basePath: { default: '/api/v1' } } }], warn)).toBe(
    'https://api.example.com/api/v1',
  );
  expect(serverUrl([{ url: 'https://api.example.com/{v}', variables: { v: { default: 'v1' } } }], warn)).toBe('https://api.example.com/v1');
  expect(warnings).toEqual([
    'the server URL "," is not a URL; it is left out',
    'the server URL "api.example.com/v1" has no scheme; read as https://api.example.com/v1',
  ]);
});

test('a pattern whose matching can take exponential time is left out; a repeated group with a separator is not one', () => {
  const evil = '^(https?:\\/\\/)?([\\da-z\\.-]+)\\.([a-z\\.]{2,6})([\\/\\w \\.-]*)*\\/?$';
  expect(read({ type: 'string', pattern: evil }).out).toEqual({ type: 'string' });
  for (const p of ['(a+)+', '(\\w+\\s?)+$', '((ab)*)*', '(?<n>x+)+', '^([a-z]+)*$']) expect([p, exponential(p)]).toEqual([p, true]);
  for (const p of ['^[a-z0-9]+(?:-[a-z0-9]+)*$', '^\\d{4}-\\d{2}$', '^(a|b)*$', '(?:[a-z]+(?:\\.[a-z]+)*)@x']) expect([p, exponential(p)]).toEqual([p, false]);
});
