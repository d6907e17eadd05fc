// Deterministic example values synthesised from normalised schemas: the spec's own examples first,
// then a value that satisfies the schema's type, enum, const, format, pattern, lengths and bounds.
// Patterns are sampled with randexp from a fixed seed, so the same document always gives the same
// fixtures. Used for mock responses and for the parameters of contract tests.

import RandExpModule from 'randexp';
import { isObject, type JsonObject } from '../openapi/json.js';
import { componentName } from '../openapi/pointer.js';
import type { JsonSchema, ServiceModel } from '../model/types.js';

type RandExpInstance = { gen(): string; max: number; randInt: (a: number, b: number) => number; defaultRange: { subtract(a: number, b: number): void } };
const RandExp = ((RandExpModule as unknown as { default?: unknown }).default ?? RandExpModule) as new (pattern: string | RegExp) => RandExpInstance;

const FORMAT_EXAMPLES: Record<string, string> = {
  'date-time': '2020-01-01T00:00:00Z',
  date: '2020-01-01',
  time: '00:00:00Z',
  duration: 'P1D',
  uri: 'https://example.com/resource',
  'uri-reference': 'https://example.com/resource',
  'uri-template': 'https://example.com/{id}',
  iri: 'https://example.com/resource',
  url: 'https://example.com/resource',
  email: 'user@example.com',
  'idn-email': 'user@example.com',
  ipv4: '203.0.113.7',
  ipv6: '2001:db8::1',
  uuid: '00000000-0000-4000-8000-000000000000',
  hostname: 'example.com',
  'idn-hostname': 'example.com',
  'json-pointer': '/a/b',
  'relative-json-pointer': '0/a',
  regex: '^a+$',
  byte: 'AA==',
  int64: '1',
  password: 'password',
};

/** A string matching `pattern`, the same every time; undefined when the pattern cannot be sampled. */
function patternExample(pattern: string, seedText: string): string | undefined {
  try {
    const sampler = new RandExp(pattern);
    sampler.max = 6;
    sampler.defaultRange.subtract(0, 0x1f);
    sampler.defaultRange.subtract(0x7f, 0xffff);
    let seed = 7;
    for (const c of seedText) seed = (seed * 31 + c.charCodeAt(0)) % 2147483647 || 7;
    sampler.randInt = (a: number, b: number) => {
      seed = (seed * 16807) % 2147483647;
      return a + (seed % (b - a + 1));
    };
    const value = sampler.gen();
    return new RegExp(pattern, 'u').test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function fitLength(text: string, schema: JsonObject): string {
  let out = text;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  while ([...out].length < min) out += 'x';
  if (typeof schema.maxLength === 'number' && [...out].length > schema.maxLength) out = [...out].slice(0, schema.maxLength).join('');
  return out;
}

function numberExample(schema: JsonObject, integer: boolean): number {
  const min = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + (integer ? 1 : 0.5) : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - (integer ? 1 : 0.5) : undefined;
  let value = min ?? (max !== undefined ? Math.min(1, max) : 1);
  if (integer) value = Math.ceil(value);
  const step = typeof schema.multipleOf === 'number' && schema.multipleOf > 0 ? schema.multipleOf : undefined;
  if (step) value = Math.ceil(value / step) * step;
  return value;
}

const componentsByName = new WeakMap<ServiceModel, Map<string, JsonSchema>>();

/** A component schema by name, through an index built once per service (not a scan per reference). */
export function componentSchema(model: ServiceModel, name: string): JsonSchema | undefined {
  let byName = componentsByName.get(model);
  if (!byName) {
    componentsByName.set(model, (byName = new Map()));
    for (const s of model.schemas) if (!byName.has(s.name)) byName.set(s.name, s.schema);
  }
  return byName.get(name);
}

export function exampleFor(model: ServiceModel, schema: JsonSchema | undefined, name = 'value', depth = 0): unknown {
  if (schema === undefined || schema === true || schema === false) return name;
  if (depth > 12) return null;
  if (typeof schema.$ref === 'string') {
    const target = componentName(schema.$ref);
    const component = target !== undefined ? componentSchema(model, target) : undefined;
    return component !== undefined ? exampleFor(model, component, name, depth + 1) : null;
  }
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    const parts = schema.allOf.map((s) => exampleFor(model, s as JsonSchema, name, depth + 1));
    if (parts.every(isObject)) return Object.assign({}, ...parts, ownObject(model, schema, name, depth));
    return parts[0];
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list) && list.length > 0) {
      const first = list.find((s) => !(isObject(s) && s.type === 'null')) ?? list[0];
      return exampleFor(model, first as JsonSchema, name, depth + 1);
    }
  }
  const types = Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === 'string' ? [schema.type] : [];
  const type = types.find((t) => t !== 'null') ?? (isObject(schema.properties) ? 'object' : schema.items !== undefined ? 'array' : types[0]);
  switch (type) {
    case 'string': {
      if (typeof schema.format === 'string' && FORMAT_EXAMPLES[schema.format]) return fitLength(FORMAT_EXAMPLES[schema.format]!, schema);
      if (typeof schema.pattern === 'string') {
        const sampled = patternExample(schema.pattern, name);
        if (sampled !== undefined) return sampled;
      }
      return fitLength(name, schema);
    }
    case 'integer':
      return numberExample(schema, true);
    case 'number':
      return numberExample(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      if (Array.isArray(schema.prefixItems)) return schema.prefixItems.map((s) => exampleFor(model, s as JsonSchema, name, depth + 1));
      if (depth > 6) return [];
      const item = exampleFor(model, (schema.items ?? {}) as JsonSchema, name, depth + 1);
      const min = typeof schema.minItems === 'number' ? Math.max(1, schema.minItems) : 1;
      if (schema.uniqueItems === true && min > 1) return Array.from({ length: min }, (_, i) => (typeof item === 'string' ? `${item}${i}` : typeof item === 'number' ? item + i : item));
      return Array.from({ length: min }, () => item);
    }
    case 'object':
      return ownObject(model, schema, name, depth);
    default:
      return isObject(schema.properties) ? ownObject(model, schema, name, depth) : name;
  }
}

function ownObject(model: ServiceModel, schema: JsonObject, name: string, depth: number): JsonObject {
  const out: JsonObject = {};
  const props: JsonObject = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  for (const key of Object.keys(props)) {
    if (depth > 3 && !required.has(key)) continue;
    Object.defineProperty(out, key, { value: exampleFor(model, props[key] as JsonSchema, key, depth + 1), enumerable: true, writable: true, configurable: true });
  }
  for (const key of required) {
    if (!Object.hasOwn(out, key)) Object.defineProperty(out, key, { value: isObject(schema.additionalProperties) ? exampleFor(model, schema.additionalProperties, key, depth + 1) : key, enumerable: true, writable: true, configurable: true });
  }
  if (Object.keys(props).length === 0 && isObject(schema.additionalProperties) && Object.keys(out).length === 0) out[name] = exampleFor(model, schema.additionalProperties, name, depth + 1);
  return out;
}
