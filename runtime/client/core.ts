// The core every client is built on: checked options, the auth strategy, hooks, the redacting
// logger, the client's secrets, and the calls: every method, `client.request` and the auth
// strategy's own requests go through `call`, `request` and `bare`, which make the call's context
// and run it through the pipeline of its route (runtime/pipeline/stages.ts; one per route,
// composed on first use). The composer comes from the client class, as something loaded once
// (runtime/load-once.ts): a full client's stages arrive with its first request, in a chunk of
// their own, and this is the one place that waits for them (a warm call checks once and goes on).
// Constructing a client is cheap: nothing is composed before it is needed.

import type { AuthContext, AuthInterface } from '../auth/types.js';
import { createBasicAuth, isBasicAuth } from '../auth/basic-strategy.js';
import { createTokenAuth, createUnauthenticatedAuth } from '../auth/token-strategy.js';
import type { HttpMethod, RouteDescription, ServiceDescription } from '../description.js';
import { ConfigurationError, SpecforgeError } from '../errors.js';
import { HookCollection } from '../hook-collection.js';
import { createLogger } from '../log.js';
import type { ClientOptions, Logger, RequestOptions, Response } from '../options.js';
import type { ClientDefaults, ClientState, Params, RequestContext } from '../pipeline/context.js';
import { defaults as applyDefaults, lowercaseHeaders } from '../pipeline/prepare.js';
import { HTTP_URL } from '../pipeline/serialise.js';
import type { Composer, Pipeline, PipelineKind } from '../pipeline/stages.js';
import type { Loaded } from '../load-once.js';
import { BASE_SECRETS, mergeSecrets, redact, type Secrets } from '../redact.js';
import type { PluginRetryPolicy } from '../retry-policy.js';
import { serviceCredentials } from '../credentials.js';
import { parseRoute } from '../route.js';
import { VERSION } from '../version.js';

/** Where a client keeps its core (not enumerable, not part of the public API). */
export const CORE = Symbol.for('specforge.core');

/** A new context for a call of `route` with `input`. */
export function createContext(operation: string, route: RouteDescription, input: Params): RequestContext {
  return {
    operation,
    route,
    input,
    params: input,
    options: undefined as unknown as RequestOptions,
    validate: true,
    allowUnknown: false,
    omitCredentials: false,
    http: undefined,
  };
}

const METHOD: PipelineKind = { validate: true, hooksAndAuth: true, shape: true };
const REQUEST: PipelineKind = { validate: false, hooksAndAuth: true, shape: false };
const BARE: PipelineKind = { validate: false, hooksAndAuth: false, shape: false };

/** How many credentials a client remembers for redaction (app auth makes a new JWT every few minutes). */
const MAX_CREDENTIALS = 64;
const CREDENTIAL_KEY = /secret|key|token|password|credential/i;

export class ClientCore implements ClientState {
  declare readonly service: ServiceDescription;
  declare readonly options: ClientOptions;
  readonly hook = new HookCollection<RequestOptions, Response<unknown>>();
  declare readonly log: Logger;
  declare readonly auth: AuthInterface;
  declare readonly debug: boolean;
  /** Set by the retry plugin (runtime/plugins/retry.ts); the pipeline's retry stage joins it with the route's policy. */
  declare retryPlugin: PluginRetryPolicy | undefined;
  /** Composes this client's pipelines, once loaded (given by its class: define-core-client.ts, define-client.ts). */
  readonly #composer: Loaded<Composer>;
  /** The composer once loaded, kept here so that a warm call reads a field and goes on. */
  #compose: Composer | undefined;
  readonly #credentials = new Set<string>();
  #secrets: Secrets | undefined;
  #defaults: ClientDefaults | undefined;
  /** Each route's method pipeline, by route; `client.request`'s and the bare one, by their kind. */
  readonly #pipelines = new WeakMap<object, Pipeline>();
  #routes: Map<string, [string, RouteDescription]> | undefined;

