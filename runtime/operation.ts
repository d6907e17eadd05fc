// `defineOperation(key, route)`: one generated operation as a standalone function of a core client,
// `gistsGet(core, params)`, for the tree-shakable `specforge/<service>/operations` entries. It takes
// the same path as a method of the full client (validation, hooks, auth, transport).

import { coreOf, type CoreClient } from './core.js';
import type { ParamsValidator, RequestParameters, Response, RouteDescription } from './types.js';

type AllOptional<P> = {} extends P ? true : false;

/** A generated operation function: `(client, params)` → the typed response. */
export type Operation<P, R> = AllOptional<P> extends true
  ? (client: CoreClient, params?: P & RequestParameters) => Promise<Response<R>>
  : (client: CoreClient, params: P & RequestParameters) => Promise<Response<R>>;

/** `validate` is given apart from the route so a bundler keeps only the validators of imported operations. */
export function defineOperation<P, R>(key: string, route: RouteDescription, validate?: ParamsValidator): Operation<P, R> {
  const withValidator: RouteDescription = validate ? { ...route, validate } : route;
  const operation = (client: CoreClient, params?: Record<string, unknown> & RequestParameters) => {
    try {
      return coreOf(client).call(key, withValidator, params);
    } catch (error) {
      return Promise.reject(error);
    }
  };
  return operation as unknown as Operation<P, R>;
}
