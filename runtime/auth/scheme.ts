// Picks the security scheme a token is sent with: the route's own list when it has one, else the
// service's (the document's default first). The client's `authScheme` option selects another
// declared scheme by its id (`bearer`), its query parameter or header name (`access_token`,
// `authorization`) or its prefix (`bearer`), case-insensitively, or names one the document does
// not declare: `{ header, prefix }`, `{ query }` or `{ cookie }`. A document that declares no
// scheme a token is sent with gets the common convention, `Authorization: Bearer <token>`; there a
// string `authScheme` is `bearer`, `token` (the prefix) or a header name. A string that matches
// none of the declared schemes is a ConfigurationError naming them.

import type { AuthScheme, RouteDescription, ServiceDescription } from '../description.js';
import { ConfigurationError } from '../errors.js';

/** The client option `authScheme`: a declared scheme's id, name or prefix, or a scheme of your own. */
export type AuthSchemeOption = string | { header: string; prefix?: string } | { query: string } | { cookie: string };

type TokenScheme = Exclude<AuthScheme, { kind: 'basic' }>;

/** Where a token goes when the document declares no scheme for it. */
export const BEARER: Extract<AuthScheme, { kind: 'header' }> = { kind: 'header', name: 'authorization', prefix: 'Bearer' };

/** The schemes a token can be sent with (all but http basic). */
const tokenSchemes = (service: ServiceDescription) => service.auth.filter((s): s is TokenScheme => s.kind !== 'basic');

function matches(s: TokenScheme, w: string): boolean {
  return s.id?.toLowerCase() === w || s.name.toLowerCase() === w || (s.kind === 'header' && s.prefix.toLowerCase() === w);
}

/** A scheme the option names itself (undefined for a string). */
function ownScheme(o: Exclude<AuthSchemeOption, string>): TokenScheme {
  const { header, query, cookie, prefix = '' } = o as { header?: unknown; query?: unknown; cookie?: unknown; prefix?: unknown };
  const given = [header, query, cookie].filter((n) => n !== undefined);
  const [name] = given;
  if (given.length !== 1 || typeof name !== 'string' || !name || typeof prefix !== 'string' || (prefix && header === undefined))
    throw new ConfigurationError('authScheme', 'one of { header, prefix? }, { query }, { cookie } naming one credential', o);
  return header !== undefined ? { kind: 'header', name: name.toLowerCase(), prefix } : { kind: query !== undefined ? 'query' : 'cookie', name };
}

/**
 * The scheme `authScheme` selects, or undefined when the route decides (no option). Checked when
 * the client is made: a wrong option is a ConfigurationError before anything is sent.
 */
export function chosenScheme(service: ServiceDescription, option: AuthSchemeOption | undefined): TokenScheme | undefined {
  if (option === undefined) return undefined;
  if (typeof option === 'object' && option !== null) return ownScheme(option);
  if (typeof option !== 'string') throw new ConfigurationError('authScheme', 'a scheme name, or { header | query | cookie: name }', option);
  const w = option.toLowerCase();
  const declared = tokenSchemes(service);
  const found = declared.find((s) => matches(s, w));
  if (found) return found;
  if (declared.length === 0 && w)
    return w === 'bearer' || w === 'token' ? { ...BEARER, prefix: w === 'token' ? 'token' : 'Bearer' } : { kind: 'header', name: w, prefix: '' };
  const known = declared.map((s) => JSON.stringify(s.kind === 'header' && s.prefix ? s.prefix.toLowerCase() : s.name)).join(', ');
  throw new ConfigurationError('authScheme', `one of ${known}, or { header | query | cookie: name }`, option);
}

/** The scheme a token is sent with on `route`: the chosen one, the route's, the service's, or Bearer. */
export function schemeFor(service: ServiceDescription, route: RouteDescription, chosen: TokenScheme | undefined): TokenScheme {
  if (chosen) return chosen;
  const usable = tokenSchemes(service);
  const allowed = route.security?.length ? usable.filter((s) => s.id !== undefined && route.security!.includes(s.id)) : usable;
  return allowed[0] ?? usable[0] ?? BEARER;
}

/**
 * Whether a token (`auth` as a string) goes somewhere without `authScheme`: the document declares a
 * scheme for it, or none at all (Bearer). Not when it declares only http basic, whose credential
 * is `{ username, password }`. Shared with the generator, whose examples pass a token only then.
 */
export const takesToken = (schemes: ReadonlyArray<{ readonly kind: string }>): boolean => !schemes.length || schemes.some((s) => s.kind !== 'basic');
