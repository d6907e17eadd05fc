// Tries every value an official schema accepts against our generated validator, field by field:
// a call made of ordinary values, with one field set to each candidate value (candidates the
// official description itself refuses as a whole call are dropped). What our validator then
// refuses is a false reject, unless the differences list the field with that validator keyword.

import { candidateValues, typicalValue } from './accepted-values.js';
import type { Differences } from './differences.js';
import { officialCallValidator } from './official-validator.js';
import { itemsOf, type OpenApiDocument } from './openapi-document.js';
import type { Field } from './operation-fields.js';

export interface ParamsValidator {
  (data: unknown): boolean;
  errors?: Array<{ instancePath: string; keyword: string; message?: string }> | null;
}

export interface FalseReject {
  method: string;
  field: string;
  label: string;
  value: unknown;
  errors: string[];
}

export interface SamplingResult {
  /** Candidate calls the official description accepts, and so tried against ours. */
  tried: number;
  /** Candidates the official description refuses as a whole call (not tried). */
  skipped: number;
  /** Refused by ours, not listed. */
  rejects: FalseReject[];
  /** Refused by ours, listed as a seed-stated constraint. */
  listed: FalseReject[];
}

const MAP_KEY = 'file.txt';

/** Sets `value` at a field name (`a.b[].c`, `files.*.filename`) of `root`, building parents from typical values. */
export function setField(doc: OpenApiDocument, fields: Map<string, Field>, root: Record<string, unknown>, name: string, value: unknown): void {
  const parts = name.split('.');
  let cur: any = root;
  let prefix = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const isArray = part.endsWith('[]');
    const bare = isArray ? part.slice(0, -2) : part;
    const key = bare === '*' ? MAP_KEY : bare;
    if (i === parts.length - 1) {
      cur[key] = value;
      return;
    }
    const field = fields.get(`${prefix}${bare}`);
    if (cur[key] === undefined || cur[key] === null || typeof cur[key] !== 'object') cur[key] = structuredClone(typicalValue(doc, field?.schema ?? {}));
    if (cur[key] === null || typeof cur[key] !== 'object') cur[key] = isArray ? [] : {};
    let next = cur[key];
    if (isArray) {
      if (!Array.isArray(next)) next = cur[key] = [];
      if (next.length === 0) next.push(structuredClone(typicalValue(doc, itemsOf(doc, field?.schema ?? {}) ?? {})));
      if (next[0] === null || typeof next[0] !== 'object') next[0] = {};
      next = next[0];
    }
    cur = next;
    prefix = `${prefix}${part}.`;
  }
}

function describe(errors: ParamsValidator['errors']): string[] {
  const all = errors ?? [];
  const specific = all.filter((e) => !['anyOf', 'oneOf', 'if'].includes(e.keyword));
  return (specific.length ? specific : all).map((e) => `${e.instancePath || '/'} ${e.keyword}: ${e.message ?? ''}`.trim());
}

function keywords(errors: ParamsValidator['errors']): string[] {
  const all = errors ?? [];
  const specific = all.filter((e) => !['anyOf', 'oneOf', 'if'].includes(e.keyword));
  return [...new Set((specific.length ? specific : all).map((e) => e.keyword))];
}

export function sampleFalseRejects(input: {
  method: string;
  official: { doc: OpenApiDocument; op: Record<string, any>; fields: Map<string, Field> };
  ours: { doc: OpenApiDocument; fields: Map<string, Field>; validate: ParamsValidator };
  differences: Differences;
}): SamplingResult {
  const { method, official, ours, differences } = input;
  const officialCheck = officialCallValidator(official.doc, official.op, official.fields);
  const rename = (name: string) => {
    const [head, ...rest] = name.split('.');
    return [differences.ourName(method, head!), ...rest].join('.');
  };
  const base: Record<string, unknown> = {};
  for (const f of ours.fields.values()) if (f.required && !f.parent) base[f.name] = typicalValue(ours.doc, f.schema);
  for (const f of official.fields.values()) if (f.required && !f.parent) base[f.name] = typicalValue(official.doc, f.schema);
  const toOurs = (call: Record<string, unknown>) => Object.fromEntries(Object.entries(call).map(([k, v]) => [rename(k), v]));
  // A required field whose ordinary official value ours refuses (archive_format: "x" where ours
  // takes only zip) gets our ordinary value, or else the first official value ours accepts, so the other fields are tried in
  // a call ours would send; the refused values are still tried (and reported) for that field.
  for (const f of official.fields.values()) {
    if (!f.required || f.parent || ours.validate(toOurs(base))) continue;
    const path = `/${rename(f.name)}`;
    if (!(ours.validate.errors ?? []).some((e) => e.instancePath === path || e.instancePath.startsWith(`${path}/`))) continue;
    const ourField = ours.fields.get(rename(f.name));
    const tries = [
      ...(ourField ? [typicalValue(ours.doc, ourField.schema)] : []),
      ...candidateValues(official.doc, f.schema, { inPath: f.in === 'path' }).map((c) => c.value),
    ];
    for (const value of tries) {
      const call = { ...base, [f.name]: value };
      if (officialCheck(call) && ours.validate(toOurs(call))) {
        base[f.name] = value;
        break;
      }
    }
  }
  const result: SamplingResult = { tried: 0, skipped: 0, rejects: [], listed: [] };
  for (const field of official.fields.values()) {
    const ourField = ours.fields.get(rename(field.name));
    if (!ourField && differences.find('omitted', method, rename(field.name))) continue;
    for (const candidate of candidateValues(official.doc, field.schema, { inPath: field.in === 'path' })) {
      const call = structuredClone(base);
      setField(official.doc, official.fields, call, field.name, structuredClone(candidate.value));
      if (!officialCheck(call)) {
        result.skipped++;
        continue;
      }
      result.tried++;
      const ourCall = toOurs(call);
      if (ours.validate(ourCall)) continue;
      const reject: FalseReject = { method, field: rename(field.name), label: candidate.label, value: candidate.value, errors: describe(ours.validate.errors) };
      const listed = keywords(ours.validate.errors).every((k) => differences.find('stricter', method, rename(field.name), k));
      (listed ? result.listed : result.rejects).push(reject);
    }
  }
  return result;
}
