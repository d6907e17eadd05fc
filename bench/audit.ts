// Audit benchmarks (part of `make bench`): decoding throughput of wire events into typed events
// (events per second), against a plain JSON round trip of the same events as a floor, and listing
// 10,000 activities through the generated mocks with `for await` (msw in-process, pages of 1000
// and of 100). Uses the built package (dist/audit), like the other benchmarks.

import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import type * as Audit from 'specforge/audit';
import type * as AuditMocks from 'specforge/audit/mocks';
import { fmt, median, table } from './stats.js';

export interface AuditBenchResult {
  markdown: string;
}

const time = (fn: () => void): number => {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
};

export async function runAuditBench(root: string, rounds: number, progress: (l: string) => void): Promise<AuditBenchResult> {
  const audit = (await import(pathToFileURL(resolve(root, 'dist/audit/index.js')).href)) as typeof Audit;
  const mocksModule = (await import(pathToFileURL(resolve(root, 'dist/audit/mocks.js')).href)) as typeof AuditMocks;
  const { setupServer } = await import('msw/node');

  // 1. Decoding: the events of a 10,000-activity feed, decoded activity by activity.
  const feed = mocksModule.createAuditActivityMocks({ count: 10_000 });
  const activities = feed.activities as unknown as Audit.Activity[];
  const events = activities.reduce((n, a) => n + (a.events?.length ?? 0), 0);
  const decodeMs: number[] = [];
  const jsonMs: number[] = [];
  for (let r = 0; r < rounds; r++) {
    decodeMs.push(time(() => activities.forEach((a) => audit.decodeActivity(a))));
    jsonMs.push(time(() => activities.forEach((a) => JSON.parse(JSON.stringify(a)))));
  }
  progress(`audit: decoded ${events} events × ${rounds} rounds`);

  // 2. Listing 10,000 activities through the mocks.
  const server = setupServer(...feed.handlers);
  server.listen({ onUnhandledRequest: 'error' });
  const listMs = new Map<number, number[]>([
    [1000, []],
    [100, []],
  ]);
  try {
    const client = new audit.AuditClient({ auth: 'bench-token' });
    for (let r = 0; r < rounds; r++) {
      for (const size of listMs.keys()) {
        let n = 0;
        const t0 = performance.now();
        for await (const _ of client.activities.list({ maxResults: size })) n++;
        listMs.get(size)!.push(performance.now() - t0);
        if (n !== 10_000) throw new Error(`listed ${n} activities, expected 10000`);
      }
      feed.reset();
    }
  } finally {
    server.close();
  }
  progress(`audit: listed 10,000 activities × ${rounds} rounds`);

  const perSecond = (ms: number) => (events / ms) * 1000;
  const md = [
    '## 5. Audit events: decoding and listing',
    '',
    `Decoding the ${events} events of 10,000 mock activities (\`decodeActivity\` per activity, from dist/audit):`,
    '',
    table(
      ['Measure', 'median ms', 'events/s (median)', 'range ms'],
      [
        [
          '`decodeActivity` (typed events)',
          fmt(median(decodeMs)),
          fmt(perSecond(median(decodeMs))),
          `${fmt(Math.min(...decodeMs))} – ${fmt(Math.max(...decodeMs))}`,
        ],
        [
          '`JSON.parse(JSON.stringify(activity))` (floor)',
          fmt(median(jsonMs)),
          fmt(perSecond(median(jsonMs))),
          `${fmt(Math.min(...jsonMs))} – ${fmt(Math.max(...jsonMs))}`,
        ],
      ],
    ),
    '',
    `- decoding ÷ JSON round trip = **${(median(decodeMs) / median(jsonMs)).toFixed(2)}×**`,
    '',
    'Listing 10,000 activities with `for await (const a of client.activities.list({ maxResults }))` through the generated msw mocks (in-process; includes request building, msw routing, the mock feed, JSON, decoding):',
    '',
    table(
      ['Page size', 'pages', 'median ms', 'activities/s (median)', 'range ms'],
      [...listMs].map(([size, ms]) => [
        String(size),
        String(10_000 / size),
        fmt(median(ms)),
        fmt((10_000 / median(ms)) * 1000),
        `${fmt(Math.min(...ms))} – ${fmt(Math.max(...ms))}`,
      ]),
    ),
    '',
    `Rounds: ${rounds}. No peer: these are absolute numbers on this machine.`,
    '',
  ].join('\n');
  return { markdown: md };
}
