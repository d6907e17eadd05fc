// Finds where a JSON Pointer's value sits in JSON text without building a tree: a scan that skips
// every value off the pointer's path, remembering the members of each object and array it went
// through. Used for diagnostics in large JSON documents, where keeping a YAML CST of the whole
// file would cost seconds and gigabytes. Hand-written: no JSON parser reports positions for a
// path, and this is about a hundred lines.

import type { Pointer } from '../openapi/pointer.js';

const WS = new Set([0x20, 0x0a, 0x0d, 0x09]);

function skipWs(text: string, i: number): number {
  while (i < text.length && WS.has(text.charCodeAt(i))) i++;
  return i;
}

/** End of the string starting at `i` (a `"`), and its decoded content. */
function readString(text: string, i: number): [number, string] {
  let j = i + 1;
  let escaped = false;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (escaped) escaped = false;
    else if (c === 0x5c) escaped = true;
    else if (c === 0x22) break;
    j++;
  }
  const raw = text.slice(i, j + 1);
  let value = raw.slice(1, -1);
  if (raw.includes('\\')) {
    try {
      value = JSON.parse(raw) as string;
    } catch {
      // keep the raw content
    }
  }
  return [j + 1, value];
}

/** Index just after the value starting at `i`. */
function skipValue(text: string, i: number): number {
  const c = text[i];
  if (c === '"') return readString(text, i)[0];
  if (c !== '{' && c !== '[') {
    let j = i;
    while (j < text.length && !',}]'.includes(text[j]!) && !WS.has(text.charCodeAt(j))) j++;
    return j;
  }
  let depth = 0;
  let j = i;
  while (j < text.length) {
    const ch = text[j]!;
    if (ch === '"') {
      j = readString(text, j)[0];
      continue;
    }
    if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') {
      depth--;
      if (depth === 0) return j + 1;
    }
    j++;
  }
  return j;
}

/** Where the members of one object or array sit: each key's (or item's) own offset and its value's. */
interface Members {
  keys: Map<string, { keyAt: number; valueAt: number }>;
  items: number[];
}

/** Offset and line/column lookups in one JSON text. */
export interface JsonPositions {
  /** Offset of the value at `pointer` (or of the deepest existing step's key, or item). */
  offset(pointer: Pointer): number;
  /** 1-based line and column of `offset`. */
  lineCol(offset: number): { line: number; col: number };
}

/**
 * The positions of `text`, found by scanning and remembered: an object's or array's members are
 * scanned once, when a pointer first goes through it, so a document with thousands of diagnostics
 * is scanned about once (not once per diagnostic: loket.nl, 6 MB and 600 warnings, took 17 s).
 */
export function jsonPositions(text: string): JsonPositions {
  const containers = new Map<number, Members>();
  let lineStarts: number[] | undefined;

  const membersAt = (start: number): Members => {
    let members = containers.get(start);
    if (members) return members;
    members = { keys: new Map(), items: [] };
    let i = skipWs(text, start + 1);
    if (text[start] === '{') {
      while (i < text.length && text[i] === '"') {
        const keyAt = i;
        const [afterKey, key] = readString(text, i);
        i = skipWs(text, afterKey);
        if (text[i] === ':') i = skipWs(text, i + 1);
        // The first of repeated keys, as a scan from the start finds it.
        if (!members.keys.has(key)) members.keys.set(key, { keyAt, valueAt: i });
        i = skipWs(text, skipValue(text, i));
        if (text[i] === ',') i = skipWs(text, i + 1);
      }
    } else {
      while (i < text.length && text[i] !== ']') {
        members.items.push(i);
        i = skipWs(text, skipValue(text, i));
        if (text[i] === ',') i = skipWs(text, i + 1);
        else break;
      }
    }
    containers.set(start, members);
    return members;
  };

  return {
    offset(pointer) {
      let i = skipWs(text, 0);
      let best = i;
      for (const segment of pointer) {
        const c = text[i];
        if (c === '{') {
          const member = membersAt(i).keys.get(String(segment));
          if (!member) return best;
          best = member.keyAt;
          i = member.valueAt;
        } else if (c === '[') {
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
        for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
      }
      // The last line starting at or before `offset`.
      let lo = 0;
      let hi = lineStarts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (lineStarts[mid]! <= offset) lo = mid;
        else hi = mid - 1;
      }
      return { line: lo + 1, col: offset - lineStarts[lo]! + 1 };
    },
  };
}
