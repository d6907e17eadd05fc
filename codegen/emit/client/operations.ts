// Emits `operations.ts`, the tree-shakable entry `specforge/<service>/operations`: a small core
// client class (options, auth, hooks, request; no methods) and one function per operation,
// `gistsGet(core, params)`, for every operation of the client (older names included). A bundler
// keeps only the functions an application imports, with their routes and validators. Each answers
// as the full client's method does: decoded, derived and unwrapped; a token- or page-number-paged
// one returns the same PagePromise (awaitable first page, `for await` over every item); the spec's
// retries apply through the core (routeRetry). Parameters go by name only (no positional form).

import { takesToken } from '../../../runtime/auth/scheme.js';
import type { OperationModel, ServiceModel } from '../../model/types.js';
import { errorTypeRef } from '../types/types.js';
import type { Declaration, ImportName } from '../code/ast.js';
import { quote } from '../code/literal.js';
import { printModule } from '../code/print.js';
import { dataType } from './client.js';
import { decodedTypeNames } from './events.js';
import { operationDoc } from './doc-text.js';
import { jsHeader } from '../code/header.js';
import { baseConstName } from './routes.js';
import { chunkAlias, chunkImports, validatorChunkOf } from '../validators/chunks.js';

export function coreClientName(model: ServiceModel): string {
  return model.clientName.replace(/Client$/, 'Core');
}

const paged = (op: OperationModel) => op.pagination?.kind === 'token' || op.pagination?.kind === 'page';

/** The operation's definition: `defineOperation<Params, Data, Error>(...)`, or `definePagedOperation<Params, Data, Item, Error>(...)` for a paged route. */
function definition(model: ServiceModel, op: OperationModel): string {
  const params = `T.${op.typeBase}Params`;
  const data = dataType(model, op);
  const ref = errorTypeRef(op);
  const errors = ref ? `, ${ref}` : '';
  const args = `(${quote(op.name)}, r.${op.identifier}, ${chunkAlias(validatorChunkOf(model, op))}.${op.identifier})`;
  if (paged(op))
    return `definePagedOperation<${params}, ${data}, ${op.decodeEvents && model.events ? `E.${decodedTypeNames(model).activity}` : 'unknown'}${errors}>${args}`;
  return `defineOperation<${op.knownValues ? `${params} & KnownValuesOption` : params}, ${data}${errors}>${args}`;
}

export function emitOperations(model: ServiceModel): string {
  const core = coreClientName(model);
  const operations = model.operations;
  const runtime: ImportName[] = [{ name: 'defineCoreClient' }];
  if (operations.some((op) => !paged(op))) runtime.push({ name: 'defineOperation' });
  if (operations.some(paged)) runtime.push({ name: 'definePagedOperation' });
  if (operations.some((op) => op.knownValues && !paged(op))) runtime.push({ name: 'KnownValuesOption', type: true });
  const retries = model.retry !== undefined;
  if (retries) runtime.push({ name: 'routeRetry' });
  runtime.push({ name: 'CoreClient', type: true });
  const decls: Declaration[] = [
    { kind: 'import', from: 'specforge/runtime/core', names: runtime },
    ...(operations.length ? ([{ kind: 'import', from: './types.js', namespace: 'T', typeOnly: true }] as Declaration[]) : []),
    ...(model.events && operations.some((op) => op.decodeEvents)
      ? ([{ kind: 'import', from: './events.js', namespace: 'E', typeOnly: true }] as Declaration[])
      : []),
    { kind: 'import', from: './routes.js', namespace: 'r' },
    ...chunkImports(model, operations),
    {
      kind: 'const',
      name: core,
      exported: true,
      pure: true,
      value: `defineCoreClient(r.${baseConstName(model)}${retries ? ', { retry: routeRetry }' : ''})`,
      docs: `The core client of ${model.title}: options, auth, hooks and \`request\`, without methods.\nPass it to the operation functions of this module.\n\n@example\nconst core = new ${core}(${takesToken(model.auth) ? '{ auth: process.env.TOKEN }' : ''});`,
    },
    { kind: 'type', name: core, exported: true, type: 'CoreClient' },
    ...operations.map(
      (op): Declaration => ({
        kind: 'const',
        name: op.identifier,
        exported: true,
        pure: true,
        value: definition(model, op),
        docs: operationDoc(op, { fullTextAt: `client.${op.namespace ? `${op.namespace}.` : ''}${op.method}` }),
      }),
    ),
  ];
  return printModule(jsHeader(model, `entry of specforge/${model.name}/operations`), decls);
}
