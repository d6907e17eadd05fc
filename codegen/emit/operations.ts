// Emits `operations.ts`, the tree-shakable entry `specforge/<service>/operations`: a small core
// client class (options, auth, hooks, request; no methods) and one function per operation,
// `gistsGet(core, params)`. A bundler keeps only the functions an application imports, with
// their routes and validators. Operations the client reshapes (decoded events, derived
// properties, unwrapped envelopes) or pages itself are offered by the full client only.

import type { OperationModel, ServiceModel } from '../model/types.js';
import type { Declaration } from './code/ast.js';
import { quote } from './code/literal.js';
import { printModule } from './code/print.js';
import { operationDoc } from './doc-text.js';
import { jsHeader } from './header.js';
import { baseConstName } from './routes.js';
import { chunkAlias, chunkFile, operationChunks, validatorChunkOf } from './validator-modules.js';

export function coreClientName(model: ServiceModel): string {
  return model.clientName.replace(/Client$/, 'Core');
}

/** Operations the per-operation entry offers: those sent and answered as they are. */
export function standaloneOperations(model: ServiceModel): OperationModel[] {
  return model.operations.filter((op) => !op.decodeEvents && !op.knownValues && !op.before && op.pagination?.kind !== 'token' && !model.retry && !op.derive?.length && !op.unwrap);
}

export function emitOperations(model: ServiceModel): string {
  const core = coreClientName(model);
  const operations = standaloneOperations(model);
  const decls: Declaration[] = [
    { kind: 'import', from: 'specforge/runtime', names: ['defineCoreClient', ...(operations.length ? ['defineOperation'] : []), { name: 'CoreClient', type: true }] },
    ...(operations.length ? ([{ kind: 'import', from: './types.js', namespace: 'T', typeOnly: true }] as Declaration[]) : []),
    { kind: 'import', from: './routes.js', namespace: 'r' },
    ...operationChunks(model, operations).map((chunk): Declaration => ({ kind: 'import', from: `./validators/${chunkFile(chunk)}.js`, namespace: chunkAlias('v', chunk) })),
    {
      kind: 'const',
      name: core,
      exported: true,
      pure: true,
      value: `defineCoreClient(r.${baseConstName(model)})`,
      docs: `The core client of ${model.title}: options, auth, hooks and \`request\`, without methods.\nPass it to the operation functions of this module.\n\n@example\nconst core = new ${core}(${model.auth.length ? '{ auth: process.env.TOKEN }' : ''});`,
    },
    { kind: 'type', name: core, exported: true, type: 'CoreClient' },
    ...operations.map(
      (op): Declaration => ({
        kind: 'const',
        name: op.identifier,
        exported: true,
        pure: true,
        value: `defineOperation<T.${op.typeBase}Params, T.${op.typeBase}Response>(${quote(op.name)}, r.${op.identifier}, ${chunkAlias('v', validatorChunkOf(model, op))}.${op.identifier})`,
        docs: operationDoc(op),
      }),
    ),
  ];
  return printModule(jsHeader(model, `entry of specforge/${model.name}/operations`), decls);
}
