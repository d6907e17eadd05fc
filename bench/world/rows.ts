// One TSV row per document of a `make check-world` run: the columns, writing a row, reading a
// shard's file back to resume it (unit-tested in tests/bench/world-rows.test.ts). Each shard
// appends to its own file, `rows.<k>of<n>.tsv`, whose first line is a `#` comment naming what was
// run (package hash, directory version, seed, size, shard); a file whose comment differs is set
// aside rather than resumed, so one file never mixes two builds of the package.

export const PEER_IDS = ['ots', 'hey', 'orval'] as const;
export type PeerId = (typeof PEER_IDS)[number];

/** How a step ended: `-` when it did not run (an earlier step failed, or peers were off). */
export type Outcome = 'ok' | 'fail' | 'error' | 'crash' | 'timeout' | 'silent' | 'skipped' | '-';

export interface Row {
  id: string;
  bytes: number;
  /** The document's `openapi` (or `swagger`) version. */
  version: string;
  /** What the directory converted it from (`info.x-origin`), e.g. `swagger 2.0`, `openapi 3.0`. */
  origin: string;
  /** Operations the document declares (methods under `paths`). */
  operations: number;
  /** Generation: ok, error (exit ≠ 0 with a message), crash (a stack trace), timeout, silent (failed without a word), skipped (Swagger 2.0). */
  gen: Outcome;
  genExit: string;
  genMs: number;
  /** CPU time of generation (user + system), which other work on the machine does not stretch. */
  genCpuMs: number;
  genRssKb: number;
  warnings: number;
  genError: string;
  nodenext: Outcome;
  nodenextErrors: number;
  bundler: Outcome;
  bundlerErrors: number;
  typeError: string;
  /** Every operation through the generated mocks: ok only when each answered its expected status with 0 violations. */
  mocks: Outcome;
  mockOperations: number;
  mockAnswered: number;
  mockViolations: number;
  mockMs: number;
  mockError: string;
  /** Peers (WORLD_PEERS=1): openapi-typescript, @hey-api/openapi-ts, orval; generation and strict type-check. */
  peers: Partial<Record<PeerId, PeerResult>>;
}

export interface PeerResult {
  gen: Outcome;
  ms: number;
  /** CPU time (user + system) of its generation; 0 when unknown. */
  cpuMs: number;
  rssKb: number;
  tsc: Outcome;
  error: string;
}

type Column = readonly [name: string, get: (r: Row) => string | number, set: (r: Row, v: string) => void];
const str = (key: keyof Row): Column => [key, (r) => r[key] as string, (r, v) => ((r as unknown as Record<string, unknown>)[key] = v)];
const num = (key: keyof Row): Column => [key, (r) => r[key] as number, (r, v) => ((r as unknown as Record<string, unknown>)[key] = Number(v) || 0)];
const peer = (p: PeerId, key: keyof PeerResult, numeric: boolean): Column => [
  `${p}_${key}`,
  (r) => r.peers[p]?.[key] ?? '-',
  (r, v) => {
    if (v === '-' || v === '') return;
    const existing = (r.peers[p] ??= { gen: '-', ms: 0, cpuMs: 0, rssKb: 0, tsc: '-', error: '' });
    (existing as unknown as Record<string, unknown>)[key] = numeric ? Number(v) || 0 : v;
  },
];

export const COLUMNS: readonly Column[] = [
  str('id'),
  num('bytes'),
  str('version'),
  str('origin'),
  num('operations'),
  str('gen'),
  str('genExit'),
  num('genMs'),
  num('genCpuMs'),
  num('genRssKb'),
  num('warnings'),
  str('genError'),
  str('nodenext'),
  num('nodenextErrors'),
  str('bundler'),
  num('bundlerErrors'),
  str('typeError'),
  str('mocks'),
  num('mockOperations'),
  num('mockAnswered'),
  num('mockViolations'),
  num('mockMs'),
  str('mockError'),
  ...PEER_IDS.flatMap((p) => [
    peer(p, 'gen', false),
    peer(p, 'ms', true),
    peer(p, 'cpuMs', true),
    peer(p, 'rssKb', true),
    peer(p, 'tsc', false),
    peer(p, 'error', false),
  ]),
];

export const HEADER = COLUMNS.map(([name]) => name).join('\t');

/** A cell: tabs, newlines and backslashes escaped, at most 400 characters. */
export function cell(value: string | number): string {
  const text = String(value);
  const short = text.length > 400 ? `${text.slice(0, 399)}…` : text;
  return short.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\r?\n/g, '\\n');
}

export function uncell(text: string): string {
  return text.replace(/\\(.)/g, (_m, c: string) => (c === 't' ? '\t' : c === 'n' ? '\n' : c));
}

