// One child process of `make check-world`, bounded and measured: wall time, CPU time and peak RSS
// (GNU time's %U %S %M, which count the descendants it waited for, as bench/scale/process-cost.ts does), exit code,
// and whether it was killed for running past its time. The time limit is enforced by coreutils
// `timeout` inside GNU time (so the generator itself is killed, not only a wrapper, and its RSS is
// still reported), with spawnSync's own timeout as the fallback where either is missing.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const GNU_TIME = '/usr/bin/time';
const TIMEOUT = ['/usr/bin/timeout', '/bin/timeout'].find((p) => existsSync(p));

export interface Measured {
  /** Exit code, or `timeout`, or `signal SIGxxx`. */
  readonly exit: string;
  readonly timedOut: boolean;
  readonly ms: number;
  /** Peak RSS in kilobytes (0: unknown). */
  readonly rssKb: number;
  /** User + system CPU time in ms (0: unknown): unlike wall time, not stretched by other work on the machine. */
  readonly cpuMs: number;
  readonly stdout: string;
  readonly stderr: string;
}

export function measure(command: string, args: readonly string[], options: { cwd: string; timeoutMs: number; env?: NodeJS.ProcessEnv }): Measured {
  const dir = mkdtempSync(join(tmpdir(), 'world-measure-'));
  try {
    const rssFile = join(dir, 'rss');
    const seconds = Math.max(1, Math.ceil(options.timeoutMs / 1000));
    let argv: string[] = [command, ...args];
    if (TIMEOUT) argv = [TIMEOUT, '--kill-after=10', String(seconds), ...argv];
    if (existsSync(GNU_TIME)) argv = [GNU_TIME, '-f', '%M %U %S', '-o', rssFile, ...argv];
    const t0 = performance.now();
    const r = spawnSync(argv[0]!, argv.slice(1), {
      cwd: options.cwd,
      env: options.env ?? process.env,
      encoding: 'utf8',
      timeout: options.timeoutMs + 30_000,
      killSignal: 'SIGKILL',
      maxBuffer: 256 * 1024 * 1024,
    });
    const ms = Math.round(performance.now() - t0);
    let rssKb = 0;
    let cpuMs = 0;
    // GNU time writes "Command exited with non-zero status N" first on a failure, then the format.
    const measured = existsSync(rssFile) ? /^(\d+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/m.exec(readFileSync(rssFile, 'utf8')) : null;
    if (measured) {
      rssKb = Number(measured[1]);
      cpuMs = Math.round((Number(measured[2]) + Number(measured[3])) * 1000);
    }
    // `timeout` exits 124 when it stopped the command (137 when it had to SIGKILL it, as the kernel's
    // OOM killer would: hence the elapsed time is checked too).
    const timedOut =
      Boolean(r.error && (r.error as NodeJS.ErrnoException).code === 'ETIMEDOUT') ||
      (TIMEOUT !== undefined && (r.status === 124 || r.status === 137) && ms >= seconds * 1000 - 500);
    const exit = timedOut ? 'timeout' : r.status !== null ? String(r.status) : `signal ${r.signal}`;
    return { exit, timedOut, ms, rssKb, cpuMs, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A stack trace in a command's output (`    at fn (file:1:2)`), which the check counts as a failure. */
export function hasStackTrace(text: string): boolean {
  return /^\s+at (?:.+ \()?(?:file:\/\/|node:|\/|[A-Za-z]:\\|<anonymous>).*:\d+:\d+\)?$/m.test(text) || /^\s+at .+\(.+:\d+:\d+\)$/m.test(text);
}
