// Schemas normalised once, for every emitter: OpenAPI 3.0 forms become JSON Schema 2020-12
// (`nullable`, boolean `exclusiveMinimum`/`exclusiveMaximum`, `type: file`, tuple `items`),
// 2019-09 `$recursiveRef` becomes a `$ref` to its component, duplicate `required` entries and
// OpenAPI-only annotations are dropped, references that do not point at a component schema are
// inlined, and this project's extensions are read into symbol-keyed annotations (invisible to
// JSON.stringify and ajv): the derived properties of an object and whether it is sensitive.
// Deeply nested or cyclic input is cut at a depth, never followed forever. One odd keyword never
// costs the schema: a keyword whose value JSON Schema does not allow (a `required` that is not a
// list of names, a `type` that names no type, a negative `minLength`, ...), a `pattern`
// JavaScript cannot read even translated (model/pattern.ts) and one whose matching can take
// exponential time (model/pattern-cost.ts) are left out, with a warning at it.

import { isObject, type JsonObject } from '../openapi/json.js';
import { componentName, resolveRef } from '../openapi/pointer.js';
import { SCHEMA_LIST_KEYWORDS, SCHEMA_MAP_KEYWORDS, SUBSCHEMA_KEYWORDS } from '../openapi/schema-keywords.js';
import type { At, NormaliseContext } from './normalise-context.js';
import { jsPattern } from './pattern.js';
import { exponential } from './pattern-cost.js';
import { readMistakes } from './schema-mistakes.js';
import { DERIVED, type DeriveRuleValue, type DerivedProperty, DISCRIMINATOR, type Discriminator, type JsonSchema, SENSITIVE } from './schema-node.js';

const MAX_DEPTH = 64;
const DROPPED = new Set(['discriminator', 'xml', 'externalDocs', '$id', '$schema', '$anchor', '$recursiveAnchor', '$dynamicAnchor', 'nullable', 'id']);

/** Sets an own property, even one named `__proto__`. */
function setOwn(obj: JsonObject, key: string, value: unknown): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

/** The normalised form of `schema`; `component` is the component schema it belongs to, if any. */
export type { NormaliseContext } from './normalise-context.js';

export function normaliseSchema(schema: unknown, ctx: NormaliseContext, component?: string): JsonSchema {
  return visit(schema, ctx, component, 0, [], []);
}

const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null', 'file']);
const count = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
/** What JSON Schema allows as the value of each keyword it gives a meaning to (schema-valued ones are checked by shape below). */
const ALLOWED: Record<string, [check: (v: unknown) => boolean, expected: string]> = {
  type: [
    (v) => (typeof v === 'string' && TYPES.has(v)) || (Array.isArray(v) && v.length > 0 && v.every((t) => typeof t === 'string' && TYPES.has(t))),
    'a type name or a list of them',
  ],
  $ref: [(v) => typeof v === 'string', 'a reference'],
  required: [(v) => Array.isArray(v) && v.every((n) => typeof n === 'string'), 'a list of property names'],
  enum: [Array.isArray, 'a list of values'],
  examples: [Array.isArray, 'a list of values'],
  title: [(v) => typeof v === 'string', 'text'],
  description: [(v) => typeof v === 'string', 'text'],
  pattern: [(v) => typeof v === 'string', 'a regular expression'],
  format: [(v) => typeof v === 'string', 'a format name'],
  multipleOf: [(v) => isNumber(v) && (v as number) > 0, 'a number above 0'],
  minimum: [isNumber, 'a number'],
  maximum: [isNumber, 'a number'],
  exclusiveMinimum: [(v) => isNumber(v) || typeof v === 'boolean', 'a number'],
  exclusiveMaximum: [(v) => isNumber(v) || typeof v === 'boolean', 'a number'],
  dependentRequired: [
    (v) => isObject(v) && Object.values(v).every((l) => Array.isArray(l) && l.every((n) => typeof n === 'string')),
    'lists of property names',
  ],
  ...Object.fromEntries(['uniqueItems', 'deprecated', 'readOnly', 'writeOnly'].map((k) => [k, [(v: unknown) => typeof v === 'boolean', 'true or false']])),
  ...Object.fromEntries(
    ['minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties', 'minContains', 'maxContains'].map((k) => [
      k,
      [count, 'a whole number, 0 or more'],
    ]),
  ),
};

