// Every local `$ref` resolves, and no reference chain loops back on itself without a schema in
// between (`A: {$ref: B}`, `B: {$ref: A}`, or a schema that is only a reference to itself). Such a
// cycle says nothing about the data and would make validators recurse forever; one odd part never
// costs the document, so the cycle's members lose their `$ref` here (their annotations stay) and
// accept anything, with a warning where the cycle was entered, and the rest generates (hey-api's
// 3.1.x/validators-circular-ref.json has one beside ordinary recursive schemas).

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
          out.push(
            diagnosticAt(
              doc,
              at,
              'ref',
              `$ref cycle with nothing but references: ${cycle.join(' → ')}; ${cycle.length > 2 ? 'these schemas are' : 'this schema is'} left out and accept${cycle.length > 2 ? '' : 's'} anything`,
              'warning',
            ),
          );
        }
        // Positions are found before the members change (the warning above is located already).
        for (const member of cycle.slice(0, -1)) {
          const target = resolveRef(doc.data, member);
          if (isObject(target)) delete target.$ref;
        }
        return;
      }
      seen.push(cur.$ref);
      cur = resolveRef(doc.data, cur.$ref);
    }
  };
}
