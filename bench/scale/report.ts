// Markdown of the scale section for bench/RESULTS.md: the targets rows (measured against this
// run's peers) and the section itself, one row per tool in each table, with ratios to
// openapi-typescript (and to @octokit/rest where the target names it). A tool not measured shows
// "not measured: <reason>", never a figure. KB = 1024 bytes, MB = 1024 KB.

import { fmt, max, median, min, ratio, table } from '../stats.js';
import type { SplitBundle } from '../bundle-size.js';
import { DESCRIPTION } from './github-description.js';
import { OPERATIONS } from './operations.js';
import type { ScaleResults } from './run-scale.js';
import type { ScaleTool } from './tool.js';
import { consumerSource, type TscCase, type TscRun } from './typecheck.js';

const REF = 'openapi-typescript';
const OCTOKIT = 'octokit';
const KB = 1024;
const MB = 1024 * 1024;

const kb = (b: number) => `${(b / KB).toFixed(1)} KB`;
const mb = (b: number) => `${(b / MB).toFixed(1)} MB`;
const s = (ms: number) => `${fmt(ms / 1000)} s`;
const range = (values: readonly number[], f: (n: number) => string) => (values.length > 1 ? ` (${f(min(values))} – ${f(max(values))})` : '');
const mark = (ok: boolean | undefined) => (ok === undefined ? 'not measured' : ok ? 'met' : '**not met**');

/** Error text without this machine's absolute paths, one line, safe inside a table. */
function clean(root: string, text: string): string {
  return text.replaceAll(`${root}/`, '').replaceAll(DESCRIPTION, 'api.github.com.json').replaceAll('|', '\\|').split('\n')[0]!.slice(0, 220);
}

interface Figures {
  genMs?: number;
  rssBytes?: number;
  outBytes?: number;
  validatorBytes?: number;
  largestValidator?: { path: string; bytes: number };
  tscCallsTotalMs?: number;
  tscCallsErrors?: number;
  importMs?: number;
  nsOverWarmMs?: number;
  oneMethod?: SplitBundle;
  fullClient?: SplitBundle;
  /** Why this tool has no figures at all (generation failed). */
  missing?: string;
}

function tscCase(r: ScaleResults, name: string): TscCase | undefined {
  return r.tsc.find((c) => c.name === name);
}

const medianOf = (runs: readonly TscRun[], k: 'checkMs' | 'totalMs' | 'wallMs') => {
  const values = runs.flatMap((x) => (x[k] === undefined ? [] : [x[k]!]));
  return values.length ? median(values) : undefined;
};

function figures(r: ScaleResults, id: string): Figures {
  const g = r.generation.get(id);
  if (g?.error !== undefined) return { missing: `generation failed: ${g.error}` };
  const calls = tscCase(r, `${id}.calls`);
  const cold = r.cold.get(id);
  const bundle = r.bundles.get(id);
  const coldOk = cold && cold.error === undefined && cold.runs.length > 0;
  return {
    genMs: g?.wallMs.length ? median(g.wallMs) : undefined,
    rssBytes: g?.maxRssBytes.length ? median(g.maxRssBytes) : undefined,
    outBytes: g?.output?.bytes,
    validatorBytes: g?.output?.validatorBytes,
    largestValidator: g?.output?.largestValidator,
    tscCallsTotalMs: calls ? medianOf(calls.runs, 'totalMs') : undefined,
    tscCallsErrors: calls?.runs.length ? max(calls.runs.map((x) => x.consumerErrors + x.generatedErrors)) : undefined,
    importMs: coldOk ? median(cold.runs.map((x) => x.importMs)) : undefined,
    nsOverWarmMs: coldOk ? median(cold.runs.map((x) => x.nsFirstMs - x.nsWarmMs)) : undefined,
    oneMethod: bundle?.oneMethod,
    fullClient: bundle?.fullClient,
  };
}

/** Figures of this run's core sections that targets of the scale targets name (absent: not run). */
export interface CoreTargetFigures {
  /** Median of the ms the generator printed for this repository's specs (section 4), and its file count. */
  regenReportedMs?: number;
  regenFiles?: number;
  /** Per-call GET medians (section 1), µs. */
  getSpecforgeUs?: number;
  getOctokit16Us?: number;
}

