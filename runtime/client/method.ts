// One method of a full client, built on first use: its input adapter (positional arguments),
// its pipeline (composed once, runtime/pipeline/stages.ts), a PagePromise for token- and
// page-number-paged routes (its pages' source comes with the pager, on-first-call.ts), and its
// `endpoint` helpers.

import type { RouteDescription } from '../description.js';
import type { Response } from '../options.js';
import { PagePromise } from '../pagination/page-promise.js';
import { createContext, type Params } from '../pipeline/context.js';
import type { ClientCore } from './core.js';
import { createEndpoint } from './endpoint.js';
import { loadFirstCall } from './first-call.js';
import { positionalParams } from './positional.js';
import type { EndpointInterface } from './types.js';

/** The route a method sends, for `paginate(method, ...)`. */
export const ROUTE = Symbol.for('specforge.route');
export interface MethodRoute {
  operation: string;
  route: RouteDescription;
}

export function buildMethod(core: ClientCore, operation: string, route: RouteDescription): unknown {
  const pipeline = core.pipeline(route);
  const paged = route.pagination?.kind === 'token' || route.pagination?.kind === 'page';
  const call = (input: Params | undefined): Promise<Response<unknown>> => {
    const ctx = createContext(operation, route, input ?? {});
    return paged ? new PagePromise(loadFirstCall().then((m) => m.pageSource(core, pipeline, ctx))) : pipeline.call(ctx);
  };
  const names = route.positional;
  const fn = names?.length
    ? (...args: unknown[]) => {
        try {
          return call(positionalParams(operation, names, args));
        } catch (error) {
          return Promise.reject(error);
        }
      }
    : (input?: Params) => call(input);
  let endpoint: EndpointInterface | undefined;
  Object.defineProperty(fn, 'endpoint', { enumerable: true, get: () => (endpoint ??= createEndpoint(core, { operation, route })) });
  Object.defineProperty(fn, ROUTE, { value: { operation, route } satisfies MethodRoute });
  return fn;
}
