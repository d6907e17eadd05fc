// Schemas as the validators' ajv instances are given them: the annotations no validator reads
// dropped, component references pointed at the components' ajv ids (`<base>components/<name>`),
// boolean schemas in their object form, each checked against JSON Schema 2020-12 before it is
// added. Shared by the params validators (validator-modules.ts) and the mocks' success-response
// schemas (response-schemas.ts).

import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { isObject as isObj, type JsonObject as Obj } from '../../openapi/json.js';
import { refSegments, valueAt } from '../../openapi/pointer.js';
import { SCHEMA_MAP_KEYWORDS, VALUE_KEYWORDS } from '../../openapi/schema-keywords.js';
import { hiddenIn, type Shape } from '../../model/access.js';
import { discriminatedBranches } from '../../model/discriminator.js';
import { discriminatorOf, type JsonSchema, type SchemaNode } from '../../model/schema-node.js';
import type { ServiceModel } from '../../model/types.js';
import type { SchemaLookup } from '../../model/shape.js';
import { leafOf } from '../../model/value-plans.js';
import { validate as compiledMetaSchema } from './meta-schema-2020.js';

/** ajv-formats' plugin, typed for ajv's 2020-12 instances. */
export const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

// Keywords no validator reads: OpenAPI's own, and JSON Schema's annotations.
const ANNOTATIONS_TO_DROP = new Set([
  'example',
  'discriminator',
  'xml',
  'externalDocs',
  'title',
  'description',
  '$comment',
  'deprecated',
  'readOnly',
  'writeOnly',
  'examples',
]);

/**
 * The ajv `$id` of a component schema. A name that is a dot segment (`.`, `..`: legal component
 * names) would vanish when the URI is resolved, so it gets a `~` in front, a character no
 * component name may contain.
 */
export function componentId(base: string, name: string): string {
  const segment = encodeURIComponent(name);
  return `${base}components/${segment === '.' || segment === '..' ? `~${segment}` : segment}`;
}

/** `#/components/schemas/X/properties/y` → `<base>components/X#/properties/y`. */
function ajvRef(ref: string, base: string): string {
  const segments = refSegments(ref);
  if (!segments || segments.length < 3 || segments[0] !== 'components' || segments[1] !== 'schemas') return ref;
  const rest = segments.slice(3);
  return `${componentId(base, segments[2]!)}${rest.length ? `#/${rest.map((x) => x.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}` : ''}`;
}

/** Whether `ref`, if it points into the component schemas, names one there (and a part it has). */
function resolves(ref: string, lookup: SchemaLookup): boolean {
  const segments = refSegments(ref);
  if (!segments || segments.length < 3 || segments[0] !== 'components' || segments[1] !== 'schemas') return true;
  return valueAt(lookup(segments[2]!), segments.slice(3)) !== undefined;
}

function setOwn(obj: Obj, key: string, value: unknown): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

/** How a schema is read: in which shape (model/access.ts), with the component schemas by name. */
export interface SchemaView {
  shape: Shape;
  lookup: SchemaLookup;
  /**
   * With `--int64`, requests: an int64 integer beyond 2^53 travels as its digits in a URL (the
   * route's prepare writes it so), which the check takes too.
   */
  int64Digits?: boolean;
}

/**
 * How a service's schemas are checked in `shape`: requests (and webhook deliveries, checked alike)
 * in the write shape, where a readOnly property is not required (and with `--int64`, digits pass
 * for an int64 integer); answers in the read shape, where a writeOnly property is not required.
 */
export function schemaView(model: ServiceModel, shape: 'write' | 'read'): SchemaView {
  const byName = new Map(model.schemas.map((s) => [s.name, s.schema]));
  return { shape, lookup: (name) => byName.get(name), ...(shape === 'write' && model.transforms?.int64 ? { int64Digits: true } : {}) };
}

/**
 * A discriminated oneOf/anyOf as a chain of if/then: a value whose discriminator property names an
 * alternative is checked against that one alternative (its errors alone are reported, not those of
 * every alternative); any other value against the list as written.
 */
function discriminatedChain(schema: SchemaNode, key: 'oneOf' | 'anyOf', cleaned: unknown[], view: SchemaView): Obj | undefined {
  const d = discriminatorOf(schema);
  if (!d) return undefined;
  const branches = discriminatedBranches(d, schema[key]!, view.lookup);
  if (branches.length === 0) return undefined;
  let chain: Obj = { [key]: cleaned };
  for (const b of [...branches].reverse()) {
    const when: Obj = { type: 'object', properties: {}, required: [d.propertyName] };
    setOwn(when.properties as Obj, d.propertyName, { enum: b.values });
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords, never awaited.
    chain = { if: when, then: cleaned[b.index], else: chain };
  }
  return chain;
}

