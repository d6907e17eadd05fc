// What the model builders share: the document, a place for warnings, and the schema normaliser
// bound to the document (with the closed parts it leaves open, found once: model/open-parts.ts,
// and the schemas deep inside components that references name, made components of their own).

import { diagnosticAt, type SpecDocument } from '../openapi/document.js';
import type { DiagnosticSink, RuleName } from '../openapi/diagnostics.js';
import type { JsonObject } from '../openapi/json.js';
import { type Pointer, refSegments, valueAt } from '../openapi/pointer.js';
import { followRefs } from '../openapi/walk.js';
import { findOpenParts, type OpenParts } from './open-parts.js';
import { normaliseSchema } from './schema.js';
import type { JsonSchema } from './types.js';

/** A schema deep inside a component that a reference names (`#/components/schemas/A/properties/b`), made a component of its own. */
export interface PromotedSchema {
  /** Its key among the components: the path below `components/schemas` (`A/properties/b`). */
  name: string;
  schema: JsonSchema;
}

export interface ModelContext {
  doc: SpecDocument;
  data: JsonObject;
  warn(pointer: Pointer, rule: RuleName, message: string): void;
  /** The normalised form of a schema found at `pointer`. */
  schema(raw: unknown, pointer: Pointer, component?: string): JsonSchema;
  /** Follows references (parameters, bodies, responses, headers) to the object they name. */
  deref(value: unknown): any;
  /** The schemas made components so far, by name, in the order they were made. */
  readonly promoted: ReadonlyMap<string, PromotedSchema>;
}

export function modelContext(doc: SpecDocument, sink: DiagnosticSink): ModelContext {
  const warn = (pointer: Pointer, rule: RuleName, message: string) => sink.add(diagnosticAt(doc, pointer, rule, message, 'warning'));
  let open: OpenParts | undefined;
  const declared = new Set(Object.keys((doc.data.components as JsonObject | undefined)?.schemas ?? {}));
  const promoted = new Map<string, PromotedSchema>();
  const byRef = new Map<string, string>();
  /**
   * The component a deep reference into a component names: made once (its name is taken before it
   * is normalised, so a reference back to it inside names it too), so that a document whose
   * components refer deep into one another (bundlers write them) is normalised in linear time, where
   * inlining each reference would walk every path through them.
   */
  const promote = (ref: string): string | undefined => {
    const known = byRef.get(ref);
    if (known !== undefined) return known;
    const segments = refSegments(ref);
    if (!segments || segments.length < 4 || segments[0] !== 'components' || segments[1] !== 'schemas') return undefined;
    const target = valueAt(doc.data, segments);
    if (target === undefined) return undefined;
    let name = segments.slice(2).join('/');
    while (declared.has(name) || promoted.has(name)) name += '_';
    byRef.set(ref, name);
    const entry: PromotedSchema = { name, schema: {} };
    promoted.set(name, entry);
    entry.schema = schema(target, segments, name);
    return name;
  };
  const schema = (raw: unknown, pointer: Pointer, component?: string): JsonSchema =>
    normaliseSchema(
      raw,
      { doc: doc.data, warn: (m, at = []) => warn([...pointer, ...at], 'schema', m), open: (open ??= findOpenParts(doc.data)), promote },
      component,
    );
  return { doc, data: doc.data, warn, schema, deref: (value) => followRefs(doc.data, value), promoted };
}
