// Emits `response-schemas/`: each operation's success-response schema, for the mocks
// (`specforge/<service>/mocks`, where `response.validate` checks a body against it). They are data,
// not code: the mocks entry compiles one with ajv the first time it is used
// (specforge/runtime/mocks), so a service of a thousand operations does not ship a thousand
// response validators that only tests run. `operations.js` holds every operation's schema, by the
// operation's identifier; `_components.js` holds the component schemas they reach, each with its
// ajv `$id`. One module for all operations, not one per validator chunk: the mocks import every
// operation's schema anyway, and Microsoft Graph's 842 chunks made 1,684 files of it.

import type { JsonSchema, OperationModel, ServiceModel } from '../../model/types.js';
import { isObject, type JsonObject } from '../../openapi/json.js';
import { jsHeader } from '../code/header.js';
import { SCHEMA_MAP_KEYWORDS, VALUE_KEYWORDS } from '../../openapi/schema-keywords.js';
import { checkSchema, cleanSchema, componentId, schemaView, withId } from './ajv-schemas.js';
import { SHARED_FILE } from './chunks.js';

/** The module of the operations' success-response schemas, inside `response-schemas/`. */
export const RESPONSE_SCHEMAS_FILE = 'operations';

/** Whether an operation's success response has a schema to check a body against. */
export function hasResponseSchema(op: OperationModel): boolean {
  return op.success.kind === 'json' && op.success.schema !== undefined;
}

/** The documents (ids without fragment) a (cleaned) schema's `$ref`s point into. */
function refsOf(schema: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(schema)) for (const s of schema) refsOf(s, out);
  else if (isObject(schema))
    for (const [key, value] of Object.entries(schema)) {
      if (key === '$ref' && typeof value === 'string') out.add(value.split('#')[0]!);
      else if (SCHEMA_MAP_KEYWORDS.has(key) && isObject(value)) for (const sub of Object.values(value)) refsOf(sub, out);
      else if (!VALUE_KEYWORDS.has(key)) refsOf(value, out);
    }
  return out;
}

const jsValue = (value: unknown) => JSON.stringify(value);

/**
 * A component schema with its references to other components written relative to its own `$id`
 * (`simple-user` for `<base>components/simple-user`): they resolve to the same ids, and the base
 * is not written again in every reference.
 */
function relativeRefs(schema: unknown, dir: string): JsonObject {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!isObject(node)) return node;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      const local = key === '$ref' && typeof value === 'string' && value.startsWith(dir) ? value.slice(dir.length) : undefined;
      const keep = VALUE_KEYWORDS.has(key) || (key !== '$ref' && typeof value !== 'object');
      Object.defineProperty(out, key, {
        value: local ?? (keep ? value : visit(value)),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  };
  return visit(schema) as JsonObject;
}

export function emitResponseSchemas(model: ServiceModel): Record<string, string> {
  if (model.operations.length === 0) return {};
  const base = `https://specforge.local/${model.name}/`;
  const dir = `${model.name}/response-schemas`;
  const entries = model.operations.filter(hasResponseSchema).map((op): [string, JsonSchema] => [op.identifier, op.success.schema as JsonSchema]);
  const components = new Map(model.schemas.map((s) => [componentId(base, s.name), s]));
  // Responses are checked in their read shape: a writeOnly property is not required of them.
  const view = schemaView(model, 'read');
  const reached = new Map<string, JsonObject>();
  const pending: string[] = [];
  const reach = (schema: unknown) => {
    for (const id of refsOf(schema, new Set())) if (components.has(id) && !reached.has(id)) pending.push(id);
  };
  const files: Record<string, string> = {};
  const header = (label: string) => jsHeader(model, `success-response schemas${label}, for the mocks`);
  if (entries.length > 0) {
    const lines = entries.map(([name, schema]) => {
      const cleaned = withId(cleanSchema(schema, base, view), undefined);
      checkSchema(cleaned);
      reach(cleaned);
      return `export const ${name} = ${jsValue(cleaned)};`;
    });
    files[`${dir}/${RESPONSE_SCHEMAS_FILE}.js`] = `${header('')}${lines.join('\n')}\n`;
    files[`${dir}/${RESPONSE_SCHEMAS_FILE}.d.ts`] = `${header('')}${entries.map(([name]) => `export declare const ${name}: object;`).join('\n')}\n`;
  }
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (reached.has(id)) continue;
    const schema = withId(cleanSchema(components.get(id)!.schema, base, view), id);
    reached.set(id, schema);
    reach(schema);
  }
  const list = [...reached.keys()].sort().map((id) => relativeRefs(reached.get(id)!, `${base}components/`));
  files[`${dir}/${SHARED_FILE}.js`] = `${header(', the components they reach')}export const components = [\n${list.map(jsValue).join(',\n')}\n];\n`;
  files[`${dir}/${SHARED_FILE}.d.ts`] = `${header(', the components they reach')}export declare const components: readonly object[];\n`;
  return files;
}
