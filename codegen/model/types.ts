// The model every emitter reads: a validated, resolved, normalised and sorted view of one service.
// Emitters never see the document; they see only this.

import type { OAuth2Flows } from '../../runtime/description.js';
import type { WebhookSignature } from '../../runtime/webhooks-server/description.js';
import type { EventCatalogueModel } from './events.js';
import type { DeriveRuleValue, JsonSchema } from './schema-node.js';

/** A JSON Schema 2020-12 as normalised by model/schema.ts, typed keyword by keyword in model/schema-node.ts. */
export type { DeriveRuleValue, JsonSchema, SchemaNode, SchemaType } from './schema-node.js';

/**
 * Opt-in conversions of values (`--dates`, `--int64`): RFC 3339 dates as Date, `format: int64`
 * integers as bigint or decimal strings, in the types and at run time both ways.
 */
export interface ValueTransforms {
  dates?: boolean;
  int64?: 'bigint' | 'string';
}

/** What a converted value becomes (model/value-plans.ts): a Date, a bigint or a decimal string. */
export type PlanLeaf = 'date' | 'date-time' | 'bigint' | 'int64-string';

/** A plan as the model holds it: a leaf, a component's plan by name, or an object's, array's and union's parts. */
export type PlanNode = PlanLeaf | { ref: string } | { p?: Record<string, PlanNode>; i?: PlanNode; a?: PlanNode; u?: PlanNode[] };

/** An operation's plans: its parameters sent in a JSON body, those sent as text, its success response. */
export interface OperationPlans {
  json?: Record<string, PlanNode>;
  text?: Record<string, PlanNode>;
  response?: PlanNode;
}

export interface SchemaModel {
  /** Key under components.schemas: `code-of-conduct`. */
  name: string;
  /** TypeScript name, unique in the service: `CodeOfConduct`. */
  typeName: string;
  /** The TypeScript name of its write shape (model/access.ts), when that differs from its read shape. */
  writeTypeName?: string;
  schema: JsonSchema;
}

/** An inline object schema the document writes more than once, declared once under its own type name. */
export interface SharedTypeModel {
  /** TypeScript name, unique in the service: `User`, `PullRequestBase`. */
  typeName: string;
  /** The first copy (every copy is marked with the name; see model/shared-types.ts). */
  schema: JsonSchema;
  /** Where it is first written: the root's type name, then property names (`WebhookPush.repository`). */
  firstAt: string;
  /** How many times the document writes it. */
  count: number;
  /** Its read and write shapes differ (model/access.ts): where a request sends it, it is written out. */
  shapesDiffer?: boolean;
}

export type ParamLocation = 'path' | 'query' | 'header' | 'cookie' | 'body';

/** How an array or object parameter is written on the wire (OpenAPI `style` and `explode`). */
export interface ParamStyle {
  style: 'simple' | 'label' | 'matrix' | 'form' | 'spaceDelimited' | 'pipeDelimited' | 'deepObject';
  explode: boolean;
  /** A query parameter's `allowReserved`: reserved characters are sent as they are. */
  reserved?: boolean;
}

export interface ParamModel {
  /** The name callers use in the params object. */
  name: string;
  in: ParamLocation;
  /** Name on the wire: the header (lower case), cookie or query key; the body property. */
  wireName: string;
  required: boolean;
  description?: string;
  schema: JsonSchema;
  /** Value used in examples and contract tests. */
  example?: unknown;
  /** Applied by the client when the caller leaves it out (path parameters only), of the schema's type. */
  default?: string | number | boolean;
  sensitive: boolean;
  deprecated: boolean;
  /** Set for array and object parameters outside the body. */
  style?: ParamStyle;
  /** A body property the document marks readOnly: never required, left out of the Params type (a value given is still sent). */
  readOnly?: boolean;
  /** The key under components.parameters when the document writes it as a reference to one. */
  component?: string;
  /** The one-member interface it is declared in, when operations share it (model/shared-params.ts). */
  sharedAs?: string;
}

/** A parameter component several operations take alike, declared once as a one-member interface. */
export interface SharedParamModel {
  /** TypeScript name, unique in the service: `PerPageParam`. */
  typeName: string;
  /** The first operation's parameter (every sharing one is marked with `sharedAs`). */
  param: ParamModel;
  /** How many operations take it. */
  count: number;
}

export type BodyType = 'json' | 'form' | 'multipart' | 'binary' | 'text';

