// The data a generated service hands to the runtime: a ServiceDescription with one
// RouteDescription per operation. Types only; every field is read by the request pipeline
// (runtime/pipeline/) or by the client builders (runtime/client/).

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/** A generated params validator: ajv standalone code. `errors` is set after a failed call. */
export interface ParamsValidator {
  (data: unknown): boolean;
  errors?: Array<{ instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }> | null;
}

/** How a service takes its credentials (from the spec's securitySchemes). */
export type AuthScheme =
  | { kind: 'header'; name: string; prefix: string; id?: string; oauth2?: OAuth2Flows }
  | { kind: 'query'; name: string; id?: string }
  | { kind: 'basic'; id?: string }
  | { kind: 'cookie'; name: string; id?: string };

/**
 * Where an `oauth2` scheme's tokens come from (its `flows`), for createOAuth2Auth: the client
 * credentials flow's token URL, and the URL refresh tokens go to (a flow's refreshUrl, else the
 * token URL of a flow that issues them); each with the scopes the document lists. A relative URL is
 * resolved against the client's base URL.
 */
export interface OAuth2Flows {
  clientCredentials?: { tokenUrl: string; scopes: readonly string[] };
  refresh?: { tokenUrl: string; scopes: readonly string[] };
}

/** How a token string is classified: the first pattern that matches names its type. */
export interface TokenTypeRule {
  type: string;
  /** A regular expression (source text) the token must match. */
  pattern: string;
  /** Sent with this prefix instead of the scheme's (e.g. a JWT-shaped token as `bearer`). */
  prefix?: string;
}

/** Follows the `Link: <...>; rel="next"` response header. */
export interface LinkPagination {
  kind: 'link';
  /** Property of the response body holding the items, when the body is not the array itself. */
  items?: string;
}

/** Sends the token of the next page (read from a response field) as a request parameter. */
export interface TokenPagination {
  kind: 'token';
  tokenParameter: string;
  /** Response field holding the next page's token (absent on the last page). */
  nextField: string;
  itemsField: string;
  pageSizeParameter?: string;
}

/** Page numbers: the page parameter is incremented until a page has no items. */
export interface PagePagination {
  kind: 'page';
  pageParameter: string;
  itemsField?: string;
  pageSizeParameter?: string;
}

export type Pagination = LinkPagination | TokenPagination | PagePagination;

/** Which failures are tried again, how often, and how long to wait in between. */
export interface RetryPolicy {
  /** Answer statuses worth another try. */
  statuses: readonly number[];
  /** Tries after the first one (3 means at most 4 requests). */
  retries: number;
  /** Base of the exponential backoff in milliseconds (base, 2 × base, 4 × base, ...). */
  baseDelayMs: number;
  /** The longest wait; a longer `Retry-After` is not waited for (the failure is returned). Default 60 s. */
  maxDelayMs?: number;
  /** Also try again after network failures and timeouts. */
  networkErrors?: boolean;
}

/** OpenAPI serialisation of one parameter (style and explode). */
export interface ParameterStyle {
  in: 'query' | 'path' | 'header' | 'cookie';
  /** form, spaceDelimited, pipeDelimited, deepObject (query); simple, label, matrix (path); simple (header); form (cookie). */
  style: string;
  explode: boolean;
  /** A query value's reserved characters (`:/?#[]@!$&'()*+,;=`) are sent as they are (`allowReserved`). */
  reserved?: boolean;
}

export type BodyType = 'json' | 'form' | 'multipart' | 'binary' | 'text';

/** The code that sends parameters by their style (runtime/pipeline/parameter-style.ts `parameterStyles`). */
export interface ParameterStyler {
  /** `name=value` pairs for the query string, joined with `&`. */
  query(name: string, value: unknown, style: ParameterStyle): string;
  /** A path variable's text; `reserved` for a `{+var}` template variable. */
  path(name: string, value: unknown, reserved: boolean, style: ParameterStyle): string;
  header(value: unknown, style: ParameterStyle): string;
}

/**
 * Says once per process that `operation` is deprecated (runtime/deprecation.ts): through `log.warn`
 * when given (the client's `log`, written out here: request-types.ts imports this module).
 */
