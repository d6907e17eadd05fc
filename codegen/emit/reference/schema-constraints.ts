// What a schema allows, as short phrases for the generated references: default, allowed and known
// values, format, pattern, lengths, bounds, item counts, nullability. Values are written as
// Markdown code spans; the HTML reference renders the same text.

import { isObject } from '../../openapi/json.js';
import type { JsonSchema, SchemaNode } from '../../model/types.js';
import { isSensitive } from '../../model/schema-node.js';

/** A value as an inline code span (a value holding backticks gets a longer fence). */
export function codeSpan(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const oneLine = text.replace(/\s*\n\s*/g, ' ');
  const fence = '`'.repeat((oneLine.match(/`+/g) ?? []).reduce((n, run) => Math.max(n, run.length + 1), 1));
  return fence.length > 1 || oneLine.startsWith(' ') || oneLine.endsWith(' ') ? `${fence} ${oneLine} ${fence}` : `${fence}${oneLine}${fence}`;
}

/** At most this many values of an enum are listed; the rest are counted. */
const MAX_VALUES = 24;

function valueList(values: readonly unknown[]): string {
  const shown = values.slice(0, MAX_VALUES).map(codeSpan).join(', ');
  return values.length > MAX_VALUES ? `${shown} and ${values.length - MAX_VALUES} more` : shown;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function range(min: number | undefined, max: number | undefined, unit: string): string | undefined {
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${plural(min, unit)}` : `${min} to ${plural(max, unit)}`;
  if (min !== undefined) return min > 0 ? `at least ${plural(min, unit)}` : undefined;
  if (max !== undefined) return `at most ${plural(max, unit)}`;
  return undefined;
}

/** The known values of an open value (`anyOf` of string literals beside any string), if it is one. */
export function openValues(schema: SchemaNode): unknown[] | undefined {
  const list = schema.anyOf ?? schema.oneOf;
  if (!list || list.length < 2) return undefined;
  const known: unknown[] = [];
  let open = false;
  for (const alt of list) {
    if (!isObject(alt)) return undefined;
    if (alt.enum) known.push(...alt.enum);
    else if ('const' in alt) known.push(alt.const);
    else if (
      alt.type === 'string' &&
      Object.keys(alt).every((k) => ['type', 'description', 'title', 'minLength', 'maxLength', 'pattern', 'format'].includes(k))
    )
      open = true;
    else return undefined;
  }
  return open && known.length > 0 ? known : undefined;
}

/** Enums this short are written as a union of literals in the type, not listed as constraints. */
const SHORT_UNION = 60;

function literal(v: unknown): string {
  return typeof v === 'string' ? `'${v}'` : (JSON.stringify(v) ?? 'unknown');
}

/** The literal union of a short enum (`'zip' | 'tar'`), or undefined when the enum is long or absent. */
export function shortEnum(schema: JsonSchema): string | undefined {
  if (!isObject(schema) || !schema.enum?.length) return undefined;
  const text = schema.enum.map(literal).join(' | ');
  return text.length <= SHORT_UNION && !text.includes('`') ? text : undefined;
}

/** Phrases saying what `schema` allows, in a fixed order (its own keywords only: references are not followed). */
export function constraintsOf(schema: JsonSchema, options: { defaultValue?: unknown } = {}): string[] {
  if (!isObject(schema)) return [];
  const out: string[] = [];
  const dflt = options.defaultValue !== undefined ? options.defaultValue : schema.default;
  if (dflt !== undefined) out.push(`default ${codeSpan(dflt)}`);
  if ('const' in schema) out.push(`always ${codeSpan(schema.const)}`);
  if (schema.enum && shortEnum(schema) === undefined) {
    const values = schema.enum.filter((v) => v !== null);
    if (values.length > 0) out.push(`one of ${valueList(values)}`);
  }
  const known = openValues(schema);
  if (known) out.push(`known values ${valueList(known.filter((v) => v !== null))} (others accepted)`);
  if (schema.format !== undefined) out.push(`format ${codeSpan(schema.format)}`);
  if (schema.pattern !== undefined) out.push(`pattern ${codeSpan(schema.pattern)}`);
  const length = range(schema.minLength, schema.maxLength, 'character');
  if (length) out.push(length);
  const { minimum: min, maximum: max, exclusiveMinimum: xmin, exclusiveMaximum: xmax } = schema;
  if (min !== undefined && max !== undefined) out.push(`${min} to ${max}`);
  else if (min !== undefined) out.push(`≥ ${min}`);
  else if (max !== undefined) out.push(`≤ ${max}`);
  if (xmin !== undefined) out.push(`> ${xmin}`);
  if (xmax !== undefined) out.push(`< ${xmax}`);
  if (schema.multipleOf !== undefined) out.push(`multiple of ${schema.multipleOf}`);
  const items = range(schema.minItems, schema.maxItems, 'item');
  if (items) out.push(items);
  if (schema.uniqueItems === true) out.push('unique items');
  const props = range(schema.minProperties, schema.maxProperties, 'property');
  if (props) out.push(props.replace(/propertys\b/, 'properties'));
  if (schema.readOnly === true) out.push('read-only');
  if (schema.writeOnly === true) out.push('write-only');
  if (isSensitive(schema)) out.push('secret: never logged');
  // An array's item constraints, said of each item.
  if (isObject(schema.items) && schema.items.$ref === undefined) {
    for (const c of constraintsOf(schema.items)) out.push(`each item: ${c}`);
  }
  return out;
}
