// Emits `tanstack-query.ts`: TanStack Query v5 options for every operation, as plain objects typed
// with @tanstack/query-core, so that they work in every adapter (React, Vue, Solid, Svelte,
// Angular: `useQuery(todosListTodosQueryOptions(client))`). Per operation: its key function
// (hierarchical, `[service, namespace, method, params]`, so that a service, a namespace or an
// operation is invalidated at once by its prefix); for a GET or HEAD, query options whose queryFn
// passes TanStack's abort signal to the call, and for a paged one infinite-query options that page
// with the runtime's own pager (specforge/runtime/core's pageAt and nextPageParam, given the
// operation's route and validator: the same strategies as `paginate`, no getNextPageParam to
// write); for any other verb, mutation options.
// Data and error types come from the operation (`CallError`: its RequestError typed by the errors
// its document describes). Each calls the operation functions of operations.ts, so it takes a core
// client or a full one, and a bundle keeps only the operations whose options it imports.

import type { OperationModel, ServiceModel } from '../../model/types.js';
import type { Declaration } from '../code/ast.js';
import { jsHeader } from '../code/header.js';
import { quote } from '../code/literal.js';
import { printModule } from '../code/print.js';
import { chunkAlias, chunkImports, validatorChunkOf } from '../validators/chunks.js';

/** Whether an operation reads (a query) rather than changes (a mutation). */
export const isQuery = (op: OperationModel) => op.httpMethod === 'GET' || op.httpMethod === 'HEAD';

/** Whether the pager can follow an operation's pages (an infinite query). */
export const isPaged = (op: OperationModel) => isQuery(op) && op.pagination !== undefined;

/** The key of every call of `op`, without its parameters: `'todos', 'todos', 'listTodos'`. */
const keyPath = (model: ServiceModel, op: OperationModel) => [model.name, ...op.name.split('.')].map(quote).join(', ');

