// The example call of an operation: parameters made from the spec's examples (or, for a required
// parameter without one, a value synthesised from its schema by fixtures.ts) and the request the
// spec says they must produce. The mocks carry both (the contract tests replay them), and the
// generated references show the same parameters as each operation's example, so every example in
// the documentation is a call the mocks answer.

import type { OperationModel, ParamModel, ServiceModel } from '../model/types.js';
import { literal } from './code/literal.js';
import { exampleFor } from './fixtures.js';

// Path expansion and query serialisation are written here again on purpose: the contract tests
// compare the runtime's request with this independent reading of the spec, so sharing the
// runtime's code would hide its bugs.
function queryPairs(p: ParamModel, value: unknown): Array<[string, string]> {
  const style = p.style ?? { style: 'form', explode: true };
  if (Array.isArray(value)) {
    if (style.style === 'form' && style.explode) return value.map((v) => [p.wireName, String(v)]);
    const sep = style.style === 'spaceDelimited' ? ' ' : style.style === 'pipeDelimited' ? '|' : ',';
    return [[p.wireName, value.map(String).join(sep)]];
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (style.style === 'deepObject') return entries.map(([k, v]) => [`${p.wireName}[${k}]`, String(v)]);
    if (style.style === 'form' && style.explode) return entries.map(([k, v]) => [k, String(v)]);
    return [[p.wireName, entries.flatMap(([k, v]) => [k, String(v)]).join(',')]];
  }
  return [[p.wireName, String(value)]];
}

/** The example parameters of `op` and the request they must produce. */
export function exampleOf(model: ServiceModel, op: OperationModel) {
  const params: Record<string, unknown> = {};
  for (const p of op.params) {
    if (!p.required && p.example === undefined) continue;
    Object.defineProperty(params, p.name, { value: p.example !== undefined ? p.example : exampleFor(model, p.schema, p.name), enumerable: true, writable: true, configurable: true });
  }
  const path = op.path.replace(/\{(\+?)([^}]+)\}/g, (_m, plus: string, name: string) => {
    const value = params[name] ?? op.params.find((p) => p.name === name)?.default ?? '';
    const text = Array.isArray(value) ? value.map(String).join(',') : String(value);
    return plus ? encodeURI(text) : encodeURIComponent(text);
  });
  // A key sent more than once (an exploded array) maps to the list of its values.
  const query: Record<string, string | string[]> = {};
  for (const p of op.params.filter((x) => x.in === 'query' && params[x.name] !== undefined)) {
    for (const [k, v] of queryPairs(p, params[p.name])) {
      const seen = query[k];
      query[k] = seen === undefined ? v : Array.isArray(seen) ? [...seen, v] : [seen, v];
    }
  }
  let body: unknown;
  if (op.body && !op.body.spread) body = params[op.params.find((p) => p.in === 'body')?.name ?? 'data'];
  else {
    const bodyParams = op.params.filter((x) => x.in === 'body' && params[x.name] !== undefined);
    if (bodyParams.length) body = Object.fromEntries(bodyParams.map((p) => [p.wireName, params[p.name]]));
  }
  return { params, request: { method: op.httpMethod, path, query, body } };
}

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
  const options = model.auth.length > 0 ? '{ auth: process.env.TOKEN }' : '';
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
