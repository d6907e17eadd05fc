// The input adapter of positional methods (the route's `positional`): `client.getWebhook(id)` and
// `client.updateWebhook(id, { url })` instead of one params object. It puts the leading arguments
// under their parameter names and hands one params object to the method's pipeline.

import { ValidationError } from '../errors.js';
import type { Params } from '../pipeline/context.js';

/** The params object of a positional call; bad argument shapes throw ValidationError. */
export function positionalParams(operation: string, names: readonly string[], args: readonly unknown[]): Params {
  const rest = args[names.length];
  if (args.length > names.length + 1) {
    const expected = `at most ${names.length + 1} arguments (${[...names, 'params'].join(', ')})`;
    throw new ValidationError(operation, [{ parameter: '(arguments)', expected, received: args.length }]);
  }
  if (rest !== undefined && (rest === null || typeof rest !== 'object' || Array.isArray(rest))) {
    throw new ValidationError(operation, [
      { parameter: '(params)', expected: `must be an object of named parameters after ${names.join(', ')}`, received: rest },
    ]);
  }
  // Object.assign, not a spread: V8 adds keys to a spread copy on a slow path.
  const params: Params = Object.assign({}, rest as Params | undefined);
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    if (params[name] !== undefined && params[name] !== args[i]) {
      throw new ValidationError(operation, [{ parameter: name, expected: 'must be given once: positionally or in params, not both', received: params[name] }]);
    }
    params[name] = args[i];
  }
  return params;
}
