// What the spec adds to a plain generated method, in one place for runtime/client.ts: positional
// arguments (x-positional, runtime/positional.ts), derived response properties (x-derived,
// runtime/derive.ts) and the record taken out of its envelope (x-unwrap). A route with none of
// them gets `call` back unchanged.

import { deriveResponse } from './derive.js';
import { positionalCall } from './positional.js';
import type { RequestParameters, Response, RouteDescription } from './types.js';

type Call = (params?: Record<string, unknown> & RequestParameters) => Promise<Response<unknown>>;

export function adaptMethod(operation: string, route: RouteDescription, call: Call): (...args: never[]) => Promise<Response<unknown>> {
  const rules = route.derive;
  const derived: Call = rules?.length ? (params) => call(params).then((response) => deriveResponse(rules, response)) : call;
  const unwrap = route.unwrap;
  const unwrapped: Call = unwrap ? (params) => derived(params).then((response) => ({ ...response, data: unwrapData(response.data, unwrap) })) : derived;
  return route.positional?.length ? positionalCall(operation, route.positional, unwrapped) : unwrapped;
}

/** `data[name]`, or the data itself when the service sent no envelope (nothing is dropped). */
function unwrapData(data: unknown, name: string): unknown {
  return data !== null && typeof data === 'object' && !Array.isArray(data) && name in data ? (data as Record<string, unknown>)[name] : data;
}
