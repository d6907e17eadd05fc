// Finds where a JSON Pointer's value sits in JSON text without building a tree: a scan that skips
// every value off the pointer's path, remembering the members of each object and array it went
// through. Used for diagnostics in large JSON documents, where keeping a YAML CST of the whole
// file would cost seconds and gigabytes. Hand-written: no JSON parser reports positions for a
// path, and this is about a hundred lines.

import type { Pointer } from '../openapi/pointer.js';

const WS = new Set([0x20, 0x0a, 0x0d, 0x09]);
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

function skipWs(bytes: Uint8Array, i: number): number {
  while (i < bytes.length && WS.has(bytes[i]!)) i++;
  return i;
}

/** End of the string starting at `i` (a `"`), and its decoded content. */
function readString(bytes: Buffer, i: number): [number, string] {
  let j = i + 1;
  let escaped = false;
  while (j < bytes.length) {
    const c = bytes[j]!;
    if (escaped) escaped = false;
    else if (c === BACKSLASH) escaped = true;
    else if (c === QUOTE) break;
    j++;
  }
  let value = bytes.toString('utf8', i + 1, j);
  if (value.includes('\\')) {
    try {
      value = JSON.parse(bytes.toString('utf8', i, j + 1)) as string;
    } catch {
      // keep the raw content
    }
  }
  return [j + 1, value];
}

/** Index just after the string starting at `i` (a `"`). */
function skipString(bytes: Uint8Array, i: number): number {
  let j = i + 1;
  while (j < bytes.length) {
    const c = bytes[j]!;
    if (c === BACKSLASH) j += 2;
    else if (c === QUOTE) return j + 1;
    else j++;
  }
  return j;
}

/** Index just after the value starting at `i`. */
function skipValue(bytes: Uint8Array, i: number): number {
  const c = bytes[i];
  if (c === QUOTE) return skipString(bytes, i);
  if (c !== OPEN_OBJECT && c !== OPEN_ARRAY) {
    let j = i;
    while (j < bytes.length) {
      const b = bytes[j]!;
      if (b === COMMA || b === CLOSE_OBJECT || b === CLOSE_ARRAY || WS.has(b)) break;
      j++;
    }
    return j;
  }
  let depth = 0;
  let j = i;
  while (j < bytes.length) {
    const b = bytes[j]!;
    if (b === QUOTE) {
      j = skipString(bytes, j);
      continue;
    }
    if (b === OPEN_OBJECT || b === OPEN_ARRAY) depth++;
    else if (b === CLOSE_OBJECT || b === CLOSE_ARRAY) {
      depth--;
      if (depth === 0) return j + 1;
    }
    j++;
  }
  return j;
}

/** Bytes per block of the character index (characterAt). */
const BLOCK = 4096;

/** How many UTF-16 characters the UTF-8 bytes from `start` to `end` encode (a four-byte sequence is two). */
function utf16Units(bytes: Uint8Array, start: number, end: number): number {
  let units = 0;
  for (let i = start; i < end; i++) {
    const b = bytes[i]!;
    if ((b & 0xc0) !== 0x80) units += b >= 0xf0 ? 2 : 1;
  }
  return units;
}

/** Where the members of one object or array sit: each key's (or item's) own offset and its value's. */
interface Members {
  keys: Map<string, { keyAt: number; valueAt: number }>;
  items: number[];
}

/** Offset and line/column lookups in one JSON text. */
export interface JsonPositions {
  /** Byte offset of the value at `pointer` (or of the deepest existing step's key, or item). */
  offset(pointer: Pointer): number;
  /** 1-based line and column (in characters) of a byte offset. */
  lineCol(offset: number): { line: number; col: number };
}

/**
 * The positions of `text`, found by scanning and remembered: an object's or array's members are
 * scanned once, when a pointer first goes through it, so a document with thousands of diagnostics
 * is scanned about once (not once per diagnostic: loket.nl, 6 MB and 600 warnings, took 17 s).
 * The text is kept as UTF-8 bytes outside the JavaScript heap: V8 holds a text with any character
 * past Latin-1 as two bytes a character, and Microsoft Graph's 20 MB description took 40 MB of
 * heap for as long as its diagnostics might need a position. Offsets are byte offsets; columns
 * count characters.
 */
export function jsonPositions(text: string): JsonPositions {
  const bytes = Buffer.from(text, 'utf8');
  const containers = new Map<number, Members>();
  let lineStarts: number[] | undefined;
  // How many UTF-16 characters come before each block of BLOCK bytes: a column is then counted in
  // at most one block, even on a line of megabytes (a description written on one line).
  let unitsBefore: number[] | undefined;
  const characterAt = (offset: number): number => {
    if (!unitsBefore) {
      unitsBefore = [0];
      for (let start = 0; start + BLOCK <= bytes.length; start += BLOCK)
        unitsBefore.push(unitsBefore[unitsBefore.length - 1]! + utf16Units(bytes, start, start + BLOCK));
    }
    const block = Math.floor(offset / BLOCK);
    return unitsBefore[block]! + utf16Units(bytes, block * BLOCK, offset);
  };

  const membersAt = (start: number): Members => {
    let members = containers.get(start);
    if (members) return members;
    members = { keys: new Map(), items: [] };
    let i = skipWs(bytes, start + 1);
    if (bytes[start] === OPEN_OBJECT) {
      while (i < bytes.length && bytes[i] === QUOTE) {
        const keyAt = i;
        const [afterKey, key] = readString(bytes, i);
        i = skipWs(bytes, afterKey);
        if (bytes[i] === COLON) i = skipWs(bytes, i + 1);
        // The first of repeated keys, as a scan from the start finds it.
        if (!members.keys.has(key)) members.keys.set(key, { keyAt, valueAt: i });
        i = skipWs(bytes, skipValue(bytes, i));
        if (bytes[i] === COMMA) i = skipWs(bytes, i + 1);
      }
    } else {
      while (i < bytes.length && bytes[i] !== CLOSE_ARRAY) {
        members.items.push(i);
        i = skipWs(bytes, skipValue(bytes, i));
        if (bytes[i] === COMMA) i = skipWs(bytes, i + 1);
        else break;
      }
    }
    containers.set(start, members);
    return members;
  };

  return {
    offset(pointer) {
      let i = skipWs(bytes, 0);
      let best = i;
      for (const segment of pointer) {
        const c = bytes[i];
        if (c === OPEN_OBJECT) {
          const member = membersAt(i).keys.get(String(segment));
          if (!member) return best;
          best = member.keyAt;
          i = member.valueAt;
        } else if (c === OPEN_ARRAY) {
          const at = membersAt(i).items[Number(segment)];
          if (at === undefined) return best;
          best = i = at;
        } else return best;
      }
      return best;
    },
    lineCol(offset) {
      if (!lineStarts) {
        lineStarts = [0];
        for (let i = bytes.indexOf(0x0a); i >= 0; i = bytes.indexOf(0x0a, i + 1)) lineStarts.push(i + 1);
      }
      // The last line starting at or before `offset`.
      let lo = 0;
      let hi = lineStarts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (lineStarts[mid]! <= offset) lo = mid;
        else hi = mid - 1;
      }
      return { line: lo + 1, col: characterAt(offset) - characterAt(lineStarts[lo]!) + 1 };
    },
  };
}

/** 1-based line and column of a character offset in `text` (a JSON parser's "at position N"). */
export function lineColAt(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, col: offset - lineStart + 1 };
}
