// Benchmark entry point (`make bench`, i.e. `npx tsx bench/run.ts` from the project root).
// Compares specforge's generated HostingClient (from dist/) with bare node:http, plain fetch, ky,
// Octokit 16 and Octokit 22, side by side in one run, against a loopback server in its own process
// (bench/server-child.ts):
//   1. per-call cost of GET /codes_of_conduct/contributor_covenant (round-robin rounds),
//   2. client construction cost (and construction + first method access / first call),
//   3. cold import/require time of the package in a fresh `node`,
//   4. full regeneration time of `node bin/specforge.mjs generate`,
//   5./6. audit and webhook-server sections (bench/audit.ts, bench/webhooks-server.ts; 6b, the
//   server with its queue on Redis beside it in memory: bench/webhooks-queue.ts),
//   1b./1c. POST with a JSON body (bench/post.ts), paginate over 200 pages (bench/paginate.ts),
//   7. tsc cost of 10 typed calls (bench/tsc-cost.ts), 8. one-method browser bundles (bench/bundle-size.ts),
//   9. scale: GitHub's full REST description through specforge and its generator peers
//       (bench/scale/run-scale.ts),
//  11. data layers: the TanStack Query and zod outputs beside hey-api's plugins (bench/data-layers/bench.ts),
// and the targets against this run's numbers (bench/targets.ts, bench/scale/report.ts).
// Prints tables to stdout and writes bench/RESULTS.md. It reports numbers and ratios only; it
// never passes or fails anything.
//
// Sections: `npx tsx bench/run.ts [core] [scale] [world] [data-layers]`; none named runs all. `core` is sections 1–8,
// `scale` section 9 (`make bench-scale`), `data-layers` section 11, `world` section 10, read from the `make check-world` runs
// kept in .scratch/world/runs (bench/world/results-section.ts: it runs nothing itself). A section run alone replaces its own parts of
// bench/RESULTS.md (named blocks, bench/results-file.ts) and keeps the rest of the last run.
//
// Knobs (environment): BENCH_ROUNDS (default 21), BENCH_CALLS per round (300), BENCH_WARMUP (300),
// BENCH_SPAWNS for cold start (15), BENCH_REGEN (3), BENCH_PAGINATE_ROUNDS (5), BENCH_TSC_ROUNDS (4);
// scale: BENCH_SCALE_GEN generations per tool (1), BENCH_SCALE_TSC rounds (2), BENCH_SCALE_COLD
// fresh processes per tool (7); data layers: BENCH_DATA_LAYERS_ROUNDS (3). Smaller values give a quick smoke run.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, platform, arch, release } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONDUCT_KEY, loadLibraries, makeContenders, type Contender, type Libraries } from './contenders.js';
import { conductBody } from './server.js';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { measurePerCall, summarize, type Summary } from './per-call.js';
import { checkPostContenders, makePostContenders } from './post.js';
import { benchPaginate, EXPECTED_ITEMS } from './paginate.js';
import { benchTsc } from './tsc-cost.js';
import { benchBundles, bundleMarkdown } from './bundle-size.js';
import { targetsMarkdown } from './targets.js';
import { coldVariants, measureCold, measureRegen } from './spawn.js';
import { fmt, max, median, min, ratio, rotate, table } from './stats.js';
import { runAuditBench } from './audit.js';
import { benchWebhooksQueue } from './webhooks-queue.js';
import { benchWebhooksServer } from './webhooks-server.js';
import { extractBlock, spliceBlock } from './results-file.js';
import { runScale } from './scale/run-scale.js';
import { scaleMarkdown, scaleTargetsMarkdown, type CoreTargetFigures } from './scale/report.js';
import { worldSection } from './world/results-section.js';
import { benchDataLayers } from './data-layers/bench.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = resolve(ROOT, 'bench/RESULTS.md');
const REGEN_OUT = '.scratch/bench-gen';

