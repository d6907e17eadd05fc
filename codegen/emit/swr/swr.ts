// Emits `swr.ts`: SWR 2 for every operation (the shape of code/data-layer.ts). For a read, its key
// (hierarchical like TanStack's: `[service, namespace, method, params]`) and a hook typed with the
// operation's data and error (`useBooksGet(client, params)`); for a list the pager follows,
// useSWRInfinite's getKey (the cursor of each page read by the runtime's pager; pages carry their
// cursor) and its hook, with `hasNextPage` as TanStack's; for a write, a useSWRMutation hook.
// `shelfSWRMatcher(prefix)` picks the keys under a prefix, for `mutate(matcher)` (which SWR does
// not apply to infinite lists: those revalidate with their own `mutate`). The keys and fetchers
// are specforge/runtime/swr's; they call the functions of operations.ts, so a core client or a
// full one both do.

import type { Declaration } from '../code/ast.js';
import type { DataLayer } from '../code/data-layer.js';
import { quote } from '../code/literal.js';

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** The default export of an swr module as `as`, with its types. */
const swrImport = (from: string, as: string, types: readonly string[]): Declaration => ({
  kind: 'import',
  from,
  names: [{ name: 'default', as }, ...types.map((name) => ({ name, type: true }))],
});

export const swr: DataLayer = {
  title: 'SWR 2 keys, fetchers and hooks',
  keyName: (id) => `${id}SWRKey`,
  keyDocs: (what) => `The SWR key of ${what} with these parameters.`,
  imports: ({ query, mutation, paged }) => [
    ...(query ? [swrImport('swr', 'useSWR', ['SWRConfiguration', 'SWRResponse'])] : []),
    ...(paged ? [swrImport('swr/infinite', 'useSWRInfinite', ['SWRInfiniteConfiguration', 'SWRInfiniteResponse'])] : []),
    ...(mutation ? [swrImport('swr/mutation', 'useSWRMutation', ['SWRMutationConfiguration', 'SWRMutationResponse'])] : []),
    {
      kind: 'import',
      from: 'specforge/runtime/swr',
      names: [
        ...(query ? ['callData'] : []),
        ...(paged ? ['infiniteKey'] : []),
        'keyMatcher',
        ...(mutation ? ['mutationFetcher'] : []),
        'operationKey',
        ...(paged ? ['pageFetcher', 'withHasNextPage'] : []),
        { name: 'CallError', type: true },
        { name: 'CoreClient', type: true },
        { name: 'Data', type: true },
        ...(paged ? [{ name: 'InfiniteKeyGetter', type: true }] : []),
        { name: 'Key', type: true },
        ...(query || mutation ? [{ name: 'Params', type: true }] : []),
        { name: 'ParamsArg', type: true },
        ...(paged ? [{ name: 'SWRPage', type: true }] : []),
      ],
    },
  ],
  service: (model) => [
    {
      kind: 'function',
      name: `${model.name}SWRMatcher`,
      exported: true,
      params: [{ name: '...prefix', type: 'string[]' }],
      returns: '(key: unknown) => boolean',
      body: ['return keyMatcher(prefix);'],
      docs: `Picks every key under a prefix (the service, a namespace, an operation): \`mutate(${model.name}SWRMatcher(${quote(model.name)}))\`.`,
    },
  ],
  query: ({ id, O, keyType, keyCall, what }) => [
    {
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
        `return useSWR<Data<${O}>, CallError<${O}>, ${keyType} | null>(params === null ? null : ${keyCall}, () => callData(o.${id}, client, params), config);`,
      ],
      docs: `${what} as useSWR (\`null\` parameters: not fetched yet).`,
    },
  ],
  infinite: ({ id, O, keyType, keyCall, what, pager }) => [
    {
      kind: 'function',
      name: `${id}SWRInfiniteKey`,
      exported: true,
      params: [{ name: '...[params]', type: `ParamsArg<${O}>` }],
      returns: `InfiniteKeyGetter<${O}, ${keyType}>`,
      body: [`return infiniteKey<${O}, ${keyType}>(r.${id}, ${keyCall}, params);`],
      docs: `useSWRInfinite's getKey for ${what}: each page's cursor read from the page before by the runtime's pager.`,
    },
    {
      kind: 'function',
      name: `use${pascal(id)}Infinite`,
      exported: true,
      params: [
        { name: 'client', type: 'CoreClient' },
        { name: '...[params, config]', type: `[...ParamsArg<${O}>, config?: SWRInfiniteConfiguration<SWRPage<${O}>, CallError<${O}>>]` },
      ],
      returns: `SWRInfiniteResponse<SWRPage<${O}>, CallError<${O}>> & { readonly hasNextPage: boolean }`,
      body: [
        `return withHasNextPage(r.${id}, useSWRInfinite<SWRPage<${O}>, CallError<${O}>>(${id}SWRInfiniteKey(...([params] as ParamsArg<${O}>)), pageFetcher<${O}, ${keyType}>(client, ${pager}, params), config));`,
      ],
      docs: `${what} as useSWRInfinite: \`setSize(size + 1)\` fetches the next page; \`hasNextPage\` says whether there is one. Revalidate it with its own \`mutate\` (SWR's \`mutate(matcher)\` passes infinite lists by).`,
    },
  ],
  mutation: ({ id, O, keyType, key, what }) => [
    {
      kind: 'function',
      name: `use${pascal(id)}Mutation`,
      exported: true,
      params: [
        { name: 'client', type: 'CoreClient' },
        { name: 'config', type: `SWRMutationConfiguration<Data<${O}>, CallError<${O}>, ${keyType}, Params<${O}>>`, optional: true },
      ],
      returns: `SWRMutationResponse<Data<${O}>, CallError<${O}>, ${keyType}, Params<${O}>>`,
      body: [`return useSWRMutation(${key}(), mutationFetcher<${O}, ${keyType}>(o.${id}, client), config);`],
      docs: `${what} as useSWRMutation: \`trigger(params)\`.`,
    },
  ],
};
