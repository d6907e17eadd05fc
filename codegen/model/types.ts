// The intermediate representation every emitter reads: a validated, resolved, sorted view of
// one service. Emitters never see YAML; they see only this.

import type { EventCatalogueModel } from './events.js';
import type { OperationFeatures, RetryModel } from './features.js';

export type JsonSchema = Record<string, unknown> | boolean;

export interface SchemaModel {
  /** Key under components.schemas: `code-of-conduct`. */
  name: string;
  /** TypeScript name: `CodeOfConduct`. */
  typeName: string;
  schema: JsonSchema;
}

export type ParamLocation = 'path' | 'query' | 'header' | 'body';

export interface ParamModel {
  name: string;
  in: ParamLocation;
  /** For header parameters, the header name (lower case). */
  headerName?: string;
  required: boolean;
  description?: string;
  schema: JsonSchema;
  /** Value used in examples and contract tests. */
  example?: unknown;
  /** Applied by the client when the caller leaves it out (path parameters only). */
  default?: string;
  sensitive: boolean;
  deprecated: boolean;
}

export interface ResponseModel {
  status: string;
  description: string;
  contentType?: string;
  schema?: JsonSchema;
}

export interface DeprecationModel {
  replacement?: string;
  kind?: 'renamed' | 'removed';
  message: string;
}

export interface OperationModel {
  operationId: string;
  /** `namespace.method`, or `method` for one on the client itself. */
  key: string;
  namespace?: string;
  method: string;
  /** Identifier-safe key: `codesOfConduct_getConductCode`. */
  id: string;
  /** PascalCase base of the type names: `CodesOfConductGetConductCode`. */
  typeBase: string;
  httpMethod: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  path: string;
  summary?: string;
  description?: string;
  params: ParamModel[];
  /** A non-object JSON body travels as the `data` parameter. */
  rawBody: boolean;
  bodyContentType?: string;
  /** The JSON body's own `oneOf`/`anyOf` (alternatives over its properties, e.g. url or jobSourceId), checked with the parameters. */
  bodyAlternatives?: { oneOf?: JsonSchema[]; anyOf?: JsonSchema[] };
  responses: ResponseModel[];
  /** The first 2xx response. */
  success: ResponseModel;
  deprecation?: DeprecationModel;
  /** For an older name (x-aliases): the key of the operation it is an alias of. */
  aliasOf?: string;
  previews: string[];
  variant?: 'legacy' | 'stubbed';
  notes: string[];
  incomplete?: string;
  /** Security scheme names accepted; empty means no authentication. */
  security: string[];
  /** Link-header pagination, from x-pagination. */
  pagination?: { kind: 'link'; items?: string };
  sources: string[];
  /** Pagination, cross-field order, known values, event decoding (codegen/model/features.ts). */
  features?: OperationFeatures;
  /** x-unwrap: the property of the success body the method returns as its data. */
  unwrap?: string;
  /** x-positional: path parameters taken as leading positional arguments, in order. */
  positional?: string[];
  /** x-derived: properties the client adds to the decoded success response. */
  derive?: DeriveRuleModel[];
}

/** One x-derived property, located in the success response (see codegen/model/derived.ts). */
export interface DeriveRuleModel {
  /** Where the object sits in the response: property names, `*` for each item of an array. */
  at: string[];
  /** The property to add. */
  name: string;
  /** The property whose value decides it. */
  from: string;
  /** `[when, value]` pairs: `from === when` gives `value`. */
  values: Array<[unknown, string | number | boolean]>;
}

export interface WebhookModel {
  /** Key under `webhooks:`. */
  name: string;
  operationId: string;
  /** Identifier-safe: `delivery`. */
  id: string;
  typeName: string;
  summary?: string;
  description?: string;
  payload: JsonSchema;
  headers: ParamModel[];
  sources: string[];
}

export type AuthModel =
  | { name: string; kind: 'header'; header: string; prefix: string; description?: string }
  | { name: string; kind: 'query'; param: string; description?: string }
  | { name: string; kind: 'basic'; description?: string };

export interface AppAuthModel {
  installationTokenOperation: string;
  installationIdParam: string;
  tokenField: string;
  expiresAtField: string;
  jwtScheme: string;
}

export interface ServiceModel {
  /** From the file name: `hosting`. */
  name: string;
  specFile: string;
  title: string;
  version: string;
  description?: string;
  clientName: string;
  baseUrl: string;
  headers: Record<string, string>;
  previewAccept?: string;
  formatAccept?: string;
  /** Every security scheme; the document's default ones first. */
  auth: AuthModel[];
  /** Names of the schemes the document applies by default. */
  defaultSecurity: string[];
  timeZoneHeader?: string;
  appAuth?: AppAuthModel;
  schemas: SchemaModel[];
  operations: OperationModel[];
  webhooks: WebhookModel[];
  sources: string[];
  /** The event catalogue (codegen/model/events.ts), when the spec declares one. */
  events?: EventCatalogueModel;
  /** The service's retry policy (`x-retry`). */
  retry?: RetryModel;
}