export function emptyRow(id: string): Row {
  return {
    id,
    bytes: 0,
    version: '',
    origin: '',
    operations: 0,
    gen: '-',
    genExit: '',
    genMs: 0,
    genCpuMs: 0,
    genRssKb: 0,
    warnings: 0,
    genError: '',
    nodenext: '-',
    nodenextErrors: 0,
    bundler: '-',
    bundlerErrors: 0,
    typeError: '',
    mocks: '-',
    mockOperations: 0,
    mockAnswered: 0,
    mockViolations: 0,
    mockMs: 0,
    mockError: '',
    peers: {},
  };
}

export function formatRow(row: Row): string {
  return COLUMNS.map(([, get]) => cell(get(row))).join('\t');
}

/** Parses a file's text: its `#` comment and its rows (a last line cut short by a kill is dropped). */
export function parseRows(text: string): { comment: string; rows: Row[] } {
  const lines = text.split('\n');
  const comment = lines[0]?.startsWith('#') ? lines[0].slice(1).trim() : '';
  const headerAt = lines.findIndex((l) => l.startsWith('id\t'));
  const names = headerAt >= 0 ? lines[headerAt]!.split('\t') : COLUMNS.map(([n]) => n);
  const rows: Row[] = [];
  for (const line of lines.slice(headerAt + 1)) {
    if (!line || line.startsWith('#')) continue;
    const cells = line.split('\t');
    if (cells.length !== names.length) continue;
    const row = emptyRow(uncell(cells[0]!));
    names.forEach((name, i) => COLUMNS.find(([n]) => n === name)?.[2](row, uncell(cells[i]!)));
    rows.push(row);
  }
  return { comment, rows };
}

/** The first lines of a new shard file. */
export function fileHead(comment: string): string {
  return `# ${comment}\n${HEADER}\n`;
}

/**
 * What to do with a shard file found on disk: resume it (its ids are done) when its comment is the
 * run's, else start over (the old file set aside by the caller).
 */
export function resumeFrom(existing: string | undefined, comment: string): { resume: boolean; done: Set<string>; rows: Row[] } {
  if (existing === undefined) return { resume: false, done: new Set(), rows: [] };
  const parsed = parseRows(existing);
  if (parsed.comment !== comment) return { resume: false, done: new Set(), rows: [] };
  return { resume: true, done: new Set(parsed.rows.map((r) => r.id)), rows: parsed.rows };
}

/** Whether a document passed every step specforge was asked to do. */
export function passed(row: Row): boolean {
  return row.gen === 'ok' && row.nodenext === 'ok' && row.bundler === 'ok' && row.mocks === 'ok';
}

/**
 * Rows of another run's shard file that this run can take as its own (WORLD_REUSE): written by the
 * same package (its comment starts with `specforge <package>;`), for the documents wanted, peers
 * dropped when this run has none (and rows without peers refused when it has).
 */
export function reusable(text: string, pkg: string, wanted: ReadonlySet<string>, withPeers: boolean): Row[] {
  const parsed = parseRows(text);
  if (!parsed.comment.startsWith(`specforge ${pkg};`)) return [];
  return parsed.rows.filter((r) => wanted.has(r.id) && (!withPeers || Object.keys(r.peers).length > 0)).map((r) => (withPeers ? r : { ...r, peers: {} }));
}

/** A document's peer results taken from an earlier run (WORLD_PEERS_FROM), by peer. */
export type KnownPeers = Map<string, Partial<Record<PeerId, PeerResult>>>;

/**
 * The peers' results in another run's shard file (WORLD_PEERS_FROM), of any specforge build: a
 * peer's result does not depend on specforge, so it is taken for each wanted document whose peer
 * ran, when that run's label for the peer (its pinned version) is this run's (`labels`).
 */
export function peerResults(
  text: string,
  fromLabels: Partial<Record<PeerId, string>>,
  labels: Partial<Record<PeerId, string>>,
  wanted: ReadonlySet<string>,
  into: KnownPeers = new Map(),
): KnownPeers {
  const same = PEER_IDS.filter((p) => labels[p] !== undefined && fromLabels[p] === labels[p]);
  for (const row of parseRows(text).rows) {
    if (!wanted.has(row.id)) continue;
    for (const p of same) {
      const result = row.peers[p];
      if (!result || result.gen === '-') continue;
      const known = into.get(row.id) ?? {};
      known[p] ??= result;
      into.set(row.id, known);
    }
  }
  return into;
}

/**
 * The peers a run takes (WORLD_PEERS): `1` all of them, else the ones named (`ots`, `ots,hey`);
 * none when unset or `0`. Throws on a name that is no peer's.
 */
export function peerSelection(value: string | undefined): PeerId[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return [];
  if (text === '1') return [...PEER_IDS];
  const named = text.split(',').map((s) => s.trim());
  const unknown = named.filter((n) => !(PEER_IDS as readonly string[]).includes(n));
  if (unknown.length) throw new Error(`WORLD_PEERS: expected 1 or some of ${PEER_IDS.join(', ')}, got ${unknown.join(', ')}`);
  return PEER_IDS.filter((p) => named.includes(p));
}