function knob(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined ? Number.NaN : Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

const ROUNDS = knob('BENCH_ROUNDS', 21);
const CALLS = knob('BENCH_CALLS', 300);
const WARMUP = knob('BENCH_WARMUP', 300);
const SPAWNS = knob('BENCH_SPAWNS', 15);
const REGEN_RUNS = knob('BENCH_REGEN', 3);
const PAGINATE_ROUNDS = knob('BENCH_PAGINATE_ROUNDS', 5);
const TSC_ROUNDS = knob('BENCH_TSC_ROUNDS', 4);
const SCALE_GEN = knob('BENCH_SCALE_GEN', 1);
const SCALE_TSC = knob('BENCH_SCALE_TSC', 2);
const SCALE_COLD = knob('BENCH_SCALE_COLD', 7);
const DATA_LAYERS_ROUNDS = knob('BENCH_DATA_LAYERS_ROUNDS', 3);
/** Construction loops run about 150 ms per round: more than 9 rounds adds time, not precision. */
const SYNC_ROUNDS = Math.min(ROUNDS, 9);

const log = (line = '') => process.stdout.write(`${line}\n`);
const progress = (line: string) => process.stderr.write(`[bench] ${line}\n`);

// ---------------------------------------------------------------------------------------------
// 1. Per-call cost (timing loop: bench/per-call.ts)

async function sanityCheck(contenders: readonly Contender[], server: ServerProcess): Promise<Map<string, string>> {
  const expected = JSON.stringify(conductBody(CONDUCT_KEY));
  const accepts = new Map<string, string>();
  for (const c of contenders) {
    const before = (await server.stats()).count;
    const data = await c.call();
    const { count, last } = await server.stats();
    if (JSON.stringify(data) !== expected) throw new Error(`${c.label} returned unexpected data: ${JSON.stringify(data)}`);
    if (count - before !== 1) throw new Error(`${c.label} sent ${count - before} requests for one call`);
    accepts.set(c.id, String(last?.headers.accept ?? ''));
  }
  return accepts;
}

// ---------------------------------------------------------------------------------------------
// 2. Construction cost

interface SyncCase {
  id: string;
  label: string;
  run: () => unknown;
}

let sink: unknown;

function timeSync(fn: () => unknown, n: number): number {
  let last: unknown;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) last = fn();
  const us = ((performance.now() - t0) * 1000) / n;
  sink = last;
  return us;
}

/** Times synchronous cases in interleaved rounds of about `roundMs` each; µs per operation. */
function measureSync(cases: readonly SyncCase[], rounds: number, roundMs: number): Map<string, Summary> {
  const iters = new Map<string, number>();
  for (const c of cases) {
    // Warm up and calibrate for ~50 ms (some constructors take milliseconds, others nanoseconds).
    let n = 0;
    const t0 = performance.now();
    while (n < 3 || performance.now() - t0 < 50) {
      sink = c.run();
      n++;
    }
    const per = ((performance.now() - t0) * 1000) / n;
    iters.set(c.id, Math.max(10, Math.min(2_000_000, Math.round((roundMs * 1000) / Math.max(per, 0.001)))));
  }
  const samples = new Map<string, number[]>(cases.map((c) => [c.id, []]));
  for (let r = 0; r < rounds; r++) {
    for (const c of rotate(cases, r)) samples.get(c.id)!.push(timeSync(c.run, iters.get(c.id)!));
  }
  return new Map([...samples].map(([id, s]) => [id, summarize(s)]));
}

/** Times "new client, then its first call" in interleaved rounds; µs per operation. */
async function measureFirstCall(cases: readonly { id: string; run: () => Promise<unknown> }[], rounds: number, n: number) {
  const once = async (run: () => Promise<unknown>, k: number) => {
    const t0 = performance.now();
    for (let i = 0; i < k; i++) sink = await run();
    return ((performance.now() - t0) * 1000) / k;
  };
  for (const c of cases) await once(c.run, 20);
  const samples = new Map<string, number[]>(cases.map((c) => [c.id, []]));
  for (let r = 0; r < rounds; r++) {
    for (const c of rotate(cases, r)) samples.get(c.id)!.push(await once(c.run, n));
  }
  return new Map([...samples].map(([id, s]) => [id, summarize(s)]));
}

