// What normalising a schema needs from outside it (model/schema.ts, and the readings of writing
// mistakes in model/schema-mistakes.ts): the document, a place for warnings, and the closed parts
// the document also composes into larger objects.

import type { JsonObject } from '../openapi/json.js';
import type { OpenParts } from './open-parts.js';

/** Where a keyword stands, relative to the schema being normalised. */
export type At = readonly (string | number)[];

export interface NormaliseContext {
  /** The whole document, to inline references that do not point at a component schema. */
  doc: JsonObject;
  /** Reports a problem met while normalising (a cut cycle, an unresolved reference, a keyword left out) at `at`, relative to the schema. */
  warn(message: string, at?: At): void;
  /** Closed objects the document also uses as parts of larger ones (model/open-parts.ts): left open. */
  open?: OpenParts;
  /** The component name a reference deep into a component stands for, made a component of its own (model/context.ts); undefined: inline it. */
  promote?: (ref: string) => string | undefined;
}
