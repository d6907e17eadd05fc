// `specforge diff OLD NEW`: what changed between two documents for the callers of the client
// generated from them (../diff/), in one of five formats. Exit codes: 0 no change reaches
// --fail-on, 1 one does, 2 bad usage or a document that cannot be read (its problems at their
// file:line:col).

import { relative, resolve } from 'node:path';
import type { DiffResult } from '../diff/compare.js';
import { FORMATS, type FormatName } from '../diff/formats/index.js';
import { diffDocuments } from '../diff/load.js';
import { FAIL_ON, type FailOn, failsOn } from '../diff/fail-on.js';
import { serviceNameOf } from '../model/naming.js';
import { formatDiagnostic, SpecError } from '../openapi/diagnostics.js';
import type { Io } from './io.js';
import { parseCommand } from './parse-command.js';

const DIFF_USAGE = `usage: specforge diff OLD NEW [--overlay FILE]... [--format text|markdown|json|github|sarif] [--fail-on breaking|warning|none]
  What changed between two OpenAPI documents (3.0, 3.1 or Swagger 2.0; YAML or JSON) for the callers
  of the client generated from them, and the version bump that means.
    --overlay FILE  an Overlay applied to both documents (repeatable, in order)
    --old-overlay FILE, --new-overlay FILE
                    an Overlay applied to one of them only
    --format        text (default), markdown (a pull-request comment), json (one object),
                    github (workflow annotations), sarif (code scanning)
    --fail-on       exit 1 when a change of this level or worse is found (default: breaking)
  Exit codes: 0 nothing reaches --fail-on, 1 something does, 2 bad usage or an unreadable document.`;

export async function diffCommand(argv: string[], io: Io): Promise<number> {
  const parsed = parseCommand(
    'diff',
    argv,
    {
      overlay: { type: 'string', multiple: true },
      'old-overlay': { type: 'string', multiple: true },
      'new-overlay': { type: 'string', multiple: true },
      format: { type: 'string', default: 'text' },
      'fail-on': { type: 'string', default: 'breaking' },
    },
    DIFF_USAGE,
    io,
  );
  if (typeof parsed === 'number') return parsed;
  const v = parsed.values;
  const problem =
    parsed.positionals.length !== 2
      ? `needs two documents, OLD and NEW; got ${parsed.positionals.length}`
      : !(v.format! in FORMATS)
        ? `--format must be one of ${Object.keys(FORMATS).join(', ')}; got "${v.format}"`
        : !(FAIL_ON as readonly string[]).includes(v['fail-on']!)
          ? `--fail-on must be one of ${FAIL_ON.join(', ')}; got "${v['fail-on']}"`
          : undefined;
  if (problem) return parsed.usage(problem);
  const [oldPath, newPath] = parsed.positionals as [string, string];
  const overlay = (f: string) => ({ path: resolve(f), shown: shown(f) });
  const both = (v.overlay ?? []).map(overlay);
  const name = serviceNameOf(newPath);
  let result: DiffResult;
  try {
    result = await diffDocuments(
      { path: resolve(oldPath), shown: shown(oldPath), overlays: [...both, ...(v['old-overlay'] ?? []).map(overlay)] },
      { path: resolve(newPath), shown: shown(newPath), overlays: [...both, ...(v['new-overlay'] ?? []).map(overlay)] },
      name,
    );
  } catch (error) {
    if (!(error instanceof SpecError)) throw error;
    for (const d of error.errors) io.err(formatDiagnostic(d));
    io.err(`specforge diff: ${error.errors.length} problem(s); nothing was compared.`);
    return 2;
  }
  io.out(FORMATS[v.format as FormatName](result));
  return failsOn(result.changes, v['fail-on'] as FailOn) ? 1 : 0;
}

function shown(path: string): string {
  return relative(process.cwd(), resolve(path)).split('\\').join('/') || path;
}
