// Emits `swr.ts`: SWR 2 for every operation. For a read, its key (hierarchical like TanStack's:
// `[service, namespace, method, params]`), a fetcher and a hook typed with the operation's data
// and error (`useBooksGet(client, params)`); for a list the pager follows, useSWRInfinite's
// getKey (the cursor of each page read by the runtime's pager, specforge/runtime/core's
// nextPageParam; pages carry their cursor) and its hook; for a write, a useSWRMutation hook.
// `shelfSWRMatcher(prefix)` picks the keys under a prefix, for `mutate(matcher)`. They call the
// functions of operations.ts, so a core client or a full one both do.

import type { OperationModel, ServiceModel } from '../../model/types.js';
import { jsHeader } from '../code/header.js';
import { quote } from '../code/literal.js';
import { isPaged, isQuery } from '../tanstack-query/tanstack-query.js';
import { chunkAlias, chunkImports, validatorChunkOf } from '../validators/chunks.js';
import { printModule } from '../code/print.js';
import type { Declaration } from '../code/ast.js';

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);
const keyPath = (model: ServiceModel, op: OperationModel) => [model.name, ...op.name.split('.')].map(quote).join(', ');

const PRELUDE = `/** The data a call of operation \`O\` answers with. */
type Data<O> = O extends (client: CoreClient, ...args: never[]) => PromiseLike<Response<infer R>> ? R : never;

/** Operation \`O\`'s parameters (with the per-call options). */
type Params<O> = O extends (client: CoreClient, params: infer P) => unknown ? P : never;

/** The parameters as an argument: optional when every parameter is. */
type ParamsArg<O> = undefined extends Params<O> ? [params?: Params<O>] : [params: Params<O>];

/** The key of a call of \`O\`: the operation's path, then its parameters without the call options. */
type Key<O, Path extends readonly string[]> = readonly [...Path, Omit<NonNullable<Params<O>>, 'request'>];

/** One page of an infinite list: the whole answer, and the cursor it was fetched at. */
export type SWRPage<O> = Response<Data<O>> & { cursor: Cursor | undefined };

function keyParams(params: { request?: unknown } | undefined): object {
  if (params === undefined) return {};
  const { request: _, ...rest } = params;
  return rest;
}

function call<O>(operation: O, client: CoreClient, params: unknown): Promise<Data<O>> {
  return (operation as unknown as (client: CoreClient, params: unknown) => Promise<Response<Data<O>>>)(client, params).then((r) => r.data);
}`;

function operationDecls(model: ServiceModel, op: OperationModel): Declaration[] {
  const id = op.identifier;
  const O = `typeof o.${id}`;
  const keyType = `Key<${O}, [${keyPath(model, op)}]>`;
  const what = `\`${op.name}\` (\`${op.httpMethod} ${op.path}\`)`;
  const decls: Declaration[] = [
    {
      kind: 'function',
      name: `${id}SWRKey`,
      exported: true,
      params: [{ name: '...[params]', type: `ParamsArg<${O}> | []` }],
      returns: keyType,
      body: [`return [${keyPath(model, op)}, keyParams(params)] as unknown as ${keyType};`],
      docs: `The SWR key of ${what} with these parameters.`,
    },
  ];
  if (!isQuery(op)) {
    decls.push({
      kind: 'function',
      name: `use${pascal(id)}Mutation`,
      exported: true,
      params: [
        { name: 'client', type: 'CoreClient' },
        { name: 'config', type: `SWRMutationConfiguration<Data<${O}>, CallError<${O}>, ${keyType}, Params<${O}>>`, optional: true },
      ],
      returns: `SWRMutationResponse<Data<${O}>, CallError<${O}>, ${keyType}, Params<${O}>>`,
      body: [`return useSWRMutation(${id}SWRKey(), (_key: ${keyType}, { arg }: { arg: Params<${O}> }) => call(o.${id}, client, arg), config);`],
      docs: `${what} as useSWRMutation: \`trigger(params)\`.`,
    });
    return decls;
  }
  decls.push({
    kind: 'function',
    name: `use${pascal(id)}`,
    exported: true,
    params: [
      { name: 'client', type: 'CoreClient' },
      { name: 'params', type: `Params<${O}> | null` },
      { name: 'config', type: `SWRConfiguration<Data<${O}>, CallError<${O}>>`, optional: true },
    ],
    returns: `SWRResponse<Data<${O}>, CallError<${O}>>`,
    body: [
      `return useSWR<Data<${O}>, CallError<${O}>, ${keyType} | null>(params === null ? null : ${id}SWRKey(...([params] as ParamsArg<${O}>)), () => call(o.${id}, client, params), config);`,
    ],
    docs: `${what} as useSWR (\`null\` parameters: not fetched yet).`,
  });
  if (isPaged(op)) {
    const validator = `${chunkAlias(validatorChunkOf(model, op))}.${id}`;
    const pageKey = `readonly [...${keyType}, 'infinite', Cursor | undefined]`;
    decls.push(
      {
        kind: 'function',
        name: `${id}SWRInfiniteKey`,
        exported: true,
        params: [{ name: '...[params]', type: `ParamsArg<${O}>` }],
        returns: `(index: number, previous: SWRPage<${O}> | null) => ${pageKey} | null`,
        body: [
          `const base = ${id}SWRKey(...([params] as ParamsArg<${O}>));`,
          'return (index, previous) => {',
          `  if (index === 0 || previous === null) return [...base, 'infinite', firstPageParam(r.${id}, params as never)];`,
          `  const next = nextPageParam(r.${id}, previous, previous.cursor);`,
          `  return next === undefined ? null : [...base, 'infinite', next];`,
          '};',
        ],
        docs: `useSWRInfinite's getKey for ${what}: each page's cursor read from the page before by the runtime's pager.`,
      },
      {
        kind: 'function',
        name: `use${pascal(id)}Infinite`,
        exported: true,
        params: [
          { name: 'client', type: 'CoreClient' },
          { name: '...[params]', type: `ParamsArg<${O}>` },
        ],
        returns: `SWRInfiniteResponse<SWRPage<${O}>, CallError<${O}>>`,
        body: [
          `return useSWRInfinite<SWRPage<${O}>, CallError<${O}>>(${id}SWRInfiniteKey(...([params] as ParamsArg<${O}>)), (key: ${pageKey}) =>`,
          `  pageAt(client, ${quote(op.name)}, r.${id}, ${validator}, params as never, key[key.length - 1] as Cursor | undefined).then((page) => ({ ...(page as Response<Data<${O}>>), cursor: key[key.length - 1] as Cursor | undefined })),`,
          ');',
        ],
        docs: `${what} as useSWRInfinite: \`setSize(size + 1)\` fetches the next page.`,
      },
    );
  }
  return decls;
}

