// Signed deliveries: the check of a delivery's signature against the configured secret, for the
// schemes of WebhookSignature (description.ts). The headers are checked before the body is read
// (present; a Standard Webhooks timestamp within the tolerance), the signature after, over the
// exact bytes that arrived and before anything parses them; each expected signature is compared
// with crypto.timingSafeEqual. A Standard Webhooks delivery id is taken once within the window
// (a delivery sent again, by the service after a lost answer or by someone who captured it, is
// answered without reaching the handler), and given back when its handler fails, so that the
// service's retry is handled.
// Hand-written over node:crypto rather than with the `standardwebhooks` package: the server runs
// on Node, where HMAC-SHA256 is one native call (the package hashes in JavaScript), the tolerance
// must be the service's (the package fixes it), and the tests sign with that package, which stays
// an independent implementation to check this one against. Stripe's scheme is checked as Stripe
// documents it ("Verify signatures manually": split `Stripe-Signature` at commas into `t=` and
// `v1=` elements, HMAC-SHA256 of `<t>.<raw body>` keyed with the endpoint's secret, hex, compared
// in constant time with each `v1`, the timestamp within a tolerance, 300 s by default as in
// Stripe's libraries); the tests sign with the `stripe` package's own test signer.

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { ConfigurationError } from '../errors.js';
import type { WebhookSignature } from './description.js';

/** Seconds a Standard Webhooks timestamp may be away from the server's clock, unless the service says. */
export const DEFAULT_TOLERANCE_S = 300;

/** The most delivery ids remembered at once: past it, the oldest are forgotten first (a bound under a flood). */
const MAX_REMEMBERED_IDS = 100_000;

/** Why a delivery is refused: the status and the error text answered. */
export interface SignatureRefusal {
  status: 401 | 403;
  error: string;
}

const STANDARD_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;
const STRIPE_HEADERS = ['stripe-signature'] as const;

/** A `Stripe-Signature` value's timestamp and `v1` signatures (other schemes' elements, `v0`, are ignored). */
function stripeParts(value: string): { timestamp: string | undefined; signatures: string[] } {
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const element of value.split(',')) {
    const eq = element.indexOf('=');
    if (eq === -1) continue;
    const key = element.slice(0, eq).trim();
    const v = element.slice(eq + 1).trim();
    if (key === 't') timestamp ??= v;
    else if (key === 'v1') signatures.push(v);
  }
  return { timestamp, signatures };
}
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** One header's value as text (a repeated header: its first value). */
function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The HMAC key of a Standard Webhooks secret: the base64 after `whsec_`. */
function standardKey(secret: string, option: string): Buffer {
  const encoded = secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret;
  if (encoded === '' || !BASE64.test(encoded)) {
    throw new ConfigurationError(option, 'a Standard Webhooks secret: whsec_ followed by base64', undefined, '[hidden] a value that is not whsec_<base64>');
  }
  return Buffer.from(encoded, 'base64');
}

/** Whether `received` is one of the bytes `expected`, in time that does not depend on the expected value. */
function same(expected: Buffer, received: string, encoding: BufferEncoding): boolean {
  const bytes = Buffer.from(received, encoding);
  // A received value of another length cannot match; the comparison still runs over `expected`.
  return timingSafeEqual(expected, bytes.length === expected.length ? bytes : expected.map((b) => b ^ 0xff)) && bytes.length === expected.length;
}

/** The check of one service's signed deliveries with one secret. */
export class SignatureCheck {
  readonly #signature: WebhookSignature;
  readonly #key: Buffer;
  readonly #toleranceMs: number;
  /** Delivery ids taken, with when they may be forgotten (ms): in the order they were taken. */
  readonly #taken = new Map<string, number>();

  /** `option` names where the secret came from, for the error about an unusable one. */
  constructor(signature: WebhookSignature, secret: string, option: string) {
    this.#signature = signature;
    this.#key = signature.scheme === 'standard-webhooks' ? standardKey(secret, option) : Buffer.from(secret, 'utf8');
    this.#toleranceMs = (signature.scheme !== 'hmac-sha256' ? (signature.tolerance ?? DEFAULT_TOLERANCE_S) : 0) * 1000;
  }

