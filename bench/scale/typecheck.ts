// Type-checking cost of each tool's client: the same ten calls written in each tool's idiom
// (`<tool>.calls.ts`), the same imports and client set-up without the calls (`<tool>.import.ts`),
// and the consumer's own code with no generated code at all (`none.ts`), in
// .scratch/scale/consumers/. Each file is checked alone with this project's TypeScript
// (`tsc --noEmit --extendedDiagnostics -p <its tsconfig>`: strict, skipLibCheck, Bundler
// resolution, which accepts every tool's import style), in interleaved rounds. Reported: tsc's
// "Check time" and "Total time", wall time, and the errors, split into those in the consumer file
// and those in the generated files. Each calls file also holds one `@ts-expect-error` on a field
// the response lacks, so a tool whose responses were `any` would show an error instead of a
// cheap check.

import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { OPERATIONS } from './operations.js';
import type { ScaleTool } from './tool.js';
import { firstErrorLine } from './process-cost.js';

export interface TscRun {
  readonly wallMs: number;
  /** tsc's "Check time" and "Total time" (undefined when tsc printed no diagnostics summary). */
  readonly checkMs?: number;
  readonly totalMs?: number;
  readonly consumerErrors: number;
  readonly generatedErrors: number;
  /** The first error, `file(line,col): error TSxxxx: message`. */
  readonly firstError?: string;
}

export interface TscCase {
  /** `<tool id>.calls`, `<tool id>.import` or `none`. */
  readonly name: string;
  readonly tool?: string;
  readonly kind: 'calls' | 'import' | 'none';
  readonly runs: TscRun[];
}

export const CONSUMERS_DIR = 'consumers';

const COMPILER_OPTIONS = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  types: [],
  strict: true,
  skipLibCheck: true,
  noEmit: true,
};

/** The ten-call consumer of one tool (exported so the report can show specforge's). */
export function consumerSource(tool: ScaleTool, withCalls: boolean): string {
  const body: string[] = [];
  if (withCalls) {
    OPERATIONS.forEach((op, i) => {
      body.push(`  const r${i} = await ${tool.call(op)};`, `  out.push(String(${tool.read(op, `r${i}`)}));`);
    });
    body.push(
      '  // @ts-expect-error: no such field in the typed response',
      `  out.push(String(${tool.read({ ...OPERATIONS[0]!, read: '.no_such_field' }, 'r0')}));`,
    );
  }
  return [
    `// Written by bench/scale/typecheck.ts: ${withCalls ? 'ten typed calls' : 'imports and client set-up, no calls'} (${tool.label}).`,
    ...tool.consumerHead,
    ``,
    `export async function main(): Promise<string[]> {`,
    `  const out: string[] = [];`,
    ...body,
    `  return out;`,
    `}`,
    ``,
  ].join('\n');
}

const NONE_SOURCE = [
  `// Written by bench/scale/typecheck.ts: the consumer's own code, no generated code.`,
  `export async function main(): Promise<string[]> {`,
  `  const out: string[] = [];`,
  `  const owner = 'octocat';`,
  `  out.push(owner);`,
  `  return out;`,
  `}`,
  ``,
].join('\n');

function writeCase(dir: string, name: string, source: string): string {
  writeFileSync(resolve(dir, `${name}.ts`), source);
  const config = resolve(dir, `tsconfig.${name}.json`);
  writeFileSync(config, JSON.stringify({ compilerOptions: COMPILER_OPTIONS, files: [`${name}.ts`] }, null, 2));
  return config;
}

function runTsc(root: string, config: string, consumerFile: string): TscRun {
  const tsc = resolve(root, 'node_modules/typescript/lib/tsc.js');
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--max-old-space-size=4096', tsc, '--noEmit', '--extendedDiagnostics', '--pretty', 'false', '-p', config], {
    cwd: dirname(config), // error paths then start with the consumer's file name
    env,
    encoding: 'utf8',
    timeout: 240_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const wallMs = performance.now() - t0;
  if (r.error) return { wallMs, consumerErrors: 0, generatedErrors: 0, firstError: `tsc did not finish: ${r.error.message}` };
  const out = r.stdout ?? '';
  const seconds = (label: string) => {
    const m = new RegExp(`^${label}:\\s+([\\d.]+)s`, 'm').exec(out);
    return m ? Number(m[1]) * 1000 : undefined;
  };
  const errors = out.split('\n').filter((l) => /: error TS\d+:/.test(l) || /^error TS\d+:/.test(l));
  const consumerErrors = errors.filter((l) => l.startsWith(`${consumerFile}(`)).length;
  const firstError = errors[0] ?? (r.status !== 0 && !errors.length ? firstErrorLine(r.stderr ?? '', out) : undefined);
  return {
    wallMs,
    checkMs: seconds('Check time'),
    totalMs: seconds('Total time'),
    consumerErrors,
    generatedErrors: errors.length - consumerErrors,
    firstError,
  };
}

/**
 * Type-checks every tool's files (skipping tools listed in `skip`, e.g. those that failed to
 * generate) over `rounds` interleaved rounds.
 */
export function typecheckAll(
  root: string,
  scaleDir: string,
  tools: readonly ScaleTool[],
  skip: ReadonlySet<string>,
  rounds: number,
  progress: (l: string) => void,
): TscCase[] {
  const dir = resolve(scaleDir, CONSUMERS_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const cases: (TscCase & { config: string })[] = [{ name: 'none', kind: 'none', runs: [], config: writeCase(dir, 'none', NONE_SOURCE) }];
  for (const tool of tools) {
    if (skip.has(tool.id)) continue;
    for (const kind of ['import', 'calls'] as const) {
      const name = `${tool.id}.${kind}`;
      cases.push({ name, tool: tool.id, kind, runs: [], config: writeCase(dir, name, consumerSource(tool, kind === 'calls')) });
    }
  }
  for (let r = 0; r < rounds; r++) {
    for (let j = 0; j < cases.length; j++) {
      const c = cases[(r + j) % cases.length]!;
      c.runs.push(runTsc(root, c.config, `${c.name}.ts`));
    }
    progress(`tsc round ${r + 1}/${rounds} (${cases.length} files)`);
  }
  return cases.map(({ config: _config, ...c }) => c);
}
