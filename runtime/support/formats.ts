// `specforge/runtime/formats`: the string formats generated validators check (date-time, uri, ...),
// from ajv-formats, and deep equality. Generated validators import them from here rather than from ajv-formats
// directly so that a bundle which uses no format drops ajv-formats entirely.

export { fullFormats } from 'ajv-formats/dist/formats.js';
import equal from 'fast-deep-equal';
/** Deep equality for `const`, `enum` and `uniqueItems` checks. */
export const deepEqual: (a: unknown, b: unknown) => boolean = equal;
