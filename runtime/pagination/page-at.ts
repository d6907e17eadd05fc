// The pager one page at a time, for data layers that keep the cursor themselves (TanStack Query's
// `pageParam`, SWR's `getKey`): the first page of a call of a generated operation, the
// page at a cursor, and the cursor after a page, by the route's own strategy (strategies.ts) and
// the pager's own source (page-source.ts), so that an infinite query pages as `paginate` does:
// a token or page number sent back as its parameter, a next link followed as it is (credentials
// dropped on another origin).

import { coreOf, createContext } from '../client/core.js';
import type { ParamsValidator, RouteDescription } from '../description.js';
import type { Params } from '../pipeline/context.js';
import type { Response } from '../request-types.js';
import { pageSource } from './page-source.js';
import { type Cursor, strategyFor } from './strategies.js';

export type { Cursor } from './strategies.js';

/** Each route with its validator, made once (a client composes one pipeline per route object). */
const checked = new WeakMap<RouteDescription, RouteDescription>();
function withValidator(route: RouteDescription, validate: ParamsValidator | undefined): RouteDescription {
  if (!validate) return route;
  let found = checked.get(route);
  if (!found) checked.set(route, (found = { ...route, validate }));
  return found;
}

/** The cursor of a call's first page (its token parameter when the call sets one; undefined for Link pages). */
export function firstPageParam(route: RouteDescription, params?: Readonly<Record<string, unknown>>): Cursor | undefined {
  return strategyFor(route.pagination).first(params ?? {});
}

/** The cursor of the page after `response`, fetched at `cursor`; undefined after the last page. */
export function nextPageParam(route: RouteDescription, response: Response<unknown>, cursor: Cursor | undefined): Cursor | undefined {
  return strategyFor(route.pagination).next(response, cursor);
}

/**
 * The page of operation `name` (its `route` and parameters validator, as operations.ts defines it)
 * called with `params` at `cursor` (the first page when undefined), through `client`'s pipeline:
 * validated, authenticated and retried as any call.
 */
export async function pageAt(
  client: unknown,
  name: string,
  route: RouteDescription,
  validate: ParamsValidator | undefined,
  params: Params | undefined,
  cursor: Cursor | undefined,
): Promise<Response<unknown>> {
  const core = coreOf(client);
  const full = withValidator(route, validate);
  const input = params ?? {};
  const pagination = route.pagination;
  if (cursor === undefined || cursor === strategyFor(pagination).first(input)) return core.call(name, full, input);
  if (pagination?.kind === 'token') return core.call(name, full, { ...input, [pagination.tokenParameter]: cursor });
  if (pagination?.kind === 'page') return core.call(name, full, { ...input, [pagination.pageParameter]: cursor });
  // A next link is sent through the route's pipeline as it is, which is there once a page was
  // fetched. A full client whose first page came from elsewhere (a restored cache) has not loaded
  // its stages: its first page is asked for again, which loads them (the one way to, short of
  // importing the loader here, which would put the full client's stages in every bundle of the
  // operations entry).
  let pipeline: ReturnType<typeof core.pipeline>;
  try {
    pipeline = core.pipeline(full);
  } catch {
    await core.call(name, full, input);
    pipeline = core.pipeline(full);
  }
  return pageSource(core, pipeline, createContext(name, full, input)).fetch(cursor);
}