export function emitSwr(model: ServiceModel): string | undefined {
  const ops = model.operations;
  if (ops.length === 0) return undefined;
  const query = ops.some(isQuery);
  const mutation = ops.some((op) => !isQuery(op));
  const paged = ops.some(isPaged);
  const decls: Declaration[] = [
    ...(query
      ? ([
          {
            kind: 'import',
            from: 'swr',
            names: [
              { name: 'default', as: 'useSWR' },
              { name: 'SWRConfiguration', type: true },
              { name: 'SWRResponse', type: true },
            ],
          },
        ] as Declaration[])
      : []),
    ...(paged
      ? ([
          {
            kind: 'import',
            from: 'swr/infinite',
            names: [
              { name: 'default', as: 'useSWRInfinite' },
              { name: 'SWRInfiniteResponse', type: true },
            ],
          },
        ] as Declaration[])
      : []),
    ...(mutation
      ? ([
          {
            kind: 'import',
            from: 'swr/mutation',
            names: [
              { name: 'default', as: 'useSWRMutation' },
              { name: 'SWRMutationConfiguration', type: true },
              { name: 'SWRMutationResponse', type: true },
            ],
          },
        ] as Declaration[])
      : []),
    {
      kind: 'import',
      from: 'specforge/runtime/core',
      names: [
        ...(paged ? ['firstPageParam', 'nextPageParam', 'pageAt'] : []),
        { name: 'CallError', type: true },
        { name: 'CoreClient', type: true },
        { name: 'Cursor', type: true },
      ],
    },
    { kind: 'import', from: 'specforge', names: [{ name: 'Response', type: true }] },
    { kind: 'import', from: './operations.js', namespace: 'o' },
    ...(paged ? ([{ kind: 'import', from: './routes.js', namespace: 'r' }, ...chunkImports(model, ops.filter(isPaged))] as Declaration[]) : []),
    {
      kind: 'function',
      name: `${model.name}SWRMatcher`,
      exported: true,
      params: [{ name: '...prefix', type: 'string[]' }],
      returns: '(key: unknown) => boolean',
      body: ['return (key) => Array.isArray(key) && prefix.every((part, i) => key[i] === part);'],
      docs: `Picks every key under a prefix (the service, a namespace, an operation): \`mutate(${model.name}SWRMatcher(${quote(model.name)}))\`.`,
    },
    ...ops.flatMap((op) => operationDecls(model, op)),
  ];
  const text = printModule(jsHeader(model, `SWR 2 keys, fetchers and hooks of the ${model.name} operations (specforge/${model.name}/swr)`), decls);
  // The prelude's types and helpers go after the imports.
  const at = text.indexOf('\n\n', text.lastIndexOf("from './"));
  return `${text.slice(0, at)}\n\n${PRELUDE}${text.slice(at)}`;
}
