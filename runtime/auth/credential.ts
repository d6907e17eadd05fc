// Puts a credential into request options the way a security scheme says: a header with its
// prefix, a query parameter appended to the URL template, or a cookie. Headers are copied with
// Object.assign: V8 makes `{ ...headers, [name]: value }` with a new name on a slow path (about a
// microsecond a call).

import type { AuthScheme } from '../description.js';
import type { RequestOptions } from '../options.js';

export function withCredential(options: RequestOptions, scheme: AuthScheme, credential: string, prefix?: string): RequestOptions {
  if (scheme.kind === 'query') {
    const sep = options.url.includes('?') ? '&' : '?';
    return { ...options, url: `${options.url}${sep}${encodeURIComponent(scheme.name)}=${encodeURIComponent(credential)}` };
  }
  if (scheme.kind === 'cookie') {
    const pair = `${scheme.name}=${encodeURIComponent(credential)}`;
    const cookie = options.headers.cookie;
    return { ...options, headers: Object.assign({}, options.headers, { cookie: cookie ? `${cookie}; ${pair}` : pair }) };
  }
  const name = scheme.kind === 'basic' ? 'authorization' : scheme.name.toLowerCase();
  const p = prefix ?? (scheme.kind === 'basic' ? 'basic' : scheme.prefix);
  return { ...options, headers: Object.assign({}, options.headers, { [name]: p ? `${p} ${credential}` : credential }) };
}
