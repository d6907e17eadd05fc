// Emits `mocks.ts`: for every operation, the data an msw handler needs to check a request
// against the spec and answer it with a deterministic fixture, plus example parameters and the
// request the spec says they must produce (the contract tests replay these).

import type { Project } from 'ts-morph';
import { pascalCase } from '../model/naming.js';
import type { JsonSchema, OperationModel, ServiceModel } from '../model/types.js';
import { exampleFor } from './fixtures.js';
import { jsHeader } from './header.js';
import { literal, raw } from './literal.js';
import { textOf } from './project.js';
import { eventMockImports, eventMockStatements } from './event-mocks.js';

function schemaType(schema: JsonSchema): string | undefined {
  if (typeof schema !== 'object') return undefined;
  const t = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  return typeof t === 'string' ? t : undefined;
}

// Path expansion and query serialisation are written here again on purpose: the contract tests
// compare the runtime's request with this independent reading of the spec, so sharing the
// runtime's code would hide its bugs.
function serializeQuery(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(',');
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

function exampleOf(model: ServiceModel, op: OperationModel) {
  const params: Record<string, unknown> = {};
  for (const p of op.params) {
    if (!p.required && p.example === undefined) continue;
    params[p.name] = p.example !== undefined ? p.example : exampleFor(model, p.schema, p.name);
  }
  const path = op.path.replace(/\{(\+?)([^}]+)\}/g, (_m, plus: string, name: string) => {
    const value = String(params[name] ?? op.params.find((p) => p.name === name)?.default ?? '');
    return plus ? encodeURI(value) : encodeURIComponent(value);
  });
  const query: Record<string, string> = {};
  for (const p of op.params.filter((x) => x.in === 'query' && params[x.name] !== undefined)) query[p.name] = serializeQuery(params[p.name]);
  let body: unknown;
  if (op.rawBody) body = params.data;
  else {
    const bodyParams = op.params.filter((x) => x.in === 'body' && params[x.name] !== undefined);
    if (bodyParams.length) body = Object.fromEntries(bodyParams.map((p) => [p.name, params[p.name]]));
  }
  return { params, request: { method: op.httpMethod, path, query, body } };
}

export function mocksFactoryName(model: ServiceModel): string {
  return `create${pascalCase(model.name)}Mocks`;
}

export function emitMocks(project: Project, model: ServiceModel): string {
  const header = jsHeader(model, 'msw handlers with deterministic fixtures');
  const file = project.createSourceFile(`${model.name}/mocks.ts`, '', { overwrite: true });
  file.addImportDeclarations([
    {
      moduleSpecifier: '../../runtime/mock/index.js',
      namedImports: ['createMockService', 'type MockOperation', 'type MockService', 'type MockServiceOptions'],
    },
    { moduleSpecifier: './response-validators.js', namespaceImport: 'rv' },
    { moduleSpecifier: './validators.js', namespaceImport: 'v' },
    ...eventMockImports(model), // audit: activity feed mocks
  ]);
  const operations = model.operations.map((op) => {
    const status = Number(op.success.status) || 200;
    return {
      key: op.key,
      method: op.httpMethod,
      path: op.path,
      params: op.params.map((p) => ({ name: p.name, in: p.in, type: schemaType(p.schema), required: p.required, header: p.headerName })),
      rawBody: op.rawBody || undefined,
      previews: op.previews.length ? op.previews : undefined,
      aliasOf: op.aliasOf,
      validate: raw(`v.${op.id}`),
      response: {
        status,
        body: op.success.schema !== undefined ? exampleFor(model, op.success.schema, 'value') : undefined,
        validate: op.success.schema !== undefined ? raw(`rv.${op.id}`) : undefined,
      },
      example: exampleOf(model, op),
    };
  });
  const constName = `${model.name}MockOperations`;
  const authQuery = model.auth.flatMap((a) => (a.kind === 'query' ? [a.param] : []));
  const description = {
    name: model.name,
    baseUrl: model.baseUrl,
    previewAccept: model.previewAccept,
    authQuery: authQuery.length ? authQuery : undefined,
    operations: raw(constName),
  };
  file.addStatements([
    `/** Every operation of ${model.specFile}, as the mock handlers see it. */\nexport const ${constName}: readonly MockOperation[] = ${literal(operations)};`,
    ...eventMockStatements(model, description, constName), // audit: activity feed mocks
    `/**\n * msw handlers for ${model.clientName}, with a log of the requests they received.\n *\n * @example\n * const mocks = ${mocksFactoryName(model)}();\n * setupServer(...mocks.handlers).listen({ onUnhandledRequest: 'error' });\n */\nexport function ${mocksFactoryName(model)}(options?: MockServiceOptions): MockService {\n  return createMockService(${literal(description, 1)}, options);\n}`,
  ]);
  return textOf(file, header);
}
