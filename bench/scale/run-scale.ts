// The scale section of `make bench`: GitHub's full REST description through specforge and its
// peers, side by side in one run. Steps, each in a module of its own: install the peers (cached,
// bench/scale/peers.ts), generate with each tool (generate.ts), type-check the same ten-call
// consumer in each tool's idiom (typecheck.ts), cold import and first calls on Node
// (node-cold.ts), browser bundles (browser-bundles.ts). A tool that fails a step is reported with
// the first line of its error and left out of the steps that need that one; the section goes on.

import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { bundleAll, bundleHostingBaseline, type BundleResult, type HostingBaseline } from './browser-bundles.js';
import { generateAll, type GenerationResult } from './generate.js';
import { readGithubDescription, type GithubDescription } from './github-description.js';
import { measureColdAll, type ColdResult } from './node-cold.js';
import { installPeers, PEER_VERSIONS, SCALE_DIR, type PeersInstall } from './peers.js';
import type { ScaleTool, ToolContext } from './tool.js';
import { heyApiTool } from './tools/hey-api.js';
import { octokitTool } from './tools/octokit.js';
import { openapiTypescriptTool } from './tools/openapi-typescript.js';
import { orvalTool } from './tools/orval.js';
import { specforgeTool } from './tools/specforge.js';
import { typecheckAll, type TscCase } from './typecheck.js';

export interface ScaleSettings {
  /** Generations per tool (each is seconds to tens of seconds). */
  readonly genRounds: number;
  /** Interleaved tsc rounds over every file. */
  readonly tscRounds: number;
  /** Fresh Node processes per tool. */
  readonly coldRuns: number;
}

export interface ScaleResults {
  /** When the section ran (ISO 8601). */
  readonly date: string;
  readonly settings: ScaleSettings;
  readonly description: GithubDescription;
  readonly peers: PeersInstall;
  readonly tools: readonly ScaleTool[];
  readonly generation: ReadonlyMap<string, GenerationResult>;
  readonly tsc: readonly TscCase[];
  readonly cold: ReadonlyMap<string, ColdResult>;
  readonly bundles: ReadonlyMap<string, BundleResult>;
  readonly hostingBaseline: HostingBaseline;
  readonly seconds: number;
}

export async function runScale(root: string, settings: ScaleSettings, progress: (l: string) => void): Promise<ScaleResults> {
  const started = performance.now();
  const date = new Date().toISOString();
  const description = readGithubDescription(root);
  const scaleDir = resolve(root, SCALE_DIR);
  mkdirSync(scaleDir, { recursive: true });
  // The consumers and apps here are bundled by esbuild, which would otherwise apply the
  // repository's tsconfig (its `paths` point `specforge/*` at the TypeScript sources).
  writeFileSync(resolve(scaleDir, 'tsconfig.json'), JSON.stringify({ compilerOptions: {} }, null, 2));
  writeFileSync(resolve(scaleDir, 'package.json'), JSON.stringify({ name: 'specforge-bench-scale', private: true, type: 'module' }, null, 2));
  const peers = installPeers(root, progress);
  if (peers.error) progress(`peers not installed, measuring without them: ${peers.error}`);
  else
    progress(
      `peers ${peers.installed ? `installed in ${peers.seconds.toFixed(0)} s` : 'cached'}: ${[...peers.versions].map(([n, v]) => `${n} ${v}`).join(', ')}`,
    );

  // Without an install, tables still name the pinned versions (the rows say they were not measured).
  const versions = peers.error ? new Map<string, string>(Object.entries(PEER_VERSIONS)) : peers.versions;
  const ctx: ToolContext = { root, spec: description.path, scaleDir, peerModules: peers.modules, versions };
  const tools: ScaleTool[] = [specforgeTool(ctx), openapiTypescriptTool(ctx), heyApiTool(ctx), orvalTool(ctx), octokitTool(ctx)];

  progress(`generation: ${settings.genRounds} round(s) × ${tools.filter((t) => !('none' in t.generate)).length} tools on ${description.operations} operations`);
  const peerTools = ['openapi-typescript', 'hey-api', 'orval'];
  const unavailable = new Map(peers.error ? peerTools.map((id) => [id, peers.error!] as const) : []);
  const generation = generateAll(root, scaleDir, tools, unavailable, settings.genRounds, progress);
  const notGenerated = new Map<string, string>();
  for (const [id, g] of generation) if (g.error !== undefined) notGenerated.set(id, `generation failed: ${g.error}`);

  const tsc = typecheckAll(root, scaleDir, tools, new Set(notGenerated.keys()), settings.tscRounds, progress);
  const cold = await measureColdAll(root, scaleDir, tools, notGenerated, settings.coldRuns, progress);
  progress('browser bundles');
  const bundles = await bundleAll(scaleDir, tools, notGenerated);
  const hostingBaseline = await bundleHostingBaseline(root, scaleDir);
  return { date, settings, description, peers, tools, generation, tsc, cold, bundles, hostingBaseline, seconds: (performance.now() - started) / 1000 };
}
