// The default strategy: a token string given as `auth`, classified by the service's token types
// (runtime/auth/token-types.ts) and sent with the route's security scheme (a header, a query
// parameter or a cookie). A token for a service that declares no scheme to send it with is refused
// when the client is made, rather than left out of every request. Also the strategy of a client
// without credentials.

import { ConfigurationError } from '../errors.js';
import type { AuthInterface, AuthStrategy } from './types.js';
import { withCredential } from './credential.js';
import { schemeFor, takesToken } from './scheme.js';
import { classifyToken, prefixFor } from './token-types.js';

export const createTokenAuth: AuthStrategy<string> = (token, context): AuthInterface => {
  if (typeof token !== 'string' || token.trim() === '') {
    throw new ConfigurationError('auth', 'a non-empty token string', token === '' ? 'an empty string' : typeof token);
  }
  const clean = token.trim().replace(/^(token|bearer) +/i, '');
  context.secret(clean);
  if (!takesToken(context.service.auth)) {
    throw new ConfigurationError(
      'auth',
      `no token: service "${context.service.name}" declares no scheme to send it with (send it in \`headers\`)`,
      token,
      'a token',
    );
  }
  const kind = classifyToken(context.service, clean);
  const auth = (async () => ({ type: 'token', token: clean, tokenType: kind.type })) as unknown as AuthInterface;
  // The scheme of each route, found once (the same for every call of it).
  const schemes = new WeakMap<object, ReturnType<typeof schemeFor>>();
  auth.hook = (request, options, route) => {
    let scheme = schemes.get(route);
    if (scheme === undefined && !schemes.has(route))
      schemes.set(route, (scheme = schemeFor(context.service, route, context.authScheme, ['header', 'query', 'cookie'])));
    if (!scheme || options.headers.authorization !== undefined) return request(options);
    return request(withCredential(options, scheme, clean, scheme.kind === 'header' ? prefixFor(kind, scheme.prefix) : undefined));
  };
  return auth;
};

/** No credentials: requests go out as they are. */
export const createUnauthenticatedAuth: AuthStrategy<unknown> = () => {
  const auth = (async () => ({ type: 'unauthenticated' })) as unknown as AuthInterface;
  auth.hook = (request, options) => request(options);
  return auth;
};
