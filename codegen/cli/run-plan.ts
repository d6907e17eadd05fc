// Runs a generation plan (../config/plan.ts): each document generated into its folder (each file
// written to the folder's staging as it is made, the whole swapped in with its stamp at the end),
// or with `check` made in memory and compared with what is there, saying why a folder is out of
// date. A document with problems leaves its folder as it was and the others still run.

import { readdir } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { generate, type GenerateOptions } from '../generate.js';
import type { Job, Plan } from '../config/plan.js';
import type { ServiceModel } from '../model/types.js';
import { formatDiagnostic, SpecError, type Diagnostic } from '../openapi/diagnostics.js';
import { manifestOf } from '../repo/manifest.js';
import { packageJsonFor } from '../repo/package-json.js';
import { STAMP_FILE, stampOf, stampText, whyOutOfDate } from '../stamp.js';
import { heapGrowthFor, holdHeapGrowth } from './heap-growth.js';
import { stageFolder, type StagedFolder } from '../staged-folder.js';
import { diffFiles, hasDrift, readTextFile, writeTextFile, type Drift } from '../write.js';
import type { Io } from './io.js';
import { progress } from './progress.js';
import { validatorThreadAt } from './validator-thread.js';
import { SURFACE_FILE, surfaceFileText } from '../diff/stored.js';
import { positionsOf, surfaceOf, type Surface } from '../diff/surface.js';
import type { DiffResult } from '../diff/compare.js';
import { type FailOn, failsOn } from '../diff/fail-on.js';
import { reportSurfaceChanges, surfaceChanges } from './surface-report.js';
import { headline } from '../diff/formats/headline.js';

