// Keeps a load generator and the server it loads off each other's CPU, and counts the CPU time a
// server process spends. On a 2-core machine autocannon and the server otherwise share both cores
// with whatever else runs, so a server's deliveries per second move with the scheduler as much
// as with its own cost. With the split, the server runs alone on the last CPU and this process
// (the load generator) on the others; the CPU time the server spent per answered request, read
// from /proc, is its cost, whatever the rate the load generator reached.
// Linux only, with util-linux's `taskset`; elsewhere (or with one CPU) nothing is pinned and the
// CPU figures are left out. taskset is used rather than a native binding: it is on every Debian
// machine, and pinning is a start-up setting of a process, not something to do from JavaScript.

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

export interface CpuSplit {
  /** The CPU the server runs on, alone. */
  readonly serverCpu: number;
  /** The CPUs this process (the load generator) runs on, as a taskset list: `0` or `0-2`. */
  readonly loadCpus: string;
  /** `command args…` wrapped to run on the server's CPU. */
  wrap(command: string, args: readonly string[]): [string, string[]];
  /** Puts this process back on the CPUs it had before the split. */
  undo(): void;
}

function taskset(args: readonly string[]): string | undefined {
  const run = spawnSync('taskset', args, { encoding: 'utf8' });
  return run.status === 0 ? run.stdout : undefined;
}

/** Moves this process (every thread) off the last CPU and returns the split, or undefined when it cannot be made. */
export function splitCpus(): CpuSplit | undefined {
  const cpus = availableParallelism();
  if (process.platform !== 'linux' || cpus < 2) return undefined;
  const current = taskset(['-c', '-p', String(process.pid)]);
  const previous = current && /:\s*(\S+)\s*$/.exec(current)?.[1];
  if (!previous) return undefined;
  const serverCpu = cpus - 1;
  const loadCpus = serverCpu === 1 ? '0' : `0-${serverCpu - 1}`;
  if (taskset(['-a', '-c', '-p', loadCpus, String(process.pid)]) === undefined) return undefined;
  return {
    serverCpu,
    loadCpus,
    wrap: (command, args) => ['taskset', ['-c', String(serverCpu), command, ...args]],
    undo: () => void taskset(['-a', '-c', '-p', previous, String(process.pid)]),
  };
}

let ticksPerSecond: number | undefined;

/** CPU seconds (user + system, all threads) a process has used so far, or undefined without /proc. */
export function cpuSeconds(pid: number): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // Fields after the command name, which is in parentheses and may hold spaces: utime and stime
  // are the 14th and 15th fields of the line, the 12th and 13th after the name.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  ticksPerSecond ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}
