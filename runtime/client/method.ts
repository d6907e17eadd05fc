// One method of a full client, built on first use: its input adapter (positional arguments), its
// call through the client's core (`core.call`), a PagePromise for token- and page-number-paged
// routes (its pages' source comes with the pager, on-first-call.ts), and its `endpoint` helpers.

import type { RouteDescription } from '../description.js';
import type { Response } from '../options.js';
import { PagePromise } from '../pagination/page-promise.js';
import type { Params } from '../pipeline/context.js';
import { type ClientCore, createContext } from './core.js';
import { createEndpoint } from './endpoint.js';
import { loadFirstCall } from './first-call.js';
import { ROUTE, type MethodRoute } from './method-route.js';
import { positionalParams } from './positional.js';
import type { EndpointInterface } from './types.js';

export function buildMethod(core: ClientCore, operation: string, route: RouteDescription): unknown {
  const paged = route.pagination?.kind === 'token' || route.pagination?.kind === 'page';
  const call = (input: Params | undefined): Promise<Response<unknown>> =>
    paged
      ? new PagePromise(loadFirstCall().then((m) => m.pageSource(core, core.pipeline(route), createContext(operation, route, input ?? {}))))
      : core.call(operation, route, input ?? {});
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