export interface BodyModel {
  type: BodyType;
  /** The content type sent. */
  mediaType: string;
  /** True when the body's properties are the method's parameters; false when it travels whole as `data`. */
  spread: boolean;
  required: boolean;
  schema: JsonSchema;
  /** A spread body's own `oneOf`/`anyOf` over its properties, checked with the parameters (for an optional body, when it is sent). */
  alternatives?: { oneOf?: JsonSchema[]; anyOf?: JsonSchema[] };
  /**
   * An optional spread body's properties its schema requires: the call sends no body, or one with
   * all of them (never a partial one). Its parameters are optional; the types, validator and
   * examples say "all or none".
   */
  requiredWhenSent?: string[];
}

export type ResponseKind = 'json' | 'text' | 'binary' | 'none';

export interface ResponseModel {
  /** `200`, `2XX`, `default`. */
  status: string;
  description: string;
  kind: ResponseKind;
  mediaType?: string;
  schema?: JsonSchema;
  /**
   * The schema of each event's data when the response may be a `text/event-stream` (its content's
   * `schema`, as OpenAI writes it; `{}` when it gives none).
   */
  events?: JsonSchema;
}

export interface DeprecationModel {
  replacement?: string;
  kind?: 'renamed' | 'removed';
  message: string;
}

/** A link to documentation outside the document (OpenAPI `externalDocs`). */
export interface ExternalDocsModel {
  url: string;
  description?: string;
}

/** One x-derived property, located in the success response. */
export interface DeriveRuleModel {
  /** Where the object sits in the response: property names, `*` for each item of an array. */
  at: string[];
  name: string;
  from: string;
  values: DeriveRuleValue[];
}

export type PaginationModel =
  | { kind: 'link'; items?: string }
  | { kind: 'token'; tokenParameter: string; nextField: string; itemsField: string; pageSizeParameter?: string }
  | { kind: 'page'; pageParameter: string; itemsField?: string; pageSizeParameter?: string };

export interface RetryModel {
  statuses: number[];
  retries: number;
  baseDelayMs: number;
  maxDelayMs?: number;
}

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'TRACE';

export interface OperationModel {
  /** The operation's one name: `gists.listPublic`, or `ping` for a method on the client itself. */
  name: string;
  namespace?: string;
  method: string;
  /** Its identifier in generated modules: `gistsListPublic`. */
  identifier: string;
  /** Base of its type names: `GistsListPublic` (`GistsListPublicParams`, `GistsListPublicResponse`). */
  typeBase: string;
  /** For a body with `requiredWhenSent`: the interfaces of its other parameters and of its body, which `<typeBase>Params` joins. */
  bodyTypes?: { fields: string; body: string };
  httpMethod: HttpMethod;
  path: string;
  /** The path's or operation's own server, when it is not the service's base URL (model/servers.ts). */
  server?: string;
  /** The media types of its responses, success first: the Accept it sends when nothing else sets one. */
  accept?: string;
  summary?: string;
  description?: string;
  /** Path, query, header and cookie parameters, then the body's properties (or `data`). */
  params: ParamModel[];
  body?: BodyModel;
  responses: ResponseModel[];
  /** The response the method resolves with: the first 2xx, else the default, else the first 3xx. */
  success: ResponseModel;
  deprecation?: DeprecationModel;
  /** For an older name (x-aliases): the name of the operation it is an alias of. */
  aliasOf?: string;
  previews: string[];
  variant?: 'legacy' | 'stubbed';
  notes: string[];
  incomplete?: string;
  /** Security scheme names accepted; empty means no authentication. */
  security: string[];
  pagination?: PaginationModel;
  /** Parameter → the parameter it must be strictly before (RFC 3339 times). */
  before?: Record<string, string>;
  /** Parameters restricted to the event catalogue's names. */
  knownValues?: Record<string, 'event-names'>;
  /** The response holds activities whose events are decoded with the catalogue. */
  decodeEvents?: boolean;
  /** Parameter → the event field it filters on. */
  eventFilters?: Record<string, 'name' | 'type'>;
  /** The property of the success body the method returns as its data. */
  unwrap?: string;
  /** Path parameters taken as leading positional arguments, in order. */
  positional?: string[];
  /** What the operation does to a record of a named collection (x-resource), for stateful mocks. */
  resource?: ResourceModel;
  /** Properties the client adds to the decoded success response. */
  derive?: DeriveRuleModel[];
  /** The operation's `externalDocs`. */
  externalDocs?: ExternalDocsModel;
  sources: string[];
  /** With transforms: where its parameters and success response hold converted values (model/value-plans.ts). */
  valuePlans?: OperationPlans;
}

