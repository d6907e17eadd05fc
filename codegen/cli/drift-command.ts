// `specforge drift SPEC --violations FILE [--overlay FILE]... [--out FILE]`: the violations a
// webhook server collected (`JSON.stringify(server.drift)`) turned into an OpenAPI Overlay that
// would make SPEC (with its overlays) accept what was received (codegen/drift/drift-overlay.ts),
// written as YAML to FILE or printed; what could not be turned into an action is listed on stderr.

import { readFile, writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { stringify } from 'yaml';
import type { ObservedViolation } from '../../runtime/webhooks-server/violations.js';
import { driftOverlay } from '../drift/drift-overlay.js';
import { formatDiagnostic } from '../openapi/diagnostics.js';
import { loadDocument } from '../spec/load.js';
import type { Io } from './io.js';

const USE = 'usage: specforge drift SPEC --violations FILE [--overlay FILE]... [--out FILE]';

function isViolation(v: unknown): v is ObservedViolation {
  return v !== null && typeof v === 'object' && typeof (v as ObservedViolation).path === 'string' && typeof (v as ObservedViolation).expected === 'string';
}

export async function driftCommand(args: string[], io: Io): Promise<number> {
  let spec: string | undefined;
  let violationsFile: string | undefined;
  let out: string | undefined;
  const overlays: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const value = () => {
      const v = args[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--violations') violationsFile = value();
    else if (a === '--overlay') overlays.push(value());
    else if (a === '--out') out = value();
    else if (a.startsWith('-') || spec !== undefined) {
      io.err(`specforge drift: unknown argument "${a}"\n${USE}`);
      return 2;
    } else spec = a;
  }
  if (spec === undefined || violationsFile === undefined) {
    io.err(`specforge drift: ${spec === undefined ? 'no SPEC' : 'no --violations FILE'}\n${USE}`);
    return 2;
  }
  const shown = (p: string) => relative(process.cwd(), resolve(p)) || p;
  const loaded = await loadDocument(
    resolve(spec),
    shown(spec),
    'drift',
    overlays.map((o) => ({ path: resolve(o), shown: shown(o) })),
  );
  const errors = loaded.diagnostics.filter((d) => d.severity === 'error');
  if (!loaded.doc || errors.length > 0) {
    for (const d of errors) io.err(formatDiagnostic(d));
    return 1;
  }
  let violations: unknown;
  try {
    violations = JSON.parse(await readFile(resolve(violationsFile), 'utf8'));
  } catch (error) {
    io.err(`specforge drift: ${shown(violationsFile)} is not a JSON file: ${(error as Error).message}`);
    return 1;
  }
  if (!Array.isArray(violations) || !violations.every(isViolation)) {
    io.err(`specforge drift: ${shown(violationsFile)} must be a JSON list of violations as server.drift gives them ({ event, path, expected, received })`);
    return 1;
  }
  const { overlay, leftOut } = driftOverlay(loaded.doc.data as Record<string, unknown>, violations);
  const text = `# Made by specforge drift from ${shown(violationsFile)}: what the service sent that ${shown(spec)} does not say.\n${stringify(overlay, { lineWidth: 0 })}`;
  if (out !== undefined) await writeFile(resolve(out), text);
  else io.out(text);
  for (const l of leftOut) io.err(`left out: ${l}`);
  io.err(
    `specforge drift: ${overlay.actions.length} action(s)${out !== undefined ? ` written to ${shown(out)}` : ''}, ${leftOut.length} violation(s) left out`,
  );
  return 0;
}
