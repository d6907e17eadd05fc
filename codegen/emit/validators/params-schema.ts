// The schema of an operation's parameters as one object, which its params validator checks and its
// example parameters are mended against: each parameter (path, query, header, cookie, the body's
// properties or its `data`) a property, the required ones required, a spread body's alternatives,
// and an optional body sent whole or not at all.

import type { JsonSchema, OperationModel } from '../../model/types.js';
import { isObject as isObj, type JsonObject as Obj } from '../../openapi/json.js';

/** A `format: binary` string (or a list of them) in a body sent as a file: bytes, a Blob or a string, whatever the transport sends. */
function asFile(schema: JsonSchema): JsonSchema {
  if (!isObj(schema)) return schema;
  if (schema.type === 'string' && schema.format === 'binary') return {};
  if (schema.type === 'array' && isObj(schema.items) && schema.items.type === 'string' && schema.items.format === 'binary') return { ...schema, items: {} };
  return schema;
}

/** The schema of an operation's parameters as one object. */
export function paramsSchema(op: OperationModel): JsonSchema {
  const properties: Obj = {};
  const files = op.body?.type === 'binary' || op.body?.type === 'multipart';
  for (const p of op.params) {
    const schema = files && p.in === 'body' ? asFile(p.schema) : p.schema;
    Object.defineProperty(properties, p.name, { value: schema, enumerable: true, writable: true, configurable: true });
  }
  const required = op.params.filter((p) => p.required).map((p) => p.name);
  const body = op.body;
  if (!body || body.required) return { type: 'object', properties, ...(required.length ? { required } : {}), ...body?.alternatives };
  // An optional body sent with any of its properties is sent whole: with those its schema
  // requires, and as one of its alternatives.
  const whole = { ...(body.requiredWhenSent?.length ? { required: body.requiredWhenSent } : {}), ...body.alternatives };
  const given = { anyOf: op.params.filter((p) => p.in === 'body').map((p) => ({ required: [p.name] })) };
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords, never awaited.
  const sent = Object.keys(whole).length ? { if: given, then: whole } : {};
  return { type: 'object', properties, ...(required.length ? { required } : {}), ...sent };
}
