// The example call of an operation as the generated references show it: the client constructed,
// the method called with the example parameters the mocks carry (mocks/mocks.ts: the spec's
// examples, else values synthesised from the schemas), so every example in the documentation is a
// call the generated mocks answer.

import { takesToken } from '../../../runtime/auth/scheme.js';
import type { OperationModel, ParamModel, ServiceModel } from '../../model/types.js';
import { literal } from '../code/literal.js';
import { exampleOf } from '../mocks/mocks.js';

/** The module a service's client is imported from by the generated references. */
export function importPathOf(model: ServiceModel): string {
  return `specforge/${model.name}`;
}

/** How the method is reached on a client named `client`: `client.gists.get`, or `client.ping`. */
export function methodPath(op: OperationModel, client = 'client'): string {
  return `${client}.${op.namespace ? `${op.namespace}.` : ''}${op.method}`;
}

/** The arguments of the example call: x-positional parameters first, then the rest as one object. */
function callArguments(op: OperationModel, params: Record<string, unknown>): string {
  const positional = op.positional ?? [];
  const args = positional.filter((name) => Object.hasOwn(params, name)).map((name) => literal(params[name]));
  const rest = Object.fromEntries(Object.entries(params).filter(([name]) => !positional.includes(name)));
  if (Object.keys(rest).length > 0) args.push(literal(rest));
  return args.join(', ');
}

/**
 * A runnable TypeScript example of `op`: import the client, construct it, call the method with the
 * example parameters. The token is read from the environment (undefined is accepted, and the
 * mocks answer without one).
 */
export function exampleCode(model: ServiceModel, op: OperationModel): string {
  const { params } = exampleOf(model, op);
  const options = takesToken(model.auth) ? '{ auth: process.env.TOKEN }' : '';
  return [
    `import { ${model.clientName} } from '${importPathOf(model)}';`,
    '',
    `const client = new ${model.clientName}(${options});`,
    `const { data } = await ${methodPath(op)}(${callArguments(op, params)});`,
  ].join('\n');
}

/** The parameter names of a call as the reference's headings write them: `params`, `params?`, `id, params?`. */
export function callSignature(op: OperationModel): string {
  const positional = op.positional ?? [];
  const rest: ParamModel[] = op.params.filter((p) => !positional.includes(p.name));
  const params = rest.length ? (rest.some((p) => p.required) ? 'params' : 'params?') : '';
  return [...positional, ...(params ? [params] : [])].join(', ');
}