  /** The headers that carry the signature (lower case). */
  get headers(): readonly string[] {
    const signature = this.#signature;
    if (signature.scheme === 'hmac-sha256') return [signature.header.toLowerCase()];
    return signature.scheme === 'stripe' ? STRIPE_HEADERS : STANDARD_HEADERS;
  }

  /** What can be checked before the body is read: the headers are there; a timestamp is near `now` (ms). */
  beforeBody(headers: IncomingHttpHeaders, now: number): SignatureRefusal | undefined {
    for (const name of this.headers) if (header(headers, name) === undefined) return { status: 401, error: `${name} header not set.` };
    if (this.#signature.scheme === 'hmac-sha256') return undefined;
    if (this.#signature.scheme === 'stripe') {
      const { timestamp, signatures } = stripeParts(header(headers, 'stripe-signature')!);
      if (timestamp === undefined || signatures.length === 0) return { status: 401, error: 'Stripe-Signature has no t= timestamp or no v1= signature.' };
      return this.#near(timestamp, now, 'the Stripe-Signature timestamp');
    }
    return this.#near(header(headers, 'webhook-timestamp')!, now, 'webhook-timestamp');
  }

  /** A refusal unless `timestamp` is Unix seconds within the tolerance of `now` (ms). */
  #near(timestamp: string, now: number, what: string): SignatureRefusal | undefined {
    if (!/^\d{1,15}$/.test(timestamp)) return { status: 401, error: `${what} is not a Unix time in seconds.` };
    if (Math.abs(now - Number(timestamp) * 1000) > this.#toleranceMs) {
      return { status: 401, error: `${what} is more than ${this.#toleranceMs / 1000} s away from the server's clock.` };
    }
    return undefined;
  }

  /** Whether the delivery's signature is right for these exact body bytes. */
  verify(headers: IncomingHttpHeaders, body: Uint8Array): boolean {
    const signature = this.#signature;
    const hmac = createHmac('sha256', this.#key);
    if (signature.scheme === 'hmac-sha256') {
      const received = header(headers, signature.header.toLowerCase())!;
      const prefix = signature.prefix ?? '';
      if (!received.startsWith(prefix)) return false;
      return same(hmac.update(body).digest(), received.slice(prefix.length), signature.encoding ?? 'hex');
    }
    if (signature.scheme === 'stripe') {
      const { timestamp, signatures } = stripeParts(header(headers, 'stripe-signature')!);
      const expected = hmac.update(`${timestamp}.`).update(body).digest();
      // Several v1 signatures (one per secret while a secret is rolled): one must match.
      let matched = false;
      for (const value of signatures) if (/^[0-9a-fA-F]*$/.test(value) && same(expected, value, 'hex')) matched = true;
      return matched;
    }
    const expected = hmac
      .update(`${header(headers, 'webhook-id')}.${header(headers, 'webhook-timestamp')}.`)
      .update(body)
      .digest();
    // Several signatures, space-separated (one per secret while a secret is rotated): one must match.
    let matched = false;
    for (const entry of header(headers, 'webhook-signature')!.split(' ')) {
      const [version, value] = entry.split(',', 2);
      if (version === 'v1' && value !== undefined && same(expected, value, 'base64')) matched = true;
    }
    return matched;
  }

  /**
   * Takes the delivery's id for its window: false when it was taken already (a delivery sent again).
   * A scheme without ids takes every delivery.
   */
  take(headers: IncomingHttpHeaders, now: number): boolean {
    if (this.#signature.scheme !== 'standard-webhooks') return true;
    const id = header(headers, 'webhook-id')!;
    const taken = this.#taken;
    for (const [old, until] of taken) {
      if (until > now && taken.size < MAX_REMEMBERED_IDS) break;
      taken.delete(old);
    }
    const until = taken.get(id);
    if (until !== undefined && until > now) return false;
    // Remembered as long as a delivery with this id and an accepted timestamp could still arrive.
    taken.set(id, Number(header(headers, 'webhook-timestamp')) * 1000 + this.#toleranceMs);
    return true;
  }

  /** Gives a delivery's id back (its handler failed), so that the service's retry is handled. */
  giveBack(headers: IncomingHttpHeaders): void {
    if (this.#signature.scheme === 'standard-webhooks') this.#taken.delete(header(headers, 'webhook-id')!);
  }
}