/**
 * Drops annotations (ANNOTATIONS_TO_DROP) and points component references at their ajv ids; with a
 * view, properties hidden in its shape are no longer required and discriminated alternatives are
 * chosen by their discriminator.
 */
export function cleanSchema(schema: unknown, base: string, view?: SchemaView): unknown {
  if (Array.isArray(schema)) return schema.map((s) => cleanSchema(s, base, view));
  if (!isObj(schema)) return schema;
  if (view?.int64Digits && leafOf(schema as SchemaNode, { int64: 'bigint' })) {
    // Also a string of digits (`pattern` checks strings only; the integer's bounds, numbers only).
    const { int64Digits: _digits, ...rest } = view;
    const cleaned = cleanSchema(schema, base, rest) as Obj;
    return { ...cleaned, type: [...new Set([cleaned.type, 'string'].flat())], pattern: '^-?[0-9]+$' };
  }
  const out: Obj = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('x-') || ANNOTATIONS_TO_DROP.has(key)) continue;
    if (key === '$ref' && typeof value === 'string') {
      // A reference that does not resolve (the refs check warns) accepts anything, as that warning says.
      if (!view || resolves(value, view.lookup)) out.$ref = ajvRef(value, base);
    } else if (SCHEMA_MAP_KEYWORDS.has(key) && isObj(value)) {
      const map: Obj = {};
      for (const [name, sub] of Object.entries(value)) setOwn(map, name, cleanSchema(sub, base, view));
      out[key] = map;
    } else if (key === 'required' && view && Array.isArray(value) && isObj(schema.properties)) {
      const props = schema.properties;
      const required = value.filter((name) => !(Object.hasOwn(props, name) && hiddenIn(props[name] as JsonSchema, view.shape, view.lookup)));
      if (required.length > 0) out.required = required;
    } else if (VALUE_KEYWORDS.has(key)) out[key] = value;
    else if ((key === 'oneOf' || key === 'anyOf') && view && Array.isArray(value)) {
      const cleaned = value.map((s) => cleanSchema(s, base, view));
      const chain = discriminatedChain(schema as SchemaNode, key, cleaned, view);
      if (chain) out.allOf = [...((out.allOf as unknown[] | undefined) ?? []), chain];
      else out[key] = cleaned;
    } else if (key === 'allOf' && Array.isArray(value))
      out.allOf = [...value.map((s) => cleanSchema(s, base, view)), ...((out.allOf as unknown[] | undefined) ?? [])];
    else setOwn(out, key, cleanSchema(value, base, view));
  }
  return out;
}

/** A schema object ajv can register: a boolean schema becomes its object form. */
export function withId(schema: unknown, id: string | undefined): Obj {
  const obj: Obj = schema === false ? { not: {} } : isObj(schema) ? { ...schema } : {};
  if (id !== undefined) obj.$id = id;
  return obj;
}

/**
 * Checks a schema against JSON Schema 2020-12 (what ajv's `validateSchema` option does on each
 * `addSchema`): with the meta-schema compiled ahead of time (meta-schema-2020.ts) unless the schema
 * names another, then with one ajv checker per process, as every ajv instance would otherwise
 * compile the meta-schema again. Throws ajv's own "schema is invalid: ..." error.
 */
let metaChecker: Ajv2020 | undefined;
/** The compiled module's validator (ajv standalone output, not type-checked). */
const metaSchema2020 = compiledMetaSchema as unknown as ((schema: unknown) => boolean) & { errors?: unknown };
export function checkSchema(schema: Obj): void {
  if (schema.$schema === undefined || schema.$schema === META_SCHEMA) {
    if (metaSchema2020(schema)) return;
    throw new Error(`schema is invalid: ${((metaChecker ??= metaAjv())).errorsText(metaSchema2020.errors as ErrorObject[])}`);
  }
  (metaChecker ??= metaAjv()).validateSchema(schema, true);
}

/** The meta-schema schemas are checked against when they name none. */
export const META_SCHEMA = 'https://json-schema.org/draft/2020-12/schema';

/** The ajv instance schemas are checked with (`code` to compile it standalone: compile-meta-schema.ts). */
export function metaAjv(code?: object): Ajv2020 {
  return addFormats(new Ajv2020({ strict: false, logger: false, ...(code ? { code } : {}) }));
}
