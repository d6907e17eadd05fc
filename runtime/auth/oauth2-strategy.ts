// OAuth 2 access tokens (`authStrategy: createOAuth2Auth`): fetched from the token endpoint of the
// document's oauth2 scheme (its `flows`, or `auth.tokenUrl`) with the client credentials grant, or
// with the refresh token grant when `auth.refreshToken` is given (RFC 6749 sections 4.4 and 6);
// kept until shortly before they expire, fetched once for calls that need one at the same time,
// and, when the service refuses one (401), replaced once and the request sent again once. A
// rotated refresh token is kept (and handed to `onTokens`, to be stored). The client secret, the
// refresh token and every access token are secrets of the client: no error or log line shows them.
// A small core rather than an OAuth library (oauth4webapi): two form POSTs and their JSON answers,
// sent through the client's own pipeline (its transport, timeouts, redaction and errors), where a
// library would bring a second HTTP stack and its own errors.

import type { AuthScheme, OAuth2Flows } from '../description.js';
import { ConfigurationError, RequestError, SpecforgeError } from '../errors.js';
import { base64 } from '../base64.js';
import { withCredential } from './credential.js';
import { tokenCache, type FetchedToken } from './token-cache.js';
import type { AuthContext, AuthInterface, AuthStrategy } from './types.js';

/** New tokens, as `onTokens` receives them. */
export interface OAuth2Tokens {
  accessToken: string;
  /** When the access token expires (ms since the epoch), if the server said. */
  expiresAt?: number;
  /** The refresh token to use from now on (the server may rotate it). */
  refreshToken?: string;
  /** The scopes granted, if the server said. */
  scope?: string;
}

export interface OAuth2AuthOptions {
  clientId: string;
  /** A confidential client's secret; without one the client is public (refresh tokens only). */
  clientSecret?: string | undefined;
  /** Tokens come from the refresh token grant with this token (else from client credentials). */
  refreshToken?: string | undefined;
  /** An access token already held, used first. */
  accessToken?: string | undefined;
  /** When `accessToken` expires (ms since the epoch); without it, it is used until refused. */
  expiresAt?: number | undefined;
  /** The scopes to ask for (space-separated on the wire); default: none named, the server's default. */
  scopes?: readonly string[] | undefined;
  /** The token endpoint, when the document declares none (or another is wanted). */
  tokenUrl?: string | undefined;
  /** How the client proves itself at the token endpoint: `basic` (HTTP Basic, the default) or `body` (form fields). */
  clientAuthentication?: 'basic' | 'body' | undefined;
  /** Called with every new set of tokens. */
  onTokens?: ((tokens: OAuth2Tokens) => void) | undefined;
}

/** Seconds before expiry a token is replaced (at most half its lifetime). */
const EXPIRY_MARGIN_S = 60;

const FORM = 'application/x-www-form-urlencoded';

/** RFC 6749 appendix B: client id and secret are form-encoded before they are joined for Basic. */
const formEncode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');

function checkOptions(options: OAuth2AuthOptions): void {
  if (options === null || typeof options !== 'object')
    throw new ConfigurationError('auth', '{ clientId, clientSecret } or { clientId, refreshToken }', typeof options);
  const text = (name: keyof OAuth2AuthOptions, required: boolean) => {
    const value = options[name];
    if (value === undefined && !required) return;
    if (typeof value !== 'string' || value === '')
      throw new ConfigurationError(`auth.${name}`, 'a non-empty string', undefined, value === '' ? 'an empty string' : typeof value);
  };
  text('clientId', true);
  for (const name of ['clientSecret', 'refreshToken', 'accessToken', 'tokenUrl'] as const) text(name, false);
  if (options.clientSecret === undefined && options.refreshToken === undefined) {
    throw new ConfigurationError('auth', 'a clientSecret (client credentials) or a refreshToken', undefined, 'neither');
  }
  if (options.clientAuthentication !== undefined && options.clientAuthentication !== 'basic' && options.clientAuthentication !== 'body') {
    throw new ConfigurationError('auth.clientAuthentication', '"basic" or "body"', options.clientAuthentication);
  }
}

/** The oauth2 scheme of the service whose flows give the grant's token URL (or the first oauth2 scheme). */
function schemeOf(context: AuthContext, grant: keyof OAuth2Flows): (AuthScheme & { kind: 'header' }) | undefined {
  const schemes = context.service.auth.filter((s): s is AuthScheme & { kind: 'header' } => s.kind === 'header' && s.oauth2 !== undefined);
  return schemes.find((s) => s.oauth2![grant]) ?? schemes[0];
}

