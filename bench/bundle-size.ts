// Browser bundle of one method: a tiny app that makes one `GET /gists/{gist_id}` call, bundled by
// esbuild (`--bundle --minify --platform=browser --format=esm`, everything it imports included,
// ky too), then gzip -9. Scenarios:
//   - specforge `specforge/hosting/operations` (HostingCore + gistsGet): the tree-shakable entry,
//   - specforge `specforge/hosting` (HostingClient, client.gists.get): the full client,
//   - Octokit 22's smallest equivalent, @octokit/core + octokit.request('GET /gists/{gist_id}'),
//   - Octokit 22 `@octokit/rest` + octokit.rest.gists.get.
// Packages resolve like an installed app's: .scratch/bench-bundle/node_modules/specforge is a
// symlink to this repo (its `exports`, dist/), the rest from this repo's node_modules.
// A scenario whose entry does not exist (yet) is reported as missing, not skipped silently.
// To show where specforge's bytes go, its scenarios are bundled a second time from the TypeScript
// sources (through the repo's tsconfig `paths`), so that sizes are attributed to runtime/ and
// generated/ files rather than to dist/ chunks.

import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type BuildOptions, type Metafile } from 'esbuild';

export interface BundleRow {
  id: string;
  label: string;
  /** Minified bytes, gzip -9 bytes; undefined when the scenario could not be built. */
  minBytes?: number;
  gzipBytes?: number;
  /** The largest inputs (package or file) by bytes in the output. */
  top?: string;
  /** specforge only: gzip bytes and largest inputs of the same app bundled from the sources. */
  sourceGzip?: number;
  sourceTop?: string;
  error?: string;
}

const DIR = '.scratch/bench-bundle';

const SCENARIOS: { id: string; label: string; source: string; attribute?: boolean }[] = [
  {
    id: 'sf-operations',
    attribute: true,
    label: 'specforge `HostingCore` + `gistsGet` (`specforge/hosting/operations`)',
    source: [
      `import { HostingCore, gistsGet } from 'specforge/hosting/operations';`,
      `const core = new HostingCore({ auth: 'token' });`,
      `gistsGet(core, { gist_id: 'aa5a315d61ae9438b18d' }).then((r) => console.log(r.data.description));`,
    ].join('\n'),
  },
  {
    id: 'sf-client',
    attribute: true,
    label: 'specforge `HostingClient` + `client.gists.get` (`specforge/hosting`)',
    source: [
      `import { HostingClient } from 'specforge/hosting';`,
      `const client = new HostingClient({ auth: 'token' });`,
      `client.gists.get({ gist_id: 'aa5a315d61ae9438b18d' }).then((r) => console.log(r.data.description));`,
    ].join('\n'),
  },
  {
    id: 'o22-core',
    label: "Octokit 22's `@octokit/core` + `octokit.request('GET /gists/{gist_id}')`",
    source: [
      `import { Octokit } from '@octokit/core';`,
      `const octokit = new Octokit({ auth: 'token' });`,
      `octokit.request('GET /gists/{gist_id}', { gist_id: 'aa5a315d61ae9438b18d' }).then((r) => console.log(r.data.description));`,
    ].join('\n'),
  },
  {
    id: 'o22-rest',
    label: 'Octokit 22 `@octokit/rest` + `octokit.rest.gists.get`',
    source: [
      `import { Octokit } from '@octokit/rest';`,
      `const octokit = new Octokit({ auth: 'token' });`,
      `octokit.rest.gists.get({ gist_id: 'aa5a315d61ae9438b18d' }).then((r) => console.log(r.data.description));`,
    ].join('\n'),
  },
];

