// `specforge diff` on GitHub's description (13 MB): the version this repository pins
// (@octokit/openapi 23.0.2, a devDependency) against earlier releases fetched from npm into a cache
// outside the repository (never committed), beside Atlassian's `openapi-diff` (npm, installed into
// the same cache) on the same pairs in the same run, each whole command timed as a child process
// (wall clock and peak resident memory, from /usr/bin/time). specforge runs from the built package
// (dist/, `make build` first). Writes the `diff` block of bench/RESULTS.md.
//
//   npx tsx bench/diff.ts [rounds] [limit in seconds]      (make bench-diff)

import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { spliceBlock } from './results-file.js';

const ROOT = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const CACHE = join(tmpdir(), 'specforge-bench-diff');
const CURRENT = { version: '23.0.2', file: join(ROOT, 'node_modules/@octokit/openapi/generated/api.github.com.json') };
/** The releases compared with the pinned one: the one before it, and the major before. */
const EARLIER = ['23.0.1', '22.0.0'];
const OPENAPI_DIFF = '0.24.1';
const ROUNDS = Number(process.argv[2] ?? 3);
/** A command still running after this many seconds is stopped (`timeout`), and said to be. */
const LIMIT = Number(process.argv[3] ?? 600);

/** GitHub's description of an earlier release, fetched from npm once into the cache. */
function earlier(version: string): string {
  const dir = join(CACHE, `octokit-openapi-${version}`);
  const file = join(dir, 'package/generated/api.github.com.json');
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const tarball = execFileSync('npm', ['pack', `@octokit/openapi@${version}`, '--silent'], { cwd: dir, encoding: 'utf8' })
    .trim()
    .split('\n')
    .at(-1)!;
  execFileSync('tar', ['-xzf', tarball, 'package/generated/api.github.com.json'], { cwd: dir });
  return file;
}

/** Atlassian's openapi-diff command, installed once into the cache. */
function openapiDiff(): string {
  const dir = join(CACHE, `openapi-diff-${OPENAPI_DIFF}`);
  const bin = join(dir, 'node_modules/.bin/openapi-diff');
  if (!existsSync(bin)) execFileSync('npm', ['install', '--prefix', dir, '--no-save', '--silent', `openapi-diff@${OPENAPI_DIFF}`], { stdio: 'inherit' });
  return bin;
}

interface Run {
  seconds: number;
  mib: number;
  code: number;
  out: string;
  /** The last line it wrote to standard error that says why it stopped (a fatal error), if any. */
  why?: string;
}

/** One whole command, timed by /usr/bin/time. */
function timed(command: string, args: string[]): Run {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const r = spawnSync('/usr/bin/time', ['-f', '%e %M', 'timeout', String(LIMIT), command, ...args], { encoding: 'utf8', env, maxBuffer: 1 << 30 });
  const lines = r.stderr.trim().split('\n');
  const last = lines.at(-1)!.split(' ');
  const why = lines.find((l) => /FATAL ERROR|Error:/.test(l));
  return { seconds: Number(last[0]), mib: Number(last[1]) / 1024, code: r.status ?? -1, out: r.stdout, ...(why ? { why: why.trim() } : {}) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const main = pathToFileURL(join(ROOT, 'dist/cli/main.js')).href;
if (!existsSync(new URL(main))) throw new Error('dist/ is missing: run `make build` first');
const specforge = (a: string, b: string) =>
  timed(process.execPath, [
    '--input-type=module',
    '-e',
    `const { main } = await import(${JSON.stringify(main)}); process.exitCode = await main(process.argv.slice(1));`,
    'diff',
    a,
    b,
    '--format',
    'json',
  ]);
const atlassian = openapiDiff();
const rows: string[] = [];
for (const version of EARLIER) {
  const old = earlier(version);
  const ours: Run[] = [];
  const theirs: Run[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    ours.push(specforge(old, CURRENT.file));
    theirs.push(timed(atlassian, [old, CURRENT.file]));
  }
  const result = JSON.parse(ours[0]!.out) as { semver: string; changes: { level: string }[] };
  const count = (level: string) => result.changes.filter((c) => c.level === level).length;
  let found = '';
  try {
    const theirsOut = JSON.parse(theirs[0]!.out) as {
      breakingDifferences?: unknown[];
      nonBreakingDifferences?: unknown[];
      unclassifiedDifferences?: unknown[];
    };
    found = `${theirsOut.breakingDifferences?.length ?? 0} breaking, ${theirsOut.nonBreakingDifferences?.length ?? 0} non-breaking, ${theirsOut.unclassifiedDifferences?.length ?? 0} unclassified`;
  } catch {
    found = `no result (exit ${theirs[0]!.code}${theirs[0]!.why ? `: ${theirs[0]!.why}` : ''})`;
  }
  const s = (runs: Run[]) =>
    runs.some((r) => r.code === 124)
      ? `did not finish in ${LIMIT} s (${Math.round(Math.max(...runs.map((r) => r.mib)))} MiB by then)`
      : `${median(runs.map((r) => r.seconds)).toFixed(1)} s, ${Math.round(Math.max(...runs.map((r) => r.mib)))} MiB`;
  rows.push(
    `| ${version} → ${CURRENT.version} | ${s(ours)} (exit ${ours[0]!.code}) | ${result.semver}: ${count('breaking')} breaking, ${count('warning')} warnings, ${count('info')} other | ${s(theirs)} (exit ${theirs[0]!.code}) | ${found} |`,
  );
  process.stdout.write(`${rows.at(-1)}\n`);
}

const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const block = [
  '## What changed: `specforge diff` beside openapi-diff',
  '',
  `_\`npx tsx bench/diff.ts ${ROUNDS} ${LIMIT}\` (make bench-diff), ${new Date().toISOString()}, Node ${process.version}, load average at the end ${load}; median of ${ROUNDS} rounds, peak resident memory the largest; each whole command as a child process._`,
  '',
  `GitHub's description (api.github.com.json, 13 MB) of @octokit/openapi ${CURRENT.version} against earlier releases fetched from npm; Atlassian's openapi-diff ${OPENAPI_DIFF} on the same pair in the same run. Target: under 10 s and 1 GB.`,
  '',
  '| Pair | specforge diff | specforge found | openapi-diff | openapi-diff found |',
  '| --- | --- | --- | --- | --- |',
  ...rows,
].join('\n');
const path = join(ROOT, 'bench/RESULTS.md');
writeFileSync(path, spliceBlock(readFileSync(path, 'utf8'), 'diff', block, '<!-- scale -->'));
