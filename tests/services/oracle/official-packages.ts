// Where the official descriptions come from: the pinned devDependencies under node_modules, or
// the copies `make check-upstream` installs into .scratch/upstream (named by the environment
// variables it sets), so the same differential suites run against a newer upstream version.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The folder of an installed package: `$<envVar>/node_modules/<name>` when set, else the project's own. */
export function packageDir(name: string, envVar: string): string {
  const base = process.env[envVar] ? join(process.env[envVar]!, 'node_modules') : join(ROOT, 'node_modules');
  const dir = join(base, name);
  if (!existsSync(join(dir, 'package.json'))) throw new Error(`${name} is not installed in ${base} (run make install, or make check-upstream)`);
  return dir;
}

export function packageVersion(dir: string): string {
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** `@octokit/openapi`: GitHub's official REST description with Octokit's `x-octokit` extension. */
export const OCTOKIT_OPENAPI = { name: '@octokit/openapi', envVar: 'SPECFORGE_UPSTREAM_OCTOKIT', file: 'generated/api.github.com.json' } as const;

/** `@googleapis/admin`: the generated client of the Admin SDK, Reports API in `reports_v1.ts`. */
export const GOOGLEAPIS_ADMIN = { name: '@googleapis/admin', envVar: 'SPECFORGE_UPSTREAM_GOOGLEAPIS', file: 'reports_v1.ts' } as const;

export function officialFile(pkg: { name: string; envVar: string; file: string }): { path: string; version: string } {
  const dir = packageDir(pkg.name, pkg.envVar);
  return { path: join(dir, pkg.file), version: packageVersion(dir) };
}
