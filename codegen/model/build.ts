// Builds the ServiceModel of a checked document: component schemas first (normalised, with their
// type names), then security, operations (named once every operation is known), webhooks and the
// event catalogue. Name clashes are settled here, with a warning; emitters only read the result.

import type { DiagnosticSink } from '../openapi/diagnostics.js';
import type { SpecDocument } from '../openapi/document.js';
import { isObject, stringList, type JsonObject } from '../openapi/json.js';
import { externalDocsOf } from './external-docs.js';
import { markShapes } from './access.js';
import { valuePlans } from './value-plans.js';
import { operationsOf } from '../openapi/operations.js';
import { buildAuth, securityNames } from './auth.js';
import { modelContext, type ModelContext } from './context.js';
import { buildEventCatalogue } from './events.js';
import { camelCase, clientNameOf, identifierPool, NamePool, pascalCase, safeIdentifier, typeNameOf, typeNamePool } from './naming.js';
import { buildOperation, parseMethod, type OperationDraft } from './operation.js';
import { RESERVED_MEMBERS } from './reserved.js';
import { findSharedParams } from './shared-params.js';
import { findSharedTypes, typeRoots } from './shared-types.js';
import type { JsonSchema, OperationModel, RetryModel, SchemaModel, ServiceModel, WebhookEventLocation, WebhookModel } from './types.js';
import type { WebhookSignature } from '../../runtime/webhooks-server/description.js';
import { ownServer, serverUrl } from './servers.js';
import { buildWebhooks } from './webhooks.js';

function buildSchemas(ctx: ModelContext, types: NamePool): SchemaModel[] {
  const raw: JsonObject = isObject(ctx.data.components?.schemas) ? ctx.data.components.schemas : {};
  return Object.keys(raw)
    .sort()
    .map((name) => ({ name, typeName: types.take(typeNameOf(name)), schema: ctx.schema(raw[name], ['components', 'schemas', name], name) }));
}

/** Gives every operation its final name: names the document wrote are kept; derived ones are made unique. */
function nameOperations(ctx: ModelContext, drafts: OperationDraft[], types: NamePool): OperationModel[] {
  const taken = new Set<string>();
  const namespaces = new Set<string>();
  for (const d of drafts.filter((x) => x.explicit)) {
    taken.add(d.wanted.namespace ? `${d.wanted.namespace}.${d.wanted.method}` : d.wanted.method);
    if (d.wanted.namespace) namespaces.add(d.wanted.namespace);
    for (const a of d.aliases) if (typeof a.method === 'string') taken.add(a.method);
  }
  for (const d of drafts.filter((x) => !x.explicit && x.wanted.namespace)) namespaces.add(d.wanted.namespace!);
  const ids = identifierPool([]);
  const named = drafts.map((d) => {
    let { namespace, method } = d.wanted;
    if (!d.explicit) {
      if (!namespace && (namespaces.has(method) || RESERVED_MEMBERS.has(method))) method = `${method}Operation`;
      const base = method;
      for (let n = 2; taken.has(namespace ? `${namespace}.${method}` : method); n++) method = `${base}${n}`;
      if (method !== d.wanted.method)
        ctx.warn(
          d.pointer,
          'names',
          `method name ${namespace ? `${namespace}.` : ''}${d.wanted.method} is taken; this operation is ${namespace ? `${namespace}.` : ''}${method}`,
        );
      taken.add(namespace ? `${namespace}.${method}` : method);
    }
    return { d, namespace, method };
  });
  const operations: OperationModel[] = [];
  for (const { d, namespace, method } of named) {
    const name = namespace ? `${namespace}.${method}` : method;
    const typeBase = typeBaseFor(types, namespace, method);
    const op: OperationModel = {
      ...d.model,
      name,
      method,
      identifier: ids.take(safeIdentifier(camelCase(`${namespace ?? ''} ${method}`))),
      typeBase,
    };
    if (op.body?.requiredWhenSent?.length) op.bodyTypes = { fields: types.take(`${typeBase}Fields`), body: types.take(`${typeBase}Body`) };
    if (namespace) op.namespace = namespace;
    if (d.deprecation) {
      const r = d.deprecation;
      const message =
        typeof r.message === 'string' ? r.message : r.replacement ? `${name} is deprecated; use ${r.replacement} instead` : `${name} is deprecated`;
      op.deprecation = { message, ...(typeof r.replacement === 'string' ? { replacement: r.replacement } : {}), ...(r.kind ? { kind: r.kind } : {}) };
    }
    operations.push(op);
    for (const alias of d.aliases) {
      const a = parseMethod(String(alias.method));
      const aliasName = String(alias.method);
      const copy: OperationModel = {
        ...op,
        name: aliasName,
        method: a.method,
        identifier: ids.take(safeIdentifier(camelCase(`${a.namespace ?? ''} ${a.method}`))),
        typeBase: typeBaseFor(types, a.namespace, a.method),
        aliasOf: name,
        deprecation: {
          message: typeof alias.message === 'string' ? alias.message : `${aliasName} is deprecated; use ${name} instead`,
          replacement: name,
          ...(alias.kind ? { kind: alias.kind } : {}),
        },
      };
      if (a.namespace) copy.namespace = a.namespace;
      else delete copy.namespace;
      operations.push(copy);
    }
  }
  return operations.sort((a, b) => a.name.localeCompare(b.name));
}

