// Emits `client.ts`: the service's route table as data (what the runtime needs to send each
// operation), the typed interface of its methods, and the client class the runtime builds.

import type { Project } from 'ts-morph';
import { propertyKey } from '../model/naming.js';
import type { OperationModel, ServiceModel } from '../model/types.js';
import { operationDoc } from './docs-text.js';
import { jsHeader } from './header.js';
import { literal, raw } from './literal.js';
import { textOf } from './project.js';
import { featureMethodType, featureRouteData, needsEvents } from './route-features.js';

export function serviceConstName(model: ServiceModel): string {
  return `${model.name}Service`;
}

export function methodsInterfaceName(model: ServiceModel): string {
  return `${model.clientName.replace(/Client$/, '')}Methods`;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function routeData(model: ServiceModel, op: OperationModel): Record<string, unknown> {
  const by = (where: string) => op.params.filter((p) => p.in === where).map((p) => p.name);
  const headers = Object.fromEntries(op.params.filter((p) => p.in === 'header').map((p) => [p.name, p.headerName!]));
  const defaults = Object.fromEntries(op.params.filter((p) => p.default !== undefined).map((p) => [p.name, p.default!]));
  const sensitive = op.params.filter((p) => p.sensitive).map((p) => p.name);
  return {
    method: op.httpMethod,
    url: op.path,
    query: by('query').length ? by('query') : undefined,
    body: by('body').length && !op.rawBody ? by('body') : undefined,
    headers: Object.keys(headers).length ? headers : undefined,
    defaults: Object.keys(defaults).length ? defaults : undefined,
    previews: op.previews.length ? op.previews : undefined,
    sensitive: sensitive.length ? sensitive : undefined,
    deprecated: op.deprecation?.message,
    security: sameList(op.security, model.defaultSecurity) ? undefined : op.security,
    pagination: op.pagination,
    validate: raw(`v.${op.id}`),
    ...featureRouteData(model, op), // audit: pagination, retry, cross-field order, known values, decoding
    positional: op.positional,
    derive: op.derive,
  };
}

function docBlock(text: string, pad: string): string {
  const lines = text.split('\n');
  return `${pad}/**\n${lines.map((l) => `${pad} *${l ? ` ${l}` : ''}`).join('\n')}\n${pad} */\n`;
}

/** `Method<P, R>`, or for x-positional `PositionalMethod<[name: type, ...], Omit<P, names>, R, P>`. */
function methodType(op: OperationModel): string {
  const params = `T.${op.typeBase}Params`;
  const response = `T.${op.typeBase}Response`;
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
    { moduleSpecifier: './validators.js', namespaceImport: 'v' },
  ]);
  const runtimeImport = file.getImportDeclarations()[0]!;
  if (model.operations.some((op) => op.features?.pagination)) runtimeImport.addNamedImport('type PagedMethod');
  if (model.operations.every((op) => featureMethodType(model, op)?.startsWith('PagedMethod<'))) {
    runtimeImport.getNamedImports().find((n) => n.getName() === 'Method')?.remove();
  }
  if (needsEvents(model)) {
    file.addImportDeclarations([
      { moduleSpecifier: '../../runtime/events/index.js', namedImports: ['decodePage'] },
      { moduleSpecifier: './events.js', namespaceImport: 'E' },
    ]);
  }
  const auth = model.auth.map((a) =>
    a.kind === 'header' ? { kind: 'header', name: a.header, prefix: a.prefix, id: a.name } : a.kind === 'query' ? { kind: 'query', name: a.param, id: a.name } : { kind: 'basic', id: a.name },
  );
  const routes = Object.fromEntries(model.operations.map((op) => [op.key, routeData(model, op)]));
  const service = {
    name: model.name,
    baseUrl: model.baseUrl,
    headers: model.headers,
    previewAccept: model.previewAccept,
    formatAccept: model.formatAccept,
    auth,
    timeZoneHeader: model.timeZoneHeader,
    appAuth: model.appAuth,
    routes,
  };
  const top = model.operations.filter((op) => !op.namespace).map((op) => methodMember(model, op, '  '));
  const namespaces = [...new Set(model.operations.filter((op) => op.namespace).map((op) => op.namespace!))];
  const nsMembers = namespaces.map((ns) => {
    const members = model.operations.filter((op) => op.namespace === ns).map((op) => methodMember(model, op, '    '));
    return `  ${propertyKey(ns)}: {\n${members.join('\n')}\n  };`;
  });
  const methods = methodsInterfaceName(model);
  file.addStatements([
    `/** Everything the runtime needs to send each operation of ${model.specFile}. */\nexport const ${serviceConstName(model)}: ServiceDescription = ${literal(service)};`,
    `/** The typed methods of ${model.clientName}. */\nexport interface ${methods} {\n${[...top, ...nsMembers].join('\n')}\n}`,
    `${docBlock(`Client of ${model.title}.\n\n@example\nconst client = new ${model.clientName}({ auth: process.env.TOKEN });`, '')}export const ${model.clientName} = defineClient<${methods}>(${serviceConstName(model)});`,
    `export type ${model.clientName} = ClientInstance<${methods}>;`,
  ]);
  return textOf(file, header);
}
