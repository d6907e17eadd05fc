// Section 10 of bench/RESULTS.md: the public API directory, from the `make check-world` runs kept
// in .scratch/world/runs/ (each folder's run.json and summary.json, written by bench/world/run.ts).
// It reads, never runs: the latest complete run of the whole directory; the documents that failed
// there, as the newest later run of each on another build left them (a later build's figures are
// its own, so they are shown apart, not folded in); the peers beside specforge in that run when it
// had them, else in the latest other run with them (a sample, or a whole run still going); and the
// latest run of the largest documents with the peers, as ratios of generation time to
// openapi-typescript's in that same run. Each figure names its run and package.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseRows, passed, type Row } from './rows.js';
import type { RunInfo, Summary } from './summary.js';

interface Run {
  dir: string;
  info: RunInfo;
  summary: Summary;
  rows: Row[];
  /** When its summary was last written. */
  at: Date;
}

function readRun(dir: string): Run | undefined {
  const summaryFile = join(dir, 'summary.json');
  if (!existsSync(join(dir, 'run.json')) || !existsSync(summaryFile)) return undefined;
  const rows = readdirSync(dir)
    .filter((f) => /^rows\..+\.tsv$/.test(f))
    .flatMap((f) => parseRows(readFileSync(join(dir, f), 'utf8')).rows);
  return {
    dir,
    info: JSON.parse(readFileSync(join(dir, 'run.json'), 'utf8')) as RunInfo,
    summary: JSON.parse(readFileSync(summaryFile, 'utf8')) as Summary,
    rows,
    at: statSync(summaryFile).mtime,
  };
}