/** A type base whose Params, Response and Error names are all free. */
function typeBaseFor(types: NamePool, namespace: string | undefined, method: string): string {
  const wanted = pascalCase(namespace ? `${namespace} ${method}` : method) || 'Operation';
  let base = /^[0-9]/.test(wanted) ? `Op${wanted}` : wanted;
  for (let n = 2; types.has(`${base}Params`) || types.has(`${base}Response`) || types.has(`${base}Error`); n++) base = `${wanted}${n}`;
  types.take(`${base}Params`);
  types.take(`${base}Response`);
  types.take(`${base}Error`);
  return base;
}

function retryOf(data: JsonObject): RetryModel | undefined {
  const r = data['x-retry'];
  if (!isObject(r)) return undefined;
  return { statuses: [...r.statuses], retries: r.retries, baseDelayMs: r.baseDelayMs, ...(r.maxDelayMs !== undefined ? { maxDelayMs: r.maxDelayMs } : {}) };
}

export function buildModel(doc: SpecDocument, sink: DiagnosticSink): ServiceModel {
  const ctx = modelContext(doc, sink);
  const data = doc.data;
  const service: JsonObject = isObject(data['x-service']) ? data['x-service'] : {};
  const info: JsonObject = isObject(data.info) ? data.info : {};
  const types = typeNamePool();
  const schemas = buildSchemas(ctx, types);
  const bySchemaName = new Map(schemas.map((s) => [s.name, s]));
  const lookup = (name: string): JsonSchema | undefined => bySchemaName.get(name)?.schema ?? ctx.promoted.get(name)?.schema;
  const auth = buildAuth(ctx);
  const defaultSecurity = securityNames(data.security);
  const baseUrl = serverUrl(data.servers, (message, i) => ctx.warn(['servers', i, 'url'], 'openapi', message));
  const drafts = operationsOf(data)
    .filter((ref) => {
      // fetch refuses TRACE (a forbidden method), and so would the client and its mocks in every browser.
      if (ref.verb !== 'trace') return true;
      ctx.warn(ref.pointer, 'unsupported', `TRACE ${ref.path}: fetch refuses the TRACE method, so no client could send it; this operation is left out`);
      return false;
    })
    .map((ref) => buildOperation(ctx, lookup, ref, defaultSecurity));
  for (const d of drafts) {
    const server = d.model.server && ownServer(d.model.server, baseUrl);
    if (server) d.model.server = server;
    else delete d.model.server;
  }
  const operations = nameOperations(ctx, drafts, types);
  const hookIds = new NamePool();
  const serverExtension = isObject(data['x-webhooks-server']) ? data['x-webhooks-server'] : undefined;
  const eventLocation = isObject(serverExtension?.event) ? (serverExtension.event as WebhookEventLocation) : undefined;
  const webhooks: WebhookModel[] = buildWebhooks(ctx, eventLocation).map(({ model }) => ({
    ...model,
    identifier: hookIds.take(safeIdentifier(camelCase(model.name), 'delivery')),
    typeName: types.take(`${pascalCase(model.name) || 'Delivery'}Payload`),
  }));
  const title = typeof info.title === 'string' ? info.title : doc.name;
  const clientName = types.take(
    doc.clientName ?? (typeof service.client === 'string' ? service.client : clientNameOf(title) || `${pascalCase(doc.name) || 'Api'}Client`),
  );
  // Schemas deep inside components that references name, made components of their own while
  // normalising (model/context.ts), named after the document's own.
  for (const p of ctx.promoted.values()) schemas.push({ name: p.name, typeName: types.take(typeNameOf(p.name)), schema: p.schema });
  // Named last, so a shared shape never takes a name the document's own schemas, operations or client want.
  const sharedParams = findSharedParams(operations, types);
  const sharedTypes = findSharedTypes(typeRoots(schemas, operations, webhooks), types);
  markShapes(
    schemas,
    sharedTypes,
    lookup,
    types,
    operations.flatMap((op) => op.params.map((p) => p.schema)),
  );
  const sensitiveHeaders = [...new Set(operations.flatMap((op) => op.params.filter((p) => p.in === 'header' && p.sensitive).map((p) => p.wireName)))].sort();
  const model: ServiceModel = {
    name: doc.name,
    specFile: doc.file,
    title,
    version: String(info.version ?? ''),
    clientName,
    baseUrl,
    headers: isObject(service.headers) ? { ...service.headers } : {},
    sensitiveHeaders,
    auth,
    defaultSecurity,
    schemas,
    sharedTypes,
    sharedParams,
    operations,
    webhooks,
    sources: [...stringList(info['x-source']), ...stringList(service['x-source'])],
  };
  if (typeof info.description === 'string') model.description = info.description;
  const docs = externalDocsOf(data.externalDocs);
  if (docs) model.externalDocs = docs;
  if (typeof service.previewAccept === 'string') model.previewAccept = service.previewAccept;
  if (typeof service.formatAccept === 'string') model.formatAccept = service.formatAccept;
  if (typeof service.timeZoneHeader === 'string') model.timeZoneHeader = service.timeZoneHeader.toLowerCase();
  if (Array.isArray(service.tokenTypes))
    model.tokenTypes = service.tokenTypes.map((t: JsonObject) => ({ type: t.type, pattern: t.pattern, ...(t.prefix ? { prefix: t.prefix } : {}) }));
  const server = data['x-webhooks-server'];
  if (isObject(server)) {
    model.webhooksServer = {};
    if (typeof server.port === 'number') model.webhooksServer.port = server.port;
    if (typeof server.settingsUrl === 'string') model.webhooksServer.settingsUrl = server.settingsUrl;
    if (isObject(server.publicHost)) model.webhooksServer.publicHost = { variable: server.publicHost.variable, example: server.publicHost.example };
    // Its shape was checked with the extension (codegen/spec/extensions.ts).
    if (isObject(server.signature)) model.webhooksServer.signature = { ...(server.signature as WebhookSignature) };
    if (eventLocation !== undefined) model.webhooksServer.event = { ...eventLocation };
    if (typeof server.strict === 'boolean') model.webhooksServer.strict = server.strict;
    if (isObject(server.deliveryId)) model.webhooksServer.deliveryId = { ...(server.deliveryId as { header?: string; field?: string }) };
  }
  if (isObject(service.appAuth)) model.appAuth = { ...(service.appAuth as ServiceModel['appAuth'] & object) };
  const events = buildEventCatalogue(data, (key) => bySchemaName.get(key)?.typeName ?? typeNameOf(key));
  if (events) model.events = events;
  const retry = retryOf(data);
  if (retry) model.retry = retry;
  if (doc.transforms) {
    model.transforms = { ...doc.transforms };
    const plans = valuePlans(schemas, operations, model.transforms);
    if (plans.components.size > 0) model.valuePlans = Object.fromEntries(plans.components);
    for (const [op, p] of plans.operations) op.valuePlans = p;
  }
  return model;
}
