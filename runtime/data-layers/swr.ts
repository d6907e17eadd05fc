// What the generated swr.ts builds its hooks with (`specforge/runtime/swr`): the key, page and
// fetcher types of SWR 2 read from an operation function, useSWRInfinite's getKey (each page's
// cursor read from the page before by the runtime's pager, as `paginate` reads it), the fetchers
// of a page, of a call and of a mutation, and the matcher that picks keys under a prefix for
// `mutate`. Nothing of swr is imported here: the generated hooks import it themselves, so this
// module runs whether or not the application installed it.

import type { CoreClient } from '../client/types.js';
import type { ParamsValidator, RouteDescription } from '../description.js';
import { type Cursor, firstPageParam, nextPageParam, pageAt } from '../pagination/page-at.js';
import type { Params as PipelineParams } from '../pipeline/context.js';
import type { Response } from '../request-types.js';
import { callData, type Data, type Params } from './operation-calls.js';

export type { CallError, CoreClient } from '../client/types.js';
export type { Cursor } from '../pagination/page-at.js';
export { callData, type Data, type Key, type KeyParams, operationKey, type Params, type ParamsArg } from './operation-calls.js';

/** One page of an infinite list: the whole answer, and the cursor it was fetched at. */
export type SWRPage<O> = Response<Data<O>> & { cursor: Cursor | undefined };

/** The key of one page of an infinite list keyed by `K`: `K`, `infinite`, then the page's cursor. */
export type InfiniteSWRKey<K extends readonly unknown[]> = readonly [...K, 'infinite', Cursor | undefined];

/** useSWRInfinite's getKey: the key of page `index` from the page before it; null after the last. */
export type InfiniteKeyGetter<O, K extends readonly unknown[]> = (index: number, previous: SWRPage<O> | null) => InfiniteSWRKey<K> | null;

/** Picks every key under a prefix (a service, a namespace, an operation), for `mutate(matcher)`. */
export function keyMatcher(prefix: readonly string[]): (key: unknown) => boolean {
  return (key) => Array.isArray(key) && prefix.every((part, i) => key[i] === part);
}

/** useSWRInfinite's getKey for a paged `route` called with `params` and keyed by `key`: the first page at the call's cursor, each next one where the pager finds it. */
export function infiniteKey<O, K extends readonly unknown[]>(route: RouteDescription, key: K, params: Params<O> | undefined): InfiniteKeyGetter<O, K> {
  return (index, previous) => {
    if (index === 0 || previous === null) return [...key, 'infinite', firstPageParam(route, params as PipelineParams | undefined)] as const;
    const next = nextPageParam(route, previous, previous.cursor);
    return next === undefined ? null : ([...key, 'infinite', next] as const);
  };
}

/** The fetcher of the pages of operation `name` (its `route` and validator, as operations.ts gives them) called with `params`: the page at the key's cursor, with that cursor. */
export function pageFetcher<O, K extends readonly unknown[]>(
  client: CoreClient,
  name: string,
  route: RouteDescription,
  validate: ParamsValidator | undefined,
  params: Params<O> | undefined,
): (key: InfiniteSWRKey<K>) => Promise<SWRPage<O>> {
  return (key) => {
    const cursor = key[key.length - 1] as Cursor | undefined;
    return pageAt(client, name, route, validate, params as PipelineParams | undefined, cursor).then((page) => ({ ...(page as Response<Data<O>>), cursor }));
  };
}

/** useSWRInfinite's answer `response` with `hasNextPage` (as TanStack's): whether the pager finds a page after the last one loaded. Read when asked, so a page that never reads it is not re-rendered for it. */
export function withHasNextPage<R extends { readonly data?: readonly (Response<unknown> & { cursor: Cursor | undefined })[] }>(
  route: RouteDescription,
  response: R,
): R & { readonly hasNextPage: boolean } {
  return Object.defineProperty(response, 'hasNextPage', {
    enumerable: true,
    get: () => {
      const last = response.data?.[response.data.length - 1];
      return last !== undefined && nextPageParam(route, last, last.cursor) !== undefined;
    },
  }) as R & { readonly hasNextPage: boolean };
}

/** useSWRMutation's fetcher of `operation`: `trigger(params)` calls it and answers with its data. */
export function mutationFetcher<O, K>(operation: O, client: CoreClient): (key: K, options: { arg: Params<O> }) => Promise<Data<O>> {
  return (_key, { arg }) => callData(operation, client, arg);
}
