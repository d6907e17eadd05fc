// One batch of documents through what a user does with the installed package, in the scratch
// project: `specforge generate` each (bounded and measured), one strict tsc per resolution over the
// whole batch (nodenext compiles in place for the mocks), the mocks driver per document in its own
// node process, and, with peers on, each peer's generation and one tsc per peer. Returns one row
// per document and the details of its failures (first lines, for the details file).

import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstErrorLine } from '../scale/process-cost.js';
import type { DirectoryDocument } from './directory.js';
import { hasStackTrace, measure } from './measure.js';
import { PEER_TSCONFIG, type PeerTool, peerEnv } from './peers.js';
import { emptyRow, type KnownPeers, type Row } from './rows.js';
import { serviceName } from './sample.js';
import { attribute, checkBatch, type Resolution } from './typecheck.js';

export interface BatchContext {
  /** The scratch project (the package installed from its tarball, msw linked, drive.mjs copied in). */
  project: string;
  bin: string;
  tsc: string;
  peers: PeerTool[];
  /** Peer results an earlier run of the same peer versions has (WORLD_PEERS_FROM): those peers are not run again for those documents. */
  knownPeers?: KnownPeers;
  /** The first lines of those results' failures, by document and peer. */
  knownPeerDetails?: Map<string, Record<string, string[]>>;
  generateTimeoutMs: number;
  tscTimeoutMs: number;
  mocksTimeoutMs: number;
  keep: boolean;
}

export interface Details {
  id: string;
  generate?: string[];
  typeErrors?: string[];
  mockFailures?: unknown[];
  /** Operations the generator left out with a warning (`… this operation is left out`): TRACE, which fetch refuses. */
  operationsLeftOut?: number;
  peers?: Record<string, string[]>;
}

const lines = (text: string, n = 20) =>
  text
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, n);

