// Puts a credential into request options the way a security scheme says: a header with its
// prefix, or a query parameter appended to the URL template.

import type { AuthScheme, RequestOptions } from '../types.js';

export function withCredential(options: RequestOptions, scheme: AuthScheme, credential: string, prefix?: string): RequestOptions {
  if (scheme.kind === 'query') {
    const sep = options.url.includes('?') ? '&' : '?';
    return { ...options, url: `${options.url}${sep}${encodeURIComponent(scheme.name)}=${encodeURIComponent(credential)}` };
  }
  const name = scheme.kind === 'basic' ? 'authorization' : scheme.name.toLowerCase();
  const p = prefix ?? (scheme.kind === 'basic' ? 'basic' : scheme.prefix);
  return { ...options, headers: { ...options.headers, [name]: p ? `${p} ${credential}` : credential } };
}

/** base64 of a UTF-8 string, in Node and browsers alike. */
export function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}