/** What every module of this output declares first: the types read from an operation function, and two small helpers. */
const PRELUDE: (Declaration & { name: string })[] = [
  {
    kind: 'type',
    name: 'Data',
    typeParams: '<O>',
    type: 'O extends (client: CoreClient, ...args: never[]) => PromiseLike<Response<infer R>> ? R : never',
    docs: 'The data a call of operation `O` answers with.',
  },
  {
    kind: 'type',
    name: 'Params',
    typeParams: '<O>',
    type: 'O extends (client: CoreClient, params: infer P) => unknown ? P : never',
    docs: "Operation `O`'s parameters (with the per-call options).",
  },
  {
    kind: 'type',
    name: 'ParamsArg',
    typeParams: '<O>',
    type: 'undefined extends Params<O> ? [params?: Params<O>] : [params: Params<O>]',
    docs: 'The parameters as an argument: optional when every parameter is.',
  },
  {
    kind: 'type',
    name: 'KeyParams',
    typeParams: '<O>',
    type: "Omit<NonNullable<Params<O>>, 'request'>",
    docs: 'The parameters as a key holds them: without the per-call `request` options (a fetch, a signal).',
  },
  {
    kind: 'type',
    name: 'Page',
    typeParams: '<O>',
    type: 'Response<Data<O>>',
    docs: 'One page of an infinite query: the whole answer (its headers carry Link pagination).',
  },
  {
    kind: 'type',
    name: 'InfiniteOptions',
    typeParams: '<O, K extends readonly unknown[]>',
    type: "{\n  queryKey: DataTag<readonly [...K, 'infinite'], InfiniteData<Page<O>, Cursor | undefined>, CallError<O>>;\n  queryFn: QueryFunction<Page<O>, DataTag<readonly [...K, 'infinite'], InfiniteData<Page<O>, Cursor | undefined>, CallError<O>>, Cursor | undefined>;\n  initialPageParam: Cursor | undefined;\n  getNextPageParam: GetNextPageParamFunction<Cursor | undefined, Page<O>>;\n  retry?: boolean | number | ((failureCount: number, error: CallError<O>) => boolean);\n}",
    docs: 'Infinite-query options of `O`, keyed by `K` and `infinite`: its pages are whole answers, their cursors what the pager reads.',
  },
  {
    kind: 'type',
    name: 'Key',
    typeParams: '<O, Path extends readonly string[]>',
    type: 'readonly [...Path, KeyParams<O>]',
    docs: "The key of a call of `O`: the operation's path, then its parameters.",
  },
  {
    kind: 'type',
    name: 'QueryOptions',
    typeParams: '<O, K extends readonly unknown[]>',
    type: '{\n  queryKey: DataTag<K, Data<O>, CallError<O>>;\n  queryFn: QueryFunction<Data<O>, DataTag<K, Data<O>, CallError<O>>>;\n  retry?: boolean | number | ((failureCount: number, error: CallError<O>) => boolean);\n}',
    docs: "Query options of `O`, keyed by `K`: what every adapter's `useQuery` takes, the key tagged with the data and error types (as TanStack's `queryOptions` tags it).",
  },
  {
    kind: 'function',
    name: 'keyParams',
    params: [{ name: 'params', type: '{ request?: unknown } | undefined' }],
    returns: 'object',
    body: ['if (params === undefined) return {};', 'const { request: _, ...rest } = params;', 'return rest;'],
    docs: "The parameters in a key: the call's options left out, and `{}` for none (which, as a filter, matches every call).",
  },
  {
    kind: 'function',
    name: 'call',
    typeParams: '<O>',
    params: [
      { name: 'operation', type: 'O' },
      { name: 'client', type: 'CoreClient' },
      { name: 'params', type: 'unknown' },
    ],
    returns: 'Promise<Data<O>>',
    body: ['return (operation as unknown as (client: CoreClient, params: unknown) => Promise<Response<Data<O>>>)(client, params).then((r) => r.data);'],
    docs: 'A call of the operation function `operation`, answering with its data.',
  },
  {
    kind: 'function',
    name: 'withSignal',
    typeParams: '<P>',
    params: [
      { name: 'params', type: 'P' },
      { name: 'signal', type: 'AbortSignal' },
    ],
    returns: 'P',
    body: ['const given = params as { request?: object } | undefined;', 'return { ...given, request: { ...given?.request, signal } } as P;'],
    docs: "The parameters with TanStack's abort signal: a query no longer wanted ends its request.",
  },
];

function operationDecls(model: ServiceModel, op: OperationModel): Declaration[] {
  const id = op.identifier;
  const O = `typeof o.${id}`;
  const key = `${id}QueryKey`;
  const keyType = `Key<${O}, [${keyPath(model, op)}]>`;
  const what = `\`${op.name}\` (\`${op.httpMethod} ${op.path}\`)`;
  const decls: Declaration[] = [
    {
      kind: 'function',
      name: key,
      exported: true,
      params: [{ name: `...[params]`, type: `ParamsArg<${O}> | []` }],
      returns: keyType,
      body: [`return [${keyPath(model, op)}, keyParams(params)] as unknown as ${keyType};`],
      docs: `The query key of ${what} with these parameters; without any, the prefix of all its keys.`,
    },
  ];
  if (!isQuery(op)) {
    decls.push({
      kind: 'function',
      name: `${id}MutationOptions`,
      exported: true,
      params: [{ name: 'client', type: 'CoreClient' }],
      returns: `MutationOptions<Data<${O}>, CallError<${O}>, Params<${O}>>`,
      body: [`return {`, `  mutationKey: [${keyPath(model, op)}],`, `  mutationFn: (params) => call(o.${id}, client, params),`, `};`],
      docs: `Mutation options of ${what}: \`useMutation(${id}MutationOptions(client))\`, then \`mutate(params)\`.`,
    });
    return decls;
  }
  decls.push({
    kind: 'function',
    name: `${id}QueryOptions`,
    exported: true,
    params: [
      { name: 'client', type: 'CoreClient' },
      { name: '...[params]', type: `ParamsArg<${O}>` },
    ],
    returns: `QueryOptions<${O}, ${keyType}>`,
    body: [
      'return {',
      `  queryKey: ${key}(...([params] as ParamsArg<${O}>)) as QueryOptions<${O}, ${keyType}>['queryKey'],`,
      `  queryFn: ({ signal }) => call(o.${id}, client, withSignal(params, signal)),`,
      '};',
    ],
    docs: `Query options of ${what}: \`useQuery(${id}QueryOptions(client, params))\`; the query's abort signal ends the request.`,
  });
  if (isPaged(op)) {
    const validator = `${chunkAlias(validatorChunkOf(model, op))}.${id}`;
    decls.push({
      kind: 'function',
      name: `${id}InfiniteQueryOptions`,
      exported: true,
      params: [
        { name: 'client', type: 'CoreClient' },
        { name: '...[params]', type: `ParamsArg<${O}>` },
      ],
      returns: `InfiniteOptions<${O}, ${keyType}>`,
      body: [
        'return {',
        `  queryKey: [...${key}(...([params] as ParamsArg<${O}>)), 'infinite'] as unknown as InfiniteOptions<${O}, ${keyType}>['queryKey'],`,
        `  queryFn: ({ pageParam, signal }) => pageAt(client, ${quote(op.name)}, r.${id}, ${validator}, withSignal(params, signal) as never, pageParam) as Promise<Page<${O}>>,`,
        `  initialPageParam: firstPageParam(r.${id}, params as never),`,
        `  getNextPageParam: (page, _pages, cursor) => nextPageParam(r.${id}, page, cursor),`,
        '};',
      ],
      docs: `Infinite-query options of ${what}, paged as \`paginate\` pages it: each page is the whole answer (\`page.data\`), the next one found by the runtime's pager.`,
    });
  }
  return decls;
}

