// `make check-peer-specs HEYAPI_SPECS=<snapshot> ORVAL_SPECS=<snapshot>` (CI only, issue 45 point 5):
// the small documents hey-api (specs/: 2.0.x, 3.0.x, 3.1.x, json-schema-ref-parser) and orval
// (tests/specifications/) keep to exercise one feature each, at pinned commits (./extract.ts),
// through the packed specforge package exactly as `make check-world` drives the APIs.guru
// directory (bench/world/batch.ts: generate, strict tsc under nodenext and bundler, every
// operation through the generated mocks). A file with neither `openapi` nor `swagger` at its top is
// a fragment other documents reference, not a document. The documents hey-api keeps under
// `invalid/` are wrong on purpose: each must get `file:line:col` diagnostics naming what is wrong
// (an error, or a warning where the generator leaves the odd part out), never a stack trace or a
// silent success; they are listed with their messages. PEER_SPECS_PEERS=1 runs openapi-typescript,
// hey-api and orval on the same documents (bench/world/peers.ts); PEER_SPECS_ONLY=<regular
// expression> runs the documents whose id (`hey-api/3.1.x/…`, `orval/…`) it matches;
// PEER_SPECS_BATCH documents share one tsc per resolution (default 128: they are small). Writes rows.tsv, details.jsonl and
// summary.md in .scratch/peer-specs/run/; exits 1 when a document fails.

import { spawnSync } from 'node:child_process';
import { appendFileSync, copyFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { load } from 'js-yaml';
import { consumerProject } from '../../tests/helpers/consumer-project.js';
import { HEYAPI_FULL_ERRORS } from '../../tests/helpers/document-errors.js';
import { type Details, runBatch } from '../world/batch.js';
import type { DirectoryDocument } from '../world/directory.js';
import { hasStackTrace } from '../world/measure.js';
import { preparePeers } from '../world/peers.js';
import { fileHead, formatRow, passed, type Row } from '../world/rows.js';
import { batches } from '../world/sample.js';
import { type Extracted, extractPinned, PINNED, snapshotProblem } from './extract.js';

const ROOT = resolve(import.meta.dirname, '../..');
const SCRATCH = join(ROOT, '.scratch/peer-specs');
const OUT = join(SCRATCH, 'run');
const log = (line: string) => process.stdout.write(`${line}\n`);
const VERBS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** Documents wrong on purpose: hey-api's `invalid/` folders (its parser's own tests refuse them). */
const ON_PURPOSE = /(^|\/)invalid\//;
/** Operations no client can call as the document describes them (tests/helpers/document-errors.ts): they must fail, and only they. */
const DOCUMENT_ERRORS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'hey-api/3.0.x/full': HEYAPI_FULL_ERRORS,
  'hey-api/3.1.x/full': HEYAPI_FULL_ERRORS,
};

/** Passed, or failed through the mocks in exactly the operations its document makes uncallable. */
function passes(row: Row, details: Details): boolean {
  if (passed(row)) return true;
  const errors = Object.keys(DOCUMENT_ERRORS[row.id] ?? {});
  if (!errors.length || row.gen !== 'ok' || row.nodenext !== 'ok' || row.bundler !== 'ok' || row.mocks !== 'fail') return false;
  const failed = new Set((details.mockFailures as Array<{ operation?: string }> | undefined)?.map((f) => f.operation));
  return failed.size === errors.length && errors.every((op) => failed.has(op)) && row.mockAnswered === row.mockOperations - errors.length;
}

/** The document a file holds, or undefined for a fragment (or a file neither YAML nor JSON). */
function describe(id: string, path: string): DirectoryDocument | undefined {
  const text = readFileSync(path, 'utf8');
  let data: unknown;
  try {
    data = load(text);
  } catch (error) {
    return { id, path, bytes: statSync(path).size, version: '?', origin: '-', operations: 0, unreadable: (error as Error).message.split('\n')[0]! };
  }
  if (!data || typeof data !== 'object') return undefined;
  const doc = data as { openapi?: unknown; swagger?: unknown; paths?: Record<string, Record<string, unknown>> };
  if (doc.openapi === undefined && doc.swagger === undefined) return undefined;
  const version = doc.openapi !== undefined ? String(doc.openapi) : `swagger ${String(doc.swagger)}`;
  let operations = 0;
  for (const item of Object.values(doc.paths ?? {})) for (const verb of VERBS) if (item && typeof item === 'object' && item[verb]) operations++;
  return { id, path, bytes: statSync(path).size, version, origin: '-', operations };
}

