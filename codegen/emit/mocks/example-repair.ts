// Makes an operation's example parameters pass the operation's own compiled params validator (the
// one the client runs before sending). The examples are built from the document's examples and
// from the schemas (fixtures.ts), which cannot foresee every keyword; ajv can. Each error ajv
// reports names where the value breaks the schema, and that part alone is replaced: a property
// the schema does not allow is removed, a missing required one added, and any other broken value
// synthesised again from the schema at that place without the document's examples. A part that
// still fails is left out where it is an optional property, else replaced one level up.
// Bounded: a few rounds, each over ajv's list of errors.
// An example that surely fits (fits.ts's verdict, which reads the schema as the validators do)
// needs no validator: none is asked for, so none is compiled or made a function (on Microsoft
// Graph's description, 1.2 of its 15 s went to making the params validators functions to check
// examples that all fitted).

import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { isObject, type JsonObject, shallowCopy } from '../../openapi/json.js';
import type { JsonSchema, ServiceModel } from '../../model/types.js';
import { resolveSchema } from './component-schemas.js';
import { verdict } from './fits.js';
import { exampleFor } from './fixtures.js';

const ROUNDS = 8;
/** Keywords whose errors name what failed inside another schema (the inner errors say more, or the value is made again). */
const COMPOSITE = new Set(['oneOf', 'anyOf', 'not', 'if', 'then', 'else', 'contains', 'dependentSchemas', 'propertyNames']);

type Segments = string[];

const segmentsOf = (pointer: string): Segments =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

function follow(model: ServiceModel, schema: JsonSchema | undefined): JsonSchema | undefined {
  let s = schema;
  for (let hops = 0; hops < 16 && isObject(s) && s.$ref !== undefined; hops++) s = resolveSchema(model, s);
  return s;
}

/**
 * The schema a value at `segments` inside a value of `schema` is checked against: where the schema
 * and its allOf parts declare it more than once (a property's type in one part, its enum in
 * another: bitbucket's pipeline selector), all of them as one allOf; else the first oneOf/anyOf
 * branch or additionalProperties that declares it.
 */
export function schemaAt(model: ServiceModel, schema: JsonSchema | undefined, segments: Segments): JsonSchema | undefined {
  const found = schemasAt(model, schema, segments, 0);
  return found.length <= 1 ? found[0] : { allOf: found };
}

function schemasAt(model: ServiceModel, schema: JsonSchema | undefined, segments: Segments, depth: number): JsonSchema[] {
  const s = follow(model, schema);
  if (segments.length === 0) return s === undefined ? [] : [s];
  if (!isObject(s) || depth > 64) return [];
  const [head, ...rest] = segments as [string, ...string[]];
  const inner = (sub: JsonSchema | undefined) => {
    const below = schemasAt(model, sub, rest, depth + 1);
    return below.length <= 1 ? below : [{ allOf: below }];
  };
  const own = ownSchemaAt(s, head);
  const found = own === undefined ? [] : inner(own);
  for (const part of s.allOf ?? []) found.push(...schemasAt(model, part, segments, depth + 1));
  if (found.length) return found;
  for (const key of ['oneOf', 'anyOf'] as const) {
    for (const part of s[key] ?? []) {
      const branch = schemasAt(model, part, segments, depth + 1);
      if (branch.length) return branch;
    }
  }
  if (isObject(s.additionalProperties)) return inner(s.additionalProperties);
  return [];
}

/** The subschema `schema` itself gives the member `head`: a property, an item, a pattern property. */
function ownSchemaAt(s: JsonObject, head: string): JsonSchema | undefined {
  const props = s.properties as Record<string, JsonSchema> | undefined;
  if (props && Object.hasOwn(props, head)) return props[head];
  if (/^\d+$/.test(head)) {
    const prefix = s.prefixItems as JsonSchema[] | undefined;
    if (prefix && Number(head) < prefix.length) return prefix[Number(head)];
    if (s.items !== undefined && typeof s.items !== 'boolean') return s.items as JsonSchema;
  }
  for (const [pattern, sub] of Object.entries((s.patternProperties ?? {}) as Record<string, JsonSchema>)) {
    try {
      if (new RegExp(pattern, 'u').test(head)) return sub;
    } catch {
      // a pattern JavaScript cannot read is left out of the validator too
    }
  }
  return undefined;
}

/** A value for `schema` made from its keywords alone (the document's examples and defaults at this level left out). */
function synthesised(model: ServiceModel, schema: JsonSchema | undefined, name: string): unknown {
  const s = follow(model, schema);
  if (!isObject(s)) return exampleFor(model, s, name);
  const { example: _e, examples: _x, default: _d, ...own } = s;
  return exampleFor(model, own, name);
}

function parentOf(root: JsonObject, segments: Segments): unknown {
  let cur: unknown = root;
  for (const seg of segments) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[seg];
  }
  return cur;
}

/**
 * The value at `segments` under `root`, each list or object on the way there (itself included;
 * `root`, the caller's own, not) replaced by a copy first: the values are fixtures other
 * operations share (exampleFor), and the document's own examples, so they are changed only as
 * copies.
 */
