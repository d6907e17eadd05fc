// Runs a generated validator over a call's parameters and turns its (ajv) errors into a
// ValidationError that names each parameter, what was expected (in this package's words, not the
// validator's) and what was received. Also used by the mocks and the webhook server.

import { ValidationError, type ValidationIssue } from './errors.js';
import { REDACTED } from './redact.js';
import type { ParamsValidator } from './description.js';

type AjvError = NonNullable<ParamsValidator['errors']>[number];

/** The segments of a JSON pointer (`/items/0/name`). */
export function pointerSegments(pointer: string): string[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Segments as a parameter path: `items[0].name`. */
export function toPath(segments: string[]): string {
  let out = '';
  for (const s of segments) out += /^\d+$/.test(s) ? `[${s}]` : out ? `.${s}` : s;
  return out;
}

function valueAt(data: unknown, segments: string[]): unknown {
  let cur = data;
  for (const s of segments) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[s];
  }
  return cur;
}

/** Each keyword's words: `%` is the limit (or pattern, property...), `#` the plural ending. */
const WORDS: Record<string, string> = {
  minimum: 'must be at least %',
  maximum: 'must be at most %',
  exclusiveMinimum: 'must be greater than %',
  exclusiveMaximum: 'must be less than %',
  multipleOf: 'must be a multiple of %',
  minLength: 'must be at least % character# long',
  maxLength: 'must be at most % character# long',
  minItems: 'must have at least % item#',
  maxItems: 'must have at most % item#',
  minProperties: 'must have at least % propert#',
  maxProperties: 'must have at most % propert#',
  pattern: 'must match the pattern %',
  dependentRequired: 'is required when % is given',
  dependencies: 'is required when % is given',
  propertyNames: 'has a property name that is not allowed',
  not: 'must not match the excluded form',
  anyOf: 'must match one of the allowed forms',
  oneOf: 'must match one of the allowed forms',
};
const FORMATS: Record<string, string> = { 'date-time': 'a date-time such as 2024-01-31T12:00:00Z', date: 'a date such as 2024-01-31', uri: 'an absolute URI' };

function expectation(error: AjvError): string {
  const p = error.params;
  switch (error.keyword) {
    case 'type':
      return `must be ${String(p.type)
        .split(',')
        .map((t) => (t === 'null' ? t : `${/^[aeiou]/.test(t) ? 'an' : 'a'} ${t}`))
        .join(' or ')}`;
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'additionalProperties':
      return `has unknown property "${p.additionalProperty}"`;
    case 'uniqueItems':
      return `must not repeat an item (items ${p.j} and ${p.i} are the same)`;
    case 'format':
      return `must be ${FORMATS[p.format as string] ?? `in the "${p.format}" format`}`;
  }
  const words = WORDS[error.keyword];
  if (!words) return `fails the "${error.keyword}" check`;
  const v = p.limit ?? p.pattern ?? p.property ?? p.multipleOf;
  const plural = v === 1 ? (words.endsWith('propert#') ? 'y' : '') : words.endsWith('propert#') ? 'ies' : 's';
  return words.replace('%', String(v)).replace('#', plural);
}

export function issuesFromErrors(errors: readonly AjvError[], data: unknown, sensitive: readonly string[] = []): ValidationIssue[] {
  const specific = errors.filter((e) => !['anyOf', 'oneOf', 'if'].includes(e.keyword));
  const chosen = specific.length > 0 ? specific : errors;
  const seen = new Set<string>();
  const issues: ValidationIssue[] = [];
  for (const error of chosen) {
    const segments = pointerSegments(error.instancePath);
    let issue: ValidationIssue;
    if (error.keyword === 'required') {
      const missing = [...segments, String(error.params.missingProperty)];
      issue = { parameter: toPath(missing), expected: 'is required', received: undefined };
    } else {
      const received = segments.length > 0 && sensitive.includes(segments[0]!) ? REDACTED : valueAt(data, segments);
      issue = { parameter: toPath(segments) || '(parameters)', expected: expectation(error), received };
    }
    const key = `${issue.parameter}\u0000${issue.expected}`;
    if (!seen.has(key)) {
      seen.add(key);
      issues.push(issue);
    }
  }
  return issues;
}

/** Throws ValidationError when `validate` rejects `params`. */
/** The ValidationError of parameters `validate` has just refused (its `errors` in words). */
export function invalidParams(operation: string, validate: ParamsValidator, params: unknown, sensitive?: readonly string[]): ValidationError {
  return new ValidationError(operation, issuesFromErrors(validate.errors ?? [], params, sensitive));
}
