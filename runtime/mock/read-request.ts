// Reads a request the way the operation's spec says it was written: path, query, header and form
// strings back into typed values (query arrays by their style and explode, header objects from
// `k,v` pairs, repeated form fields as lists), and the body by its content type (JSON of any
// shape, form-urlencoded, multipart with file parts, text, binary). Used by the mock handlers.

import type { BodyType } from '../description.js';
import type { MockParam, MockTyped } from './types.js';

/** A string read back into the value its schema type says; with several types, the first that reads it. */
export function coerce(value: string, type: MockTyped['type']): unknown {
  if (typeof type === 'object') {
    for (const t of type) {
      const read = coerce(value, t);
      if (read !== value) return read;
    }
    return value;
  }
  switch (type) {
    case 'integer':
    case 'number':
      return /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(value) ? Number(value) : value;
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : value;
    case 'array':
      return value === '' ? [] : value.split(',');
    case 'object':
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    default:
      return value;
  }
}

/** One item of an array parameter, read back by the item type (an object or array item travels as JSON). */
export function itemValue(value: string, items: string | undefined): unknown {
  return coerce(value, items === 'array' ? 'object' : items);
}

/** A path, header or query value by its type: an array's items (comma-separated) read back by their own type. */
export function typedValue(value: string, param: MockTyped): unknown {
  if (param.type !== 'array') return coerce(value, param.type);
  if (value === '') return [];
  // Items that are objects or arrays travel as JSON, whose own commas the list's commas are not.
  if (param.items === 'object' || param.items === 'array') {
    try {
      return JSON.parse(`[${value}]`) as unknown;
    } catch {
      // not JSON: read item by item below
    }
  }
  return value.split(',').map((v) => itemValue(v, param.items));
}

/**
 * A form field by its type: a field sent more than once is a list (each item by the item type),
 * a list sent once is a list of one; anything else as typedValue reads it. A file part stays as it is.
 */
export function formValue(value: unknown, typed: MockTyped | undefined): unknown {
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? itemValue(v, typed?.items) : v));
  if (typeof value !== 'string' || !typed) return value;
  return typed.type === 'array' ? [itemValue(value, typed.items)] : coerce(value, typed.type);
}

/** A query parameter's value from all its occurrences, by its style (no style: comma-separated). */
export function queryValue(param: MockParam, values: readonly string[]): unknown {
  if (param.type === 'array' && param.style) {
    const item = (v: string) => itemValue(v, param.items);
    if (param.style.explode) return values.map(item);
    const style = param.style.style;
    if (style !== 'spaceDelimited' && style !== 'pipeDelimited') return typedValue(values[0]!, param);
    return values[0] === '' ? [] : values[0]!.split(style === 'spaceDelimited' ? ' ' : '|').map(item);
  }
  return typedValue(values[values.length - 1]!, param);
}

/** A header (or path) parameter's value in the simple style: objects from `k,v,k2,v2` (or exploded `k=v,k2=v2`), each value by its property's type. */
export function headerParamValue(param: MockParam, value: string): unknown {
  if (param.type !== 'object') return coerce(value, param.type);
  const out: Record<string, unknown> = {};
  const parts = value.split(',');
  const set = (k: string, v: string) => {
    out[k] = typedValue(v, param.properties?.[k] ?? {});
  };
  if (param.style?.explode) {
    for (const p of parts) {
      const eq = p.indexOf('=');
      if (eq > 0) set(p.slice(0, eq), p.slice(eq + 1));
    }
  } else for (let i = 0; i + 1 < parts.length; i += 2) set(parts[i]!, parts[i + 1]!);
  return out;
}

export interface ReadBody {
  /** The body as recorded: parsed JSON, an object of form fields, text, or bytes. */
  body: unknown;
  /** The parameters it carries (for validation): form fields, JSON properties, or `data`. */
  fields?: Record<string, unknown>;
  /** A body that is not an object of fields (JSON array, string, text, bytes): the `data` parameter. */
  data?: unknown;
  error?: string;
}

const FAMILY: Record<BodyType, RegExp> = {
  json: /json/i,
  form: /^application\/x-www-form-urlencoded/i,
  multipart: /^multipart\/form-data/i,
  text: /^text\//i,
  binary: /./,
};

function formFields(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries) {
    if (k in out) out[k] = Array.isArray(out[k]) ? [...(out[k] as unknown[]), v] : [out[k], v];
    else out[k] = v;
  }
  return out;
}

/** Reads `request`'s body for an operation whose body travels as `bodyType` (none given: JSON). */
export async function readBody(request: Request, bodyType: BodyType | undefined): Promise<ReadBody> {
  const type = request.headers.get('content-type') ?? '';
  const expected = bodyType ?? 'json';
  if (expected === 'multipart' && FAMILY.multipart.test(type)) {
    const form = await request.formData();
    const fields: Record<string, unknown> = {};
    const body: Array<[string, unknown]> = [];
    for (const [k, v] of form) {
      body.push([k, v]);
      // A file part is validated as its text (a binary string in the schema).
      fields[k] = typeof v === 'string' ? v : await v.text();
    }
    return { body: formFields(body), fields: formFields(Object.entries(fields)) };
  }
  const bytes = new Uint8Array(await request.arrayBuffer());
  // An empty form with its content type is a form with no fields (a required body given none), not no body.
  if (bytes.byteLength === 0) return expected === 'form' && FAMILY.form.test(type) ? { body: {}, fields: {} } : { body: undefined };
  if (!FAMILY[expected].test(type))
    return {
      body: new TextDecoder().decode(bytes),
      error: `body sent as "${type || 'no content-type'}", expected ${expected === 'json' ? 'application/json' : expected}`,
    };
  if (expected === 'binary') return { body: bytes, data: String.fromCharCode(...bytes.subarray(0, 65536)) };
  const text = new TextDecoder().decode(bytes);
  if (expected === 'text') return { body: text, data: text };
  if (expected === 'form') {
    const fields = formFields(new URLSearchParams(text));
    // A form the document types as a string (the encoded form itself: spoonacular) is that text.
    return { body: fields, fields, data: text };
  }
  try {
    const body: unknown = JSON.parse(text);
    if (body !== null && typeof body === 'object' && !Array.isArray(body)) return { body, fields: body as Record<string, unknown> };
    return { body, data: body };
  } catch {
    return { body: text, error: 'body is not valid JSON' };
  }
}
