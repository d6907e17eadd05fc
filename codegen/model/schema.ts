// Schemas normalised once, for every emitter: OpenAPI 3.0 forms become JSON Schema 2020-12
// (`nullable`, boolean `exclusiveMinimum`/`exclusiveMaximum`, `type: file`, tuple `items`),
// 2019-09 `$recursiveRef` becomes a `$ref` to its component, duplicate `required` entries and
// OpenAPI-only annotations are dropped, references that do not point at a component schema are
// inlined, and this project's extensions are read into symbol-keyed annotations (invisible to
// JSON.stringify and ajv): the derived properties of an object and whether it is sensitive.
// Deeply nested or cyclic input is cut at a depth, never followed forever.

import { isObject, type JsonObject } from '../openapi/json.js';
import { componentName, resolveRef } from '../openapi/pointer.js';
import { SCHEMA_LIST_KEYWORDS, SCHEMA_MAP_KEYWORDS, SUBSCHEMA_KEYWORDS } from '../openapi/schema-keywords.js';
import type { DeriveRuleValue, JsonSchema } from './types.js';

/** On a normalised object schema: the x-derived properties the client adds to decoded objects. */
export const DERIVED = Symbol('specforge.derived');
/** On a normalised schema: it holds a secret (x-sensitive). */
export const SENSITIVE = Symbol('specforge.sensitive');

export interface DerivedProperty {
  name: string;
  from: string;
  description?: string;
  values: DeriveRuleValue[];
}

const MAX_DEPTH = 64;
const DROPPED = new Set(['discriminator', 'xml', 'externalDocs', '$id', '$schema', '$anchor', '$recursiveAnchor', '$dynamicAnchor', 'nullable', 'id']);

/** Sets an own property, even one named `__proto__`. */
function setOwn(obj: JsonObject, key: string, value: unknown): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

export interface NormaliseContext {
  /** The whole document, to inline references that do not point at a component schema. */
  doc: JsonObject;
  /** Reports a problem met while normalising (a cut cycle, an unresolved reference). */
  warn(message: string): void;
}

/** The normalised form of `schema`; `component` is the component schema it belongs to, if any. */
export function normaliseSchema(schema: unknown, ctx: NormaliseContext, component?: string): JsonSchema {
  return visit(schema, ctx, component, 0, []);
}

function visit(node: unknown, ctx: NormaliseContext, component: string | undefined, depth: number, inlining: readonly string[]): JsonSchema {
  if (typeof node === 'boolean') return node;
  if (!isObject(node)) return {};
  if (depth > MAX_DEPTH) {
    ctx.warn(`a schema nests deeper than ${MAX_DEPTH} levels; the rest accepts anything`);
    return {};
  }
  if (typeof node.$ref === 'string' && componentName(node.$ref) === undefined) {
    // Not a component schema: inline its target (once per chain, so a cycle ends).
    if (inlining.includes(node.$ref)) return {};
    const target = node.$ref.startsWith('#') ? resolveRef(ctx.doc, node.$ref) : undefined;
    if (target === undefined) return withoutRef(node, ctx, component, depth, inlining);
    const inlined = visit(target, ctx, component, depth + 1, [...inlining, node.$ref]);
    const siblings = withoutRef(node, ctx, component, depth, inlining);
    return isObject(siblings) && Object.keys(siblings).length > 0 && isObject(inlined) ? { allOf: [inlined], ...siblings } : inlined;
  }
  const out: JsonObject = {};
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (key.startsWith('x-') || DROPPED.has(key)) continue;
    if (key === '$recursiveRef') {
      setOwn(out, '$ref', component !== undefined ? `#/components/schemas/${component.replace(/~/g, '~0').replace(/\//g, '~1')}` : '#');
      continue;
    }
    if (SCHEMA_MAP_KEYWORDS.has(key) && isObject(value)) {
      const map: JsonObject = {};
      for (const name of Object.keys(value)) setOwn(map, name, visit(value[name], ctx, component, depth + 1, inlining));
      setOwn(out, key === 'definitions' ? '$defs' : key, map);
    } else if (SCHEMA_LIST_KEYWORDS.has(key) && Array.isArray(value)) {
      setOwn(
        out,
        key,
        value.map((v) => visit(v, ctx, component, depth + 1, inlining)),
      );
    } else if (key === 'items' && Array.isArray(value)) {
      setOwn(
        out,
        'prefixItems',
        value.map((v) => visit(v, ctx, component, depth + 1, inlining)),
      );
    } else if (SUBSCHEMA_KEYWORDS.has(key) && (isObject(value) || typeof value === 'boolean')) {
      setOwn(out, key, visit(value, ctx, component, depth + 1, inlining));
    } else if (key === 'required') {
      if (Array.isArray(value)) setOwn(out, key, [...new Set(value.filter((v): v is string => typeof v === 'string'))]);
    } else setOwn(out, key, value);
  }
  fixNumericBounds(node, out);
  if (out.type === 'file') {
    out.type = 'string';
    out.format = 'binary';
  }
  if (Array.isArray(out.required) && out.required.length === 0) delete out.required;
  annotate(node, out);
  return node.nullable === true ? nullable(out) : out;
}

