// What the data-layer outputs (TanStack Query, SWR) read from a generated operation function
// (`gistsGet(client, params)` of `specforge/<service>/operations`), and the few steps they share:
// an operation's data, parameters and key types; its key, `[...path, parameters]` without the
// per-call options; a call answering with its data alone. Nothing here imports a data library,
// so the generated tanstack-query.ts and swr.ts hold only each operation's names and types.

import type { CoreClient } from '../client/types.js';
import type { Response } from '../request-types.js';

/** The data a call of operation `O` answers with. */
export type Data<O> = O extends (client: CoreClient, ...args: never[]) => PromiseLike<Response<infer R>> ? R : never;

/** Operation `O`'s parameters (with the per-call options). */
export type Params<O> = O extends (client: CoreClient, params: infer P) => unknown ? P : never;

/** The parameters as an argument: optional when every parameter is. */
export type ParamsArg<O> = undefined extends Params<O> ? [params?: Params<O>] : [params: Params<O>];

/** The parameters as a key holds them: without the per-call `request` options (a fetch, a signal). */
export type KeyParams<O> = Omit<NonNullable<Params<O>>, 'request'>;

/** The key of a call of `O`: the operation's path (service, namespace, method), then its parameters. */
export type Key<O, Path extends readonly string[]> = readonly [...Path, KeyParams<O>];

/** The parameters in a key: the call's options left out, and `{}` for none (which, as a filter, matches every call). */
export function keyParams(params: { request?: unknown } | undefined): object {
  if (params === undefined) return {};
  const { request: _, ...rest } = params;
  return rest;
}

/** The key of a call at `path` with `params` (typed by the generated key function that returns it). */
export function operationKey<K extends readonly unknown[]>(path: readonly string[], params: { request?: unknown } | undefined): K {
  return [...path, keyParams(params)] as unknown as K;
}

/** A call of the operation function `operation`, answering with its data. */
export function callData<O>(operation: O, client: CoreClient, params: unknown): Promise<Data<O>> {
  return (operation as unknown as (client: CoreClient, params: unknown) => Promise<Response<Data<O>>>)(client, params).then((r) => r.data);
}