/**
 * The Targets table of the scale targets: one row per target, the figure measured in this run, the
 * ratio to what the target names (a peer in the same run, or the limit itself) and the status.
 */
export function scaleTargetsMarkdown(r: ScaleResults, root: string, core: CoreTargetFigures | undefined): string {
  const sf = figures(r, 'specforge');
  const ref = figures(r, REF);
  const oct = figures(r, OCTOKIT);
  const why = sf.missing ? `not measured: ${clean(root, sf.missing)}` : 'not measured';
  const coreMissing = 'not measured: the core sections did not run (`make bench` runs both)';
  const has = (v: number | undefined): v is number => v !== undefined;
  const row = (target: string, measured: string | undefined, ratioText: string | undefined, ok: boolean | undefined, missing = why) => [
    target,
    measured ?? missing,
    measured === undefined ? '—' : (ratioText ?? '—'),
    measured === undefined ? 'not measured' : mark(ok),
  ];
  const out = sf.missing ? undefined : r.generation.get('specforge')?.output;
  const hosting = r.hostingBaseline;
  const rows: string[][] = [
    row(
      'Generation of the full description ≤ 1.5× openapi-typescript',
      has(sf.genMs) ? `${s(sf.genMs)}; openapi-typescript ${has(ref.genMs) ? s(ref.genMs) : 'not measured'}` : undefined,
      has(sf.genMs) && has(ref.genMs) ? `${ratio(sf.genMs, ref.genMs)} openapi-typescript` : undefined,
      has(sf.genMs) && has(ref.genMs) ? sf.genMs <= 1.5 * ref.genMs : undefined,
    ),
    row(
      '… and ≤ 600 MB peak RSS',
      has(sf.rssBytes) ? mb(sf.rssBytes) : undefined,
      has(sf.rssBytes) ? `${ratio(sf.rssBytes, 600 * MB)} the limit` : undefined,
      has(sf.rssBytes) ? sf.rssBytes <= 600 * MB : undefined,
    ),
    row(
      'The three repository specs ≤ 1 s of generator time (ms the generator prints, section 4)',
      has(core?.regenReportedMs) ? `${fmt(core.regenReportedMs)} ms (${core.regenFiles ?? '?'} files)` : undefined,
      has(core?.regenReportedMs) ? `${ratio(core.regenReportedMs, 1000)} the limit` : undefined,
      has(core?.regenReportedMs) ? core.regenReportedMs <= 1000 : undefined,
      coreMissing,
    ),
    row(
      'Output ≤ 10 MB in all',
      has(sf.outBytes) ? `${mb(sf.outBytes)} (${out?.files ?? '?'} files)` : undefined,
      has(sf.outBytes) ? `${ratio(sf.outBytes, 10 * MB)} the limit` : undefined,
      has(sf.outBytes) ? sf.outBytes <= 10 * MB : undefined,
    ),
    row(
      'Validators ≤ 3 MB in all',
      has(sf.validatorBytes) && out
        ? `${mb(sf.validatorBytes)}: params (what the client loads) ${mb(out.paramsValidatorBytes)}, responses (mocks only) ${mb(out.responseValidatorBytes)}`
        : undefined,
      has(sf.validatorBytes) ? `${ratio(sf.validatorBytes, 3 * MB)} the limit` : undefined,
      has(sf.validatorBytes) ? sf.validatorBytes <= 3 * MB : undefined,
    ),
    row(
      "Largest namespace's validator chunk ≤ 250 KB",
      out
        ? `${out.largestNamespaceChunk ? `${kb(out.largestNamespaceChunk.bytes)} (${out.largestNamespaceChunk.path})` : 'no chunk'}${out.largestSharedChunk ? `; largest module shared by the chunks ${kb(out.largestSharedChunk.bytes)} (${out.largestSharedChunk.path})` : ''}`
        : undefined,
      out?.largestNamespaceChunk ? `${ratio(out.largestNamespaceChunk.bytes, 250 * KB)} the limit` : undefined,
      out ? (out.largestNamespaceChunk?.bytes ?? 0) <= 250 * KB : undefined,
    ),
    row(
      '`tsc` of the 10-call consumer ≤ openapi-typescript + openapi-fetch (tsc "Total time"), 0 errors',
      has(sf.tscCallsTotalMs)
        ? `${s(sf.tscCallsTotalMs)}, ${sf.tscCallsErrors} error(s); openapi-typescript + openapi-fetch ${has(ref.tscCallsTotalMs) ? s(ref.tscCallsTotalMs) : 'not measured'}`
        : undefined,
      has(sf.tscCallsTotalMs) && has(ref.tscCallsTotalMs) ? `${ratio(sf.tscCallsTotalMs, ref.tscCallsTotalMs)} openapi-typescript` : undefined,
      has(sf.tscCallsTotalMs) && has(ref.tscCallsTotalMs) ? sf.tscCallsTotalMs <= ref.tscCallsTotalMs && sf.tscCallsErrors === 0 : undefined,
    ),
    row(
      'Browser: one method ≤ 12 KB gzip (all chunks)',
      sf.oneMethod ? kb(sf.oneMethod.totalGzipBytes) : undefined,
      sf.oneMethod ? `${ratio(sf.oneMethod.totalGzipBytes, 12 * KB)} the limit` : undefined,
      sf.oneMethod ? sf.oneMethod.totalGzipBytes <= 12 * KB : undefined,
    ),
    row(
      "Browser: the full client's initial chunk ≤ 0.5× `@octokit/rest`",
      sf.fullClient
        ? `${kb(sf.fullClient.initialGzipBytes)}; @octokit/rest ${oct.fullClient ? kb(oct.fullClient.initialGzipBytes) : 'not measured'}`
        : undefined,
      sf.fullClient && oct.fullClient ? `${ratio(sf.fullClient.initialGzipBytes, oct.fullClient.initialGzipBytes)} @octokit/rest` : undefined,
      sf.fullClient && oct.fullClient ? sf.fullClient.initialGzipBytes <= 0.5 * oct.fullClient.initialGzipBytes : undefined,
    ),
    row(
      "… and ≤ 12 KB gzip for today's 145-method `HostingClient` (`specforge/hosting`)",
      hosting.fullClient ? `${kb(hosting.fullClient.initialGzipBytes)} initial (${kb(hosting.fullClient.totalGzipBytes)} with its lazy chunks)` : undefined,
      hosting.fullClient ? `${ratio(hosting.fullClient.initialGzipBytes, 12 * KB)} the limit` : undefined,
      hosting.fullClient ? hosting.fullClient.initialGzipBytes <= 12 * KB : undefined,
      `not measured: ${clean(root, hosting.error ?? '?')}`,
    ),
    row(
      "Node: cold import of the full GitHub client ≤ Octokit 22's",
      has(sf.importMs) ? `${fmt(sf.importMs)} ms; Octokit 22 ${has(oct.importMs) ? `${fmt(oct.importMs)} ms` : 'not measured'}` : undefined,
      has(sf.importMs) && has(oct.importMs) ? `${ratio(sf.importMs, oct.importMs)} Octokit 22` : undefined,
      has(sf.importMs) && has(oct.importMs) ? sf.importMs <= oct.importMs : undefined,
    ),
    row(
      "Node: a namespace's first call adds ≤ 5 ms over a warm call",
      has(sf.nsOverWarmMs) ? `${fmt(sf.nsOverWarmMs)} ms` : undefined,
      has(sf.nsOverWarmMs) ? `${ratio(Math.max(sf.nsOverWarmMs, 0), 5)} the limit` : undefined,
      has(sf.nsOverWarmMs) ? sf.nsOverWarmMs <= 5 : undefined,
    ),
    row(
      "Per-call cost of today's hosting client: GET ≤ 0.7× Octokit 16 (section 1)",
      has(core?.getSpecforgeUs) && has(core?.getOctokit16Us) ? `${fmt(core.getSpecforgeUs)} µs; Octokit 16 ${fmt(core.getOctokit16Us)} µs` : undefined,
      has(core?.getSpecforgeUs) && has(core?.getOctokit16Us) ? `${ratio(core.getSpecforgeUs, core.getOctokit16Us)} Octokit 16` : undefined,
      has(core?.getSpecforgeUs) && has(core?.getOctokit16Us) ? core.getSpecforgeUs <= 0.7 * core.getOctokit16Us : undefined,
      coreMissing,
    ),
  ];
  return [
    '## Targets: scale',
    '',
    `GitHub's full REST description (${r.description.operations} operations, section 9) and this repository's services, every figure from this run:`,
    '',
    table(['Target', 'Measured in this run', 'Ratio', 'Status'], rows),
    '',
    'Ratio: the measured figure ÷ what the target names, a peer measured in the same run or the limit itself (at most 1× is met, except where the target names a fraction).',
    '',
  ].join('\n');
}

