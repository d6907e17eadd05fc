// Positional methods (the spec's x-positional): `client.getWebhook(id)` and
// `client.updateWebhook(id, { url })` instead of one params object. The adapter puts the leading
// arguments under their parameter names and hands one params object to the ordinary call.

import { ValidationError } from './errors.js';
import type { EndpointInterface, RequestParameters, Response } from './types.js';

type AllOptional<P> = {} extends P ? true : false;

/**
 * A generated method whose first arguments are the parameters named in `A` (a labelled tuple),
 * followed by the other parameters `P` as an object (optional when all of them are).
 * `endpoint` still takes every parameter by name.
 */
export type PositionalMethod<A extends readonly unknown[], P, R, All = P> = (AllOptional<P> extends true
  ? (...args: [...A, params?: P & RequestParameters]) => Promise<Response<R>>
  : (...args: [...A, params: P & RequestParameters]) => Promise<Response<R>>) & { endpoint: EndpointInterface<All> };

type Call = (params?: Record<string, unknown> & RequestParameters) => Promise<Response<unknown>>;

/** Wraps `call` so that it takes `names` positionally; bad argument shapes reject with ValidationError. */
export function positionalCall(operation: string, names: readonly string[], call: Call): (...args: unknown[]) => Promise<Response<unknown>> {
  return (...args: unknown[]) => {
    const rest = args[names.length];
    if (args.length > names.length + 1) {
      const expected = `at most ${names.length + 1} arguments (${[...names, 'params'].join(', ')})`;
      return Promise.reject(new ValidationError(operation, [{ parameter: '(arguments)', expected, received: args.length }]));
    }
    if (rest !== undefined && (rest === null || typeof rest !== 'object' || Array.isArray(rest))) {
      const expected = `must be an object of named parameters after ${names.join(', ')}`;
      return Promise.reject(new ValidationError(operation, [{ parameter: '(params)', expected, received: rest }]));
    }
    const params: Record<string, unknown> = { ...(rest as Record<string, unknown> | undefined) };
    for (let i = 0; i < names.length; i++) {
      const name = names[i]!;
      if (params[name] !== undefined && params[name] !== args[i]) {
        const expected = 'must be given once: positionally or in params, not both';
        return Promise.reject(new ValidationError(operation, [{ parameter: name, expected, received: params[name] }]));
      }
      params[name] = args[i];
    }
    return call(params);
  };
}
