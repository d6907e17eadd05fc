// Picks the security scheme a request is authenticated with: the route's own list when it has
// one, else the service's; the client's `authScheme` option wins when that scheme is allowed.

import type { AuthScheme, RouteDescription, ServiceDescription } from '../types.js';

export function schemeFor(service: ServiceDescription, route: RouteDescription | undefined, preferred?: string, kinds?: ReadonlyArray<AuthScheme['kind']>): AuthScheme | undefined {
  const usable = (s: AuthScheme) => !kinds || kinds.includes(s.kind);
  const allowed = route?.security && route.security.length > 0 ? service.auth.filter((s) => s.id !== undefined && route.security!.includes(s.id)) : service.auth;
  if (preferred) {
    const chosen = allowed.find((s) => s.id === preferred && usable(s)) ?? service.auth.find((s) => s.id === preferred && usable(s));
    if (chosen) return chosen;
  }
  return allowed.find(usable) ?? service.auth.find(usable);
}

/** Whether a route explicitly requires scheme `id` (and no other kind). */
export function routeRequires(route: RouteDescription | undefined, id: string): boolean {
  return route?.security !== undefined && route.security.length > 0 && route.security.every((s) => s === id);
}
