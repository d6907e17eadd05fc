// The `endpoint` helpers of `client.request` and of every method: the request a call would send
// (stages defaults and serialise, without hooks, authentication or sending), the merged options
// (`merge`, what hooks would see) and the client's defaults (`DEFAULTS`).

import type { RouteDescription } from '../description.js';
import type { Params, RequestContext } from '../pipeline/context.js';
import { defaults } from '../pipeline/prepare.js';
import { toHttpRequest } from '../pipeline/serialise.js';
import type { RequestOptions } from '../options.js';
import { type ClientCore, createContext } from './core.js';
import type { EndpointInterface, EndpointResult } from './types.js';

/** `endpoint` for `client.request` (no `method`), or for the method of `route`. */
export function createEndpoint(core: ClientCore, method?: { operation: string; route: RouteDescription }): EndpointInterface {
  const context = (r?: string | Params, p?: Params): RequestContext => {
    if (!method) return defaults(core, core.contextFor(r ?? '/', p));
    return defaults(core, createContext(method.operation, method.route, { ...(r as Params | undefined), ...p }));
  };
  const endpoint = ((r?: string | Params, p?: Params): EndpointResult => {
    const ctx = context(r, p);
    const http = toHttpRequest(core.service, ctx);
    const result: EndpointResult = { method: http.method, url: http.url, headers: http.headers };
    if (http.shownBody !== undefined) result.body = http.shownBody;
    if (ctx.options.request) result.request = ctx.options.request;
    return result;
  }) as EndpointInterface;
  const d = core.defaults();
  const DEFAULTS = {
    method: method?.route.method ?? 'GET',
    url: method?.route.url ?? '',
    baseUrl: d.baseUrl,
    headers: { ...d.headers },
    mediaType: { format: '', previews: [...d.previews] },
  } as RequestOptions;
  if (d.request) DEFAULTS.request = d.request;
  endpoint.DEFAULTS = DEFAULTS;
  endpoint.merge = ((r?: string | Params, p?: Params) => context(r, p).options) as EndpointInterface['merge'];
  return endpoint;
}
