// Generation: each tool that generates runs once per round on GitHub's description into
// .scratch/scale/<tool>/ (emptied first), timed as a whole process with its peak RSS
// (bench/scale/process-cost.ts); then its output is sized: all bytes, the largest files, and the
// bytes of files whose path names validators (specforge's validator chunks).

import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { runNodeMeasured } from './process-cost.js';
import type { ScaleTool } from './tool.js';

export interface OutputSize {
  readonly bytes: number;
  readonly files: number;
  /** Largest files, relative to the output folder, largest first. */
  readonly largest: readonly { path: string; bytes: number }[];
  /** Validator files (a path naming "validator", or the response schemas the mocks compile): total bytes and the largest one. */
  readonly validatorBytes: number;
  readonly largestValidator?: { path: string; bytes: number };
  /** Of those, the params validators (what a client loads: `validators/`) and the response validators (mocks only: `response-schemas/`). */
  readonly paramsValidatorBytes: number;
  readonly responseValidatorBytes: number;
  /** The largest chunk of one namespace (not a module shared by several, not an index). */
  readonly largestNamespaceChunk?: { path: string; bytes: number };
  /** The largest module shared by several chunks (`_components.js`). */
  readonly largestSharedChunk?: { path: string; bytes: number };
}

export interface GenerationResult {
  readonly id: string;
  /** Wall ms and peak RSS bytes of each round (successful rounds only). */
  readonly wallMs: readonly number[];
  readonly maxRssBytes: readonly number[];
  readonly output?: OutputSize;
  /** Why it was not measured (the first line of the failure). */
  readonly error?: string;
}

const TIMEOUT_MS = 240_000;

function walk(dir: string): { path: string; bytes: number }[] {
  const out: { path: string; bytes: number }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(full));
    else if (entry.isFile()) out.push({ path: full, bytes: statSync(full).size });
  }
  return out;
}

export function sizeOutput(dir: string): OutputSize {
  const files = walk(dir).map((f) => ({ path: relative(dir, f.path), bytes: f.bytes }));
  files.sort((a, b) => b.bytes - a.bytes);
  // The response schemas count as validators: the mocks compile them into the response validators.
  const validators = files.filter((f) => /validator|(^|\/)response-schemas\//i.test(f.path));
  const code = validators.filter((f) => f.path.endsWith('.js'));
  const shared = (f: { path: string }) => /(^|\/)_components\.js$/.test(f.path);
  // The mocks' response schemas are one module for every operation (response-schemas/operations.js), not a namespace's chunk.
  const namespaceChunk = (f: { path: string }) => !shared(f) && !/(^|\/)index\.js$/.test(f.path) && !/(^|\/)response-schemas\//.test(f.path);
  return {
    paramsValidatorBytes: validators.filter((f) => /(^|\/)validators\//.test(f.path)).reduce((s, f) => s + f.bytes, 0),
    responseValidatorBytes: validators.filter((f) => /(^|\/)response-(validators|schemas)\//.test(f.path)).reduce((s, f) => s + f.bytes, 0),
    largestNamespaceChunk: code.find(namespaceChunk),
    largestSharedChunk: code.find(shared),
    bytes: files.reduce((s, f) => s + f.bytes, 0),
    files: files.length,
    largest: files.slice(0, 3),
    validatorBytes: validators.reduce((s, f) => s + f.bytes, 0),
    largestValidator: validators[0],
  };
}

/** Generates with every tool that generates; `unavailable` maps a tool to why it cannot run (e.g. not installed). */
export function generateAll(
  root: string,
  scaleDir: string,
  tools: readonly ScaleTool[],
  unavailable: ReadonlyMap<string, string>,
  rounds: number,
  progress: (l: string) => void,
): Map<string, GenerationResult> {
  const results = new Map<string, GenerationResult>();
  const generating = tools.filter((t) => !('none' in t.generate));
  const wall = new Map<string, number[]>(generating.map((t) => [t.id, []]));
  const rss = new Map<string, number[]>(generating.map((t) => [t.id, []]));
  const failed = new Map<string, string>(unavailable);
  for (let r = 0; r < rounds; r++) {
    for (const tool of generating) {
      if (failed.has(tool.id) || 'none' in tool.generate) continue;
      const out = resolve(scaleDir, tool.id);
      rmSync(out, { recursive: true, force: true });
      mkdirSync(out, { recursive: true });
      for (const [file, text] of tool.generate.files ?? []) {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, text);
      }
      const cost = runNodeMeasured(tool.generate.args, { cwd: root, env: tool.generate.env, timeoutMs: TIMEOUT_MS });
      if (!cost.ok) {
        failed.set(tool.id, cost.error ?? 'failed');
        progress(`generate ${tool.id}: failed (${cost.error})`);
        continue;
      }
      wall.get(tool.id)!.push(cost.wallMs);
      if (cost.maxRssBytes !== undefined) rss.get(tool.id)!.push(cost.maxRssBytes);
      progress(
        `generate ${tool.id}: ${(cost.wallMs / 1000).toFixed(1)} s, ${cost.maxRssBytes === undefined ? '?' : Math.round(cost.maxRssBytes / 2 ** 20)} MB peak RSS`,
      );
    }
  }
  for (const tool of generating) {
    const error = failed.get(tool.id);
    const out = resolve(scaleDir, tool.id);
    if (error !== undefined) results.set(tool.id, { id: tool.id, wallMs: [], maxRssBytes: [], error });
    else results.set(tool.id, { id: tool.id, wallMs: wall.get(tool.id)!, maxRssBytes: rss.get(tool.id)!, output: sizeOutput(out) });
  }
  return results;
}
