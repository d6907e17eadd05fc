// Runs every check on a loaded spec: YAML syntax first (nothing else can run without a
// document), then the OpenAPI 3.1 schema and the project's rules, all reported together.

import type { Diagnostic } from './diagnostics.js';
import type { LoadedSpec } from './load.js';
import { checkOpenApiSchema } from './openapi-schema.js';
import { checkProjectRules } from './rules.js';

export function validateSpec(spec: LoadedSpec): Diagnostic[] {
  if (spec.yamlErrors.length > 0) return spec.yamlErrors;
  if (!spec.data) return [spec.at([], 'yaml', 'the document is empty or not a mapping')];
  return [...checkOpenApiSchema(spec), ...checkProjectRules(spec)];
}
