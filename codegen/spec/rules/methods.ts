// Method names written with `x-method` (and `x-aliases`) are unique, do not shadow the client's own
// members, and a top-level method does not take a namespace's name; an `x-deprecation`
// replacement names a method of the document. Names derived from operationIds are made unique by
// the model instead (codegen/model/naming.ts).

import type { Diagnostic } from '../../openapi/diagnostics.js';
import { diagnosticAt, type SpecDocument } from '../../openapi/document.js';
import type { JsonObject } from '../../openapi/json.js';
import { operationsOf } from '../../openapi/operations.js';
import { RESERVED_MEMBERS } from '../../model/reserved.js';

export function checkMethodNames(doc: SpecDocument): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Map<string, string>();
  const namespaces = new Set<string>();
  const topLevel = new Map<string, (string | number)[]>();
  for (const { pointer, op, verb, path } of operationsOf(doc.data)) {
    const name = op['x-method'];
    if (typeof name !== 'string') continue;
    const where = `${verb.toUpperCase()} ${path}`;
    const aliases = Array.isArray(op['x-aliases']) ? (op['x-aliases'] as JsonObject[]) : [];
    const names: Array<[unknown, (string | number)[]]> = [
      [name, [...pointer, 'x-method']],
      ...aliases.map((a, i): [unknown, (string | number)[]] => [a?.method, [...pointer, 'x-aliases', i, 'method']]),
    ];
    for (const [n, at] of names) {
      if (typeof n !== 'string') continue;
      const first = seen.get(n);
      if (first) out.push(diagnosticAt(doc, at, 'unique-method', `method name "${n}" is already used by ${first}`));
      else seen.set(n, where);
      const parts = n.split('.');
      if (RESERVED_MEMBERS.has(parts[0]!)) out.push(diagnosticAt(doc, at, 'unique-method', `"${parts[0]}" is reserved for the client's own ${parts[0]}`));
      if (parts.length === 2) namespaces.add(parts[0]!);
      else topLevel.set(n, at);
    }
  }
  for (const [name, at] of topLevel) {
    if (namespaces.has(name)) out.push(diagnosticAt(doc, at, 'unique-method', `method "${name}" has the name of a namespace`));
  }
  for (const { pointer, op } of operationsOf(doc.data)) {
    const replacement = (op['x-deprecation'] as JsonObject | undefined)?.replacement;
    if (typeof replacement === 'string' && !seen.has(replacement)) {
      out.push(
        diagnosticAt(doc, [...pointer, 'x-deprecation', 'replacement'], 'extension', `x-deprecation replacement "${replacement}" is not a method of this spec`),
      );
    }
  }
  return out;
}
