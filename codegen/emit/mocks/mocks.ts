// Emits `mocks.ts`: for every operation, the data an msw handler needs to check a request against
// the spec and answer it with a deterministic fixture, plus example parameters and the request the
// spec says they must produce (the contract tests replay these).

import { ownQueryNames } from '../../../runtime/route.js';
import { pascalCase } from '../../model/naming.js';
import type { JsonSchema, OperationModel, ParamModel, ServiceModel } from '../../model/types.js';
import type { Declaration } from '../code/ast.js';
import { literal, raw } from '../code/literal.js';
import { printModule } from '../code/print.js';
import { eventMockImports, eventMockStatements } from './event-mocks.js';
import { bodyRequiredEmpty } from '../client/routes.js';
import { componentSchema, resolveSchema } from './component-schemas.js';
import { exampleFor, withSharedExamples } from './fixtures.js';
import { fits } from './fits.js';
import { objectShape, typesOf } from '../../model/shape.js';
import { isObject, shallowCopy } from '../../openapi/json.js';
import { componentName } from '../../openapi/pointer.js';
import { jsHeader } from '../code/header.js';
import { SharedLiterals } from './shared-literals.js';
import { hasResponseSchema, RESPONSE_SCHEMAS_FILE } from '../validators/response-schemas.js';
import { errorResponses } from '../types/types.js';
import { chunkAlias, chunkImports, validatorChunkOf } from '../validators/chunks.js';
import { paramsSchema } from '../validators/params-schema.js';
import { paramsValidator } from '../validators/validator-modules.js';
import { repairExample } from './example-repair.js';

/**
 * The JSON type a path, query, header or cookie string is read back into (component references
 * followed); for a schema that gives only an enum, the types of its values (those that are not
 * strings, tried in order: `true` and `1` of `enum: [true, false, 0, 1]`).
 */
function schemaType(model: ServiceModel, schema: JsonSchema): string | string[] | undefined {
  const lookup = (name: string) => componentSchema(model, name);
  const type = typesOf(schema, lookup).find((t) => t !== 'null');
  if (type !== undefined) return type;
  const s = resolveSchema(model, schema);
  if (!isObject(s) || !s.enum) return undefined;
  const kinds = [...new Set(s.enum.map((v) => (typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v)))];
  const read = kinds.filter((k) => k === 'boolean' || k === 'integer' || k === 'number');
  return read.length === 0 ? undefined : read.length === 1 ? read[0] : read;
}

