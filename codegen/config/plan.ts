// A generation plan: the documents to generate and the folder each goes in, made from a
// configuration file (./read.ts) or from the command line's SPECs and flags. The command runs a
// plan once, checks it, or watches it (../cli/run-plan.ts, ../cli/watch.ts).

import { existsSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { APP_OUTPUTS, chosenOutputs, type OutputName } from '../emit/outputs.js';
import type { DocumentInput } from '../generate.js';
import { safeIdentifier, serviceNameOf } from '../model/naming.js';
import { sortDiagnostics, type Diagnostic } from '../openapi/diagnostics.js';
import type { LoadedConfig } from './read.js';

export interface Job {
  /** The document, as the generator takes it. */
  input: DocumentInput;
  /** Absolute folder its files are written to. */
  output: string;
  /** The folder as shown: relative to the current folder. */
  outputShown: string;
  strict: boolean;
}

export interface Plan {
  jobs: Job[];
  /** The configuration it came from (watched too), when it came from one. */
  config?: LoadedConfig;
  /** The folder published as one package (services.json) and the project root whose package.json follows it. */
  manifest?: { dir: string; shown: string; root: string };
}

const shownFrom = (cwd: string, path: string) => relative(cwd, path).split('\\').join('/') || '.';

/** `spec` relative to `dir`, or an installed package's file (`@octokit/openapi/generated/api.github.com.json`) from `dir` upwards. */
export function resolveInput(spec: string, dir: string): string | undefined {
  const direct = resolve(dir, spec);
  if (existsSync(direct)) return direct;
  if (/^(\.|\/|[A-Za-z]:)/.test(spec)) return undefined;
  for (let at = dir; ; at = dirname(at)) {
    const candidate = join(at, 'node_modules', spec);
    if (existsSync(candidate)) return candidate;
    if (dirname(at) === at) return undefined;
  }
}

/** The jobs of a checked configuration; problems (a missing input, two entries writing one folder) are diagnostics at their lines. */
export function planFromConfig(loaded: LoadedConfig, cwd = process.cwd()): { plan?: Plan; diagnostics: Diagnostic[] } {
  const root = dirname(loaded.path);
  const diagnostics: Diagnostic[] = [];
  const problem = (pointer: (string | number)[], message: string) =>
    diagnostics.push({ file: loaded.shown, ...loaded.locate(pointer), severity: 'error', rule: 'config', message });
  const jobs: Job[] = [];
  const outputs = new Map<string, number>();
  loaded.config.documents.forEach((entry, i) => {
    const where = `documents[${i}]`;
    const path = resolveInput(entry.input, root);
    if (!path)
      problem(['documents', i, 'input'], `${where}.input: "${entry.input}" is neither a file (relative to ${loaded.shown}) nor an installed package's file`);
    else if (statSync(path).isDirectory()) problem(['documents', i, 'input'], `${where}.input: "${entry.input}" is a folder, not a document`);
    const overlays = (entry.overlays ?? []).map((o, k) => {
      const found = resolveInput(o, root);
      if (!found) problem(['documents', i, 'overlays', k], `${where}.overlays[${k}]: "${o}" is neither a file nor an installed package's file`);
      return { path: found ?? resolve(root, o), shown: shownFrom(cwd, found ?? resolve(root, o)) };
    });
    const name = entry.name ?? serviceNameOf(entry.input);
    if (safeIdentifier(name) !== name) problem(['documents', i, 'name'], `${where}.name: "${name}" is a reserved word; choose another name`);
    const output = resolve(root, entry.output ?? join('generated', name));
    const first = outputs.get(output);
    if (first !== undefined)
      problem(
        ['documents', i, entry.output ? 'output' : 'input'],
        `${where} writes to ${shownFrom(cwd, output)}/ like documents[${first}]; give each its own output`,
      );
    outputs.set(output, i);
    jobs.push({
      input: {
        path: path ?? resolve(root, entry.input),
        shown: shownFrom(cwd, path ?? resolve(root, entry.input)),
        name,
        overlays,
        ...(entry.clientName ? { clientName: entry.clientName } : {}),
        ...transformsOf(entry.dates, entry.int64),
        outputs: chosenOutputs(entry.outputs, APP_OUTPUTS),
      },
      output,
      outputShown: shownFrom(cwd, output),
      strict: entry.strict ?? false,
    });
  });
  let manifest: Plan['manifest'];
  if (loaded.config.manifest !== undefined) {
    const dir = resolve(root, loaded.config.manifest);
    manifest = { dir, shown: shownFrom(cwd, dir), root };
    jobs.forEach((job, i) => {
      if (dirname(job.output) === dir && basename(job.output) !== job.input.name)
        problem(
          ['documents', i, 'output'],
          `documents[${i}] is published from ${manifest!.shown}/ as "${job.input.name}", so its folder must be ${manifest!.shown}/${job.input.name}`,
        );
    });
  }
  if (diagnostics.length) return { diagnostics: sortDiagnostics(diagnostics) };
  return { plan: { jobs, config: loaded, ...(manifest ? { manifest } : {}) }, diagnostics };
}

export interface FlagEntries {
  specs: string[];
  out?: string;
  name?: string;
  clientName?: string;
  overlays: string[];
  strict: boolean;
  dates?: boolean;
  int64?: 'bigint' | 'string';
  /** --outputs: the outputs chosen (APP_OUTPUTS when not given). */
  outputs?: readonly OutputName[];
}

/** A document input's `transforms`, when any is asked for. */
function transformsOf(dates: boolean | undefined, int64: 'bigint' | 'string' | undefined): Pick<DocumentInput, 'transforms'> {
  if (!dates && !int64) return {};
  return { transforms: { ...(dates ? { dates: true } : {}), ...(int64 ? { int64 } : {}) } };
}

/** The jobs of `specforge generate SPEC... --out DIR`: each SPEC into DIR/<name>/. */
export function planFromFlags(o: FlagEntries, cwd = process.cwd()): Plan {
  const outDir = resolve(cwd, o.out ?? 'generated');
  const overlays = o.overlays.map((f) => ({ path: resolve(cwd, f), shown: f }));
  return {
    jobs: o.specs.map((spec) => {
      const name = o.name ?? serviceNameOf(spec);
      const output = join(outDir, name);
      return {
        input: {
          path: resolve(cwd, spec),
          shown: spec,
          name,
          overlays,
          ...(o.clientName ? { clientName: o.clientName } : {}),
          ...transformsOf(o.dates, o.int64),
          outputs: chosenOutputs(o.outputs, APP_OUTPUTS),
        },
        output,
        outputShown: shownFrom(cwd, output),
        strict: o.strict,
      };
    }),
  };
}
