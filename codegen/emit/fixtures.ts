// Deterministic example values synthesized from schemas: the spec's own examples first, then a
// value that satisfies the schema's type, enum, format and bounds. Used for mock responses and
// for the parameters of contract tests.

import type { JsonSchema, ServiceModel } from '../model/types.js';
import { isObject as isObj, type JsonObject as Obj } from '../model/json.js';


const FORMAT_EXAMPLES: Record<string, string> = {
  'date-time': '2020-01-01T00:00:00Z',
  date: '2020-01-01',
  time: '00:00:00Z',
  uri: 'https://example.com/resource',
  'uri-reference': 'https://example.com/resource',
  url: 'https://example.com/resource',
  email: 'user@example.com',
  ipv4: '203.0.113.7',
  ipv6: '2001:db8::1',
  uuid: '00000000-0000-4000-8000-000000000000',
  hostname: 'example.com',
};

export function exampleFor(model: ServiceModel, schema: JsonSchema, name = 'value', depth = 0): unknown {
  if (schema === true || schema === false) return name;
  if (typeof schema.$ref === 'string') {
    const target = model.schemas.find((s) => `#/components/schemas/${s.name}` === schema.$ref);
    return target ? exampleFor(model, target.schema, name, depth + 1) : null;
  }
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  // catalogue: an allOf of objects (a component plus required extras) is the merge of its parts.
  if (Array.isArray(schema.allOf) && schema.allOf.length > 1 && depth <= 8) {
    const parts = schema.allOf.map((s) => exampleFor(model, s as JsonSchema, name, depth + 1));
    if (parts.every(isObj)) return Object.assign({}, ...parts);
  }
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list) && list.length > 0 && isObj(list[0]) && (list[0].type !== undefined || list[0].$ref !== undefined || list[0].properties !== undefined)) {
      return exampleFor(model, list[0] as JsonSchema, name, depth + 1);
    }
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type !== undefined ? [schema.type] : [];
  const type = types.find((t) => t !== 'null') ?? (isObj(schema.properties) ? 'object' : types[0]);
  switch (type) {
    case 'string': {
      if (typeof schema.format === 'string' && FORMAT_EXAMPLES[schema.format]) return FORMAT_EXAMPLES[schema.format];
      if (typeof schema.pattern === 'string') return patternExample(schema.pattern, name);
      let text = name;
      const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
      while (text.length < min) text += 'x';
      if (typeof schema.maxLength === 'number') text = text.slice(0, schema.maxLength);
      return text;
    }
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : typeof schema.maximum === 'number' ? Math.min(1, schema.maximum) : 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      if (depth > 4) return [];
      const item = exampleFor(model, (schema.items ?? {}) as JsonSchema, name, depth + 1);
      const min = typeof schema.minItems === 'number' ? Math.max(1, schema.minItems) : 1;
      return Array.from({ length: min }, () => item);
    }
    case 'object': {
      const out: Obj = {};
      const props = isObj(schema.properties) ? schema.properties : {};
      const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
      for (const key of Object.keys(props)) {
        if (depth > 3 && !required.has(key)) continue;
        out[key] = exampleFor(model, props[key] as JsonSchema, key, depth + 1);
      }
      if (Object.keys(props).length === 0 && isObj(schema.additionalProperties)) out[name] = exampleFor(model, schema.additionalProperties, name, depth + 1);
      return out;
    }
    default:
      return name;
  }
}

/** A string for the few pattern shapes specs use; the generated validators check it. */
function patternExample(pattern: string, name: string): string {
  if (pattern === '^-?[0-9]+$') return '1';
  const alt = /^\^\((?:[^|()]+\|)*([A-Za-z_]+)\)\$$/.exec(pattern);
  if (alt) return alt[1]!;
  const prefix = /^\^([a-z]+:)\[a-z0-9\]\+\$$/.exec(pattern);
  if (prefix) return `${prefix[1]}abc123`;
  return name;
}
