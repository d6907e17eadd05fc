// `make check-peer-specs` reads the peers' test documents out of a git snapshot at a pinned commit
// (bench/peer-specs/extract.ts): the pinned commit's folder, not HEAD's; a snapshot missing, or not
// holding the commit, is refused with what to do; a file whose content a partial mirror lacks is
// listed as absent while the rest is extracted. Checked on a small repository made here.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractPinned, type PinnedFolder, snapshotProblem } from '../../bench/peer-specs/extract.js';

let dir: string;
let repo: string;
let pin: PinnedFolder;
const git = (...args: string[]) =>
  execFileSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args], { encoding: 'utf8' }).trim();

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'specforge-peer-specs-'));
  repo = join(dir, 'repo');
  mkdirSync(join(repo, 'specs/3.1.x'), { recursive: true });
  git('init', '-q');
  writeFileSync(join(repo, 'specs/3.1.x/a.yaml'), 'openapi: 3.1.0\n');
  writeFileSync(join(repo, 'specs/3.1.x/big.json'), '{"openapi": "3.0.0"}\n');
  writeFileSync(join(repo, 'other.txt'), 'not in the folder\n');
  git('add', '.');
  git('commit', '-qm', 'pinned');
  pin = { peer: 'peer', variable: 'PEER_SPECS', repository: 'example/peer', commit: git('rev-parse', 'HEAD'), folder: 'specs' };
  // HEAD moves on: the pinned commit's folder is what counts.
  writeFileSync(join(repo, 'specs/3.1.x/a.yaml'), 'openapi: 3.1.1\n');
  git('commit', '-qam', 'later');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a missing snapshot, or one without the pinned commit, is refused saying what to do', () => {
  expect(snapshotProblem(pin, undefined)).toBe(
    `PEER_SPECS is not set: make check-peer-specs PEER_SPECS=<a clone or mirror of github.com/example/peer holding commit ${pin.commit}>`,
  );
  expect(snapshotProblem(pin, join(dir, 'nowhere'))).toMatch(
    /^PEER_SPECS=.*nowhere: no such path; PEER_SPECS=<a clone or mirror of github\.com\/example\/peer/,
  );
  expect(snapshotProblem({ ...pin, commit: '0'.repeat(40) }, repo)).toMatch(
    new RegExp(`is not a git repository holding commit 0{40} of example/peer .*; fetch it there: git -C ${repo} fetch origin 0{40}$`),
  );
  expect(snapshotProblem(pin, repo)).toBeUndefined();
});

test("the pinned commit's folder is extracted; content the snapshot lacks is listed as absent", () => {
  const big = git('rev-parse', `${pin.commit}:specs/3.1.x/big.json`);
  rmSync(join(repo, '.git/objects', big.slice(0, 2), big.slice(2)));
  const scratch = join(dir, 'scratch');
  const extracted = extractPinned(pin, repo, scratch);
  expect(extracted.dir).toBe(join(scratch, `peer-${pin.commit.slice(0, 12)}`));
  expect(extracted.files).toEqual(['3.1.x/a.yaml']);
  expect(extracted.absent).toEqual(['3.1.x/big.json']);
  expect(readFileSync(join(extracted.dir, '3.1.x/a.yaml'), 'utf8')).toBe('openapi: 3.1.0\n');
  expect(existsSync(join(extracted.dir, 'other.txt'))).toBe(false);
  // A finished extraction is reused as it is.
  expect(extractPinned(pin, join(dir, 'nowhere'), scratch)).toEqual(extracted);
});