interface OnPurpose {
  id: string;
  exit: number;
  /** The `file:line:col` lines the generator printed. */
  diagnostics: string[];
  verdict: 'refused' | 'warned' | 'crash' | 'silent';
}

/** A document wrong on purpose through the installed command: what it says, and whether it said anything. */
function onPurpose(project: string, bin: string, doc: DirectoryDocument, root: string): OnPurpose {
  const out = join(project, 'on-purpose');
  rmSync(out, { recursive: true, force: true });
  const r = spawnSync(process.execPath, [bin, 'generate', relative(root, doc.path), '--out', out, '--name', 'invalid'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const output = `${r.stderr}\n${r.stdout}`;
  const diagnostics = output.split('\n').filter((l) => /^\S+:\d+:\d+ /.test(l));
  const exit = r.status ?? 1;
  const verdict = hasStackTrace(output)
    ? 'crash'
    : exit !== 0 && diagnostics.some((l) => !/^\S+ warning /.test(l))
      ? 'refused'
      : diagnostics.length
        ? 'warned'
        : 'silent';
  return { id: doc.id, exit, diagnostics, verdict };
}

async function main(): Promise<number> {
  const problems = PINNED.map((pin) => snapshotProblem(pin, process.env[pin.variable]?.trim() || undefined)).filter((p): p is string => !!p);
  if (problems.length) {
    for (const p of problems) log(`check-peer-specs: ${p}`);
    return 2;
  }
  const documents: DirectoryDocument[] = [];
  const fragments: string[] = [];
  const absent: string[] = [];
  const roots = new Map<string, string>();
  for (const pin of PINNED) {
    const extracted: Extracted = extractPinned(pin, resolve(process.env[pin.variable]!.trim()), SCRATCH);
    absent.push(...extracted.absent.map((f) => `${pin.peer}/${f}`));
    for (const file of extracted.files.filter((f) => /\.(ya?ml|json)$/i.test(f))) {
      const id = `${pin.peer}/${file.replace(/\.(ya?ml|json)$/i, '')}`;
      const doc = describe(id, join(extracted.dir, file));
      roots.set(id, extracted.dir);
      if (doc) documents.push(doc);
      else fragments.push(`${pin.peer}/${file}`);
    }
    log(`${pin.peer}: ${pin.repository}@${pin.commit} ${pin.folder}/ → ${relative(ROOT, extracted.dir)}/ (${extracted.files.length} files)`);
  }
  const only = process.env.PEER_SPECS_ONLY?.trim() ? new RegExp(process.env.PEER_SPECS_ONLY.trim()) : undefined;
  if (only) log(`PEER_SPECS_ONLY=${only.source}: ${documents.filter((d) => only.test(d.id)).length} of ${documents.length} documents`);
  const chosen = only ? documents.filter((d) => only.test(d.id)) : documents;
  const wrong = chosen.filter((d) => ON_PURPOSE.test(d.id));
  const meant = chosen.filter((d) => !ON_PURPOSE.test(d.id));
  log(
    `check-peer-specs: ${documents.length} documents (${meant.length} valid, ${wrong.length} wrong on purpose), ${fragments.length} fragments they reference, ${absent.length} absent from the snapshots`,
  );

  mkdirSync(join(SCRATCH, 'tmp'), { recursive: true });
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = join(SCRATCH, 'tmp');
  const project = await consumerProject();
  if (saved === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = saved;
  copyFileSync(join(ROOT, 'bench/world/drive.mjs'), join(project.dir, 'drive.mjs'));
  const peers = process.env.PEER_SPECS_PEERS === '1' ? preparePeers(ROOT, SCRATCH, project.dir, log) : [];
  const bin = join(project.dir, 'node_modules/specforge/bin/specforge.mjs');
  const ctx = {
    project: project.dir,
    bin,
    tsc: join(ROOT, 'node_modules/typescript/bin/tsc'),
    peers,
    generateTimeoutMs: 120_000,
    tscTimeoutMs: 900_000,
    mocksTimeoutMs: 300_000,
    keep: false,
  };
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'rows.tsv'), fileHead(`peer test documents: ${PINNED.map((p) => `${p.repository}@${p.commit}`).join(', ')}`));
  const rows: Row[] = [];
  const ok = new Set<string>();
  for (const batch of batches(meant, Number(process.env.PEER_SPECS_BATCH) || 128, 16 * 1024 * 1024)) {
    const { results } = runBatch(ctx, batch);
    for (const { row, details } of results) {
      rows.push(row);
      if (passes(row, details)) ok.add(row.id);
      appendFileSync(join(OUT, 'rows.tsv'), `${formatRow(row)}\n`);
      if (Object.keys(details).length > 1) appendFileSync(join(OUT, 'details.jsonl'), `${JSON.stringify(details)}\n`);
      const peerCells = Object.entries(row.peers).map(([p, r]) => `${p} ${r.gen}/${r.tsc}`);
      log(
        `${ok.has(row.id) ? 'ok  ' : 'FAIL'} ${row.id}: generate ${row.gen}, nodenext ${row.nodenext}, bundler ${row.bundler}, mocks ${row.mocks} ${row.mockAnswered}/${row.mockOperations}${peerCells.length ? `; ${peerCells.join(', ')}` : ''}`,
      );
      if (!passed(row))
        log(
          `     ${ok.has(row.id) ? '(the operations its document makes uncallable, listed) ' : ''}${(row.genError || row.typeError || row.mockError).slice(0, 300)}`,
        );
    }
  }
  const purposeful = wrong.map((d) => onPurpose(project.dir, bin, d, roots.get(d.id)!));
  await project.dispose();

  const failing = rows.filter((r) => !ok.has(r.id));
  const unclear = purposeful.filter((p) => p.verdict === 'crash' || p.verdict === 'silent');
  const sum = (f: (r: Row) => number) => rows.reduce((n, r) => n + f(r), 0);
  const lines = [
    "# The peers' own test documents through specforge (`make check-peer-specs`)",
    '',
    ...PINNED.map((p) => `- ${p.repository}@${p.commit}, ${p.folder}/`),
    '',
    `| documents | generated | type-checked (nodenext and bundler) | every operation answered through the mocks | operations answered | warnings |`,
    '|---|---|---|---|---|---|',
    `| ${rows.length} | ${rows.filter((r) => r.gen === 'ok').length} | ${rows.filter((r) => r.nodenext === 'ok' && r.bundler === 'ok').length} | ${rows.filter((r) => r.mocks === 'ok').length} | ${sum((r) => r.mockAnswered)} / ${sum((r) => r.mockOperations)} | ${sum((r) => r.warnings)} |`,
    '',
    `Fragments (no \`openapi\`/\`swagger\` at the top; read through the documents that reference them): ${fragments.length}.`,
    `Absent from the snapshots (content not held): ${absent.length ? absent.join(', ') : 'none'}.`,
    '',
    `Operations left out as their documents make them uncallable (they fail, as they must): ${
      Object.entries(DOCUMENT_ERRORS)
        .filter(([id]) => rows.some((r) => r.id === id))
        .flatMap(([id, ops]) => Object.entries(ops).map(([op, why]) => `${id} ${op} (${why})`))
        .join('; ') || 'none'
    }.`,
    '',
    failing.length ? `## Failing (${failing.length})` : '## Failing: none',
    ...failing.map(
      (r) =>
        `- ${r.id}: generate ${r.gen}, nodenext ${r.nodenext}, bundler ${r.bundler}, mocks ${r.mocks}: ${(r.genError || r.typeError || r.mockError).slice(0, 300)}`,
    ),
    '',
    `## Wrong on purpose (${purposeful.length}): what specforge says`,
    ...purposeful.flatMap((p) => [`- ${p.id}: ${p.verdict} (exit ${p.exit})`, ...p.diagnostics.map((d) => `  - \`${d}\``)]),
    '',
  ];
  writeFileSync(join(OUT, 'summary.md'), lines.join('\n'));
  log('');
  log(lines.join('\n'));
  log(`results: ${relative(process.cwd(), OUT)}/`);
  return failing.length || unclear.length ? 1 : 0;
}

process.exitCode = await main();
