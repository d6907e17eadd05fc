// The launcher starting `specforge generate` again with V8 flags of its own for a large document
// (codegen/cli/relaunch.ts, bin/specforge.mjs): which commands and sizes get which flags, and, run
// through the launcher, that the child gets them, that its output and exit status are the
// command's, and that a signal to the launcher stops the child too. What the flags do to time and
// memory is measured by the bench, not here.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RELAUNCHED, relaunchFlags, YOUNG_GENERATION } from '../../codegen/cli/relaunch.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MiB = 1024 * 1024;
const FLAG = `--max-semi-space-size=${YOUNG_GENERATION.semiSpaceMiB}`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-relaunch-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A file of `bytes` NUL bytes, sparse: the size without the disk (not a document: generate refuses it at once). */
async function sized(name: string, bytes: number): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, '');
  await truncate(path, bytes);
  return path;
}

const sizes: Record<string, number> = { 'small.json': MiB, 'large.json': 20 * MiB, 'largest.json': 40 * MiB, 'cfg.mjs': 100 };
const sizeOf = (path: string) => sizes[path] ?? 0;
const plain = { env: {}, execArgv: [], sizeOf };

test('generate gets the flag for a document in the range, by its largest file; nothing else does', () => {
  expect(relaunchFlags(['generate', 'large.json'], plain)).toEqual([FLAG]);
  expect(relaunchFlags(['generate', 'small.json', 'large.json', '--out', 'gen'], plain)).toEqual([FLAG]);
  expect(relaunchFlags(['generate', 'small.json'], plain)).toEqual([]);
  expect(relaunchFlags(['generate', 'largest.json'], plain)).toEqual([]);
  expect(relaunchFlags(['generate', '--config', 'cfg.mjs'], plain)).toEqual([]);
  expect(relaunchFlags(['generate'], plain)).toEqual([]);
  expect(relaunchFlags(['init', 'large.json'], plain)).toEqual([]);
  expect(relaunchFlags(['audit', 'list'], plain)).toEqual([]);
  const edge = (bytes: number) => relaunchFlags(['generate', 'x.json'], { ...plain, sizeOf: () => bytes });
  expect([
    edge(YOUNG_GENERATION.fromBytes - 1),
    edge(YOUNG_GENERATION.fromBytes),
    edge(YOUNG_GENERATION.belowBytes - 1),
    edge(YOUNG_GENERATION.belowBytes),
  ]).toEqual([[], [FLAG], [FLAG], []]);
});

test('a relaunched command, or one given a semi-space size of its own, is not started again', () => {
  expect(relaunchFlags(['generate', 'large.json'], { ...plain, env: { [RELAUNCHED]: FLAG } })).toEqual([]);
  expect(relaunchFlags(['generate', 'large.json'], { ...plain, execArgv: ['--max-semi-space-size=8'] })).toEqual([]);
  expect(relaunchFlags(['generate', 'large.json'], { ...plain, env: { NODE_OPTIONS: '--max-old-space-size=4096 --min_semi_space_size=4' } })).toEqual([]);
  expect(relaunchFlags(['generate', 'large.json'], { ...plain, env: { NODE_OPTIONS: '--max-old-space-size=4096' } })).toEqual([FLAG]);
});

test('a missing path, a folder or a flag counts for nothing', () => {
  expect(relaunchFlags(['generate', join(dir, 'missing.json'), dir, '--strict'])).toEqual([]);
});

/**
 * Runs the launcher with `args` (SIGTERM to it once `stopWhen` holds for what it printed); a
 * preloaded module records each process's pid and flags in `probe`.
 */
function launch(args: string[], probe: string, stopWhen?: (printed: string) => boolean) {
  const script = join(dir, 'probe.mjs');
  const { NODE_OPTIONS: _n, [RELAUNCHED]: _r, ...base } = process.env;
  return writeFile(
    script,
    `import { appendFileSync } from 'node:fs';\nappendFileSync(${JSON.stringify(probe)}, JSON.stringify([process.pid, process.execArgv]) + '\\n');\n`,
  ).then(
    () =>
      new Promise<{ code: number | null; signal: NodeJS.Signals | null; err: string; seen: Array<[number, string[]]> }>((resolve, reject) => {
        const child = spawn(process.execPath, [join(ROOT, 'bin/specforge.mjs'), ...args], {
          cwd: dir,
          env: { ...base, NODE_OPTIONS: `--import=${script}` },
        });
        let err = '';
        let printed = '';
        const read = (c: Buffer) => {
          printed += c.toString();
          if (stopWhen?.(printed)) child.kill('SIGTERM');
        };
        child.stdout.on('data', read);
        child.stderr.on('data', (c: Buffer) => {
          err += c.toString();
          read(c);
        });
        child.on('error', reject);
        child.on('close', async (code, signal) => {
          const seen = (await readFile(probe, 'utf8'))
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line) as [number, string[]]);
          resolve({ code, signal, err, seen });
        });
      }),
  );
}

test('through the launcher, a large document is generated in a child given the flag, with its diagnostics and exit status', async () => {
  const doc = await sized('big.json', 17 * MiB);
  const run = await launch(['generate', doc, '--out', join(dir, 'out')], join(dir, 'probe-big.txt'));
  expect(run.code).toBe(1);
  expect(run.err).toContain('big.json');
  // The launcher, then the child's threads (the command's and its validators' worker): one process.
  const [[launcher, launcherFlags], ...child] = run.seen as [[number, string[]], ...Array<[number, string[]]>];
  expect(launcherFlags).toEqual([]);
  expect(child.length).toBeGreaterThan(0);
  expect(new Set(child.map(([pid]) => pid)).size).toBe(1);
  expect(child[0]![0]).not.toBe(launcher);
  expect(child.map(([, flags]) => flags)).toEqual(child.map(() => [FLAG]));
  const small = await sized('small.json', MiB);
  const once = await launch(['generate', small, '--out', join(dir, 'out')], join(dir, 'probe-small.txt'));
  expect(once.code).toBe(1);
  expect(new Set(once.seen.map(([pid]) => pid)).size).toBe(1);
  expect(once.seen.map(([, flags]) => flags)).toEqual(once.seen.map(() => []));
}, 120_000);

test('a signal to the launcher stops the child it started', async () => {
  const doc = await sized('watched.json', 17 * MiB);
  const run = await launch(['generate', doc, '--out', join(dir, 'out'), '--watch'], join(dir, 'probe-watch.txt'), (printed) => /watching/.test(printed));
  expect(run.signal).toBe('SIGTERM');
  const launcher = run.seen[0]![0];
  const childPid = run.seen.find(([pid]) => pid !== launcher)![0];
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (const started = Date.now(); alive(childPid) && Date.now() - started < 10_000; ) await new Promise((r) => setTimeout(r, 50));
  expect(alive(childPid)).toBe(false);
}, 120_000);
