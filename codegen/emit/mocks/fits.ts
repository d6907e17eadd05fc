// Whether a value fits a normalised schema as the generated validators (ajv) would say, without
// compiling one: the fixtures ask it of every example a document gives, where a compiled
// validator per example would cost more than the whole generation. Every keyword of a normalised
// schema (model/schema-node.ts) that ajv checks is read. Where this reading cannot tell (a pattern
// JavaScript cannot read, a reference it cannot follow, a value nested deeper than it looks, items
// past the first twenty, `unevaluatedProperties` beside composition, a keyword it does not know), the
// answer is "cannot tell", which `not`, `oneOf`, `if` and `contains` keep apart from "fits"; in the
// end it errs towards accepting: only a value that surely breaks the schema is refused.
// `verdict` gives the three answers themselves: where it says "fits", the example repair
// (example-repair.ts) takes its word and compiles no validator.

import equal from 'fast-deep-equal';
import { formatHolds, numberFormatHolds } from '../../model/formats.js';
import { discriminatorOf } from '../../model/schema-node.js';
import type { JsonSchema, SchemaNode, ServiceModel } from '../../model/types.js';
import { isObject } from '../../openapi/json.js';
import { componentName } from '../../openapi/pointer.js';
import { componentSchema } from './component-schemas.js';

/** What ajv would say of a value: true (it fits), false (it breaks the schema), or undefined (this reading cannot tell). */
type Verdict = boolean | undefined;

/** Past this depth of nesting, the answer is "cannot tell". */
const MAX_DEPTH = 12;
/** The items of an array read at most; the others make the answer "cannot tell". */
const MAX_ITEMS = 20;
/** Keywords ajv checks that a normalised schema may hold besides those of SchemaNode: the answer is "cannot tell". */
const UNREAD_KEYWORDS = ['dependencies', '$dynamicRef'];
/** Keywords that evaluate properties and items in place, which `unevaluatedProperties` and `unevaluatedItems` see through. */
const IN_PLACE = ['allOf', 'anyOf', 'oneOf', 'if', '$ref', 'dependentSchemas'] as const;

/**
 * Whether `value` fits `schema` (the fixtures' check of the document's examples): false only when
 * it surely breaks it.
 */
export function fits(model: ServiceModel, value: unknown, schema: JsonSchema | undefined, depth = 0): boolean {
  return verdictOf({ model, depth }, value, schema) !== false;
}

/** What the generated validators would say of `value` against `schema`: true, false, or undefined (this reading cannot tell). */
export function verdict(model: ServiceModel, value: unknown, schema: JsonSchema | undefined): Verdict {
  return verdictOf({ model, depth: 0 }, value, schema);
}

/** Where a reading is: the service (for its component schemas) and how deep it has gone. */
interface Reading {
  model: ServiceModel;
  depth: number;
}

/** The verdict on each item in turn, stopping at the first false: false, else undefined when one cannot tell, else true. */
function every<T>(items: Iterable<T>, verdict: (item: T) => Verdict): Verdict {
  let sure = true;
  for (const item of items) {
    const v = verdict(item);
    if (v === false) return false;
    if (v === undefined) sure = false;
  }
  return sure ? true : undefined;
}

/** The verdict on each item in turn, stopping at the first true: true, else undefined when one cannot tell, else false. */
function some<T>(items: Iterable<T>, verdict: (item: T) => Verdict): Verdict {
  return negated(every(items, (item) => negated(verdict(item))));
}

/** Whether exactly one item fits, stopping at the second that surely does. */
function exactlyOne<T>(items: Iterable<T>, verdict: (item: T) => Verdict): Verdict {
  let fitting = 0;
  let unsure = 0;
  for (const item of items) {
    const v = verdict(item);
    if (v === true && ++fitting > 1) return false;
    if (v === undefined) unsure++;
  }
  if (fitting + unsure === 0) return false;
  return fitting === 1 && unsure === 0 ? true : undefined;
}

/** The verdict of every check, each run only while none has failed. */
function checkAll(checks: Array<() => Verdict>): Verdict {
  return every(checks, (check) => check());
}

/** A verdict that holds where `applies` surely holds; where that cannot be told, only a fitting value is sure. */
function where(applies: Verdict, verdict: () => Verdict): Verdict {
  if (applies === false) return true;
  const v = verdict();
  return applies === true || v === true ? v : undefined;
}

/** The keywords read by kind, each kind a check of its own. */
const CHECKS: Array<(reading: Reading, value: unknown, schema: SchemaNode) => Verdict> = [
  referenced,
  typeAndValues,
  composed,
  conditional,
  ofString,
  ofNumber,
  ofArray,
  ofObject,
  (_reading, _value, schema) => (UNREAD_KEYWORDS.some((k) => k in schema) ? undefined : true),
];