function notMeasuredRow(root: string, label: string, reason: string, width: number): string[] {
  return [label, `not measured: ${clean(root, reason)}`, ...Array(width - 2).fill('—')];
}

function generationTable(r: ScaleResults, root: string): string {
  const ref = figures(r, REF);
  const head = ['Tool', 'generate (range)', '÷ openapi-typescript', 'peak RSS', 'output (files)', '÷ openapi-typescript', 'largest files'];
  const rows = r.tools.map((t) => {
    const g = r.generation.get(t.id);
    if (!g) return [t.label, `— (${'none' in t.generate ? t.generate.none : ''})`, '—', '—', '—', '—', '—'];
    if (g.error !== undefined) return notMeasuredRow(root, t.label, `generation failed: ${g.error}`, head.length);
    const gen = median(g.wallMs);
    const out = g.output!;
    return [
      t.label,
      `${s(gen)}${range(g.wallMs, s)}`,
      ref.genMs === undefined ? '—' : ratio(gen, ref.genMs),
      g.maxRssBytes.length ? mb(median(g.maxRssBytes)) : '?',
      `${mb(out.bytes)} (${out.files})`,
      ref.outBytes === undefined ? '—' : ratio(out.bytes, ref.outBytes),
      out.largest.map((f) => `${f.path} ${mb(f.bytes)}`).join(', ') + (out.validatorBytes ? `; validators ${mb(out.validatorBytes)}` : ''),
    ];
  });
  return table(head, rows);
}

