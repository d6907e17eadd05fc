// JSON text read with its integers beyond 2^53 kept exact, as bigint, for routes whose responses
// hold `format: int64` values (`--int64`). Where the platform gives a reviver the source text
// (Node 21+, current browsers) that is used; elsewhere the integer literals of 16 digits or more
// outside strings are read as marked strings first and turned into bigint after. Text with no such
// literal is read by JSON.parse alone. The values parsed this way are remembered, so the route's
// decode (plan.ts `decodeValues` with `whole`) gives every bigint the plan does not name back as a
// number.

const INTEGER = /^-?\d+$/;
/** Values read with at least one bigint in them. */
const withBigInts = new WeakSet<object>();
/** A NUL character starts the marked strings: JSON text carries one only escaped, which the scan then leaves alone. */
const MARK = '\u0000';

let sourceAccess: boolean | undefined;
function hasSourceAccess(): boolean {
  if (sourceAccess === undefined) {
    let seen: unknown;
    JSON.parse('1', (_key, value, context?: { source?: string }) => {
      seen = context?.source;
      return value;
    });
    sourceAccess = seen === '1';
  }
  return sourceAccess;
}

/** `text` parsed, integers beyond 2^53 as bigint. */
export function losslessJson(text: string): unknown {
  if (!/\d{16}/.test(text)) return JSON.parse(text);
  let found = false;
  let value: unknown;
  if (hasSourceAccess()) {
    value = JSON.parse(text, (_key, v, context?: { source?: string }) => {
      if (typeof v !== 'number' || Number.isSafeInteger(v) || !context?.source || !INTEGER.test(context.source)) return v;
      found = true;
      return BigInt(context.source);
    });
  } else if (text.includes('\\u0000')) {
    // The marks could not be told from the text's own: read as JSON.parse reads it.
    return JSON.parse(text);
  } else {
    const marked = text.replace(/"(?:[^"\\]|\\.)*"|(-?\d{16,})(?=\s*[,}\]]|\s*$)/g, (m, digits: string | undefined) =>
      digits === undefined || Number.isSafeInteger(Number(digits)) ? m : `"\\u0000${digits}"`,
    );
    value = JSON.parse(marked, (_key, v) => {
      if (typeof v !== 'string' || v[0] !== MARK || !INTEGER.test(v.slice(1))) return v;
      found = true;
      return BigInt(v.slice(1));
    });
  }
  if (found && value !== null && typeof value === 'object') withBigInts.add(value);
  return value;
}

/** True when `value` was read by losslessJson with a bigint in it. */
export function readWithBigInts(value: unknown): boolean {
  return value !== null && typeof value === 'object' && withBigInts.has(value);
}
