// The intermediate representation every emitter reads: a validated, resolved, sorted view of
// one service. Emitters never see YAML; they see only this.

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
  sources: string[];
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
  | { name: string; kind: 'query'; param: string; description?: string };

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
  auth: AuthModel[];
  schemas: SchemaModel[];
  operations: OperationModel[];
  webhooks: WebhookModel[];
  sources: string[];
}
