// `specforge/runtime/formats`: what generated validators call besides their own code: the string
// formats (date-time, uri, ...) from ajv-formats, deep equality, and a string's length in code
// points. Generated validators import them from here rather than from ajv-formats directly so that
// a bundle which uses no format drops ajv-formats entirely.

export { fullFormats } from 'ajv-formats/dist/formats.js';
import equal from 'fast-deep-equal';
/** Deep equality for `const`, `enum` and `uniqueItems` checks. */
export const deepEqual: (a: unknown, b: unknown) => boolean = equal;

/**
 * A string's length in Unicode code points (a surrogate pair counts once), as JSON Schema's
 * `minLength`/`maxLength` count it; the same loop as ajv's own runtime helper, which is CommonJS
 * and would otherwise be bundled into every validator module.
 */
export function ucs2length(str: string): number {
  let length = 0;
  for (let pos = 0; pos < str.length; length++) {
    const high = str.charCodeAt(pos++);
    if (high >= 0xd800 && high <= 0xdbff && pos < str.length && (str.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
  }
  return length;
}
