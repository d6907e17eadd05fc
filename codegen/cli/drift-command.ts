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
import { parseCommand } from './parse-command.js';

const USE = 'usage: specforge drift SPEC --violations FILE [--overlay FILE]... [--out FILE]';

function isViolation(v: unknown): v is ObservedViolation {
  return v !== null && typeof v === 'object' && typeof (v as ObservedViolation).path === 'string' && typeof (v as ObservedViolation).expected === 'string';
}

export async function driftCommand(args: string[], io: Io): Promise<number> {
  const parsed = parseCommand('drift', args, { violations: { type: 'string' }, overlay: { type: 'string', multiple: true }, out: { type: 'string' } }, USE, io);
  if (typeof parsed === 'number') return parsed;
  const { violations: violationsFile, out } = parsed.values;
  const overlays = parsed.values.overlay ?? [];
  const [spec, ...extra] = parsed.positionals;
  if (extra.length) return parsed.usage(`one SPEC; also got "${extra.join('", "')}"`);
  if (spec === undefined || violationsFile === undefined) return parsed.usage(spec === undefined ? 'no SPEC' : 'no --violations FILE');
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
