// Every operationId is unique in its document, as OpenAPI requires (hey-api keeps a document wrong in
// just this way among its tests, 3.1.x/invalid/operationId-unique.yaml). A repeated one is a
// warning at the repeat naming the operation that has it first; the generator goes on, the model
// giving the repeat another method name (its own warning says which).

import type { Diagnostic } from '../../openapi/diagnostics.js';
import { diagnosticAt, type SpecDocument } from '../../openapi/document.js';
import { operationsOf } from '../../openapi/operations.js';

export function checkOperationIds(doc: SpecDocument): Diagnostic[] {
  const out: Diagnostic[] = [];
  const first = new Map<string, string>();
  for (const section of ['paths', 'webhooks'] as const)
    for (const { pointer, op, verb, path } of operationsOf(doc.data, section)) {
      const id = op.operationId;
      if (typeof id !== 'string') continue;
      const where = section === 'paths' ? `${verb.toUpperCase()} ${path}` : `webhook ${path} (${verb})`;
      const earlier = first.get(id);
      if (earlier)
        out.push(
          diagnosticAt(
            doc,
            [...pointer, 'operationId'],
            'unique-method',
            `operationId "${id}" is already the operationId of ${earlier}: operationIds must be unique in a document`,
            'warning',
          ),
        );
      else first.set(id, where);
    }
  return out;
}
