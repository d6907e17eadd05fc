// The one redaction function: every error, cause and log line the package produces passes through
// `redact` before it is built or written. Secrets are the client's credentials and the values of
// sensitive parameters (replaced wherever they appear: raw, URL-encoded, base64 and base64url),
// fields, query parameters and headers with a secret name (replaced by name), and the user part of
// URLs. Hand-written: it is a dozen rules over strings and plain objects.

import { base64 } from './base64.js';
import { BRANDS } from './errors.js';

export const REDACTED = '[REDACTED]';

/** What never to show. Names are compared case-insensitively. */
export interface Secrets {
  /** Secret values (tokens, keys, passwords). Shorter than 4 characters: ignored (they would mangle text). */
  readonly values: readonly string[];
  /** Query parameter and body field names whose values are secret. */
  readonly names: readonly string[];
  /** Header names whose values are secret. */
  readonly headers: readonly string[];
}

/** Names and headers secret in every service. */
export const BASE_SECRETS: Secrets = {
  values: [],
  names: ['access_token', 'client_secret', 'private_key', 'refresh_token', 'secret', 'password', 'token'],
  headers: ['authorization', 'proxy-authorization', 'cookie', 'set-cookie'],
};

/** The union of several sets of secrets. */
export function mergeSecrets(...parts: ReadonlyArray<Partial<Secrets> | undefined>): Secrets {
  const values = new Set<string>();
  const names = new Set<string>();
  const headers = new Set<string>();
  for (const p of parts) {
    for (const v of p?.values ?? []) if (typeof v === 'string' && v.length >= 4) values.add(v);
    for (const n of p?.names ?? []) names.add(n.toLowerCase());
    for (const h of p?.headers ?? []) headers.add(h.toLowerCase());
  }
  return { values: [...values], names: [...names], headers: [...headers] };
}

interface Compiled {
  forms: string[];
  query: RegExp | undefined;
  keys: Set<string>;
}

const compiled = new WeakMap<Secrets, Compiled>();

function compile(secrets: Secrets): Compiled {
  let c = compiled.get(secrets);
  if (c) return c;
  const forms = new Set<string>();
  for (const v of secrets.values) {
    if (v.length < 4) continue;
    const b64 = base64(v);
    for (const f of [v, encodeURIComponent(v), b64, b64.replace(/=+$/, ''), b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')]) forms.add(f);
  }
  const escaped = secrets.names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  c = {
    // Longest first, so that a value containing another is replaced whole.
    forms: [...forms].sort((a, b) => b.length - a.length),
    // `name=value` in a query string, also inside a URL-encoded URL (`%3Fname%3Dvalue`).
    query: escaped.length ? new RegExp(`([?&;#]|^|%3F|%26)(${escaped.join('|')})(=|%3D)[^&#%\\s"'<>]*`, 'gi') : undefined,
    keys: new Set([...secrets.names, ...secrets.headers]),
  };
  compiled.set(secrets, c);
  return c;
}

function text(s: string, c: Compiled): string {
  let out = s;
  for (const f of c.forms) if (out.includes(f)) out = out.split(f).join(REDACTED);
  if (c.query) out = out.replace(c.query, `$1$2$3${REDACTED}`);
  // Credentials in a URL's user part: scheme://user:password@host
  if (out.includes('@')) out = out.replace(/(\b[a-z][a-z\d+.-]*:\/\/)[^/\s@?#]+@/gi, `$1${REDACTED}@`);
  return out;
}

const ERROR_FIELDS = ['code', 'errno', 'syscall', 'input', 'address', 'port', 'hostname', 'host', 'path', 'url'];

function copyError(error: Error, c: Compiled, seen: WeakSet<object>, depth: number): Error {
  const copy = new Error(text(error.message, c));
  copy.name = error.name;
  copy.stack = text(error.stack ?? `${error.name}: ${error.message}`, c);
  const source = error as unknown as Record<string, unknown>;
  const target = copy as unknown as Record<string, unknown>;
  for (const key of ERROR_FIELDS) if (source[key] !== undefined) target[key] = walk(source[key], c, seen, depth + 1);
  if (error.cause !== undefined) copy.cause = walk(error.cause, c, seen, depth + 1);
  return copy;
}

/** How deep values are copied. Deeper, an object is replaced whole, so that nothing in it is shown unredacted (and no stack overflows). */
const MAX_DEPTH = 64;

function walk(value: unknown, c: Compiled, seen: WeakSet<object>, depth: number): unknown {
  if (typeof value === 'string') return text(value, c);
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) return REDACTED;
  if (seen.has(value)) return value;
  seen.add(value);
  // Errors from another realm (node:vm, workers) are errors too.
  if (value instanceof Error || Object.prototype.toString.call(value) === '[object Error]') {
    // The package's own errors are built redacted; other errors (causes) are copied redacted.
    return (value as unknown as Record<symbol, unknown>)[BRANDS] ? value : copyError(value as Error, c, seen, depth);
  }
  if (Array.isArray(value)) return value.map((v) => walk(v, c, seen, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = v !== undefined && v !== null && c.keys.has(key.toLowerCase()) ? REDACTED : walk(v, c, seen, depth + 1);
  }
  return out;
}

/**
 * A copy of `value` with every secret replaced by `[REDACTED]`: strings are searched, plain
 * objects and arrays copied (fields and headers with a secret name replaced), foreign errors
 * copied with their message, stack, cause and details redacted. Other objects are kept as they are.
 * An object nested deeper than MAX_DEPTH is replaced by `[REDACTED]`.
 */
export function redact<T>(value: T, secrets: Secrets): T {
  return walk(value, compile(secrets), new WeakSet(), 0) as T;
}
