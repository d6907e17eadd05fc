// Signs the RS256 JSON Web Token an app authenticates with (iss = app id, iat set back against
// clock drift and exp at most the longest lifetime, both by the service's rules from its spec:
// `x-service.appAuth.jwt`). Node only: uses node:crypto, which reads
// both PKCS#1 ("BEGIN RSA PRIVATE KEY") and PKCS#8 keys. Hand-written because it is a dozen
// lines over node:crypto, where a JWT library would add a dependency for one call.

import { createPrivateKey, createSign } from 'node:crypto';
import type { AppJwtRules } from '../description.js';
import { ConfigurationError } from '../errors.js';

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

export interface AppJwt {
  token: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** `now` in seconds since the epoch; `lifetime` (seconds) is capped at the rules' maxLifetime. */
export function signAppJwt(
  appId: number | string,
  privateKey: string,
  rules: AppJwtRules,
  now = Math.floor(Date.now() / 1000),
  lifetime = rules.maxLifetime,
): AppJwt {
  let key;
  try {
    key = createPrivateKey(privateKey.includes('\\n') ? privateKey.replace(/\\n/g, '\n') : privateKey);
  } catch {
    // The key itself must never appear in the message.
    throw new ConfigurationError('auth.privateKey', 'a PEM-encoded RSA private key', undefined, 'something that is not one');
  }
  const iat = now - rules.issuedAtSkew;
  const exp = iat + Math.min(lifetime, rules.maxLifetime);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ iat, exp, iss: typeof appId === 'string' && /^\d+$/.test(appId) ? Number(appId) : appId }));
  const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(key);
  return { token: `${header}.${payload}.${base64url(signature)}`, expiresAt: exp };
}
