// Whether `specforge generate` runs in a Node process started with V8 flags of its own, and which.
// Some of V8's settings can only be given when a process starts: the young generation's size (the
// space new objects are made in, collected by a scavenge each time it fills) is one. Generating a
// large document allocates at a high rate on the command's own thread, and V8's default young
// generation (16 MiB semi-spaces on 64-bit) fills every few milliseconds: Microsoft Graph's
// description (20 MB) spent a fifth of that thread's time collecting. With 32 MiB semi-spaces it
// takes 0.90 of the time (farm-bench, n=3, paired, 13.0 s against 14.4 s) with a peak of 728 to
// 793 MiB; 64 MiB gained little more and peaked at 958 MiB. From 32 MB the peak is what binds
// (heap-growth.ts): Graph's beta description (47 MB) peaked at 966 MiB with 32 MiB semi-spaces
// against 853 to 934 MiB without, so it keeps V8's default. Below 16 MB the command does not start
// again: the validators' worker thread is what a smaller document waits for (Amazon EC2's 4.7 MB,
// 1.02 with the flag), and a second process costs about 60 ms.
//
// The command's launcher (bin/specforge.mjs) asks relaunchFlags() before it loads the generator;
// given flags, it starts the same command again in a child process with them, passes on its
// input, output and signals, and exits with the child's status. The child is marked (RELAUNCHED
// in its environment), so it never starts again itself.

import { statSync } from 'node:fs';

const MiB = 1024 * 1024;

/** Documents from `fromBytes` and below `belowBytes` are generated with V8's semi-spaces at `semiSpaceMiB`. */
export const YOUNG_GENERATION = { fromBytes: 16 * MiB, belowBytes: 32 * MiB, semiSpaceMiB: 32 };

/** The environment variable that marks a relaunched command (its value: the flags it was given). */
export const RELAUNCHED = 'SPECFORGE_RELAUNCHED';

/** The size in bytes of the regular file at `path`, or 0 (none there, not a file, unreadable). */
function fileSize(path: string): number {
  try {
    const s = statSync(path);
    return s.isFile() ? s.size : 0;
  } catch {
    return 0;
  }
}

/**
 * The V8 flags to start the command `argv` (the arguments after `specforge`) again with, or none.
 * Only `generate` is started again, when the largest file named among its arguments (its
 * documents; a configuration's documents are not looked for) is in YOUNG_GENERATION's range, and
 * only when this process was not itself started so (`env` holds RELAUNCHED) and was not given a
 * semi-space size of its own (`execArgv`, or NODE_OPTIONS in `env`).
 */
export function relaunchFlags(
  argv: readonly string[],
  {
    env = process.env,
    execArgv = process.execArgv,
    sizeOf = fileSize,
  }: { env?: NodeJS.ProcessEnv; execArgv?: readonly string[]; sizeOf?: (path: string) => number } = {},
): string[] {
  if (argv[0] !== 'generate' || env[RELAUNCHED] !== undefined) return [];
  const given = [...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)];
  if (given.some((flag) => /^--(max|min)[-_]semi[-_]space[-_]size\b/.test(flag))) return [];
  const largest = Math.max(
    0,
    ...argv
      .slice(1)
      .filter((arg) => !arg.startsWith('-'))
      .map(sizeOf),
  );
  if (largest < YOUNG_GENERATION.fromBytes || largest >= YOUNG_GENERATION.belowBytes) return [];
  return [`--max-semi-space-size=${YOUNG_GENERATION.semiSpaceMiB}`];
}
