// The webhook secret: where it comes from and a constant-time comparison with the one a
// delivery carries (X-Webhook-Secret; the service sends it verbatim, without an HMAC).

import { createHash, timingSafeEqual } from 'node:crypto';

/** The configured secret: the option, else WEBHOOK_SECRET; empty means none. */
export function resolveSecret(option: string | undefined): string | undefined {
  const value = option ?? (typeof process !== 'undefined' ? process.env.WEBHOOK_SECRET : undefined);
  return value ? value : undefined;
}

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/**
 * True when `received` equals `expected`. Both are hashed first so the comparison takes the same
 * time whatever the lengths and wherever they differ.
 */
export function secretMatches(expected: string, received: string): boolean {
  return timingSafeEqual(digest(expected), digest(received));
}
