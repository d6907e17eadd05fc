// `defineOperation(key, route)`: one generated operation as a standalone function of a core client,
// `gistsGet(core, params)`, for the tree-shakable `specforge/<service>/operations` entries. It takes
// the same path as a method of the full client (validation, hooks, auth, transport).

import { coreOf, type CoreClient } from './core.js';
import type { RequestParameters, Response, RouteDescription } from './types.js';

type AllOptional<P> = {} extends P ? true : false;

/** A generated operation function: `(client, params)` → the typed response. */
export type Operation<P, R> = AllOptional<P> extends true
  ? (client: CoreClient, params?: P & RequestParameters) => Promise<Response<R>>
  : (client: CoreClient, params: P & RequestParameters) => Promise<Response<R>>;

export function defineOperation<P, R>(key: string, route: RouteDescription): Operation<P, R> {
  const operation = (client: CoreClient, params?: Record<string, unknown> & RequestParameters) => {
    try {
      return coreOf(client).call(key, route, params);
    } catch (error) {
      return Promise.reject(error);
    }
  };
  return operation as unknown as Operation<P, R>;
}
