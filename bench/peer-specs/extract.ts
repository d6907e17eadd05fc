// The peers' own test documents at pinned commits (`make check-peer-specs`): hey-api's specs/ and
// orval's tests/specifications/, read out of a git snapshot of each repository the caller names
// (a clone or a bare mirror: CI reaches npm and Debian only, and no peer document is ever committed
// here). The folder of the pinned commit, not of whatever the snapshot's HEAD is, is written file
// by file into .scratch/peer-specs/<peer>-<commit>/; a file whose content the snapshot lacks (a
// partial mirror leaves its largest files out) is listed as absent instead of failing the rest.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface PinnedFolder {
  /** Short name of the peer, the first segment of each document's id. */
  readonly peer: string;
  /** The make variable naming the snapshot. */
  readonly variable: string;
  readonly repository: string;
  readonly commit: string;
  readonly folder: string;
}

export const PINNED: readonly PinnedFolder[] = [
  { peer: 'hey-api', variable: 'HEYAPI_SPECS', repository: 'hey-api/openapi-ts', commit: '03f9c540272e822bc2afa971d050397929460c98', folder: 'specs' },
  {
    peer: 'orval',
    variable: 'ORVAL_SPECS',
    repository: 'orval-labs/orval',
    commit: 'd85ee5be0abe9ae0bfe5345e3162988b83c69f08',
    folder: 'tests/specifications',
  },
];

export interface Extracted {
  /** The folder's files, written under `dir`. */
  readonly dir: string;
  readonly files: string[];
  /** Files of the commit whose content the snapshot does not hold. */
  readonly absent: string[];
}

function git(snapshot: string, args: string[], encoding: 'utf8' | 'buffer' = 'utf8') {
  return spawnSync('git', ['-C', snapshot, ...args], { encoding: encoding === 'utf8' ? 'utf8' : undefined, maxBuffer: 512 * 1024 * 1024 });
}

/** Why `snapshot` cannot give the pinned folder, in words that say what to do; undefined when it can. */
export function snapshotProblem(pin: PinnedFolder, snapshot: string | undefined): string | undefined {
  const how = `${pin.variable}=<a clone or mirror of github.com/${pin.repository} holding commit ${pin.commit}>`;
  if (!snapshot) return `${pin.variable} is not set: make check-peer-specs ${how}`;
  if (!existsSync(snapshot)) return `${pin.variable}=${snapshot}: no such path; ${how}`;
  const has = git(snapshot, ['cat-file', '-e', `${pin.commit}^{commit}`]);
  if (has.status !== 0)
    return `${pin.variable}=${snapshot} is not a git repository holding commit ${pin.commit} of ${pin.repository} (${String(has.stderr).trim().split('\n')[0] || `exit ${has.status}`}); fetch it there: git -C ${snapshot} fetch origin ${pin.commit}`;
  return undefined;
}

/** Writes the pinned commit's folder under `scratch` (once: a finished extraction is reused). */
export function extractPinned(pin: PinnedFolder, snapshot: string, scratch: string): Extracted {
  const dir = join(scratch, `${pin.peer}-${pin.commit.slice(0, 12)}`);
  const manifest = join(dir, '.extracted.json');
  if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')) as Extracted;
  const work = `${dir}.tmp-${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  const listing = git(snapshot, ['ls-tree', '-r', '-z', pin.commit, '--', pin.folder]);
  if (listing.status !== 0) throw new Error(`git ls-tree ${pin.commit} ${pin.folder} in ${snapshot}: ${String(listing.stderr).trim()}`);
  const files: string[] = [];
  const absent: string[] = [];
  for (const entry of String(listing.stdout).split('\0').filter(Boolean)) {
    const [meta, path] = entry.split('\t') as [string, string];
    const [, type, sha] = meta.split(' ') as [string, string, string];
    if (type !== 'blob') continue;
    const rel = path.slice(pin.folder.length + 1);
    const blob = git(snapshot, ['cat-file', 'blob', sha], 'buffer');
    if (blob.status !== 0) {
      absent.push(rel);
      continue;
    }
    mkdirSync(dirname(join(work, rel)), { recursive: true });
    writeFileSync(join(work, rel), blob.stdout as unknown as Buffer);
    files.push(rel);
  }
  if (!files.length) throw new Error(`${pin.folder} of ${pin.repository}@${pin.commit} in ${snapshot}: no files`);
  const result: Extracted = { dir, files: files.sort(), absent: absent.sort() };
  writeFileSync(join(work, '.extracted.json'), `${JSON.stringify(result, null, 2)}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(work, dir);
  return result;
}
