// Browser bundles of the scale section, with bench/bundle-size.ts's esbuild settings (minified,
// ESM, browser, gzip -9) plus code splitting (`bundleSplit`): for each tool, an app that makes one
// `repos.get` call through one method only, and the same call through the full client with every
// operation kept. The initial chunk (entry plus its static imports) is reported apart from all
// chunks, since lazily loaded chunks cost nothing until used. Each bundle is checked to contain the
// route it calls, and a full client to contain an operation it does not call.
// Also today's specforge hosting client (`specforge/hosting`, 145 methods, from dist/) through
// bench/bundle-size.ts's scenarios, bundled with splitting, as the baseline of its initial chunk.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { bundleScenario, bundleSplit, prepareBundleDir, type SplitBundle } from '../bundle-size.js';
import type { ScaleTool } from './tool.js';

export interface BundleResult {
  readonly id: string;
  readonly oneMethod?: SplitBundle;
  readonly fullClient?: SplitBundle;
  readonly error?: string;
}

const DIR = 'bundles';
/** Route of an operation no app calls: a full client must still hold it. */
const UNCALLED_ROUTE = '/user/codespaces';

async function bundleChecked(entry: string, outdir: string, cwd: string, mustContain: readonly string[]): Promise<SplitBundle> {
  const b = await bundleSplit(entry, outdir, cwd);
  for (const s of mustContain) if (!b.text.includes(s)) throw new Error(`bundle of ${entry} does not contain ${s}`);
  return b;
}

function errorLine(error: unknown): string {
  const first = (error as { errors?: { text: string }[] }).errors?.[0]?.text;
  return first ?? (error instanceof Error ? error.message.split('\n')[0]! : String(error));
}

export async function bundleAll(scaleDir: string, tools: readonly ScaleTool[], skip: ReadonlyMap<string, string>): Promise<Map<string, BundleResult>> {
  const dir = resolve(scaleDir, DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const results = new Map<string, BundleResult>();
  for (const tool of tools) {
    const skipped = skip.get(tool.id);
    if (skipped !== undefined) {
      results.set(tool.id, { id: tool.id, error: skipped });
      continue;
    }
    try {
      const one = resolve(dir, `${tool.id}.one.ts`);
      const full = resolve(dir, `${tool.id}.full.ts`);
      writeFileSync(one, `// Written by bench/scale/browser-bundles.ts: one method (${tool.label}).\n${tool.bundles.oneMethod}\n`);
      writeFileSync(full, `// Written by bench/scale/browser-bundles.ts: full client (${tool.label}).\n${tool.bundles.fullClient}\n`);
      const typesOnly = tool.id === 'openapi-typescript';
      const oneMethod = await bundleChecked(one, resolve(dir, `${tool.id}.one`), dir, ['/repos/']);
      const fullClient = await bundleChecked(full, resolve(dir, `${tool.id}.full`), dir, typesOnly ? ['/repos/'] : ['/repos/', UNCALLED_ROUTE]);
      results.set(tool.id, { id: tool.id, oneMethod, fullClient });
    } catch (error) {
      results.set(tool.id, { id: tool.id, error: errorLine(error) });
    }
  }
  return results;
}

export interface HostingBaseline {
  readonly oneMethod?: SplitBundle;
  readonly fullClient?: SplitBundle;
  readonly error?: string;
}

/** Today's `specforge/hosting` (dist/), one method and full client, bundled with splitting. */
export async function bundleHostingBaseline(root: string, scaleDir: string): Promise<HostingBaseline> {
  const dir = resolve(scaleDir, 'bundles-hosting');
  prepareBundleDir(root, dir);
  try {
    const sized: Record<string, SplitBundle> = {};
    for (const id of ['sf-operations', 'sf-client']) {
      const entry = resolve(dir, `${id}.js`);
      writeFileSync(entry, `// Written by bench/scale/browser-bundles.ts.\n${bundleScenario(id).source}\n`);
      sized[id] = await bundleChecked(entry, resolve(dir, id), dir, ['/gists/']);
    }
    return { oneMethod: sized['sf-operations'], fullClient: sized['sf-client'] };
  } catch (error) {
    return { error: errorLine(error) };
  }
}