function tscTable(r: ScaleResults, root: string): string {
  const refCalls = tscCase(r, `${REF}.calls`);
  const refTotal = refCalls ? medianOf(refCalls.runs, 'totalMs') : undefined;
  const fmtCase = (c: TscCase | undefined) => {
    if (!c?.runs.length) return '—';
    const total = c.runs.flatMap((x) => (x.totalMs === undefined ? [] : [x.totalMs]));
    const check = medianOf(c.runs, 'checkMs');
    const wall = c.runs.map((x) => x.wallMs);
    return total.length ? `${s(median(total))}${range(total, s)} / ${check === undefined ? '?' : s(check)} / ${s(median(wall))}` : `? / ? / ${s(median(wall))}`;
  };
  const errorsOf = (c: TscCase | undefined) => {
    if (!c?.runs.length) return '—';
    const last = c.runs[c.runs.length - 1]!;
    const n = `${last.consumerErrors} / ${last.generatedErrors}`;
    return last.firstError ? `${n}: \`${clean(root, last.firstError)}\`` : n;
  };
  const head = [
    'Tool',
    'import only: Total / Check / wall',
    '10 calls: Total (range) / Check / wall',
    'calls ÷ openapi-typescript (Total)',
    'errors, 10 calls: consumer / generated',
  ];
  const rows = r.tools.map((t) => {
    const g = r.generation.get(t.id);
    if (g?.error !== undefined) return notMeasuredRow(root, t.label, `generation failed: ${g.error}`, head.length);
    const calls = tscCase(r, `${t.id}.calls`);
    const total = calls ? medianOf(calls.runs, 'totalMs') : undefined;
    return [
      t.label,
      fmtCase(tscCase(r, `${t.id}.import`)),
      fmtCase(calls),
      total !== undefined && refTotal !== undefined ? ratio(total, refTotal) : '—',
      errorsOf(calls),
    ];
  });
  rows.push(['consumer code alone, no generated code (`none.ts`)', '—', fmtCase(tscCase(r, 'none')), '—', errorsOf(tscCase(r, 'none'))]);
  return table(head, rows);
}

