// The default strategy: a token string given as `auth`. Its type is read from its shape (a JWT is
// a signed app token and travels as `bearer`; `v1.`/`ghs_` tokens are installation tokens; any
// other is an OAuth or personal token) and it is sent with the route's security scheme.

import { SpecforgeError } from '../errors.js';
import { withCredential } from './apply.js';
import { schemeFor } from '../auth-scheme.js';
import type { AuthContext, AuthInterface, AuthStrategy } from '../types.js';

export type TokenType = 'app' | 'installation' | 'oauth' | 'user-to-server';

export function tokenType(token: string): TokenType {
  if (token.split('.').length === 3) return 'app';
  if (/^(v1\.|ghs_)/.test(token)) return 'installation';
  if (/^ghu_/.test(token)) return 'user-to-server';
  return 'oauth';
}

export const createTokenAuth: AuthStrategy<string> = (token: string, context: AuthContext): AuthInterface => {
  if (typeof token !== 'string' || token.trim() === '') {
    throw new SpecforgeError(`auth: expected a non-empty token string, got ${token === '' ? 'an empty string' : typeof token}`);
  }
  const clean = token.trim().replace(/^(token|bearer) +/i, '');
  const type = tokenType(clean);
  const auth = (async () => ({ type: 'token', token: clean, tokenType: type })) as unknown as AuthInterface;
  auth.hook = (request, options, route) => {
    const scheme = schemeFor(context.service, route, context.authScheme, ['header', 'query']);
    if (!scheme || options.headers.authorization !== undefined) return request(options);
    const prefix = scheme.kind === 'header' && type === 'app' && scheme.prefix.toLowerCase() === 'token' ? 'bearer' : undefined;
    return request(withCredential(options, scheme, clean, prefix));
  };
  return auth;
};

/** No credentials: requests go out as they are. */
export const createUnauthenticatedAuth: AuthStrategy<unknown> = () => {
  const auth = (async () => ({ type: 'unauthenticated' })) as unknown as AuthInterface;
  auth.hook = (request, options) => request(options);
  return auth;
};
