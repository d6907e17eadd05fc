// Emits `client.ts`: the service's route table as data (what the runtime needs to send each
// operation), the typed interface of its methods, the typed map of its routes for
// `client.request`, and the client class the runtime builds.

import { takesToken } from '../../../runtime/auth/scheme.js';
import { operationsByNamespace } from '../../model/namespaces.js';
import type { OperationModel, ServiceModel } from '../../model/types.js';
import { errorTypeRef } from '../types/types.js';
import type { Declaration, ImportName, Member } from '../code/ast.js';
import { literal, quote, raw } from '../code/literal.js';
import { printModule } from '../code/print.js';
import { operationDoc } from './doc-text.js';
import { decodedTypeNames } from './events.js';
import { jsHeader } from '../code/header.js';
import { baseConstName } from './routes.js';
import { chunkFile, operationChunks } from '../validators/chunks.js';

export function serviceConstName(model: ServiceModel): string {
  return `${model.name}Service`;
}

export function methodsInterfaceName(model: ServiceModel): string {
  return `${model.clientName.replace(/Client$/, '')}Methods`;
}

export function routesInterfaceName(model: ServiceModel): string {
  return `${model.clientName.replace(/Client$/, '')}Routes`;
}

/** What the method resolves with, as a type: the response, its unwrapped property, or the decoded page. */
export function dataType(model: ServiceModel, op: OperationModel): string {
  if (op.decodeEvents && model.events) return `E.${decodedTypeNames(model).page}`;
  return op.unwrap ? `T.${op.typeBase}Response[${quote(op.unwrap)}]` : `T.${op.typeBase}Response`;
}

/** Whether calls of the operation may pass `allowUnknown` (a parameter with known values). */
function takesKnownValues(model: ServiceModel, op: OperationModel): boolean {
  return !!op.knownValues && !!model.events;
}

/** The type of a call's parameters: the operation's own, plus `allowUnknown` where it has known values. */
function paramsType(model: ServiceModel, op: OperationModel): string {
  return takesKnownValues(model, op) ? `T.${op.typeBase}Params & KnownValuesOption` : `T.${op.typeBase}Params`;
}

/** The method's type: Method, PositionalMethod (x-positional) or PagedMethod (token pagination), with its described errors. */
function methodType(model: ServiceModel, op: OperationModel): string {
  const data = dataType(model, op);
  const ref = errorTypeRef(op);
  const errors = ref ? `, ${ref}` : '';
  if (op.pagination?.kind === 'token') {
    const item = op.decodeEvents && model.events ? `E.${decodedTypeNames(model).activity}` : 'unknown';
    return `PagedMethod<T.${op.typeBase}Params, ${data}, ${item}${errors}>`;
  }
  const params = paramsType(model, op);
  if (!op.positional?.length) return `Method<${params}, ${data}${errors}>`;
  const args = op.positional.map((n) => `${n}: T.${op.typeBase}Params[${quote(n)}]`).join(', ');
  return `PositionalMethod<[${args}], Omit<${params}, ${op.positional.map(quote).join(' | ')}>, ${data}, ${params}${errors}>`;
}

function methodMembers(model: ServiceModel): Member[] {
  const member = (op: OperationModel): Member => ({ name: op.method, type: methodType(model, op), docs: operationDoc(op) });
  const byNamespace = operationsByNamespace(model);
  const namespaces = [...byNamespace].filter(([ns]) => ns !== '');
  return [...(byNamespace.get('') ?? []).map(member), ...namespaces.map(([ns, ops]): Member => ({ name: ns, type: ops.map(member) }))];
}

function routeMembers(model: ServiceModel): Member[] {
  return model.operations
    .filter((op) => !op.aliasOf)
    .map(
      (op): Member => ({
        name: `${op.httpMethod} ${op.path}`,
        type: `{ params: ${paramsType(model, op)}; response: T.${op.typeBase}Response }`,
        docs: op.name,
      }),
    );
}

export function emitClient(model: ServiceModel): string {
  const runtimeNames: ImportName[] = [{ name: 'defineClient' }, { name: 'ClientInstance', type: true }, { name: 'ServiceDescription', type: true }];
  const kinds = new Set(model.operations.map((op) => methodType(model, op).replace(/<.*$/s, '')));
  for (const kind of ['Method', 'PagedMethod', 'PositionalMethod']) if (kinds.has(kind)) runtimeNames.push({ name: kind, type: true });
  if (model.operations.some((op) => !op.aliasOf && takesKnownValues(model, op))) runtimeNames.push({ name: 'KnownValuesOption', type: true });
  const decls: Declaration[] = [
    { kind: 'import', from: 'specforge/runtime', names: runtimeNames },
    { kind: 'import', from: './types.js', namespace: 'T', typeOnly: true },
    { kind: 'import', from: './routes.js', namespace: 'r' },
  ];
  if (model.events && model.operations.some((op) => op.decodeEvents)) decls.push({ kind: 'import', from: './events.js', namespace: 'E', typeOnly: true });
  const routeTable = literal(Object.fromEntries(model.operations.map((op) => [op.name, raw(`r.${op.identifier}`)])), 1);
  // Each namespace's validators are loaded by its first call (a chunk of their own for bundlers).
  const loaders = Object.fromEntries(operationChunks(model).map((chunk) => [chunk, raw(`() => import('./validators/${chunkFile(chunk)}.js')`)]));
  const validators = model.operations.length ? `  validators: ${literal(loaders, 1)},\n` : '';
  const service = `{\n  ...r.${baseConstName(model)},\n${validators}  routes: ${routeTable},\n}`;
  const methods = methodsInterfaceName(model);
  const routes = routesInterfaceName(model);
  decls.push(
    {
      kind: 'const',
      name: serviceConstName(model),
      exported: true,
      type: 'ServiceDescription',
      value: service,
      docs: `Everything the runtime needs to send each operation of ${model.specFile}.`,
    },
    { kind: 'interface', name: methods, exported: true, members: methodMembers(model), docs: `The typed methods of ${model.clientName}.` },
    {
      kind: 'interface',
      name: routes,
      exported: true,
      members: routeMembers(model),
      docs: `The routes of ${model.specFile}, for \`client.request\`: parameters and response of each.`,
    },
    {
      kind: 'const',
      name: model.clientName,
      exported: true,
      value: `defineClient<${methods}, ${routes}>(${serviceConstName(model)})`,
      docs: `Client of ${model.title}.\n\n@example\nconst client = new ${model.clientName}(${takesToken(model.auth) ? '{ auth: process.env.TOKEN }' : ''});`,
    },
    { kind: 'type', name: model.clientName, exported: true, type: `ClientInstance<${methods}, ${routes}>` },
  );
  return printModule(jsHeader(model, 'route table and client class'), decls);
}
