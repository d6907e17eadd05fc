// The shapes shared by the runtime and the generated code: what a generated route description
// holds, what a request and a response look like, and the typed signature of a generated method.

import type { ValidationIssue } from './errors.js';
import type { RetryOptions, RouteFeatures } from './route-features.js';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/** A generated params validator: ajv standalone code. `errors` is set after a failed call. */
export interface ParamsValidator {
  (data: unknown): boolean;
  errors?: Array<{ instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }> | null;
}

/** How a service takes its credentials (from the spec's securitySchemes). */
export type AuthScheme =
  | { kind: 'header'; name: string; prefix: string; id?: string }
  | { kind: 'query'; name: string; id?: string }
  | { kind: 'basic'; id?: string };

/** How a list operation pages: `link` follows the `Link: <...>; rel="next"` response header. */
export interface PaginationDescription {
  kind: 'link';
  /** Property of the response body holding the items, when the body is not the array itself. */
  items?: string;
}

/** One operation, as data: everything the runtime needs to send it (RouteFeatures: runtime/route-features.ts). */
export interface RouteDescription extends RouteFeatures {
  method: HttpMethod;
  /** Path template relative to the base URL, `{var}` form. */
  url: string;
  /** Query parameter names (path ones come from the template). */
  query?: readonly string[];
  /** Body property names; a body that is not an object travels as `data`. */
  body?: readonly string[];
  /** Header parameters: parameter name → header name. */
  headers?: Readonly<Record<string, string>>;
  /** Defaults applied to omitted path parameters. */
  defaults?: Readonly<Record<string, string>>;
  /** Previews this operation needs (joined into Accept by the service's previewAccept). */
  previews?: readonly string[];
  /** Parameters whose values must never be shown. */
  sensitive?: readonly string[];
  /** Present when the operation is deprecated: what to say, once. */
  deprecated?: string;
  /** Security schemes (by id) this operation accepts, when they differ from the service's. */
  security?: readonly string[];
  validate?: ParamsValidator;
  /** Chunk of the service's `validators` that holds this route's validator (default `main`). */
  validatorChunk?: string;
  /** Name of this route's validator in the service's `validators` module (loaded on first use). */
  validator?: string;
  /** The property of the success body the method returns as its data (x-unwrap). */
  unwrap?: string;
  /** Path parameters the method takes as leading positional arguments (runtime/positional.ts). */
  positional?: readonly string[];
  /** Properties added to the decoded response (runtime/derive.ts). */
  derive?: readonly DeriveRule[];
}

/** Adds `name` to each object at `at` (`*` = every array item), mapped from its `from` property. */
export interface DeriveRule {
  at: readonly string[];
  name: string;
  from: string;
  values: ReadonlyArray<readonly [unknown, string | number | boolean]>;
}

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
  /** Header that carries the `timeZone` option (e.g. `time-zone`). */
  timeZoneHeader?: string;
  /** How app authentication exchanges its JWT for an installation token. */
  appAuth?: AppAuthDescription;
  /**
   * Loads the generated params validators (keyed by each route's `validator`). The full clients
   * load them on the first call instead of at import, which keeps importing the package cheap.
   */
  validators?: Readonly<Record<string, () => Promise<Readonly<Record<string, unknown>>>>>;
  /** `namespace.method` (or `method`) → route. */
  routes: Readonly<Record<string, RouteDescription>>;
}

/** What app authentication needs to know about the service (from the spec's x-service.appAuth). */
export interface AppAuthDescription {
  /** Operation key that creates an installation token, e.g. `apps.createInstallationToken`. */
  installationTokenOperation: string;
  /** Its path parameter naming the installation. */
  installationIdParam: string;
  /** Response fields holding the token and its expiry. */
  tokenField: string;
  expiresAtField: string;
  /** Security scheme id of operations that need the app's own JWT. */
  jwtScheme: string;
}

export interface RequestRequestOptions {
  /** A fetch implementation to use instead of the built-in transport (node:http on Node, ky + fetch elsewhere). */
  fetch?: typeof fetch;
  /** A node:http(s) Agent, used by the Node transport. */
  agent?: unknown;
  /** Milliseconds; 0 (the default) means no timeout. */
  timeout?: number;
  signal?: AbortSignal;
  /** `manual` returns 3xx answers (with their `location` header) instead of following them. */
  redirect?: 'follow' | 'manual' | 'error';
  /** Set by the retry and throttling plugins: how many times this request was retried. */
  retryCount?: number;
  [option: string]: unknown;
}