function withoutRef(node: JsonObject, ctx: NormaliseContext, component: string | undefined, depth: number, inlining: readonly string[]): JsonSchema {
  const { $ref: _ref, ...rest } = node;
  return visit(rest, ctx, component, depth, inlining);
}

/** OpenAPI 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` become the numeric 2020-12 form. */
function fixNumericBounds(node: JsonObject, out: JsonObject): void {
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof node[flag] !== 'boolean') continue;
    delete out[flag];
    if (node[flag] === true && typeof node[bound] === 'number') {
      out[flag] = node[bound];
      delete out[bound];
    }
  }
}

/** `nullable: true` (OpenAPI 3.0, and left in many 3.1 documents): null is one more accepted value. */
function nullable(schema: JsonObject): JsonObject {
  if (typeof schema.type === 'string') {
    const out: JsonObject = { ...schema, type: [schema.type, 'null'] };
    if (Array.isArray(schema.enum) && !schema.enum.includes(null)) out.enum = [...schema.enum, null];
    return out;
  }
  if (Array.isArray(schema.type)) return schema.type.includes('null') ? schema : { ...schema, type: [...schema.type, 'null'] };
  if (Array.isArray(schema.enum)) return schema.enum.includes(null) ? schema : { ...schema, enum: [...schema.enum, null] };
  const { description, title, deprecated, ...rest } = schema;
  return {
    ...(description !== undefined ? { description } : {}),
    ...(title !== undefined ? { title } : {}),
    ...(deprecated !== undefined ? { deprecated } : {}),
    anyOf: [rest, { type: 'null' }],
  };
}

/** Reads this project's schema extensions into symbol-keyed annotations. */
function annotate(node: JsonObject, out: JsonObject): void {
  if (node['x-sensitive'] === true) Object.defineProperty(out, SENSITIVE, { value: true, enumerable: true });
  const derived = node['x-derived'];
  if (isObject(derived)) {
    const list: DerivedProperty[] = Object.keys(derived)
      .sort()
      .map((name) => {
        const rule = derived[name] as JsonObject;
        return {
          name,
          from: String(rule.from),
          ...(typeof rule.description === 'string' ? { description: rule.description } : {}),
          values: (rule.values as JsonObject[]).map((v): DeriveRuleValue => [v.when, v.value]),
        };
      });
    Object.defineProperty(out, DERIVED, { value: list, enumerable: true });
  }
}

export function derivedOf(schema: JsonSchema): DerivedProperty[] {
  return isObject(schema) ? ((schema as { [DERIVED]?: DerivedProperty[] })[DERIVED] ?? []) : [];
}

export function isSensitive(schema: JsonSchema): boolean {
  return isObject(schema) && (schema as { [SENSITIVE]?: boolean })[SENSITIVE] === true;
}