function constructionCases(libs: Libraries, baseUrl: string) {
  const { HostingClient, Octokit16, Octokit22 } = libs;
  const construct: SyncCase[] = [
    { id: 'specforge', label: 'specforge HostingClient', run: () => new HostingClient({ baseUrl }) },
    { id: 'octokit16', label: 'Octokit 16', run: () => new Octokit16({ baseUrl }) },
    { id: 'octokit22', label: 'Octokit 22', run: () => new Octokit22({ baseUrl }) },
  ];
  // HostingClient builds namespaces and methods lazily, so "new" alone flatters it; this adds
  // the first access of the method the per-call benchmark uses.
  const access: SyncCase[] = [
    { id: 'specforge', label: 'specforge HostingClient', run: () => new HostingClient({ baseUrl }).codesOfConduct.getConductCode },
    { id: 'octokit16', label: 'Octokit 16', run: () => new Octokit16({ baseUrl }).codesOfConduct.getConductCode },
    { id: 'octokit22', label: 'Octokit 22', run: () => new Octokit22({ baseUrl }).codesOfConduct.getConductCode },
  ];
  const firstCall = [
    { id: 'specforge', run: () => new HostingClient({ baseUrl }).codesOfConduct.getConductCode({ key: CONDUCT_KEY }) },
    { id: 'octokit16', run: () => new Octokit16({ baseUrl }).codesOfConduct.getConductCode({ key: CONDUCT_KEY }) },
    { id: 'octokit22', run: () => new Octokit22({ baseUrl }).codesOfConduct.getConductCode({ key: CONDUCT_KEY }) },
  ];
  return { construct, access, firstCall };
}

// ---------------------------------------------------------------------------------------------
// Report

const LABELS: Record<string, string> = {
  specforge: 'specforge HostingClient',
  nodehttp: 'node:http keep-alive',
  fetch: 'plain fetch',
  ky: 'ky (defaults)',
  octokit16: 'Octokit 16',
  octokit22: 'Octokit 22',
};
const PEERS = ['nodehttp', 'fetch', 'ky', 'octokit16', 'octokit22'] as const;

function absoluteTable(unit: string, results: Map<string, Summary>): string {
  const rows = [...results].map(([id, s]) => [LABELS[id] ?? id, fmt(s.median), `${fmt(s.min)} – ${fmt(s.max)}`]);
  return table(['Contender', `median ${unit}`, `range over rounds`], rows);
}

function ratioCells(results: Map<string, Summary>): string[] {
  const sf = results.get('specforge')!.median;
  return PEERS.map((p) => {
    const peer = results.get(p);
    return peer ? ratio(sf, peer.median) : '—';
  });
}

function ratioLines(results: Map<string, Summary>): string {
  const sf = results.get('specforge')!.median;
  return PEERS.filter((p) => results.has(p))
    .map((p) => `- HostingClient / ${LABELS[p]} = **${ratio(sf, results.get(p)!.median)}**`)
    .join('\n');
}

/** Stands for the whole run's time in the core sections' header until the run ends. */
const TOTAL_TIME_SLOT = '{{total bench time}}';
const SCALE_TARGETS_BLOCK = 'scale-targets';
const SCALE_BLOCK = 'scale';
const WORLD_BLOCK = 'world';
const DATA_LAYERS_BLOCK = 'data-layers';
/** Written by bench/diff.ts (make bench-diff), kept by a run of the other sections. */
const DIFF_BLOCK = 'diff';
/** Paired runs of the largest documents against openapi-typescript (farm-bench, by hand), kept by every run. */
const WORLD_PAIRED_BLOCK = 'world-paired';

