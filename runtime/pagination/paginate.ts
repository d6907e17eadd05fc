// `client.paginate(target, params?, mapFn?)` and `client.paginate.iterator(target, params?)`: the
// items (or mapped pages) of every page of a method of the client, a route string or request
// options, through the pager with the route's strategy (Link headers when the route has none).

import { type ClientCore, createContext } from '../client/core.js';
import { ROUTE, type MethodRoute } from '../client/method-route.js';
import type { PaginateInterface } from '../client/types.js';
import { SpecforgeError } from '../errors.js';
import type { Params } from '../pipeline/context.js';
import { pageSource } from './page-source.js';
import { gather, pages, type MapFn, type PageSource } from './pager.js';

function sourceOf(core: ClientCore, target: unknown, params: Params | undefined): PageSource {
  const method = typeof target === 'function' ? (target as unknown as Record<symbol, MethodRoute | undefined>)[ROUTE] : undefined;
  if (method) return pageSource(core, core.pipeline(method.route), createContext(method.operation, method.route, params ?? {}));
  if (typeof target === 'function') {
    const merge = (target as { endpoint?: { merge?: (p?: Params) => Params } }).endpoint?.merge;
    if (typeof merge !== 'function')
      throw new SpecforgeError('paginate: expected a method of this client, a route string or request options, got a function without endpoint.merge');
    return pageSource(core, core.pipeline(), core.contextFor(merge(params)));
  }
  if (typeof target !== 'string' && (typeof target !== 'object' || target === null)) {
    throw new SpecforgeError(`paginate: expected a method of this client, a route string or request options, got ${target === null ? 'null' : typeof target}`);
  }
  return pageSource(core, core.pipeline(), core.contextFor(target as string | Params, params));
}

export function createPaginate(core: ClientCore): PaginateInterface {
  const paginate = (target: unknown, params?: Params | MapFn, mapFn?: MapFn): Promise<unknown[]> => {
    try {
      if (typeof params === 'function') [params, mapFn] = [undefined, params];
      return gather(sourceOf(core, target, params), mapFn);
    } catch (error) {
      return Promise.reject(error);
    }
  };
  const api = paginate as unknown as PaginateInterface;
  api.iterator = ((target: unknown, params?: Params) => pages(sourceOf(core, target, params))) as PaginateInterface['iterator'];
  return api;
}
