// Runs a generation plan (../config/plan.ts): each document generated into its folder (written
// atomically, with its stamp), or with `check` compared with what is there, saying why a folder is
// out of date. A document with problems leaves its folder as it was and the others still run.

import { readdir } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { generate } from '../generate.js';
import type { Job, Plan } from '../config/plan.js';
import type { ServiceModel } from '../model/types.js';
import { formatDiagnostic, SpecError, type Diagnostic } from '../openapi/diagnostics.js';
import { manifestOf } from '../repo/manifest.js';
import { packageJsonFor } from '../repo/package-json.js';
import { STAMP_FILE, stampOf, stampText, whyOutOfDate } from '../stamp.js';
import { heapGrowthFor, holdHeapGrowth } from './heap-growth.js';
import { diffFiles, hasDrift, readTextFile, writeFolder, writeTextFile, type Drift } from '../write.js';
import type { Io } from './io.js';
import { progress } from './progress.js';
import { validatorThreadAt } from './validator-thread.js';

export interface JobOutcome {
  job: Job;
  ok: boolean;
  /** Files its document is made of (document, overlays, referenced files): what a watcher watches. */
  sources: readonly string[];
  model?: ServiceModel;
  files?: Map<string, string>;
}

export function reportWarnings(io: Io, warnings: readonly Diagnostic[]): void {
  for (const w of warnings) io.err(formatDiagnostic(w));
  if (warnings.length) io.err(`${warnings.length} warning(s); generated with the defaults they name (--strict makes them errors).`);
}

export function reportDrift(io: Io, dir: string, drift: Drift): void {
  for (const f of drift.changed) io.err(`changed: ${dir}/${f}`);
  for (const f of drift.missing) io.err(`missing: ${dir}/${f}`);
  for (const f of drift.extra) io.err(`extra:   ${dir}/${f}`);
}

/** One document generated into memory: its files (stamp included), or its problems printed. */
export async function runJob(io: Io, job: Job): Promise<JobOutcome> {
  const fallback = [job.input.path, ...(job.input.overlays ?? []).map((o) => o.path)];
  const shown = progress(process.stderr);
  holdHeapGrowth(await heapGrowthFor(job.input.path));
  const thread = await validatorThreadAt(job.input.path);
  try {
    const result = await generate([job.input], { strict: job.strict, onPhase: shown.phase, makeValidators: thread?.make });
    shown.done();
    reportWarnings(io, result.warnings);
    const model = result.models[0]!;
    const prefix = `${model.name}/`;
    const files = new Map([...result.files].filter(([p]) => p.startsWith(prefix)).map(([p, t]) => [p.slice(prefix.length), t]));
    const sources = result.sources.get(model.name) ?? fallback;
    files.set(STAMP_FILE, stampText(await stampOf(job.input, job.output, sources, job.strict)));
    return { job, ok: true, sources, model, files };
  } catch (error) {
    shown.done();
    if (!(error instanceof SpecError)) throw error;
    io.err(error.message);
    io.err(`${error.errors.length} problem(s) in ${job.input.shown}; ${job.outputShown}/ was left unchanged.`);
    return { job, ok: false, sources: fallback };
  } finally {
    thread?.close();
  }
}

/** Writes (or with `check` compares) one generated document; true when the folder was or is up to date. */
export async function putJob(io: Io, outcome: JobOutcome, check: boolean, verb = 'generated', ms?: number): Promise<boolean> {
  const { job, model, files } = outcome;
  if (!model || !files) return false;
  const label = `${job.outputShown}/`;
  if (check) {
    const drift = await diffFiles(job.output, files);
    if (!hasDrift(drift)) return true;
    reportDrift(io, job.outputShown, drift);
    const why = whyOutOfDate(await readTextFile(join(job.output, STAMP_FILE)), JSON.parse(files.get(STAMP_FILE)!));
    io.err(`${label} is out of date: ${why.join('; ')}`);
    return false;
  }
  const wrote = await writeFolder(job.output, files);
  io.out(
    `${wrote ? verb : 'unchanged:'} ${files.size} files in ${label} (${model.operations.length} operations, client ${model.clientName})${ms === undefined ? '' : ` in ${ms} ms`}`,
  );
  return true;
}

/** The manifest folder's services.json and package.json's exports, from the documents published there. */
async function putManifest(io: Io, plan: Plan, outcomes: readonly JobOutcome[], check: boolean): Promise<boolean> {
  const m = plan.manifest!;
  const published = outcomes.filter((o) => resolve(o.job.output, '..') === m.dir).sort((a, b) => a.model!.name.localeCompare(b.model!.name));
  const files = new Map(published.flatMap((o) => [...o.files!].map(([p, t]) => [`${o.model!.name}/${p}`, t] as const)));
  const manifest = manifestOf(
    published.map((o) => o.model!),
    files,
    relative(m.root, m.dir).split('\\').join('/') || '.',
  );
  const servicesPath = join(m.dir, 'services.json');
  const services = `${JSON.stringify(manifest, null, 2)}\n`;
  const pkgPath = join(m.root, 'package.json');
  const pkg = await packageJsonFor(m.root, manifest);
  const stale = [
    ...((await readTextFile(servicesPath)) !== services ? [`${m.shown}/services.json`] : []),
    ...(pkg !== undefined && (await readTextFile(pkgPath)) !== pkg ? ['package.json (exports, typesVersions)'] : []),
  ];
  // A folder there that no document is generated into would be published by nothing: left alone, but named.
  const unlisted = (await readdir(m.dir, { withFileTypes: true }).catch(() => []))
    .filter((e) => e.isDirectory() && !published.some((o) => o.model!.name === e.name))
    .map((e) => `${m.shown}/${e.name}/`);
  for (const folder of unlisted)
    io.err(`${check ? 'extra:  ' : 'warning:'} ${folder} is in the manifest folder but no document of the configuration is generated into it`);
  if (check) {
    for (const f of stale) io.err(`changed: ${f}`);
    return stale.length === 0 && unlisted.length === 0;
  }
  if (stale.some((f) => f.endsWith('services.json'))) await writeTextFile(servicesPath, services);
  if (pkg !== undefined && stale.some((f) => f.startsWith('package.json'))) await writeTextFile(pkgPath, pkg);
  return true;
}

/** Generates (or checks) every job of the plan; exit code 0, or 1 when any document has problems or (check) is out of date. */
export async function runPlan(io: Io, plan: Plan, check: boolean): Promise<{ code: number; outcomes: JobOutcome[] }> {
  const outcomes: JobOutcome[] = [];
  for (const job of plan.jobs) outcomes.push(await runJob(io, job));
  let ok = outcomes.every((o) => o.ok);
  for (const outcome of outcomes) if (outcome.ok) ok = (await putJob(io, outcome, check)) && ok;
  // The manifest lists every published service, so it is written only when all of them generated.
  if (plan.manifest && outcomes.every((o) => o.ok)) ok = (await putManifest(io, plan, outcomes, check)) && ok;
  if (check && ok) io.out(`up to date: ${plan.jobs.map((j) => `${j.outputShown}/`).join(', ')}`);
  if (check && !ok) io.err('out of date; run `npx specforge generate` and commit the result.');
  return { code: ok ? 0 : 1, outcomes };
}
