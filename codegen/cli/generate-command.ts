// `specforge generate`: documents given on the command line → DIR/<name>/ each; none → this
// repository's specs/ → generated/ plus the package manifest (strict: warnings are errors).
// Exit codes: 0 done, 1 problems in the documents or (with --check) output out of date, 2 bad usage.

import { resolve, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { generate, type DocumentInput, type GenerateResult } from '../generate.js';
import { safeIdentifier, serviceNameOf } from '../model/naming.js';
import { formatDiagnostic, SpecError, type Diagnostic } from '../openapi/diagnostics.js';
import { generateRepository, type RepositoryOutput } from '../repo/repository.js';
import { diffFiles, hasDrift, readTextFile, writeFolder, writeTextFile, type Drift } from '../write.js';
import type { Io } from './io.js';
import { USAGE } from './usage.js';

interface Options {
  specs: string[];
  out?: string;
  name?: string;
  clientName?: string;
  overlays: string[];
  strict: boolean;
  check: boolean;
  root: string;
  specsDir: string;
}

function parse(argv: string[]): Options | string {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        out: { type: 'string' },
        name: { type: 'string' },
        'client-name': { type: 'string' },
        overlay: { type: 'string', multiple: true },
        strict: { type: 'boolean', default: false },
        check: { type: 'boolean', default: false },
        root: { type: 'string' },
        specs: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    return String((error as Error).message);
  }
  const v = parsed.values;
  if (v.help) return 'help';
  if (v.name !== undefined && parsed.positionals.length !== 1) return '--name needs exactly one SPEC';
  if (v.name !== undefined && safeIdentifier(v.name) !== v.name) return `--name must be an identifier (letters, digits, _), got "${v.name}"`;
  const clientName = v['client-name'];
  if (clientName !== undefined && parsed.positionals.length !== 1) return '--client-name needs exactly one SPEC';
  if (clientName !== undefined && (!/^[A-Za-z_$][\w$]*$/.test(clientName) || safeIdentifier(clientName) !== clientName))
    return `--client-name must be an identifier (letters, digits, _, not a reserved word), got "${clientName}"`;
  if (v.overlay?.length && parsed.positionals.length === 0) return '--overlay needs a SPEC to apply it to';
  return {
    specs: parsed.positionals,
    out: v.out,
    name: v.name,
    clientName,
    overlays: v.overlay ?? [],
    strict: v.strict!,
    check: v.check!,
    root: resolve(v.root ?? process.cwd()),
    specsDir: v.specs ?? 'specs',
  };
}

function reportWarnings(io: Io, warnings: readonly Diagnostic[]): void {
  for (const w of warnings) io.err(formatDiagnostic(w));
  if (warnings.length) io.err(`${warnings.length} warning(s); generated with the defaults they name (--strict makes them errors).`);
}

function reportDrift(io: Io, dir: string, drift: Drift): void {
  for (const f of drift.changed) io.err(`changed: ${dir}/${f}`);
  for (const f of drift.missing) io.err(`missing: ${dir}/${f}`);
  for (const f of drift.extra) io.err(`extra:   ${dir}/${f}`);
}

async function run(io: Io, inputs: DocumentInput[], strict: boolean, outLabel: string): Promise<GenerateResult | number> {
  try {
    return await generate(inputs, { strict });
  } catch (error) {
    if (!(error instanceof SpecError)) throw error;
    io.err(error.message);
    io.err(`${error.errors.length} problem(s) in the specs; ${outLabel} was left unchanged.`);
    return 1;
  }
}

/** Documents named on the command line, each into DIR/<name>/. */
async function userMode(io: Io, o: Options): Promise<number> {
  const outDir = resolve(o.out ?? 'generated');
  const overlays = o.overlays.map((f) => ({ path: resolve(f), shown: f }));
  const inputs = o.specs.map(
    (spec): DocumentInput => ({
      path: resolve(spec),
      shown: spec,
      name: o.name ?? serviceNameOf(spec),
      overlays,
      ...(o.clientName ? { clientName: o.clientName } : {}),
    }),
  );
  const label = relative(process.cwd(), outDir) || '.';
  const result = await run(io, inputs, o.strict, `${label}/`);
  if (typeof result === 'number') return result;
  reportWarnings(io, result.warnings);
  let drifted = false;
  for (const model of result.models) {
    const prefix = `${model.name}/`;
    const files = new Map([...result.files].filter(([p]) => p.startsWith(prefix)).map(([p, t]) => [p.slice(prefix.length), t]));
    const target = resolve(outDir, model.name);
    if (o.check) {
      const drift = await diffFiles(target, files);
      reportDrift(io, `${label}/${model.name}`, drift);
      drifted ||= hasDrift(drift);
    } else {
      await writeFolder(target, files);
      io.out(`generated ${files.size} files in ${label}/${model.name}/ (${model.operations.length} operations, client ${model.clientName})`);
    }
  }
  return drifted ? 1 : 0;
}

/** This repository: specs/ → generated/, the manifest, and package.json's exports. */
async function repoMode(io: Io, o: Options): Promise<number> {
  const started = performance.now();
  const outDir = o.out ?? 'generated';
  let result: RepositoryOutput;
  try {
    result = await generateRepository(o.root, o.specsDir, outDir);
  } catch (error) {
    if (!(error instanceof SpecError)) throw error;
    io.err(error.message);
    io.err(`${error.errors.length} problem(s) in the specs; ${outDir}/ was left unchanged.`);
    return 1;
  }
  const target = resolve(o.root, outDir);
  const pkgPath = resolve(o.root, 'package.json');
  const pkg = result.packageJson;
  if (o.check) {
    const drift = await diffFiles(target, result.files);
    const pkgDrift = pkg !== undefined && (await readTextFile(pkgPath)) !== pkg;
    if (!hasDrift(drift) && !pkgDrift) {
      io.out(`${outDir}/ is up to date (${result.files.size} files).`);
      return 0;
    }
    reportDrift(io, outDir, drift);
    if (pkgDrift) io.err('changed: package.json (exports, typesVersions)');
    io.err(`${outDir}/ is out of date with the specs; run \`npx specforge generate\` (or \`make generate\`) and commit the result.`);
    return 1;
  }
  const wrote = await writeFolder(target, result.files);
  if (pkg !== undefined && (await readTextFile(pkgPath)) !== pkg) await writeTextFile(pkgPath, pkg);
  io.out(`${wrote ? 'generated' : 'unchanged:'} ${result.files.size} files in ${outDir}/ (${Math.round(performance.now() - started)} ms)`);
  return 0;
}

export async function generateCommand(argv: string[], io: Io): Promise<number> {
  const o = parse(argv);
  if (o === 'help') {
    io.out(USAGE);
    return 0;
  }
  if (typeof o === 'string') {
    io.err(`specforge generate: ${o}\n${USAGE}`);
    return 2;
  }
  return o.specs.length > 0 ? userMode(io, o) : repoMode(io, o);
}
