// Checks a call's parameters against an official description's own schemas (OpenAPI 3.0 turned
// into JSON Schema: `nullable` into a `null` type, boolean exclusive bounds into numbers, local
// references inlined), so a sampled value counts as valid only when the service's description
// accepts the whole call.

import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { Field } from './operation-fields.js';
import { bodySchema } from './operation-fields.js';
import type { Json, OpenApiDocument } from './openapi-document.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const DROP = new Set(['example', 'examples', 'discriminator', 'xml', 'externalDocs', 'readOnly', 'writeOnly', 'deprecated', 'description', 'title']);

/** JSON Schema (draft 7) for an OpenAPI 3.0 schema; references inlined up to a depth. */
export function toJsonSchema(doc: OpenApiDocument, raw: unknown, depth = 0): unknown {
  const s = doc.deref(raw);
  if (depth > 24) return {};
  if (Array.isArray(s)) return s.map((x) => toJsonSchema(doc, x, depth + 1));
  if (s === null || typeof s !== 'object') return s;
  const out: Json = {};
  for (const [key, value] of Object.entries(s as Json)) {
    if (key.startsWith('x-') || DROP.has(key) || key === 'nullable') continue;
    if (key === 'properties' || key === 'patternProperties')
      out[key] = Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, toJsonSchema(doc, v, depth + 1)]));
    else if (key === 'enum' || key === 'const' || key === 'default' || key === 'required') out[key] = value;
    else out[key] = toJsonSchema(doc, value, depth + 1);
  }
  if (s.exclusiveMinimum === true) (out.exclusiveMinimum = s.minimum), delete out.minimum;
  if (s.exclusiveMaximum === true) (out.exclusiveMaximum = s.maximum), delete out.maximum;
  if (s.exclusiveMinimum === false) delete out.exclusiveMinimum;
  if (s.exclusiveMaximum === false) delete out.exclusiveMaximum;
  if (s.nullable === true) {
    if (out.type !== undefined) out.type = [...new Set([out.type].flat().concat('null'))];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    if (out.type === undefined && out.enum === undefined) return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

function newAjv(): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  for (const f of ['int32', 'int64', 'binary', 'byte', 'password', 'repo.nwo', 'ssh-key', 'uri-template']) ajv.addFormat(f, true);
  return ajv;
}

export type Check = ((value: unknown) => boolean) & { errors?: unknown };

/** A validator of a whole call (parameters and body properties side by side, as the client takes them). */
export function officialCallValidator(doc: OpenApiDocument, op: Json, fields: Map<string, Field>): Check {
  const properties: Json = {};
  const required: string[] = [];
  for (const f of fields.values()) {
    if (f.in === 'body') continue;
    properties[f.name] = toJsonSchema(doc, f.schema);
    if (f.required) required.push(f.name);
  }
  const body = bodySchema(doc, op);
  const schema: Json = { type: 'object', properties, required };
  if (body) {
    const bodyJson = toJsonSchema(doc, body.schema) as Json;
    // The body's own required names only count when the body is required.
    if (!body.required) delete bodyJson.required;
    // The call object also holds the path and query parameters.
    delete bodyJson.additionalProperties;
    schema.allOf = [bodyJson];
  }
  return newAjv().compile(schema) as Check;
}
