// `client.paginate` and `client.paginate.iterator`: follow the `Link: <...>; rel="next"` header
// page by page. Items are the body when it is an array, else the property the route's pagination
// description names, else the one array property of the body (list endpoints that wrap their
// items with a total count). `mapFn(response, done)` maps each page; `done()` stops after it.

import type { PaginationDescription, RequestOptions, Response, RouteDescription } from './types.js';

/** The URL of the `rel="next"` link, if any. */
export function nextLink(headers: Record<string, string>): string | undefined {
  const link = headers.link;
  if (!link) return undefined;
  for (const part of link.split(',')) {
    const m = /<([^>]+)>\s*;\s*rel="?([^";]+)"?/.exec(part);
    if (m && m[2]!.split(/\s+/).includes('next')) return m[1];
  }
  return undefined;
}

/** The items of one page. */
export function pageItems(data: unknown, pagination?: PaginationDescription): unknown[] {
  if (Array.isArray(data)) return data;
  if (data && typeof data === 'object') {
    const body = data as Record<string, unknown>;
    if (pagination?.items && Array.isArray(body[pagination.items])) return body[pagination.items] as unknown[];
    const arrays = Object.keys(body).filter((k) => Array.isArray(body[k]));
    if (arrays.length === 1) return body[arrays[0]!] as unknown[];
  }
  return data === undefined ? [] : [data];
}

/** What the client gives the paginator: how to send options (with hooks and auth). */
export type PageSender = (options: RequestOptions, route: RouteDescription | undefined, first: boolean) => Promise<Response<unknown>>;

/** Options for the next page: the absolute `next` URL, keeping headers, previews (the route's too) and request options. */
function nextOptions(options: RequestOptions, url: string, route?: RouteDescription): RequestOptions {
  const previews = [...options.mediaType.previews];
  for (const p of route?.previews ?? []) if (!previews.includes(p)) previews.push(p);
  const mediaType = { format: options.mediaType.format, previews };
  return { method: 'GET', url, headers: options.headers, mediaType, ...(options.request ? { request: options.request } : {}) } as RequestOptions;
}

export function iteratePages(send: PageSender, options: RequestOptions, route?: RouteDescription): AsyncIterableIterator<Response<unknown>> {
  let next: RequestOptions | undefined = options;
  let first = true;
  const iterator: AsyncIterableIterator<Response<unknown>> = {
    async next() {
      if (!next) return { done: true, value: undefined };
      const current: RequestOptions = next;
      const response = await send(current, first ? route : undefined, first);
      first = false;
      const url = nextLink(response.headers);
      next = url ? nextOptions(current, url, route) : undefined;
      return { done: false, value: response };
    },
    async return() {
      next = undefined;
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

export type MapFn<T = unknown, M = unknown> = (response: Response<T>, done: () => void) => M;

export async function gather(pages: AsyncIterableIterator<Response<unknown>>, pagination: PaginationDescription | undefined, mapFn?: MapFn): Promise<unknown[]> {
  let results: unknown[] = [];
  let stop = false;
  const done = () => {
    stop = true;
  };
  for await (const response of pages) {
    const mapped = mapFn ? mapFn(response, done) : pageItems(response.data, pagination);
    results = results.concat(mapped);
    if (stop) {
      await pages.return?.();
      break;
    }
  }
  return results;
}
