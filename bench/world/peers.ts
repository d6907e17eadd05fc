// The peers of `make check-world` (WORLD_PEERS=1): openapi-typescript, @hey-api/openapi-ts and
// orval at the versions bench/scale/peers.ts installs into .scratch/peers/, each run on the same
// documents with the same commands as bench/accepts.ts (default settings, orval with its fetch
// client and msw mocks), into peers/<tool>/<document>/ of the scratch project. Their output is
// type-checked with accepts.ts's settings (strict, Bundler resolution, skipLibCheck for installed
// packages), one tsc per tool per batch. What their output imports is linked into the project's
// node_modules: openapi-fetch and @hey-api/client-fetch from the peers, @faker-js/faker (orval's
// mocks; installed once into .scratch/world/peer-deps, as accepts.ts does) and msw.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { installPeers } from '../scale/peers.js';
import type { PeerId } from './rows.js';

export interface PeerTool {
  readonly id: PeerId;
  readonly label: string;
  /** Arguments of `node` generating `spec` into `out` (absolute), and files to write first. */
  command(spec: string, out: string): { args: string[]; files?: Record<string, string> };
}

const FAKER = { '@faker-js/faker': '9.9.0' };

export const PEER_TSCONFIG = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  types: ['node'],
  strict: true,
  skipLibCheck: true,
  noEmit: true,
};

export function peerEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, SCARF_ANALYTICS: 'false', npm_config_update_notifier: 'false', NO_COLOR: '1', FORCE_COLOR: '0' };
  delete env.NODE_OPTIONS;
  return env;
}

function installFaker(scratch: string): string {
  const dir = join(scratch, 'peer-deps');
  const stamp = join(dir, 'node_modules/.world-peer-deps.json');
  const wanted = JSON.stringify(FAKER);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return join(dir, 'node_modules');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'specforge-world-peer-deps', private: true, dependencies: FAKER }));
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], {
    cwd: dir,
    env: peerEnv(),
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (r.status !== 0) throw new Error(`npm install in ${dir} failed: ${r.stderr}`);
  writeFileSync(stamp, wanted);
  return join(dir, 'node_modules');
}

/** Installs the peers (cached) and links what their output imports into `project`/node_modules. */
export function preparePeers(root: string, scratch: string, project: string, log: (line: string) => void): PeerTool[] {
  const peers = installPeers(root, log);
  if (peers.error) throw new Error(peers.error);
  const faker = installFaker(scratch);
  const nm = join(project, 'node_modules');
  const link = (name: string, target: string) => {
    if (!existsSync(target) || existsSync(join(nm, name))) return;
    mkdirSync(join(nm, name, '..'), { recursive: true });
    symlinkSync(target, join(nm, name), 'dir');
  };
  for (const name of ['openapi-fetch', '@hey-api/client-fetch']) link(name, join(peers.modules, name));
  link('@faker-js/faker', join(faker, '@faker-js/faker'));
  const m = peers.modules;
  return [
    {
      id: 'ots',
      label: `openapi-typescript ${peers.versions.get('openapi-typescript')}`,
      command: (spec, out) => ({ args: [join(m, 'openapi-typescript/bin/cli.js'), spec, '-o', join(out, 'schema.ts')] }),
    },
    {
      id: 'hey',
      label: `@hey-api/openapi-ts ${peers.versions.get('@hey-api/openapi-ts')} (fetch client)`,
      command: (spec, out) => ({ args: [join(m, '@hey-api/openapi-ts/bin/run.js'), '-i', spec, '-o', out, '-c', '@hey-api/client-fetch', '--no-log-file'] }),
    },
    {
      id: 'orval',
      label: `orval ${peers.versions.get('orval')} (fetch client + msw mocks)`,
      command: (spec, out) => {
        const config = join(out, 'orval.config.cjs');
        const text = `module.exports = ${JSON.stringify({ api: { input: { target: spec }, output: { target: join(out, 'api.ts'), client: 'fetch', mock: true } } })};\n`;
        return { args: [join(m, 'orval/dist/bin/orval.js'), '--config', config], files: { [config]: text } };
      },
    },
  ];
}
