// Whether our schema of one field is compatible with the official one, keyword by keyword at that
// level (nested fields are compared on their own): the JSON types the service accepts must be
// accepted, and every bound, enum, pattern, format and required flag of the service must be kept
// (else the client accepts what the service refuses). Values refused although the official schema
// accepts them are found by sampling (false-rejects.ts), not here.

import type { Field } from './operation-fields.js';
import { typesOf, type Json, type OpenApiDocument } from './openapi-document.js';

export interface Incompatibility {
  /**
   * `type`: the service accepts a JSON type we refuse; `stricter`: we require what the service
   * leaves optional; `looser`: we accept what the service refuses.
   */
  kind: 'type' | 'stricter' | 'looser';
  keyword: string;
  detail: string;
}

const UPPER = ['maxLength', 'maxItems', 'maximum', 'maxProperties'] as const;
const LOWER = ['minLength', 'minItems', 'minimum', 'minProperties'] as const;
const CHECKED_FORMATS = new Set(['date-time', 'date', 'uri', 'email']);

/** The closed set of values a schema allows, or undefined when it allows any value of its types. */
export function closedValues(doc: OpenApiDocument, raw: unknown): unknown[] | undefined {
  const s: Json = doc.deref(raw) ?? {};
  if (Array.isArray(s.enum)) return s.nullable === true ? [...s.enum, null] : s.enum;
  if ('const' in s) return [s.const];
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (!Array.isArray(s[key])) continue;
    const parts = s[key].map((b: unknown) => closedValues(doc, b) ?? (typesOf(doc, b).size === 1 && typesOf(doc, b).has('null') ? [null] : undefined));
    if (parts.some((p: unknown) => p === undefined)) return undefined;
    return parts.flat();
  }
  return undefined;
}

export function compareField(official: { doc: OpenApiDocument; field: Field }, ours: { doc: OpenApiDocument; field: Field }): Incompatibility[] {
  const o: Json = official.doc.deref(official.field.schema) ?? {};
  const u: Json = ours.doc.deref(ours.field.schema) ?? {};
  const out: Incompatibility[] = [];
  const oTypes = typesOf(official.doc, o);
  const uTypes = typesOf(ours.doc, u);
  if (uTypes.size > 0) {
    const missing = [...oTypes].filter((t) => !uTypes.has(t) && !(t === 'number' && uTypes.has('integer') && oTypes.has('integer')));
    if (missing.length) out.push({ kind: 'type', keyword: 'type', detail: `the service accepts ${missing.join(', ')}; ours is ${[...uTypes].join(' | ')}` });
  }
  if (oTypes.size > 0) {
    const extra = [...uTypes].filter((t) => !oTypes.has(t) && !(t === 'number' && oTypes.has('integer')));
    if (extra.length)
      out.push({ kind: 'looser', keyword: 'type', detail: `ours also accepts ${extra.join(', ')}; the service only ${[...oTypes].join(' | ')}` });
  }
  const oValues = closedValues(official.doc, o);
  const uValues = closedValues(ours.doc, u);
  if (oValues && (!uValues || uValues.some((v) => !oValues.includes(v)))) {
    out.push({
      kind: 'looser',
      keyword: 'enum',
      detail: `the service takes only ${JSON.stringify(oValues)}; ours ${uValues ? `also ${JSON.stringify(uValues.filter((v) => !oValues.includes(v)))}` : 'any value'}`,
    });
  }
  for (const k of UPPER)
    if (typeof o[k] === 'number' && !(typeof u[k] === 'number' && u[k] <= o[k]))
      out.push({ kind: 'looser', keyword: k, detail: `the service's ${k} is ${o[k]}; ours ${u[k] ?? 'none'}` });
  for (const k of LOWER)
    if (typeof o[k] === 'number' && o[k] > 0 && !(typeof u[k] === 'number' && u[k] >= o[k]))
      out.push({ kind: 'looser', keyword: k, detail: `the service's ${k} is ${o[k]}; ours ${u[k] ?? 'none'}` });
  if (typeof o.pattern === 'string' && u.pattern !== o.pattern)
    out.push({ kind: 'looser', keyword: 'pattern', detail: `the service's pattern is ${o.pattern}; ours ${u.pattern ?? 'none'}` });
  if (CHECKED_FORMATS.has(o.format) && u.format !== o.format && !oValues)
    out.push({ kind: 'looser', keyword: 'format', detail: `the service's format is ${o.format}; ours ${u.format ?? 'none'}` });
  if (!official.field.required && ours.field.required) out.push({ kind: 'stricter', keyword: 'required', detail: 'ours requires it; the service does not' });
  if (official.field.required && !ours.field.required) out.push({ kind: 'looser', keyword: 'required', detail: 'the service requires it; ours does not' });
  return out;
}
