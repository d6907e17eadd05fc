// The peers of the scale section, installed by the bench into .scratch/peers/ (never committed, not
// devDependencies: they are only measured, never imported by the project). Exact versions: the
// latest of each whose `engines` accepts Node 20 (later releases of @hey-api/openapi-ts and orval
// require Node ≥ 22). The install is cached: it runs again only when this list changes or the
// folder is gone. Install scripts are skipped (esbuild ships its binary in an optional dependency;
// the other script is a telemetry ping).
//
// .scratch/scale/node_modules/ is then laid out for the generated code and the consumers beside it:
// openapi-fetch (the runtime of openapi-typescript's types) links to the peers' copy, and
// `specforge` links to this repository, as an installed package would resolve. Everything else
// (typescript, esbuild, @octokit/rest 22) resolves from the project's own node_modules above.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const PEER_VERSIONS = {
  'openapi-typescript': '7.13.0',
  'openapi-fetch': '0.17.0',
  '@hey-api/openapi-ts': '0.95.0',
  orval: '7.13.2',
} as const;

export const PEERS_DIR = '.scratch/peers';
export const SCALE_DIR = '.scratch/scale';
const STAMP = 'node_modules/.scale-peers.json';

export interface PeersInstall {
  /** Absolute path of the peers' node_modules. */
  readonly modules: string;
  /** Installed version of each package (read back from its package.json); empty on failure. */
  readonly versions: ReadonlyMap<string, string>;
  /** Why the peers could not be installed (the section then measures only the others). */
  readonly error?: string;
  /** Whether this run installed (false: the cached install was used). */
  readonly installed: boolean;
  readonly seconds: number;
}

function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, SCARF_ANALYTICS: 'false', npm_config_update_notifier: 'false' };
  delete env.NODE_OPTIONS;
  return env;
}

export function installPeers(root: string, progress: (line: string) => void): PeersInstall {
  const started = performance.now();
  const dir = resolve(root, PEERS_DIR);
  const wanted = JSON.stringify(PEER_VERSIONS);
  const stamp = resolve(dir, STAMP);
  const cached = existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted;
  if (!cached) {
    progress(
      `installing peers into ${PEERS_DIR}/ (${Object.entries(PEER_VERSIONS)
        .map(([n, v]) => `${n}@${v}`)
        .join(', ')})`,
    );
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const pkg = { name: 'specforge-bench-peers', private: true, type: 'module', dependencies: PEER_VERSIONS };
    writeFileSync(resolve(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
    const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], {
      cwd: dir,
      env: childEnv(),
      encoding: 'utf8',
      timeout: 300_000,
    });
    if (r.error || r.status !== 0) {
      const why = r.error?.message ?? (r.stderr || r.stdout).split('\n').find((l) => /ERR|error/i.test(l)) ?? `exit ${r.status}`;
      linkScaleModules(root, undefined);
      const error = `npm install in ${PEERS_DIR}/ failed: ${why}`;
      return { modules: resolve(dir, 'node_modules'), versions: new Map(), installed: false, seconds: (performance.now() - started) / 1000, error };
    }
    writeFileSync(stamp, wanted);
  }
  const modules = resolve(dir, 'node_modules');
  const versions = new Map<string, string>();
  for (const name of Object.keys(PEER_VERSIONS)) {
    const pkg = JSON.parse(readFileSync(resolve(modules, name, 'package.json'), 'utf8')) as { version: string };
    versions.set(name, pkg.version);
  }
  linkScaleModules(root, modules);
  return { modules, versions, installed: !cached, seconds: (performance.now() - started) / 1000 };
}

/**
 * `.scratch/scale/node_modules/`: openapi-fetch from the peers (if installed), specforge as this
 * repository. Several processes may do this at once (the shards of `make check-world`), so each
 * link is left alone when it already points where it should and is otherwise replaced in one
 * rename, never removed and made again.
 */
function linkScaleModules(root: string, peerModules: string | undefined): void {
  const nm = resolve(root, SCALE_DIR, 'node_modules');
  mkdirSync(nm, { recursive: true });
  const wanted = new Map([['specforge', root]]);
  if (peerModules) wanted.set('openapi-fetch', resolve(peerModules, 'openapi-fetch'));
  for (const entry of readdirSync(nm)) if (!wanted.has(entry) && !entry.includes('.tmp-')) rmSync(resolve(nm, entry), { recursive: true, force: true });
  for (const [name, target] of wanted) linkOnce(target, resolve(nm, name));
}

/** `path` a symbolic link to `target`, made (or replaced) atomically unless it already is one. */
export function linkOnce(target: string, path: string): void {
  let current: string | undefined;
  try {
    current = readlinkSync(path);
  } catch {
    current = undefined; // absent, or not a link
  }
  if (current === target) return;
  if (current === undefined) rmSync(path, { recursive: true, force: true });
  const temp = `${path}.tmp-${process.pid}`;
  rmSync(temp, { force: true });
  symlinkSync(target, temp, 'dir');
  renameSync(temp, path);
}
