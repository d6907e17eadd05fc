// One operation of the document as the model holds it (its final name is given by model/build.ts,
// which sees every operation): parameters, body, responses, security, and what this project's
// extensions add (previews, deprecation, pagination, cross-field order, known values, event
// decoding, positional arguments, unwrapped envelopes, derived properties).

import { isObject, stringList, type JsonObject } from '../openapi/json.js';
import { externalDocsOf } from './external-docs.js';
import type { OperationRef } from '../openapi/operations.js';
import { securityNames } from './auth.js';
import { buildBody } from './body.js';
import type { ModelContext } from './context.js';
import { deriveRules, MAX_PLACES } from './derived.js';
import { deriveMethodName, type MethodName } from './naming.js';
import { buildParams } from './params.js';
import { acceptOf, buildResponses, successOf } from './responses.js';
import { serverUrl } from './servers.js';
import type { SchemaLookup } from './shape.js';
import type { HttpMethod, OperationModel, PaginationModel, ResourceModel } from './types.js';

/** An operation before names are handed out. */
export interface OperationDraft {
  model: Omit<OperationModel, 'name' | 'namespace' | 'method' | 'identifier' | 'typeBase' | 'bodyTypes'>;
  wanted: MethodName;
  /** True when the document names the method (x-method): such names are kept as written. */
  explicit: boolean;
  aliases: JsonObject[];
  deprecation?: JsonObject;
  pointer: readonly (string | number)[];
}

function paginationOf(raw: unknown): PaginationModel | undefined {
  if (!isObject(raw)) return undefined;
  if (raw.kind === 'token') {
    return {
      kind: 'token',
      tokenParameter: raw.tokenParameter,
      nextField: raw.nextField,
      itemsField: raw.itemsField,
      ...(raw.pageSizeParameter ? { pageSizeParameter: raw.pageSizeParameter } : {}),
    };
  }
  if (raw.kind === 'page') {
    return {
      kind: 'page',
      pageParameter: raw.pageParameter,
      ...(raw.itemsField ? { itemsField: raw.itemsField } : {}),
      ...(raw.pageSizeParameter ? { pageSizeParameter: raw.pageSizeParameter } : {}),
    };
  }
  return { kind: 'link', ...(typeof raw.items === 'string' ? { items: raw.items } : {}) };
}

function parseMethod(name: string): MethodName {
  const dot = name.indexOf('.');
  return dot < 0 ? { method: name } : { namespace: name.slice(0, dot), method: name.slice(dot + 1) };
}

export function buildOperation(ctx: ModelContext, lookup: SchemaLookup, ref: OperationRef, defaultSecurity: string[]): OperationDraft {
  const { pointer, path, verb, op, item } = ref;
  const params = buildParams(ctx, lookup, pointer, path, item, op);
  // fetch cannot send a body with GET or HEAD: such a requestBody is left out, with a warning.
  const bodiless = (verb === 'get' || verb === 'head') && op.requestBody !== undefined;
  if (bodiless) ctx.warn([...pointer, 'requestBody'], 'unsupported', `a ${verb.toUpperCase()} request cannot carry a body; the requestBody is left out`);
  const body = bodiless ? { params: [] } : buildBody(ctx, lookup, pointer, op, params);
  const responses = buildResponses(ctx, pointer, op);
  const success = successOf(responses);
  const tags = Array.isArray(op.tags) ? op.tags.filter((t: unknown): t is string => typeof t === 'string') : [];
  const explicit = typeof op['x-method'] === 'string';
  const wanted = explicit ? parseMethod(op['x-method']) : deriveMethodName(typeof op.operationId === 'string' ? op.operationId : undefined, tags, verb, path);
  const rawParams = [...(Array.isArray(item.parameters) ? item.parameters : []), ...(Array.isArray(op.parameters) ? op.parameters : [])]
    .map((p) => ctx.deref(p))
    .filter(isObject);
  // x-multi-segment: the value's slashes are sent as they are (`{+ref}`, RFC 6570 reserved expansion).
  const multi = new Set(
    rawParams.filter((p) => p.in === 'path' && (p['x-multi-segment'] === true || ctx.deref(p.schema)?.['x-multi-segment'] === true)).map((p) => p.name),
  );
  const model: OperationDraft['model'] = {
    httpMethod: verb.toUpperCase() as HttpMethod,
    path: multi.size ? path.replace(/\{([^}+]+)\}/g, (m, name: string) => (multi.has(name) ? `{+${name}}` : m)) : path,
    params: [...params, ...body.params],
    responses,
    success,
    previews: stringList(op['x-previews']),
    notes: stringList(op['x-notes']),
    security: op.security !== undefined ? securityNames(op.security) : defaultSecurity,
    sources: stringList(op['x-source']),
  };
  if (body.body) model.body = body.body;
  const server = serverUrl(op.servers) || serverUrl(item.servers);
  if (server) model.server = server;
  const accept = acceptOf(ctx, op);
  if (accept) model.accept = accept;
  if (typeof op.summary === 'string') model.summary = op.summary;
  if (typeof op.description === 'string') model.description = op.description;
  const docs = externalDocsOf(op.externalDocs);
  if (docs) model.externalDocs = docs;
  if (op['x-variant']) model.variant = op['x-variant'];
  if (typeof op['x-incomplete'] === 'string') model.incomplete = op['x-incomplete'];
  const pagination = paginationOf(op['x-pagination']);
  if (pagination) model.pagination = pagination;
  if (isObject(op['x-before'])) model.before = { ...op['x-before'] };
  const known = rawParams.filter((p) => p['x-known-values'] !== undefined);
  if (known.length) model.knownValues = Object.fromEntries(known.map((p) => [p.name, p['x-known-values']]));
  if (op['x-decode-events'] === true) model.decodeEvents = true;
  const filters = rawParams.filter((p) => p['x-event-filter'] !== undefined);
  if (filters.length) model.eventFilters = Object.fromEntries(filters.map((p) => [p.name, p['x-event-filter']]));
  if (Array.isArray(op['x-positional'])) model.positional = [...op['x-positional']];
  if (typeof op['x-unwrap'] === 'string') model.unwrap = op['x-unwrap'];
  if (isObject(op['x-resource'])) {
    const r = op['x-resource'];
    model.resource = {
      collection: String(r.collection),
      action: r.action as ResourceModel['action'],
      idField: typeof r.idField === 'string' ? r.idField : 'id',
    };
    if (typeof r.key === 'string') model.resource.key = r.key;
    if (isObject(r.set)) model.resource.set = { ...r.set };
  }
  if (success.schema !== undefined) {
    const { rules, truncated } = deriveRules(success.schema, lookup);
    if (rules.length) model.derive = rules;
    if (truncated)
      ctx.warn(
        [...pointer, 'responses', success.status],
        'schema',
        `x-derived objects are nested in more than ${MAX_PLACES} places of this response; the first ones get their derived properties`,
      );
  }
  const draft: OperationDraft = { model, wanted, explicit, aliases: Array.isArray(op['x-aliases']) ? op['x-aliases'].filter(isObject) : [], pointer };
  if (op.deprecated === true) draft.deprecation = isObject(op['x-deprecation']) ? op['x-deprecation'] : {};
  return draft;
}

export { parseMethod };
