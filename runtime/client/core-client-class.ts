// The small client class of a service, given how to compose its pipelines: options, `request`,
// hooks, log and auth but no methods. `defineCoreClient` (define-core-client.ts) composes at once;
// `defineClient` (define-client.ts) builds its full client on it with a composer that loads the
// stages on the first call.

import type { AuthResult } from '../auth/types.js';
import type { ServiceDescription } from '../description.js';
import type { HookCollection } from '../hook-collection.js';
import type { ClientOptions, Logger, RequestOptions, Response } from '../options.js';
import type { Loaded } from '../load-once.js';
import type { Composer } from '../pipeline/stages.js';
import { CORE, ClientCore } from './core.js';
import { createEndpoint } from './endpoint.js';
import type { CoreClient, CoreClientConstructor, RequestInterface } from './types.js';

/** `client.request` of a core. */
export function createRequest(core: ClientCore): RequestInterface {
  const request = ((route: string, params?: Record<string, unknown>) => core.request(route, params)) as unknown as RequestInterface;
  request.endpoint = createEndpoint(core);
  return request;
}

/** The core client class of a service whose pipelines `compose` makes. */
export function coreClientClass<Routes = {}>(service: ServiceDescription, compose: Loaded<Composer>): CoreClientConstructor<Routes> {
  class Client implements CoreClient<Routes> {
    static readonly service = service;
    declare readonly [CORE]: ClientCore;
    #request: RequestInterface<Routes> | undefined;
    constructor(options: ClientOptions = {}) {
      Object.defineProperty(this, CORE, { value: new ClientCore(service, options, this, compose) });
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
