// String formats as the generated validators check them (ajv-formats' full formats, which the
// validators are compiled with): for choosing examples that pass, and for telling when a
// document's own values contradict the format it gives.

import { fullFormats } from 'ajv-formats/dist/formats.js';

type FormatCheck = RegExp | ((value: string) => boolean);
type FormatDefinition = FormatCheck | { type?: string; validate: FormatCheck } | true;
const FULL_FORMATS = fullFormats as unknown as Record<string, FormatDefinition | undefined>;

/** Whether `value` is of string format `format` as the generated validators check it (ajv-formats' full formats; unknown formats hold). */
export function formatHolds(format: string, value: string): boolean {
  const f = FULL_FORMATS[format];
  if (f === undefined || f === true) return true;
  if (f instanceof RegExp) return f.test(value);
  if (typeof f === 'function') return f(value);
  if (f.type !== undefined && f.type !== 'string') return true;
  return f.validate instanceof RegExp ? f.validate.test(value) : f.validate(value);
}

/** Whether the number `value` is of format `format` as the generated validators check it (int32, int64: integers in range; others hold). */
export function numberFormatHolds(format: string, value: number): boolean {
  const f = FULL_FORMATS[format];
  if (f === undefined || f === true || f instanceof RegExp || typeof f === 'function' || f.type !== 'number') return true;
  return f.validate instanceof RegExp ? true : f.validate(value as unknown as string);
}

/** Whether the validators check `format` (others are annotations). */
export function knownFormat(format: string): boolean {
  return FULL_FORMATS[format] !== undefined;
}