  constructor(service: ServiceDescription, options: ClientOptions, client: object, composer: Loaded<Composer>) {
    if (options === null || typeof options !== 'object') throw new ConfigurationError('options', 'an object', options);
    this.service = service;
    this.options = options;
    this.#composer = composer;
    if (options.baseUrl !== undefined && (typeof options.baseUrl !== 'string' || !HTTP_URL.test(`${options.baseUrl.replace(/\/+$/, '')}/`))) {
      throw new ConfigurationError(
        'baseUrl',
        'an absolute http(s) URL such as https://api.example.com',
        undefined,
        typeof options.baseUrl === 'string' ? JSON.stringify(redact(options.baseUrl, BASE_SECRETS)) : typeof options.baseUrl,
      );
    }
    if (options.timeZone && !service.timeZoneHeader)
      throw new ConfigurationError('timeZone', `nothing: service "${service.name}" has no time zone header`, options.timeZone);
    if (options.auth !== null && typeof options.auth === 'object') {
      for (const [key, value] of Object.entries(options.auth)) if (typeof value === 'string' && CREDENTIAL_KEY.test(key)) this.addSecret(value);
    }
    // A credential given as a header: its value (and the token after a scheme word) is secret wherever it appears.
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      if (typeof value === 'string' && serviceCredentials(service).headers.includes(name.toLowerCase())) {
        this.addSecret(value);
        this.addSecret(value.replace(/^\S+\s+/, ''));
      }
    }
    this.log = createLogger(options.log, () => this.secrets());
    this.debug = typeof options.log?.debug === 'function';
    this.auth = this.#createAuth(client);
  }

  #createAuth(client: object): AuthInterface {
    const o = this.options;
    const context: AuthContext = {
      service: this.service,
      request: (options) => this.#run(undefined, BARE, this.contextFor(options)),
      merge: (route, params) => applyDefaults(this, this.contextFor(route, params)).options,
      log: this.log,
      authScheme: o.authScheme,
      secret: (value) => this.addSecret(value),
    };
    Object.defineProperty(context, 'client', { value: client });
    if (o.authStrategy !== undefined) {
      if (typeof o.authStrategy !== 'function') throw new ConfigurationError('authStrategy', 'a strategy function such as createAppAuth', o.authStrategy);
      return o.authStrategy(o.auth, context);
    }
    if (o.auth === undefined || o.auth === null || o.auth === '') return createUnauthenticatedAuth(undefined, context);
    if (isBasicAuth(o.auth)) return createBasicAuth(o.auth, context);
    if (typeof o.auth !== 'string') {
      throw new ConfigurationError('auth', 'a token or { username, password } (authStrategy for others)', typeof o.auth === 'object' ? 'an object' : o.auth);
    }
    return createTokenAuth(o.auth, context);
  }

  /** Remembers a credential so that no error or log line shows it. */
  addSecret(value: string): void {
    if (typeof value !== 'string' || value.length < 4 || this.#credentials.has(value)) return;
    if (this.#credentials.size >= MAX_CREDENTIALS) this.#credentials.delete(this.#credentials.values().next().value!);
    this.#credentials.add(value);
    this.#secrets = undefined;
  }

  secrets(): Secrets {
    return (this.#secrets ??= this.#credentials.size
      ? mergeSecrets(serviceCredentials(this.service).secrets, { values: [...this.#credentials] })
      : serviceCredentials(this.service).secrets);
  }

  defaults(): ClientDefaults {
    if (this.#defaults) return this.#defaults;
    const o = this.options;
    const headers: Record<string, string> = {
      ...this.service.headers,
      'user-agent': `${o.userAgent ? `${o.userAgent} ` : ''}specforge/v${VERSION}`,
    };
    if (o.timeZone) headers[this.service.timeZoneHeader!] = o.timeZone;
    Object.assign(headers, lowercaseHeaders(o.headers));
    this.#defaults = {
      baseUrl: (o.baseUrl ?? this.service.baseUrl).replace(/\/+$/, ''),
      baseUrlGiven: o.baseUrl !== undefined,
      headers,
      previews: [...(o.previews ?? [])],
      request: o.request,
    };
    return this.#defaults;
  }

  /** Runs `ctx` through the pipeline of `route` (undefined: `client.request`'s or the bare one), loading the stages first if need be. */
  #run(route: RouteDescription | undefined, kind: PipelineKind, ctx: RequestContext): Promise<Response<unknown>> {
    if (!(this.#compose ??= this.#composer.value)) return this.#composer().then(() => this.#run(route, kind, ctx));
    return this.pipeline(route, kind).call(ctx);
  }

  /** A call of a method (generated, standalone or registered): `input` through the pipeline of its route. */
  call(operation: string, route: RouteDescription, input: Params): Promise<Response<unknown>> {
    return this.#run(route, METHOD, createContext(operation, route, input));
  }

  /** A call of `client.request`: any route, unchecked, unshaped (Octokit's request). */
  request(target: string | Params, params?: Params): Promise<Response<unknown>> {
    try {
      return this.#run(undefined, REQUEST, this.contextFor(target, params));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /**
   * The pipeline of a route's method, or of `client.request` (no route), for the pager, which
   * prepares a call and sends its pages itself. Only once the stages are there: the pager comes
   * with them (a full client's first-call chunk), or is imported beside them (the operations entries).
   * `kind`: which pipeline of the route (`#run` asks for `client.request`'s and the bare one too).
   */
  pipeline(route?: RouteDescription, kind: PipelineKind = route ? METHOD : REQUEST): Pipeline {
    const compose = (this.#compose ??= this.#composer.value);
    if (!compose) throw new SpecforgeError('the request stages are not loaded yet');
    // A route's pipeline is its method's; without one, `kind` says which (client.request's, or bare).
    const key = route ?? kind;
    let p = this.#pipelines.get(key);
    if (!p) this.#pipelines.set(key, (p = compose(this, route, kind)));
    return p;
  }

  /** The spec's operation for a verb and path template, if there is one. */
  routeFor(method: HttpMethod, url: string): [string, RouteDescription] | undefined {
    if (!this.#routes) {
      this.#routes = new Map();
      // `{+name}` (a value with slashes) is found by its plain `{name}` too.
      for (const [operation, route] of Object.entries(this.service.routes))
        this.#routes.set(`${route.method} ${route.url.replace(/\{\+/g, '{')}`, [operation, route]);
    }
    return this.#routes.get(`${method} ${url.replace(/\{\+/g, '{')}`);
  }

  /**
   * The context of a call of `client.request` (and of paginate with a route): a route string
   * ("VERB /path", or request options with `method` and `url`) and parameters. A route of the
   * spec is sent as the spec says; any other with parameters placed by verb.
   */
  contextFor(target: string | Params, params?: Params): RequestContext {
    const routeString = typeof target === 'string';
    const { method: m, url: u, ...rest } = routeString ? {} : target;
    const { method, url } = parseRoute(routeString ? target : `${typeof m === 'string' ? m : 'GET'} ${String(u ?? '')}`);
    const input = routeString ? (params ?? {}) : params ? { ...rest, ...params } : rest;
    const known = this.routeFor(method, url);
    // A route outside the spec declares no parameters: they are placed by verb (serialise.ts).
    return createContext(known ? known[0] : `${method} ${url}`, known ? known[1] : { method, url }, input);
  }
}

/** The core of a client made by defineCoreClient or defineClient. */
export function coreOf(client: unknown): ClientCore {
  const core = (client as { [CORE]?: ClientCore } | null)?.[CORE];
  if (!core) throw new ConfigurationError('client', 'a client made by specforge (e.g. new HostingCore())', undefined, typeof client);
  return core;
}
