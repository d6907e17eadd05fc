// Turns a generated ServiceDescription into a client class. The constructor only stores its
// options; namespaces, methods and endpoint defaults are built on first use, so constructing a
// client is cheap however many operations the service has.

import { createEndpoint, lowercaseHeaders, parseOptions, mergeOptions, withDefaults, type EndpointContext } from './endpoint.js';
import { send } from './transport.js';
import { adaptMethod } from './method-adapter.js'; // x-positional, x-derived (webhooks branch)
import { assertValid } from './validation.js';
import { VERSION } from './version.js';
import type {
  ClientOptions,
  EndpointInterface,
  EndpointOptions,
  EndpointResult,
  RequestInterface,
  RequestParameters,
  Response,
  RouteDescription,
  ServiceDescription,
} from './types.js';

type Params = Record<string, unknown> & RequestParameters;

/** What every client has, whatever its service. */
export interface BaseClient {
  readonly options: ClientOptions;
  /** Sends any route: `client.request('GET /repos/{owner}/{repo}', { owner, repo })`. */
  readonly request: RequestInterface;
}

export type ClientInstance<M> = BaseClient & M;

export interface ClientConstructor<M> {
  new (options?: ClientOptions): ClientInstance<M>;
  /** The service this client was generated from. */
  readonly service: ServiceDescription;
}

const warned = new Set<string>();

/** Warns once per process for each deprecated operation (Node's warning channel, else the console). */
function warnDeprecated(key: string, message: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  const proc = (globalThis as { process?: { emitWarning?: (m: string, type: string) => void } }).process;
  if (proc?.emitWarning) proc.emitWarning(message, 'DeprecationWarning');
  else console.warn(`DeprecationWarning: ${message}`);
}

class ClientCore {
  readonly options: ClientOptions;
  #defaults: EndpointOptions | undefined;
  #request: RequestInterface | undefined;
  readonly #service: ServiceDescription;
  readonly #ctx: EndpointContext;

  constructor(service: ServiceDescription, options: ClientOptions) {
    this.#service = service;
    this.#ctx = { previewAccept: service.previewAccept, formatAccept: service.formatAccept };
    this.options = options;
  }

  /** DEFAULTS shared by every endpoint of this client. */
  defaults(): EndpointOptions {
    if (this.#defaults) return this.#defaults;
    const o = this.options;
    const userAgent = o.userAgent ? `${o.userAgent} specforge/${VERSION}` : `specforge/${VERSION}`;
    this.#defaults = {
      method: 'GET',
      url: '',
      baseUrl: (o.baseUrl ?? this.#service.baseUrl).replace(/\/+$/, ''),
      headers: { ...this.#service.headers, 'user-agent': userAgent, ...lowercaseHeaders(o.headers) },
      mediaType: { format: '', previews: [...(o.previews ?? [])] },
      ...(o.request ? { request: o.request } : {}),
    };
    return this.#defaults;
  }

  get request(): RequestInterface {
    if (this.#request) return this.#request;
    const endpoint = createEndpoint(this.#ctx, this.defaults());
    const request = (<R>(route: string, params?: Params) =>
      this.send(parseOptions(this.#ctx, mergeOptions(this.defaults(), route, params)), params?.request) as Promise<Response<R>>) as RequestInterface;
    request.endpoint = endpoint;
    this.#request = request;
    return request;
  }

  /** Applies the service's auth scheme (the first one the spec lists) to a prepared request. */
  authorize(req: EndpointResult): EndpointResult {
    const token = this.options.auth;
    const scheme = this.#service.auth[0];
    if (!token || !scheme) return req;
    if (scheme.kind === 'header') {
      const name = scheme.name.toLowerCase();
      if (req.headers[name] === undefined) req.headers[name] = scheme.prefix ? `${scheme.prefix} ${token}` : token;
      return req;
    }
    const sep = req.url.includes('?') ? '&' : '?';
    req.url = `${req.url}${sep}${encodeURIComponent(scheme.name)}=${encodeURIComponent(token)}`;
    return req;
  }

  send(req: EndpointResult, perCall?: RequestParameters['request'], route?: RouteDescription): Promise<Response<unknown>> {
    const options = perCall ? { ...this.options.request, ...perCall } : this.options.request;
    return send(this.authorize(req), options, route?.sensitive);
  }

  /** Calls a generated operation: defaults, validation, then the request. */
  call(key: string, route: RouteDescription, params: Params | undefined): Promise<Response<unknown>> {
    try {
      const input = withDefaults(route, params ?? {});
      if (route.validate) assertValid(key, route.validate, input, route.sensitive);
      if (route.deprecated) warnDeprecated(key, route.deprecated);
      const req = parseOptions(this.#ctx, mergeOptions(this.defaults(), input, undefined, route), route, key);
      return this.send(req, input.request, route);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  method(key: string, route: RouteDescription): unknown {
    // x-positional / x-derived (runtime/method-adapter.ts); a plain route gets the call unchanged.
    const fn = adaptMethod(key, route, (params?: Params) => this.call(key, route, params));
    let endpoint: EndpointInterface | undefined;
    Object.defineProperty(fn, 'endpoint', {
      enumerable: true,
      get: () => (endpoint ??= createEndpoint(this.#ctx, { ...this.defaults(), method: route.method, url: route.url }, route, key)),
    });
    return fn;
  }
}

/** Builds the client class of a service. Generated code calls this once per service. */
export function defineClient<M>(service: ServiceDescription): ClientConstructor<M> {
  const core = Symbol('core');
  class Client {
    static readonly service = service;
    readonly [core]: ClientCore;
    constructor(options: ClientOptions = {}) {
      this[core] = new ClientCore(service, options);
    }
    get options(): ClientOptions {
      return this[core].options;
    }
    get request(): RequestInterface {
      return this[core].request;
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
          Object.defineProperty(this, key, { value, enumerable: true });
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
              Object.defineProperty(value, name, { value: m, enumerable: true });
              return m;
            },
          });
        }
        Object.defineProperty(this, ns, { value, enumerable: true });
        return value;
      },
    });
  }
  return Client as unknown as ClientConstructor<M>;
}

