// The package's entry points, written by the generator as `generated/services.json`: the runtime's
// fixed entries plus each service's (client, mocks, per-operation functions, Standard Schemas,
// webhook server). The
// build (tsup.config.ts), the tests (jest.config.cjs) and package.json's `exports` and
// `typesVersions` all follow it, so a new service needs its spec and its line in
// specforge.config.json, and no edit anywhere else.

import type { ServiceModel } from '../model/types.js';

export interface PackageEntry {
  /** The package subpath: `.`, `./runtime`, `./hosting/mocks`. */
  subpath: string;
  /** Source file, relative to the repository root. */
  source: string;
  /** Output name under dist/, without extension: `index`, `runtime/index`, `hosting/mocks`. */
  out: string;
}

export interface Manifest {
  services: string[];
  entries: PackageEntry[];
}

/** Entries of the runtime (and `specforge/config`'s defineConfig), whatever the services. */
export const RUNTIME_ENTRIES: readonly PackageEntry[] = [
  { subpath: '.', source: 'runtime/index.ts', out: 'index' },
  { subpath: './runtime', source: 'runtime/support/index.ts', out: 'runtime/index' },
  { subpath: './runtime/core', source: 'runtime/support/core.ts', out: 'runtime/core' },
  { subpath: './runtime/routes', source: 'runtime/support/routes.ts', out: 'runtime/routes' },
  { subpath: './runtime/events', source: 'runtime/support/events.ts', out: 'runtime/events' },
  { subpath: './runtime/mocks', source: 'runtime/support/mocks.ts', out: 'runtime/mocks' },
  { subpath: './runtime/webhooks-server', source: 'runtime/support/webhooks-server.ts', out: 'runtime/webhooks-server' },
  { subpath: './runtime/formats', source: 'runtime/support/formats.ts', out: 'runtime/formats' },
  { subpath: './runtime/tanstack-query', source: 'runtime/support/tanstack-query.ts', out: 'runtime/tanstack-query' },
  { subpath: './runtime/swr', source: 'runtime/support/swr.ts', out: 'runtime/swr' },
  { subpath: './auth-app', source: 'runtime/auth-app.ts', out: 'auth-app' },
  { subpath: './config', source: 'codegen/config/define.ts', out: 'config' },
];

/** The manifest of `models`, generated into `outDir`; `made` tells which files were made (`<service>/mocks.ts`). */
export function manifestOf(models: readonly ServiceModel[], made: { has(path: string): boolean }, outDir: string): Manifest {
  const entries: PackageEntry[] = [...RUNTIME_ENTRIES];
  for (const m of models) {
    entries.push({ subpath: `./${m.name}`, source: `${outDir}/${m.name}/index.ts`, out: `${m.name}/index` });
    for (const part of ['mocks', 'operations', 'schemas', 'server']) {
      if (made.has(`${m.name}/${part}.ts`))
        entries.push({ subpath: `./${m.name}/${part}`, source: `${outDir}/${m.name}/${part}.ts`, out: `${m.name}/${part}` });
    }
  }
  return { services: models.map((m) => m.name), entries };
}

/** package.json `exports` for the manifest: ESM and CJS builds, each with its declarations. */
export function packageExports(manifest: Manifest): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  for (const e of manifest.entries) {
    exports[e.subpath] = {
      import: { types: `./dist/${e.out}.d.ts`, default: `./dist/${e.out}.js` },
      require: { types: `./dist/${e.out}.d.cts`, default: `./dist/${e.out}.cjs` },
    };
  }
  exports['./package.json'] = './package.json';
  return exports;
}

/** package.json `typesVersions`, so `node10` module resolution finds every subpath's declarations. */
export function packageTypesVersions(manifest: Manifest): Record<string, Record<string, string[]>> {
  const map: Record<string, string[]> = {};
  for (const e of manifest.entries) if (e.subpath !== '.') map[e.subpath.slice(2)] = [`dist/${e.out}.d.ts`];
  return { '*': map };
}