/** Sections 1–9; returns their Markdown, with the scale blocks left for main() to fill, and the figures the scale targets name. */
async function runCore(): Promise<{ md: string; figures: CoreTargetFigures }> {
  if (!existsSync(resolve(ROOT, 'dist/hosting/index.js')) || !existsSync(resolve(ROOT, 'dist/hosting/index.cjs'))) {
    throw new Error('dist/hosting/ is missing: run `npx tsup` (or `make bench`, which builds first).');
  }
  const libs = await loadLibraries(ROOT);
  const server = await startServerProcess(ROOT);
  let perCall: Map<string, Summary>;
  let post: Map<string, Summary>;
  let postTypes: Map<string, string>;
  let pages: Map<string, Summary>;
  let construct: Map<string, Summary>;
  let access: Map<string, Summary>;
  let firstCall: Map<string, Summary>;
  let accepts: Map<string, string>;
  let notes: string[];
  try {
    const contenders = makeContenders(libs, server.baseUrl);
    notes = contenders.flatMap((c) => (c.note ? [c.note] : []));
    accepts = await sanityCheck(contenders, server);
    progress(
      `server (pid ${server.pid}) on ${server.baseUrl}; per-call: ${WARMUP} warm-up + ${ROUNDS} rounds × ${CALLS} calls × ${contenders.length} contenders`,
    );
    perCall = await measurePerCall(contenders, { rounds: ROUNDS, calls: CALLS, warmup: WARMUP, progress, label: 'GET' });

    const posters = makePostContenders(libs, server.baseUrl); // section 7, bench/post.ts
    postTypes = await checkPostContenders(posters, server);
    post = await measurePerCall(posters, { rounds: ROUNDS, calls: CALLS, warmup: WARMUP, progress, label: 'POST' });
    pages = await benchPaginate(libs, server.baseUrl, PAGINATE_ROUNDS, progress); // bench/paginate.ts

    progress('construction');
    const cases = constructionCases(libs, server.baseUrl);
    construct = measureSync(cases.construct, SYNC_ROUNDS, 150);
    access = measureSync(cases.access, SYNC_ROUNDS, 150);
    progress('new client + first call');
    firstCall = await measureFirstCall(cases.firstCall, ROUNDS, Math.max(10, Math.round(CALLS / 20)));
  } finally {
    await server.close();
  }

  progress(`cold start: ${SPAWNS} × ${coldVariants(libs.files).length} node processes`);
  const variants = coldVariants(libs.files);
  const cold = measureCold(variants, SPAWNS, ROOT);
  const coldMed = new Map([...cold].map(([id, s]) => [id, median(s)]));
  const base = { cjs: coldMed.get('base-cjs')!, esm: coldMed.get('base-esm')! };
  const delta = (id: string) => {
    const v = variants.find((x) => x.id === id)!;
    return coldMed.get(id)! - (v.baseline ? base[v.baseline] : 0);
  };

  progress(`regeneration: ${REGEN_RUNS} runs`);
  const regen = await measureRegen(ROOT, REGEN_OUT, REGEN_RUNS);
  const regenWall = median(regen.map((r) => r.wallMs));
  const regenReported = median(regen.flatMap((r) => (r.reportedMs === undefined ? [] : [r.reportedMs])));
  const regenFiles = regen[0]?.files;

  progress('audit: decoding and listing');
  const auditBench = await runAuditBench(ROOT, Math.max(3, Math.min(ROUNDS, 5)), progress);
  progress('webhook server deliveries (autocannon)');
  const webhooksServer = await benchWebhooksServer(ROOT, progress); // section 6, bench/webhooks-server.ts
  progress('webhook server with a queue on Redis (autocannon)');
  const webhooksQueue = await benchWebhooksQueue(ROOT, progress); // section 6b, bench/webhooks-queue.ts
  progress(`tsc: ${TSC_ROUNDS} rounds × 5 files`);
  const tsc = benchTsc(ROOT, TSC_ROUNDS, progress); // section 7, bench/tsc-cost.ts
  progress('browser bundles');
  const bundles = await benchBundles(ROOT); // section 8, bench/bundle-size.ts

  void sink;

  // ----- compose the report -----
  const cpu = cpus();
  const now = new Date();
  const out: string[] = [];
  out.push('# specforge benchmark results');
  out.push('');
  out.push('_Generated by `make bench` (`npx tsx bench/run.ts`). Do not edit by hand; re-run to refresh._');
  out.push('');
  out.push(`- Date: ${now.toISOString()}`);
  out.push(`- Node: ${process.version} (${platform()} ${arch()}, kernel ${release()})`);
  out.push(`- Machine: ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores`);
  out.push(
    `- Settings: ${WARMUP} warm-up calls, ${ROUNDS} rounds × ${CALLS} calls (GET and POST); ${PAGINATE_ROUNDS} paginate rounds; ${SPAWNS} cold starts per variant; ${REGEN_RUNS} regenerations; ${TSC_ROUNDS} tsc rounds`,
  );
  out.push(`- Total bench time: ${TOTAL_TIME_SLOT}`);
  out.push('');
  out.push(
    targetsMarkdown({
      get: new Map([...perCall].map(([id, x]) => [id, x.median])),
      post: new Map([...post].map(([id, x]) => [id, x.median])),
      constructUs: construct.get('specforge')!.median,
      constructAccessUs: access.get('specforge')!.median,
      coldEsmMs: delta('sf-esm'),
      coldCjsMs: delta('sf-cjs'),
      tscAddedCheckS: tsc.addedCheckS,
      tscAddedWallS: tsc.addedS,
      bundleGzip: new Map(bundles.map((b) => [b.id, b.gzipBytes])),
    }),
  );
  out.push(`<!-- ${SCALE_TARGETS_BLOCK} -->`, `<!-- /${SCALE_TARGETS_BLOCK} -->`, '');
  out.push('## Headline: ratios (specforge ÷ peer)');
  out.push('');
  out.push('Below 1× means specforge costs less than the peer; above 1× means it costs more.');
  out.push('');
  const coldRatio = (sfId: string) => ['—', '—', '—', ratio(delta(sfId), delta('o16-cjs')), ratio(delta(sfId), delta('o22-esm'))];
  out.push(
    table(
      ['Measure', 'vs node:http', 'vs plain fetch', 'vs ky', 'vs Octokit 16', 'vs Octokit 22'],
      [
        ['GET per call (µs/call, keep-alive loopback)', ...ratioCells(perCall)],
        ['POST per call, validated (µs/call)', ...ratioCells(post)],
        [`paginate ${EXPECTED_ITEMS} items (ms per walk)`, ...ratioCells(pages)],
        ['Construction: `new Client({ baseUrl })`', ...ratioCells(construct)],
        ['Construction + first access of `codesOfConduct.getConductCode`', ...ratioCells(access)],
        ['New client + its first call', ...ratioCells(firstCall)],
        ['Cold import, ESM (ms over baseline)', ...coldRatio('sf-esm')],
        ['Cold require, CJS (ms over baseline)', ...coldRatio('sf-cjs')],
      ],
    ),
  );
  out.push('');
  out.push('Cold-start ratios compare specforge with each peer in its own native format (Octokit 16: `require`, Octokit 22: `import`).');
  out.push('');

  out.push('## 1. Per-call cost: `GET /codes_of_conduct/contributor_covenant`');
  out.push('');
  out.push(absoluteTable('µs/call', perCall));
  out.push('');
  out.push(ratioLines(perCall));
  out.push('');
  out.push('Accept header each contender sent:');
  out.push('');
  out.push(
    table(
      ['Contender', 'Accept'],
      [...accepts].map(([id, a]) => [LABELS[id] ?? id, `\`${a}\``]),
    ),
  );
  out.push('');
  for (const n of notes) out.push(`- ${n}`);
  if (notes.length) out.push('');

  out.push('## 1b. Per-call cost: `POST /gists` with a JSON body');
  out.push('');
  out.push(absoluteTable('µs/call', post));
  out.push('');
  out.push(ratioLines(post));
  out.push('');
  out.push(
    '- Calls: HostingClient `gists.create(params)` (validated by the generated ajv validator before sending), node:http and fetch with `JSON.stringify(params)`, Octokit 16 `gists.create(params)`, Octokit 22 `rest.gists.create(params)`; `params` = `' +
      JSON.stringify({ description: 'bench gist', public: false, files: { 'a.txt': { content: 'x' } } }) +
      "`. Before timing, each contender was checked to send exactly one `POST /gists` whose JSON body equals `params`, and to return the server's 201 gist.",
  );
  out.push('');
  out.push(
    table(
      ['Contender', 'Content-Type sent'],
      [...postTypes].map(([id, a]) => [LABELS[id] ?? id, `\`${a}\``]),
    ),
  );
  out.push('');

  out.push(`## 1c. paginate: ${EXPECTED_ITEMS} items, 200 pages × 100 (\`GET /gists/public\`)`);
  out.push('');
  out.push(absoluteTable('ms/walk', pages));
  out.push('');
  out.push(ratioLines(pages));
  out.push('');
  out.push(
    '- HostingClient `client.paginate(client.gists.listPublic, { per_page: 100 })`; Octokit 16 `octokit.paginate(\'GET /gists/public\', { per_page: 100 })`; Octokit 22 `octokit.paginate(octokit.rest.gists.listPublic, { per_page: 100 })`; plain fetch and node:http follow `Link rel="next"` by hand (floors). Every walk is checked to return all items in order. One warm-up walk each, then ' +
      `${PAGINATE_ROUNDS} interleaved rounds; each page is about 55 KB of JSON.`,
  );
  out.push('');

  out.push('## 2. Client construction');
  out.push('');
  const measured = (caption: string, rows: typeof construct) => out.push(caption, '', absoluteTable('µs/op', rows), '', ratioLines(rows), '');
  measured('`new Client({ baseUrl })`:', construct);
  measured('`new Client({ baseUrl }).codesOfConduct.getConductCode` (first access of one method):', access);
  measured('New client, then its first `getConductCode` call (awaited), sequentially:', firstCall);

  out.push('## 3. Cold import (fresh `node` process, wall clock)');
  out.push('');
  out.push(
    table(
      ['Command', 'median ms', 'range ms', 'over baseline ms'],
      variants.map((v) => {
        const s = cold.get(v.id)!;
        return [v.label, fmt(median(s)), `${fmt(min(s))} – ${fmt(max(s))}`, v.baseline ? fmt(delta(v.id)) : '(baseline)'];
      }),
    ),
  );
  out.push('');
  out.push(`- specforge ESM import / Octokit 22 ESM import (over baseline) = **${ratio(delta('sf-esm'), delta('o22-esm'))}**`);
  out.push(`- specforge CJS require / Octokit 16 CJS require (over baseline) = **${ratio(delta('sf-cjs'), delta('o16-cjs'))}**`);
  out.push('');

  out.push('## 4. Full regeneration');
  out.push('');
  out.push(
    table(
      ['Command', 'median wall ms', 'range ms', 'median ms over `specforge --help`'],
      [
        [
          `node bin/specforge.mjs generate <the configuration's documents> --out ${REGEN_OUT} --strict (${regenFiles ?? '?'} files)`,
          fmt(regenWall),
          `${fmt(min(regen.map((r) => r.wallMs)))} – ${fmt(max(regen.map((r) => r.wallMs)))}`,
          fmt(regenReported),
        ],
      ],
    ),
  );
  out.push('');
  out.push(
    'No peer here: the wall time includes Node start-up and tsx compiling the generator; the time over `specforge --help` (the same command started, each run paired with one) is loading the generator, generating and writing.',
  );
  out.push('');

  out.push(auditBench.markdown);
  out.push(...webhooksServer);
  out.push(...webhooksQueue);
  out.push(tsc.markdown);
  out.push(bundleMarkdown(bundles));
  out.push(`<!-- ${SCALE_BLOCK} -->`, `<!-- /${SCALE_BLOCK} -->`, '');
  out.push(`<!-- ${DATA_LAYERS_BLOCK} -->`, `<!-- /${DATA_LAYERS_BLOCK} -->`, '');

  out.push('## How measured');
  out.push('');
  out.push(
    [
      '- The loopback server (`bench/server.ts`) runs in a child process of its own (`bench/server-child.ts`, started and stopped by the bench), a `node:http` server on 127.0.0.1 (port 0, keep-alive, 120 s idle timeout): `GET /emojis` and `GET /codes_of_conduct/:key` with small fixed JSON bodies (`application/json`), `POST /gists` (reads the body, answers 201 with a small gist), `GET /gists/public?page&per_page` (200 pages, `Link` rel="next"/"last"). Each contender is checked once to return the expected body with exactly one request before timing.',
      '- Contenders: `HostingClient` loaded from `dist/hosting/index.js` (the built package; on Node it sends over node:http with the keep-alive global agent); bare `node:http` with its own `Agent({ keepAlive: true })` and `JSON.parse`; global `fetch` with the same preview Accept header and `await res.json()`; ky 1 with its defaults (retry and timeout on) and `.json()`; Octokit 16.43 (`octokit-rest-16`, its `.Octokit` class, node-fetch over the default keep-alive agent); Octokit 22 (`@octokit/rest`, ESM, global fetch). One client of each serves all calls.',
      `- Per call: ${WARMUP} warm-up calls per contender, then ${ROUNDS} rounds; in each round every contender makes ${CALLS} sequential awaited calls (the starting contender rotates each round, and rounds are short, so bursts of load from other work on the shared machine are spread across all contenders). The same loop times POST. The figure is the median over rounds of (round time ÷ calls); the range is the fastest and slowest round.`,
      `- Construction: synchronous loops calibrated to about 150 ms per round, ${SYNC_ROUNDS} interleaved rounds, median µs per operation. HostingClient builds namespaces and methods lazily, hence the extra rows with first method access and with a whole first call.`,
      `- Cold start: ${SPAWNS} spawns of each command, interleaved, wall clock around \`spawnSync\` (after one untimed pass). "Over baseline" subtracts the median of \`node -e 0\` for \`require\` rows and of \`node --input-type=module -e 0\` for \`import\` rows.`,
      `- Regeneration: \`${REGEN_OUT}\` is deleted before each of ${REGEN_RUNS} runs so every file is written; median wall clock of the child process.`,
      '- All numbers are on a shared, possibly noisy machine: compare ratios within one run, not absolute numbers across machines. Nothing here passes or fails.',
    ].join('\n'),
  );
  out.push('');

  const figures: CoreTargetFigures = {
    regenReportedMs: Number.isFinite(regenReported) ? regenReported : undefined,
    regenFiles,
    getSpecforgeUs: perCall.get('specforge')?.median,
    getOctokit16Us: perCall.get('octokit16')?.median,
  };
  return { md: out.join('\n'), figures };
}