/** x-resource: the operation creates, lists, reads, updates or deletes records of `collection`. */
export interface ResourceModel {
  collection: string;
  action: 'create' | 'list' | 'read' | 'update' | 'delete';
  /** The path parameter naming the record (read, update, delete). */
  key?: string;
  /** The record field holding its key (default `id`). */
  idField: string;
  /** Fields an update sets whatever the request says (e.g. `{ disabled: true }`). */
  set?: Record<string, unknown>;
}

export interface WebhookModel {
  /** Key under `webhooks:`. */
  name: string;
  identifier: string;
  typeName: string;
  summary?: string;
  description?: string;
  payload: JsonSchema;
  /** The media type of the delivery's body (JSON when it has one); absent: the delivery has no body. */
  mediaType?: string;
  /** The header that carries the shared secret (a sensitive header parameter), lower case. */
  secretHeader?: string;
  /** The same header as the spec spells it (`X-Webhook-Secret`), for what people read. */
  secretHeaderName?: string;
  externalDocs?: ExternalDocsModel;
  sources: string[];
  /**
   * The event keys a dispatching server knows its deliveries by (`pull_request.opened`,
   * `charge.succeeded`), when the document says where a delivery names its event.
   */
  events?: string[];
}

/** Where a delivery names its event (`x-webhooks-server.event`): a header, a body field, or both (`<header>.<field>`). */
export interface WebhookEventLocation {
  header?: string;
  field?: string;
  /** A JSON Pointer into each webhook's operation to the header's value for its deliveries (GitHub's `/x-github/subcategory`). */
  headerValueAt?: string;
}

export type AuthModel =
  | { name: string; kind: 'header'; header: string; prefix: string; description?: string; oauth2?: OAuth2Flows }
  | { name: string; kind: 'query'; param: string; description?: string }
  | { name: string; kind: 'cookie'; cookie: string; description?: string }
  | { name: string; kind: 'basic'; description?: string };

export interface AppAuthModel {
  installationTokenOperation: string;
  installationIdParam: string;
  tokenField: string;
  expiresAtField: string;
  jwtScheme: string;
  /** The service's rules for the app's JWT: seconds `iat` is set back (clock drift) and the longest lifetime it accepts. */
  jwt: { issuedAtSkew: number; maxLifetime: number };
}

/** How the generated webhook server presents itself (`x-webhooks-server`); every field optional. */
export interface WebhooksServerModel {
  port?: number;
  settingsUrl?: string;
  /** The environment variable an app platform sets to the app's public host name, and an example value. */
  publicHost?: { variable: string; example: string };
  /** How deliveries are signed with the secret. */
  signature?: WebhookSignature;
  /** Where a delivery names its event; with it, the server dispatches every webhook's deliveries at one URL. */
  event?: WebhookEventLocation;
  /** A delivery that breaks its schema is refused (422) instead of delivered with its violations. */
  strict?: boolean;
  /** Where a delivery carries the sender's delivery id (a header, or a top-level body field). */
  deliveryId?: { header?: string; field?: string };
}

export interface TokenTypeModel {
  type: string;
  pattern: string;
  prefix?: string;
}

export interface ServiceModel {
  /** Identifier-safe: `hosting`, `petStore`. */
  name: string;
  specFile: string;
  title: string;
  version: string;
  description?: string;
  clientName: string;
  /** The first server's URL with its variables filled in; empty when the document has none. */
  baseUrl: string;
  headers: Record<string, string>;
  previewAccept?: string;
  formatAccept?: string;
  timeZoneHeader?: string;
  tokenTypes?: TokenTypeModel[];
  /** Header names (lower case) holding secrets besides the credentials. */
  sensitiveHeaders: string[];
  /** Every security scheme; the document's default ones first. */
  auth: AuthModel[];
  defaultSecurity: string[];
  appAuth?: AppAuthModel;
  schemas: SchemaModel[];
  /** Inline objects written more than once, each declared once (sorted by name). */
  sharedTypes: SharedTypeModel[];
  /** Parameter components several operations take alike, each declared once (sorted by name). */
  sharedParams: SharedParamModel[];
  operations: OperationModel[];
  webhooks: WebhookModel[];
  webhooksServer?: WebhooksServerModel;
  /** The document's `externalDocs`. */
  externalDocs?: ExternalDocsModel;
  sources: string[];
  events?: EventCatalogueModel;
  retry?: RetryModel;
  /** The value conversions asked for (none by default). */
  transforms?: ValueTransforms;
  /** With transforms: the plans of the components that hold converted values (model/value-plans.ts), by component name. */
  valuePlans?: Record<string, PlanNode>;
}
