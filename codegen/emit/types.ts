// Emits `types.ts`: one declaration per component schema, a Params interface and a Response type
// per operation, and a payload type per webhook.

import type { OperationModel, ServiceModel } from '../model/types.js';
import type { Declaration } from './code/ast.js';
import { printModule } from './code/print.js';
import { paramDoc } from './doc-text.js';
import { jsHeader } from './header.js';
import { tsType } from './ts-type.js';
import { BINARY_INPUT, typeContext } from './type-context.js';

/** The type of what the method resolves with (before unwrapping or decoding). */
export function responseType(model: ServiceModel, op: OperationModel): string {
  const s = op.success;
  if (s.kind === 'binary') return 'ArrayBuffer';
  if (s.kind === 'none' || s.schema === undefined) return s.kind === 'text' ? 'string' : 'undefined';
  return tsType(s.schema, typeContext(model));
}

export function emitTypes(model: ServiceModel): string {
  const plain = typeContext(model);
  const sent = typeContext(model, BINARY_INPUT);
  const decls: Declaration[] = [
    ...model.schemas.map(
      (s): Declaration => ({
        kind: 'type',
        name: s.typeName,
        exported: true,
        type: tsType(s.schema, plain),
        docs: typeof s.schema === 'object' && typeof s.schema.description === 'string' ? s.schema.description : undefined,
      }),
    ),
    ...model.operations.map(
      (op): Declaration => ({
        kind: 'interface',
        name: `${op.typeBase}Params`,
        exported: true,
        docs: `Parameters of \`${op.name}\`.`,
        members: op.params.map((p) => {
          const binaryBody = p.in === 'body' && op.body && !op.body.spread && op.body.type === 'binary';
          const type = binaryBody
            ? `${BINARY_INPUT} | string`
            : tsType(p.schema, op.body?.type === 'multipart' || op.body?.type === 'binary' ? sent : plain, 1);
          return { name: p.name, type: p.required ? type : `${type} | undefined`, optional: !p.required, docs: paramDoc(p) };
        }),
      }),
    ),
    ...model.operations.map(
      (op): Declaration => ({
        kind: 'type',
        name: `${op.typeBase}Response`,
        exported: true,
        docs: `Response data of \`${op.name}\` (${op.success.status}).`,
        type: responseType(model, op),
      }),
    ),
    ...model.webhooks.map(
      (w): Declaration => ({
        kind: 'type',
        name: w.typeName,
        exported: true,
        docs: `Body of the \`${w.name}\` webhook delivery.`,
        type: tsType(w.payload, plain),
      }),
    ),
  ];
  return printModule(jsHeader(model, 'parameter, response and schema types'), decls);
}
