// Common writing mistakes in schemas, read as their writers meant them while normalising (model/
// schema.ts), each with a warning at the keyword: one odd keyword never costs the document, nor
// makes the client refuse what the service takes. A component that includes itself through its
// parts, a closed object whose properties come from
// composed parts, a closed part of a larger object, an enum of another type than the schema's or
// that its format refuses, lengths no value of a fixed-length format has, a pattern that refuses
// the schema's own example, a closed object requiring what it does not declare, a oneOf whose
// alternatives check the same.

import { isObject, type JsonObject } from '../openapi/json.js';
import { resolveRef } from '../openapi/pointer.js';
import { formatHolds, knownFormat } from './formats.js';
import { declaredIn } from './open-parts.js';
import type { At, NormaliseContext } from './normalise-context.js';

/** Every reading below, in order, on a schema's normalised form `out` (`node`: as written; `component`: its name, at a component's top). */
export function readMistakes(node: JsonObject, out: JsonObject, ctx: NormaliseContext, at: At, component: string | undefined): void {
  if (component !== undefined) selfComposed(out, ctx, at, component);
  openPart(node, out, ctx, at, component);
  closedOverParts(node, out, ctx, at);
  enumOfType(out, node.nullable === true, ctx, at);
  enumOfFormat(out, ctx, at);
  enumOfLengths(out, ctx, at);
  lengthsOfFormat(out, ctx, at);
  patternOfExample(node, out, ctx, at);
  requiredOfClosed(out, ctx, at);
  oneOfAlike(out, ctx, at);
  oneOfOpenAlike(node, out, ctx, at);
}

const COMPOSITION = ['allOf', 'anyOf', 'oneOf'] as const;

/**
 * Whether `node` reaches component `name` through references and composition alone (no property or
 * item between). Each node is visited once (`seen`): composition graphs share parts, and walking
 * every path through them would take exponential time.
 */
function reaches(doc: JsonObject, node: unknown, name: string, seen: Set<unknown>): boolean {
  if (!isObject(node) || seen.has(node)) return false;
  seen.add(node);
  if (typeof node.$ref === 'string') {
    if (node.$ref === `#/components/schemas/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`) return true;
    return node.$ref.startsWith('#/') && reaches(doc, resolveRef(doc, node.$ref), name, seen);
  }
  return COMPOSITION.some((key) => Array.isArray(node[key]) && (node[key] as unknown[]).some((part) => reaches(doc, part, name, seen)));
}

/**
 * A component that includes itself through allOf/anyOf/oneOf with nothing between (`Loop: { allOf:
 * [Loop, ...] }`): the part says nothing more, and a validator would follow it forever. It is left out.
 */
function selfComposed(out: JsonObject, ctx: NormaliseContext, at: At, component: string): void {
  for (const key of COMPOSITION) {
    const list = out[key];
    if (!Array.isArray(list)) continue;
    const kept = list.filter((part) => !reaches(ctx.doc, part, component, new Set()));
    if (kept.length === list.length) continue;
    if (kept.length > 0) out[key] = kept;
    else delete out[key];
    ctx.warn(`"${key}" includes this schema itself, which adds nothing and would be followed forever; that part is left out`, [...at, key]);
  }
}

/** A closed object that is also a part of a larger one, beside parts with other properties (model/open-parts.ts): left open. */
function openPart(node: JsonObject, out: JsonObject, ctx: NormaliseContext, at: At, component: string | undefined): void {
  if (out.additionalProperties !== false || !ctx.open) return;
  const refused = (component !== undefined ? ctx.open.components.get(component) : undefined) ?? ctx.open.inline.get(node);
  if (refused === undefined) return;
  delete out.additionalProperties;
  ctx.warn(
    `"additionalProperties": false would refuse ${JSON.stringify(refused)}, which another part of an allOf this object is a part of declares; left out (the combined object is checked as a whole)`,
    [...at, 'additionalProperties'],
  );
}

/**
 * `additionalProperties: false` beside `allOf`/`anyOf`/`oneOf` whose parts declare properties the
 * object itself does not: JSON Schema does not look into the parts, so every one of those
 * properties would be refused, and no value could be sent. What the writer meant is 2020-12's
 * `unevaluatedProperties: false` (nothing but what some part declares), which it becomes, with a warning.
 */
