// The shapes shared by the runtime and the generated code: what a generated route description
// holds, what a request and a response look like, and the typed signature of a generated method.

import type { ValidationIssue } from './errors.js';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/** A generated params validator: ajv standalone code. `errors` is set after a failed call. */
export interface ParamsValidator {
  (data: unknown): boolean;
  errors?: Array<{ instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }> | null;
}

/** How a service takes its credentials (from the spec's securitySchemes). */
export type AuthScheme =
  | { kind: 'header'; name: string; prefix: string }
  | { kind: 'query'; name: string };

/** One operation, as data: everything the runtime needs to send it. */
export interface RouteDescription {
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
  validate?: ParamsValidator;
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
  /** `namespace.method` (or `method`) → route. */
  routes: Readonly<Record<string, RouteDescription>>;
}

export interface RequestRequestOptions {
  /** A fetch implementation to use instead of the global one. */
  fetch?: typeof fetch;
  /** Milliseconds; 0 (the default) means no timeout. */
  timeout?: number;
  signal?: AbortSignal;
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

/** Options of a client constructor. */
export interface ClientOptions {
  /** A token (or API key) sent the way the service's spec says. */
  auth?: string;
  baseUrl?: string;
  /** Your application's name; sent before `specforge/<version>`. */
  userAgent?: string;
  /** Headers added to every request. */
  headers?: Record<string, string>;
  previews?: readonly string[];
  request?: RequestRequestOptions;
}

export type { ValidationIssue };
