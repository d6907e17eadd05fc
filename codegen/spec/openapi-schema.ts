// Checks a document against the official OpenAPI JSON Schema of its version (3.0: the 2021-09-28
// schema, draft-04; 3.1: the current published schema, draft 2020-12, in the form adapted for ajv
// by @seriousme/openapi-schema-validator) and points each violation at its line. The validators
// are compiled ahead of time (compile-oas-schemas.ts), so no run pays for compiling them.

import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Diagnostic } from '../openapi/diagnostics.js';
import { diagnosticAt, type OpenApiVersion, type SpecDocument } from '../openapi/document.js';
import { validate as validate30 } from './oas-schema-30.js';
import { validate as validate31 } from './oas-schema-31.js';

const compiled: Record<OpenApiVersion, ValidateFunction> = { '3.0': validate30 as ValidateFunction, '3.1': validate31 as ValidateFunction };

function validator(version: OpenApiVersion): ValidateFunction {
  return compiled[version];
}

function segments(pointer: string): string[] {
  return pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
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

/** Violations of the official schema; alternatives that failed as a whole are left out when a deeper cause is known. */
export function checkOpenApiSchema(doc: SpecDocument): Diagnostic[] {
  const validate = validator(doc.version);
  if (validate(doc.data)) return [];
  const errors = validate.errors ?? [];
  const combinators = new Set(['oneOf', 'anyOf', 'if', 'then', 'else', 'not', '$ref', '$dynamicRef']);
  // "must have property $ref" is the Reference Object alternative failing: noise when the same
  // object has another, more telling error.
  const refAlternative = (e: ErrorObject) => e.keyword === 'required' && e.params.missingProperty === '$ref';
  const specific = errors.filter(
    (e) =>
      !combinators.has(e.keyword) &&
      !(refAlternative(e) && errors.some((o) => o !== e && !combinators.has(o.keyword) && !refAlternative(o) && o.instancePath.startsWith(e.instancePath))),
  );
  const chosen = specific.length > 0 ? specific : errors;
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const e of chosen) {
    const { at, message } = describe(e);
    if (seen.has(message)) continue;
    seen.add(message);
    out.push(diagnosticAt(doc, at, 'openapi', message));
  }
  return out;
}
