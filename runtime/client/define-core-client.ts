// `defineCoreClient(service)`: the small client class of a service, with options, `request`,
// hooks, log and auth but no methods, for the tree-shakable per-operation functions of
// `specforge/<service>/operations`. `defineClient` (define-client.ts) builds on it.

import type { ServiceDescription } from '../description.js';
import type { HookCollection } from '../hook-collection.js';
import type { ClientOptions, Logger, RequestOptions, Response } from '../options.js';
import type { AuthResult } from '../auth/types.js';
import type { PipelineExtras } from '../pipeline/context.js';
import { CORE, ClientCore } from './core.js';
import { createEndpoint } from './endpoint.js';
import type { CoreClient, CoreClientConstructor, RequestInterface } from './types.js';

/** `client.request` of a core. */
export function createRequest(core: ClientCore): RequestInterface {
  const request = ((route: string, params?: Record<string, unknown>) => {
    try {
      return core.requestPipeline().call(core.contextFor(route, params));
    } catch (error) {
      return Promise.reject(error);
    }
  }) as unknown as RequestInterface;
  request.endpoint = createEndpoint(core);
  return request;
}

const NO_EXTRAS: PipelineExtras = {};

/** The core client class of a service; `extras` are what the full client adds to the pipeline. */
export function defineCoreClient<Routes = {}>(service: ServiceDescription, extras: PipelineExtras = NO_EXTRAS): CoreClientConstructor<Routes> {
  class Client implements CoreClient<Routes> {
    static readonly service = service;
    declare readonly [CORE]: ClientCore;
    #request: RequestInterface<Routes> | undefined;
    constructor(options: ClientOptions = {}) {
      Object.defineProperty(this, CORE, { value: new ClientCore(service, options, this, extras) });
    }
    get options(): ClientOptions {
      return this[CORE].options;
    }
    get request(): RequestInterface<Routes> {
      return (this.#request ??= createRequest(this[CORE]) as RequestInterface<Routes>);
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
