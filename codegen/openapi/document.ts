// A loaded document: its data, its OpenAPI version, and where each of its nodes is in the source
// file, so every later step can point a diagnostic at file:line:col.

import type { Diagnostic, RuleName, Severity } from './diagnostics.js';
import type { Pointer } from './pointer.js';

export type OpenApiVersion = '3.0' | '3.1';

export interface SpecDocument {
  /** Path as shown in messages: `specs/hosting.yaml`. */
  file: string;
  /** Identifier-safe service name (from the file name or `--name`): `hosting`, `petStore`. */
  name: string;
  /** The client class's name when the user chose it (`--client-name`). */
  clientName?: string;
  /** The value conversions asked for (`--dates`, `--int64`). */
  transforms?: { dates?: boolean; int64?: 'bigint' | 'string' };
  /** The parsed document, with external references bundled in. */
  data: Record<string, any>;
  version: OpenApiVersion;
  /** Absolute paths of the files it was made from (./spec/load.ts sourcesOf), for stamps and watchers. */
  sources?: readonly string[];
  /**
   * line:col of the node at `pointer`, or of its nearest existing ancestor; with `file` when the node
   * comes from another file than the document (an overlay's update).
   */
  locate(pointer: Pointer): { line: number; col: number; file?: string };
}

export function diagnosticAt(
  doc: Pick<SpecDocument, 'file' | 'locate'>,
  pointer: Pointer,
  rule: RuleName,
  message: string,
  severity: Severity = 'error',
): Diagnostic {
  return { file: doc.file, ...doc.locate(pointer), severity, rule, message };
}

/**
 * Lets go of a document once nothing can be said of it any more, after its model is built (the
 * emitters read only the model): what `doc.locate` holds (the document's text, as bytes: Microsoft
 * Graph's beta description's 47 MB) and the parsed document (what the model does not hold of it:
 * about 45 MB of Graph beta's heap, otherwise held beside everything the emitters make). A
 * position or a part of the document asked for after that is a mistake, and says so.
 */
export function forgetDocument(doc: SpecDocument): void {
  const gone = (what: string) => () => {
    throw new Error(`${doc.file}: its ${what} were let go once its model was built`);
  };
  doc.locate = gone('positions');
  const parsed = gone('contents');
  doc.data = new Proxy({}, { get: parsed, has: parsed, ownKeys: parsed, getOwnPropertyDescriptor: parsed });
}
