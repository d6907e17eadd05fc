// Runs a Node command as a child process and reports its wall time and peak resident memory.
// Peak RSS comes from GNU time (`/usr/bin/time -f %M`, the child's maxrss, which includes the
// descendants it waited for) where it is installed; otherwise from a `--require` hook that makes
// every Node process of the command append its own `process.resourceUsage().maxRSS` to a file,
// and the largest is taken. A failure is returned, not thrown, with the first meaningful line of
// its output, so one tool's failure does not stop the section.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ProcessCost {
  readonly ok: boolean;
  readonly wallMs: number;
  /** Peak resident set size in bytes (undefined if it could not be read). */
  readonly maxRssBytes: number | undefined;
  /** On failure: the first line that says what went wrong. */
  readonly error?: string;
  readonly stdout: string;
  readonly stderr: string;
}

const GNU_TIME = '/usr/bin/time';
const HOOK = `const { appendFileSync } = require('node:fs');
process.on('exit', () => { try { appendFileSync(process.env.SCALE_RSS_FILE, process.resourceUsage().maxRSS + '\\n'); } catch {} });
`;

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes are control characters.
const stripAnsi = (s: string) => s.replace(/\u001b\[[0-9;]*m/g, '');

/** The first line of a failed command's output that names the problem. */
export function firstErrorLine(stderr: string, stdout: string): string {
  const lines = stripAnsi(`${stderr}\n${stdout}`)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^(at |node:internal|Node\.js v|npm warn|\^+$|Command exited)/.test(l));
  return lines.find((l) => /error|cannot|failed|unknown|not found|invalid/i.test(l)) ?? lines[0] ?? '(no output)';
}

export function runNodeMeasured(args: readonly string[], options: { cwd: string; env?: Readonly<Record<string, string>>; timeoutMs: number }): ProcessCost {
  const dir = mkdtempSync(join(tmpdir(), 'scale-cost-'));
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, ...options.env };
    delete env.NODE_OPTIONS;
    let command: string;
    let argv: string[];
    const rssFile = join(dir, 'rss');
    const useTime = existsSync(GNU_TIME);
    if (useTime) {
      command = GNU_TIME;
      argv = ['-f', '%M', '-o', rssFile, process.execPath, ...args];
    } else {
      const hook = join(dir, 'rss-hook.cjs');
      writeFileSync(hook, HOOK);
      env.NODE_OPTIONS = `--require ${hook}`;
      env.SCALE_RSS_FILE = rssFile;
      command = process.execPath;
      argv = [...args];
    }
    const t0 = performance.now();
    const r = spawnSync(command, argv, { cwd: options.cwd, env, encoding: 'utf8', timeout: options.timeoutMs, maxBuffer: 64 * 1024 * 1024 });
    const wallMs = performance.now() - t0;
    const stdout = r.stdout ?? '';
    const stderr = r.stderr ?? '';
    let maxRssBytes: number | undefined;
    if (existsSync(rssFile)) {
      // Both print kilobytes (GNU time adds a "Command exited…" line on failure, skipped here).
      const values = readFileSync(rssFile, 'utf8')
        .split('\n')
        .map((l) => Number(l.trim()))
        .filter((n) => Number.isFinite(n) && n > 0);
      if (values.length) maxRssBytes = Math.max(...values) * 1024;
    }
    if (r.error) {
      const timedOut = (r.error as NodeJS.ErrnoException).code === 'ETIMEDOUT';
      return { ok: false, wallMs, maxRssBytes, stdout, stderr, error: timedOut ? `timed out after ${options.timeoutMs / 1000} s` : r.error.message };
    }
    if (r.status !== 0) return { ok: false, wallMs, maxRssBytes, stdout, stderr, error: `exit ${r.status ?? r.signal}: ${firstErrorLine(stderr, stdout)}` };
    return { ok: true, wallMs, maxRssBytes, stdout, stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
