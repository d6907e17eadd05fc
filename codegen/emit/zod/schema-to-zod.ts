// One JSON Schema (2020-12, as the model normalises it) as zod 4 code: what the generated ajv
// validators accept, as near as zod can say it. Components are referenced by their constant (in a
// getter where they are defined later or take part in a cycle, as zod 4 writes recursive
// schemas). What zod cannot say is left out of the zod schema (it accepts more there) and named
// in a comment: `unevaluatedProperties`, `if`/`then`, `not`, `dependentSchemas`, `contains`,
// `patternProperties`, `propertyNames`, min/maxProperties; `oneOf` is zod's union (any one, not
// exactly one). A discriminated `oneOf`/`anyOf` whose alternatives each fix the discriminator to
// values of their own (a `const` or `enum`, no two alike) is zod's discriminatedUnion (the
// alternative its value names is checked alone, which is exactly one); any other is a union, with
// the reason in a comment. Each schema is written in one shape (model/access.ts), as the
// validators check it: in the read shape (answers) a writeOnly property is not required, in the
// write shape (requests) a readOnly one.

import { hiddenIn, type Shape } from '../../model/access.js';
import { discriminatorOf, type Discriminator, type SchemaNode } from '../../model/schema-node.js';
import type { SchemaLookup } from '../../model/shape.js';
import type { JsonSchema } from '../../model/types.js';
import { isObject, type JsonObject } from '../../openapi/json.js';
import { componentName } from '../../openapi/pointer.js';

export interface ZodContext {
  /** The shape written: what an answer holds (`read`) or what a request sends (`write`). */
  shape: Shape;
  /** A component's constant in this shape, by component name. */
  constOf: (component: string) => string | undefined;
  /** Whether a reference to this component must wait (a getter): defined later, or in a cycle. */
  deferred: (component: string) => boolean;
  lookup: SchemaLookup;
  /** Keywords zod cannot say, collected for the module's notes. */
  unsaid: Set<string>;
  /** The module's helpers the code written uses (HELPERS), collected for the module's head. */
  helpers: Set<keyof typeof HELPERS>;
  /** Inside a getter: a deferred component is named as it is (the getter runs later). */
  inGetter?: boolean;
  /** Set when a deferred component is reached through z.lazy outside a getter (TypeScript cannot infer the constant's type then). */
  lazy?: { used: boolean };
}

export /** The component names a schema refers to. */
function refsOf(schema: unknown, out = new Set<string>()): Set<string> {
  const stack = [schema];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...node);
    else if (isObject(node))
      for (const [k, v] of Object.entries(node)) {
        if (k === '$ref' && typeof v === 'string') {
          const name = componentName(v);
          if (name !== undefined) out.add(name);
        } else if (typeof v === 'object' && v !== null) stack.push(v);
      }
  }
  return out;
}

const NOT_SAID = [
  'unevaluatedProperties',
  'unevaluatedItems',
  'if',
  'not',
  'dependentSchemas',
  'dependentRequired',
  'contains',
  'patternProperties',
  'propertyNames',
  'minProperties',
  'maxProperties',
];

/** zod's checks for JSON Schema formats ajv-formats checks; others are not checked by either in a way they share. */
const FORMATS: Record<string, string> = {
  'date-time': 'z.iso.datetime({ offset: true, local: false })',
  date: 'z.iso.date()',
  time: 'z.iso.time()',
  email: 'z.email()',
  uuid: 'z.guid()',
  ipv4: 'z.ipv4()',
  ipv6: 'z.ipv6()',
};

const lit = (v: unknown) => JSON.stringify(v);

// The code written names the globals a component's constant could shadow (a component called
// `Object`, `Set`, `JSON` or `RegExp` is a constant of that name in the module) through
// globalThis; `Array` is never a component's name (model/reserved.ts GLOBAL_TYPES), nor is any
// name starting with a small letter (`z`, the helpers).

/** Helpers a zod module defines when its schemas use them. */
export const HELPERS = {
  /** An array (or tuple) schema with a check of the whole array: the schema's own type, the check's parameter typed apart from it. */
  arrayCheck:
    '/** `schema` with a check of the whole array (its parameter typed apart from the schema, which may reach itself). */\n' +
    'const arrayCheck = <S extends z.ZodType>(schema: S, test: (a: readonly unknown[]) => boolean, message: string): S =>\n' +
    '  (schema as unknown as z.ZodType<readonly unknown[]>).refine(test, message) as unknown as S;',
  /** An intersection one part of which is a closed object: no key but that part's (zod's intersection lets a key through that another part accepts). */
  closedTo:
    '/** `schema` (an intersection) refusing any key but `keys`, as the closed object among its parts does in JSON Schema. */\n' +
    'const closedTo = <S extends z.ZodType>(schema: S, keys: readonly string[]): S =>\n' +
    "  (schema as unknown as z.ZodType).refine((v) => v === null || typeof v !== 'object' || Array.isArray(v) || globalThis.Object.keys(v).every((k) => keys.includes(k)), `no properties but ${keys.join(', ')}`) as unknown as S;",
} as const;