export type DeprecationWarning = (
  operation: string,
  message: string,
  log: { warn?: ((message: string, info?: object) => void) | undefined } | undefined,
) => void;

/** Encodes the body of one body type; `set(type)` sets the content type unless the caller or the route has. */
export type BodyEncoder = (payload: unknown, set: (contentType: string) => void) => BodyInit;

/**
 * What a route sends beyond unstyled parameters and a JSON body, as code: the generator writes it
 * only on the routes that need it, so that a bundle of routes that need none of it carries none
 * of it (runtime/pipeline/parameter-style.ts, request-body.ts).
 */
export interface WireFormats {
  /** For routes with `styles`. */
  styles?: ParameterStyler;
  /** By the `bodyType` of the routes (json needs none). */
  bodies?: Partial<Record<Exclude<BodyType, 'json'>, BodyEncoder>>;
}

/** Adds `name` to each object at `at` (`*` = every array item), mapped from its `from` property. */
export interface DeriveRule {
  at: readonly string[];
  name: string;
  from: string;
  values: ReadonlyArray<readonly [unknown, string | number | boolean]>;
}

/** One operation, as data: everything the runtime needs to send it. */
export interface RouteDescription {
  method: HttpMethod;
  /** Path template relative to the base URL, `{var}` form. */
  url: string;
  /** The path's or operation's own server (its variables filled in), when it is not the service's. */
  server?: string;
  /** The Accept sent when the service, client and call set none: the media types of the operation's responses. */
  accept?: string;
  /** Query parameter names (path ones come from the template). */
  query?: readonly string[];
  /** Body property names; a body that is not an object travels as `data`. */
  body?: readonly string[];
  /** Header parameters: parameter name → header name. */
  headers?: Readonly<Record<string, string>>;
  /** Cookie parameters: parameter name → cookie name (sent in one `cookie` header). */
  cookies?: Readonly<Record<string, string>>;
  /** Serialisation of parameters whose style or explode is not their location's default. */
  styles?: Readonly<Record<string, ParameterStyle>>;
  /** How the body travels (default json). */
  bodyType?: BodyType;
  /** The body is required: sent (`{}`, an empty form) even when the call gives none of its fields. */
  bodyRequired?: boolean;
  /** The content type to send when it is not bodyType's default. */
  bodyMediaType?: string;
  /**
   * Fills in and converts the call's parameters (a fresh object) before they are checked and sent:
   * defaults of omitted path parameters (`pathDefaults`), Date and bigint values to their wire
   * forms (`encodedParams`, generated with `--dates`/`--int64`).
   */
  prepare?: (params: Record<string, unknown>) => void;
  /** Reads a JSON response's text (default JSON.parse): `losslessJson` keeps integers beyond 2^53 (`--int64`). */
  parse?: (text: string) => unknown;
  /**
   * Reads a successful answer, streamed rather than collected, into what the method returns:
   * `eventStream` (runtime/streams/event-stream.ts), generated for operations that answer with
   * `text/event-stream`. The context, the transport stage and the client let it send the request
   * again (a GET resuming with `Last-Event-ID`) and show its failures as the pipeline does.
   */
  // A method signature (its parameters compared both ways), so that this module needs no pipeline type: the call's RequestContext, the Transport stage, the ClientState.
  events?(raw: StreamedAnswer, ctx: unknown, transport: unknown, client: unknown): unknown;
  /** Loads the validator of one event's data (generated), for calls with `request.validateEvents`. */
  eventValidator?: () => Promise<ParamsValidator>;
  /** Previews this operation needs (joined into Accept by the service's previewAccept). */
  previews?: readonly string[];
  /** Parameters whose values must never be shown. */
  sensitive?: readonly string[];
  /** Present when the operation is deprecated: what to say, once. */
  deprecated?: string;
  /**
   * The code that says it (`warnDeprecated` from specforge/runtime/routes), named by the generated
   * routes that are deprecated, so that a bundle of operations none of which is carries none of it.
   * A full client warns with its own when a route has none (hand-written and registered routes).
   */
  warnDeprecated?: DeprecationWarning;
  /** Security schemes (by id) this operation accepts, when they differ from the service's. */
  security?: readonly string[];
  /** The params validator itself (tree-shakable entries pass it in). */
  validate?: ParamsValidator;
  /** Name of this route's validator in its chunk, where it is not named after the operation (`gists.get` → `gistsGet`). */
  validator?: string;
  /** The validator chunk holding it, where it is not the operation's namespace (`gists`; `''` without one). */
  validatorChunk?: string;
  /** The property of the success body the method returns as its data. */
  unwrap?: string;
  /** Path parameters the method takes as leading positional arguments. */
  positional?: readonly string[];
  /** Properties added to the decoded response (by the route's `decode`, which applies them with applyDerived). */
  derive?: readonly DeriveRule[];
  /** The route's cross-field rules (`before`, `knownValues`): runtime/pipeline/cross-field.ts, carried by the routes that have some. */
  checks?: (
    route: RouteDescription,
    params: Readonly<Record<string, unknown>>,
    allowUnknown: boolean,
  ) => ReadonlyArray<{ parameter: string; expected: string; received: unknown }>;
  /** Parameter → the parameter it must be strictly before (both RFC 3339 times). */
  before?: Readonly<Record<string, string>>;
  /** Parameter → the values it may take (unless the call passes `allowUnknown: true`). */
  knownValues?: Readonly<Record<string, readonly string[]>>;
  /** Parameter → values that are not among its known values, mapped to the one they mean (named in the refusal). */
  knownValueHints?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The code for the parameter styles and the body type the route uses (none for unstyled parameters and JSON). */
  wire?: WireFormats;
  /** Turns the response body into what the method returns. */
  decode?: (data: unknown, params: Record<string, unknown>) => unknown;
  pagination?: Pagination;
  retry?: RetryPolicy;
}

