// Builds the ServiceModel from a spec that passed validation: resolves parameter, body and
// response references, splits x-method into namespace and method, derives names, sorts.

import type { LoadedSpec } from '../spec/load.js';
import { operationsOf } from '../spec/rules.js';
import { followRefs, HTTP_VERBS } from '../spec/walk.js';
import { isObject as isObj, type JsonObject as Obj } from './json.js';
import { identifier, pascalCase } from './naming.js';
import { buildEventCatalogue } from './events.js';
import { featuresOf, retryOf } from './features.js';
import { deriveRules } from './derived.js';
import type {
  AuthModel,
  JsonSchema,
  OperationModel,
  ParamModel,
  ResponseModel,
  SchemaModel,
  ServiceModel,
  WebhookModel,
} from './types.js';


function sourcesOf(node: Obj | undefined): string[] {
  const s = node?.['x-source'];
  return s === undefined ? [] : Array.isArray(s) ? s : [s];
}

export function buildModel(spec: LoadedSpec): ServiceModel {
  const doc = spec.data as Obj;
  const deref = (v: unknown): Obj => followRefs(doc, v, true);
  /** Follows schema references too (to see the properties of a referenced body schema). */
  const derefSchema = (v: unknown): Obj => followRefs(doc, v);
  const service = doc['x-service'] as Obj;
  const schemes = (doc.components?.securitySchemes ?? {}) as Obj;
  const auth: AuthModel[] = [];
  const securityNames = (list: unknown): string[] => (Array.isArray(list) ? list.flatMap((req) => Object.keys(req as Obj)) : []);
  // The document's default schemes first (the first one is the client's default), then the others
  // that operations name on their own (e.g. basic for OAuth-app operations).
  const schemeOrder = [...new Set([...securityNames(doc.security), ...Object.keys(schemes)])];
  for (const name of schemeOrder) {
    const s = deref(schemes[name]);
    if (!isObj(s)) continue;
    if (s.type === 'http' && String(s.scheme).toLowerCase() === 'basic') auth.push({ name, kind: 'basic', description: s.description });
    else if (s.type === 'http') {
      const prefix = String(s.scheme).toLowerCase() === 'bearer' ? 'Bearer' : String(s.scheme);
      auth.push({ name, kind: 'header', header: 'authorization', prefix, description: s.description });
    } else if (s.type === 'apiKey' && s.in === 'query') auth.push({ name, kind: 'query', param: s.name, description: s.description });
    else if (s.type === 'apiKey' && s.in === 'header') auth.push({ name, kind: 'header', header: String(s.name).toLowerCase(), prefix: '', description: s.description });
  }
  const defaultSecurity = securityNames(doc.security);

  const toParam = (raw: unknown): ParamModel => {
    const p = deref(raw);
    const schema = (p.schema ?? {}) as JsonSchema;
    const s = isObj(schema) ? schema : {};
    const param: ParamModel = {
      name: p.name,
      in: p.in,
      required: p.in === 'path' ? s.default === undefined : p.required === true,
      schema,
      sensitive: p['x-sensitive'] === true || s['x-sensitive'] === true,
      deprecated: p.deprecated === true,
    };
    if (p.in === 'header') param.headerName = String(p.name).toLowerCase();
    if (p.description ?? s.description) param.description = p.description ?? s.description;
    if (p.example !== undefined) param.example = p.example;
    else if (s.example !== undefined) param.example = s.example;
    if (p.in === 'path' && s.default !== undefined) param.default = String(s.default);
    return param;
  };

  const responsesOf = (op: Obj): ResponseModel[] =>
    Object.keys(op.responses ?? {})
      .sort()
      .map((status) => {
        const r = deref(op.responses[status]);
        const types = Object.keys(r.content ?? {});
        const contentType = types.find((t) => /json/.test(t)) ?? types[0];
        const res: ResponseModel = { status, description: r.description ?? '' };
        if (contentType) {
          res.contentType = contentType;
          if (r.content[contentType].schema !== undefined) res.schema = r.content[contentType].schema;
        }
        return res;
      });

  const collectParams = (item: Obj, op: Obj, path: string) => {
    const byKey = new Map<string, ParamModel>();
    for (const raw of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
      const p = toParam(raw);
      byKey.set(`${p.in}:${p.name}`, p);
    }
    const order = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    const pathParams = order.map((n) => byKey.get(`path:${n}`)!).filter(Boolean);
    const others = [...byKey.values()].filter((p) => p.in !== 'path');
    return [...pathParams, ...others];
  };

  const bodyOf = (op: Obj): { params: ParamModel[]; raw: boolean; contentType?: string; alternatives?: { oneOf?: JsonSchema[]; anyOf?: JsonSchema[] } } => {
    const body = deref(op.requestBody);
    if (!isObj(body) || !isObj(body.content)) return { params: [], raw: false };
    const types = Object.keys(body.content);
    const contentType = types.find((t) => /json/.test(t)) ?? types[0]!;
    const schema = body.content[contentType].schema ?? {};
    const resolved = derefSchema(schema);
    const bodyRequired = body.required === true;
    if (/json/.test(contentType) && isObj(resolved) && isObj(resolved.properties)) {
      const required = new Set<string>(bodyRequired ? (resolved.required ?? []) : []);
      const params = Object.keys(resolved.properties).map((name): ParamModel => {
        const s = resolved.properties[name];
        const p: ParamModel = { name, in: 'body', required: required.has(name), schema: s, sensitive: isObj(s) && s['x-sensitive'] === true, deprecated: isObj(s) && s.deprecated === true };
        if (isObj(s) && s.description) p.description = s.description;
        if (isObj(s) && s.example !== undefined) p.example = s.example;
        return p;
      });
      const alternatives = bodyRequired ? Object.fromEntries((['oneOf', 'anyOf'] as const).filter((k) => Array.isArray(resolved[k])).map((k) => [k, resolved[k]])) : {};
      return { params, raw: false, contentType, ...(Object.keys(alternatives).length ? { alternatives } : {}) };
    }
    return { params: [{ name: 'data', in: 'body', required: bodyRequired, schema, sensitive: false, deprecated: false }], raw: true, contentType };
  };

  const operations: OperationModel[] = operationsOf(spec).map(({ pointer, path, op: rawOp, item: rawItem }) => {
    const op = rawOp as Obj;
    const item = rawItem as Obj;
    const key = String(op['x-method']);
    const [namespace, method] = key.includes('.') ? key.split('.') as [string, string] : [undefined, key];
    const body = bodyOf(op);
    const responses = responsesOf(op);
    const success = responses.find((r) => /^2/.test(r.status)) ?? responses[0] ?? { status: '200', description: '' };
    const model: OperationModel = {
      operationId: op.operationId ?? key,
      key,
      method,
      id: identifier(key.replace('.', '_')),
      typeBase: pascalCase(namespace ? `${namespace} ${method}` : method),
      httpMethod: String(pointer[2]).toUpperCase() as OperationModel['httpMethod'],
      path,
      params: [...collectParams(item, op, path), ...body.params],
      rawBody: body.raw,
      responses,
      success,
      previews: op['x-previews'] ?? [],
      notes: op['x-notes'] ?? [],
      security: op.security !== undefined ? securityNames(op.security) : defaultSecurity,
      sources: sourcesOf(op),
    };
    if (namespace) model.namespace = namespace;
    if (op.summary) model.summary = op.summary;
    if (op.description) model.description = op.description;
    if (body.contentType) model.bodyContentType = body.contentType;
    if (body.alternatives) model.bodyAlternatives = body.alternatives;
    if (op['x-variant']) model.variant = op['x-variant'];
    if (op['x-incomplete']) model.incomplete = op['x-incomplete'];
    const pagination = op['x-pagination'] as Obj | undefined;
    if (pagination && pagination.kind !== 'token') model.pagination = { kind: 'link', ...(pagination.items ? { items: pagination.items } : {}) };
    const features = featuresOf(op, [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref));
    if (features) model.features = features;
    if (op['x-positional']) model.positional = op['x-positional'];
    if (op['x-unwrap']) model.unwrap = op['x-unwrap'];
    const derive = success.schema !== undefined ? deriveRules(doc, success.schema) : [];
    if (derive.length) model.derive = derive;
    if (op.deprecated === true) {
      const d = (op['x-deprecation'] ?? {}) as Obj;
      const message = d.message ?? (d.replacement ? `${key} is deprecated; use ${d.replacement} instead` : `${key} is deprecated`);
      model.deprecation = { message, ...(d.replacement ? { replacement: d.replacement } : {}), ...(d.kind ? { kind: d.kind } : {}) };
    }
    return model;
  });
  // catalogue: each x-aliases entry is a deprecated copy of its operation under the older name.
  for (const { op: rawOp } of operationsOf(spec)) {
    const op = rawOp as Obj;
    const target = operations.find((o) => o.key === op['x-method']);
    if (!target || !Array.isArray(op['x-aliases'])) continue;
    for (const alias of op['x-aliases'] as Obj[]) {
      const key = String(alias.method);
      const [namespace, method] = key.includes('.') ? (key.split('.') as [string, string]) : [undefined, key];
      const copy: OperationModel = { ...target, key, method, operationId: `${target.operationId}#${key}`, id: identifier(key.replace('.', '_')), typeBase: pascalCase(namespace ? `${namespace} ${method}` : method), aliasOf: target.key };
      if (namespace) copy.namespace = namespace;
      else delete copy.namespace;
      copy.deprecation = { message: alias.message ?? `${key} is deprecated; use ${target.key} instead`, replacement: target.key, ...(alias.kind ? { kind: alias.kind } : {}) };
      operations.push(copy);
    }
  }
  operations.sort((a, b) => a.key.localeCompare(b.key));

  const webhooks: WebhookModel[] = [];
  for (const name of Object.keys(doc.webhooks ?? {}).sort()) {
    const item = doc.webhooks[name] as Obj;
    for (const verb of HTTP_VERBS) {
      const op = item[verb];
      if (!isObj(op)) continue;
      const body = deref(op.requestBody);
      const types = Object.keys(body?.content ?? {});
      const contentType = types.find((t) => /json/.test(t)) ?? types[0];
      const hook: WebhookModel = {
        name,
        operationId: op.operationId ?? name,
        id: identifier(name),
        typeName: pascalCase(`${name} payload`),
        payload: contentType ? (body.content[contentType].schema ?? {}) : {},
        headers: (op.parameters ?? []).map(toParam).filter((p: ParamModel) => p.in === 'header'),
        sources: sourcesOf(op),
      };
      if (op.summary) hook.summary = op.summary;
      if (op.description) hook.description = op.description;
      webhooks.push(hook);
    }
  }

  const schemas: SchemaModel[] = Object.keys(doc.components?.schemas ?? {})
    .sort()
    .map((name) => ({ name, typeName: pascalCase(name), schema: doc.components.schemas[name] }));

  const model: ServiceModel = {
    name: spec.service,
    specFile: spec.file,
    title: doc.info.title,
    version: String(doc.info.version),
    clientName: service.client,
    baseUrl: String(doc.servers?.[0]?.url ?? '').replace(/\/+$/, ''),
    headers: service.headers ?? {},
    auth,
    defaultSecurity,
    schemas,
    operations,
    webhooks,
    sources: [...sourcesOf(doc.info), ...sourcesOf(service)],
  };
  if (doc.info.description) model.description = doc.info.description;
  if (service.previewAccept) model.previewAccept = service.previewAccept;
  if (service.formatAccept) model.formatAccept = service.formatAccept;
  if (service.timeZoneHeader) model.timeZoneHeader = String(service.timeZoneHeader).toLowerCase();
  if (service.appAuth) model.appAuth = { ...service.appAuth };
  const events = buildEventCatalogue(doc);
  if (events) model.events = events;
  const retry = retryOf(doc);
  if (retry) model.retry = retry;
  return model;
}