/** An array schema's `items`, through references and the parts of allOf/anyOf/oneOf. */
function itemsOf(model: ServiceModel, schema: JsonSchema, depth = 0): JsonSchema | undefined {
  const s = resolveSchema(model, schema);
  if (!isObject(s) || depth > 8) return undefined;
  if (s.items !== undefined && typeof s.items !== 'boolean') return s.items;
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    for (const part of s[key] ?? []) {
      const found = itemsOf(model, part, depth + 1);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The type of an array schema's items where they are not strings: numbers and booleans read back as such, arrays and objects from JSON. */
function itemType(model: ServiceModel, schema: JsonSchema): string | undefined {
  const items = itemsOf(model, schema);
  const type = items === undefined ? undefined : schemaType(model, items);
  return typeof type === 'string' && type !== 'string' ? type : undefined;
}

/** How a value of `schema` that travels as text is read back: its type and, for an array, its items' (strings need neither). */
function typed(model: ServiceModel, schema: JsonSchema): { type?: string | string[]; items?: string } {
  const type = schemaType(model, schema);
  if (type === undefined || type === 'string') return {};
  const items = type === 'array' ? itemType(model, schema) : undefined;
  return items === undefined ? { type } : { type, items };
}

/**
 * The property types of an object sent as named text fields: a query parameter sent exploded
 * (`page=1&size=2`) or as a deepObject (`range[from]=1`), a form body sent whole (`data`), or a
 * path or header parameter in the simple style (`k,v,k2,v2`).
 */
function fieldProperties(model: ServiceModel, p: ParamModel, op: OperationModel): Record<string, ReturnType<typeof typed>> | undefined {
  const spread = (p.style?.style === 'form' && p.style.explode) || p.style?.style === 'deepObject';
  const form = p.in === 'body' && op.body && !op.body.spread && (op.body.type === 'form' || op.body.type === 'multipart');
  const simple = p.in === 'path' || p.in === 'header';
  if (!((p.in === 'query' && spread) || form || simple) || schemaType(model, p.schema) !== 'object') return undefined;
  // A body that may be null (stream-io's upload requests) still sends its fields when it is an object.
  const shape = objectShape(p.schema, (name) => componentSchema(model, name), 0, true);
  if (!shape) return p.in === 'query' ? {} : undefined;
  return Object.fromEntries(Object.entries(shape.properties).map(([k, v]) => [k, typed(model, v)]));
}

// Path expansion and query serialisation are written here again on purpose: the contract tests
// compare the runtime's request with this independent reading of the spec, so sharing the
// runtime's code would hide its bugs.
function queryPairs(p: ParamModel, value: unknown): Array<[string, string]> {
  const style = p.style ?? { style: 'form', explode: true };
  if (Array.isArray(value)) {
    if (style.style === 'form' && style.explode) return value.map((v) => [p.wireName, String(v)]);
    const sep = style.style === 'spaceDelimited' ? ' ' : style.style === 'pipeDelimited' ? '|' : ',';
    return [[p.wireName, value.map(String).join(sep)]];
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>);
    // Nested values, which OpenAPI leaves undefined: arrays joined with commas, objects as JSON.
    const json = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
    const text = (v: unknown) => (Array.isArray(v) ? v.map(json).join(',') : json(v));
    if (style.style === 'deepObject') return entries.map(([k, v]) => [`${p.wireName}[${k}]`, text(v)]);
    if (style.style === 'form' && style.explode) return entries.map(([k, v]) => [k, text(v)]);
    return [[p.wireName, entries.flatMap(([k, v]) => [k, text(v)]).join(',')]];
  }
  return [[p.wireName, String(value)]];
}

/** A parameter's documented example when it satisfies `schema`, else one synthesised from it. */
function paramExample(model: ServiceModel, p: ParamModel, schema: JsonSchema): unknown {
  return p.example !== undefined && fits(model, p.example, schema) ? p.example : exampleFor(model, schema, p.name);
}

/** The required properties (and their own schemas) of the first oneOf/anyOf alternative of a spread body. */
function firstAlternative(model: ServiceModel, op: OperationModel): { required: string[]; properties: Record<string, JsonSchema> } {
  const list = op.body?.alternatives?.oneOf ?? op.body?.alternatives?.anyOf ?? [];
  const first = list.map((alt) => resolveSchema(model, alt)).find((alt) => alt !== undefined && typeof alt === 'object');
  if (first === undefined || typeof first !== 'object') return { required: [], properties: {} };
  return { required: first.required ?? [], properties: first.properties ?? {} };
}

const examples = new WeakMap<OperationModel, ReturnType<typeof buildExample>>();

/** The example parameters of `op` and the request they must produce (the generated references' examples use them too): made once per operation. */
export function exampleOf(model: ServiceModel, op: OperationModel): ReturnType<typeof buildExample> {
  let example = examples.get(op);
  if (!example) examples.set(op, (example = buildExample(model, op)));
  return example;
}

/**
 * An object query parameter sent exploded in form style puts each property on the wire as a query
 * parameter of its own: a property named like another query parameter of the operation (sinao.app's
 * `movements`, whose `id` and `type` sit beside the operation's own `id` and `type`) would send
 * that name twice, so the example leaves out such properties unless the object requires them.
 */
function withoutRepeatedNames(model: ServiceModel, op: OperationModel, p: ParamModel, value: unknown): unknown {
  if (!isObject(value) || p.in !== 'query' || p.style?.style !== 'form' || !p.style.explode) return value;
  const others = new Set(op.params.filter((q) => q !== p && q.in === 'query').map((q) => q.wireName));
  const resolved = resolveSchema(model, p.schema);
  const required = new Set(isObject(resolved) && Array.isArray(resolved.required) ? (resolved.required as string[]) : []);
  const kept = Object.entries(value).filter(([name]) => !others.has(name) || required.has(name));
  return kept.length === Object.keys(value).length ? value : Object.fromEntries(kept);
}

function buildExample(model: ServiceModel, op: OperationModel) {
  const params: Record<string, unknown> = {};
  // An optional body is given whole in the example, with the properties its schema requires.
  const whenSent = new Set(op.body?.requiredWhenSent);
  for (const p of op.params) {
    // A readOnly body property is no part of a call's type: the example leaves it out.
    if (p.readOnly || (!p.required && !(p.in === 'body' && whenSent.has(p.name)) && p.example === undefined)) continue;
    let value = paramExample(model, p, p.schema);
    // A URL or a header has no null: an optional parameter is left out, a required one gets a value.
    if (value === null && p.in !== 'body') {
      if (!p.required) continue;
      value = exampleFor(
        model,
        { ...(resolveSchema(model, p.schema) as object), example: undefined, examples: undefined, default: undefined, nullable: false } as JsonSchema,
        p.name,
      );
    }
    value = withoutRepeatedNames(model, op, p, value);
    // A required query, header or cookie value must put something on the wire: not '' (no
    // parameter allows an empty value unless it says so) nor an object with no properties.
    if (p.required && p.in !== 'body' && p.in !== 'path') {
      if (value === '')
        value = exampleFor(
          model,
          { ...(resolveSchema(model, p.schema) as object), default: undefined, example: undefined, minLength: 1 } as JsonSchema,
          p.name,
        );
      const resolved = resolveSchema(model, p.schema);
      const open = isObject(resolved) && resolved.additionalProperties !== false;
      const declared = new Set(isObject(resolved) && resolved.properties ? Object.keys(resolved.properties) : []);
      // Sent exploded, a property named like a parameter (the fixture of an open object names its
      // one property after the parameter) would be read back as that parameter, and two objects'
      // properties as one repeated name: an object with none, or only such ones, gets one property
      // named after this parameter and unlike every parameter of the operation (`parameterObject_key=value`).
      if (open && isObject(value)) {
        const taken = new Set(op.params.flatMap((q) => [q.name, q.wireName]));
        const keys = Object.keys(value);
        if (keys.length === 0 || keys.every((k) => taken.has(k) && !declared.has(k))) {
          let key = `${p.name}_key`;
          while (taken.has(key)) key = `${key}_`;
          value = { [key]: 'value' };
        }
      }
    }
    Object.defineProperty(params, p.name, { value, enumerable: true, writable: true, configurable: true });
  }
  // A spread body's oneOf/anyOf may require properties the body itself leaves optional: the first
  // alternative's are given too.
  const alternative = firstAlternative(model, op);
  for (const name of alternative.required) {
    const p = op.params.find((x) => x.in === 'body' && x.name === name);
    if (p === undefined || Object.hasOwn(params, name)) continue;
    const schema = alternative.properties[name] ?? p.schema;
    Object.defineProperty(params, name, {
      value: paramExample(model, p, schema),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  // What the document's examples and the schemas gave, checked by the operation's own validator.
  repairExample(model, paramsSchema(op), params, () => paramsValidator(model, op));
  // A fragment of the template (`/#Action=X`) never goes on the wire.
  const path = op.path.split('#', 1)[0]!.replace(/\{(\+?)([^}]+)\}/g, (_m, plus: string, name: string) => {
    const value = params[name] ?? op.params.find((p) => p.name === name)?.default ?? '';
    const text = Array.isArray(value) ? value.map(String).join(',') : String(value);
    return plus ? encodeURI(text) : encodeURIComponent(text);
  });
  // A key sent more than once (an exploded array) maps to the list of its values.
  const query: Record<string, string | string[]> = {};
  // A name the template's own query fixes (`?view=fileinfo`) is not sent again.
  const fixed = ownQueryNames(op.path);
  for (const p of op.params.filter((x) => x.in === 'query' && params[x.name] !== undefined && !fixed.has(x.wireName))) {
    for (const [k, v] of queryPairs(p, params[p.name])) {
      const seen = query[k];
      query[k] = seen === undefined ? v : Array.isArray(seen) ? [...seen, v] : [seen, v];
    }
  }
  let body: unknown;
  if (op.body && !op.body.spread) body = params[op.params.find((p) => p.in === 'body')?.name ?? 'data'];
  else {
    const bodyParams = op.params.filter((x) => x.in === 'body' && params[x.name] !== undefined);
    if (bodyParams.length) body = Object.fromEntries(bodyParams.map((p) => [p.wireName, params[p.name]]));
    // A required body the call gives no field of goes as `{}` (the route's bodyRequired).
    else if (op.body?.spread && bodyRequiredEmpty(op)) body = {};
  }
  return { params, request: { method: op.httpMethod, path, query, body } };
}

export function mocksFactoryName(model: ServiceModel): string {
  return `create${pascalCase(model.name)}Mocks`;
}

export function mockOperationsConstName(model: ServiceModel): string {
  return `${model.name}MockOperations`;
}

/** The fixture body of an operation's success; a token-paged one is a last page (no next token), so iterating it ends. */
function fixtureBody(model: ServiceModel, op: OperationModel): unknown {
  const success = op.success;
  if (success.kind === 'text' || success.kind === 'binary') return success.kind;
  if (success.kind !== 'json' || success.schema === undefined) return undefined;
  const body = exampleFor(model, success.schema, 'value');
  if (op.pagination?.kind === 'token' && isObject(body)) {
    // The example is shared (exampleFor): the page without its token is a copy.
    const lastPage = shallowCopy(body);
    delete lastPage[op.pagination.nextField];
    return lastPage;
  }
  return body;
}

/** The record fields of an x-resource operation: the properties of its success body (unwrapped; a list's items). */
function recordFields(model: ServiceModel, op: OperationModel): string[] | undefined {
  const lookup = (name: string) => componentSchema(model, name);
  const deref = (schema: JsonSchema | undefined) => (isObject(schema) && schema.$ref !== undefined ? lookup(componentName(schema.$ref) ?? '') : schema);
  let schema = op.success.schema;
  if (schema !== undefined && op.unwrap) schema = objectShape(schema, lookup)?.properties[op.unwrap];
  if (op.resource?.action === 'list') {
    const list = deref(schema);
    schema = isObject(list) ? list.items : undefined;
  }
  const shape = schema === undefined ? undefined : objectShape(schema, lookup);
  return shape ? Object.keys(shape.properties) : undefined;
}

/** How the stateful mocks treat an x-resource operation (absent: the operation answers its fixture). */
function mockResource(model: ServiceModel, op: OperationModel): Record<string, unknown> | undefined {
  if (!op.resource) return undefined;
  const { collection, action, key, idField, set } = op.resource;
  return { collection, action, key, idField, envelope: op.unwrap, fields: recordFields(model, op), set };
}

/** The module's response validator of a schema: `responseValidator` with the service's components, written once. */
const RESPONSE_VALIDATOR = 'responseValidatorOf';
/** How mocks.ts names the module of the success-response schemas (response-schemas/operations.js). */
const RESPONSE_SCHEMAS = 'responseSchemas';

function mockOperation(model: ServiceModel, op: OperationModel) {
  const success = op.success;
  const status = Number(success.status.replace(/X/gi, '0')) || 200;
  const redirect = status >= 300 && status < 400;
  return {
    key: op.name,
    method: op.httpMethod,
    path: op.path,
    server: op.server,
    params: op.params.map((p) => ({
      name: p.name,
      in: p.in,
      type: schemaType(model, p.schema),
      items: schemaType(model, p.schema) === 'array' ? itemType(model, p.schema) : undefined,
      required: p.required,
      header: p.in === 'header' ? p.wireName : undefined,
      cookie: p.in === 'cookie' ? p.wireName : undefined,
      style: p.style,
      properties: fieldProperties(model, p, op),
    })),
    rawBody: op.body && !op.body.spread ? true : undefined,
    bodyRequired: bodyRequiredEmpty(op) || undefined,
    bodyType: op.body && op.body.type !== 'json' ? op.body.type : undefined,
    previews: op.previews.length ? op.previews : undefined,
    aliasOf: op.aliasOf,
    resource: mockResource(model, op),
    validate: raw(`${chunkAlias(validatorChunkOf(model, op))}.${op.identifier}`),
    response: {
      status,
      // A redirect's location is the mocks' own (runtime/mock/index.ts), which they answer too.
      headers: !redirect && success.kind !== 'none' && success.mediaType && success.kind !== 'json' ? { 'content-type': success.mediaType } : undefined,
      body: fixtureBody(model, op),
      // An operation that answers only with events answers its example as one event.
      events: success.kind === 'none' && success.events ? [{ data: exampleFor(model, success.events, 'value') }] : undefined,
      validate: hasResponseSchema(op) ? raw(`${RESPONSE_VALIDATOR}(${RESPONSE_SCHEMAS}.${op.identifier})`) : undefined,
    },
    errors: errorFixtures(model, op),
    example: mockExample(model, op),
  };
}

/**
 * The example of `op` as its mock holds it: a copy, because sharing fixtures across the mocks
 * replaces its values with references, and the README and site read the same example.
 */
function mockExample(model: ServiceModel, op: OperationModel): ReturnType<typeof buildExample> {
  const { params, request } = exampleOf(model, op);
  const copy: Record<string, unknown> = {};
  // Defined, not assigned: a parameter may be called `__proto__`.
  for (const [name, value] of Object.entries(params)) Object.defineProperty(copy, name, { value, enumerable: true, writable: true, configurable: true });
  return { params: copy, request: { ...request } };
}

/** A body of each error response the document gives a JSON schema, by status (`404`, `4XX`, `default`): what `respond(key, status)` answers. */
function errorFixtures(model: ServiceModel, op: OperationModel): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const r of errorResponses(op))
    if (r.kind === 'json' && r.schema !== undefined)
      Object.defineProperty(out, r.status, { value: exampleFor(model, r.schema, 'error'), enumerable: true, writable: true, configurable: true });
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The parts of an operation's mock typed as plain data (the response body, the example's values): those that may be shared. */
function dataParts(mock: MockData): unknown[] {
  return [mock.response.body, ...Object.values(mock.errors ?? {}), ...Object.values(mock.example.params), mock.example.request.body];
}

type MockData = ReturnType<typeof mockOperation>;

/** Each operation's mock, with the parameters and data repeated across operations written once (shared-literals.ts). */
function mocksWithSharedFixtures(model: ServiceModel): { mocks: MockData[]; fixtures: SharedLiterals; params: SharedLiterals } {
  const mocks = model.operations.map((op) => mockOperation(model, op));
  const fixtures = new SharedLiterals('fixture');
  const params = new SharedLiterals('param', { type: 'MockParam', minLength: 30, wholeOnly: true });
  for (const mock of mocks) for (const part of dataParts(mock)) fixtures.count(part);
  for (const mock of mocks) for (const param of mock.params) params.count(param);
  for (const mock of mocks) {
    mock.params = mock.params.map((p) => params.share(p) as (typeof mock.params)[number]);
    mock.response.body = fixtures.share(mock.response.body);
    const errors = mock.errors;
    if (errors) for (const status of Object.keys(errors)) errors[status] = fixtures.share(errors[status]);
    for (const [name, value] of Object.entries(mock.example.params))
      Object.defineProperty(mock.example.params, name, { value: fixtures.share(value), enumerable: true, writable: true, configurable: true });
    if (mock.example.request.body !== undefined) mock.example.request.body = fixtures.share(mock.example.request.body);
  }
  return { mocks, fixtures, params };
}

export function emitMocks(model: ServiceModel): string {
  const { mocks, fixtures, params } = withSharedExamples(model, () => mocksWithSharedFixtures(model));
  const constName = mockOperationsConstName(model);
  const authQuery = model.auth.flatMap((a) => (a.kind === 'query' ? [a.param] : []));
  const tokenUrls = [
    ...new Set(model.auth.flatMap((a) => (a.kind === 'header' && a.oauth2 ? [a.oauth2.clientCredentials?.tokenUrl, a.oauth2.refresh?.tokenUrl] : []))),
  ].filter((url): url is string => url !== undefined);
  const description = {
    name: model.name,
    // No server: OpenAPI's default is `/`, relative, so the mocks answer on any origin as for `/v1`.
    baseUrl: model.baseUrl,
    previewAccept: model.previewAccept,
    authQuery: authQuery.length ? authQuery : undefined,
    tokenUrls: tokenUrls.length ? tokenUrls : undefined,
    operations: raw(constName),
  };
  const decls: Declaration[] = [
    {
      kind: 'import',
      from: 'specforge/runtime/mocks',
      names: [
        'createMockService',
        'responseValidator',
        ...['MockOperation', ...(params.declarations().length ? ['MockParam'] : []), 'MockService', 'MockServiceOptions'].map((name) => ({ name, type: true })),
      ],
    },
    ...(model.operations.length
      ? ([
          ...chunkImports(model, model.operations),
          ...(model.operations.some(hasResponseSchema)
            ? [
                { kind: 'import', from: './response-schemas/_components.js', names: [{ name: 'components', as: 'rs__components' }] },
                { kind: 'import', from: `./response-schemas/${RESPONSE_SCHEMAS_FILE}.js`, namespace: RESPONSE_SCHEMAS },
              ]
            : []),
        ] as Declaration[])
      : []),
    ...eventMockImports(model),
    ...(model.operations.some(hasResponseSchema)
      ? [
          {
            kind: 'const',
            name: RESPONSE_VALIDATOR,
            value: '(schema: object) => responseValidator(rs__components, schema)',
            docs: "A validator of a success response's schema, whose references name the service's components.",
          } as Declaration,
        ]
      : []),
    ...params.declarations(),
    ...fixtures.declarations(),
    // One declaration per operation: a single array literal of a thousand objects is more than
    // TypeScript will type ("union type too complex").
    ...model.operations.map((op, i): Declaration => ({ kind: 'const', name: `${op.identifier}Mock`, type: 'MockOperation', value: literal(mocks[i]) })),
    {
      kind: 'const',
      name: constName,
      exported: true,
      type: 'readonly MockOperation[]',
      value: literal(model.operations.map((op) => raw(`${op.identifier}Mock`))),
      docs: `Every operation of ${model.specFile}, as the mock handlers see it.`,
    },
    ...eventMockStatements(model, description, constName),
    {
      kind: 'function',
      name: mocksFactoryName(model),
      exported: true,
      params: [{ name: 'options', type: 'MockServiceOptions', optional: true }],
      returns: 'MockService',
      body: [`return createMockService(${literal(description, 1)}, options);`],
      docs: `msw handlers for ${model.clientName}, with a log of the requests they received.\n\n@example\nconst mocks = ${mocksFactoryName(model)}();\nsetupServer(...mocks.handlers).listen({ onUnhandledRequest: 'error' });`,
    },
  ];
  return printModule(jsHeader(model, 'msw handlers with deterministic fixtures'), decls);
}
