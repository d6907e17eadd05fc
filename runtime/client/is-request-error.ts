// `isRequestError(error, method)`: whether a thrown error is a RequestError, and with a method of
// a generated client, one of that method's calls (same verb, a URL its path template matches),
// typed then by the errors its document describes: `error.status` narrows `error.data` to the
// body of that status. The operation functions of the tree-shakable entries carry their errors
// as types too, but no route at run time: with one of them, any RequestError is taken.

import { RequestError } from '../errors.js';
import type { AnyRequestError, ErrorOf } from './types.js';

interface WithDefaults {
  endpoint?: { DEFAULTS?: { method?: string; url?: string } };
}

/** A regular expression a request path matches when `template` (`/repos/{owner}/{repo}`) could have produced it. */
function pathPattern(template: string): RegExp {
  const path = template.split(/[?#]/)[0]!;
  const source = path
    .split(/(\{\+?[^}]*\})/)
    .map((part, i) => (i % 2 === 1 ? (part.startsWith('{+') ? '.+' : '[^/]+') : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`${source}/?$`);
}

/** The request's path as sent (a `%2F` in a value stays inside its segment) and decoded (for templates that write characters URLs encode). */
function pathsOf(url: string): string[] {
  let path = url;
  try {
    path = new URL(url, 'http://x').pathname;
    return [path, decodeURIComponent(path)];
  } catch {
    return [path];
  }
}

/** True when `error` is a RequestError (of any call). */
export function isRequestError(error: unknown): error is RequestError;
/** True when `error` is the RequestError of a call of `method`: then typed by the errors its document describes. */
export function isRequestError<M>(error: unknown, method: M): error is RequestError & ErrorOf<M>;
export function isRequestError(error: unknown, method?: WithDefaults): error is RequestError & AnyRequestError {
  if (!(error instanceof RequestError)) return false;
  const defaults = method?.endpoint?.DEFAULTS;
  if (typeof defaults?.url !== 'string' || typeof defaults.method !== 'string') return true;
  const pattern = pathPattern(defaults.url);
  return error.request.method === defaults.method.toUpperCase() && pathsOf(error.request.url).some((path) => pattern.test(path));
}
