// The default strategy: a token string given as `auth`, classified by the service's token types
// (runtime/auth/token-types.ts) and sent with the route's security scheme (a header, a query
// parameter or a cookie; ./scheme.ts), `Authorization: Bearer <token>` when the document declares
// none. A document that declares only http basic takes `{ username, password }` (./basic-strategy.ts);
// a token there needs `authScheme` to say where it goes. Also the strategy of a client without
// credentials.

import type { RouteDescription } from '../description.js';
import { ConfigurationError } from '../errors.js';
import type { RequestOptions } from '../options.js';
import type { AuthInterface, AuthStrategy } from './types.js';
import { withCredential } from './credential.js';
import { chosenScheme, schemeFor, takesToken } from './scheme.js';
import { classifyToken, prefixFor } from './token-types.js';

export const createTokenAuth: AuthStrategy<string> = (token, context): AuthInterface => {
  if (typeof token !== 'string' || token.trim() === '') {
    throw new ConfigurationError('auth', 'a non-empty token string', token === '' ? 'an empty string' : typeof token);
  }
  const clean = token.trim().replace(/^(token|bearer) +/i, '');
  context.secret(clean);
  const chosen = chosenScheme(context.service, context.authScheme);
  if (!chosen && !takesToken(context.service.auth))
    throw new ConfigurationError('auth', '{ username, password } (http basic), or authScheme for a token', undefined, 'a token');
  const kind = classifyToken(context.service, clean);
  const auth = (async () => ({ type: 'token', token: clean, tokenType: kind.type })) as unknown as AuthInterface;
  // What the token becomes on each route, worked out on the route's first call: a warm call adds a header and goes on.
  const adders = new WeakMap<RouteDescription, (options: RequestOptions) => RequestOptions>();
  const adderFor = (route: RouteDescription) => {
    const scheme = schemeFor(context.service, route, chosen);
    if (scheme.kind === 'header') {
      // The header is written here rather than by withCredential, which a warm call would then
      // cross (one module more on every call's path; README's "How it is built").
      const prefix = prefixFor(kind, scheme.prefix);
      const header = { [scheme.name.toLowerCase()]: prefix ? `${prefix} ${clean}` : clean };
      // Object.assign: V8 adds a new key to a spread copy on a slow path.
      return (options: RequestOptions) => ({ ...options, headers: Object.assign({}, options.headers, header) });
    }
    // A parameter of the call named like the credential (a document that declares its key as both) is the credential already.
    return (options: RequestOptions) => (options[scheme.name] === undefined ? withCredential(options, scheme, clean) : options);
  };
  auth.hook = (request, options, route) => {
    if (options.headers.authorization !== undefined) return request(options);
    let add = adders.get(route);
    if (!add) adders.set(route, (add = adderFor(route)));
    return request(add(options));
  };
  return auth;
};

/** No credentials: requests go out as they are. */
export const createUnauthenticatedAuth: AuthStrategy<unknown> = () => {
  const auth = (async () => ({ type: 'unauthenticated' })) as unknown as AuthInterface;
  auth.hook = (request, options) => request(options);
  return auth;
};
