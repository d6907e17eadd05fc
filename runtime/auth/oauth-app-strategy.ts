// OAuth application credentials: operations whose spec security is the `basic` scheme (checking,
// resetting or revoking tokens, marketplace listings for OAuth apps) are sent with HTTP basic
// authentication built from client_id and client_secret; other requests go out unauthenticated.

import { base64 } from '../base64.js';
import { ConfigurationError } from '../errors.js';
import { withCredential } from './credential.js';
import type { AuthInterface, AuthStrategy } from './types.js';

export interface OAuthAppAuthOptions {
  clientId: string;
  clientSecret: string;
}

export const createOAuthAppAuth: AuthStrategy<OAuthAppAuthOptions> = (options, context): AuthInterface => {
  for (const key of ['clientId', 'clientSecret'] as const) {
    if (typeof options?.[key] !== 'string' || options[key] === '') throw new ConfigurationError(`auth.${key}`, 'a non-empty string', typeof options?.[key]);
  }
  const basic = context.service.auth.find((s) => s.kind === 'basic');
  const credential = base64(`${options.clientId}:${options.clientSecret}`);
  context.secret(options.clientSecret);
  context.secret(credential);
  const auth = (async () => ({ type: 'oauth-app', clientId: options.clientId, headers: { authorization: `basic ${credential}` } })) as unknown as AuthInterface;
  auth.hook = (request, req, route) => {
    const wantsBasic = basic && (route.security?.includes(basic.id ?? '') ?? false);
    if (!wantsBasic || req.headers.authorization !== undefined) return request(req);
    return request(withCredential(req, basic, credential));
  };
  return auth;
};
