// The 422 answer for a payload the schema rejects: which fields, what was expected, what was
// received — bounded, because the payload is the sender's input and may be huge or deep. At most
// MAX_ISSUES issues; paths and expectations cut to MAX_TEXT characters; a received string cut
// the same way; a received object or array described by its kind and size, never repeated.

import type { ValidationIssue } from '../errors.js';
import type { ParamsValidator } from '../description.js';
import { issuesFromErrors } from '../validation.js';

const MAX_ISSUES = 20;
const MAX_TEXT = 120;

function cut(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function describe(value: unknown): unknown {
  if (typeof value === 'string') return cut(value);
  if (Array.isArray(value)) return `(an array of ${count(value.length, 'item', 'items')})`;
  if (value !== null && typeof value === 'object') return `(an object with ${count(Object.keys(value).length, 'property', 'properties')})`;
  return value;
}

export interface PayloadRejection {
  error: string;
  issues: ValidationIssue[];
}

export function payloadRejection(errors: NonNullable<ParamsValidator['errors']>, payload: unknown): PayloadRejection {
  const all = issuesFromErrors(errors.slice(0, MAX_ISSUES), payload);
  const issues = all.slice(0, MAX_ISSUES).map((i) => ({ parameter: cut(i.parameter), expected: cut(i.expected), received: describe(i.received) }));
  const more = errors.length > MAX_ISSUES ? ` (and ${errors.length - MAX_ISSUES} more)` : '';
  return { error: `Invalid webhook payload: ${issues.map((i) => `"${i.parameter}" ${i.expected}`).join('; ')}${more}`, issues };
}