function nodeTable(r: ScaleResults, root: string): string {
  const ref = figures(r, REF);
  const oct = figures(r, OCTOKIT);
  const ms = (v: number) => `${fmt(v)} ms`;
  const head = ['Tool', 'cold import (range)', '÷ openapi-typescript', '÷ Octokit 22', 'first call', 'warm call', "other namespace's first − warm (range)"];
  const rows = r.tools.map((t) => {
    const c = r.cold.get(t.id);
    if (!c || c.error !== undefined || !c.runs.length) return notMeasuredRow(root, t.label, c?.error ?? 'no runs', head.length);
    const imp = c.runs.map((x) => x.importMs);
    const over = c.runs.map((x) => x.nsFirstMs - x.nsWarmMs);
    return [
      t.label,
      `${ms(median(imp))}${range(imp, ms)}`,
      ref.importMs === undefined ? '—' : ratio(median(imp), ref.importMs),
      oct.importMs === undefined ? '—' : ratio(median(imp), oct.importMs),
      ms(median(c.runs.map((x) => x.firstMs))),
      ms(median(c.runs.map((x) => x.warmMs))),
      `${ms(median(over))}${range(over, ms)}`,
    ];
  });
  return table(head, rows);
}

function bundleTable(r: ScaleResults, root: string): string {
  const ref = figures(r, REF);
  const oct = figures(r, OCTOKIT);
  const head = [
    'Tool',
    'one method, gzip (all chunks)',
    'full client: initial chunk gzip',
    'all chunks gzip (count)',
    'initial ÷ @octokit/rest',
    'initial ÷ openapi-typescript',
    'largest inputs (full client)',
  ];
  const rows = r.tools.map((t) => {
    const b = r.bundles.get(t.id);
    if (!b || b.error !== undefined || !b.oneMethod || !b.fullClient) return notMeasuredRow(root, t.label, b?.error ?? 'not built', head.length);
    const full = b.fullClient;
    return [
      t.label + (t.bundles.note ? ` (${t.bundles.note})` : ''),
      kb(b.oneMethod.totalGzipBytes),
      kb(full.initialGzipBytes),
      `${kb(full.totalGzipBytes)} (${full.chunks})`,
      oct.fullClient ? ratio(full.initialGzipBytes, oct.fullClient.initialGzipBytes) : '—',
      ref.fullClient ? ratio(full.initialGzipBytes, ref.fullClient.initialGzipBytes) : '—',
      full.top,
    ];
  });
  const h = r.hostingBaseline;
  if (h.oneMethod && h.fullClient) {
    rows.push([
      "today's specforge `specforge/hosting` (145 methods, dist/): `HostingCore` + `gistsGet` / `HostingClient`",
      kb(h.oneMethod.totalGzipBytes),
      kb(h.fullClient.initialGzipBytes),
      `${kb(h.fullClient.totalGzipBytes)} (${h.fullClient.chunks})`,
      oct.fullClient ? ratio(h.fullClient.initialGzipBytes, oct.fullClient.initialGzipBytes) : '—',
      '—',
      h.fullClient.top,
    ]);
  } else rows.push(notMeasuredRow(root, "today's specforge `specforge/hosting`", h.error ?? '?', head.length));
  return table(head, rows);
}

function specforgeContract(tool: ScaleTool | undefined): string[] {
  if (!tool || 'none' in tool.generate) return [];
  return [
    '<details><summary>How specforge plugs in: the command and the consumer it is type-checked with</summary>',
    '',
    '```sh',
    `node ${tool.generate.args
      .map((a) =>
        a
          .replace(/^.*\/(bin\/specforge\.mjs)$/, '$1')
          .replace(/^.*\/(node_modules\/@octokit\/openapi\/.*)$/, '$1')
          .replace(/^.*\/(\.scratch\/.*)$/, '$1'),
      )
      .join(' ')}`,
    '```',
    '',
    'expected to write `.scratch/scale/specforge/github/`: `index.ts` (exporting the full client class `…Client`), `operations.ts` (the core client `…Core` and one function per operation, for the one-method bundle); the class names are read from those files. The ten-call consumer, `.scratch/scale/consumers/specforge.calls.ts`:',
    '',
    '```ts',
    consumerSource(tool, true).trimEnd(),
    '```',
    '',
    '</details>',
    '',
  ];
}