function verdictOf(reading: Reading, value: unknown, schema: JsonSchema | undefined): Verdict {
  if (schema === undefined || schema === true) return true;
  if (schema === false) return false;
  if (reading.depth > MAX_DEPTH) return undefined;
  return every(CHECKS, (check) => check(reading, value, schema));
}

/** The verdict on a part of the value (or on the value against a subschema), one level deeper. */
function inner(reading: Reading, value: unknown, schema: JsonSchema | undefined): Verdict {
  return verdictOf({ model: reading.model, depth: reading.depth + 1 }, value, schema);
}

/** Whether something in place (composition, a reference, `if`) may evaluate properties or items, for `unevaluated*`. */
const evaluatesInPlace = (schema: SchemaNode): boolean => IN_PLACE.some((k) => schema[k] !== undefined);

/** `$ref`: the component it names (a reference is no level of the value: only a chain of them goes deeper). */
function referenced(reading: Reading, value: unknown, schema: SchemaNode): Verdict {
  if (schema.$ref === undefined) return true;
  const name = componentName(schema.$ref);
  const target = name === undefined ? undefined : componentSchema(reading.model, name);
  if (target === undefined) return undefined;
  return isObject(target) && target.$ref !== undefined ? inner(reading, value, target) : verdictOf(reading, value, target);
}

const typeOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value);

/** `type`, `enum` and `const`. */
function typeAndValues(_reading: Reading, value: unknown, schema: SchemaNode): Verdict {
  if (schema.enum && !schema.enum.some((v) => equal(v, value))) return false;
  if ('const' in schema && !equal(schema.const, value)) return false;
  if (schema.type === undefined) return true;
  const types: string[] = [schema.type].flat();
  const actual = typeOf(value);
  return types.includes(actual) || (actual === 'integer' && types.includes('number'));
}

/** `allOf` (every part), `anyOf` (some alternative), `oneOf` (exactly one alternative) and `not`. */
function composed(reading: Reading, value: unknown, schema: SchemaNode): Verdict {
  const { allOf = [], anyOf = [], oneOf = [], not } = schema;
  const fitsPart = (part: JsonSchema) => inner(reading, value, part);
  const v = checkAll([
    () => every(allOf, fitsPart),
    () => (anyOf.length > 0 ? some(anyOf, fitsPart) : true),
    () => (oneOf.length > 0 ? exactlyOne(oneOf, fitsPart) : true),
    () => (not === undefined ? true : negated(fitsPart(not))),
  ]);
  // The validators check a discriminated oneOf/anyOf as a chain on its discriminator
  // (ajv-schemas.ts), which may refuse what fits one alternative here: only a refusal is sure.
  return v === true && discriminatorOf(schema) !== undefined && (anyOf.length > 0 || oneOf.length > 0) ? undefined : v;
}

function negated(verdict: Verdict): Verdict {
  return verdict === undefined ? undefined : !verdict;
}

/** `if`, `then` and `else`: when the answer to `if` cannot be told, the value must break both branches to be refused. */
function conditional(reading: Reading, value: unknown, schema: SchemaNode): Verdict {
  if (schema.if === undefined) return true;
  const branches = [schema.then, schema.else];
  const condition = inner(reading, value, schema.if);
  if (condition === undefined) return some(branches, (branch) => inner(reading, value, branch));
  return inner(reading, value, branches[condition ? 0 : 1]);
}

/** `minLength`, `maxLength` (in code points), `format` and `pattern`. */
function ofString(_reading: Reading, value: unknown, schema: SchemaNode): Verdict {
  if (typeof value !== 'string') return true;
  const length = [...value].length;
  if (schema.minLength !== undefined && length < schema.minLength) return false;
  if (schema.maxLength !== undefined && length > schema.maxLength) return false;
  if (schema.format !== undefined && !formatHolds(schema.format, value)) return false;
  return schema.pattern === undefined ? true : matches(schema.pattern, value);
}

/** Whether `text` matches `pattern`; undefined when JavaScript cannot read the pattern. */
function matches(pattern: string, text: string): Verdict {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return undefined;
  }
}

/** The bounds of a number, its format (int32, int64) and `multipleOf` (to a rounding error). */
function ofNumber(_reading: Reading, value: unknown, schema: SchemaNode): Verdict {
  if (typeof value !== 'number') return true;
  if (schema.format !== undefined && !numberFormatHolds(schema.format, value)) return false;
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf } = schema;
  if (minimum !== undefined && value < minimum) return false;
  if (maximum !== undefined && value > maximum) return false;
  if (exclusiveMinimum !== undefined && value <= exclusiveMinimum) return false;
  if (exclusiveMaximum !== undefined && value >= exclusiveMaximum) return false;
  return multipleOf === undefined || Math.abs(value / multipleOf - Math.round(value / multipleOf)) <= 1e-9;
}