/** Section 9 (bench/scale/); returns the Targets table of the scale targets and its section. */
async function runScaleSection(core: CoreTargetFigures | undefined): Promise<{ targets: string; section: string }> {
  const results = await runScale(ROOT, { genRounds: SCALE_GEN, tscRounds: SCALE_TSC, coldRuns: SCALE_COLD }, (l) => progress(`scale: ${l}`));
  return { targets: scaleTargetsMarkdown(results, ROOT, core), section: scaleMarkdown(results, ROOT) };
}

const SECTIONS = ['core', 'scale', 'world', 'data-layers'] as const;

function selectedSections(argv: readonly string[]): Set<(typeof SECTIONS)[number]> {
  const unknown = argv.filter((a) => !(SECTIONS as readonly string[]).includes(a));
  if (unknown.length) throw new Error(`unknown section ${unknown.join(', ')}; usage: npx tsx bench/run.ts [${SECTIONS.join('] [')}]`);
  return new Set(argv.length ? (argv as (typeof SECTIONS)[number][]) : SECTIONS);
}

async function main(): Promise<void> {
  const started = performance.now();
  const sections = selectedSections(process.argv.slice(2));
  const previous = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '';
  const core = sections.has('core') ? await runCore() : undefined;
  const scale = sections.has('scale') ? await runScaleSection(core?.figures) : undefined;
  const world = sections.has('world') ? worldSection(resolve(ROOT, '.scratch/world/runs')) : undefined;
  const dataLayers = sections.has('data-layers') ? await benchDataLayers(ROOT, DATA_LAYERS_ROUNDS, progress) : undefined;
  const notRun = '_Not run: `make bench-scale` (or `npx tsx bench/run.ts scale`)._';
  let md = core?.md ?? (previous || '# specforge benchmark results\n');
  md = spliceBlock(md, SCALE_TARGETS_BLOCK, scale?.targets ?? extractBlock(previous, SCALE_TARGETS_BLOCK) ?? notRun, '## Headline');
  md = spliceBlock(md, SCALE_BLOCK, scale?.section ?? extractBlock(previous, SCALE_BLOCK) ?? notRun, '## How measured');
  md = spliceBlock(md, WORLD_BLOCK, world ?? extractBlock(previous, WORLD_BLOCK) ?? '_Not run: `npx tsx bench/run.ts world`._', '## How measured');
  md = spliceBlock(
    md,
    DATA_LAYERS_BLOCK,
    dataLayers ?? extractBlock(previous, DATA_LAYERS_BLOCK) ?? '_Not run: `npx tsx bench/run.ts data-layers`._',
    '## How measured',
  );
  // `specforge diff` beside openapi-diff is written by bench/diff.ts (make bench-diff) alone: kept as it was.
  const diff = extractBlock(previous, DIFF_BLOCK);
  if (diff !== undefined) md = spliceBlock(md, DIFF_BLOCK, diff, `<!-- ${SCALE_BLOCK} -->`);
  // Paired runs of the largest documents, measured by hand with farm-bench: kept as they were.
  const paired = extractBlock(previous, WORLD_PAIRED_BLOCK);
  if (paired !== undefined) md = spliceBlock(md, WORLD_PAIRED_BLOCK, paired, '## How measured');
  md = md.replace(TOTAL_TIME_SLOT, `${((performance.now() - started) / 1000).toFixed(1)} s`);
  writeFileSync(RESULTS, md);
  log(md);
  log(`(written to ${RESULTS})`);
}

main().then(
  () => {
    // Everything should have closed by now; if some library still holds a handle (e.g. an
    // idle keep-alive socket pool), exit anyway since the results are written.
    setTimeout(() => {
      progress('some handle was still open after the results were written; exiting');
      process.exit(0);
    }, 2000).unref();
  },
  (error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
