// The core every client is built on: options, auth strategy, hooks, logger, `request`, and the
// path each generated operation takes (defaults → validation → deprecation warning → hooks →
// auth → endpoint parsing → transport). `defineCoreClient` makes a small client class with only
// that (used with the tree-shakable per-operation functions of `specforge/<service>/operations`);
// `defineClient` (client.ts) adds namespaces of methods, paginate, registerEndpoints and plugins.

import { ConfigurationError, RequestError } from './errors.js';
import { createEndpoint, lowercaseHeaders, mergeOptions, parseOptions, withDefaults, type EndpointContext } from './endpoint.js';
import { HookCollection } from './hooks.js';
import { createLogger } from './log.js';
import { redactUrl, redactValues } from './redact.js';
import { send } from './transport.js';
import { assertValid } from './validation.js';
import { VERSION } from './version.js';
import { createTokenAuth, createUnauthenticatedAuth } from './auth/token.js';
import type {
  AuthContext,
  AuthInterface,
  AuthResult,
  ClientOptions,
  EndpointOptions,
  Logger,
  RequestInterface,
  RequestOptions,
  RequestParameters,
  Response,
  RouteDescription,
  ServiceDescription,
} from './types.js';

export type Params = Record<string, unknown> & RequestParameters;

/** The route a generated method sends, for `paginate(method, ...)`. */
export const ROUTE = Symbol.for('specforge.route');
export interface RouteRef {
  key: string;
  route: RouteDescription;
}

/** Where a client keeps its core (not enumerable, not part of the public API). */
export const CORE = Symbol.for('specforge.core');

const warned = new Set<string>();

/** Warns once per process for each deprecated operation: the caller's log.warn, else Node's warning channel, else the console. */
export function warnDeprecated(key: string, message: string, log: Partial<Logger> | undefined): void {
  if (warned.has(key)) return;
  warned.add(key);
  if (typeof log?.warn === 'function') return void log.warn(message, { deprecated: key });
  const proc = (globalThis as { process?: { emitWarning?: (m: string, type: string) => void } }).process;
  if (proc?.emitWarning) proc.emitWarning(message, 'DeprecationWarning');
  else console.warn(`DeprecationWarning: ${message}`);
}

function declares(route: RouteDescription, name: string): boolean {
  return (route.query?.includes(name) ?? false) || (route.body?.includes(name) ?? false);
}

export class ClientCore {
  readonly options: ClientOptions;
  readonly hook = new HookCollection<RequestOptions, Response<unknown>>();
  readonly log: Logger;
  readonly auth: AuthInterface;
  readonly service: ServiceDescription;
  readonly ctx: EndpointContext;
  readonly #debug: boolean;
  #defaults: EndpointOptions | undefined;
  #request: RequestInterface | undefined;
  #byRoute: Map<string, RouteDescription> | undefined;

  constructor(service: ServiceDescription, options: ClientOptions, client: object) {
    this.service = service;
    this.ctx = { previewAccept: service.previewAccept, formatAccept: service.formatAccept };
    this.options = options;
    this.log = createLogger(options.log);
    this.#debug = typeof options.log?.debug === 'function';
    this.auth = this.#createAuth(client);
  }