function visit(node: unknown, ctx: NormaliseContext, component: string | undefined, depth: number, inlining: readonly string[], at: At): JsonSchema {
  if (typeof node === 'boolean') return node;
  if (!isObject(node)) return {};
  if (depth > MAX_DEPTH) {
    ctx.warn(`a schema nests deeper than ${MAX_DEPTH} levels; the rest accepts anything`, at);
    return {};
  }
  if (typeof node.$ref === 'string' && componentName(node.$ref) === undefined) {
    // Deep inside a component: that schema is a component of its own (linear, where inlining every such reference walks every path).
    const promoted = ctx.promote?.(node.$ref);
    if (promoted !== undefined) {
      const ref = { $ref: `#/components/schemas/${promoted.replace(/~/g, '~0').replace(/\//g, '~1')}` };
      const siblings = withoutRef(node, ctx, component, depth, inlining, at);
      return isObject(siblings) && Object.keys(siblings).length > 0 ? { allOf: [ref], ...siblings } : ref;
    }
    // Not a component schema: inline its target (once per chain, so a cycle ends).
    if (inlining.includes(node.$ref)) return {};
    const target = node.$ref.startsWith('#') ? resolveRef(ctx.doc, node.$ref) : undefined;
    if (target === undefined) return withoutRef(node, ctx, component, depth, inlining, at);
    const inlined = visit(target, ctx, component, depth + 1, [...inlining, node.$ref], at);
    const siblings = withoutRef(node, ctx, component, depth, inlining, at);
    return isObject(siblings) && Object.keys(siblings).length > 0 && isObject(inlined) ? { allOf: [inlined], ...siblings } : inlined;
  }
  const out: JsonObject = {};
  const leaveOut = (key: string, expected: string) =>
    ctx.warn(`"${key}" must be ${expected}, got ${JSON.stringify(node[key])?.slice(0, 80) ?? typeof node[key]}; this keyword is left out`, [...at, key]);
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (key.startsWith('x-') || DROPPED.has(key)) continue;
    if (key === '$recursiveRef') {
      setOwn(out, '$ref', component !== undefined ? `#/components/schemas/${component.replace(/~/g, '~0').replace(/\//g, '~1')}` : '#');
      continue;
    }
    const allowed = ALLOWED[key];
    if (allowed && !allowed[0](value)) {
      leaveOut(key, allowed[1]);
      continue;
    }
    if (SCHEMA_MAP_KEYWORDS.has(key)) {
      if (!isObject(value)) {
        leaveOut(key, 'a mapping of names to schemas');
        continue;
      }
      const map: JsonObject = {};
      for (const name of Object.keys(value)) {
        // patternProperties' names are patterns: read as JavaScript reads them, or left out.
        const mapped = key === 'patternProperties' ? jsPattern(name) : name;
        if (mapped === undefined) {
          ctx.warn(`the pattern ${JSON.stringify(name)} cannot be read as a JavaScript regular expression; this property pattern is left out`, [
            ...at,
            key,
            name,
          ]);
          continue;
        }
        setOwn(map, mapped, visit(value[name], ctx, component, depth + 1, inlining, [...at, key, name]));
      }
      setOwn(out, key === 'definitions' ? '$defs' : key, map);
    } else if (SCHEMA_LIST_KEYWORDS.has(key) || (key === 'items' && Array.isArray(value))) {
      if (!Array.isArray(value)) {
        leaveOut(key, 'a list of schemas');
        continue;
      }
      setOwn(
        out,
        key === 'items' ? 'prefixItems' : key,
        value.map((v, i) => visit(v, ctx, component, depth + 1, inlining, [...at, key, i])),
      );
    } else if (SUBSCHEMA_KEYWORDS.has(key)) {
      if (!isObject(value) && typeof value !== 'boolean') {
        leaveOut(key, 'a schema');
        continue;
      }
      setOwn(out, key, visit(value, ctx, component, depth + 1, inlining, [...at, key]));
    } else if (key === 'required') {
      const names = value as string[];
      if (new Set(names).size !== names.length) ctx.warn('"required" names a property twice; it is required once', [...at, key]);
      setOwn(out, key, [...new Set(names)]);
    } else if (key === 'pattern') {
      const pattern = jsPattern(value as string);
      if (pattern === undefined)
        ctx.warn(`the pattern ${JSON.stringify(value)} cannot be read as a JavaScript regular expression (nor translated to one); this check is left out`, [
          ...at,
          key,
        ]);
      else if (exponential(pattern))
        ctx.warn(
          `the pattern ${JSON.stringify(value)} can take exponential time on one value (a repeated group whose parts all repeat); this check is left out`,
          [...at, key],
        );
      else setOwn(out, key, pattern);
    } else setOwn(out, key, value);
  }
  fixNumericBounds(node, out);
  readMistakes(node, out, ctx, at, depth === 0 ? component : undefined);
  if (out.type === 'file' || (Array.isArray(out.type) && out.type.includes('file'))) {
    out.type = Array.isArray(out.type) ? [...new Set(out.type.map((t: string) => (t === 'file' ? 'string' : t)))] : 'string';
    out.format = 'binary';
  }
  if (Array.isArray(out.required) && out.required.length === 0) delete out.required;
  annotate(node, out);
  discriminate(node, out, ctx, at);
  return node.nullable === true ? nullable(out) : out;
}

