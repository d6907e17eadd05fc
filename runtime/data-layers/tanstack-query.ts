// What the generated tanstack-query.ts builds its options with (`specforge/runtime/tanstack-query`):
// the option types of TanStack Query v5, read from an operation function (its data, its typed
// errors as `TError`, keys tagged as TanStack's `queryOptions` tags them), and the three builders
// of plain option objects, which work in every adapter (React, Vue, Solid, Svelte, Angular):
// query options whose queryFn passes TanStack's abort signal to the call, infinite-query options
// paged by the runtime's own pager (the same strategies as `paginate`, no getNextPageParam to
// write), mutation options. @tanstack/query-core is imported for its types only: nothing of it is
// loaded at run time, so this module runs whether or not the application installed it.

import type { DataTag, GetNextPageParamFunction, InfiniteData, MutationOptions, QueryFunction } from '@tanstack/query-core';
import type { CallError, CoreClient } from '../client/types.js';
import type { ParamsValidator, RouteDescription } from '../description.js';
import { type Cursor, firstPageParam, nextPageParam, pageAt } from '../pagination/page-at.js';
import type { Params as PipelineParams } from '../pipeline/context.js';
import type { Response } from '../request-types.js';
import { callData, type Data, type Params } from './operation-calls.js';

export type { CallError, CoreClient } from '../client/types.js';
export type { Cursor } from '../pagination/page-at.js';
export { type Data, type Key, type KeyParams, operationKey, type Params, type ParamsArg } from './operation-calls.js';

/** How often a failed query of `O` is tried again, TanStack's `retry` typed with the operation's error. */
type Retry<O> = boolean | number | ((failureCount: number, error: CallError<O>) => boolean);

/** One page of an infinite query: the whole answer (its headers carry Link pagination). */
export type Page<O> = Response<Data<O>>;

/** Query options of `O`, keyed by `K`: what every adapter's `useQuery` takes, the key tagged with the data and error types (as TanStack's `queryOptions` tags it). */
export type QueryOptions<O, K extends readonly unknown[]> = {
  queryKey: DataTag<K, Data<O>, CallError<O>>;
  queryFn: QueryFunction<Data<O>, DataTag<K, Data<O>, CallError<O>>>;
  retry?: Retry<O>;
};

/** The key of an infinite query of `O` keyed by `K`: `K` then `infinite`, tagged with its pages and error. */
export type InfiniteKey<O, K extends readonly unknown[]> = DataTag<readonly [...K, 'infinite'], InfiniteData<Page<O>, Cursor | undefined>, CallError<O>>;

/** Infinite-query options of `O`, keyed by `K` and `infinite`: its pages are whole answers, their cursors what the pager reads. */
export type InfiniteOptions<O, K extends readonly unknown[]> = {
  queryKey: InfiniteKey<O, K>;
  queryFn: QueryFunction<Page<O>, InfiniteKey<O, K>, Cursor | undefined>;
  initialPageParam: Cursor | undefined;
  getNextPageParam: GetNextPageParamFunction<Cursor | undefined, Page<O>>;
  retry?: Retry<O>;
};

/** Mutation options of `O`: `mutate(params)` calls it, its data and typed error as TanStack's types. */
export type OperationMutationOptions<O> = MutationOptions<Data<O>, CallError<O>, Params<O>>;

/** The parameters with TanStack's abort signal: a query no longer wanted ends its request. */
function withSignal<P>(params: P, signal: AbortSignal): P {
  const given = params as { request?: object } | undefined;
  return { ...given, request: { ...given?.request, signal } } as P;
}

/** Query options of a call of `operation` with `params`, keyed by `key`; the query's abort signal ends the request. */
export function queryOptionsOf<O, K extends readonly unknown[]>(operation: O, client: CoreClient, key: K, params: Params<O> | undefined): QueryOptions<O, K> {
  return {
    queryKey: key as QueryOptions<O, K>['queryKey'],
    queryFn: ({ signal }) => callData(operation, client, withSignal(params, signal)),
  };
}

/**
 * Infinite-query options of the paged operation `name` (its `route` and parameters validator, as
 * operations.ts gives them to its operation function) called with `params`, keyed by `key` and
 * `infinite`: each page is the whole answer, fetched at the cursor the runtime's pager read from
 * the page before.
 */
export function infiniteQueryOptionsOf<O, K extends readonly unknown[]>(
  client: CoreClient,
  name: string,
  route: RouteDescription,
  validate: ParamsValidator | undefined,
  key: K,
  params: Params<O> | undefined,
): InfiniteOptions<O, K> {
  return {
    queryKey: [...key, 'infinite'] as unknown as InfiniteKey<O, K>,
    queryFn: ({ pageParam, signal }) => pageAt(client, name, route, validate, withSignal(params, signal) as PipelineParams, pageParam) as Promise<Page<O>>,
    initialPageParam: firstPageParam(route, params as PipelineParams | undefined),
    getNextPageParam: (page, _pages, cursor) => nextPageParam(route, page, cursor),
  };
}

/** Mutation options of `operation`, keyed by its path: `useMutation(options)`, then `mutate(params)`. */
export function mutationOptionsOf<O>(operation: O, client: CoreClient, path: readonly string[]): OperationMutationOptions<O> {
  return { mutationKey: path, mutationFn: (params) => callData(operation, client, params) };
}