/** The scale section of bench/RESULTS.md. */
export function scaleMarkdown(r: ScaleResults, root: string): string {
  const d = r.description;
  const ops = OPERATIONS.map((o) => `\`${o.namespace}.${o.method}\``).join(', ');
  return [
    `## 9. Scale: GitHub's full REST description (${d.operations} operations)`,
    '',
    `- Date: ${r.date}`,
    `- Input: \`@octokit/openapi\` ${d.packageVersion}, \`${d.path.replace(/^.*\/(node_modules\/)/, '$1')}\` (${mb(d.bytes)}), as published, to every tool.`,
    r.peers.error
      ? `- Peers: **not installed** (${clean(root, r.peers.error)}); their rows are not measured.`
      : `- Peers installed by the bench into \`.scratch/peers/\` (${r.peers.installed ? `installed this run, ${fmt(r.peers.seconds)} s` : 'cached install'}): ${[...r.peers.versions].map(([n, v]) => `${n} ${v}`).join(', ')}; the latest of each whose \`engines\` accepts Node 20.`,
    `- Settings: ${r.settings.genRounds} generation(s) per tool, ${r.settings.tscRounds} tsc round(s), ${r.settings.coldRuns} fresh Node processes per tool; section time ${fmt(r.seconds)} s. Figures are medians, ranges in parentheses (min – max) where there is more than one sample.`,
    '',
    '### Generation and output',
    '',
    generationTable(r, root),
    '',
    "- Whole generator process (`node <its bin> …`), wall clock, output folder emptied first; peak RSS from GNU time (`%M`, the process and the children it waited for). Output: every file the tool wrote (orval's includes its msw mocks).",
    '',
    '### Type-checking (`tsc --noEmit`, TypeScript of this project)',
    '',
    tscTable(r, root),
    '',
    `- The same ten calls in each tool's idiom (${ops}), awaited, one response field read from each, plus one \`@ts-expect-error\` on a field the response lacks; "import only" has the same imports and client set-up without the calls; \`none.ts\` is the consumer's own code with no generated code. Each file alone: \`tsc --noEmit --extendedDiagnostics\`, strict, \`skipLibCheck\`, \`moduleResolution: Bundler\` (accepts every tool's import style), \`types: []\`. Total and Check are tsc's own "Total time" and "Check time"; wall adds Node start-up and loading the compiler. openapi-typescript writes a \`.d.ts\`, which \`skipLibCheck\` leaves unchecked; the other tools' \`.ts\` output is checked in full.`,
    '',
    '### Node: cold import and first calls',
    '',
    nodeTable(r, root),
    '',
    `- Each tool's client compiled with esbuild (bundled, ESM, code splitting, packages external) and imported whole in a fresh \`node\` (\`bench/scale/cold-driver.mjs\`), ${r.settings.coldRuns} runs per tool interleaved after one untimed pass; times measured inside the process: import, then against a loopback server answering the ten routes: \`repos.get\` first call (client construction included; the first \`fetch\` of a process also loads Node's fetch implementation) and warm call (median of 5 in the process), then \`issues.listForRepo\` first and warm call (the same). Each run's returned values are checked.`,
    '',
    '### Browser bundles (esbuild, minified, ESM, code splitting, gzip -9)',
    '',
    bundleTable(r, root),
    '',
    '- One method: an app that makes one `repos.get` call importing only that; full client: the same call with every operation kept (the client object, or the whole namespace of functions). Initial chunk = the entry chunk and what it imports statically; lazily imported chunks load on demand. Each file is gzipped on its own. Every bundle is checked to hold the `/repos/` route, and a full client `/user/codespaces`, an operation it does not call.',
    '',
    ...specforgeContract(r.tools.find((t) => t.id === 'specforge')),
    ...r.tools.flatMap((t) => t.notes.map((n) => `- ${n}`)),
    '',
  ].join('\n');
}
