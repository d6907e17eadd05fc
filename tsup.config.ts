// Builds dist/: ESM (.js) and CJS (.cjs) with .d.ts/.d.cts for every package entry listed in
// generated/services.json (the runtime's and each service's, written by the generator), plus the
// `specforge` command (ESM only, the generator's own packages bundled in so installing the package
// is enough to run it). ajv's format helpers, fast-deep-equal, eventsource-parser (event streams) and (for the mocks' response
// validators only) ajv are bundled, so the package has no runtime dependency; msw stays external (an optional peer, loaded only by the mocks entries).
// Generated code imports `specforge/runtime...`, resolved here through tsconfig.json's paths to the
// runtime's sources, so the package holds one copy of the runtime per module format. The command's
// report templates are written precompiled beside it, as dist/templates.cjs.
import { readFileSync, writeFileSync } from 'node:fs';
import Handlebars from 'handlebars';
import { defineConfig, type Options } from 'tsup';
import { precompiledModule } from './codegen/emit/reference/templates.js';

interface Entry {
  source: string;
  out: string;
}
const manifest = JSON.parse(readFileSync('generated/services.json', 'utf8')) as { entries: Entry[] };
const entry: Record<string, string> = Object.fromEntries(manifest.entries.map((e) => [e.out, e.source]));
// The Node transport and its stand-in, reached through the package's "imports" map (`#http-node`):
// Node loads http-node, every other environment http-none.
entry['http-node'] = 'runtime/transport/node.ts';
entry['http-none'] = 'runtime/transport/none.ts';
// How the fetch transport meets redirects (`#fetch-redirects`): bundles for browsers get the -browser one.
entry['fetch-redirects'] = 'runtime/transport/fetch-redirects.ts';
entry['fetch-redirects-browser'] = 'runtime/transport/fetch-redirects-browser.ts';

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
  external: ['msw', 'msw/node', 'bullmq', 'ioredis', /^node:/, '#http-node', '#fetch-redirects'],
  noExternal: ['ajv', 'ajv-formats', 'fast-deep-equal', 'eventsource-parser'],
};

export default defineConfig([
  { ...common, format: ['esm'], clean: true },
  { ...common, format: ['cjs'] },
  {
    // The worker thread a large document's validators are made in (codegen/cli/validator-thread.ts).
    entry: { 'cli/main': 'codegen/cli/main.ts', 'cli/validator-worker': 'codegen/cli/validator-worker.ts' },
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    // Split, so the audit command's mocks (which import msw, an optional peer) stay a chunk loaded by --mock only.
    splitting: true,
    sourcemap: false,
    dts: false,
    external: ['msw', 'msw/node', 'bullmq', 'ioredis', /^node:/, '#http-node', '#fetch-redirects'],
    // The generator's packages (yaml, ajv, handlebars, ...) are devDependencies, bundled into the command.
    banner: { js: "import { createRequire as __specforgeRequire } from 'node:module'; const require = __specforgeRequire(import.meta.url);" },
    // The report templates, precompiled beside the command (codegen/emit/reference/templates.ts).
    onSuccess: async () =>
      writeFileSync(
        'dist/templates.cjs',
        precompiledModule(Handlebars, (name) => readFileSync(`templates/${name}`, 'utf8')),
      ),
  },
]);
