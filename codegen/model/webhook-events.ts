// The event keys of one webhook entry, from where the document says a delivery names its event
// (`x-webhooks-server.event`): a header (the value at `headerValueAt` in the entry's operation when
// the document says where each entry names it, as GitHub's `/x-github/subcategory`; else the
// entry's header parameter of that name: its `const`, single `enum` value or `example`, as
// GitHub's `X-GitHub-Event: pull_request`), a body field (the
// payload schema's property of that name: its `const` or each `enum` value, as Stripe's and
// Standard Webhooks senders' `type`), or both (`pull_request.opened`: the header's event and the
// body's `action`; an entry whose payload has no such field is the header's event alone, as
// GitHub's `push`). An entry with no key found is left out of dispatch (the caller warns).

import { isObject } from '../openapi/json.js';
import type { WebhookEventLocation } from './types.js';

type Deref = (value: unknown) => any;

/** The one value a schema allows, or the values of its enum (strings only). */
function schemaValues(schema: unknown, deref: Deref, depth = 0): string[] {
  const s = deref(schema);
  if (!isObject(s) || depth > 8) return [];
  if (typeof s.const === 'string') return [s.const];
  if (Array.isArray(s.enum)) return s.enum.filter((v): v is string => typeof v === 'string');
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    if (!Array.isArray(s[key])) continue;
    const found = [...new Set(s[key].flatMap((part: unknown) => schemaValues(part, deref, depth + 1)))];
    if (found.length > 0) return found;
  }
  return [];
}

/** The schema of property `field` of an object schema, through references and allOf/anyOf/oneOf. */
function propertyOf(schema: unknown, field: string, deref: Deref, depth = 0): unknown[] {
  const s = deref(schema);
  if (!isObject(s) || depth > 8) return [];
  const own = isObject(s.properties) && s.properties[field] !== undefined ? [s.properties[field]] : [];
  const parts = ['allOf', 'anyOf', 'oneOf'].flatMap((key) => (Array.isArray(s[key]) ? s[key] : []));
  return [...own, ...parts.flatMap((part: unknown) => propertyOf(part, field, deref, depth + 1))];
}

/** The header parameter's event name: its schema's const or single enum value, else its example. */
function headerValue(parameter: Record<string, unknown>, deref: Deref): string | undefined {
  const values = schemaValues(parameter.schema, deref);
  if (values.length === 1) return values[0];
  const schema = deref(parameter.schema);
  const example = parameter.example ?? (isObject(schema) ? schema.example : undefined);
  return typeof example === 'string' && example !== '' ? example : undefined;
}

/** The string at JSON Pointer `pointer` in `value`, if there is one. */
function stringAt(value: unknown, pointer: string): string | undefined {
  let cur = value;
  for (const raw of pointer.split('/').slice(1)) {
    if (!isObject(cur)) return undefined;
    cur = cur[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return typeof cur === 'string' && cur !== '' ? cur : undefined;
}

export function eventKeysOf(
  location: WebhookEventLocation,
  headers: Array<Record<string, unknown>>,
  deref: Deref,
  payload: unknown,
  operation: unknown,
): string[] {
  let event: string | undefined;
  if (location.header !== undefined) {
    const wanted = location.header.toLowerCase();
    const parameter = headers.find((p) => String(p.name).toLowerCase() === wanted);
    event = location.headerValueAt !== undefined ? stringAt(operation, location.headerValueAt) : undefined;
    event ??= parameter !== undefined ? headerValue(parameter, deref) : undefined;
    if (event === undefined) return [];
  }
  const field = location.field;
  const values = field !== undefined ? [...new Set(propertyOf(payload, field, deref).flatMap((p) => schemaValues(p, deref)))] : [];
  if (event === undefined) return values;
  return values.length > 0 ? values.map((v) => `${event}.${v}`) : [event];
}