export interface JobOutcome {
  job: Job;
  ok: boolean;
  /** Files its document is made of (document, overlays, referenced files): what a watcher watches. */
  sources: readonly string[];
  model?: ServiceModel;
  /** Its files by path, stamp included (made to be compared: `check`). */
  files?: Map<string, string>;
  /** Its files, stamp included, written to its folder's staging as they were made, to be put in place. */
  staged?: StagedFolder;
  /** What changes for the client's callers against the surface its folder holds (none when it holds none). */
  changes?: DiffResult;
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

/**
 * One document generated: its files written to its folder's staging as they are made, or with
 * `check` kept in memory (stamp included either way); or its problems printed.
 */
export async function runJob(io: Io, job: Job, check = false): Promise<JobOutcome> {
  const fallback = [job.input.path, ...(job.input.overlays ?? []).map((o) => o.path)];
  const shown = progress(process.stderr);
  holdHeapGrowth(await heapGrowthFor(job.input.path));
  const thread = await validatorThreadAt(job.input.path);
  const prefix = `${job.input.name}/`;
  const staged = check ? undefined : stageFolder(job.output);
  const put = (path: string, text: string) => {
    if (path.startsWith(prefix)) staged!.put(path.slice(prefix.length), text);
  };
  // What the client's callers would see change, taken while the document's positions are known.
  const stored = await readTextFile(join(job.output, SURFACE_FILE));
  let surface: Surface | undefined;
  let changes: DiffResult | undefined;
  const onModel: GenerateOptions['onModel'] = (model, doc) => {
    surface = surfaceOf(model, doc);
    changes = surfaceChanges(stored, surface, positionsOf(doc));
  };
  try {
    const result = await generate([job.input], { strict: job.strict, onPhase: shown.phase, makeValidators: thread?.make, ...(staged ? { put } : {}), onModel });
    shown.done();
    reportWarnings(io, result.warnings);
    const model = result.models[0]!;
    const sources = result.sources.get(model.name) ?? fallback;
    const stamped = await stampOf(job.input, job.output, sources, job.strict);
    const stamp = stampText(stamped);
    const surfaceText = surface ? surfaceFileText(surface, stamped.input.document) : undefined;
    if (staged) {
      staged.put(STAMP_FILE, stamp);
      if (surfaceText !== undefined) staged.put(SURFACE_FILE, surfaceText);
      return { job, ok: true, sources, model, staged, ...(changes ? { changes } : {}) };
    }
    const files = new Map([...result.files].filter(([p]) => p.startsWith(prefix)).map(([p, t]) => [p.slice(prefix.length), t]));
    files.set(STAMP_FILE, stamp);
    if (surfaceText !== undefined) files.set(SURFACE_FILE, surfaceText);
    return { job, ok: true, sources, model, files, ...(changes ? { changes } : {}) };
  } catch (error) {
    shown.done();
    await staged?.discard();
    if (!(error instanceof SpecError)) throw error;
    io.err(error.message);
    io.err(`${error.errors.length} problem(s) in ${job.input.shown}; ${job.outputShown}/ was left unchanged.`);
    return { job, ok: false, sources: fallback };
  } finally {
    thread?.close();
  }
}

/** Writes (or with `check` compares) one generated document; true when the folder was or is up to date. */
export async function putJob(io: Io, outcome: JobOutcome, verb = 'generated', ms?: number): Promise<boolean> {
  const { job, model, files, staged } = outcome;
  if (!model) return false;
  const label = `${job.outputShown}/`;
  if (files) {
    const drift = await diffFiles(job.output, files);
    if (!hasDrift(drift)) return true;
    reportDrift(io, job.outputShown, drift);
    const why = whyOutOfDate(await readTextFile(join(job.output, STAMP_FILE)), JSON.parse(files.get(STAMP_FILE)!));
    io.err(`${label} is out of date: ${why.join('; ')}`);
    reportSurfaceChanges(io, `${label} regenerated`, outcome.changes, io.err);
    return false;
  }
  if (!staged) return false;
  const wrote = await staged.commit();
  if (!wrote) delete outcome.changes;
  io.out(
    `${wrote ? verb : 'unchanged:'} ${staged.size} files in ${label} (${model.operations.length} operations, client ${model.clientName})${ms === undefined ? '' : ` in ${ms} ms`}`,
  );
  reportSurfaceChanges(io, label, outcome.changes);
  return true;
}

/** Whether the job's output holds `path` (relative to its folder). */
function madeIn(outcome: JobOutcome, path: string): boolean {
  return (outcome.files ?? outcome.staged)?.has(path) ?? false;
}

/** The manifest folder's services.json and package.json's exports, from the documents published there. */
async function putManifest(io: Io, plan: Plan, outcomes: readonly JobOutcome[], check: boolean): Promise<boolean> {
  const m = plan.manifest!;
  const published = outcomes.filter((o) => resolve(o.job.output, '..') === m.dir).sort((a, b) => a.model!.name.localeCompare(b.model!.name));
  const made = { has: (path: string) => published.some((o) => path.startsWith(`${o.model!.name}/`) && madeIn(o, path.slice(o.model!.name.length + 1))) };
  const manifest = manifestOf(
    published.map((o) => o.model!),
    made,
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

/**
 * Generates (or checks) every job of the plan; exit code 0, or 1 when any document has problems,
 * (check) is out of date, or a change for the client's callers reaches `failOn`.
 */
export async function runPlan(io: Io, plan: Plan, check: boolean, failOn: FailOn = 'none'): Promise<{ code: number; outcomes: JobOutcome[] }> {
  const outcomes: JobOutcome[] = [];
  for (const job of plan.jobs) outcomes.push(await runJob(io, job, check));
  let ok = outcomes.every((o) => o.ok);
  for (const outcome of outcomes) if (outcome.ok) ok = (await putJob(io, outcome)) && ok;
  // The manifest lists every published service, so it is written only when all of them generated.
  if (plan.manifest && outcomes.every((o) => o.ok)) ok = (await putManifest(io, plan, outcomes, check)) && ok;
  if (check && ok) io.out(`up to date: ${plan.jobs.map((j) => `${j.outputShown}/`).join(', ')}`);
  if (check && !ok) io.err('out of date; run `npx specforge generate` and commit the result.');
  const failing = outcomes.filter((o) => o.changes && failsOn(o.changes.changes, failOn));
  for (const o of failing) io.err(`${o.job.outputShown}/: changes for the client's callers reach --fail-on ${failOn} (${headline(o.changes!)})`);
  return { code: ok && !failing.length ? 0 : 1, outcomes };
}
