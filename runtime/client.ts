// Turns a generated ServiceDescription into a client class: the core (core.ts: options, auth,
// hooks, log, request) plus namespaces of typed methods, `paginate`, `registerEndpoints` and
// `Client.plugin`. Namespaces and methods are built on first use, so constructing a client is
// cheap however many operations the service has.

import { ConfigurationError, SpecforgeError } from './errors.js';
import { createEndpoint, lowercaseHeaders, mergeOptions } from './endpoint.js';
import { CORE, ROUTE, defineCoreClient, warnDeprecated, type ClientCore, type CoreClient, type Params, type RouteRef } from './core.js';
import { gather, iteratePages, type MapFn } from './paginate.js';
import { PENDING, loadValidators, validatorFor } from './lazy-validators.js';
import { adaptMethod } from './method-adapter.js';
import { hasFeatures, withFeatures } from './route-features.js';
import { validateEndpointParams, type EndpointRoutes, type EndpointSpec } from './register-endpoints.js';
import { colonToBraces } from './route.js';
import type { ClientOptions, EndpointInterface, HttpMethod, ParamsValidator, RequestOptions, Response, RouteDescription, ServiceDescription } from './types.js';
import type { PaginateInterface, RegisteredMethods } from './client-types.js';

export type { PaginateInterface, RegisteredMethods } from './client-types.js';
export { defineCoreClient, type CoreClient, type CoreClientConstructor } from './core.js';

