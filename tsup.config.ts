// Builds dist/: ESM (.js) and CJS (.cjs) with .d.ts/.d.cts for every package entry listed in
// generated/services.json (the runtime's and each service's, written by the generator), plus the
// `specforge` command (ESM only, the generator's own packages bundled in so installing the package
// is enough to run it). ky is ESM-only: it stays external in the ESM build and is bundled into the
// CJS build (esbuild's interop on require('ky') breaks). ajv's format helpers and fast-deep-equal are
// bundled, so the only runtime dependency is ky; msw stays external (an optional peer, loaded only by
// the mocks entries). Generated code imports `specforge/runtime...`, resolved here through
// tsconfig.json's paths to the runtime's sources, so the package holds one copy of the runtime.
import { readFileSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

interface Entry {
  source: string;
  out: string;
}
const manifest = JSON.parse(readFileSync('generated/services.json', 'utf8')) as { entries: Entry[] };
const entry: Record<string, string> = Object.fromEntries(manifest.entries.map((e) => [e.out, e.source]));
// The Node transport and its stand-in, reached through the package's "imports" map (`#http-node`):
// Node loads http-node, every other environment http-none.
entry['http-node'] = 'runtime/http-node.ts';
entry['http-none'] = 'runtime/http-none.ts';

const common: Options = {
  entry,
  dts: true,
  target: 'node20',
  platform: 'neutral',
  splitting: true,
  treeshake: true,
  sourcemap: false,
  // Not minified: esbuild's whitespace minification drops the /* @__PURE__ */ annotations that let
  // an application's bundler drop the operations (and validators) it does not import.
  external: ['msw', 'msw/node', /^node:/, '#http-node'],
  noExternal: ['ajv-formats', 'fast-deep-equal'],
};

// ky's module exports its function as the default export next to named ones (error classes,
// guards). The transport loads it lazily (`import('ky')`) and uses only the default export; in the
// CJS build, where ky is bundled, that dynamic import becomes a chunk of its own, and a CJS chunk
// with default and named exports together makes rollup warn (its consumers would need `.default`).
// So the CJS build imports ky through a module that re-exports the default export alone.
const kyDefaultOnly: EsbuildPlugin = {
  name: 'ky-default-only',
  setup(build) {
    build.onResolve({ filter: /^ky$/ }, (args) => (args.namespace === 'ky-default-only' ? undefined : { path: 'ky', namespace: 'ky-default-only' }));
    build.onLoad({ filter: /.*/, namespace: 'ky-default-only' }, () => ({ contents: "export { default } from 'ky';", resolveDir: process.cwd() }));
  },
};

export default defineConfig([
  { ...common, format: ['esm'], clean: true },
  { ...common, format: ['cjs'], noExternal: [...(common.noExternal as string[]), 'ky'], esbuildPlugins: [kyDefaultOnly] },
  {
    entry: { 'cli/main': 'codegen/cli/main.ts' },
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    // Split, so the audit command's mocks (which import msw, an optional peer) stay a chunk loaded by --mock only.
    splitting: true,
    sourcemap: false,
    dts: false,
    external: ['msw', 'msw/node', /^node:/, '#http-node', 'ky'],
    // The generator's packages (yaml, ajv, handlebars, ...) are devDependencies, bundled into the command.
    banner: { js: "import { createRequire as __specforgeRequire } from 'node:module'; const require = __specforgeRequire(import.meta.url);" },
  },
]);
