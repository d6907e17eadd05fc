// Emits `operations.ts`, the tree-shakable entry `specforge/<service>/operations`: a small core
// client class (options, auth, hooks, request; no methods) and one function per operation,
// `gistsGet(core, params)`. A bundler keeps only the functions an application imports, with
// their routes and validators. Operations whose responses the client reshapes (decoded events,
// derived properties, unwrapped envelopes) or pages itself are left to the full client, so every type here is exact.

import type { Project } from 'ts-morph';
import { camelCase } from '../model/naming.js';
import type { OperationModel, ServiceModel } from '../model/types.js';
import { operationDoc } from './docs-text.js';
import { jsHeader } from './header.js';
import { quote } from './literal.js';
import { textOf } from './project.js';
import { baseConstName, routeConstName } from './routes.js';

export function coreClientName(model: ServiceModel): string {
  return model.clientName.replace(/Client$/, 'Core');
}

export function operationFunctionName(op: OperationModel): string {
  return camelCase(op.key.replace('.', ' '));
}

/** Operations the per-operation entry offers: those sent and answered as they are. */
export function standaloneOperations(model: ServiceModel): OperationModel[] {
  return model.operations.filter((op) => !op.features && !op.derive?.length && !op.unwrap);
}

function docBlock(text: string): string {
  return `/**\n${text.split('\n').map((l) => ` *${l ? ` ${l}` : ''}`).join('\n')}\n */\n`;
}

export function emitOperations(project: Project, model: ServiceModel): string {
  const header = jsHeader(model, `entry of specforge/${model.name}/operations`);
  const file = project.createSourceFile(`${model.name}/operations.ts`, '', { overwrite: true });
  const core = coreClientName(model);
  const operations = standaloneOperations(model);
  file.addImportDeclarations([
    { moduleSpecifier: '../../runtime/index.js', namedImports: ['defineCoreClient', ...(operations.length ? ['defineOperation'] : []), 'type CoreClient'] },
    ...(operations.length ? [{ moduleSpecifier: './types.js', namespaceImport: 'T', isTypeOnly: true }] : []),
    { moduleSpecifier: './routes.js', namespaceImport: 'r' },
    ...(operations.length ? [{ moduleSpecifier: './validators.js', namespaceImport: 'v' }] : []),
  ]);
  file.addStatements([
    `${docBlock(`The core client of ${model.title}: options, auth, hooks and \`request\`, without methods.\nPass it to the operation functions of this module.\n\n@example\nconst core = new ${core}({ auth: process.env.TOKEN });`)}export const ${core} = /* @__PURE__ */ defineCoreClient(r.${baseConstName(model)});`,
    `export type ${core} = CoreClient;`,
    ...operations.map(
      (op) =>
        `${docBlock(operationDoc(op))}export const ${operationFunctionName(op)} = /* @__PURE__ */ defineOperation<T.${op.typeBase}Params, T.${op.typeBase}Response>(${quote(op.key)}, r.${routeConstName(op)}, v.${op.id});`,
    ),
  ]);
  return textOf(file, header);
}
