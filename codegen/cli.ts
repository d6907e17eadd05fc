// The `specforge` command: `specforge generate [--check] [--root DIR] [--specs DIR] [--out DIR]`.
// Exit codes: 0 done, 1 spec problems or (with --check) generated/ out of date, 2 bad usage.

import { resolve } from 'node:path';
import { generate } from './generate.js';
import { SpecError } from './spec/diagnostics.js';
import { diffGenerated, hasDrift, writeGenerated } from './write.js';

const USAGE = 'usage: specforge generate [--check] [--root DIR] [--specs DIR] [--out DIR]';

interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

const defaultIo: Io = { out: (l) => process.stdout.write(`${l}\n`), err: (l) => process.stderr.write(`${l}\n`) };

export async function main(argv: string[], io: Io = defaultIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'generate') {
    io.err(USAGE);
    return 2;
  }
  let check = false;
  let root = process.cwd();
  let specsDir = 'specs';
  let outDir = 'generated';
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    const value = () => {
      const v = rest[++i];
      if (v === undefined) throw new RangeError(`${arg} needs a value`);
      return v;
    };
    if (arg === '--check') check = true;
    else if (arg === '--root') root = resolve(value());
    else if (arg === '--specs') specsDir = value();
    else if (arg === '--out') outDir = value();
    else {
      io.err(`unknown option ${arg}\n${USAGE}`);
      return 2;
    }
  }
  const started = performance.now();
  let files: Map<string, string>;
  try {
    files = await generate({ root, specsDir });
  } catch (error) {
    if (error instanceof SpecError) {
      io.err(error.message);
      io.err(`${error.diagnostics.length} problem(s) in the specs; ${outDir}/ was left unchanged.`);
      return 1;
    }
    throw error;
  }
  const target = resolve(root, outDir);
  if (check) {
    const drift = await diffGenerated(target, files);
    if (!hasDrift(drift)) {
      io.out(`${outDir}/ is up to date (${files.size} files).`);
      return 0;
    }
    for (const f of drift.changed) io.err(`changed: ${outDir}/${f}`);
    for (const f of drift.missing) io.err(`missing: ${outDir}/${f}`);
    for (const f of drift.extra) io.err(`extra:   ${outDir}/${f}`);
    io.err(`${outDir}/ is out of date with the specs; run \`npx specforge generate\` (or \`make generate\`) and commit the result.`);
    return 1;
  }
  const wrote = await writeGenerated(target, files);
  io.out(`${wrote ? 'generated' : 'unchanged:'} ${files.size} files in ${outDir}/ (${Math.round(performance.now() - started)} ms)`);
  return 0;
}
