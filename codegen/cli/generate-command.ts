// `specforge generate`: the documents of a configuration file (specforge.config.{ts,mjs,json}, found
// from the current folder upwards, or --config), or those named on the command line, each into its
// folder; with neither, a repository's specs/ → generated/ plus the package manifest (strict).
// --check compares instead of writing; --watch regenerates on every change. Whenever a folder is
// rewritten (or, with --check, out of date) what that changes for the client's callers is printed
// (./surface-report.ts); --fail-on breaking|warning makes such a change exit 1.
// Exit codes: 0 done, 1 problems in the documents or configuration or (with --check) output out of
// date, 2 bad usage.

import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type FlagEntries, planFromConfig, planFromFlags, type Plan } from '../config/plan.js';
import { findConfig, readConfig } from '../config/read.js';
import { OUTPUT_NAMES, type OutputName, unknownOutputs } from '../emit/outputs.js';
import { formatDiagnostic, SpecError } from '../openapi/diagnostics.js';
import { generateRepository, type RepositoryOutput } from '../repo/repository.js';
import { writeFolder } from '../staged-folder.js';
import { diffFiles, hasDrift, readTextFile, writeTextFile } from '../write.js';
import { FAIL_ON, type FailOn } from '../diff/fail-on.js';
import { DOCUMENT_FLAGS, identifierProblem } from './document-flags.js';
import type { Io } from './io.js';
import { reportDrift, runPlan } from './run-plan.js';
import { USAGE } from './usage.js';
import { watchPlan } from './watch.js';

interface Options extends FlagEntries {
  check: boolean;
  /** Exit 1 when a change for the client's callers reaches this level (default: none). */
  failOn: FailOn;
  watch: boolean;
  config?: string;
  /** --root or --specs given: the repository layout even when a configuration exists. */
  repository: boolean;
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
        ...DOCUMENT_FLAGS,
        strict: { type: 'boolean', default: false },
        dates: { type: 'boolean', default: false },
        int64: { type: 'string' },
        outputs: { type: 'string' },
        check: { type: 'boolean', default: false },
        'fail-on': { type: 'string', default: 'none' },
        watch: { type: 'boolean', default: false },
        config: { type: 'string' },
        root: { type: 'string' },
        specs: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    return String((error as Error).message);
  }
  const v = parsed.values;
  const specs = parsed.positionals;
  if (v.help) return 'help';
  if (v.name !== undefined && specs.length !== 1) return '--name needs exactly one SPEC (several documents: list them in specforge.config.mjs)';
  const clientName = v['client-name'];
  if (clientName !== undefined && specs.length !== 1) return '--client-name needs exactly one SPEC';
  const bad = identifierProblem('--name', v.name) ?? identifierProblem('--client-name', clientName);
  if (bad) return bad;
  if (v.overlay?.length && specs.length === 0) return '--overlay needs a SPEC to apply it to (or list overlays in the configuration)';
  if (v.check && v.watch) return '--check and --watch do not go together';
  if (!(FAIL_ON as readonly string[]).includes(v['fail-on']!)) return `--fail-on must be one of ${FAIL_ON.join(', ')}, got "${v['fail-on']}"`;
  if (v.int64 !== undefined && v.int64 !== 'bigint' && v.int64 !== 'string') return `--int64 must be bigint or string, got "${v.int64}"`;
  if ((v.dates || v.int64 !== undefined) && specs.length === 0)
    return '--dates and --int64 go with SPECs (in a configuration, set "dates" and "int64" on each document)';
  const outputs = v.outputs
    ?.split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (outputs !== undefined) {
    const unknown = unknownOutputs(outputs);
    if (unknown.length) return `--outputs: ${unknown.map((name) => `"${name}"`).join(', ')} is no output (expected some of ${OUTPUT_NAMES.join(', ')})`;
    if (specs.length === 0) return '--outputs goes with SPECs (in a configuration, set "outputs" on each document)';
  }
  if (v.config !== undefined && specs.length) return '--config and SPECs do not go together: list the documents in the configuration';
  const repository = v.root !== undefined || v.specs !== undefined;
  if (repository && (specs.length || v.config !== undefined)) return '--root and --specs are for the specs/ folder layout, without SPECs or --config';
  if (repository && v.watch) return '--watch needs SPECs or a configuration';
  return {
    specs,
    out: v.out,
    name: v.name,
    clientName,
    overlays: v.overlay ?? [],
    strict: v.strict!,
    ...(v.dates ? { dates: true } : {}),
    ...(v.int64 !== undefined ? { int64: v.int64 as 'bigint' | 'string' } : {}),
    ...(outputs !== undefined ? { outputs: outputs as OutputName[] } : {}),
    check: v.check!,
    failOn: v['fail-on'] as FailOn,
    watch: v.watch!,
    config: v.config,
    repository,
    root: resolve(v.root ?? process.cwd()),
    specsDir: v.specs ?? 'specs',
  };
}

/** The plan of the configuration at `path`, or undefined after printing its problems. */
export async function configPlan(io: Io, path: string, strict: boolean): Promise<Plan | undefined> {
  const read = await readConfig(path);
  const planned = read.loaded ? planFromConfig(read.loaded) : { diagnostics: read.diagnostics };
  if (!planned.plan) {
    for (const d of planned.diagnostics) io.err(formatDiagnostic(d));
    io.err(`${planned.diagnostics.length} problem(s) in ${relative(process.cwd(), path)}; nothing was generated.`);
    return undefined;
  }
  if (strict) for (const job of planned.plan.jobs) job.strict = true;
  return planned.plan;
}

/** This repository's layout without a configuration: specs/ → generated/, the manifest, and package.json's exports. */
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
  let plan: Plan | undefined;
  const configPath = o.specs.length || o.repository ? undefined : o.config !== undefined ? resolve(o.config) : findConfig(process.cwd());
  if (o.specs.length) plan = planFromFlags(o);
  else if (configPath) {
    if (o.out !== undefined) {
      io.err(`specforge generate: --out does not go with a configuration (${relative(process.cwd(), configPath)}); set each document's "output" there`);
      return 2;
    }
    plan = await configPlan(io, configPath, o.strict);
    if (!plan) return 1;
  } else {
    if (o.watch) {
      io.err('specforge generate: --watch needs SPECs or a configuration (npx specforge init writes one)');
      return 2;
    }
    return repoMode(io, o);
  }
  if (o.watch) return watchPlan(io, plan, configPath ? { reload: () => configPlan(io, configPath, o.strict) } : {});
  return (await runPlan(io, plan, o.check, o.failOn)).code;
}
