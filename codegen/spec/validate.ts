// Every check of a loaded document, reported together: the official OpenAPI schema (violations
// are warnings: the generator goes on where a peer would) and the project's rules.

import type { Diagnostic } from '../openapi/diagnostics.js';
import type { SpecDocument } from '../openapi/document.js';
import { checkOpenApiSchema } from './openapi-schema.js';
import { checkEnums } from './rules/enums.js';
import { checkExtensions } from './rules/extensions.js';
import { checkMethodNames } from './rules/methods.js';
import { checkPathParams } from './rules/path-params.js';
import { checkRefs } from './rules/refs.js';

export function validateDocument(doc: SpecDocument, strict: boolean): Diagnostic[] {
  const schema = checkOpenApiSchema(doc).map((d): Diagnostic => ({ ...d, severity: 'warning' }));
  return [...schema, ...checkRefs(doc), ...checkExtensions(doc, strict), ...checkPathParams(doc), ...checkMethodNames(doc), ...checkEnums(doc)];
}