/** The counts of an array, `uniqueItems`, its items' schemas and `contains`. */
function ofArray(reading: Reading, value: unknown, schema: SchemaNode): Verdict {
  if (!Array.isArray(value)) return true;
  if (schema.minItems !== undefined && value.length < schema.minItems) return false;
  if (schema.maxItems !== undefined && value.length > schema.maxItems) return false;
  if (schema.uniqueItems && value.some((item, i) => value.some((earlier, j) => j < i && equal(earlier, item)))) return false;
  return checkAll([() => items(reading, value, schema), () => contains(reading, value, schema)]);
}

/**
 * `prefixItems` for the first items, `items` for the others, or `unevaluatedItems` where nothing
 * in place (nor `contains`) may have evaluated them; items past MAX_ITEMS are not read.
 */
function items(reading: Reading, value: unknown[], schema: SchemaNode): Verdict {
  const prefix = schema.prefixItems ?? [];
  const rest = schema.items ?? schema.unevaluatedItems;
  const restApplies = schema.items !== undefined || (!evaluatesInPlace(schema) && schema.contains === undefined) ? true : undefined;
  return every(value.keys(), (i) => {
    if (i >= MAX_ITEMS) return i >= prefix.length && (rest === undefined || rest === true) ? true : undefined;
    if (i < prefix.length) return inner(reading, value[i], prefix[i]);
    return where(restApplies, () => inner(reading, value[i], rest));
  });
}

/** `contains`, with `minContains` (1 unless it says) and `maxContains`, over the items read (the others may or may not count). */
function contains(reading: Reading, value: unknown[], schema: SchemaNode): Verdict {
  if (schema.contains === undefined) return true;
  const verdicts = value.slice(0, MAX_ITEMS).map((item) => inner(reading, item, schema.contains));
  const fitting = verdicts.filter((v) => v === true).length;
  const possible = value.length - verdicts.filter((v) => v === false).length;
  const min = schema.minContains ?? 1;
  const max = schema.maxContains ?? Number.POSITIVE_INFINITY;
  if (possible < min || fitting > max) return false;
  return fitting >= min && possible <= max ? true : undefined;
}

/** The property counts, `required`, `dependentRequired`, `propertyNames`, each property's schemas and `dependentSchemas`. */
function ofObject(reading: Reading, value: unknown, schema: SchemaNode): Verdict {
  if (!isObject(value)) return true;
  const names = Object.keys(value);
  if (schema.minProperties !== undefined && names.length < schema.minProperties) return false;
  if (schema.maxProperties !== undefined && names.length > schema.maxProperties) return false;
  if (schema.required?.some((name) => !Object.hasOwn(value, name))) return false;
  const dependent = Object.entries(schema.dependentRequired ?? {});
  if (dependent.some(([name, needed]) => Object.hasOwn(value, name) && needed.some((n) => !Object.hasOwn(value, n)))) return false;
  const { propertyNames, dependentSchemas = {} } = schema;
  return checkAll([
    () => (propertyNames === undefined ? true : every(names, (name) => inner(reading, name, propertyNames))),
    () => every(names, (name) => property(reading, value[name], name, schema)),
    () => every(Object.entries(dependentSchemas), ([name, sub]) => (Object.hasOwn(value, name) ? inner(reading, value, sub) : true)),
  ]);
}

/**
 * One property's value against the schemas it meets: its `properties` entry and those of the
 * `patternProperties` its name matches; else `additionalProperties`, or `unevaluatedProperties`
 * where nothing in place may have evaluated it.
 */
function property(reading: Reading, propertyValue: unknown, name: string, schema: SchemaNode): Verdict {
  const declared = schema.properties && Object.hasOwn(schema.properties, name) ? schema.properties[name] : undefined;
  const patterns = Object.entries(schema.patternProperties ?? {}).map(([pattern, sub]) => ({ match: matches(pattern, name), sub }));
  const own = checkAll([
    () => inner(reading, propertyValue, declared),
    () => every(patterns, ({ match, sub }) => where(match, () => inner(reading, propertyValue, sub))),
  ]);
  if (own === false || declared !== undefined || patterns.some(({ match }) => match === true)) return own;
  // Matched by no pattern surely, or perhaps by one whose pattern cannot be read.
  const unmatched: Verdict = patterns.some(({ match }) => match === undefined) ? undefined : true;
  const { additionalProperties, unevaluatedProperties } = schema;
  const rest = additionalProperties ?? unevaluatedProperties;
  const applies = additionalProperties !== undefined || !evaluatesInPlace(schema) ? unmatched : undefined;
  return rest === undefined ? own : checkAll([() => own, () => where(applies, () => inner(reading, propertyValue, rest))]);
}
