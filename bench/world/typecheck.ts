// The type-checks of `make check-world`, one tsc program per batch of documents rather than one per
// document: a tsconfig in the scratch project lists the batch's generated folders, and each
// diagnostic is attributed to the document whose folder holds the file it names (`attribute`,
// unit-tested in tests/bench/world-rows.test.ts). A diagnostic in a file of no folder (the
// package's own declarations, checked since skipLibCheck is off) counts for every document of the
// batch, as each user would see it. When the batch's tsc dies or times out without a diagnostic,
// the caller checks each document alone.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measure } from './measure.js';

export type Resolution = 'nodenext' | 'bundler';

export interface Attributed {
  errors: number;
  /** First diagnostic line, path relative to the document's folder. */
  first: string;
}

/** Splits tsc's `--pretty false` output by folder: `folders` maps a folder (relative, with `/`) to a document. */
export function attribute(output: string, folders: ReadonlyMap<string, string>): { byDocument: Map<string, Attributed>; elsewhere: string[] } {
  const byDocument = new Map<string, Attributed>();
  const elsewhere: string[] = [];
  const prefixes = [...folders.keys()].sort((a, b) => b.length - a.length);
  for (const line of output.split('\n')) {
    if (!/: error TS\d+:/.test(line) && !/^error TS\d+:/.test(line)) continue;
    const file = line.replace(/^\.\//, '');
    const prefix = prefixes.find((p) => file.startsWith(`${p}/`));
    if (!prefix) {
      elsewhere.push(line);
      continue;
    }
    const id = folders.get(prefix)!;
    const entry = byDocument.get(id) ?? { errors: 0, first: '' };
    entry.errors++;
    entry.first ||= file.slice(prefix.length + 1);
    byDocument.set(id, entry);
  }
  return { byDocument, elsewhere };
}

export const STRICT = {
  target: 'ES2022',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  types: ['node'],
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
};

export interface BatchCheck {
  /** tsc finished (with or without diagnostics). */
  completed: boolean;
  /** Why it did not (timeout, out of memory, ...). */
  failure?: string;
  ms: number;
  rssKb: number;
  output: string;
}

/**
 * tsc over `include` (globs relative to `dir`) with the consumer's strict settings under one
 * resolution, as tests/helpers/consumer-project.ts writes them; `emit` compiles in place (the mocks
 * driver runs the JavaScript). `compilerOptions` replaces the settings (the peers' check).
 */
export function checkBatch(
  dir: string,
  resolution: Resolution,
  include: readonly string[],
  options: { emit: boolean; timeoutMs: number; tsc: string; label: string; compilerOptions?: Record<string, unknown> },
): BatchCheck {
  const compilerOptions = options.compilerOptions ?? {
    ...STRICT,
    module: resolution === 'nodenext' ? 'NodeNext' : 'ESNext',
    moduleResolution: resolution === 'nodenext' ? 'NodeNext' : 'Bundler',
    skipLibCheck: false,
    noEmit: !options.emit,
  };
  const file = `tsconfig.world-${options.label}.json`;
  writeFileSync(join(dir, file), JSON.stringify({ compilerOptions, include }, null, 2));
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_OPTIONS;
  const r = measure(process.execPath, ['--max-old-space-size=8192', options.tsc, '-p', file, '--pretty', 'false'], {
    cwd: dir,
    timeoutMs: options.timeoutMs,
    env,
  });
  const output = `${r.stdout}\n${r.stderr}`;
  const diagnostics = /error TS\d+:/.test(output);
  if (r.timedOut) return { completed: false, failure: `tsc timed out after ${Math.round(options.timeoutMs / 1000)} s`, ms: r.ms, rssKb: r.rssKb, output };
  if (r.exit !== '0' && !diagnostics) {
    const why = output.split('\n').find((l) => /FATAL|heap|Error/.test(l)) ?? `tsc exit ${r.exit}`;
    return { completed: false, failure: why.trim().slice(0, 300), ms: r.ms, rssKb: r.rssKb, output };
  }
  return { completed: true, ms: r.ms, rssKb: r.rssKb, output };
}
