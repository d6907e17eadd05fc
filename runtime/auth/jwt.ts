// Signs the RS256 JSON Web Token an app authenticates with (iss = app id, iat 60 s in the past
// against clock drift, exp at most 10 minutes ahead). Node only: uses node:crypto, which reads
// both PKCS#1 ("BEGIN RSA PRIVATE KEY") and PKCS#8 keys. Hand-written because it is a dozen
// lines over node:crypto, where a JWT library would add a dependency for one call.

import { createPrivateKey, createSign } from 'node:crypto';
import { ConfigurationError } from '../errors.js';

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

export interface AppJwt {
  token: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export function signAppJwt(appId: number | string, privateKey: string, now = Math.floor(Date.now() / 1000), lifetime = 600): AppJwt {
  let key;
  try {
    key = createPrivateKey(privateKey.includes('\\n') ? privateKey.replace(/\\n/g, '\n') : privateKey);
  } catch {
    // The key itself must never appear in the message.
    throw new ConfigurationError('auth.privateKey', 'a PEM-encoded RSA private key', undefined, 'something that is not one');
  }
  const iat = now - 60;
  const exp = iat + Math.min(lifetime, 600);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ iat, exp, iss: typeof appId === 'string' && /^\d+$/.test(appId) ? Number(appId) : appId }));
  const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(key);
  return { token: `${header}.${payload}.${base64url(signature)}`, expiresAt: exp };
}
