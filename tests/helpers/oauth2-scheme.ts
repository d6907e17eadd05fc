// An `oauth2` security scheme as the generator writes it into a service description: a bearer
// token in Authorization, from these token URLs (client credentials, and refresh tokens).

import type { AuthScheme } from 'specforge/runtime';

export function oauth2Scheme(clientCredentialsUrl: string, refreshUrl: string, scopes: string[] = []): AuthScheme {
  return {
    kind: 'header',
    name: 'authorization',
    prefix: 'Bearer',
    id: 'oauth',
    oauth2: { clientCredentials: { tokenUrl: clientCredentialsUrl, scopes }, refresh: { tokenUrl: refreshUrl, scopes } },
  };
}