function generate(ctx: BatchContext, doc: DirectoryDocument, name: string, row: Row, details: Details): void {
  const r = measure(process.execPath, [ctx.bin, 'generate', doc.path, '--out', 'src/api', '--name', name], {
    cwd: ctx.project,
    timeoutMs: ctx.generateTimeoutMs,
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const output = `${r.stderr}\n${r.stdout}`;
  row.genExit = r.exit;
  row.genMs = r.ms;
  row.genCpuMs = r.cpuMs;
  row.genRssKb = r.rssKb;
  row.warnings = output.split('\n').filter((l) => / warning /.test(l)).length;
  const leftOut = output.split('\n').filter((l) => / warning .*this operation is left out/.test(l)).length;
  if (leftOut) details.operationsLeftOut = leftOut;
  const written = existsSync(join(ctx.project, 'src/api', name, 'index.ts'));
  if (r.timedOut) [row.gen, row.genError] = ['timeout', `timed out after ${Math.round(ctx.generateTimeoutMs / 1000)} s`];
  else if (hasStackTrace(output)) [row.gen, row.genError] = ['crash', `stack trace: ${firstErrorLine(r.stderr, r.stdout)}`];
  else if (r.exit !== '0') [row.gen, row.genError] = output.trim() ? ['error', firstErrorLine(r.stderr, r.stdout)] : ['silent', `(no output) exit ${r.exit}`];
  else if (!written) [row.gen, row.genError] = ['silent', `exit 0 but src/api/${name}/index.ts was not written`];
  else row.gen = 'ok';
  if (row.gen !== 'ok') {
    details.generate = lines(output);
    rmSync(join(ctx.project, 'src/api', name), { recursive: true, force: true });
  }
}

/** One resolution over the batch; a batch whose tsc did not finish is checked one document at a time. */
function typecheck(ctx: BatchContext, resolution: Resolution, docs: Array<{ row: Row; name: string; details: Details }>): void {
  const check = (group: typeof docs) => {
    const folders = new Map(group.map((d) => [`src/api/${d.name}`, d.row.id]));
    const result = checkBatch(
      ctx.project,
      resolution,
      group.map((d) => `src/api/${d.name}/**/*.ts`),
      { emit: resolution === 'nodenext', timeoutMs: ctx.tscTimeoutMs, tsc: ctx.tsc, label: resolution },
    );
    if (!result.completed && group.length > 1) {
      for (const d of group) check([d]);
      return;
    }
    const { byDocument, elsewhere } = attribute(result.output, folders);
    for (const d of group) {
      const mine = byDocument.get(d.row.id);
      const errors = (mine?.errors ?? 0) + elsewhere.length;
      const outcome = !result.completed ? (/timed out/.test(result.failure ?? '') ? 'timeout' : 'crash') : errors ? 'fail' : 'ok';
      const first = !result.completed ? result.failure! : (mine?.first ?? elsewhere[0] ?? '');
      if (resolution === 'nodenext') [d.row.nodenext, d.row.nodenextErrors] = [outcome, errors];
      else [d.row.bundler, d.row.bundlerErrors] = [outcome, errors];
      if (outcome !== 'ok') {
        d.row.typeError ||= first;
        const prefix = `src/api/${d.name}/`;
        d.details.typeErrors ??= [];
        if (d.details.typeErrors.length < 20)
          d.details.typeErrors.push(
            ...result.output
              .split('\n')
              .filter((l) => l.startsWith(prefix) || elsewhere.includes(l))
              .slice(0, 10)
              .map((l) => `[${resolution}] ${l.replace(prefix, '')}`),
          );
      }
    }
  };
  check(docs);
}

function mocks(ctx: BatchContext, name: string, row: Row, details: Details): void {
  const folder = join(ctx.project, 'src/api', name);
  if (!existsSync(join(folder, 'mocks.ts'))) {
    [row.mocks, row.mockError] = row.operations ? ['fail', 'no mocks.ts generated'] : ['ok', ''];
    return;
  }
  if (!existsSync(join(folder, 'mocks.js'))) {
    [row.mocks, row.mockError] = ['fail', 'mocks.js not emitted by tsc'];
    return;
  }
  const r = measure(process.execPath, ['drive.mjs', name], { cwd: ctx.project, timeoutMs: ctx.mocksTimeoutMs, env: { ...process.env, NODE_OPTIONS: '' } });
  row.mockMs = r.ms;
  const last = r.stdout.trim().split('\n').pop() ?? '';
  let summary: { operations: number; answered: number; violations: number; failures: Array<{ operation: string; kind: string; problem: string }> } | undefined;
  try {
    summary = last.startsWith('{') ? JSON.parse(last) : undefined;
  } catch {
    summary = undefined;
  }
  if (r.timedOut) [row.mocks, row.mockError] = ['timeout', `the driver timed out after ${Math.round(ctx.mocksTimeoutMs / 1000)} s`];
  else if (!summary) [row.mocks, row.mockError] = ['crash', firstErrorLine(r.stderr, r.stdout)];
  else {
    row.mockOperations = summary.operations;
    row.mockAnswered = summary.answered;
    row.mockViolations = summary.violations;
    const f = summary.failures[0];
    if (f) [row.mocks, row.mockError] = ['fail', `${f.operation}: ${f.kind}: ${f.problem}`];
    else if (summary.operations < row.operations - (details.operationsLeftOut ?? 0))
      [row.mocks, row.mockError] = [
        'fail',
        `${row.operations - summary.operations} of ${row.operations} declared operations have no mock (${details.operationsLeftOut ?? 0} left out with a warning)`,
      ];
    else row.mocks = 'ok';
    if (summary.failures.length) details.mockFailures = summary.failures.slice(0, 20);
  }
  if (row.mocks !== 'ok' && !details.mockFailures) details.mockFailures = lines(`${r.stderr}\n${r.stdout}`);
}

function writtenTs(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir, { recursive: true }).some((f) => String(f).endsWith('.ts'));
}

function peer(ctx: BatchContext, tool: PeerTool, docs: Array<{ doc: DirectoryDocument; row: Row; name: string; details: Details }>): void {
  const ran: typeof docs = [];
  for (const d of docs) {
    const known = ctx.knownPeers?.get(d.row.id)?.[tool.id];
    if (known) {
      d.row.peers[tool.id] = { ...known };
      const lines = ctx.knownPeerDetails?.get(d.row.id)?.[tool.id];
      if (lines) (d.details.peers ??= {})[tool.id] = lines;
      continue;
    }
    const out = join(ctx.project, 'peers', tool.id, d.name);
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    const { args, files } = tool.command(d.doc.path, out);
    for (const [file, text] of Object.entries(files ?? {})) writeFileSync(file, text);
    const r = measure(process.execPath, ['--max-old-space-size=6144', ...args], { cwd: ctx.project, timeoutMs: ctx.generateTimeoutMs, env: peerEnv() });
    const output = `${r.stderr}\n${r.stdout}`;
    const ok = r.exit === '0' && writtenTs(out);
    const gen = r.timedOut ? 'timeout' : ok ? 'ok' : hasStackTrace(output) ? 'crash' : 'error';
    const error = r.timedOut ? `timed out after ${Math.round(ctx.generateTimeoutMs / 1000)} s` : ok ? '' : firstErrorLine(r.stderr, r.stdout);
    d.row.peers[tool.id] = { gen, ms: r.ms, cpuMs: r.cpuMs, rssKb: r.rssKb, tsc: '-', error };
    if (ok) ran.push(d);
    else (d.details.peers ??= {})[tool.id] = lines(output, 10);
  }
  const check = (group: typeof docs) => {
    if (!group.length) return;
    const folders = new Map(group.map((d) => [`peers/${tool.id}/${d.name}`, d.row.id]));
    const result = checkBatch(
      ctx.project,
      'bundler',
      group.map((d) => `peers/${tool.id}/${d.name}/**/*.ts`),
      { emit: false, timeoutMs: ctx.tscTimeoutMs, tsc: ctx.tsc, label: `peer-${tool.id}`, compilerOptions: PEER_TSCONFIG },
    );
    if (!result.completed && group.length > 1) {
      for (const d of group) check([d]);
      return;
    }
    const { byDocument, elsewhere } = attribute(result.output, folders);
    for (const d of group) {
      const p = d.row.peers[tool.id]!;
      const mine = byDocument.get(d.row.id);
      p.tsc = !result.completed ? 'timeout' : (mine?.errors ?? 0) + elsewhere.length ? 'fail' : 'ok';
      if (p.tsc !== 'ok') p.error = !result.completed ? result.failure! : (mine?.first ?? elsewhere[0] ?? '');
    }
  };
  check(ran);
}

/** Seconds spent on each step of a batch (printed with its progress). */
export type Timings = Record<'generate' | 'nodenext' | 'bundler' | 'mocks' | 'peers', number>;

export function runBatch(ctx: BatchContext, batch: readonly DirectoryDocument[]): { results: Array<{ row: Row; details: Details }>; timings: Timings } {
  const timings: Timings = { generate: 0, nodenext: 0, bundler: 0, mocks: 0, peers: 0 };
  let t = performance.now();
  const lap = (step: keyof Timings) => {
    const now = performance.now();
    timings[step] += (now - t) / 1000;
    t = now;
  };
  const taken = new Set<string>();
  const docs = batch.map((doc) => {
    const name = serviceName(doc.id, taken);
    taken.add(name);
    const row: Row = { ...emptyRow(doc.id), bytes: doc.bytes, version: doc.version, origin: doc.origin, operations: doc.operations };
    return { doc, name, row, details: { id: doc.id } as Details };
  });
  for (const d of docs) {
    rmSync(join(ctx.project, 'src/api', d.name), { recursive: true, force: true });
    // Swagger 2.0 documents run too (the generator converts them; the directory has none, the peers' test folders do).
    if (d.doc.unreadable) [d.row.gen, d.row.genError] = ['error', `unreadable JSON: ${d.doc.unreadable}`];
    else generate(ctx, d.doc, d.name, d.row, d.details);
  }
  lap('generate');
  const generated = docs.filter((d) => d.row.gen === 'ok');
  if (generated.length) {
    typecheck(ctx, 'nodenext', generated);
    lap('nodenext');
    typecheck(ctx, 'bundler', generated);
    lap('bundler');
    for (const d of generated) mocks(ctx, d.name, d.row, d.details);
    lap('mocks');
  }
  const runnable = docs.filter((d) => d.row.gen !== 'skipped' && !d.doc.unreadable);
  for (const tool of ctx.peers) peer(ctx, tool, runnable);
  lap('peers');
  if (!ctx.keep)
    for (const d of docs) {
      rmSync(join(ctx.project, 'src/api', d.name), { recursive: true, force: true });
      for (const tool of ctx.peers) rmSync(join(ctx.project, 'peers', tool.id, d.name), { recursive: true, force: true });
    }
  return { results: docs.map((d) => ({ row: d.row, details: d.details })), timings };
}