function closedOverParts(node: JsonObject, out: JsonObject, ctx: NormaliseContext, at: At): void {
  if (out.additionalProperties !== false || !['allOf', 'anyOf', 'oneOf'].some((k) => Array.isArray(out[k]))) return;
  const own = new Set(isObject(node.properties) ? Object.keys(node.properties) : []);
  const inParts = new Set<string>();
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) if (Array.isArray(node[key])) for (const part of node[key]) declaredIn(ctx.doc, part, inParts);
  const patterns = isObject(out.patternProperties) ? Object.keys(out.patternProperties) : [];
  const refused = [...inParts].filter((name) => !own.has(name) && !patterns.some((p) => new RegExp(p, 'u').test(name)));
  if (refused.length === 0) return;
  delete out.additionalProperties;
  out.unevaluatedProperties = false;
  const names = refused
    .slice(0, 3)
    .map((n) => JSON.stringify(n))
    .join(', ');
  ctx.warn(
    `"additionalProperties": false would refuse the properties its ${['allOf', 'anyOf', 'oneOf'].filter((k) => Array.isArray(node[k])).join('/')} parts declare (${names}${refused.length > 3 ? ', ...' : ''}): read as "unevaluatedProperties": false`,
    [...at, 'additionalProperties'],
  );
}

const typeOfValue = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v;

/**
 * An `enum` whose values are not of the schema's `type` can never be met. On an array of
 * scalars it lists the items' values (Swagger writers put it there): it moves to `items`.
 * Otherwise the values of another type are left out, and the enum too when none is left.
 */
function enumOfType(out: JsonObject, nullable: boolean, ctx: NormaliseContext, at: At): void {
  if (!Array.isArray(out.enum) || out.type === undefined) return;
  const types = Array.isArray(out.type) ? out.type.map(String) : [String(out.type)];
  if (nullable) types.push('null');
  const holds = (v: unknown) => {
    const t = typeOfValue(v);
    return types.includes(t) || (t === 'integer' && types.includes('number'));
  };
  const wrong = out.enum.filter((v) => !holds(v));
  if (wrong.length === 0) return;
  if (types.length === 1 && types[0] === 'array' && out.enum.every((v) => typeOfValue(v) !== 'array')) {
    const items = isObject(out.items) ? out.items : {};
    if (!Array.isArray(items.enum)) out.items = { ...items, enum: out.enum };
    delete out.enum;
    ctx.warn(`"enum" lists values of the items of this array; ${Array.isArray(items.enum) ? 'they list them already: left out' : "read as the items' enum"}`, [
      ...at,
      'enum',
    ]);
    return;
  }
  const kept = out.enum.filter(holds);
  const shown = wrong
    .slice(0, 3)
    .map((v) => JSON.stringify(v))
    .join(', ');
  if (kept.length === 0) {
    delete out.enum;
    ctx.warn(`"enum" lists no value of type ${types.join(' or ')} (${shown}); this keyword is left out`, [...at, 'enum']);
  } else {
    out.enum = kept;
    ctx.warn(`"enum" lists values that are not of type ${types.join(' or ')} (${shown}); they are left out`, [...at, 'enum']);
  }
}

/**
 * An `enum` with a string the schema's own `format` refuses (`enum: [now]` beside `format:
 * date-time`, for "a date-time, or the word now"): no value could meet both. Read as what the
 * writer meant, either one: `anyOf: [{ format }, { enum }]`; beside an `anyOf` of its own, both are left out.
 */
function enumOfFormat(out: JsonObject, ctx: NormaliseContext, at: At): void {
  if (typeof out.format !== 'string' || !Array.isArray(out.enum)) return;
  const format = out.format;
  const refused = out.enum.find((v) => typeof v === 'string' && !formatHolds(format, v));
  if (refused === undefined) return;
  const { enum: values } = out;
  delete out.enum;
  delete out.format;
  if (out.anyOf === undefined) {
    out.anyOf = [{ format }, { enum: values }];
    ctx.warn(`"enum" value ${JSON.stringify(refused)} is not a ${format}, as "format" asks; read as either one (anyOf)`, [...at, 'enum']);
  } else ctx.warn(`"enum" value ${JSON.stringify(refused)} is not a ${format}, as "format" asks; both keywords are left out`, [...at, 'enum']);
}

/**
 * An enum with a value the schema's own lengths or pattern refuse (`enum: [MALE, FEMALE]` beside
 * `maxLength: 1`): the enum lists the values exactly, so those keywords are left out.
 */