/** What every client has, whatever its service. */
export interface BaseClient extends CoreClient {
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

/** Options and route of the first page for a method, route string or options object. */
function firstPage(core: ClientCore, target: unknown, params: Params | undefined): { options: RequestOptions; route?: RouteDescription; key?: string } {
  const ref = typeof target === 'function' ? ((target as unknown as Record<symbol, RouteRef | undefined>)[ROUTE]) : undefined;
  if (ref) return { options: core.prepare(ref.key, ref.route, params, validatorFor(core.service, ref.route) as ParamsValidator | undefined), route: ref.route, key: ref.key };
  if (typeof target === 'function') {
    const merge = (target as { endpoint?: { merge?: (p?: Params) => RequestOptions } }).endpoint?.merge;
    if (typeof merge !== 'function') throw new SpecforgeError('paginate: expected a method of this client, a route string or request options, got a function without endpoint.merge');
    const options = merge(params);
    return { options, route: core.routeFor(options) };
  }
  if (typeof target !== 'string' && (typeof target !== 'object' || target === null)) {
    throw new SpecforgeError(`paginate: expected a method of this client, a route string or request options, got ${target === null ? 'null' : typeof target}`);
  }
  const options = mergeOptions(core.defaults(), target as string | Params, params);
  return { options, route: core.routeFor(options) };
}

/** `client.paginate` and `client.paginate.iterator` over a client's core. */
export function createPaginate(core: ClientCore): PaginateInterface {
  const pages = (target: unknown, params?: Params) => {
    const first = firstPage(core, target, params);
    const iterator = iteratePages((o, route) => core.dispatch(o, route, route ? first.key : undefined), first.options, first.route);
    const pagination = first.route?.pagination;
    return { iterator, pagination: pagination?.kind === 'link' ? pagination : undefined };
  };
  /** Resolves when a generated method's validator is loaded (undefined when nothing is to wait for). */
  const ready = (target: unknown) => {
    const ref = typeof target === 'function' ? (target as unknown as Record<symbol, RouteRef | undefined>)[ROUTE] : undefined;
    return ref && validatorFor(core.service, ref.route) === PENDING ? loadValidators(core.service) : undefined;
  };
  const paginate = (target: unknown, params?: Params | MapFn, mapFn?: MapFn): Promise<unknown[]> => {
    try {
      if (typeof params === 'function') [params, mapFn] = [undefined, params];
      const wait = ready(target);
      if (wait) return wait.then(() => paginate(target, params as Params | undefined, mapFn));
      const { iterator, pagination } = pages(target, params);
      return gather(iterator, pagination, mapFn);
    } catch (error) {
      return Promise.reject(error);
    }
  };
  const api = paginate as unknown as PaginateInterface;
  api.iterator = ((target: unknown, params?: Params) => {
    const wait = ready(target);
    if (!wait) return pages(target, params).iterator;
    return (async function* () {
      await wait;
      yield* pages(target, params).iterator;
    })();
  }) as PaginateInterface['iterator'];
  return api;
}

/** Builds one method of `registerEndpoints`. */
function registered(core: ClientCore, key: string, spec: EndpointSpec): unknown {
  if (!spec || typeof spec.url !== 'string' || typeof spec.method !== 'string') {
    throw new ConfigurationError(`registerEndpoints: ${key}`, '{ method, url, headers?, params? }', spec);
  }
  const method = spec.method.toUpperCase() as HttpMethod;
  const url = colonToBraces(spec.url);
  const headers = lowercaseHeaders(spec.headers);
  const fn = (params?: Params) => {
    try {
      validateEndpointParams(key, spec.params, params ?? {});
      if (spec.deprecated) warnDeprecated(key, spec.deprecated, core.options.log);
      const options = mergeOptions(core.defaults(), { ...params, headers: { ...headers, ...lowercaseHeaders(params?.headers) } });
      options.method = method;
      options.url = url;
      return core.dispatch(options);
    } catch (error) {
      return Promise.reject(error);
    }
  };
  (fn as unknown as { endpoint: EndpointInterface }).endpoint = createEndpoint(core.ctx, {
    ...core.defaults(),
    method,
    url,
    headers: { ...core.defaults().headers, ...headers },
  });
  return fn;
}

/** A generated method of the full client: the core's call, with the route's features and adapters. */
function methodOf(core: ClientCore, key: string, route: RouteDescription): unknown {
  // The service's validators are loaded on the first call (runtime/lazy-validators.ts).
  const plain = (params?: Params): Promise<Response<unknown>> => {
    try {
      const validate = validatorFor(core.service, route);
      if (validate === PENDING) return loadValidators(core.service).then(() => plain(params));
      return core.call(key, route, params, validate);
    } catch (error) {
      return Promise.reject(error);
    }
  };
  // Token pagination, route retries, cross-field checks and decoding (runtime/route-features.ts).
  const featured = hasFeatures(route) ? withFeatures(key, route, core.options.retryPolicy, plain) : plain;
  // x-positional / x-derived (runtime/method-adapter.ts); a plain route gets the call unchanged.
  const fn = adaptMethod(key, route, featured);
  let endpoint: EndpointInterface | undefined;
  Object.defineProperty(fn, 'endpoint', {
    enumerable: true,
    get: () => (endpoint ??= createEndpoint(core.ctx, { ...core.defaults(), method: route.method, url: route.url }, route, key)),
  });
  Object.defineProperty(fn, ROUTE, { value: { key, route } satisfies RouteRef });
  return fn;
}

type AnyClientClass = (new (options?: ClientOptions) => object) & { plugins: readonly Plugin[] };

/** Builds the client class of a service. Generated code calls this once per service. */
export function defineClient<M>(service: ServiceDescription): ClientConstructor<M> {
  const Core = defineCoreClient(service) as unknown as (new (options?: ClientOptions) => CoreClient & { readonly [CORE]: ClientCore }) & { service: ServiceDescription };
  class Client extends Core {
    static readonly plugins: readonly Plugin[] = [];
    #paginate: PaginateInterface | undefined;
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
    get paginate(): PaginateInterface {
      return (this.#paginate ??= createPaginate(this[CORE]));
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
          Object.defineProperty(target, name, { value: registered(this[CORE], `${ns}.${name}`, methods[name]!), enumerable: true, configurable: true, writable: true });
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
          const value = methodOf(this[CORE], key, route);
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
        const c = this[CORE];
        const value: Record<string, unknown> = {};
        for (const [name, key, route] of methods) {
          Object.defineProperty(value, name, {
            enumerable: true,
            configurable: true,
            get() {
              const m = methodOf(c, key, route);
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
