// Child-process timings for the benchmark: cold start of `node -e ...` (import/require of a
// package vs an empty script) and full regeneration through bin/specforge.mjs.

import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findConfig, readConfig } from '../codegen/config/read.js';

/** Environment for children: this process's, minus anything that would load tsx or a debugger. */
function childEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  delete env.NODE_DEBUG;
  return env;
}

export interface ColdVariant {
  readonly id: string;
  readonly label: string;
  readonly args: readonly string[];
  /** Which baseline's median to subtract: "cjs" (`node -e 0`) or "esm" (`node --input-type=module -e 0`). */
  readonly baseline?: 'cjs' | 'esm';
}

export function coldVariants(files: { hostingEsm: string; hostingCjs: string; octokit16: string; octokit22: string }): ColdVariant[] {
  const esm = (file: string) => ['--input-type=module', '-e', `await import(${JSON.stringify(pathToFileURL(file).href)})`];
  const cjs = (file: string) => ['-e', `require(${JSON.stringify(file)})`];
  return [
    { id: 'base-cjs', label: 'node -e 0', args: ['-e', '0'] },
    { id: 'base-esm', label: 'node --input-type=module -e 0', args: ['--input-type=module', '-e', '0'] },
    { id: 'sf-esm', label: 'specforge: import dist/hosting/index.js', args: esm(files.hostingEsm), baseline: 'esm' },
    { id: 'sf-cjs', label: 'specforge: require dist/hosting/index.cjs', args: cjs(files.hostingCjs), baseline: 'cjs' },
    { id: 'o16-cjs', label: "Octokit 16: require('octokit-rest-16')", args: cjs(files.octokit16), baseline: 'cjs' },
    { id: 'o22-esm', label: "Octokit 22: import('@octokit/rest')", args: esm(files.octokit22), baseline: 'esm' },
  ];
}

/** Runs `node ...args` once and returns its wall-clock time in ms. Throws if it fails. */
export function timeNode(args: readonly string[], cwd: string): { ms: number; stdout: string } {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { cwd, env: childEnv(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const ms = performance.now() - t0;
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return { ms, stdout: r.stdout };
}

/**
 * Cold start: runs every variant `n` times, interleaved (variant order rotates each pass), and
 * returns the wall-clock samples in ms per variant id.
 */
export function measureCold(variants: readonly ColdVariant[], n: number, cwd: string): Map<string, number[]> {
  const samples = new Map<string, number[]>(variants.map((v) => [v.id, []]));
  for (const v of variants) timeNode(v.args, cwd); // one untimed pass: page cache, disk
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < variants.length; j++) {
      const v = variants[(i + j) % variants.length]!;
      samples.get(v.id)!.push(timeNode(v.args, cwd).ms);
    }
  }
  return samples;
}

export interface RegenSample {
  /** Wall clock of the whole child process. */
  wallMs: number;
  /** Wall clock over the same process started for `--help` (Node, tsx and the command's entry): loading the generator, generating and writing. */
  reportedMs: number | undefined;
  files: number | undefined;
}

/** The documents of the repository's configuration, in its order, read as the command reads it. */
/** The configured documents' inputs, and every output any of them chooses (`--outputs`, so that the command writes what the configuration does). */
async function configuredInputs(root: string): Promise<{ inputs: string[]; outputs: string[] }> {
  const path = findConfig(root);
  if (!path) throw new Error(`no specforge configuration in ${root}`);
  const { loaded, diagnostics } = await readConfig(path, root);
  if (!loaded) throw new Error(`${path}: ${diagnostics.map((d) => d.message).join('; ')}`);
  const documents = loaded.config.documents;
  return { inputs: documents.map((d) => d.input), outputs: [...new Set(documents.flatMap((d) => d.outputs ?? []))] };
}

/**
 * Full regeneration of the repository's documents into a scratch directory (emptied first so every
 * file is written), each run paired with a `--help` run of the same command, whose time is taken
 * off: the command no longer prints its own time.
 */
export async function measureRegen(root: string, outRel: string, n: number): Promise<RegenSample[]> {
  const out: RegenSample[] = [];
  const outAbs = resolve(root, outRel);
  const { inputs, outputs } = await configuredInputs(root);
  const args = ['bin/specforge.mjs', 'generate', ...inputs, '--out', outRel, '--strict', ...(outputs.length ? ['--outputs', outputs.join(',')] : [])];
  timeNode(['bin/specforge.mjs', '--help'], root); // one untimed pass: page cache, tsx's cache
  for (let i = 0; i < n; i++) {
    rmSync(outAbs, { recursive: true, force: true });
    const startUp = timeNode(['bin/specforge.mjs', '--help'], root).ms;
    const { ms, stdout } = timeNode(args, root);
    const written = [...stdout.matchAll(/^generated (\d+) files /gm)].map((m) => Number(m[1]));
    if (written.length !== inputs.length) throw new Error(`unexpected generate output (expected a full write of each document): ${stdout.trim()}`);
    out.push({ wallMs: ms, reportedMs: ms - startUp, files: written.reduce((a, b) => a + b, 0) });
  }
  rmSync(outAbs, { recursive: true, force: true });
  return out;
}
