// What the generator says about a document: `file:line:col severity rule message`. Errors stop
// generation; warnings are printed and generation goes on with a safe default (errors with --strict).

export type RuleName =
  | 'file'
  | 'yaml'
  | 'json'
  | 'openapi'
  | 'ref'
  | 'path-params'
  | 'unique-method'
  | 'names'
  | 'enum'
  | 'extension'
  | 'schema'
  | 'unsupported'
  | 'overlay'
  | 'config';

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  file: string;
  line: number;
  col: number;
  severity: Severity;
  rule: RuleName;
  message: string;
}

export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.col} ${d.severity === 'warning' ? 'warning ' : ''}${d.rule} ${d.message}`;
}

export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.message.localeCompare(b.message));
}

/** Thrown when any document has errors; nothing is written. Carries the warnings too. */
export class SpecError extends Error {
  override name = 'SpecError';
  readonly diagnostics: Diagnostic[];
  constructor(diagnostics: readonly Diagnostic[]) {
    const sorted = sortDiagnostics(diagnostics);
    super(sorted.map(formatDiagnostic).join('\n'));
    this.diagnostics = sorted;
  }
  get errors(): Diagnostic[] {
    return this.diagnostics.filter((d) => d.severity === 'error');
  }
}

/** Collects diagnostics; `strict` turns every warning into an error. */
export class DiagnosticSink {
  readonly list: Diagnostic[] = [];
  constructor(readonly strict = false) {}
  add(d: Diagnostic): void {
    this.list.push(this.strict && d.severity === 'warning' ? { ...d, severity: 'error' } : d);
  }
  addAll(ds: readonly Diagnostic[]): void {
    for (const d of ds) this.add(d);
  }
  get hasErrors(): boolean {
    return this.list.some((d) => d.severity === 'error');
  }
  get warnings(): Diagnostic[] {
    return sortDiagnostics(this.list.filter((d) => d.severity === 'warning'));
  }
}
