// What the spec adds to a plain generated method, in one place for runtime/client.ts: positional
// arguments (x-positional, runtime/positional.ts) and derived response properties (x-derived,
// runtime/derive.ts). A route with neither gets `call` back unchanged.

import { deriveResponse } from './derive.js';
import { positionalCall } from './positional.js';
import type { RequestParameters, Response, RouteDescription } from './types.js';

type Call = (params?: Record<string, unknown> & RequestParameters) => Promise<Response<unknown>>;

export function adaptMethod(operation: string, route: RouteDescription, call: Call): (...args: never[]) => Promise<Response<unknown>> {
  const rules = route.derive;
  const derived: Call = rules?.length ? (params) => call(params).then((response) => deriveResponse(rules, response)) : call;
  return route.positional?.length ? positionalCall(operation, route.positional, derived) : derived;
}
