// Emits `types.ts`: one declaration per component schema (and one more for its write shape when
// readOnly or writeOnly properties make it differ: model/access.ts), per shared type (an inline
// object the spec writes more than once) and per shared parameter (a parameter component many
// operations take), a Params interface, a Response type and an Error type (its error statuses and
// their bodies) per operation, and a payload type per webhook. What requests send is written in
// the write shape, what responses and deliveries hold in the read shape.

import type { OperationModel, ParamModel, ResponseModel, ServiceModel, SharedTypeModel } from '../../model/types.js';
import type { Declaration, Member } from '../code/ast.js';
import { printModule } from '../code/print.js';
import { paramDoc } from '../client/doc-text.js';
import { jsHeader } from '../code/header.js';
import { declaredType, type TypeContext, tsType } from './ts-type.js';
import { BINARY_INPUT, typeContext } from './type-context.js';

/** The type of a response's body as the client decodes it; `none` is its type where the response has none. */
function bodyType(model: ServiceModel, r: ResponseModel, none: string): string {
  if (r.kind === 'binary') return 'ArrayBuffer';
  if (r.kind === 'none' || r.schema === undefined) return r.kind === 'text' ? 'string' : none;
  return tsType(r.schema, typeContext(model, 'read'));
}

/** The type of what the method resolves with (before unwrapping or decoding): with events, their EventStream (or the other content's body). */
export function responseType(model: ServiceModel, op: OperationModel): string {
  const events = op.success.events;
  if (!events) return bodyType(model, op.success, 'undefined');
  const stream = `EventStream<${tsType(events, typeContext(model, 'read'))}>`;
  return op.success.kind === 'none' ? stream : `${bodyType(model, op.success, 'undefined')} | ${stream}`;
}

/** The responses of `op` a call throws as a RequestError: those of status 300 or more (and `default`), but the one it resolves with. */
export function errorResponses(op: OperationModel): ResponseModel[] {
  return op.responses.filter((r) => r !== op.success && r.status !== op.success.status && /^([345]|default)/i.test(r.status));
}

/** The registered HTTP statuses (IANA) of each family an error response may name with `3XX`, `4XX` or `5XX`. */
const REGISTERED: Record<string, number[]> = {
  '3': [300, 301, 302, 303, 304, 305, 307, 308],
  '4': [400, 401, 402, 403, 404, 405, 406, 407, 408, 409, 410, 411, 412, 413, 414, 415, 416, 417, 421, 422, 423, 424, 425, 426, 428, 429, 431, 451],
  '5': [500, 501, 502, 503, 504, 505, 506, 507, 508, 510, 511],
};

/**
 * The type of `op`'s errors: each error status with its body. A status family (`4XX`) is its
 * registered statuses but those the operation names itself, so `status === 404` narrows to the
 * 404's body; `default` is any status.
 */
export function errorType(model: ServiceModel, op: OperationModel): string | undefined {
  const errors = errorResponses(op);
  const named = new Set(errors.filter((r) => /^\d+$/.test(r.status)).map((r) => Number(r.status)));
  const variants = errors.map((r) => {
    const family = /^([345])XX$/i.exec(r.status)?.[1];
    const status = /^\d+$/.test(r.status) ? r.status : family ? REGISTERED[family]!.filter((n) => !named.has(n)).join(' | ') || 'never' : 'number';
    return `{ status: ${status}; data: ${bodyType(model, r, 'unknown')} }`;
  });
  return variants.length > 0 ? [...new Set(variants)].join(' | ') : undefined;
}

/** The name of `op`'s Error type in generated modules (`T.ReposGetError`), when its document describes errors (else a method's errors are any RequestError). */
export function errorTypeRef(op: OperationModel): string | undefined {
  return errorResponses(op).length > 0 ? `T.${op.typeBase}Error` : undefined;
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
  const plain = typeContext(model, 'read');
  const written = typeContext(model, 'write');
  const sent = typeContext(model, 'write', BINARY_INPUT);
  const decls: Declaration[] = [
    ...model.schemas.flatMap((s): Declaration[] => {
      const description = typeof s.schema === 'object' ? s.schema.description : undefined;
      const read: Declaration = { kind: 'type', name: s.typeName, exported: true, type: tsType(s.schema, { ...plain, component: s.name }), docs: description };
      if (s.writeTypeName === undefined) return [read];
      const write: Declaration = {
        kind: 'type',
        name: s.writeTypeName,
        exported: true,
        type: tsType(s.schema, { ...written, component: s.name }),
        docs: `${description ? `${description.trim()}\n\n` : ''}\`${s.typeName}\` as a request sends it: without its read-only properties, with its write-only ones.`,
      };
      return [read, write];
    }),
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
        members: [paramMember(s.param, written)],
      }),
    ),
    ...model.operations.flatMap((op): Declaration[] => {
      const ctx = op.body?.type === 'multipart' || op.body?.type === 'binary' ? sent : written;
      const shared = [...new Set(op.params.flatMap((p) => (p.sharedAs !== undefined ? [p.sharedAs] : [])))];
      const member = (p: ParamModel) => {
        if (p.in === 'body' && op.body && !op.body.spread && op.body.type === 'binary') {
          // A raw body may also be sent as it is read: a web stream, or any async iterable of bytes (a Node stream).
          const type = `${BINARY_INPUT} | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | string`;
          return { name: p.name, type: p.required ? type : `${type} | undefined`, optional: !p.required, docs: paramDoc(p) };
        }
        return paramMember(p, ctx);
      };
      // A readOnly body property is the service's to set: no part of what a call's type takes.
      const own = op.params.filter((p) => p.sharedAs === undefined && !p.readOnly);
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
    ...model.operations.flatMap((op): Declaration[] => {
      const type = errorType(model, op);
      return type ? [{ kind: 'type', name: `${op.typeBase}Error`, exported: true, docs: `Errors of \`${op.name}\`, by status.`, type }] : [];
    }),
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
  const streams = model.operations.some((op) => op.success.events);
  const imports: Declaration[] = streams ? [{ kind: 'import', from: 'specforge/runtime', names: ['EventStream'], typeOnly: true }] : [];
  return printModule(jsHeader(model, 'parameter, response and schema types'), [...imports, ...decls]);
}
