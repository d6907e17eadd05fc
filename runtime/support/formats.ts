// `specforge/runtime/formats`: the string formats generated validators check (date-time, uri, ...),
// from ajv-formats. Generated validators import them from here rather than from ajv-formats
// directly so that a bundle which uses no format drops ajv-formats entirely.

export { fullFormats } from 'ajv-formats/dist/formats.js';
