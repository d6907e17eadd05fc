// Emits `types.ts`: one declaration per component schema, per shared type (an inline object the
// spec writes more than once) and per shared parameter (a parameter component many operations
// take), a Params interface and a Response type per operation, and a payload type per webhook.

import type { OperationModel, ParamModel, ServiceModel, SharedTypeModel } from '../../model/types.js';
import type { Declaration, Member } from '../code/ast.js';
import { printModule } from '../code/print.js';
import { paramDoc } from '../client/doc-text.js';
import { jsHeader } from '../code/header.js';
import { declaredType, type TypeContext, tsType } from './ts-type.js';
import { BINARY_INPUT, typeContext } from './type-context.js';

/** The type of what the method resolves with (before unwrapping or decoding). */
export function responseType(model: ServiceModel, op: OperationModel): string {
  const s = op.success;
  if (s.kind === 'binary') return 'ArrayBuffer';
  if (s.kind === 'none' || s.schema === undefined) return s.kind === 'text' ? 'string' : 'undefined';
  return tsType(s.schema, typeContext(model));
}

/** A member of a Params interface: the parameter's type, `| undefined` when optional, its description. */
function paramMember(p: ParamModel, ctx: TypeContext): Member {
  const type = tsType(p.schema, ctx, 1);
  return { name: p.name, type: p.required ? type : `${type} | undefined`, optional: !p.required, docs: paramDoc(p) };
}

/** A shared type's JSDoc: its schema's description, and where the document first writes it. */
function sharedDoc(s: SharedTypeModel): string {
  const description = typeof s.schema === 'object' && s.schema.description !== undefined ? `${s.schema.description.trim()}\n\n` : '';
  return `${description}An object the spec writes ${s.count} times, first at \`${s.firstAt}\`.`;
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
        docs: typeof s.schema === 'object' ? s.schema.description : undefined,
      }),
    ),
    ...model.sharedTypes.map(
      (s): Declaration => ({
        kind: 'type',
        name: s.typeName,
        exported: true,
        type: declaredType(s.schema, plain),
        docs: sharedDoc(s),
      }),
    ),
    ...model.sharedParams.map(
      (s): Declaration => ({
        kind: 'interface',
        name: s.typeName,
        exported: true,
        docs: `The \`${s.param.name}\` parameter of ${s.count} operations.`,
        members: [paramMember(s.param, plain)],
      }),
    ),
    ...model.operations.flatMap((op): Declaration[] => {
      const ctx = op.body?.type === 'multipart' || op.body?.type === 'binary' ? sent : plain;
      const shared = [...new Set(op.params.flatMap((p) => (p.sharedAs !== undefined ? [p.sharedAs] : [])))];
      const member = (p: ParamModel) => {
        if (p.in === 'body' && op.body && !op.body.spread && op.body.type === 'binary') {
          const type = `${BINARY_INPUT} | string`;
          return { name: p.name, type: p.required ? type : `${type} | undefined`, optional: !p.required, docs: paramDoc(p) };
        }
        return paramMember(p, ctx);
      };
      const own = op.params.filter((p) => p.sharedAs === undefined);
      const extendsShared = shared.length > 0 ? { extends: shared } : {};
      if (!op.bodyTypes) {
        return [
          {
            kind: 'interface',
            name: `${op.typeBase}Params`,
            exported: true,
            docs: `Parameters of \`${op.name}\`.`,
            ...extendsShared,
            members: own.map(member),
          },
        ];
      }
      // An optional body whose schema requires properties: no body, or one with all of them.
      const { fields, body } = op.bodyTypes;
      const whenSent = new Set(op.body!.requiredWhenSent);
      const join: Declaration = {
        kind: 'type',
        name: `${op.typeBase}Params`,
        exported: true,
        docs: `Parameters of \`${op.name}\`: its body is optional, but sent whole (${[...whenSent].map((n) => `\`${n}\``).join(', ')} with it) or not at all.`,
        type: `${fields} & (${body} | { [K in keyof ${body}]?: undefined })`,
      };
      if (op.aliasOf) return [join];
      return [
        {
          kind: 'interface',
          name: fields,
          exported: true,
          docs: `The parameters of \`${op.name}\` outside its body.`,
          ...extendsShared,
          members: own.filter((p) => p.in !== 'body').map(member),
        },
        {
          kind: 'interface',
          name: body,
          exported: true,
          docs: `The body of \`${op.name}\`, when one is sent.`,
          members: own.filter((p) => p.in === 'body').map((p) => member(whenSent.has(p.name) ? { ...p, required: true } : p)),
        },
        join,
      ];
    }),
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
