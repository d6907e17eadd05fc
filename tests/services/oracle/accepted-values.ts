// Values a schema of an official description accepts, to try against our validators: each enum
// value, null where nullable, the boundaries of lengths, sizes and numbers (or ordinary extremes
// where there are none), one value per format, and the schema's own examples. Candidates are
// only proposals: the caller keeps those the official schema itself accepts.

import { itemsOf, objectView, typesOf, type Json, type OpenApiDocument } from './openapi-document.js';

export interface Candidate {
  label: string;
  value: unknown;
}

const FORMAT_VALUES: Record<string, string> = {
  'date-time': '2024-01-02T03:04:05Z',
  date: '2024-01-02',
  uri: 'https://example.com/a/b',
  email: 'octocat@example.com',
};

/** Longer than every length bound the seeds state (64 KB annotation messages). */
const LONG = 70_000;

function examplesOf(s: Json): unknown[] {
  const out: unknown[] = [];
  if (s.example !== undefined) out.push(s.example);
  if (Array.isArray(s.examples)) out.push(...s.examples);
  return out;
}

/** One ordinary value the schema accepts (enum's first value, an example, or a plain value of its type). */
export function typicalValue(doc: OpenApiDocument, raw: unknown, depth = 0): unknown {
  const s: Json = doc.deref(raw) ?? {};
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum.find((v: unknown) => v !== null) ?? s.enum[0];
  if ('const' in s) return s.const;
  const example = examplesOf(s).find((e) => e !== null && typeof e !== 'object');
  for (const key of ['anyOf', 'oneOf'] as const) if (Array.isArray(s[key]) && s[key].length) return typicalValue(doc, s[key][0], depth + 1);
  const types = typesOf(doc, s);
  if (types.has('object') || (Array.isArray(s.allOf) && s.allOf.length)) {
    if (depth > 6) return {};
    const view = objectView(doc, s);
    const out: Json = {};
    for (const name of view.required) if (view.properties[name] !== undefined) out[name] = typicalValue(doc, view.properties[name], depth + 1);
    return out;
  }
  if (types.has('array')) {
    const min = s.minItems ?? 0;
    const items = itemsOf(doc, s);
    return Array.from({ length: min }, (_v, i) => vary(typicalValue(doc, items ?? {}, depth + 1), i));
  }
  if (types.has('string')) {
    if (typeof example === 'string') return example;
    if (s.format && FORMAT_VALUES[s.format]) return FORMAT_VALUES[s.format];
    return 'x'.repeat(Math.max(1, s.minLength ?? 1));
  }
  if (types.has('integer') || types.has('number')) return typeof example === 'number' ? example : (s.minimum ?? 1);
  if (types.has('boolean')) return true;
  if (types.has('null')) return null;
  return 'x';
}

/** A variant of `value` distinct for each `i` (for arrays with uniqueItems). */
function vary(value: unknown, i: number): unknown {
  if (i === 0) return value;
  if (typeof value === 'string') return `${value}${i}`;
  if (typeof value === 'number') return value + i;
  return value;
}

/**
 * Candidate values for a field with schema `raw`. `inPath`: the field is a path variable, where
 * an empty string would change the route (so it is not proposed).
 */
export function candidateValues(doc: OpenApiDocument, raw: unknown, options: { inPath?: boolean; extraExamples?: unknown[] } = {}): Candidate[] {
  const s: Json = doc.deref(raw) ?? {};
  const out: Candidate[] = [];
  const add = (label: string, value: unknown) => out.push({ label, value });
  for (const e of [...examplesOf(s), ...(options.extraExamples ?? [])]) add('example', e);
  const types = typesOf(doc, s);
  if (Array.isArray(s.enum)) for (const v of s.enum) add(`enum ${JSON.stringify(v)}`, v);
  if ('const' in s) add('const', s.const);
  if (types.has('null')) add('null', null);
  for (const key of ['anyOf', 'oneOf'] as const) {
    for (const [i, branch] of (s[key] ?? []).entries()) for (const c of candidateValues(doc, branch, options)) add(`${key}[${i}] ${c.label}`, c.value);
  }
  if (Array.isArray(s.enum) || 'const' in s) return out;
  if (types.has('string')) {
    if (s.format && FORMAT_VALUES[s.format]) add(`format ${s.format}`, FORMAT_VALUES[s.format]);
    else if (!s.pattern) {
      const min = s.minLength ?? 0;
      if (min > 0 || !options.inPath) add(`minLength ${min}`, 'a'.repeat(min));
      add('one character', 'a');
      add(s.maxLength !== undefined ? `maxLength ${s.maxLength}` : `${LONG} characters`, 'b'.repeat(s.maxLength ?? LONG));
      add('text with spaces and non-ASCII', 'héllo wörld ✓');
    }
  }
  if (types.has('integer') || types.has('number')) {
    if (s.minimum !== undefined) add(`minimum ${s.minimum}`, s.minimum);
    if (s.maximum !== undefined) add(`maximum ${s.maximum}`, s.maximum);
    if (s.minimum === undefined) add('0', 0), add('-1', -1);
    if (s.maximum === undefined) add('2^31', 2 ** 31);
    add('1', 1);
    if ([s.type].flat().includes('number')) add('1.5', 1.5);
  }
  if (types.has('boolean')) add('true', true), add('false', false);
  if (types.has('array')) {
    const items = itemsOf(doc, s) ?? {};
    const item = typicalValue(doc, items);
    add(
      `${s.minItems ?? 0} items (minItems)`,
      Array.from({ length: s.minItems ?? 0 }, (_v, i) => vary(item, i)),
    );
    add('1 item', [item]);
    const max = s.maxItems ?? 3;
    add(
      s.maxItems !== undefined ? `maxItems ${max}` : `${max} items`,
      Array.from({ length: max }, (_v, i) => vary(item, i)),
    );
    for (const c of candidateValues(doc, items).slice(0, 12)) add(`item ${c.label}`, [c.value]);
  }
  if (types.has('object')) add('typical object', typicalValue(doc, s));
  return out;
}
