// Transitional: today's generated validators import `../../runtime/formats.js`; generated code moves to `specforge/runtime/formats`.
export { fullFormats } from './support/formats.js';
