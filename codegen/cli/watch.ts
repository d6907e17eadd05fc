// `specforge generate --watch`: generates the plan, then regenerates the documents whose files
// changed (the document, its overlays, the files its `$ref`s name; the whole plan when the
// configuration changes), after a quiet moment, one line per regeneration. Folders are swapped in
// whole (../write.ts), so a reader never sees half of one. SIGINT or SIGTERM (Ctrl-C) stops it
// cleanly with exit code 0.
//
// Node's fs.watch on each file's folder, filtered by file name, is all it needs: watching the
// folder (not the file) survives editors that save by writing a new file and renaming it over the
// old one, and a handful of folders needs neither polling nor a library such as chokidar.

import { type FSWatcher, watch as watchFolder } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { Plan } from '../config/plan.js';
import type { Io } from './io.js';
import { putJob, runJob, runPlan, type JobOutcome } from './run-plan.js';

/** Milliseconds without a further change before regenerating. */
export const DEBOUNCE_MS = 150;

export interface WatchOptions {
  /** Reads the plan again (the configuration changed); undefined when it has problems (already printed). */
  reload?: () => Promise<Plan | undefined>;
  /** Resolves when watching should stop (default: SIGINT or SIGTERM). */
  stop?: Promise<void>;
}

const signalled = () =>
  new Promise<void>((done) => {
    const finish = () => {
      process.off('SIGINT', finish);
      process.off('SIGTERM', finish);
      done();
    };
    process.on('SIGINT', finish);
    process.on('SIGTERM', finish);
  });

export async function watchPlan(io: Io, first: Plan, options: WatchOptions = {}): Promise<number> {
  let plan = first;
  let outcomes: JobOutcome[] = (await runPlan(io, plan, false)).outcomes;
  const watchers = new Map<string, FSWatcher>();
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const watched = () => {
    const files = new Set(outcomes.flatMap((o) => o.sources));
    if (plan.config) files.add(plan.config.path);
    return files;
  };
  const rewatch = () => {
    const files = watched();
    const folders = new Set([...files].map((f) => dirname(f)));
    for (const [folder, w] of watchers) if (!folders.has(folder)) w.close(), watchers.delete(folder);
    for (const folder of folders) {
      if (watchers.has(folder)) continue;
      try {
        const w = watchFolder(folder, (_event, name) => {
          if (name === null) return;
          const file = `${folder}/${basename(String(name))}`;
          if (!watched().has(file)) return;
          pending.add(file);
          clearTimeout(timer);
          timer = setTimeout(() => (running = running.then(regenerate)), DEBOUNCE_MS);
        });
        w.on('error', () => (w.close(), watchers.delete(folder)));
        watchers.set(folder, w);
      } catch (error) {
        io.err(`cannot watch ${folder}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
      }
    }
    return files.size;
  };

  const regenerate = async () => {
    const changed = new Set(pending);
    pending.clear();
    if (plan.config && changed.has(plan.config.path)) {
      const next = await options.reload?.();
      if (next) {
        plan = next;
        const started = performance.now();
        outcomes = (await runPlan(io, plan, false)).outcomes;
        io.out(`configuration changed: regenerated ${plan.jobs.length} document(s) in ${Math.round(performance.now() - started)} ms`);
      }
    } else {
      for (const [i, outcome] of outcomes.entries()) {
        if (!outcome.sources.some((f) => changed.has(f))) continue;
        const started = performance.now();
        const again = await runJob(io, outcome.job);
        outcomes[i] = again;
        const ms = Math.round(performance.now() - started);
        if (!again.ok || !(await putJob(io, again, 'regenerated', ms)))
          io.err(`${outcome.job.input.name}: not regenerated (${ms} ms); fix the problems above and save again`);
      }
    }
    rewatch();
  };

  const count = rewatch();
  io.out(`watching ${count} file(s) of ${plan.jobs.length} document(s); Ctrl-C to stop`);
  await (options.stop ?? signalled());
  clearTimeout(timer);
  await running;
  for (const w of watchers.values()) w.close();
  io.out('stopped watching');
  return 0;
}
