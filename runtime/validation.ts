// Runs a generated validator over a call's parameters and turns ajv's errors into a
// ValidationError that names each parameter, what was expected and what was received.

import { ValidationError, type ValidationIssue } from './errors.js';
import { REDACTED } from './redact.js';
import type { ParamsValidator } from './types.js';

type AjvError = NonNullable<ParamsValidator['errors']>[number];

function pointerSegments(pointer: string): string[] {
  if (!pointer) return [];
  return pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function toPath(segments: string[]): string {
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

function expectation(error: AjvError): string {
  const p = error.params;
  switch (error.keyword) {
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'additionalProperties':
      return `has unknown property "${String(p.additionalProperty)}"`;
    default:
      return error.message ?? `fails ${error.keyword}`;
  }
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
export function assertValid(operation: string, validate: ParamsValidator, params: unknown, sensitive?: readonly string[]): void {
  if (validate(params)) return;
  throw new ValidationError(operation, issuesFromErrors(validate.errors ?? [], params, sensitive));
}
