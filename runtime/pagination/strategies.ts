// How each kind of list pages (the route's `pagination`; a route without one follows Link
// headers): where the next page's cursor comes from and where a page's items are.
//   link   the `Link: <url>; rel="next"` header (resolved against the page's URL; only http(s)
//          links are followed); items: the body when it is an array, else the
//          property `items` names, else the body's one array property (lists with a total count)
//   token  the response field `nextField`, sent back as the parameter `tokenParameter`; an
//          empty answer (204) is an empty last page
//   page   the parameter `pageParameter`, from its value in the call (or 1), plus one per page,
//          until a page has no items

import type { Pagination } from '../description.js';
import { PaginationError } from '../errors.js';
import type { Response } from '../options.js';

export type Cursor = string | number;

export interface PageStrategy {
  /** What a repeated cursor is called in errors (`next link`, `nextPageToken`). */
  readonly cursorName: string;
  /** The cursor of the first page, from the call's parameters. */
  first(params: Readonly<Record<string, unknown>>): Cursor | undefined;
  /** The cursor of the page after `response` (fetched with `current`); undefined after the last page. */
  next(response: Response<unknown>, current: Cursor | undefined): Cursor | undefined;
  /** The items of a page. */
  items(data: unknown): unknown[];
}

/** The URL of the `rel="next"` link, if any. */
export function nextLink(headers: Readonly<Record<string, string>>): string | undefined {
  const link = headers.link;
  if (!link) return undefined;
  for (const part of link.split(',')) {
    const m = /<([^>]+)>\s*;\s*rel="?([^";]+)"?/.exec(part);
    if (m && m[2]!.split(/\s+/).includes('next')) return m[1];
  }
  return undefined;
}

const field = (data: unknown, name: string): unknown => (data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[name] : undefined);
const arrayAt = (data: unknown, name: string | undefined): unknown[] => {
  const v = name === undefined ? data : field(data, name);
  return Array.isArray(v) ? v : [];
};

/** The items of a Link-paged page. */
export function linkPageItems(data: unknown, items?: string): unknown[] {
  if (Array.isArray(data)) return data;
  if (data && typeof data === 'object') {
    const body = data as Record<string, unknown>;
    if (items && Array.isArray(body[items])) return body[items] as unknown[];
    const arrays = Object.keys(body).filter((k) => Array.isArray(body[k]));
    if (arrays.length === 1) return body[arrays[0]!] as unknown[];
  }
  return data === undefined ? [] : [data];
}

export function strategyFor(pagination: Pagination | undefined): PageStrategy {
  switch (pagination?.kind) {
    case 'token': {
      const { tokenParameter, nextField, itemsField } = pagination;
      return {
        cursorName: nextField,
        first: (params) => (typeof params[tokenParameter] === 'string' ? (params[tokenParameter] as string) : undefined),
        next: (response) => {
          const data = response.data;
          // An empty answer (204, no body) is an empty last page, as Octokit reads it.
          if (data === undefined) return undefined;
          // A page that is some other thing than an object (an HTML error page) is not an empty end.
          if (data === null || typeof data !== 'object' || Array.isArray(data)) {
            const type = response.headers['content-type'] || 'no content type';
            throw new PaginationError(`a page must be a JSON object with "${nextField}", got ${type}`);
          }
          const next = field(data, nextField);
          return typeof next === 'string' && next !== '' ? next : undefined;
        },
        items: (data) => arrayAt(data, itemsField),
      };
    }
    case 'page': {
      const { pageParameter, itemsField } = pagination;
      return {
        cursorName: pageParameter,
        first: (params) => Number(params[pageParameter] ?? 1),
        next: (response, current) => (arrayAt(response.data, itemsField).length > 0 ? Number(current ?? 1) + 1 : undefined),
        items: (data) => arrayAt(data, itemsField),
      };
    }
    default: {
      const items = pagination?.items;
      return {
        cursorName: 'next link',
        first: () => undefined,
        next: (response) => {
          const link = nextLink(response.headers);
          if (link === undefined) return undefined;
          let url: URL | undefined;
          try {
            url = new URL(link, response.url);
          } catch {
            url = undefined;
          }
          if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
            throw new PaginationError('pagination stopped: the service sent a next link that is not an http(s) URL');
          return url.href;
        },
        items: (data) => linkPageItems(data, items),
      };
    }
  }
}