/** Options every call accepts next to its own parameters. */
export interface RequestParameters {
  baseUrl?: string;
  headers?: Record<string, string | number | undefined>;
  mediaType?: { format?: string; previews?: readonly string[] };
  request?: RequestRequestOptions;
}

/** What `endpoint()` returns: a request ready to send, without authentication. */
export interface EndpointResult {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  request?: RequestRequestOptions;
}

/** Unparsed, merged request options (what `endpoint.merge` and `DEFAULTS` hold). */
export interface EndpointOptions extends RequestParameters {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  mediaType: { format: string; previews: string[] };
  [param: string]: unknown;
}

export interface EndpointInterface<P = Record<string, unknown>> {
  (params?: P & RequestParameters): EndpointResult;
  (route: string, params?: Record<string, unknown> & RequestParameters): EndpointResult;
  DEFAULTS: EndpointOptions;
  merge(params?: P & RequestParameters): EndpointOptions;
  merge(route: string, params?: Record<string, unknown> & RequestParameters): EndpointOptions;
}

export interface Response<T> {
  status: number;
  url: string;
  headers: Record<string, string>;
  data: T;
}

/** True when every property of P is optional (so the params argument may be left out). */
type AllOptional<P> = {} extends P ? true : false;

/** A generated method: one typed async call plus its `endpoint` helpers. */
export type Method<P, R> = (AllOptional<P> extends true
  ? (params?: P & RequestParameters) => Promise<Response<R>>
  : (params: P & RequestParameters) => Promise<Response<R>>) & { endpoint: EndpointInterface<P> };

export interface RequestInterface {
  <R = unknown>(route: string, params?: Record<string, unknown> & RequestParameters): Promise<Response<R>>;
  endpoint: EndpointInterface;
}

/** The logging methods every client has (`client.log`); `debug` lists each request. */
export interface Logger {
  debug(message: string, info?: object): void;
  info(message: string, info?: object): void;
  warn(message: string, info?: object): void;
  error(message: string, info?: object): void;
}

/** Options of a client constructor. Plugins may accept more (see `Client.plugin`). */
export interface ClientOptions {
  /**
   * Credentials: a token string for the default token strategy, or whatever `authStrategy` takes
   * (e.g. `{ appId, privateKey }` for `createAppAuth`).
   */
  auth?: unknown;
  /** Selects a strategy other than token authentication. */
  authStrategy?: AuthStrategy<any>;
  baseUrl?: string;
  /** Your application's name; sent before `specforge/<version>`. */
  userAgent?: string;
  /** Headers added to every request. */
  headers?: Record<string, string>;
  previews?: readonly string[];
  /** Default time zone (region/city) sent with every request, where the service has a header for it. */
  timeZone?: string;
  /** Custom logging; `debug` receives one line per request. Defaults: debug/info silent, warn/error to the console. */
  log?: Partial<Logger>;
  request?: RequestRequestOptions;
  /** With the token strategy, the scheme to send the token with when the service has several: its id, name (`access_token`) or prefix (`bearer`). */
  authScheme?: string;
  /** Overrides the retry policy of routes that have one (the spec's `x-retry`); `false` turns it off. */
  retryPolicy?: RetryOptions;
}

/** The options hooks see: merged, not yet turned into a URL (like `endpoint.merge` returns). */
export type RequestOptions = EndpointOptions;

/** Sends merged options and resolves with the response. */
export type RequestFn = (options: RequestOptions) => Promise<Response<unknown>>;

/** What an auth strategy returns: `client.auth(params)` plus the hook that authenticates each request. */
export interface AuthInterface {
  (params?: Record<string, unknown>): Promise<AuthResult>;
  /** Adds credentials to `options` (never to `endpoint()` results) and sends them with `request`. */
  hook(request: RequestFn, options: RequestOptions, route?: RouteDescription): Promise<Response<unknown>>;
}

export interface AuthResult {
  type: string;
  [key: string]: unknown;
}

/** What a strategy gets besides its own options: the service, an unauthenticated request, the log. */
export interface AuthContext {
  service: ServiceDescription;
  /** Sends a request without any authentication hook (and without user hooks). */
  request: RequestFn;
  /** Builds request options for a route of this client: `merge('POST /x/{id}', { id })`. */
  merge(route: string, params?: Record<string, unknown>): RequestOptions;
  log: Logger;
  /** The client's `authScheme` option. */
  authScheme?: string;
}

export type AuthStrategy<O = unknown> = (options: O, context: AuthContext) => AuthInterface;

export type { ValidationIssue };
