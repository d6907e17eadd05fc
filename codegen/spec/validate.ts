// Every check of a loaded document, reported together: the official OpenAPI schema (violations
// are warnings: the generator goes on where a peer would) and the project's rules. The rules that
// look at every object (references, extensions, enums) share one walk of the document.

import type { Diagnostic } from '../openapi/diagnostics.js';
import type { SpecDocument } from '../openapi/document.js';
import { checkOpenApiSchema } from './openapi-schema.js';
import { walk } from '../openapi/walk.js';
import { enumsVisitor } from './rules/enums.js';
import { extensionsVisitor } from './rules/extensions.js';
import { checkMethodNames } from './rules/methods.js';
import { checkOperationIds } from './rules/operation-ids.js';
import { checkPathParams } from './rules/path-params.js';
import { refsVisitor } from './rules/refs.js';

export function validateDocument(doc: SpecDocument, strict: boolean): Diagnostic[] {
  const schema = checkOpenApiSchema(doc).map((d): Diagnostic => ({ ...d, severity: 'warning' }));
  const refs: Diagnostic[] = [];
  const extensions: Diagnostic[] = [];
  const enums: Diagnostic[] = [];
  // At each object in the order the rules ran in when each walked the document on its own.
  const visitors = [refsVisitor(doc, refs), extensionsVisitor(doc, strict, extensions), enumsVisitor(doc, enums)];
  walk(doc.data, (obj, pointer, kind) => {
    for (const visit of visitors) visit(obj, pointer, kind);
  });
  return [...schema, ...refs, ...extensions, ...checkPathParams(doc), ...checkMethodNames(doc), ...checkOperationIds(doc), ...enums];
}
