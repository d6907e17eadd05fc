// The one pager: walks the pages of a list with its strategy, one page at a time and only as far
// as the caller goes, and stops with a PaginationError when the service repeats a cursor (a next
// link that points back at a page already fetched, a token sent twice) instead of looping.

import { PaginationError } from '../errors.js';
import type { Response } from '../options.js';
import type { Cursor, PageStrategy } from './strategies.js';

/** Where the pages come from. */
export interface PageSource {
  readonly strategy: PageStrategy;
  /** The operation (or route) the pages belong to, for errors. */
  readonly label: string;
  /** The first page's cursor (undefined for Link pages). */
  readonly firstCursor: Cursor | undefined;
  first(): Promise<Response<unknown>>;
  /** The page at `cursor`. */
  fetch(cursor: Cursor): Promise<Response<unknown>>;
  /** A cursor as errors may show it (redacted). */
  show(cursor: Cursor): string;
}

/** Every page, starting with `first` (default: the source's first page, asked for on the first `next()`). */
export async function* pages(source: PageSource, first?: PromiseLike<Response<unknown>>): AsyncGenerator<Response<unknown>, void, undefined> {
  let response = await (first ?? source.first());
  let cursor = source.firstCursor;
  const seen = new Set<string>();
  if (cursor !== undefined) seen.add(String(cursor));
  else if (response.url) seen.add(response.url);
  for (;;) {
    // The next cursor is read before the page is handed out: a page the strategy cannot read (a
    // token page that is not JSON) is an error, not a page.
    let next: Cursor | undefined;
    try {
      next = source.strategy.next(response, cursor);
    } catch (error) {
      throw error instanceof PaginationError ? new PaginationError(`${source.label}: ${error.message}`) : error;
    }
    yield response;
    if (next === undefined) return;
    if (seen.has(String(next))) {
      throw new PaginationError(`${source.label}: pagination stopped: the service sent the ${source.strategy.cursorName} "${source.show(next)}" twice`);
    }
    seen.add(String(next));
    cursor = next;
    response = await source.fetch(next);
  }
}

export type MapFn<T = unknown, M = unknown> = (response: Response<T>, done: () => void) => M;

/** Every item of every page (or what `mapFn` makes of each page; `done()` stops after it). */
export async function gather(source: PageSource, mapFn?: MapFn): Promise<unknown[]> {
  let results: unknown[] = [];
  let stop = false;
  const done = () => {
    stop = true;
  };
  const iterator = pages(source);
  for await (const response of iterator) {
    results = results.concat(mapFn ? mapFn(response, done) : source.strategy.items(response.data));
    if (stop) {
      await iterator.return();
      break;
    }
  }
  return results;
}
