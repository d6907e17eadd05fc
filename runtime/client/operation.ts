// `defineOperation(name, route)`: one generated operation as a standalone function of a core
// client, `gistsGet(core, params)`, for the tree-shakable `specforge/<service>/operations`
// entries. It takes the same pipeline as a method of the full client.

import type { ParamsValidator, RouteDescription } from '../description.js';
import type { RequestParameters } from '../options.js';
import { createContext } from '../pipeline/context.js';
import { coreOf } from './core.js';
import type { CoreClient, Operation } from './types.js';

/** `validate` is given apart from the route so a bundler keeps only the validators of imported operations. */
export function defineOperation<P, R>(name: string, route: RouteDescription, validate?: ParamsValidator): Operation<P, R> {
  const withValidator: RouteDescription = validate ? { ...route, validate } : route;
  const operation = (client: CoreClient, params?: Record<string, unknown> & RequestParameters) => {
    try {
      return coreOf(client).pipeline(withValidator).call(createContext(name, withValidator, params ?? {}));
    } catch (error) {
      return Promise.reject(error);
    }
  };
  return operation as unknown as Operation<P, R>;
}
