// Per-call timing shared by the GET and POST benchmarks: warm-up, then interleaved rounds in which
// every contender makes the same number of sequential awaited calls (the starting contender
// rotates each round). Result: µs per call, median over rounds with the fastest and slowest round.

import { max, median, min, rotate } from './stats.js';

export interface Summary {
  median: number;
  min: number;
  max: number;
  samples: number[];
}

export function summarize(samples: number[]): Summary {
  return { median: median(samples), min: min(samples), max: max(samples), samples };
}

export interface Timed {
  readonly id: string;
  readonly call: () => Promise<unknown>;
}

export async function timeCalls(c: Timed, n: number): Promise<number> {
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await c.call();
  return ((performance.now() - t0) * 1000) / n; // µs per call
}

export async function measurePerCall(
  contenders: readonly Timed[],
  opts: { rounds: number; calls: number; warmup: number; progress?: (line: string) => void; label?: string },
): Promise<Map<string, Summary>> {
  for (const c of contenders) await timeCalls(c, opts.warmup);
  const samples = new Map<string, number[]>(contenders.map((c) => [c.id, []]));
  for (let r = 0; r < opts.rounds; r++) {
    for (const c of rotate(contenders, r)) samples.get(c.id)!.push(await timeCalls(c, opts.calls));
    opts.progress?.(`${opts.label ?? 'per-call'} round ${r + 1}/${opts.rounds}`);
  }
  return new Map([...samples].map(([id, s]) => [id, summarize(s)]));
}