function enumOfLengths(out: JsonObject, ctx: NormaliseContext, at: At): void {
  if (!Array.isArray(out.enum)) return;
  const strings = out.enum.filter((v): v is string => typeof v === 'string');
  const refusedBy = (key: string, refuses: (v: string) => boolean) => {
    const value = strings.find(refuses);
    if (value === undefined) return;
    ctx.warn(`"enum" value ${JSON.stringify(value)} breaks "${key}": ${JSON.stringify(out[key])}; the enum lists the values, so this keyword is left out`, [
      ...at,
      key,
    ]);
    delete out[key];
  };
  if (typeof out.maxLength === 'number') refusedBy('maxLength', (v) => [...v].length > (out.maxLength as number));
  if (typeof out.minLength === 'number') refusedBy('minLength', (v) => [...v].length < (out.minLength as number));
  if (typeof out.pattern === 'string') {
    let re: RegExp | undefined;
    try {
      re = new RegExp(out.pattern, 'u');
    } catch {
      re = undefined;
    }
    if (re) refusedBy('pattern', (v) => !re.test(v));
  }
}

/** Formats whose every value has one length. */
const FIXED_LENGTH: Record<string, number> = { uuid: 36, date: 10 };

/** `minLength`/`maxLength` that no value of the schema's fixed-length format meets (a uuid of 64 characters): left out. */
function lengthsOfFormat(out: JsonObject, ctx: NormaliseContext, at: At): void {
  const length = typeof out.format === 'string' ? FIXED_LENGTH[out.format] : undefined;
  if (length === undefined) return;
  for (const key of ['minLength', 'maxLength'] as const) {
    const bound = out[key];
    if (typeof bound !== 'number' || (key === 'minLength' ? bound <= length : bound >= length)) continue;
    delete out[key];
    ctx.warn(`"${key}": ${bound} leaves no ${out.format} (always ${length} characters); this keyword is left out`, [...at, key]);
  }
}

/**
 * A `pattern` that refuses the schema's own examples (every one given): the document contradicts
 * itself, and the examples are what its writers send (a doubly escaped `\\.` that asks for a
 * backslash, a Java-only construct read otherwise). The check is left out, so that no value like
 * the documented one is refused before it is sent.
 */
function patternOfExample(node: JsonObject, out: JsonObject, ctx: NormaliseContext, at: At): void {
  if (typeof out.pattern !== 'string') return;
  const examples = [node.example, ...(Array.isArray(node.examples) ? node.examples : [])].filter((v): v is string => typeof v === 'string');
  if (examples.length === 0) return;
  let re: RegExp;
  try {
    re = new RegExp(out.pattern, 'u');
  } catch {
    return;
  }
  if (examples.some((e) => re.test(e))) return;
  ctx.warn(`the pattern ${JSON.stringify(out.pattern)} refuses the schema's own example ${JSON.stringify(examples[0]).slice(0, 80)}; this check is left out`, [
    ...at,
    'pattern',
  ]);
  delete out.pattern;
}

/** A closed object (`additionalProperties: false`) that requires a property it does not declare (`json_schema` beside `jsonSchema`): no value has it; the name is left out of `required`. */
function requiredOfClosed(out: JsonObject, ctx: NormaliseContext, at: At): void {
  if (out.additionalProperties !== false || !Array.isArray(out.required) || isObject(out.patternProperties)) return;
  if (['allOf', 'anyOf', 'oneOf', '$ref'].some((k) => out[k] !== undefined)) return;
  const declared = isObject(out.properties) ? out.properties : {};
  const missing = (out.required as string[]).filter((name) => !Object.hasOwn(declared, name));
  if (missing.length === 0) return;
  out.required = (out.required as string[]).filter((name) => Object.hasOwn(declared, name));
  if ((out.required as string[]).length === 0) delete out.required;
  ctx.warn(
    `"required" names ${missing.map((n) => JSON.stringify(n)).join(', ')}, which this closed object does not declare; no value could have it, so it is left out`,
    [...at, 'required'],
  );
}

const ANNOTATIONS = new Set(['description', 'title', 'example', 'examples', 'deprecated', 'readOnly', 'writeOnly', 'default', '$comment']);

