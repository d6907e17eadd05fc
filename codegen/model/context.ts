// What the model builders share: the document, a place for warnings, and the schema normaliser
// bound to the document (with the closed parts it leaves open, found once: model/open-parts.ts).

import { diagnosticAt, type SpecDocument } from '../openapi/document.js';
import type { DiagnosticSink, RuleName } from '../openapi/diagnostics.js';
import type { JsonObject } from '../openapi/json.js';
import type { Pointer } from '../openapi/pointer.js';
import { followRefs } from '../openapi/walk.js';
import { findOpenParts, type OpenParts } from './open-parts.js';
import { normaliseSchema } from './schema.js';
import type { JsonSchema } from './types.js';

export interface ModelContext {
  doc: SpecDocument;
  data: JsonObject;
  warn(pointer: Pointer, rule: RuleName, message: string): void;
  /** The normalised form of a schema found at `pointer`. */
  schema(raw: unknown, pointer: Pointer, component?: string): JsonSchema;
  /** Follows references (parameters, bodies, responses, headers) to the object they name. */
  deref(value: unknown): any;
}

export function modelContext(doc: SpecDocument, sink: DiagnosticSink): ModelContext {
  const warn = (pointer: Pointer, rule: RuleName, message: string) => sink.add(diagnosticAt(doc, pointer, rule, message, 'warning'));
  let open: OpenParts | undefined;
  return {
    doc,
    data: doc.data,
    warn,
    schema: (raw, pointer, component) =>
      normaliseSchema(
        raw,
        { doc: doc.data, warn: (m, at = []) => warn([...pointer, ...at], 'schema', m), open: (open ??= findOpenParts(doc.data)) },
        component,
      ),
    deref: (value) => followRefs(doc.data, value),
  };
}
