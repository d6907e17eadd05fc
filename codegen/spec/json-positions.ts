// Finds where a JSON Pointer's value sits in JSON text without building a tree: a scan that skips
// every value off the pointer's path. Used for diagnostics in large JSON documents, where keeping
// a YAML CST of the whole file would cost seconds and gigabytes. Hand-written: no JSON parser
// reports positions for a path, and this is about eighty lines.

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

/** Offset of the value at `pointer` (or of the deepest existing step's key). */
export function jsonOffset(text: string, pointer: Pointer): number {
  let i = skipWs(text, 0);
  let best = i;
  for (const segment of pointer) {
    const c = text[i];
    if (c === '{') {
      i = skipWs(text, i + 1);
      let found = false;
      while (i < text.length && text[i] === '"') {
        const keyAt = i;
        const [afterKey, key] = readString(text, i);
        i = skipWs(text, afterKey);
        if (text[i] === ':') i = skipWs(text, i + 1);
        if (key === String(segment)) {
          best = keyAt;
          found = true;
          break;
        }
        i = skipWs(text, skipValue(text, i));
        if (text[i] === ',') i = skipWs(text, i + 1);
      }
      if (!found) return best;
    } else if (c === '[') {
      i = skipWs(text, i + 1);
      const index = Number(segment);
      let n = 0;
      while (i < text.length && text[i] !== ']' && n < index) {
        i = skipWs(text, skipValue(text, i));
        if (text[i] === ',') i = skipWs(text, i + 1);
        n++;
      }
      if (n !== index || text[i] === ']') return best;
      best = i;
    } else return best;
  }
  return best;
}

/** 1-based line and column of `offset`. */
export function lineCol(text: string, offset: number): { line: number; col: number } {
  let line = 1;
  let last = -1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    last = i;
  }
  return { line, col: offset - last };
}