  #createAuth(client: object): AuthInterface {
    const o = this.options;
    const context: AuthContext = {
      service: this.service,
      request: (options) => this.transmit(options, this.routeFor(options)),
      merge: (route, params) => mergeOptions(this.defaults(), route, params as Params),
      log: this.log,
      authScheme: o.authScheme,
    };
    Object.defineProperty(context, 'client', { value: client });
    if (o.authStrategy !== undefined) {
      if (typeof o.authStrategy !== 'function') throw new ConfigurationError('authStrategy', 'a strategy function such as createAppAuth', o.authStrategy);
      return o.authStrategy(o.auth, context);
    }
    if (o.auth === undefined || o.auth === null || o.auth === '') return createUnauthenticatedAuth(undefined, context);
    if (typeof o.auth !== 'string') {
      throw new ConfigurationError('auth', 'a token string (for app, OAuth-app or custom credentials also pass authStrategy)', typeof o.auth === 'object' ? 'an object without authStrategy' : o.auth);
    }
    return createTokenAuth(o.auth, context);
  }

  /** DEFAULTS shared by every endpoint of this client. */
  defaults(): EndpointOptions {
    if (this.#defaults) return this.#defaults;
    const o = this.options;
    const userAgent = o.userAgent ? `${o.userAgent} specforge/v${VERSION}` : `specforge/v${VERSION}`;
    const headers: Record<string, string> = { ...this.service.headers, 'user-agent': userAgent };
    if (o.timeZone) {
      if (!this.service.timeZoneHeader) throw new ConfigurationError('timeZone', `nothing: service "${this.service.name}" has no time zone header`, o.timeZone);
      headers[this.service.timeZoneHeader] = o.timeZone;
    }
    this.#defaults = {
      method: 'GET',
      url: '',
      baseUrl: (o.baseUrl ?? this.service.baseUrl).replace(/\/+$/, ''),
      headers: { ...headers, ...lowercaseHeaders(o.headers) },
      mediaType: { format: '', previews: [...(o.previews ?? [])] },
      ...(o.request ? { request: o.request } : {}),
    };
    return this.#defaults;
  }

  /** The generated route with this verb and template, so `request()` places parameters as the spec says. */
  routeFor(options: RequestOptions): RouteDescription | undefined {
    if (!this.#byRoute) {
      this.#byRoute = new Map();
      for (const route of Object.values(this.service.routes)) this.#byRoute.set(`${route.method} ${route.url}`, route);
    }
    return this.#byRoute.get(`${String(options.method).toUpperCase()} ${options.url}`);
  }

  get request(): RequestInterface {
    if (this.#request) return this.#request;
    const request = (<R>(route: string | Params, params?: Params) => {
      try {
        const options = mergeOptions(this.defaults(), route, params);
        return this.dispatch(options, this.routeFor(options)) as Promise<Response<R>>;
      } catch (error) {
        return Promise.reject(error);
      }
    }) as RequestInterface;
    request.endpoint = createEndpoint(this.ctx, this.defaults());
    this.#request = request;
    return request;
  }

  /** Hooks, then auth, then the wire. */
  dispatch(options: RequestOptions, route?: RouteDescription, key?: string): Promise<Response<unknown>> {
    const step = (o: RequestOptions) => this.auth.hook((authed) => this.transmit(authed, route, key), o, route);
    return this.hook.has('request') ? this.hook.run('request', step, options) : step(options);
  }

  /** Parses options into a request and sends it; with a debug logger, one line per exchange. */
  transmit(options: RequestOptions, route?: RouteDescription, key?: string): Promise<Response<unknown>> {
    const req = parseOptions(this.ctx, options, route, key);
    const sensitive = route?.sensitive;
    // Secret values that may sit in the path (a token as a path parameter) are redacted by value.
    let secrets: string[] | undefined;
    if (sensitive) for (const name of sensitive) if (typeof options[name] === 'string') (secrets ??= []).push(options[name] as string);
    if (!this.#debug) return send(req, req.request, sensitive, secrets);
    const started = Date.now();
    const line = (status: number | string) => {
      const duration = Date.now() - started;
      const url = redactValues(redactUrl(req.url, sensitive), secrets);
      this.log.debug(`${req.method} ${url} - ${status} in ${duration}ms`, { method: req.method, url, status, duration });
    };
    return send(req, req.request, sensitive, secrets).then(
      (response) => {
        line(response.status);
        return response;
      },
      (error: unknown) => {
        line(error instanceof RequestError ? error.status : error instanceof Error ? error.name : 'error');
        throw error;
      },
    );
  }

  /** Defaults, validation and deprecation of a generated operation: its merged options. */
  prepare(key: string, route: RouteDescription, params: Params | undefined, validate = route.validate): RequestOptions {
    const input = withDefaults(route, params ?? {});
    if (validate) assertValid(key, validate, input, route.sensitive);
    if (route.deprecated) warnDeprecated(key, route.deprecated, this.options.log);
    const options = mergeOptions(this.defaults(), input, undefined, route);
    if (!declares(route, 'method')) options.method = route.method;
    if (!declares(route, 'url')) options.url = route.url;
    return options;
  }

  /** Calls a generated operation, validating with `validate` (by default the route's own). */
  call(key: string, route: RouteDescription, params: Params | undefined, validate = route.validate): Promise<Response<unknown>> {
    try {
      return this.dispatch(this.prepare(key, route, params, validate), route, key);
    } catch (error) {
      return Promise.reject(error);
    }
  }






}

/** What every client has, whatever its service. */
export interface CoreClient {
  readonly options: ClientOptions;
  /** Sends any route: `client.request('GET /repos/{owner}/{repo}', { owner, repo })`. */
  readonly request: RequestInterface;
  /** `before`, `after`, `error` and `wrap` hooks around every request. */
  readonly hook: HookCollection<RequestOptions, Response<unknown>>;
  readonly log: Logger;
  /** The auth strategy's current result, e.g. `client.auth({ type: 'installation', installationId })`. */
  auth(params?: Record<string, unknown>): Promise<AuthResult>;
}

export interface CoreClientConstructor {
  new (options?: ClientOptions): CoreClient;
  readonly service: ServiceDescription;
}

/** The core client class of a service: options, request, hooks, log and auth, no methods. */
export function defineCoreClient(service: ServiceDescription): CoreClientConstructor {
  class Client implements CoreClient {
    static readonly service = service;
    declare readonly [CORE]: ClientCore;
    constructor(options: ClientOptions = {}) {
      if (options === null || typeof options !== 'object') throw new ConfigurationError('options', 'an object', options);
      Object.defineProperty(this, CORE, { value: new ClientCore(service, options, this) });
    }
    get options(): ClientOptions {
      return this[CORE].options;
    }
    get request(): RequestInterface {
      return this[CORE].request;
    }
    get hook(): HookCollection<RequestOptions, Response<unknown>> {
      return this[CORE].hook;
    }
    get log(): Logger {
      return this[CORE].log;
    }
    auth(params?: Record<string, unknown>): Promise<AuthResult> {
      return this[CORE].auth(params);
    }
  }
  return Client;
}

/** The core of a client made by defineCoreClient or defineClient. */
export function coreOf(client: unknown): ClientCore {
  const core = (client as { [CORE]?: ClientCore } | null)?.[CORE];
  if (!core) throw new ConfigurationError('client', 'a client made by specforge (e.g. new HostingCore())', client);
  return core;
}