export const createOAuth2Auth: AuthStrategy<OAuth2AuthOptions> = (options: OAuth2AuthOptions, context: AuthContext): AuthInterface => {
  checkOptions(options);
  for (const value of [options.clientSecret, options.refreshToken, options.accessToken]) if (value) context.secret(value);
  const grant = options.refreshToken !== undefined ? 'refresh' : 'clientCredentials';
  const scheme = schemeOf(context, grant);
  const flow = scheme?.oauth2?.[grant];
  const declaredUrl = options.tokenUrl ?? flow?.tokenUrl;
  if (declaredUrl === undefined) {
    const what = grant === 'refresh' ? 'refresh tokens' : 'client credentials';
    throw new ConfigurationError('auth.tokenUrl', `the token endpoint (service "${context.service.name}" declares no oauth2 flow for ${what})`, undefined);
  }
  // The Authorization header the token goes in: the scheme's, else a bearer token.
  const sendAs: AuthScheme = scheme ?? { kind: 'header', name: 'authorization', prefix: 'Bearer' };
  let refreshToken = options.refreshToken;

  async function fetchToken(): Promise<FetchedToken> {
    const merged = context.merge(`POST ${declaredUrl}`, {});
    // A relative token URL is the document's, relative to the client's base URL.
    let url: string;
    try {
      url = new URL(declaredUrl!, `${merged.baseUrl}/`).href;
    } catch {
      throw new ConfigurationError('auth.tokenUrl', 'an http(s) URL (the document gives no usable one)', declaredUrl);
    }
    const form = new URLSearchParams(
      refreshToken !== undefined ? { grant_type: 'refresh_token', refresh_token: refreshToken } : { grant_type: 'client_credentials' },
    );
    if (options.scopes?.length) form.set('scope', options.scopes.join(' '));
    const headers: Record<string, string> = { 'content-type': FORM, accept: 'application/json' };
    if (options.clientSecret !== undefined && options.clientAuthentication !== 'body') {
      const basic = base64(`${formEncode(options.clientId)}:${formEncode(options.clientSecret)}`);
      context.secret(basic);
      headers.authorization = `Basic ${basic}`;
    } else {
      form.set('client_id', options.clientId);
      if (options.clientSecret !== undefined) form.set('client_secret', options.clientSecret);
    }
    const response = await context.request({ ...merged, url, headers: { ...merged.headers, ...headers }, data: form.toString() });
    const data = response.data as Record<string, unknown> | undefined;
    const token = data?.access_token;
    if (typeof token !== 'string' || token === '') throw new SpecforgeError(`oauth2: the token response of ${url} has no "access_token" string`);
    context.secret(token);
    const type = data!.token_type;
    if (typeof type === 'string' && type.toLowerCase() !== 'bearer') {
      throw new SpecforgeError(`oauth2: the token endpoint ${url} issued a "${type}" token; only bearer tokens can be sent`);
    }
    const tokens: OAuth2Tokens = { accessToken: token };
    const lifetime = Number(data!.expires_in);
    if (Number.isFinite(lifetime) && lifetime > 0) tokens.expiresAt = Date.now() + lifetime * 1000;
    if (typeof data!.refresh_token === 'string' && data!.refresh_token !== '') {
      refreshToken = data!.refresh_token;
      context.secret(refreshToken);
    }
    if (refreshToken !== undefined) tokens.refreshToken = refreshToken;
    if (typeof data!.scope === 'string') tokens.scope = data!.scope;
    options.onTokens?.(tokens);
    const margin = Number.isFinite(lifetime) && lifetime > 0 ? Math.min(EXPIRY_MARGIN_S, lifetime / 2) * 1000 : 0;
    return { token, refreshAt: tokens.expiresAt === undefined ? Number.POSITIVE_INFINITY : tokens.expiresAt - margin };
  }

  const held = options.accessToken !== undefined ? { token: options.accessToken, refreshAt: options.expiresAt ?? Number.POSITIVE_INFINITY } : undefined;
  const tokens = tokenCache(fetchToken, held);

  const auth = (async () => ({ type: 'oauth2', token: await tokens.get(), grant })) as unknown as AuthInterface;
  auth.hook = async (request, req) => {
    if (req.headers.authorization !== undefined) return request(req);
    const token = await tokens.get();
    try {
      return await request(withCredential(req, sendAs, token, 'Bearer'));
    } catch (error) {
      if (!(error instanceof RequestError) || error.status !== 401) throw error;
      // The token expired early or was revoked: replace it once (unless another call has) and send again once.
      const replaced = await tokens.replace(token);
      context.log.debug('oauth2 access token replaced after a 401', { grant });
      return request(withCredential(req, sendAs, replaced, 'Bearer'));
    }
  };
  return auth;
};
