// `defineOperation(name, route)`: one generated operation as a standalone function of a core
// client, `gistsGet(core, params)`, for the tree-shakable `specforge/<service>/operations`
// entries. It takes the same pipeline as a method of the full client (validation, cross-field
// rules, known values, decoding, derived properties, unwrapping). `definePagedOperation` is the
// same for token- and page-number-paged routes, returning a PagePromise as the full client's
// method does (a separate function, so only entries that import a paged operation carry the pager).

import type { ParamsValidator, RouteDescription } from '../description.js';
import type { RequestParameters } from '../options.js';
import { pageSource } from '../pagination/page-source.js';
import { PagePromise } from '../pagination/page-promise.js';
import { coreOf, createContext } from './core.js';
import type { CoreClient, Operation, PagedOperation } from './types.js';

/** `validate` is given apart from the route so a bundler keeps only the validators of imported operations. */
export function defineOperation<P, R, E = unknown>(name: string, route: RouteDescription, validate?: ParamsValidator): Operation<P, R, E> {
  const withValidator: RouteDescription = validate ? { ...route, validate } : route;
  const operation = (client: CoreClient, params?: Record<string, unknown> & RequestParameters) => {
    try {
      return coreOf(client).call(name, withValidator, params ?? {});
    } catch (error) {
      return Promise.reject(error);
    }
  };
  return operation as unknown as Operation<P, R, E>;
}

/** A token- or page-number-paged operation: awaitable for its first page, `for await`-able over every item. */
export function definePagedOperation<P, R, I, E = unknown>(name: string, route: RouteDescription, validate?: ParamsValidator): PagedOperation<P, R, I, E> {
  const withValidator: RouteDescription = validate ? { ...route, validate } : route;
  const operation = (client: CoreClient, params?: Record<string, unknown> & RequestParameters) => {
    const core = coreOf(client);
    return new PagePromise(pageSource(core, core.pipeline(withValidator), createContext(name, withValidator, params ?? {})));
  };
  return operation as unknown as PagedOperation<P, R, I, E>;
}
