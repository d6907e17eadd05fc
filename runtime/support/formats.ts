// `specforge/runtime/formats`: what generated validators import (string formats, deep equality).
export { fullFormats } from 'ajv-formats/dist/formats.js';
import equal from 'fast-deep-equal';
export const deepEqual: (a: unknown, b: unknown) => boolean = equal;
