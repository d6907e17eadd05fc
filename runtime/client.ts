// Turns a generated ServiceDescription into a client class. The constructor only stores its
// options and picks the auth strategy; namespaces, methods and endpoint defaults are built on
// first use, so constructing a client is cheap however many operations the service has.
// Every request takes one path: merged options → `hook('request')` (user hooks and plugins) →
// the auth strategy's hook → endpoint parsing → transport (with the debug log around it).

import { ConfigurationError, SpecforgeError } from './errors.js';
import { createEndpoint, lowercaseHeaders, mergeOptions, parseOptions, withDefaults, type EndpointContext } from './endpoint.js';
import { HookCollection } from './hooks.js';
import { createLogger } from './log.js';
import { gather, iteratePages, type MapFn } from './paginate.js';
import { redactUrl } from './redact.js';
import { validateEndpointParams, type EndpointRoutes, type EndpointSpec } from './register-endpoints.js';
import { colonToBraces } from './route.js';
import { send } from './transport.js';
import { hasFeatures, withFeatures } from './route-features.js';
import { assertValid } from './validation.js';
import { VERSION } from './version.js';
import { createTokenAuth, createUnauthenticatedAuth } from './auth/token.js';
import { RequestError } from './errors.js';
import type {
  AuthContext,
  AuthInterface,
  AuthResult,
  ClientOptions,
  EndpointInterface,
  EndpointOptions,
  HttpMethod,
  Logger,
  RequestInterface,
  RequestOptions,
  RequestParameters,
  Response,
  RouteDescription,
  ServiceDescription,
} from './types.js';
import type { PaginateInterface, RegisteredMethods } from './client-types.js';

export type { PaginateInterface, RegisteredMethods } from './client-types.js';

type Params = Record<string, unknown> & RequestParameters;

/** The route a generated method sends, for `paginate(method, ...)`. */
const ROUTE = Symbol.for('specforge.route');
interface RouteRef {
  key: string;
  route: RouteDescription;
}

/** What every client has, whatever its service. */
export interface BaseClient {
  readonly options: ClientOptions;
  /** Sends any route: `client.request('GET /repos/{owner}/{repo}', { owner, repo })`. */
  readonly request: RequestInterface;
  /** `before`, `after`, `error` and `wrap` hooks around every request. */
  readonly hook: HookCollection<RequestOptions, Response<unknown>>;
  readonly log: Logger;
  /** The auth strategy's current result, e.g. `client.auth({ type: 'installation', installationId })`. */
  auth(params?: Record<string, unknown>): Promise<AuthResult>;
  /** Every item of every page; `paginate.iterator` yields one response per page. */
  readonly paginate: PaginateInterface;
  /** Adds methods described as data; returns the client, typed with them. */
  registerEndpoints<R extends EndpointRoutes>(routes: R): this & RegisteredMethods<R>;
}

export type ClientInstance<M> = BaseClient & M;

/** A plugin: called with each new client and its constructor options; what it returns is added to the client. */
export type Plugin = (client: any, options: any) => object | void;

type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never;
type PluginApi<P extends readonly Plugin[]> = UnionToIntersection<ReturnType<P[number]> extends infer R ? (R extends object ? R : {}) : {}>;
type PluginOptions<P extends readonly Plugin[]> = UnionToIntersection<Parameters<P[number]>[1] extends infer O ? (O extends object ? O : {}) : {}>;

export interface ClientConstructor<M, O extends object = {}> {
  new (options?: ClientOptions & O): ClientInstance<M>;
  /** The service this client was generated from. */
  readonly service: ServiceDescription;
  /** The plugins every instance runs, in order. */
  readonly plugins: readonly Plugin[];
  /** A new constructor whose instances run `plugins` with `(client, options)`; their additions are typed. */
  plugin<P extends Plugin[]>(...plugins: P): ClientConstructor<M & PluginApi<P>, O & PluginOptions<P>>;
  plugin<P extends Plugin[]>(plugins: P): ClientConstructor<M & PluginApi<P>, O & PluginOptions<P>>;
}

const warned = new Set<string>();

