// Runs a generated validator over a call's parameters and turns its (ajv) errors into a
// ValidationError that names each parameter, what was expected (in this package's words, not the
// validator's) and what was received. Also used by the mocks and the webhook server.

import { ValidationError, type ValidationIssue } from './errors.js';
import { REDACTED } from './redact.js';
import type { ParamsValidator } from './description.js';

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

const ARTICLE: Record<string, string> = { integer: 'an integer', array: 'an array', object: 'an object', null: 'null' };
const typeName = (t: string) => ARTICLE[t] ?? `a ${t}`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const FORMATS: Record<string, string> = {
  'date-time': 'a date-time such as 2024-01-31T12:00:00Z',
  date: 'a date such as 2024-01-31',
  time: 'a time such as 12:00:00Z',
  uri: 'an absolute URI',
  'uri-reference': 'a URI reference',
  email: 'an email address',
  uuid: 'a UUID',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
  hostname: 'a host name',
};

function expectation(error: AjvError): string {
  const p = error.params;
  const n = Number(p.limit);
  switch (error.keyword) {
    case 'type': {
      const types = String(p.type).split(',');
      return `must be ${types.map(typeName).join(' or ')}`;
    }
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'additionalProperties':
      return `has unknown property "${String(p.additionalProperty)}"`;
    case 'minimum':
      return p.comparison === '>' ? `must be greater than ${n}` : `must be at least ${n}`;
    case 'maximum':
      return p.comparison === '<' ? `must be less than ${n}` : `must be at most ${n}`;
    case 'exclusiveMinimum':
      return `must be greater than ${n}`;
    case 'exclusiveMaximum':
      return `must be less than ${n}`;
    case 'multipleOf':
      return `must be a multiple of ${String(p.multipleOf)}`;
    case 'minLength':
      return `must be at least ${plural(n, 'character')} long`;
    case 'maxLength':
      return `must be at most ${plural(n, 'character')} long`;
    case 'minItems':
      return `must have at least ${plural(n, 'item')}`;
    case 'maxItems':
      return `must have at most ${plural(n, 'item')}`;
    case 'minProperties':
      return `must have at least ${plural(n, 'property').replace(/propertys$/, 'properties')}`;
    case 'maxProperties':
      return `must have at most ${plural(n, 'property').replace(/propertys$/, 'properties')}`;
    case 'uniqueItems':
      return `must not repeat an item (items ${String(p.j)} and ${String(p.i)} are the same)`;
    case 'pattern':
      return `must match the pattern ${String(p.pattern)}`;
    case 'format':
      return `must be ${FORMATS[String(p.format)] ?? `in the "${String(p.format)}" format`}`;
    case 'dependentRequired':
    case 'dependencies':
      return `is required when ${String(p.property)} is given`;
    case 'not':
      return 'must not match the excluded form';
    case 'anyOf':
    case 'oneOf':
      return 'must match one of the allowed forms';
    case 'propertyNames':
      return `has a property name that is not allowed ("${String(p.propertyName)}")`;
    default:
      return `fails the "${error.keyword}" check`;
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
