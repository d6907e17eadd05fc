// Emits `routes.ts`: each operation's route description as its own export (what the runtime
// needs to send it; its validator by name, see runtime/lazy-validators.ts), and the service's base
// description (name, base URL, headers, auth schemes) without routes. client.ts assembles the route table from them; operations.ts uses them one by
// one, so a bundler keeps only the routes (and validators) an application calls.

import type { Project } from 'ts-morph';
import type { OperationModel, ServiceModel } from '../model/types.js';
import { jsHeader } from './header.js';
import { literal } from './literal.js';
import { textOf } from './project.js';
import { featureRouteData, needsEvents } from './route-features.js';

export function baseConstName(model: ServiceModel): string {
  return `${model.name}Base`;
}

export function routeConstName(op: OperationModel): string {
  return op.id;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

export function routeData(model: ServiceModel, op: OperationModel): Record<string, unknown> {
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
    validator: op.id,
    ...featureRouteData(model, op), // audit: pagination, retry, cross-field order, known values, decoding
    positional: op.positional,
    unwrap: op.unwrap,
    derive: op.derive,
  };
}


/** The service without its routes (plus the one app authentication needs, if any). */
export function baseData(model: ServiceModel): Record<string, unknown> {
  const auth = model.auth.map((a) =>
    a.kind === 'header' ? { kind: 'header', name: a.header, prefix: a.prefix, id: a.name } : a.kind === 'query' ? { kind: 'query', name: a.param, id: a.name } : { kind: 'basic', id: a.name },
  );
  const tokenOp = model.appAuth && model.operations.find((op) => op.key === model.appAuth!.installationTokenOperation);
  return {
    name: model.name,
    baseUrl: model.baseUrl,
    headers: model.headers,
    previewAccept: model.previewAccept,
    formatAccept: model.formatAccept,
    auth,
    timeZoneHeader: model.timeZoneHeader,
    appAuth: model.appAuth,
    // The installation-token route goes out unvalidated (the auth strategy builds its params), so it
    // is copied without its validator: a bundle of one operation does not carry another's.
    routes: tokenOp ? { [tokenOp.key]: { ...routeData(model, tokenOp), validator: undefined } } : {},
  };
}

export function emitRoutes(project: Project, model: ServiceModel): string {
  const header = jsHeader(model, 'route descriptions');
  const file = project.createSourceFile(`${model.name}/routes.ts`, '', { overwrite: true });
  file.addImportDeclarations([
    { moduleSpecifier: '../../runtime/index.js', namedImports: ['type RouteDescription', 'type ServiceDescription'] },
  ]);
  if (needsEvents(model)) {
    file.addImportDeclarations([
      { moduleSpecifier: '../../runtime/events/index.js', namedImports: ['decodePage'] },
      { moduleSpecifier: './events.js', namespaceImport: 'E' },
    ]);
  }
  file.addStatements([
    ...model.operations.map((op) => `/** ${op.key}: \`${op.httpMethod} ${op.path}\` */\nexport const ${routeConstName(op)}: RouteDescription = ${literal(routeData(model, op))};`),
    `/** ${model.title}: everything but the routes. */\nexport const ${baseConstName(model)}: ServiceDescription = ${literal(baseData(model))};`,
  ]);
  return textOf(file, header);
}
