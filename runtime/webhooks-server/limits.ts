// The server's limits and timeouts: defaults, the checks that turn a wrong value into a
// ConfigurationError at construction rather than a surprise under load, and how often a timeout
// is checked by the sweeps that enforce it.

import { ConfigurationError } from '../errors.js';

/** Largest accepted body: larger deliveries get 413. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
/** Deepest accepted JSON nesting: deeper bodies get 400 before they are parsed. */
export const DEFAULT_MAX_JSON_DEPTH = 400;
/** The request line and headers must arrive within this time of the connection or the previous request (408). */
export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
/** The body must arrive within this time of the headers (408). */
export const DEFAULT_BODY_TIMEOUT_MS = 15_000;
/**
 * A connection that has had an answer and has nothing in progress is closed once nothing has
 * moved on it for this long (node:http's own keep-alive default).
 */
export const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** close() answers what it can within this time, then ends every connection. */
export const DEFAULT_DRAIN_TIMEOUT_MS = 5_000;
/**
 * After a refusal with a body still arriving, the rest is read and discarded up to this many
 * bytes, or this long, before the connection is closed: closing with unread data resets the
 * connection, and a reset can make the sender lose the answer it has not read yet.
 */
export const REFUSAL_DRAIN_BYTES = 1024 * 1024;
export const REFUSAL_DRAIN_MS = 1_000;

/** How often a timeout is checked: a quarter of it, between 10 ms and 1 s. */
export function checkEvery(timeoutMs: number): number {
  return Math.max(10, Math.min(1000, Math.floor(timeoutMs / 4)));
}

export interface Limits {
  maxBodyBytes: number;
  maxJsonDepth: number;
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  keepAliveTimeoutMs: number;
  drainTimeoutMs: number;
}

function positiveInteger(option: keyof Limits, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
    throw new ConfigurationError(option, 'a positive integer', value);
  }
  return value;
}

export function resolveLimits(options: Partial<Limits>): Limits {
  return {
    maxBodyBytes: positiveInteger('maxBodyBytes', options.maxBodyBytes, DEFAULT_MAX_BODY_BYTES),
    maxJsonDepth: positiveInteger('maxJsonDepth', options.maxJsonDepth, DEFAULT_MAX_JSON_DEPTH),
    headersTimeoutMs: positiveInteger('headersTimeoutMs', options.headersTimeoutMs, DEFAULT_HEADERS_TIMEOUT_MS),
    bodyTimeoutMs: positiveInteger('bodyTimeoutMs', options.bodyTimeoutMs, DEFAULT_BODY_TIMEOUT_MS),
    keepAliveTimeoutMs: positiveInteger('keepAliveTimeoutMs', options.keepAliveTimeoutMs, DEFAULT_KEEP_ALIVE_TIMEOUT_MS),
    drainTimeoutMs: positiveInteger('drainTimeoutMs', options.drainTimeoutMs, DEFAULT_DRAIN_TIMEOUT_MS),
  };
}