function stringZod(s: JsonObject, ctx: ZodContext): string {
  const format = typeof s.format === 'string' ? FORMATS[s.format] : undefined;
  if (typeof s.format === 'string' && format === undefined) ctx.unsaid.add(`format:${s.format}`);
  let out = format ?? 'z.string()';
  if (typeof s.minLength === 'number') out += `.min(${s.minLength})`;
  if (typeof s.maxLength === 'number') out += `.max(${s.maxLength})`;
  if (typeof s.pattern === 'string') out += `.regex(new globalThis.RegExp(${lit(s.pattern)}, 'u'))`;
  return out;
}

function numberZod(s: JsonObject, integer: boolean): string {
  // z.number().int() stops at 2^53, as ajv's integer check does not: an integer beyond it is refused.
  let out = integer ? 'z.number().int()' : 'z.number()';
  if (typeof s.minimum === 'number') out += `.gte(${s.minimum})`;
  if (typeof s.maximum === 'number') out += `.lte(${s.maximum})`;
  if (typeof s.exclusiveMinimum === 'number') out += `.gt(${s.exclusiveMinimum})`;
  if (typeof s.exclusiveMaximum === 'number') out += `.lt(${s.exclusiveMaximum})`;
  if (typeof s.multipleOf === 'number') out += `.multipleOf(${s.multipleOf})`;
  return out;
}

function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : lit(name);
}

function objectZod(s: JsonObject, ctx: ZodContext, depth: number): string {
  const props = isObject(s.properties) ? s.properties : {};
  const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
  const lines: string[] = [];
  for (const [name, sub] of Object.entries(props)) {
    const optional = !required.has(name) || hiddenIn(sub as JsonSchema, ctx.shape, ctx.lookup);
    const waits = !ctx.inGetter && [...refsOf(sub)].some((r) => ctx.constOf(r) !== undefined && ctx.deferred(r));
    if (waits) {
      // A getter: a component it reaches is defined later or refers back here (zod 4's recursive objects).
      lines.push(`get ${key(name)}() { return ${toZod(sub as JsonSchema, { ...ctx, inGetter: true }, depth + 1)}${optional ? '.optional()' : ''}; }`);
    } else lines.push(`${key(name)}: ${toZod(sub as JsonSchema, ctx, depth + 1)}${optional ? '.optional()' : ''}`);
  }
  // Required properties the schema does not describe: any value, but present.
  for (const name of required) if (!Object.hasOwn(props, name)) lines.push(`${key(name)}: z.unknown().refine((v) => v !== undefined)`);
  const shape = `{ ${lines.join(', ')} }`;
  const extra = s.additionalProperties;
  if (extra === false) return `z.strictObject(${shape})`;
  if (isObject(extra) && Object.keys(extra).length > 0) return `z.object(${shape}).catchall(${toZod(extra as JsonSchema, ctx, depth + 1)})`;
  return `z.looseObject(${shape})`;
}

function arrayZod(s: JsonObject, ctx: ZodContext, depth: number): string {
  let out: string;
  if (Array.isArray(s.prefixItems)) {
    const items = (s.prefixItems as JsonSchema[]).map((p) => toZod(p, ctx, depth + 1));
    const rest = s.items === false ? '' : `.rest(${s.items === undefined || s.items === true ? 'z.unknown()' : toZod(s.items as JsonSchema, ctx, depth + 1)})`;
    // A tuple's items are optional in JSON Schema (a shorter array passes).
    out = `z.tuple([${items.map((i) => `${i}.optional()`).join(', ')}])${rest}`;
  } else out = `z.array(${s.items === undefined || s.items === true ? 'z.unknown()' : toZod(s.items as JsonSchema, ctx, depth + 1)})`;
  // zod's tuples have no min/max: their length is checked as a refinement. Refinements go through
  // the module's `arrayCheck` (HELPERS): zod's own .refine types its callback from the array's
  // type, which TypeScript cannot work out when the array reaches its own component inside an
  // object's getter (TS7023/TS2615).
  const tuple = Array.isArray(s.prefixItems);
  const check = (test: string, message: string) => {
    ctx.helpers.add('arrayCheck');
    out = `arrayCheck(${out}, (a) => ${test}, ${lit(message)})`;
  };
  if (typeof s.minItems === 'number') tuple ? check(`a.length >= ${s.minItems}`, `at least ${s.minItems} items`) : (out += `.min(${s.minItems})`);
  if (typeof s.maxItems === 'number') tuple ? check(`a.length <= ${s.maxItems}`, `at most ${s.maxItems} items`) : (out += `.max(${s.maxItems})`);
  if (s.uniqueItems === true) check('new globalThis.Set(a.map((v) => globalThis.JSON.stringify(v))).size === a.length', 'items must be unique');
  return out;
}

