// `defineClient(service)`: the full client class of a service: the core client class
// (core-client-class.ts) plus namespaces of typed methods (built on first use, so constructing a
// client is cheap however many operations the service has), `paginate`, `registerEndpoints`,
// `Client.plugin`, and the spec's per-route retries (stage 3 of the pipeline). The pipeline's
// stages and the pager load with the first request (on-first-call.ts), as a chunk of their own.

import type { RouteDescription, ServiceDescription } from '../description.js';
import { ConfigurationError } from '../errors.js';
import type { ClientOptions } from '../options.js';
import { CORE, type ClientCore } from './core.js';
import { coreClientClass } from './core-client-class.js';
import { deferredPaginate } from './deferred-paginate.js';
import { partOf } from '../load-once.js';
import { loadFirstCall } from './first-call.js';
import { buildMethod } from './method.js';
import { registeredMethod } from './register-endpoints.js';
import type { ClientConstructor, CoreClient, EndpointRoutes, PaginateInterface, Plugin } from './types.js';

type AnyClientClass = (new (options?: ClientOptions) => object) & { plugins: readonly Plugin[] };

/** Every full client's pipelines: the stages load with the first request of any of them. */
const composeOnFirstCall = partOf(loadFirstCall, (m) => m.composeFullPipeline);

/** Builds the client class of a service. Generated code calls this once per service. */
export function defineClient<M, Routes = {}>(service: ServiceDescription): ClientConstructor<M, {}, Routes> {
  const Core = coreClientClass(service, composeOnFirstCall) as unknown as (new (
    options?: ClientOptions,
  ) => CoreClient & { readonly [CORE]: ClientCore }) & { service: ServiceDescription };
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
      return (this.#paginate ??= deferredPaginate(this[CORE]));
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
          Object.defineProperty(target, name, {
            value: registeredMethod(this[CORE], `${ns}.${name}`, methods[name]!),
            enumerable: true,
            configurable: true,
            writable: true,
          });
        }
      }
      return this;
    }
  }
  const namespaces = new Map<string, Array<[string, string, RouteDescription]>>();
  for (const operation of Object.keys(service.routes)) {
    const route = service.routes[operation]!;
    const dot = operation.indexOf('.');
    if (dot < 0) {
      Object.defineProperty(Client.prototype, operation, {
        configurable: true,
        get(this: Client) {
          const value = buildMethod(this[CORE], operation, route);
          Object.defineProperty(this, operation, { value, enumerable: true, configurable: true });
          return value;
        },
      });
      continue;
    }
    const ns = operation.slice(0, dot);
    let list = namespaces.get(ns);
    if (!list) namespaces.set(ns, (list = []));
    list.push([operation.slice(dot + 1), operation, route]);
  }
  for (const [ns, methods] of namespaces) {
    Object.defineProperty(Client.prototype, ns, {
      configurable: true,
      get(this: Client) {
        const core = this[CORE];
        const value: Record<string, unknown> = {};
        for (const [name, operation, route] of methods) {
          Object.defineProperty(value, name, {
            enumerable: true,
            configurable: true,
            get() {
              const m = buildMethod(core, operation, route);
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
  return Client as unknown as ClientConstructor<M, {}, Routes>;
}
