// Emits `client.ts`: the service's route table as data (what the runtime needs to send each
// operation), the typed interface of its methods, and the client class the runtime builds.

import type { Project } from 'ts-morph';
import { propertyKey } from '../model/naming.js';
import type { OperationModel, ServiceModel } from '../model/types.js';
import { operationDoc } from './docs-text.js';
import { jsHeader } from './header.js';
import { literal, raw } from './literal.js';
import { textOf } from './project.js';
import { featureMethodType, needsEvents } from './route-features.js';
import { baseConstName, routeConstName } from './routes.js';

export function serviceConstName(model: ServiceModel): string {
  return `${model.name}Service`;
}

export function methodsInterfaceName(model: ServiceModel): string {
  return `${model.clientName.replace(/Client$/, '')}Methods`;
}

function docBlock(text: string, pad: string): string {
  const lines = text.split('\n');
  return `${pad}/**\n${lines.map((l) => `${pad} *${l ? ` ${l}` : ''}`).join('\n')}\n${pad} */\n`;
}

/** `Method<P, R>`, or for x-positional `PositionalMethod<[name: type, ...], Omit<P, names>, R, P>`. */
function methodType(op: OperationModel): string {
  const params = `T.${op.typeBase}Params`;
  const response = op.unwrap ? `T.${op.typeBase}Response['${op.unwrap}']` : `T.${op.typeBase}Response`;
  if (!op.positional?.length) return `Method<${params}, ${response}>`;
  const args = op.positional.map((n) => `${n}: ${params}['${n}']`).join(', ');
  const rest = `Omit<${params}, ${op.positional.map((n) => `'${n}'`).join(' | ')}>`;
  return `PositionalMethod<[${args}], ${rest}, ${response}, ${params}>`;
}

function methodMember(model: ServiceModel, op: OperationModel, pad: string): string {
  const type = featureMethodType(model, op) ?? methodType(op);
  return `${docBlock(operationDoc(op), pad)}${pad}${propertyKey(op.method)}: ${type};`;
}

export function emitClient(project: Project, model: ServiceModel): string {
  const header = jsHeader(model, 'route table and client class');
  const file = project.createSourceFile(`${model.name}/client.ts`, '', { overwrite: true });
  file.addImportDeclarations([
    {
      moduleSpecifier: '../../runtime/index.js',
      namedImports: [
        'defineClient',
        'type ClientInstance',
        ...(model.operations.some((op) => !op.positional?.length) ? ['type Method'] : []),
        ...(model.operations.some((op) => op.positional?.length) ? ['type PositionalMethod'] : []),
        'type ServiceDescription',
      ],
    },
    { moduleSpecifier: './types.js', namespaceImport: 'T', isTypeOnly: true },
    { moduleSpecifier: './routes.js', namespaceImport: 'r' },
  ]);
  const runtimeImport = file.getImportDeclarations()[0]!;
  if (model.operations.some((op) => op.features?.pagination)) runtimeImport.addNamedImport('type PagedMethod');
  if (model.operations.every((op) => featureMethodType(model, op)?.startsWith('PagedMethod<'))) {
    runtimeImport.getNamedImports().find((n) => n.getName() === 'Method')?.remove();
  }
  if (needsEvents(model)) file.addImportDeclaration({ moduleSpecifier: './events.js', namespaceImport: 'E', isTypeOnly: true });
  const routes = Object.fromEntries(model.operations.map((op) => [op.key, raw(`r.${routeConstName(op)}`)]));
  const top = model.operations.filter((op) => !op.namespace).map((op) => methodMember(model, op, '  '));
  const namespaces = [...new Set(model.operations.filter((op) => op.namespace).map((op) => op.namespace!))];
  const nsMembers = namespaces.map((ns) => {
    const members = model.operations.filter((op) => op.namespace === ns).map((op) => methodMember(model, op, '    '));
    return `  ${propertyKey(ns)}: {\n${members.join('\n')}\n  };`;
  });
  const methods = methodsInterfaceName(model);
  file.addStatements([
    `/** Everything the runtime needs to send each operation of ${model.specFile}. */\nexport const ${serviceConstName(model)}: ServiceDescription = {\n  ...r.${baseConstName(model)},\n  // Loaded on the first call, not at import (runtime/lazy-validators.ts).\n  validators: () => import('./validators.js'),\n  routes: ${literal(routes, 1)},\n};`,
    `/** The typed methods of ${model.clientName}. */\nexport interface ${methods} {\n${[...top, ...nsMembers].join('\n')}\n}`,
    `${docBlock(`Client of ${model.title}.\n\n@example\nconst client = new ${model.clientName}({ auth: process.env.TOKEN });`, '')}export const ${model.clientName} = defineClient<${methods}>(${serviceConstName(model)});`,
    `export type ${model.clientName} = ClientInstance<${methods}>;`,
  ]);
  return textOf(file, header);
}