const TYPE_KEYWORDS: Record<string, string[]> = {
  string: ['minLength', 'maxLength', 'pattern', 'format'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  object: ['properties', 'required', 'additionalProperties'],
  array: ['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems'],
};

/** The JSON types a schema's own keywords apply to, when it names none. */
function impliedTypes(s: JsonObject): string[] {
  return Object.entries(TYPE_KEYWORDS)
    .filter(([, words]) => words.some((w) => w in s))
    .map(([t]) => t);
}

function typedZod(type: string, s: JsonObject, ctx: ZodContext, depth: number): string {
  switch (type) {
    case 'string':
      return stringZod(s, ctx);
    case 'integer':
      return numberZod(s, true);
    case 'number':
      return numberZod(s, false);
    case 'boolean':
      return 'z.boolean()';
    case 'null':
      return 'z.null()';
    case 'array':
      return arrayZod(s, ctx, depth);
    case 'object':
      return objectZod(s, ctx, depth);
    default:
      return 'z.unknown()';
  }
}

/** Whether a value `v` is of a JSON type, as code. */
const IS_TYPE: Record<string, string> = {
  string: "typeof v === 'string'",
  number: "typeof v === 'number'",
  object: "(v !== null && typeof v === 'object' && !Array.isArray(v))",
  array: 'Array.isArray(v)',
};

const union = (parts: string[]) => (parts.length === 0 ? 'z.never()' : parts.length === 1 ? parts[0]! : `z.union([${parts.join(', ')}])`);

export function toZod(schema: JsonSchema, ctx: ZodContext, depth = 0): string {
  if (schema === true || schema === undefined) return 'z.unknown()';
  if (schema === false) return 'z.never()';
  if (!isObject(schema) || depth > 48) return 'z.unknown()';
  const s = schema as JsonObject;
  for (const word of NOT_SAID) if (word in s) ctx.unsaid.add(word);
  const parts: string[] = [];
  if (typeof s.$ref === 'string') {
    const name = componentName(s.$ref);
    const constant = name === undefined ? undefined : ctx.constOf(name);
    const lazy = constant !== undefined && ctx.deferred(name!) && !ctx.inGetter;
    if (lazy && ctx.lazy) ctx.lazy.used = true;
    parts.push(constant === undefined ? 'z.unknown()' : lazy ? `z.lazy(() => ${constant})` : constant);
  }
  if ('const' in s) parts.push(`z.literal(${lit(s.const)})`);
  else if (Array.isArray(s.enum)) {
    const values = s.enum as unknown[];
    const simple = values.filter((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v));
    if (simple.length !== values.length) ctx.unsaid.add('enum of objects');
    parts.push(simple.length ? union(simple.map((v) => `z.literal(${lit(v)})`)) : 'z.unknown()');
  } else {
    const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : impliedTypes(s);
    // Keywords of a type the value is not are ignored by JSON Schema: without `type`, any other value passes.
    const typed = types.map((t) => typedZod(t, s, ctx, depth));
    if (typed.length && s.type === undefined) {
      const other = `z.unknown().refine((v) => !(${types.map((t) => IS_TYPE[t]).join(' || ')}))`;
      parts.push(union([...typed, other]));
    } else if (typed.length) parts.push(union(typed));
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (!Array.isArray(s[key])) continue;
    const list = s[key] as JsonSchema[];
    const options = list.map((sub) => toZod(sub, ctx, depth + 1));
    const d = discriminatorOf(s as SchemaNode);
    const why = d && notDiscriminable(d, list, ctx);
    if (d && why === undefined) {
      // No two alternatives share a value, so the one it names is the one that matches; a value
      // naming none (or without the property) is tried against each, as the validators try it.
      parts.push(`z.discriminatedUnion(${lit(d.propertyName)}, [${options.join(', ')}], { unionFallback: true })`);
      continue;
    }
    // A union of the alternatives: any one (not exactly one), and for a discriminated list, whichever matches (not the one the value names).
    if (why) ctx.unsaid.add(`${key} (discriminator not applied)`);
    else if (key === 'oneOf') ctx.unsaid.add('oneOf (as anyOf)');
    parts.push(why ? `/* a union, not z.discriminatedUnion: ${why} */ ${union(options)}` : union(options));
  }
  if (Array.isArray(s.allOf)) for (const sub of s.allOf as JsonSchema[]) parts.push(toZod(sub, ctx, depth + 1));
  if (parts.length === 0) return 'z.unknown()';
  // Every keyword must hold: the parts are intersected (objects' unknown keys pass through each).
  if (parts.length === 1) return parts[0]!;
  let out = parts.reduce((a, b) => `z.intersection(${a}, ${b})`);
  // zod's intersection refuses a key only when both sides refuse it, so a closed part (a strict
  // object) beside an open one would let any key through; JSON Schema's allOf has each closed part
  // refuse the keys it does not declare. Each closed part's keys are checked on the whole.
  const closed = [
    s.$ref === undefined ? undefined : { $ref: s.$ref },
    s.additionalProperties === false ? s : undefined,
    ...(Array.isArray(s.allOf) ? s.allOf : []),
  ];
  for (const keys of new Set(closed.map((part) => JSON.stringify(closedKeys(part, ctx))))) {
    if (keys === undefined) continue;
    ctx.helpers.add('closedTo');
    out = `closedTo(${out}, ${keys})`;
  }
  return out;
}

/** The properties of a closed object (`additionalProperties: false`), itself or the component it refers to; undefined for any other schema. */
function closedKeys(schema: unknown, ctx: ZodContext, hops = 0): string[] | undefined {
  if (!isObject(schema) || hops > 16) return undefined;
  if (typeof schema.$ref === 'string' && Object.keys(schema).length === 1) {
    const name = componentName(schema.$ref);
    return name === undefined ? undefined : closedKeys(ctx.lookup(name), ctx, hops + 1);
  }
  if (schema.additionalProperties !== false || 'patternProperties' in schema) return undefined;
  return Object.keys(isObject(schema.properties) ? schema.properties : {}).sort();
}

/** The object schema an alternative is, followed through its reference; or why zod could not dispatch on it. */
function alternativeObject(alt: JsonSchema, ctx: ZodContext): JsonObject | string {
  let schema: unknown = alt;
  if (isObject(alt) && typeof alt.$ref === 'string' && Object.keys(alt).length === 1) {
    const name = componentName(alt.$ref);
    if (name === undefined || ctx.constOf(name) === undefined) return 'it refers to no component';
    if (ctx.deferred(name) && !ctx.inGetter) return `${name} is defined later (reached through z.lazy)`;
    schema = ctx.lookup(name);
  }
  if (!isObject(schema) || schema.type !== 'object') return 'it is not an object schema';
  const composed = ['$ref', 'allOf', 'anyOf', 'oneOf', 'const', 'enum'].find((k) => k in schema);
  return composed ? `it has ${composed} besides its properties` : schema;
}

/**
 * Why a discriminated list cannot be zod's discriminatedUnion, or undefined when it can: each
 * alternative an object (itself or the component it refers to, defined before) that fixes the
 * discriminator property with a `const` or `enum` of its own, no value naming two alternatives.
 */
function notDiscriminable(d: Discriminator, list: readonly JsonSchema[], ctx: ZodContext): string | undefined {
  const taken = new Set<unknown>();
  for (const [i, alt] of list.entries()) {
    const object = alternativeObject(alt, ctx);
    if (typeof object === 'string') return `alternative ${i + 1}: ${object}`;
    const property = isObject(object.properties) ? object.properties[d.propertyName] : undefined;
    const values =
      !isObject(property) || ['$ref', 'allOf', 'anyOf', 'oneOf'].some((k) => k in property)
        ? undefined
        : 'const' in property
          ? [property.const]
          : property.enum;
    if (!Array.isArray(values)) return `alternative ${i + 1} does not fix ${d.propertyName} with a const or enum`;
    for (const v of values) {
      if (v !== null && typeof v === 'object') return `alternative ${i + 1} names itself with an object`;
      if (taken.has(v)) return `${lit(v)} names two alternatives`;
      taken.add(v);
    }
  }
  return undefined;
}
