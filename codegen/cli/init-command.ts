// `specforge init [SPEC]`: writes a specforge.config (mjs by default; --format ts or json) for one
// document in the current folder, adds a `generate` script to package.json, and prints the two
// commands to run next. It asks for the document only on a terminal; in CI every answer is a flag.
// Exit codes: 0 written, 1 nothing written (a configuration exists, the document is not there),
// 2 bad usage.

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import type { DocumentConfig } from '../config/define.js';
import { resolveInput } from '../config/plan.js';
import { CONFIG_NAMES } from '../config/read.js';
import { serviceNameOf } from '../model/naming.js';
import { writeTextFile } from '../write.js';
import { DOCUMENT_FLAGS, identifierProblem } from './document-flags.js';
import type { Io } from './io.js';
import { parseCommand } from './parse-command.js';

export const INIT_USAGE = `usage: specforge init [SPEC] [--out DIR] [--name NAME] [--client-name NAME] [--overlay FILE]... [--format mjs|ts|json] [--force]
  Writes specforge.config.<format> here for SPEC (a file, or an installed package's file), generated
  into DIR/<name>/ (DIR defaults to "generated"), and a "generate" script in package.json.`;

const FORMATS = ['mjs', 'ts', 'json'] as const;
type Format = (typeof FORMATS)[number];

/** The configuration file's text. */
export function configText(entry: DocumentConfig, format: Format): string {
  const body = JSON.stringify({ documents: [entry] }, null, 2);
  if (format === 'json') return `${body}\n`;
  // JavaScript as a formatter writes it: bare keys, single quotes, trailing commas.
  const lines = body
    .replace(/"([A-Za-z_$][\w$]*)":/g, '$1:')
    .replace(/"((?:[^"\\]|\\.)*)"/g, (quoted, inner: string) => (inner.includes("'") ? quoted : `'${inner.replace(/\\"/g, '"')}'`))
    .split('\n');
  const js = lines.map((line, i) => (/^\s*[\]}]/.test(lines[i + 1] ?? '') && !/[[{,]$/.test(line) ? `${line},` : line)).join('\n');
  return [
    "// specforge's settings for this project: `npx specforge generate` generates every document listed",
    '// here, `--watch` regenerates on each change, `--check` fails when a folder is out of date.',
    ...(format === 'mjs' ? ['// @ts-check'] : []),
    "import { defineConfig } from 'specforge/config';",
    '',
    `export default defineConfig(${js});`,
    '',
  ].join('\n');
}

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

export async function initCommand(argv: string[], io: Io, cwd = process.cwd()): Promise<number> {
  const parsed = parseCommand(
    'init',
    argv,
    { ...DOCUMENT_FLAGS, format: { type: 'string', default: 'mjs' }, force: { type: 'boolean', default: false } },
    INIT_USAGE,
    io,
  );
  if (typeof parsed === 'number') return parsed;
  const { values: v, usage } = parsed;
  const format = v.format as Format;
  if (!FORMATS.includes(format)) return usage(`--format must be one of ${FORMATS.join(', ')}, got "${v.format}"`);
  if (parsed.positionals.length > 1) return usage('one SPEC at a time (add more documents to the configuration afterwards)');
  let spec = parsed.positionals[0];
  if (spec === undefined) {
    if (!process.stdin.isTTY) return usage('which document? give it as SPEC: specforge init path/to/openapi.yaml');
    spec = await ask("OpenAPI document (a file, or an installed package's file): ");
    if (!spec) return usage('no document given');
  }
  const name = v.name ?? serviceNameOf(spec);
  const clientName = v['client-name'];
  const bad = identifierProblem('--name', name) ?? identifierProblem('--client-name', clientName);
  if (bad) return usage(bad);
  const existing = CONFIG_NAMES.find((n) => existsSync(join(cwd, n)));
  if (existing && !v.force) {
    io.err(`specforge init: ${existing} is already here; add the document to its "documents" list (or --force to replace it)`);
    return 1;
  }
  if (!resolveInput(spec, cwd)) {
    io.err(`specforge init: "${spec}" is neither a file nor an installed package's file; nothing was written`);
    return 1;
  }
  for (const o of v.overlay ?? []) {
    if (resolveInput(o, cwd)) continue;
    io.err(`specforge init: overlay "${o}" is neither a file nor an installed package's file; nothing was written`);
    return 1;
  }
  const output = relative(cwd, resolve(cwd, v.out ?? 'generated', name))
    .split('\\')
    .join('/');
  const entry: DocumentConfig = { input: spec, output, name, ...(clientName ? { clientName } : {}), ...(v.overlay?.length ? { overlays: v.overlay } : {}) };
  const file = `specforge.config.${format}`;
  if (existing && existing !== file) await import('node:fs/promises').then((fs) => fs.rm(join(cwd, existing)));
  await writeTextFile(join(cwd, file), configText(entry, format));
  io.out(`wrote ${file}: ${spec} → ${output}/`);

  const pkgPath = join(cwd, 'package.json');
  let run = 'npx specforge generate';
  const text = await readFile(pkgPath, 'utf8').catch(() => undefined);
  if (text === undefined) io.out('no package.json here, so no "generate" script was added');
  else {
    const pkg = JSON.parse(text) as { scripts?: Record<string, string> };
    const current = pkg.scripts?.generate;
    if (current === undefined) {
      pkg.scripts = { ...pkg.scripts, generate: 'specforge generate' };
      await writeTextFile(pkgPath, `${JSON.stringify(pkg, null, 2)}\n`);
      io.out('added "generate": "specforge generate" to package.json\'s scripts');
      run = 'npm run generate';
    } else if (current === 'specforge generate') run = 'npm run generate';
    else io.out(`package.json already has a "generate" script (${current}); left as it is`);
  }
  io.out(
    [
      '',
      'next:',
      `  ${run.padEnd(32)} # writes ${output}/`,
      `  ${'npx specforge generate --watch'.padEnd(32)} # regenerates on every change of the document`,
    ].join('\n'),
  );
  return 0;
}
