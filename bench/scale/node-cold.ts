// Cold import and first calls on Node. Each tool's node app (ScaleTool.nodeApp: the whole client
// plus a `call` switch) is compiled with esbuild into .scratch/scale/node-apps/<tool>/ (bundled,
// ESM, code splitting so dynamic imports stay lazy, packages left external and loaded from
// node_modules as an installed app would). Then bench/scale/cold-driver.mjs runs it in fresh
// `node` processes, interleaved across tools, against the loopback server (bench/scale/loopback.ts)
// in this process: import time, first call, warm calls, and another namespace's first and warm
// calls. Every run's returned values are checked against the replies.

import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { firstErrorLine } from './process-cost.js';
import { FIRST_OPERATION, OTHER_NAMESPACE_OPERATION, operation } from './operations.js';
import { startLoopback } from './loopback.js';
import type { ScaleTool } from './tool.js';

export interface ColdRun {
  readonly importMs: number;
  readonly firstMs: number;
  readonly warmMs: number;
  readonly nsFirstMs: number;
  readonly nsWarmMs: number;
}

export interface ColdResult {
  readonly id: string;
  readonly runs: ColdRun[];
  readonly error?: string;
}

const DIR = 'node-apps';

async function buildApp(dir: string, tool: ScaleTool): Promise<string> {
  const entry = resolve(dir, `${tool.id}.ts`);
  writeFileSync(entry, `// Written by bench/scale/node-cold.ts: ${tool.label}.\n${tool.nodeApp()}\n`);
  const outdir = resolve(dir, tool.id);
  await build({
    entryPoints: { app: entry },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outExtension: { '.js': '.mjs' },
    logLevel: 'silent',
  });
  return resolve(outdir, 'app.mjs');
}

function runDriver(root: string, app: string, baseUrl: string): Promise<ColdRun & { values: unknown[] }> {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [resolve(root, 'bench/scale/cold-driver.mjs'), app, baseUrl, FIRST_OPERATION, OTHER_NAMESPACE_OPERATION], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
    const timer = setTimeout(() => child.kill(), 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`exit ${code}: ${firstErrorLine(err, out)}`));
      else resolvePromise(JSON.parse(line) as ColdRun & { values: unknown[] });
    });
  });
}

export async function measureColdAll(
  root: string,
  scaleDir: string,
  tools: readonly ScaleTool[],
  skip: ReadonlyMap<string, string>,
  runs: number,
  progress: (l: string) => void,
): Promise<Map<string, ColdResult>> {
  const dir = resolve(scaleDir, DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const results = new Map<string, ColdResult>();
  const apps = new Map<string, string>();
  for (const tool of tools) {
    const skipped = skip.get(tool.id);
    if (skipped !== undefined) {
      results.set(tool.id, { id: tool.id, runs: [], error: skipped });
      continue;
    }
    try {
      apps.set(tool.id, await buildApp(dir, tool));
      results.set(tool.id, { id: tool.id, runs: [] });
    } catch (error) {
      const first = (error as { errors?: { text: string }[] }).errors?.[0]?.text;
      results.set(tool.id, { id: tool.id, runs: [], error: `esbuild: ${first ?? (error instanceof Error ? error.message.split('\n')[0] : String(error))}` });
    }
  }
  // The driver's call order: one first call and five warm calls of each operation.
  const expected = [FIRST_OPERATION, OTHER_NAMESPACE_OPERATION].flatMap((id) => Array(6).fill(operation(id).expected));
  const server = await startLoopback();
  try {
    const ids = [...apps.keys()];
    for (let r = 0; r < runs + 1; r++) {
      for (let j = 0; j < ids.length; j++) {
        const id = ids[(r + j) % ids.length]!;
        const result = results.get(id)!;
        if (result.error !== undefined) continue;
        try {
          const run = await runDriver(root, apps.get(id)!, server.baseUrl);
          if (JSON.stringify(run.values) !== JSON.stringify(expected))
            throw new Error(`calls returned ${JSON.stringify(run.values)}, expected ${JSON.stringify(expected)}`);
          // The first pass only warms the disk cache; it is not counted.
          if (r > 0) result.runs.push({ importMs: run.importMs, firstMs: run.firstMs, warmMs: run.warmMs, nsFirstMs: run.nsFirstMs, nsWarmMs: run.nsWarmMs });
        } catch (error) {
          results.set(id, { id, runs: [], error: error instanceof Error ? error.message : String(error) });
        }
      }
      if (r > 0) progress(`node cold start ${r}/${runs}`);
    }
  } finally {
    await server.close();
  }
  return results;
}
