// What a normalised schema is at its top level once component references are followed: its JSON
// types and, for objects, its properties (allOf parts merged). Used to decide how a parameter is
// serialised and whether a body spreads into parameters.

import { isObject } from '../openapi/json.js';
import { componentName } from '../openapi/pointer.js';
import type { JsonSchema, SchemaNode } from './schema-node.js';

export type SchemaLookup = (name: string) => JsonSchema | undefined;

function target(schema: JsonSchema, lookup: SchemaLookup, depth: number): SchemaNode | undefined {
  let cur: JsonSchema | undefined = schema;
  for (let i = 0; i < 16 && isObject(cur) && cur.$ref !== undefined; i++) {
    const name = componentName(cur.$ref);
    cur = name === undefined ? undefined : lookup(name);
  }
  return depth < 16 && isObject(cur) ? cur : undefined;
}

/** The JSON types `schema` allows at its top level (empty when it does not say). */
export function typesOf(schema: JsonSchema, lookup: SchemaLookup, depth = 0): string[] {
  const s = target(schema, lookup, depth);
  if (!s) return [];
  if (s.type !== undefined) return Array.isArray(s.type) ? s.type : [s.type];
  if (s.properties || isObject(s.additionalProperties)) return ['object'];
  if (s.items !== undefined || s.prefixItems) return ['array'];
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = s[key];
    if (list) {
      const all = list.flatMap((sub) => typesOf(sub, lookup, depth + 1));
      if (all.length > 0) return [...new Set(all)];
    }
  }
  return [];
}

export interface ObjectShape {
  properties: Record<string, JsonSchema>;
  required: string[];
  /** `oneOf`/`anyOf` that only constrain the properties (e.g. "url or jobSourceId is required"). */
  alternatives?: { oneOf?: JsonSchema[]; anyOf?: JsonSchema[] };
}

/** An alternative that adds no shape of its own: it only requires or constrains known properties. */
function constrainsOnly(alt: JsonSchema, names: ReadonlySet<string>): boolean {
  if (!isObject(alt) || alt.$ref !== undefined) return false;
  if (alt.type !== undefined && alt.type !== 'object') return false;
  const props = alt.properties ? Object.keys(alt.properties) : [];
  return (
    [...props, ...(alt.required ?? [])].every((n) => names.has(n)) &&
    Object.keys(alt).every((k) => ['required', 'properties', 'type', 'description', 'title', 'not'].includes(k))
  );
}

/**
 * The properties of an object schema (allOf parts merged), or undefined when it is not one plain
 * object; with `orNull`, also of one that may be null (`nullable: true`, read as `[object, null]`).
 */
export function objectShape(schema: JsonSchema, lookup: SchemaLookup, depth = 0, orNull = false): ObjectShape | undefined {
  const s = target(schema, lookup, depth);
  if (!s) return undefined;
  const own = new Set(s.properties ? Object.keys(s.properties) : []);
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (s[key] !== undefined && !s[key].every((alt) => constrainsOnly(alt, own))) return undefined;
  }
  const types = typesOf({ ...s, anyOf: undefined, oneOf: undefined }, lookup, depth + 1).filter((t) => !orNull || t !== 'null');
  if (types.length > 0 && !(types.length === 1 && types[0] === 'object')) return undefined;
  const shape: ObjectShape = { properties: {}, required: [] };
  for (const part of s.allOf ?? []) {
    const sub = objectShape(part, lookup, depth + 1, orNull);
    if (!sub) return undefined;
    Object.assign(shape.properties, sub.properties);
    shape.required.push(...sub.required);
  }
  if (s.properties)
    for (const [k, v] of Object.entries(s.properties))
      Object.defineProperty(shape.properties, k, { value: v, enumerable: true, writable: true, configurable: true });
  shape.required.push(...(s.required ?? []));
  if (Object.keys(shape.properties).length === 0) return undefined;
  shape.required = [...new Set(shape.required)];
  const alternatives = Object.fromEntries((['oneOf', 'anyOf'] as const).filter((k) => s[k] !== undefined).map((k) => [k, s[k]]));
  if (Object.keys(alternatives).length) shape.alternatives = alternatives;
  return shape;
}
