// Enums list at least one value, none twice. Both are warnings: an empty enum is kept as written,
// a repeated value is used once.

import type { Diagnostic } from '../../openapi/diagnostics.js';
import { diagnosticAt, type SpecDocument } from '../../openapi/document.js';
import type { Visitor } from '../../openapi/walk.js';

/** The rule as a visitor of the document's walk (validate.ts walks it once for several rules), adding what it finds to `out`. */
export function enumsVisitor(doc: SpecDocument, out: Diagnostic[]): Visitor {
  return (obj, pointer, kind) => {
    if (kind !== 'schema' || !('enum' in obj)) return;
    const values = obj.enum;
    const at = [...pointer, 'enum'];
    if (!Array.isArray(values) || values.length === 0) {
      out.push(diagnosticAt(doc, at, 'enum', 'enum must list at least one value', 'warning'));
      return;
    }
    const seen = new Set<string>();
    values.forEach((v, i) => {
      const key = JSON.stringify(v);
      if (seen.has(key)) out.push(diagnosticAt(doc, [...at, i], 'enum', `enum value ${key} is listed twice`, 'warning'));
      seen.add(key);
    });
  };
}
