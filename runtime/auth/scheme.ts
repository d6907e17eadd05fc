// Picks the security scheme a request is authenticated with: the route's own list when it has
// one, else the service's (the document's default first). The client's `authScheme` option
// selects another scheme by its id (`bearer`), its query parameter or header name
// (`access_token`, `authorization`) or its prefix (`bearer`), case-insensitively; a name that
// matches none is a ValidationError naming the schemes there are.

import type { AuthScheme, RouteDescription, ServiceDescription } from '../description.js';
import { ValidationError } from '../errors.js';

/**
 * Whether a token (the `auth` option as a string) can be sent at all: some scheme other than
 * http basic is declared. Shared with the generator, whose examples pass `auth` only then.
 */
export function takesToken(schemes: ReadonlyArray<{ readonly kind: string }>): boolean {
  return schemes.some((s) => s.kind !== 'basic');
}

function matches(s: AuthScheme, wanted: string): boolean {
  const w = wanted.toLowerCase();
  if (s.id?.toLowerCase() === w) return true;
  if (s.kind === 'basic') return w === 'basic';
  return s.name.toLowerCase() === w || (s.kind === 'header' && s.prefix.toLowerCase() === w);
}

function label(s: AuthScheme): string {
  if (s.kind === 'basic') return 'basic';
  return s.kind === 'header' && s.prefix ? s.prefix.toLowerCase() : s.name;
}

export function pickAuthScheme(schemes: readonly AuthScheme[], wanted: string | undefined): AuthScheme | undefined {
  if (wanted === undefined) return schemes[0];
  const found = schemes.find((s) => matches(s, wanted));
  if (found) return found;
  const known = schemes.map((s) => JSON.stringify(label(s))).join(', ');
  throw new ValidationError('client options', [
    { parameter: 'authScheme', expected: `must be one of ${known || '(none: the service takes no credentials)'}`, received: wanted },
  ]);
}

/** The scheme for `route`, among those of the given kinds, honouring the `authScheme` option. */
export function schemeFor(
  service: ServiceDescription,
  route: RouteDescription,
  preferred: string | undefined,
  kinds: ReadonlyArray<AuthScheme['kind']>,
): AuthScheme | undefined {
  const usable = service.auth.filter((s) => kinds.includes(s.kind));
  if (preferred !== undefined) return pickAuthScheme(usable, preferred);
  const allowed = route.security && route.security.length > 0 ? usable.filter((s) => s.id !== undefined && route.security!.includes(s.id)) : usable;
  return allowed[0] ?? usable[0];
}