/** A schema without what checks nothing: annotations, and formats the validators do not know (JSON Schema: annotations then). */
function checkedPart(schema: unknown, depth = 0): unknown {
  if (Array.isArray(schema)) return schema.map((s) => checkedPart(s, depth + 1));
  if (!isObject(schema) || depth > 16) return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key) || (key === 'format' && typeof value === 'string' && !knownFormat(value))) continue;
    out[key] = key === 'enum' || key === 'const' ? value : checkedPart(value, depth + 1);
  }
  return out;
}

const checked = (schema: unknown): string => JSON.stringify(checkedPart(schema));

/**
 * An alternative as it checks: a reference with nothing beside it but annotations, followed to the
 * schema it names (two components that check the same are alike however they are named).
 */
function followed(doc: JsonObject, alt: unknown): unknown {
  let cur = alt;
  for (let hops = 0; hops < 8 && isObject(cur) && typeof cur.$ref === 'string'; hops++) {
    if (!Object.keys(cur).every((k) => k === '$ref' || ANNOTATIONS.has(k))) break;
    const target = resolveRef(doc, cur.$ref);
    if (target === undefined) break;
    cur = target;
  }
  return cur;
}

/**
 * A `oneOf` with two alternatives that check the same (`{ type: string, format: asset-id }` and
 * `{ type: string, format: upload-id }`, formats no validator knows; or two components alike but
 * for their names and descriptions): every value either meets takes both, and oneOf wants exactly
 * one. Read as `anyOf`.
 */
function oneOfAlike(out: JsonObject, ctx: NormaliseContext, at: At): void {
  if (!Array.isArray(out.oneOf) || out.oneOf.length < 2) return;
  const seen = new Set<string>();
  for (const alt of out.oneOf) {
    const text = checked(followed(ctx.doc, alt));
    if (!seen.has(text)) {
      seen.add(text);
      continue;
    }
    out.anyOf = out.oneOf;
    delete out.oneOf;
    ctx.warn('"oneOf" has alternatives that check the same, so no value meets exactly one; read as "anyOf"', [...at, 'oneOf']);
    return;
  }
}

/** The object schema `node` stands for (references followed), when it is a plain open one whose properties take any value of their type. */
function openObject(doc: JsonObject, node: unknown): JsonObject | undefined {
  const cur = followed(doc, node);
  if (!isObject(cur) || cur.additionalProperties === false || cur.unevaluatedProperties === false) return undefined;
  if (cur.type !== 'object' && !isObject(cur.properties)) return undefined;
  if (['allOf', 'anyOf', 'oneOf', 'not', 'if', 'discriminator', 'enum', 'const'].some((k) => cur[k] !== undefined)) return undefined;
  // A property that takes only some values (an enum, a const, a component's) may tell the alternatives apart.
  const props = isObject(cur.properties) ? Object.values(cur.properties) : [];
  if (props.some((p) => isObject(p) && (p.enum !== undefined || p.const !== undefined || typeof p.$ref === 'string'))) return undefined;
  return cur;
}

/**
 * A `oneOf` with two open alternatives that require the same properties and declare no property
 * differently (shipengine's `{ shipment_id }` and `{ shipment }`, neither required): every value of
 * one meets the other too, and oneOf wants exactly one. Read as `anyOf`. (Alternatives that require
 * different properties stay a oneOf: a value of the one requiring less meets only it.)
 */
function oneOfOpenAlike(node: JsonObject, out: JsonObject, ctx: NormaliseContext, at: At): void {
  if (!Array.isArray(out.oneOf) || !Array.isArray(node.oneOf) || node.oneOf.length < 2 || node.discriminator !== undefined) return;
  const objects = node.oneOf.map((alt) => openObject(ctx.doc, alt));
  const requiredOf = (o: JsonObject) => JSON.stringify((Array.isArray(o.required) ? o.required.map(String) : []).sort());
  const propsOf = (o: JsonObject) => (isObject(o.properties) ? o.properties : {});
  const alike = (a: JsonObject, b: JsonObject) =>
    requiredOf(a) === requiredOf(b) &&
    Object.entries(propsOf(a)).every(([name, p]) => !Object.hasOwn(propsOf(b), name) || checked(p) === checked(propsOf(b)[name]));
  const found = objects.some((a, i) => a && objects.some((b, j) => j > i && b && alike(a, b)));
  if (!found) return;
  out.anyOf = out.oneOf;
  delete out.oneOf;
  ctx.warn('"oneOf" has open alternatives that require the same properties and declare none differently, so a value meets both; read as "anyOf"', [
    ...at,
    'oneOf',
  ]);
}
