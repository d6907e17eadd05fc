// Parses a delivery's body as JSON with a cap on nesting depth. JSON.parse itself copes with deep
// input, but a megabyte of `[` costs it half a second and the result is a structure that
// recursive code (validators, JSON.stringify, the handler) may overflow on; so the depth is
// measured on the raw bytes first, which costs a fraction of the parse. A document with fewer
// than 2 × (maxDepth + 1) bytes cannot nest deeper than maxDepth and valid JSON (each level
// needs an opening and a closing bracket), so small bodies skip the scan.

export type JsonBody = { ok: true; value: unknown } | { ok: false; error: string };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/** True when brackets outside strings nest deeper than `maxDepth`. */
export function nestsDeeperThan(bytes: Uint8Array, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0, n = bytes.length; i < n; i++) {
    const c = bytes[i];
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > maxDepth) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return false;
}

/** Longest parser message repeated in an answer (V8's include an excerpt of the input). */
const MAX_MESSAGE = 160;

export function parseJsonBody(bytes: Buffer, maxDepth: number): JsonBody {
  if (bytes.length >= 2 * (maxDepth + 1) && nestsDeeperThan(bytes, maxDepth)) {
    return { ok: false, error: `Invalid JSON body: nested deeper than ${maxDepth} levels.` };
  }
  try {
    return { ok: true, value: JSON.parse(bytes.toString('utf8')) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: `Invalid JSON body: ${message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message}` };
  }
}
