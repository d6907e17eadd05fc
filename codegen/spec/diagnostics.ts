// A problem found in a spec, reported as `file:line:col rule message`, and the error that carries
// every problem found in one generate run.

export type RuleName = 'yaml' | 'openapi' | 'ref' | 'path-params' | 'unique-method' | 'enum' | 'extension';

export interface Diagnostic {
  file: string;
  line: number;
  col: number;
  rule: RuleName;
  message: string;
}

export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.col} ${d.rule} ${d.message}`;
}

export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return [...list].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.message.localeCompare(b.message));
}

/** Thrown by the generator when any spec has problems; nothing is written. */
export class SpecError extends Error {
  override name = 'SpecError';
  readonly diagnostics: Diagnostic[];
  constructor(diagnostics: Diagnostic[]) {
    const sorted = sortDiagnostics(diagnostics);
    super(sorted.map(formatDiagnostic).join('\n'));
    this.diagnostics = sorted;
  }
}