function ownedAt(root: JsonObject, segments: Segments): unknown {
  let cur: unknown = root;
  for (const seg of segments) {
    if (cur === null || typeof cur !== 'object') return undefined;
    const child = (cur as Record<string, unknown>)[seg];
    if (child === null || typeof child !== 'object') return child;
    const copy = shallowCopy(child);
    Object.defineProperty(cur, seg, { value: copy, enumerable: true, writable: true, configurable: true });
    cur = copy;
  }
  return cur;
}

function setAt(root: JsonObject, segments: Segments, value: unknown): void {
  const parent = ownedAt(root, segments.slice(0, -1));
  if (parent === null || typeof parent !== 'object') return;
  Object.defineProperty(parent, segments[segments.length - 1]!, { value, enumerable: true, writable: true, configurable: true });
}

function removeAt(root: JsonObject, segments: Segments): void {
  const parent = ownedAt(root, segments.slice(0, -1));
  if (parent !== null && typeof parent === 'object' && !Array.isArray(parent)) delete (parent as Record<string, unknown>)[segments[segments.length - 1]!];
}

const key = (segments: Segments) => segments.join('\u0000');

/**
 * Whether the value at `segments` is a property its object may leave out: no part of the
 * object's schema (its allOf, anyOf and oneOf parts, if/then/else, references followed) requires
 * it, nor names it in `dependentRequired`.
 */
function optionalAt(model: ServiceModel, schema: JsonSchema, root: JsonObject, segments: Segments): boolean {
  const holder = parentOf(root, segments.slice(0, -1));
  if (holder === null || typeof holder !== 'object' || Array.isArray(holder)) return false;
  return !requiredIn(model, schemaAt(model, schema, segments.slice(0, -1)), segments[segments.length - 1]!, 0);
}

function requiredIn(model: ServiceModel, schema: JsonSchema | undefined, name: string, depth: number): boolean {
  const s = follow(model, schema);
  if (!isObject(s)) return false;
  if (depth > 32) return true;
  if (Array.isArray(s.required) && s.required.includes(name)) return true;
  if (isObject(s.dependentRequired) && Object.values(s.dependentRequired).some((names) => Array.isArray(names) && names.includes(name))) return true;
  const parts = [...(s.allOf ?? []), ...(s.anyOf ?? []), ...(s.oneOf ?? []), s.then, s.else] as Array<JsonSchema | undefined>;
  return parts.some((part) => requiredIn(model, part, name, depth + 1));
}

/**
 * `params` changed in place until the validator `validator()` gives accepts it (or the rounds run
 * out); returns whether it is accepted. `schema` is the schema the validator was compiled from
 * (before ajv's cleaning: the model's own, whose references name components). The validator is
 * asked for only when `params` may not fit.
 */
export function repairExample(model: ServiceModel, schema: JsonSchema, params: JsonObject, validator: () => ValidateFunction): boolean {
  if (verdict(model, params, schema) === true) return true;
  const validate = validator();
  /** Places already made again from their schema: a second failure there goes one level up. */
  const remade = new Set<string>();
  const accepts = () => {
    try {
      return validate(params) as boolean;
    } catch {
      // A validator that cannot finish on this value (a schema deeper than the stack) says nothing of it.
      validate.errors = [];
      return true;
    }
  };
  for (let round = 0; round < ROUNDS; round++) {
    if (accepts()) return true;
    const errors = (validate.errors ?? []) as ErrorObject[];
    // Inner errors of a failing oneOf/anyOf/not/if are about branches not taken: the composite's place is made again instead.
    const composites = errors.filter((e) => COMPOSITE.has(e.keyword));
    const outer = errors.filter((e) => COMPOSITE.has(e.keyword) || !composites.some((c) => e.schemaPath.startsWith(`${c.schemaPath}/`)));
    const done = new Set<string>();
    for (const error of outer) {
      let at = segmentsOf(error.instancePath);
      const p = error.params as Record<string, unknown>;
      if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
        const extra = String(p.additionalProperty ?? p.unevaluatedProperty);
        removeAt(params, [...at, extra]);
        continue;
      }
      if (error.keyword === 'required' || error.keyword === 'dependentRequired') {
        const missing = String(p.missingProperty);
        const holder = parentOf(params, at);
        if (holder !== null && typeof holder === 'object' && !Array.isArray(holder)) {
          setAt(params, [...at, missing], synthesised(model, schemaAt(model, schema, [...at, missing]), missing));
          continue;
        }
      }
      // Made again once already and still failing: an optional property is left out (no value
      // fits it: allOf parts that give it two types, a pattern its format cannot match); a
      // required one, or a place with no schema found, gives way to the level above.
      let leftOut = false;
      while (at.length > 0 && (remade.has(key(at)) || schemaAt(model, schema, at) === undefined)) {
        if (remade.has(key(at)) && optionalAt(model, schema, params, at)) {
          removeAt(params, at);
          leftOut = true;
          break;
        }
        at = at.slice(0, -1);
      }
      if (leftOut || at.length === 0 || done.has(key(at))) continue;
      done.add(key(at));
      remade.add(key(at));
      setAt(params, at, synthesised(model, schemaAt(model, schema, at), at[at.length - 1]!));
    }
  }
  return accepts();
}
