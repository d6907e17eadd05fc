// The `endpoint` helpers of `client.request` and of every method: the request a call would send
// (stages defaults and serialise, without hooks, authentication or sending), the merged options
// (`merge`, what hooks would see) and the merged options of a call without parameters (`DEFAULTS`).

import type { RouteDescription } from '../description.js';
import type { Params, RequestContext } from '../pipeline/context.js';
import { defaults } from '../pipeline/prepare.js';
import { toHttpRequest } from '../pipeline/serialise.js';
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
  endpoint.merge = ((r?: string | Params, p?: Params) => context(r, p).options) as EndpointInterface['merge'];
  // What a call without parameters would have: the client's defaults and the route's (its verb,
  // template, server and parameter defaults); no route: GET and no template.
  endpoint.DEFAULTS = context(method ? undefined : '').options;
  return endpoint;
}
