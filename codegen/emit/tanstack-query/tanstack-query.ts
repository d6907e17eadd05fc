// Emits `tanstack-query.ts`: TanStack Query v5 options for every operation, as plain objects typed
// with @tanstack/query-core, so that they work in every adapter (React, Vue, Solid, Svelte,
// Angular: `useQuery(todosListTodosQueryOptions(client))`). Per operation (the shape of
// code/data-layer.ts): its key function; for a read, query options whose queryFn passes TanStack's
// abort signal to the call, and for a list the pager follows infinite-query options paged by the
// runtime's own pager (the same strategies as `paginate`, no getNextPageParam to write); for any
// other verb, mutation options. Data and error types come from the operation (`CallError`: its
// RequestError typed by the errors its document describes). The options are built by
// specforge/runtime/tanstack-query; each calls the operation functions of operations.ts, so it
// takes a core client or a full one, and a bundle keeps only the operations whose options it imports.

import type { DataLayer } from '../code/data-layer.js';
import { quote } from '../code/literal.js';

export const tanstackQuery: DataLayer = {
  title: 'TanStack Query v5 options',
  keyName: (id) => `${id}QueryKey`,
  keyDocs: (what) => `The query key of ${what} with these parameters; without any, the prefix of all its keys.`,
  imports: ({ query, mutation, paged }) => [
    {
      kind: 'import',
      from: 'specforge/runtime/tanstack-query',
      names: [
        ...(paged ? ['infiniteQueryOptionsOf'] : []),
        ...(mutation ? ['mutationOptionsOf'] : []),
        'operationKey',
        ...(query ? ['queryOptionsOf'] : []),
        { name: 'CoreClient', type: true },
        ...(paged ? [{ name: 'InfiniteOptions', type: true }] : []),
        { name: 'Key', type: true },
        ...(mutation ? [{ name: 'OperationMutationOptions', type: true }] : []),
        { name: 'ParamsArg', type: true },
        ...(query ? [{ name: 'QueryOptions', type: true }] : []),
      ],
    },
  ],
  service: (model, namespaces) => [
    {
      kind: 'function',
      name: `${model.name}QueryKey`,
      exported: true,
      params: [{ name: 'namespace', type: namespaces.length ? namespaces.map(quote).join(' | ') : 'never', optional: true }],
      returns: 'readonly string[]',
      body: [`return namespace === undefined ? [${quote(model.name)}] : [${quote(model.name)}, namespace];`],
      docs: `The key every query of the service (or of one namespace) starts with: \`queryClient.invalidateQueries({ queryKey: ${model.name}QueryKey(${namespaces[0] ? quote(namespaces[0]) : ''}) })\`.`,
    },
  ],
  query: ({ id, O, keyType, keyCall, what }) => [
    {
      kind: 'function',
      name: `${id}QueryOptions`,
      exported: true,
      params: [
        { name: 'client', type: 'CoreClient' },
        { name: '...[params]', type: `ParamsArg<${O}>` },
      ],
      returns: `QueryOptions<${O}, ${keyType}>`,
      body: [`return queryOptionsOf(o.${id}, client, ${keyCall}, params);`],
      docs: `Query options of ${what}: \`useQuery(${id}QueryOptions(client, params))\`; the query's abort signal ends the request.`,
    },
  ],
  infinite: ({ id, O, keyType, keyCall, what, pager }) => [
    {
      kind: 'function',
      name: `${id}InfiniteQueryOptions`,
      exported: true,
      params: [
        { name: 'client', type: 'CoreClient' },
        { name: '...[params]', type: `ParamsArg<${O}>` },
      ],
      returns: `InfiniteOptions<${O}, ${keyType}>`,
      body: [`return infiniteQueryOptionsOf<${O}, ${keyType}>(client, ${pager}, ${keyCall}, params);`],
      docs: `Infinite-query options of ${what}, paged as \`paginate\` pages it: each page is the whole answer (\`page.data\`), the next one found by the runtime's pager.`,
    },
  ],
  mutation: ({ id, O, path, what }) => [
    {
      kind: 'function',
      name: `${id}MutationOptions`,
      exported: true,
      params: [{ name: 'client', type: 'CoreClient' }],
      returns: `OperationMutationOptions<${O}>`,
      body: [`return mutationOptionsOf(o.${id}, client, [${path}]);`],
      docs: `Mutation options of ${what}: \`useMutation(${id}MutationOptions(client))\`, then \`mutate(params)\`.`,
    },
  ],
};
