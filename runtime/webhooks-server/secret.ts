// The webhook secret: where it comes from (the option, else WEBHOOK_SECRET), the checks that keep
// a secret that could never match from being accepted, and the constant-time comparison with the
// value a delivery carries in the service's secret header (sent verbatim, without an HMAC).
// The comparison is hand-written over crypto.timingSafeEqual (see SecretCheck).

import { timingSafeEqual } from 'node:crypto';
import { ConfigurationError } from '../errors.js';

/**
 * What a secret may hold. The service takes ASCII secrets only, header values arrive with their
 * surrounding whitespace trimmed, and control characters cannot travel in a header: visible ASCII
 * characters, with spaces or tabs only between them.
 */
const USABLE = /^[\x21-\x7e](?:[\x20-\x7e\t]*[\x21-\x7e])?$/;

/** What is wrong with an unusable secret, in words that never repeat the secret itself. */
function problem(secret: string): string {
  if (/[^\x00-\x7f]/.test(secret)) return 'a value with a non-ASCII character (the service accepts ASCII secrets only)';
  if (/[\r\n]$/.test(secret)) return 'a value that ends with a line break (read from a file? strip the trailing newline)';
  if (/^\s|\s$/.test(secret)) return 'a value with surrounding whitespace (header values arrive trimmed, so it could never match)';
  return 'a value with a control character (it cannot travel in a header)';
}

const EXPECTED = 'visible ASCII characters, without surrounding whitespace, so that a delivery can match it';

/**
 * The configured secret: the `webhookSecret` option, else the WEBHOOK_SECRET environment variable;
 * undefined when neither is set. Throws ConfigurationError, naming the option and the problem but
 * never the secret, for an empty secret or, for one `sentInHeader` (not a signing key), one that no
 * delivery could ever match.
 */
export function resolveSecret(option: string | undefined, sentInHeader = true): string | undefined {
  const fromOption = option !== undefined;
  const name = fromOption ? 'webhookSecret' : 'WEBHOOK_SECRET';
  const value = fromOption ? option : typeof process !== 'undefined' ? process.env.WEBHOOK_SECRET : undefined;
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new ConfigurationError(name, 'a string', typeof value);
  if (value === '') {
    const how = fromOption ? 'leave the option out' : 'unset the variable';
    throw new ConfigurationError(name, `a non-empty secret (to run without a secret, ${how}: the endpoints are then open to everyone)`, 'an empty value');
  }
  if (sentInHeader && !USABLE.test(value)) throw new ConfigurationError(name, EXPECTED, `[hidden] ${problem(value)}`);
  return value;
}

/**
 * Compares received secrets with the configured one in constant time, without hashing (a hash per
 * delivery cost more than the rest of the check): the configured secret's bytes sit, zero-padded,
 * in a buffer of a fixed size (64 bytes, or the secret's length if longer); a received value is
 * copied into a zeroed buffer of the same size and the two are compared whole with
 * crypto.timingSafeEqual, lengths compared too. The time taken depends on the lengths of the
 * received values only, never on the configured secret's content or length. Header values arrive decoded
 * as latin1, so they are compared as the bytes that arrived.
 */
export class SecretCheck {
  readonly #expected: Buffer;
  readonly #length: number;
  /** Reused for each received value (comparisons run synchronously, one at a time). */
  readonly #received: Buffer;
  /** How many leading bytes of #received the last value wrote: zeros follow them. */
  #written = 0;

  constructor(secret: string) {
    const bytes = Buffer.from(secret, 'latin1');
    const size = Math.max(64, bytes.length);
    this.#expected = Buffer.alloc(size);
    bytes.copy(this.#expected);
    this.#length = bytes.length;
    this.#received = Buffer.alloc(size);
  }

  matches(received: string): boolean {
    const scratch = this.#received;
    // The received bytes, then zeros to the end: the bytes past them are zeroed only where the
    // previous value wrote (a value as long as the last one, the usual case, needs no zeroing).
    const written = received.length <= scratch.length ? scratch.write(received, 0, 'latin1') : 0;
    if (written < this.#written) scratch.fill(0, written, this.#written);
    this.#written = written;
    const same = timingSafeEqual(this.#expected, scratch);
    return same && received.length === this.#length;
  }
}
