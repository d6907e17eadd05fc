// Builds dist/: ESM (.js) and CJS (.cjs) with .d.ts/.d.cts for the runtime and every generated
// service and its mocks. ky is ESM-only: it stays external in the ESM build and is bundled into
// the CJS build (esbuild's interop on require('ky') breaks, see TOOLCHAIN.md §4). ajv's format
// helpers and fast-deep-equal are bundled, so the only runtime dependency is ky; msw stays
// external (an optional peer, loaded only by the mocks entries).
import { defineConfig, type Options } from 'tsup';

const services = ['hosting', 'audit', 'webhooks'];
const entry: Record<string, string> = { index: 'runtime/index.ts', 'auth-app': 'runtime/auth-app.ts' };
for (const s of services) {
  entry[`${s}/index`] = `generated/${s}/index.ts`;
  entry[`${s}/mocks`] = `generated/${s}/mocks.ts`;
  entry[`${s}/operations`] = `generated/${s}/operations.ts`;
}
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
  external: ['msw', 'msw/node', /^node:/],
  noExternal: ['ajv-formats', 'fast-deep-equal'],
};

export default defineConfig([
  { ...common, format: ['esm'], clean: true },
  { ...common, format: ['cjs'], noExternal: [...(common.noExternal as string[]), 'ky'] },
]);
