// The "Targets" table of bench/RESULTS.md: each per-call, construction and size target, the value measured
// in this run and whether it is met, plus the reference ratios the targets were set from next to this run's.
// It only compares numbers that the other sections measured; it never changes them.

import { fmt, ratio, table } from './stats.js';

export interface TargetInputs {
  /** Per-call medians in µs, by contender id. */
  get: Map<string, number>;
  post: Map<string, number>;
  /** `new HostingClient({ baseUrl })`, µs. */
  constructUs: number;
  /** Same plus first access of one method, µs. */
  constructAccessUs: number;
  /** Cold start over baseline, ms. */
  coldEsmMs: number;
  coldCjsMs: number;
  /** Seconds added by 10 typed calls under tsc, by library: "Check time" (used for the target) and wall clock. */
  tscAddedCheckS: Map<string, number>;
  tscAddedWallS: Map<string, number>;
  /** Gzip bytes of the one-method bundles, by scenario id (undefined: not built). */
  bundleGzip: Map<string, number | undefined>;
}

const mark = (ok: boolean | undefined) => (ok === undefined ? 'not measured' : ok ? 'met' : '**not met**');

export function targetsMarkdown(t: TargetInputs): string {
  const getRatio = t.get.get('specforge')! / t.get.get('octokit16')!;
  const postRatio = t.post.get('specforge')! / t.post.get('octokit16')!;
  const tscSf = t.tscAddedCheckS.get('specforge')!;
  const ops = t.bundleGzip.get('sf-operations');
  const full = t.bundleGzip.get('sf-client');
  const kb = (b: number | undefined) => (b === undefined ? 'not built' : `${(b / 1024).toFixed(1)} KB`);
  const rows: string[][] = [
    [
      'GET per call ≤ 0.9× Octokit 16 (same run)',
      `${ratio(t.get.get('specforge')!, t.get.get('octokit16')!)} (${fmt(t.get.get('specforge')!)} vs ${fmt(t.get.get('octokit16')!)} µs)`,
      mark(getRatio <= 0.9),
    ],
    [
      'POST, validated, ≤ 0.8× Octokit 16 (same run)',
      `${ratio(t.post.get('specforge')!, t.post.get('octokit16')!)} (${fmt(t.post.get('specforge')!)} vs ${fmt(t.post.get('octokit16')!)} µs)`,
      mark(postRatio <= 0.8),
    ],
    [
      'Constructing a client ≤ 0.1 ms',
      `${fmt(t.constructUs / 1000)} ms (${fmt(t.constructUs)} µs; with first method access ${fmt(t.constructAccessUs)} µs)`,
      mark(t.constructUs <= 100),
    ],
    ['Cold `import` of `specforge/hosting` ≤ 25 ms over `node --input-type=module -e 0`', `${fmt(t.coldEsmMs)} ms`, mark(t.coldEsmMs <= 25)],
    ['Cold `require` of `specforge/hosting` ≤ 25 ms over `node -e 0`', `${fmt(t.coldCjsMs)} ms`, mark(t.coldCjsMs <= 25)],
    [
      '`tsc --noEmit`: 10 typed calls add ≤ 0.2 s',
      `${fmt(tscSf)} s of type-checking (Octokit 22: ${fmt(t.tscAddedCheckS.get('octokit22')!)} s); wall clock, noisy here: ${fmt(t.tscAddedWallS.get('specforge')!)} s (Octokit 22: ${fmt(t.tscAddedWallS.get('octokit22')!)} s), see section 7`,
      mark(tscSf <= 0.2),
    ],
    ['One method for the browser ≤ 12 KB gzip (ky included): `specforge/hosting/operations`', kb(ops), mark(ops === undefined ? undefined : ops <= 12 * 1024)],
    // The full client with every lazy chunk it can load: a reference figure, not a target (its
    // initial chunk's target is in the scale table).
    ['… the same call through the full `HostingClient`, all its lazy chunks included (for comparison)', kb(full), 'no target'],
  ];
  const vsFetch = (m: Map<string, number>, id: string) => (m.has(id) && m.has('fetch') ? ratio(m.get(id)!, m.get('fetch')!) : '—');
  const issue: [string, string, number][] = [
    ['GET: node:http keep-alive', 'nodehttp', 340 / 524],
    ['GET: ky with defaults', 'ky', 757 / 524],
    ['GET: Octokit 16', 'octokit16', 510 / 524],
    ['GET: Octokit 22', 'octokit22', 604 / 524],
  ];
  const issuePost: [string, string, number][] = [
    ['POST: node:http', 'nodehttp', 347 / 739],
    ['POST: Octokit 16', 'octokit16', 704 / 739],
    ['POST: Octokit 22', 'octokit22', 851 / 739],
  ];
  return [
    '## Targets: per call, construction, size',
    '',
    table(['Target', 'Measured in this run', 'Status'], rows),
    '',
    'Reference figures the targets were set from, as ratios to plain fetch (GET and POST), next to this run:',
    '',
    table(
      ['Contender', 'reference (÷ plain fetch)', 'this run (÷ plain fetch)'],
      [
        ...issue.map(([label, id, r]) => [label, `${r.toFixed(2)}×`, vsFetch(t.get, id)]),
        ...issuePost.map(([label, id, r]) => [label, `${r.toFixed(2)}×`, vsFetch(t.post, id)]),
        ['GET: specforge HostingClient', '—', vsFetch(t.get, 'specforge')],
        ['POST: specforge HostingClient (validated)', '—', vsFetch(t.post, 'specforge')],
      ],
    ),
    '',
  ].join('\n');
}