export function emitTanstackQuery(model: ServiceModel): string | undefined {
  const ops = model.operations;
  if (ops.length === 0) return undefined;
  const query = ops.some(isQuery);
  const mutation = ops.some((op) => !isQuery(op));
  const paged = ops.some(isPaged);
  const namespaces = [...new Set(ops.flatMap((op) => (op.namespace ? [op.namespace] : [])))].sort();
  const service = quote(model.name);
  const decls: Declaration[] = [
    {
      kind: 'import',
      from: '@tanstack/query-core',
      typeOnly: true,
      names: [
        ...(query ? ['DataTag', 'QueryFunction'] : []),
        ...(paged ? ['GetNextPageParamFunction', 'InfiniteData'] : []),
        ...(mutation ? ['MutationOptions'] : []),
      ],
    },
    {
      kind: 'import',
      from: 'specforge/runtime/core',
      names: [
        ...(paged ? ['firstPageParam', 'nextPageParam', 'pageAt'] : []),
        { name: 'CallError', type: true },
        { name: 'CoreClient', type: true },
        ...(paged ? [{ name: 'Cursor', type: true }] : []),
      ],
    },
    { kind: 'import', from: 'specforge', names: [{ name: 'Response', type: true }] },
    { kind: 'import', from: './operations.js', namespace: 'o' },
    ...(paged ? ([{ kind: 'import', from: './routes.js', namespace: 'r' }, ...chunkImports(model, ops.filter(isPaged))] as Declaration[]) : []),
    ...PRELUDE.filter((d) => (query || !['withSignal', 'QueryOptions'].includes(d.name)) && (paged || !['Page', 'InfiniteOptions'].includes(d.name))),
    {
      kind: 'function',
      name: `${model.name}QueryKey`,
      exported: true,
      params: [{ name: 'namespace', type: namespaces.length ? namespaces.map(quote).join(' | ') : 'never', optional: true }],
      returns: 'readonly string[]',
      body: [`return namespace === undefined ? [${service}] : [${service}, namespace];`],
      docs: `The key every query of the service (or of one namespace) starts with: \`queryClient.invalidateQueries({ queryKey: ${model.name}QueryKey(${namespaces[0] ? quote(namespaces[0]) : ''}) })\`.`,
    },
    ...ops.flatMap((op) => operationDecls(model, op)),
  ];
  return printModule(jsHeader(model, `TanStack Query v5 options of the ${model.name} operations (specforge/${model.name}/tanstack-query)`), decls);
}
