// Flattens an operation's inputs into named fields, the same way for our specs and for an official
// description: path, query and header parameters by name, JSON body properties by name, nested
// body properties as dotted names (`output.annotations[].path`, `files.*.filename` for objects
// keyed by free names such as gist file names).

import { HTTP_VERBS, itemsOf, objectView, typesOf, type Json, type OpenApiDocument } from './openapi-document.js';

export interface Field {
  name: string;
  in: 'path' | 'query' | 'header' | 'body';
  /** Required at its level: always for a path parameter, for a nested field whenever its parent is given. */
  required: boolean;
  /** The schema, references followed. */
  schema: Json;
  /** The dotted name of the field holding this one (nested body fields only). */
  parent?: string;
}

function addNested(doc: OpenApiDocument, into: Map<string, Field>, parent: string, raw: unknown, depth: number): void {
  if (depth > 6) return;
  const types = typesOf(doc, raw);
  let holder: unknown = raw;
  let prefix = `${parent}.`;
  if (types.has('array') && !types.has('object')) {
    holder = itemsOf(doc, raw);
    prefix = `${parent}[].`;
    if (holder === undefined) return;
  }
  const view = objectView(doc, holder, true);
  for (const [name, sub] of Object.entries(view.properties)) {
    const field = `${prefix}${name}`;
    into.set(field, { name: field, in: 'body', required: view.required.has(name), schema: doc.deref(sub), parent });
    addNested(doc, into, field, sub, depth + 1);
  }
  if (view.additional && typeof view.additional === 'object') {
    const field = `${prefix}*`;
    into.set(field, { name: field, in: 'body', required: false, schema: doc.deref(view.additional), parent });
    addNested(doc, into, field, view.additional, depth + 1);
  }
}

/** The JSON body schema of an operation, if it has one. */
export function bodySchema(doc: OpenApiDocument, op: Json): { schema: Json; required: boolean } | undefined {
  const body = doc.deref(op.requestBody);
  const content = body?.content ?? {};
  const type = Object.keys(content).find((t) => /json/.test(t));
  if (!type || content[type].schema === undefined) return undefined;
  return { schema: doc.deref(content[type].schema), required: body.required === true };
}

/** Every input field of `op` (with the parameters of its path `item`). */
export function operationFields(doc: OpenApiDocument, op: Json, item: Json = {}): Map<string, Field> {
  const out = new Map<string, Field>();
  for (const raw of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
    const p = doc.deref(raw);
    out.set(p.name, { name: p.name, in: p.in, required: p.in === 'path' || p.required === true, schema: doc.deref(p.schema ?? {}) });
  }
  const body = bodySchema(doc, op);
  if (body) {
    const view = objectView(doc, body.schema);
    for (const [name, sub] of Object.entries(view.properties)) {
      out.set(name, { name, in: 'body', required: body.required && view.required.has(name), schema: doc.deref(sub) });
      addNested(doc, out, name, sub, 1);
    }
  }
  return out;
}

/** The verb and path item of an operation object of `doc`. */
export function locate(doc: OpenApiDocument, op: Json): { verb: string; path: string; item: Json } | undefined {
  for (const [path, rawItem] of Object.entries((doc.data.paths ?? {}) as Json)) {
    const item = doc.deref(rawItem);
    for (const verb of HTTP_VERBS) if (item[verb] === op) return { verb, path, item };
  }
  return undefined;
}
