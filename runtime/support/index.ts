// `specforge/runtime`: what generated code needs from the runtime (client factories and the
// shapes of the data it hands them). Transitional: re-exports the runtime's current modules.
import { defineClient as define } from '../client.js';
import type { ClientConstructor } from '../client.js';
import type { ServiceDescription } from '../types.js';

export { defineCoreClient, type CoreClient } from '../core.js';
export { defineOperation } from '../operation.js';
import type { ClientInstance as Instance } from '../client.js';
/** An instance of a generated client (`Routes` types `client.request`). */
export type ClientInstance<M, _Routes = unknown> = Instance<M>;
export type { Method, ParamsValidator, RequestParameters, Response, RouteDescription, ServiceDescription } from '../types.js';
export type { PositionalMethod } from '../positional.js';
export type { PagedMethod } from '../route-features.js';

/** Builds the client class of a service (`Routes` types `client.request`). */
export function defineClient<M, _Routes = unknown>(service: ServiceDescription): ClientConstructor<M> {
  return define<M>(service);
}
