// Builds dist/: ESM (.js) and CJS (.cjs) with .d.ts/.d.cts for the runtime and every generated
// service and its mocks. ky is ESM-only: it stays external in the ESM build and is bundled into
// the CJS build (esbuild's interop on require('ky') breaks, a CJS require of an ESM-only package). ajv's format
// helpers and fast-deep-equal are bundled, so the only runtime dependency is ky; msw stays
// external (an optional peer, loaded only by the mocks entries).
import { defineConfig, type Options } from 'tsup';

const services = ['hosting', 'audit', 'webhooks'];
// The Node transport and its stand-in are entries of their own, reached through the package's
// "imports" map (`#http-node`): Node loads http-node, every other environment http-none.
const entry: Record<string, string> = { index: 'runtime/index.ts', 'auth-app': 'runtime/auth-app.ts', 'http-node': 'runtime/transport/node.ts', 'http-none': 'runtime/transport/none.ts' };
// `specforge/runtime` and its subpaths: what generated code imports (runtime/support/).
for (const name of ['mocks', 'events', 'webhooks-server', 'formats']) entry[`runtime/${name}`] = `runtime/support/${name}.ts`;
entry['runtime/index'] = 'runtime/support/index.ts';
for (const s of services) {
  entry[`${s}/index`] = `generated/${s}/index.ts`;
  entry[`${s}/mocks`] = `generated/${s}/mocks.ts`;
  entry[`${s}/operations`] = `generated/${s}/operations.ts`;
}
// The audit command (`npx specforge audit list`), run by bin/specforge.mjs from dist/.
entry['cli/audit'] = 'cli/audit.ts';
// The webhook server (node:http) has its own entry, never imported by the root or client entries.
entry['webhooks/server'] = 'generated/webhooks/server.ts';

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

export default defineConfig([
  { ...common, format: ['esm'], clean: true },
  { ...common, format: ['cjs'], noExternal: [...(common.noExternal as string[]), 'ky'] },
]);
