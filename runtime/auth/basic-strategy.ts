// HTTP basic credentials given as `auth: { username, password }`: every request gets
// `Authorization: Basic base64(username:password)` (unless it already has an authorization
// header). The client picks this strategy by the shape of `auth`; no `authStrategy` is needed.

import { base64 } from '../base64.js';
import { ConfigurationError } from '../errors.js';
import { withCredential } from './credential.js';
import type { AuthInterface, AuthStrategy } from './types.js';

export interface BasicAuthOptions {
  username: string;
  password: string;
}

/** Whether `auth` is given in the basic form. */
export const isBasicAuth = (auth: unknown): auth is BasicAuthOptions => typeof auth === 'object' && auth !== null && 'username' in auth && 'password' in auth;

export const createBasicAuth: AuthStrategy<BasicAuthOptions> = ({ username, password }, context): AuthInterface => {
  // RFC 7617: the user-id cannot contain a colon.
  if (typeof username !== 'string' || typeof password !== 'string' || !username || username.includes(':'))
    throw new ConfigurationError('auth', '{ username, password }: strings, a username without ":"', undefined, 'other values');
  const credential = base64(`${username}:${password}`);
  context.secret(password);
  context.secret(credential);
  const auth = (async () => ({ type: 'basic', username })) as unknown as AuthInterface;
  auth.hook = (request, req) => request(req.headers.authorization ? req : withCredential(req, { kind: 'basic' }, credential, 'Basic'));
  return auth;
};