/** Every run kept under `runsDir`, newest first. */
export function worldRuns(runsDir: string): Run[] {
  if (!existsSync(runsDir)) return [];
  return readdirSync(runsDir)
    .map((name) => readRun(join(runsDir, name)))
    .filter((r): r is Run => r !== undefined)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

const pct = (n: number, of: number) => (of ? `${(Math.round((1000 * n) / of) / 10).toFixed(1)} %` : '-');
const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const pkg = (r: Run) => r.info.package.replace(/^.*sha256:/, 'package ');
const when = (r: Run) => r.at.toISOString().slice(0, 16).replace('T', ' ');

/** The section's Markdown; `runsDir` is .scratch/world/runs. */
export function worldSection(runsDir: string): string {
  const runs = worldRuns(runsDir);
  const lines = ['## 10. The public API directory (`make check-world`)', ''];
  const whole = runs.find((r) => r.info.planned === r.info.directoryDocuments && r.rows.length === r.info.planned);
  if (!whole)
    return [
      ...lines,
      '_No run of the whole directory on this machine: `WORLD_SIZE=all make check-world` (about 1 h in two shards, `WORLD_SHARD=k/2`)._',
      '',
    ].join('\n');
  const s = whole.summary;
  lines.push(
    `Every document of ${whole.info.directory} (${whole.info.directoryDocuments}), ${pkg(whole)}, ${when(whole)} UTC: generated with the packed package's \`specforge generate\`, type-checked strictly under nodenext and bundler, and every operation called through the generated mocks.`,
    '',
    '| step | documents | % |',
    '|---|---|---|',
    `| generate | ${s.rates.generated.count} | ${s.rates.generated.percent} |`,
    `| type-check strict, nodenext and bundler | ${Math.min(s.rates.nodenext.count, s.rates.bundler.count)} | ${Math.min(s.rates.nodenext.percent, s.rates.bundler.percent)} |`,
    `| every operation through the mocks, 0 violations | ${s.rates.mocks.count} | ${s.rates.mocks.percent} |`,
    `| **all of the above** | **${s.rates.passed.count}** | **${s.rates.passed.percent}** |`,
    '',
    `Generation: median ${sec(s.generation.medianMs)}, 90th percentile ${sec(s.generation.p90Ms)}, max ${sec(s.generation.maxMs)} (${s.generation.maxMsId}); peak RSS max ${Math.round(s.generation.maxRssKb / 1024)} MB (${s.generation.maxRssId}). ${s.operations.called} operations called, ${s.operations.answered} answered as expected.`,
    '',
  );
  // The documents that failed, as the newest later run of each left them.
  const failing = whole.rows.filter((r) => r.gen !== 'skipped' && !passed(r));
  const later = runs.filter((r) => r.at > whole.at && r !== whole);
  const again = failing.map((f) => ({ id: f.id, row: later.flatMap((r) => r.rows.filter((x) => x.id === f.id).map((x) => ({ run: r, row: x })))[0] }));
  const rerun = again.filter((a) => a.row);
  if (rerun.length) {
    const fixed = rerun.filter((a) => passed(a.row!.row));
    const packages = [...new Set(rerun.map((a) => pkg(a.row!.run)))];
    lines.push(
      `The ${failing.length} documents that failed there, run again on a later build (${packages.join(', ')}): ${rerun.length} run, ${fixed.length} now pass every step. With them, ${whole.rows.length - failing.length + fixed.length} of ${whole.rows.length} documents (${pct(whole.rows.length - failing.length + fixed.length, whole.rows.length)}) pass on the later build, counting the rest as they were (not run again: ${failing.length - rerun.length}).`,
      '',
    );
    const still = rerun.filter((a) => !passed(a.row!.row));
    if (still.length) {
      lines.push('| still failing | step | first error |', '|---|---|---|');
      for (const a of still) {
        const r = a.row!.row;
        const step = r.gen !== 'ok' ? `generate ${r.gen}` : r.nodenext !== 'ok' || r.bundler !== 'ok' ? 'type-check' : 'mocks';
        lines.push(`| ${a.id} | ${step} | \`${(r.genError || r.typeError || r.mockError).replace(/\|/g, '\\|').replace(/`/g, "'").slice(0, 160)}\` |`);
      }
      lines.push('');
    }
  }
  // The peers: beside specforge in the whole run when it had them, else the latest other run with them.
  const hasPeers = (r: Run) => Object.keys(r.info.peers).length > 0;
  const sample = hasPeers(whole) ? whole : runs.find((r) => hasPeers(r) && !r.info.seed.startsWith('only:'));
  if (sample) {
    const ss = sample.summary;
    const which =
      sample === whole
        ? `every document of the same run (${ss.run} run, Swagger 2.0 ones apart)`
        : sample.info.planned === sample.info.directoryDocuments
          ? `${ss.run} of the directory's documents (a run of the whole directory, still incomplete; seed ${sample.info.seed}, ${pkg(sample)}, ${when(sample)} UTC)`
          : `a sample of ${ss.run} (seed ${sample.info.seed}, ${pkg(sample)}, ${when(sample)} UTC)`;
    const taken = sample.info.peersFrom
      ? ` The peers' results of ${sample.info.peersFrom.documents} documents come from earlier runs of the same peer versions on the same documents.`
      : '';
    lines.push(
      `The peers on the same documents: ${which}, each generator run on each document in the same run:${taken}`,
      '',
      '| generator | generate | output type-checks |',
      '|---|---|---|',
      `| specforge | ${ss.rates.generated.percent} % | ${Math.min(ss.rates.nodenext.percent, ss.rates.bundler.percent)} % (strict, both resolutions; every operation through the mocks too: ${ss.rates.passed.percent} %) |`,
      ...ss.peers.map((p) => `| ${p.label} | ${pct(p.generated, p.run)} | ${pct(p.typechecks, p.run)} |`),
      '',
    );
  }
  const largest = runs.find((r) => Object.keys(r.info.peers).length && r.info.seed.startsWith('only:largest'));
  if (largest) {
    lines.push(
      `The largest documents, generation time beside openapi-typescript's in the same run (${pkg(largest)}, ${when(largest)} UTC; CPU time, which the other process does not stretch, and wall time):`,
      '',
      '| document | bytes | operations | specforge CPU | openapi-typescript CPU | ratio (CPU) | ratio (wall) |',
      '|---|---|---|---|---|---|---|',
    );
    for (const r of [...largest.rows].sort((a, b) => b.bytes - a.bytes)) {
      const ots = r.peers.ots;
      const cpu = ots && ots.cpuMs > 0 && r.genCpuMs > 0 ? (r.genCpuMs / ots.cpuMs).toFixed(2) : '-';
      const wall = ots && ots.ms > 0 ? (r.genMs / ots.ms).toFixed(2) : '-';
      lines.push(
        `| ${r.id} | ${r.bytes.toLocaleString('en')} | ${r.operations} | ${sec(r.genCpuMs)} (${r.gen}) | ${ots ? `${sec(ots.cpuMs)} (${ots.gen})` : '-'} | ${cpu}× | ${wall}× |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}
