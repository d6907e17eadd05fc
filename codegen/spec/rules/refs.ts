// Every local `$ref` resolves, and no reference chain loops back on itself without a schema in
// between (`A: {$ref: B}`, `B: {$ref: A}`, or a schema that is only a reference to itself): such a
// document has no meaning and would make validators recurse forever.

import type { Diagnostic } from '../../openapi/diagnostics.js';
import { diagnosticAt, type SpecDocument } from '../../openapi/document.js';
import { isObject } from '../../openapi/json.js';
import { resolveRef } from '../../openapi/pointer.js';
import type { Visitor } from '../../openapi/walk.js';

/** Keys that may stand beside `$ref` without making the object more than a reference. */
const ANNOTATIONS = new Set(['$ref', 'description', 'summary', 'title', 'deprecated', 'example', 'examples', 'default', 'readOnly', 'writeOnly', 'nullable']);

function isPureRef(value: unknown): value is { $ref: string } {
  return isObject(value) && typeof value.$ref === 'string' && Object.keys(value).every((k) => ANNOTATIONS.has(k) || k.startsWith('x-'));
}

/** The rule as a visitor of the document's walk (validate.ts walks it once for several rules), adding what it finds to `out`. */
export function refsVisitor(doc: SpecDocument, out: Diagnostic[]): Visitor {
  const reportedCycles = new Set<string>();
  return (obj, pointer, kind) => {
    if (kind === 'data' || typeof obj.$ref !== 'string') return;
    const ref = obj.$ref;
    const at = [...pointer, '$ref'];
    if (!ref.startsWith('#')) {
      out.push(diagnosticAt(doc, at, 'ref', `$ref "${ref}" is not a local reference after bundling`, 'warning'));
      return;
    }
    if (resolveRef(doc.data, ref) === undefined) {
      out.push(diagnosticAt(doc, at, 'ref', `$ref "${ref}" does not resolve; it is treated as a schema that accepts anything`, 'warning'));
      return;
    }
    if (!isPureRef(obj)) return;
    const seen = [ref];
    let cur: unknown = resolveRef(doc.data, ref);
    while (isPureRef(cur)) {
      if (seen.includes(cur.$ref)) {
        const cycle = [...seen.slice(seen.indexOf(cur.$ref)), cur.$ref];
        const key = [...cycle.slice(0, -1)].sort().join(' ');
        if (!reportedCycles.has(key)) {
          reportedCycles.add(key);
          out.push(diagnosticAt(doc, at, 'ref', `$ref cycle with nothing but references: ${cycle.join(' → ')}`));
        }
        return;
      }
      seen.push(cur.$ref);
      cur = resolveRef(doc.data, cur.$ref);
    }
  };
}
