// What travels through the request pipeline: the request context (one per call, copied rather
// than changed by the stages after `validate`), the HTTP request `serialise` makes, the raw answer
// `transport` gets (and hands to `decode`), and the client state every stage reads.

import type { AuthInterface } from '../auth/types.js';
import type { DeprecationWarning, HttpMethod, ParamsValidator, RouteDescription, ServiceDescription } from '../description.js';
import { ValidationError, type ErrorRequest } from '../errors.js';
import type { HookCollection } from '../hook-collection.js';
import type { ClientOptions, Logger, RequestOptions, RequestRequestOptions, Response } from '../options.js';
import { mergeSecrets, redact, type Secrets } from '../redact.js';
import type { PluginRetryPolicy } from '../retry-policy.js';

export type Params = Record<string, unknown>;

export interface RequestContext {
  /** The operation's name (`namespace.method`), or the route string for a route outside the spec. */
  readonly operation: string;
  readonly route: RouteDescription;
  /** The call's argument: its parameters and per-call options, as given. */
  readonly input: Params;
  /** The call's parameters with the route's defaults (what validation sees). Set by `defaults`. */
  params: Params;
  /** The options hooks see and may change (Octokit's merged options). Set by `defaults`. */
  options: RequestOptions;
  /** Whether `validate` checks the parameters (client and call option `validate`). */
  validate: boolean;
  /** The call passed `allowUnknown: true` (values outside a route's known values). */
  allowUnknown: boolean;
  /** No credentials for this request (a next page on another origin). */
  omitCredentials: boolean;
  /** Set by `serialise` (present from the start, so that setting it never changes the context's shape). */
  http: HttpRequest | undefined;
}

/** A request ready for the wire. */
export interface HttpRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body?: BodyInit | undefined;
  /** The body as the caller gave it (before encoding): what `endpoint()` returns and errors show. */
  shownBody?: unknown;
  /** The merged `request` options. */
  options: RequestRequestOptions;
}

/** An answer as the transport received it (decompressed, not decoded). */
export interface RawResponse {
  status: number;
  /** The URL that answered (after redirects). */
  url: string;
  headers: Record<string, string>;
  /** The body's bytes, or the body itself when the exchange streams it (runtime/transport/exchange.ts `streams`). */
  body: Uint8Array | ReadableStream<Uint8Array>;
}

/** The client-wide defaults merged into every request's options. */
export interface ClientDefaults {
  baseUrl: string;
  /** The client was given `baseUrl`: it then replaces the servers of paths and operations too. */
  baseUrlGiven: boolean;
  headers: Record<string, string>;
  previews: readonly string[];
  request: RequestRequestOptions | undefined;
}

/** Parts of the pipeline only the full client brings, so that the tree-shakable entries do without them. */
export interface PipelineExtras {
  /** Stage 3: the call's retry loop (undefined when neither the route nor a plugin has a policy; route undefined: `client.request`). */
  retry?:
    | ((
        client: ClientState,
        route: RouteDescription | undefined,
      ) => ((ctx: RequestContext, next: (ctx: RequestContext) => Promise<Response<unknown>>) => Promise<Response<unknown>>) | undefined)
    | undefined;
  /** What warns of a deprecated route that names no `warnDeprecated` of its own (the full client's; generated routes name theirs). */
  warnDeprecated?: DeprecationWarning | undefined;
  /** The validator of a route that names it (or whose service names it after the operation) instead of carrying it; a promise while its chunk loads. */
  validator?:
    | ((service: ServiceDescription, route: RouteDescription, operation: string) => ParamsValidator | undefined | Promise<ParamsValidator | undefined>)
    | undefined;
}

/** What the stages read from the client. */
export interface ClientState {
  readonly service: ServiceDescription;
  readonly options: ClientOptions;
  readonly log: Logger;
  readonly hook: HookCollection<RequestOptions, Response<unknown>>;
  readonly auth: AuthInterface;
  /** True when the caller gave `log.debug` (one line per exchange is then written). */
  readonly debug: boolean;
  /** The retry plugin's policy, when the client's class has the plugin. */
  readonly retryPlugin?: PluginRetryPolicy | undefined;
  defaults(): ClientDefaults;
  /** The client's secrets (credentials, secret names and headers). */
  secrets(): Secrets;
}

/** The secrets of one call: the client's, plus the route's sensitive parameters (names and values). */
export function callSecrets(client: ClientState, ctx: RequestContext): Secrets {
  const sensitive = ctx.route.sensitive;
  if (!sensitive?.length) return client.secrets();
  const values: string[] = [];
  for (const name of sensitive) {
    const v = ctx.params[name] ?? ctx.options?.[name];
    if (typeof v === 'string') values.push(v);
  }
  return mergeSecrets(client.secrets(), { values, names: sensitive });
}

/** The request as errors show it, redacted. */
export function describeRequest(client: ClientState, ctx: RequestContext, http: HttpRequest | undefined = ctx.http): ErrorRequest {
  const shown: ErrorRequest = http
    ? { method: http.method, url: http.url, headers: http.headers, ...(http.shownBody !== undefined ? { body: http.shownBody } : {}) }
    : { method: ctx.route.method, url: ctx.route.url, headers: {} };
  return redact(shown, callSecrets(client, ctx));
}

/** `error`, when a ValidationError, with its received values redacted (a credential given in the wrong place). */
export function redactedValidation(client: ClientState, ctx: RequestContext, error: unknown): unknown {
  return error instanceof ValidationError ? new ValidationError(ctx.operation, redact(error.issues, callSecrets(client, ctx))) : error;
}