/** Groups metafile inputs by package (node_modules/<pkg>) or by repo file, largest first. */
export function topInputs(meta: Metafile, n: number): string {
  const sizes = new Map<string, number>();
  for (const output of Object.values(meta.outputs)) {
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
      const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
      const key = m ? m[1]! : path.replace(/^.*?\/(dist|runtime|generated)\//, '$1/');
      sizes.set(key, (sizes.get(key) ?? 0) + bytesInOutput);
    }
  }
  return [...sizes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${(v / 1024).toFixed(1)} KB`)
    .join(', ');
}

const OPTIONS = { bundle: true, minify: true, platform: 'browser', format: 'esm', write: false, metafile: true, logLevel: 'silent' } as const;

export interface SplitBundle {
  /** The entry chunk and the chunks it imports statically: what loads before the first line runs. */
  initialMinBytes: number;
  initialGzipBytes: number;
  /** Every chunk, dynamic imports included (each file gzipped on its own, as a browser fetches it). */
  totalMinBytes: number;
  totalGzipBytes: number;
  chunks: number;
  /** The largest inputs of the whole build (bench/bundle-size.ts `topInputs`). */
  top: string;
  /** The text of every output file, for checks on what was kept. */
  text: string;
}

/**
 * Bundles `entry` for the browser with this section's options plus code splitting (dynamic
 * imports become chunks of their own, loaded on demand) and sizes the initial chunk apart from the
 * whole. `extra` can set e.g. `tsconfig` or `nodePaths`.
 */
export async function bundleSplit(entry: string, outdir: string, absWorkingDir: string, extra: BuildOptions = {}): Promise<SplitBundle> {
  const result = await build({ ...OPTIONS, ...extra, entryPoints: [entry], outdir, absWorkingDir, splitting: true });
  const files = new Map(result.outputFiles!.map((f) => [f.path, f.contents]));
  const outputs = result.metafile!.outputs;
  // Every dynamically imported module is an entry point of its own chunk too: the app's chunk is
  // the one whose entry point is `entry` (metafile paths are relative to absWorkingDir).
  const entryPath = relative(absWorkingDir, resolve(absWorkingDir, entry)).split('\\').join('/');
  const key = Object.keys(outputs).find((k) => outputs[k]!.entryPoint === entryPath);
  if (!key) throw new Error(`esbuild reported no chunk for the entry ${entryPath}`);
  const initial = new Set<string>();
  const visit = (k: string) => {
    if (initial.has(k)) return;
    initial.add(k);
    for (const imp of outputs[k]!.imports) if (imp.kind === 'import-statement' && outputs[imp.path]) visit(imp.path);
  };
  visit(key);
  const size = (keys: Iterable<string>) => {
    let min = 0;
    let gz = 0;
    for (const k of keys) {
      const code = files.get(resolve(absWorkingDir, k));
      if (!code) continue;
      min += code.byteLength;
      gz += gzipSync(code, { level: 9 }).byteLength;
    }
    return [min, gz] as const;
  };
  const jsKeys = Object.keys(outputs).filter((k) => k.endsWith('.js'));
  const [initialMinBytes, initialGzipBytes] = size(initial);
  const [totalMinBytes, totalGzipBytes] = size(jsKeys);
  const text = [...files.values()].map((c) => Buffer.from(c).toString('utf8')).join('\n');
  return { initialMinBytes, initialGzipBytes, totalMinBytes, totalGzipBytes, chunks: jsKeys.length, top: topInputs(result.metafile!, 4), text };
}

/** One of the scenarios below by id (the scale section bundles today's clients with splitting). */
export function bundleScenario(id: string): { label: string; source: string } {
  const s = SCENARIOS.find((x) => x.id === id);
  if (!s) throw new Error(`no bundle scenario ${id}`);
  return s;
}

/** The scratch app folder of this section: node_modules/specforge links to the repository. */
export function prepareBundleDir(root: string, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(resolve(dir, 'node_modules'), { recursive: true });
  symlinkSync(root, resolve(dir, 'node_modules/specforge'), 'dir');
  writeFileSync(resolve(dir, 'package.json'), JSON.stringify({ name: 'bench-bundle', private: true, type: 'module' }, null, 2));
  // Without a tsconfig.json of its own, esbuild would apply the repo's (its `paths` map
  // specforge/* to the TypeScript sources) to the entry: bundle what the package ships instead.
  writeFileSync(resolve(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: {} }, null, 2));
}

export async function benchBundles(root: string): Promise<BundleRow[]> {
  const dir = resolve(root, DIR);
  prepareBundleDir(root, dir);
  const rows: BundleRow[] = [];
  for (const s of SCENARIOS) {
    const entry = resolve(dir, `${s.id}.js`);
    writeFileSync(entry, `// Generated by bench/bundle-size.ts.\n${s.source}\n`);
    try {
      const result = await build({ ...OPTIONS, entryPoints: [entry], absWorkingDir: dir, outfile: resolve(dir, `${s.id}.bundle.js`) });
      const code = result.outputFiles[0]!.contents;
      const text = Buffer.from(code).toString('utf8');
      // Honesty check: the route must be in the bundle, or the call was tree-shaken away.
      if (!text.includes('/gists/')) throw new Error('bundle does not contain the /gists/ route');
      writeFileSync(resolve(dir, `${s.id}.bundle.js`), code);
      const row: BundleRow = {
        id: s.id,
        label: s.label,
        minBytes: code.byteLength,
        gzipBytes: gzipSync(code, { level: 9 }).byteLength,
        top: topInputs(result.metafile, 4),
      };
      if (s.attribute) {
        const src = await build({
          ...OPTIONS,
          entryPoints: [entry],
          absWorkingDir: dir,
          outfile: resolve(dir, `${s.id}.src.js`),
          tsconfig: resolve(root, 'tsconfig.json'),
        });
        row.sourceGzip = gzipSync(src.outputFiles[0]!.contents, { level: 9 }).byteLength;
        row.sourceTop = topInputs(src.metafile, 8);
      }
      rows.push(row);
    } catch (error) {
      const first = (error as { errors?: { text: string }[] }).errors?.[0]?.text;
      const message = first ?? (error instanceof Error ? error.message.split('\n')[0]! : String(error));
      rows.push({ id: s.id, label: s.label, error: message });
    }
  }
  return rows;
}

export function bundleMarkdown(rows: readonly BundleRow[]): string {
  const kb = (b?: number) => (b === undefined ? '—' : (b / 1024).toFixed(1));
  return [
    '## 8. Browser bundle of one method (esbuild, minified, gzip -9)',
    '',
    '| Scenario | minified KB | gzip KB | largest inputs (bytes in output) |',
    '|---|---|---|---|',
    ...rows.map(
      (r) => `| ${r.label} | ${kb(r.minBytes)} | ${r.error ? `not built: ${r.error.replaceAll('|', '\\|')}` : `**${kb(r.gzipBytes)}**`} | ${r.top ?? ''} |`,
    ),
    '',
    `- Each scenario is a three-line app (construct, one \`GET /gists/{gist_id}\`, log a field) in \`${DIR}/\`, bundled with esbuild's API: \`bundle, minify, platform: 'browser', format: 'esm'\`, every dependency included (ky for specforge; @octokit/* and their dependencies for Octokit), gzip level 9. KB = 1024 bytes.`,
    '- `@octokit/core` with `octokit.request(route)` is the smallest Octokit 22 equivalent (no typed method object, no validation); `@octokit/rest` is the full client with all REST methods.',
    '',
    "Where specforge's bytes go: the same apps bundled from the TypeScript sources (the repo's tsconfig `paths`), minified bytes per input file:",
    '',
    ...rows.filter((r) => r.sourceTop).map((r) => `- ${r.label}, ${kb(r.sourceGzip)} KB gzip from the sources: ${r.sourceTop}`),
    '',
  ].join('\n');
}
