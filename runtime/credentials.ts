// The names that carry a service's credentials, worked out once per service. `secrets`: what is
// never shown (runtime/redact.ts): the base names and headers, the declared query and header
// schemes, the service's sensitive headers. `headers` and `query`: what a request leaving the
// service's origin drops (a redirect, runtime/transport/redirect.ts, or a next page on another
// origin): those headers, and the declared query schemes and `access_token` (RFC 6750) from the
// target URL. Generic secret-looking query names (`token`, `secret`, ...) are redacted but not
// dropped: another origin's own one-time tokens travel in them (GitHub's archive downloads
// redirect to codeload with `?token=`).

import type { ServiceDescription } from './description.js';
import { BASE_SECRETS, mergeSecrets, type Secrets } from './redact.js';
import type { CredentialNames } from './transport/exchange.js';

export interface ServiceCredentials extends CredentialNames {
  readonly secrets: Secrets;
}

const cache = new WeakMap<ServiceDescription, ServiceCredentials>();

export function serviceCredentials(service: ServiceDescription): ServiceCredentials {
  let c = cache.get(service);
  if (!c) {
    const query: string[] = [];
    const headers: string[] = [...(service.sensitiveHeaders ?? [])];
    for (const a of service.auth) {
      if (a.kind === 'query') query.push(a.name);
      else if (a.kind === 'header') headers.push(a.name);
    }
    const secrets = mergeSecrets(BASE_SECRETS, { names: query, headers });
    cache.set(service, (c = { secrets, headers: secrets.headers, query: [...query, 'access_token'] }));
  }
  return c;
}
