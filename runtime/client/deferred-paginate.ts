// `client.paginate` of a full client before the pager has loaded: the same interface, loading
// the pager (with the pipeline, on-first-call.ts) on its first use. Afterwards it calls straight
// through. A bad target is reported by the promise or by the iterator's first `next()`.

import type { ClientCore } from './core.js';
import { loadFirstCall } from './first-call.js';
import type { PaginateInterface } from './types.js';

/** `paginate` without its overloads. */
interface AnyPaginate {
  (target: unknown, params?: unknown, mapFn?: unknown): Promise<unknown[]>;
  iterator(target: unknown, params?: unknown): AsyncIterableIterator<unknown>;
}

async function* later<T>(iterable: Promise<AsyncIterable<T>>): AsyncGenerator<T, void, undefined> {
  yield* await iterable;
}

export function deferredPaginate(core: ClientCore): PaginateInterface {
  let api: AnyPaginate | undefined;
  const ready = () => (api ? Promise.resolve(api) : loadFirstCall().then((m) => (api ??= m.createPaginate(core) as unknown as AnyPaginate)));
  const paginate: AnyPaginate = Object.assign(
    (target: unknown, params?: unknown, mapFn?: unknown) => (api ? api(target, params, mapFn) : ready().then((a) => a(target, params, mapFn))),
    { iterator: (target: unknown, params?: unknown) => (api ? api.iterator(target, params) : later(ready().then((a) => a.iterator(target, params)))) },
  );
  return paginate as unknown as PaginateInterface;
}