/** Warns once per process for each deprecated operation: the caller's log.warn, else Node's warning channel, else the console. */
function warnDeprecated(key: string, message: string, log: Partial<Logger> | undefined): void {
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

class ClientCore {
  readonly options: ClientOptions;
  readonly hook = new HookCollection<RequestOptions, Response<unknown>>();
  readonly log: Logger;
  readonly auth: AuthInterface;
  readonly service: ServiceDescription;
  readonly ctx: EndpointContext;
  readonly #debug: boolean;
  #defaults: EndpointOptions | undefined;
  #request: RequestInterface | undefined;
  #paginate: PaginateInterface | undefined;
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
    if (!this.#debug) return send(req, req.request, route?.sensitive);
    const started = Date.now();
    const line = (status: number | string) => {
      const duration = Date.now() - started;
      const url = redactUrl(req.url, route?.sensitive);
      this.log.debug(`${req.method} ${url} - ${status} in ${duration}ms`, { method: req.method, url, status, duration });
    };
    return send(req, req.request, route?.sensitive).then(
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
  prepare(key: string, route: RouteDescription, params: Params | undefined): RequestOptions {
    const input = withDefaults(route, params ?? {});
    if (route.validate) assertValid(key, route.validate, input, route.sensitive);
    if (route.deprecated) warnDeprecated(key, route.deprecated, this.options.log);
    const options = mergeOptions(this.defaults(), input);
    if (!declares(route, 'method')) options.method = route.method;
    if (!declares(route, 'url')) options.url = route.url;
    return options;
  }

  /** Calls a generated operation. */
  call(key: string, route: RouteDescription, params: Params | undefined): Promise<Response<unknown>> {
    try {
      return this.dispatch(this.prepare(key, route, params), route, key);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  method(key: string, route: RouteDescription): unknown {
    const plain = (params?: Params) => this.call(key, route, params);
    // audit: pagination, retries, cross-field checks and decoding from route data (runtime/route-features.ts)
    const fn = hasFeatures(route) ? withFeatures(key, route, this.options.retryPolicy, plain) : plain;
    let endpoint: EndpointInterface | undefined;
    Object.defineProperty(fn, 'endpoint', {
      enumerable: true,
      get: () => (endpoint ??= createEndpoint(this.ctx, { ...this.defaults(), method: route.method, url: route.url }, route, key)),
    });
    Object.defineProperty(fn, ROUTE, { value: { key, route } satisfies RouteRef });
    return fn;
  }

  /** Options and route of the first page for a method, route string or options object. */
  #firstPage(target: unknown, params: Params | undefined): { options: RequestOptions; route?: RouteDescription; key?: string } {
    const ref = typeof target === 'function' ? ((target as unknown as Record<symbol, RouteRef | undefined>)[ROUTE]) : undefined;
    if (ref) return { options: this.prepare(ref.key, ref.route, params), route: ref.route, key: ref.key };
    if (typeof target === 'function') {
      const merge = (target as { endpoint?: { merge?: (p?: Params) => RequestOptions } }).endpoint?.merge;
      if (typeof merge !== 'function') throw new SpecforgeError('paginate: expected a method of this client, a route string or request options, got a function without endpoint.merge');
      const options = merge(params);
      return { options, route: this.routeFor(options) };
    }
    if (typeof target !== 'string' && (typeof target !== 'object' || target === null)) {
      throw new SpecforgeError(`paginate: expected a method of this client, a route string or request options, got ${target === null ? 'null' : typeof target}`);
    }
    const options = mergeOptions(this.defaults(), target as string | Params, params);
    return { options, route: this.routeFor(options) };
  }

  get paginate(): PaginateInterface {
    if (this.#paginate) return this.#paginate;
    const pages = (target: unknown, params?: Params) => {
      const first = this.#firstPage(target, params);
      const iterator = iteratePages((o, route) => this.dispatch(o, route, route ? first.key : undefined), first.options, first.route);
      const pagination = first.route?.pagination;
      return { iterator, pagination: pagination?.kind === 'link' ? pagination : undefined };
    };
    const paginate = ((target: unknown, params?: Params | MapFn, mapFn?: MapFn) => {
      try {
        if (typeof params === 'function') [params, mapFn] = [undefined, params];
        const { iterator, pagination } = pages(target, params);
        return gather(iterator, pagination, mapFn);
      } catch (error) {
        return Promise.reject(error);
      }
    }) as PaginateInterface;
    paginate.iterator = ((target: unknown, params?: Params) => pages(target, params).iterator) as PaginateInterface['iterator'];
    this.#paginate = paginate;
    return paginate;
  }

  /** Builds one method of `registerEndpoints`. */
  registered(key: string, spec: EndpointSpec): unknown {
    if (!spec || typeof spec.url !== 'string' || typeof spec.method !== 'string') {
      throw new ConfigurationError(`registerEndpoints: ${key}`, '{ method, url, headers?, params? }', spec);
    }
    const method = spec.method.toUpperCase() as HttpMethod;
    const url = colonToBraces(spec.url);
    const headers = lowercaseHeaders(spec.headers);
    const fn = (params?: Params) => {
      try {
        validateEndpointParams(key, spec.params, params ?? {});
        if (spec.deprecated) warnDeprecated(key, spec.deprecated, this.options.log);
        const options = mergeOptions(this.defaults(), { ...params, headers: { ...headers, ...lowercaseHeaders(params?.headers) } });
        options.method = method;
        options.url = url;
        return this.dispatch(options);
      } catch (error) {
        return Promise.reject(error);
      }
    };
    (fn as unknown as { endpoint: EndpointInterface }).endpoint = createEndpoint(this.ctx, {
      ...this.defaults(),
      method,
      url,
      headers: { ...this.defaults().headers, ...headers },
    });
    return fn;
  }
}

type AnyClientClass = (new (options?: ClientOptions) => object) & { plugins: readonly Plugin[] };

/** Builds the client class of a service. Generated code calls this once per service. */
export function defineClient<M>(service: ServiceDescription): ClientConstructor<M> {
  const core = Symbol('core');
  class Client {
    static readonly service = service;
    static readonly plugins: readonly Plugin[] = [];
    readonly [core]: ClientCore;
    constructor(options: ClientOptions = {}) {
      if (options === null || typeof options !== 'object') throw new ConfigurationError('options', 'an object', options);
      this[core] = new ClientCore(service, options, this);
    }
    static plugin(...args: Array<Plugin | Plugin[]>): AnyClientClass {
      const added = args.flat();
      for (const p of added) if (typeof p !== 'function') throw new ConfigurationError('plugin', 'a function (client, options) or an array of them', p);
      const Base = this as unknown as AnyClientClass;
      const WithPlugins = class extends (Base as new (options?: ClientOptions) => object) {
        static readonly plugins = [...Base.plugins, ...added];
        constructor(options: ClientOptions = {}) {
          super(options);
          for (const plugin of added) {
            const extra = plugin(this, options);
            if (extra && typeof extra === 'object') Object.assign(this, extra);
          }
        }
      };
      return WithPlugins as unknown as AnyClientClass;
    }
    get options(): ClientOptions {
      return this[core].options;
    }
    get request(): RequestInterface {
      return this[core].request;
    }
    get hook(): HookCollection<RequestOptions, Response<unknown>> {
      return this[core].hook;
    }
    get log(): Logger {
      return this[core].log;
    }
    get paginate(): PaginateInterface {
      return this[core].paginate;
    }
    auth(params?: Record<string, unknown>): Promise<AuthResult> {
      return this[core].auth(params);
    }
    registerEndpoints(routes: EndpointRoutes): this {
      if (!routes || typeof routes !== 'object') throw new ConfigurationError('registerEndpoints', 'an object of namespaces of methods', routes);
      for (const ns of Object.keys(routes)) {
        const methods = routes[ns]!;
        const self = this as unknown as Record<string, Record<string, unknown> | undefined>;
        let target = self[ns];
        if (!target || typeof target !== 'object') {
          target = {};
          Object.defineProperty(this, ns, { value: target, enumerable: true, configurable: true });
        }
        for (const name of Object.keys(methods)) {
          Object.defineProperty(target, name, { value: this[core].registered(`${ns}.${name}`, methods[name]!), enumerable: true, configurable: true, writable: true });
        }
      }
      return this;
    }
  }
  const namespaces = new Map<string, Array<[string, string, RouteDescription]>>();
  for (const key of Object.keys(service.routes)) {
    const route = service.routes[key]!;
    const dot = key.indexOf('.');
    if (dot < 0) {
      Object.defineProperty(Client.prototype, key, {
        configurable: true,
        get(this: Client) {
          const value = this[core].method(key, route);
          Object.defineProperty(this, key, { value, enumerable: true, configurable: true });
          return value;
        },
      });
      continue;
    }
    const ns = key.slice(0, dot);
    let list = namespaces.get(ns);
    if (!list) namespaces.set(ns, (list = []));
    list.push([key.slice(dot + 1), key, route]);
  }
  for (const [ns, methods] of namespaces) {
    Object.defineProperty(Client.prototype, ns, {
      configurable: true,
      get(this: Client) {
        const c = this[core];
        const value: Record<string, unknown> = {};
        for (const [name, key, route] of methods) {
          Object.defineProperty(value, name, {
            enumerable: true,
            configurable: true,
            get() {
              const m = c.method(key, route);
              Object.defineProperty(value, name, { value: m, enumerable: true, configurable: true, writable: true });
              return m;
            },
          });
        }
        Object.defineProperty(this, ns, { value, enumerable: true, configurable: true });
        return value;
      },
    });
  }
  return Client as unknown as ClientConstructor<M>;
}