/** A successful answer whose body is read as it arrives. */
export interface StreamedAnswer {
  status: number;
  url: string;
  headers: Record<string, string>;
  body: ReadableStream<Uint8Array>;
}

/** What app authentication needs to know about the service. */
export interface AppAuthDescription {
  /** Operation that creates an installation token, e.g. `apps.createInstallationToken`. */
  installationTokenOperation: string;
  /** Its path parameter naming the installation. */
  installationIdParam: string;
  /** Response fields holding the token and its expiry. */
  tokenField: string;
  expiresAtField: string;
  /** Security scheme id of operations that need the app's own JWT. */
  jwtScheme: string;
  /** The service's rules for that JWT (see signAppJwt). */
  jwt: AppJwtRules;
}

/** How a service wants an app's JWT: seconds its `iat` is set back against clock drift, and the longest lifetime (seconds) it accepts. */
export interface AppJwtRules {
  issuedAtSkew: number;
  maxLifetime: number;
}

/** Loads one validator module: validator name → validator. */
export type ValidatorLoader = () => Promise<Readonly<Record<string, unknown>>>;

/** A whole service, as data, handed by generated code to `defineClient`. */
export interface ServiceDescription {
  name: string;
  baseUrl: string;
  headers: Readonly<Record<string, string>>;
  /** Template turning a preview name into an Accept media type: `...{preview}...`. */
  previewAccept?: string;
  /** Template turning `mediaType.format` into an Accept media type: `...{format}...`. */
  formatAccept?: string;
  auth: readonly AuthScheme[];
  /** How the token strategy classifies a token (see TokenTypeRule). */
  tokenTypes?: readonly TokenTypeRule[];
  /** More header names (lower case) whose values are never shown. */
  sensitiveHeaders?: readonly string[];
  /** Header that carries the `timeZone` option (e.g. `time-zone`). */
  timeZoneHeader?: string;
  appAuth?: AppAuthDescription;
  /**
   * Loaders of the validator modules by chunk name (a route's `validatorChunk`, else its operation's
   * namespace), loaded on the first call that needs one (runtime/pipeline/validator-chunks.ts).
   */
  validators?: Readonly<Record<string, ValidatorLoader>>;
  /** Operation name (`namespace.method` or `method`) → route. */
  routes: Readonly<Record<string, RouteDescription>>;
}
