// Schemas as the validators' ajv instances are given them: the annotations no validator reads
// dropped, component references pointed at the components' ajv ids (`<base>components/<name>`),
// boolean schemas in their object form, each checked against JSON Schema 2020-12 before it is
// added. Shared by the params validators (validator-modules.ts) and the mocks' success-response
// schemas (response-schemas.ts).

import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { isObject as isObj, type JsonObject as Obj } from '../../openapi/json.js';
import { refSegments } from '../../openapi/pointer.js';
import { SCHEMA_MAP_KEYWORDS, VALUE_KEYWORDS } from '../../openapi/schema-keywords.js';

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

function setOwn(obj: Obj, key: string, value: unknown): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Drops annotations (ANNOTATIONS_TO_DROP) and points component references at their ajv ids. */
export function cleanSchema(schema: unknown, base: string): unknown {
  if (Array.isArray(schema)) return schema.map((s) => cleanSchema(s, base));
  if (!isObj(schema)) return schema;
  const out: Obj = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('x-') || ANNOTATIONS_TO_DROP.has(key)) continue;
    if (key === '$ref' && typeof value === 'string') out.$ref = ajvRef(value, base);
    else if (SCHEMA_MAP_KEYWORDS.has(key) && isObj(value)) {
      const map: Obj = {};
      for (const [name, sub] of Object.entries(value)) setOwn(map, name, cleanSchema(sub, base));
      out[key] = map;
    } else if (VALUE_KEYWORDS.has(key)) out[key] = value;
    else setOwn(out, key, cleanSchema(value, base));
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
 * `addSchema`), with one checker per process: every ajv instance would otherwise compile the
 * meta-schema again. Throws ajv's own "schema is invalid: ..." error.
 */
let metaChecker: Ajv2020 | undefined;
export function checkSchema(schema: Obj): void {
  metaChecker ??= addFormats(new Ajv2020({ strict: false, logger: false }));
  metaChecker.validateSchema(schema, true);
}
