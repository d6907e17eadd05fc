// App authentication (`authStrategy: createAppAuth`, `auth: { appId, privateKey, installationId? }`):
// operations whose spec security is the app JWT scheme get a freshly signed JWT; every other
// request gets an installation token, exchanged for the JWT through the operation the spec names
// (the service's appAuth), cached until shortly before it expires, and replaced once when the
// service answers 401 (an expired or revoked token). Every JWT and token is registered as a
// secret of the client. Node only (see jwt.ts).

import type { AuthScheme, RouteDescription } from '../description.js';
import { ConfigurationError, RequestError, SpecforgeError } from '../errors.js';
import type { RequestOptions, Response } from '../options.js';
import { withCredential } from './credential.js';
import { signAppJwt, type AppJwt } from './jwt.js';
import { tokenCache, type FetchedToken, type TokenCache } from './token-cache.js';
import type { AuthContext, AuthInterface, AuthStrategy } from './types.js';

export interface AppAuthOptions {
  /** The app's numeric id (`id` is accepted too, as in the seed). */
  appId?: number | string;
  id?: number | string;
  privateKey: string;
  /** Installation whose token authenticates non-app requests. */
  installationId?: number | string;
}

const REFRESH_MARGIN_MS = 5 * 60 * 1000;

export const createAppAuth: AuthStrategy<AppAuthOptions> = (options: AppAuthOptions, context: AuthContext): AuthInterface => {
  const appId = options?.appId ?? options?.id;
  if (appId === undefined || appId === '') throw new ConfigurationError('auth.appId', 'the app id (a number)', undefined);
  if (typeof options.privateKey !== 'string' || options.privateKey === '')
    throw new ConfigurationError('auth.privateKey', 'a PEM string', typeof options.privateKey);
  context.secret(options.privateKey);
  const description = context.service.appAuth;
  if (!description)
    throw new ConfigurationError(
      'authStrategy',
      `a strategy service "${context.service.name}" supports (it does not describe app authentication)`,
      'createAppAuth',
    );
  const tokenRoute = context.service.routes[description.installationTokenOperation];
  if (!tokenRoute)
    throw new ConfigurationError(
      'appAuth.installationTokenOperation',
      `an operation of service "${context.service.name}"`,
      description.installationTokenOperation,
    );
  const jwtRules = description.jwt;
  const bearer: AuthScheme = { kind: 'header', name: 'authorization', prefix: 'bearer' };
  const tokenScheme: AuthScheme = context.service.auth.find((s) => s.kind === 'header' && s.id !== description.jwtScheme) ?? {
    kind: 'header',
    name: 'authorization',
    prefix: 'token',
  };

  let jwt: AppJwt | undefined;
  /** Each installation's token. */
  const tokens = new Map<string, TokenCache>();

  function appToken(): string {
    const now = Math.floor(Date.now() / 1000);
    if (!jwt || jwt.expiresAt - 30 <= now) {
      jwt = signAppJwt(appId!, options.privateKey, jwtRules, now);
      context.secret(jwt.token);
    }
    return jwt.token;
  }

  async function exchange(installationId: string): Promise<FetchedToken> {
    const response = await context.request(
      context.merge(`${tokenRoute!.method} ${tokenRoute!.url}`, {
        [description!.installationIdParam]: installationId,
        headers: { authorization: `bearer ${appToken()}` },
        mediaType: { previews: [...(tokenRoute!.previews ?? [])] },
      }),
    );
    const data = response.data as Record<string, unknown>;
    const token = data?.[description!.tokenField];
    if (typeof token !== 'string') throw new SpecforgeError(`appAuth: the installation token response has no "${description!.tokenField}" string`);
    context.secret(token);
    const expires = Date.parse(String(data[description!.expiresAtField] ?? ''));
    return { token, refreshAt: (Number.isNaN(expires) ? Date.now() + 3600_000 : expires) - REFRESH_MARGIN_MS };
  }

  function installation(installationId: string): TokenCache {
    let cache = tokens.get(installationId);
    if (!cache) tokens.set(installationId, (cache = tokenCache(() => exchange(installationId))));
    return cache;
  }

  /** The installation's token; `refresh`: another one than the current. */
  async function installationToken(installationId: string, refresh = false): Promise<string> {
    const cache = installation(installationId);
    return refresh ? cache.renew() : cache.get();
  }

  const auth = (async (params?: Record<string, unknown>) => {
    const type = params?.type ?? 'app';
    if (type === 'app') return { type: 'app', token: appToken(), appId };
    if (type === 'installation') {
      const id = params?.installationId ?? options.installationId;
      if (id === undefined) throw new ConfigurationError('auth({ type: "installation" }).installationId', 'an installation id', undefined);
      const token = await installationToken(String(id), params?.refresh === true);
      return { type: 'token', tokenType: 'installation', token, installationId: id };
    }
    throw new ConfigurationError('auth({ type })', '"app" or "installation"', type);
  }) as unknown as AuthInterface;

  auth.hook = async (request, req: RequestOptions, route: RouteDescription): Promise<Response<unknown>> => {
    if (req.headers.authorization !== undefined) return request(req);
    const needsJwt = route.security?.includes(description.jwtScheme) ?? options.installationId === undefined;
    if (needsJwt || options.installationId === undefined) return request(withCredential(req, bearer, appToken()));
    const id = String(options.installationId);
    const token = await installationToken(id);
    try {
      return await request(withCredential(req, tokenScheme, token));
    } catch (error) {
      if (!(error instanceof RequestError) || error.status !== 401) throw error;
      // The token expired or was revoked: replace it once (unless another call has) and try again.
      const replaced = await installation(id).replace(token);
      context.log.debug('installation token replaced after a 401', { installationId: id });
      return request(withCredential(req, tokenScheme, replaced));
    }
  };
  return auth;
};