function withoutRef(node: JsonObject, ctx: NormaliseContext, component: string | undefined, depth: number, inlining: readonly string[], at: At): JsonSchema {
  const { $ref: _ref, ...rest } = node;
  return visit(rest, ctx, component, depth, inlining, at);
}

/** OpenAPI 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` become the numeric 2020-12 form. */
function fixNumericBounds(node: JsonObject, out: JsonObject): void {
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof node[flag] !== 'boolean') continue;
    delete out[flag];
    if (node[flag] === true && isNumber(node[bound])) {
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

/**
 * Reads OpenAPI's `discriminator` into an annotation (the keyword itself is no JSON Schema):
 * `mapping` values that are component references (or bare component names) become those
 * components' names; one that names no component is left out, with a warning.
 */
function discriminate(node: JsonObject, out: JsonObject, ctx: NormaliseContext, at: At): void {
  const raw = node.discriminator;
  if (raw === undefined) return;
  if (!isObject(raw) || typeof raw.propertyName !== 'string' || raw.propertyName === '') {
    ctx.warn('"discriminator" must name a property (propertyName); it is left out', [...at, 'discriminator']);
    return;
  }
  const mapping: Record<string, string> = {};
  if (isObject(raw.mapping)) {
    for (const [value, target] of Object.entries(raw.mapping)) {
      const name = typeof target !== 'string' ? undefined : target.startsWith('#') ? componentName(target) : /^[\w.-]+$/.test(target) ? target : undefined;
      if (name === undefined) {
        ctx.warn(
          `the discriminator value ${JSON.stringify(value)} maps to ${JSON.stringify(target)}, which names no component schema; this value is left out`,
          [...at, 'discriminator', 'mapping', value],
        );
        continue;
      }
      setOwn(mapping, value, name);
    }
  }
  const d: Discriminator = { propertyName: raw.propertyName, mapping };
  Object.defineProperty(out, DISCRIMINATOR, { value: d, enumerable: true });
}
