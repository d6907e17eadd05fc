// Where the command makes a document's validator modules. Compiling them with ajv is the largest
// part of generating a document with many schemas (more than half of Amazon EC2's and Microsoft
// Graph's), and needs nothing the other emitters make: on a machine with more than one core, a
// document's validators are made in a worker thread (validator-worker.ts) while this thread emits
// the rest (generate.ts's emitServiceBeside).
//
// For a document of a megabyte or more, the worker is started while this thread reads the
// document, so its start-up (0.19 s, loading ajv) is over when the jobs are ready; then the thread
// pays off whatever the number of schemas (time against one thread: Stripe 0.93, Zuora 0.94,
// Atlassian Jira 0.93, AWS Glue 0.96, GitHub 0.98). A smaller document gets a thread, started when
// its jobs are ready, only with 3,000 schemas or more: started that late, a thread gained nothing
// below (Stripe 0.99, GitHub 0.98, Zuora 1.02). The largest documents too: since the files are
// written as they are made and the parsed document is let go after modelling, Microsoft Graph's
// beta description (47 MB) peaks at 853 to 934 MiB with a thread (1.27 GB before) and takes 0.93
// of openapi-typescript's time (1.20 in one thread). A thread that cannot start (no built worker
// beside this module) leaves the work to this thread.
//
// Once this thread has emitted the rest and is idle, the worker offers it the modules it makes as
// ajv wrote them, and each is rewritten into plain ESM by whichever thread claims it first
// (validator-worker.ts): Amazon EC2's description's last 0.23 s of rewriting is shared, where this
// thread used to idle while the worker rewrote every module. The schemas' checks against JSON
// Schema are claimed the same way: by this thread as soon as it is idle (EC2: during the compile),
// else by the worker after its modules (Microsoft Graph, where this thread is the busier).

import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ValidatorMaker } from '../generate.js';
import { esmOnly } from '../emit/validators/standalone-code.js';
import { checkJob, validatorFiles, validatorFolder } from '../emit/validators/validator-modules.js';
import { CLAIM, type ValidatorAnswer, type ValidatorRequest } from './validator-protocol.js';

const MiB = 1024 * 1024;

/**
 * A document from `prestartFromBytes` has its validators made in a worker thread started before
 * the document is read; a smaller one with at least `fromSchemas` schemas to compile (its
 * validator jobs' schemas: components, shared properties and entries), in a thread started once
 * the jobs are ready.
 */
export const VALIDATOR_THREAD = { prestartFromBytes: MiB, fromSchemas: 3_000 };

/** Whether validators may be made in a worker thread on a machine of `cores`. */
export function validatorThreadFor(cores: number = availableParallelism()): boolean {
  return cores > 1;
}

/** The worker's module: built beside the command (dist/cli/), or its source when run from sources. */
export function validatorWorkerFile(from: string = import.meta.url): string | undefined {
  const candidates = ['./validator-worker.js', './cli/validator-worker.js', './validator-worker.ts'];
  return candidates.map((c) => fileURLToPath(new URL(c, from))).find((file) => existsSync(file));
}

/** A worker thread for one document's validators. */
export interface ValidatorThread {
  /** Makes the validator modules: in the worker when the jobs have enough schemas, else (or should the worker fail to run) here. */
  make: ValidatorMaker;
  /** Stops the worker, if it still runs (make was not called, or its jobs were done here). */
  close(): void;
}

/**
 * A worker thread running `file` for one document's validators, started now when `prestart`
 * (else when the jobs come). It holds the process open only while it has jobs.
 */
export function validatorThread(file: string, { fromSchemas = VALIDATOR_THREAD.fromSchemas, prestart = true } = {}): ValidatorThread {
  let worker: Worker | undefined;
  /** Whether the worker stopped unasked (it cannot load, or died): its jobs are done here. */
  let failed = false;
  /** What the worker's stopping leads to: nothing before it has jobs. */
  let onStop = () => undefined as void;
  const start = () => {
    const started = new Worker(file);
    started.unref();
    const stopped = () => {
      if (worker === started) {
        worker = undefined;
        failed = true;
      }
      onStop();
    };
    started.once('error', stopped);
    started.once('exit', stopped);
    return started;
  };
  if (prestart) worker = start();
  const close = () => {
    const running = worker;
    worker = undefined;
    void running?.terminate();
  };
  const make: ValidatorMaker = (jobs) => {
    /** What this thread does once it has nothing else to do (set once the worker has the jobs). */
    let whenIdle = () => undefined as void;
    const made = new Promise<Record<string, string>>((resolve, reject) => {
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        close();
        try {
          fn();
        } catch (error) {
          reject(error);
        }
      };
      const here = () => settle(() => resolve(Object.assign({}, ...jobs.map(validatorFiles))));
      if (failed || jobs.reduce((n, job) => n + job.schemas.length, 0) < fromSchemas) return here();
      worker ??= start();
      onStop = here;
      const running = worker;
      running.ref();
      const idle = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
      const claims = jobs.map((job) => new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT * (job.modules.length + 1)));
      const idleFlag = new Int32Array(idle);
      const claimsOf = claims.map((claim) => new Int32Array(claim));
      const checks = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
      const modules = jobs.map((job) => new Array<string[]>(job.modules.length + 1));
      // Idle, this thread takes the schemas' checks unless the worker has (it checks after its
      // modules), and from then on the worker offers it the modules it makes.
      whenIdle = () => {
        if (settled || Atomics.load(idleFlag, 0) === 1) return;
        Atomics.store(idleFlag, 0, 1);
        if (Atomics.compareExchange(new Int32Array(checks), 0, CLAIM.free, CLAIM.command) !== CLAIM.free) return;
        try {
          for (const job of jobs) checkJob(job);
        } catch (error) {
          settle(() => reject(error));
        }
      };
      running.on('message', (answer: ValidatorAnswer) => {
        if (settled) return;
        // This thread reads a message only when it has nothing else to do.
        whenIdle();
        if (settled) return;
        try {
          if ('pieces' in answer) modules[answer.job]![answer.module] = answer.pieces;
          else if ('code' in answer) {
            if (Atomics.compareExchange(claimsOf[answer.job]!, answer.module, CLAIM.free, CLAIM.command) === CLAIM.free)
              modules[answer.job]![answer.module] = esmOnly(answer.code);
          } else if ('done' in answer) settle(() => resolve(Object.assign({}, ...jobs.map((job, j) => validatorFolder(job, modules[j]!)))));
          else settle(() => reject(new Error(answer.error)));
        } catch (error) {
          settle(() => reject(error));
        }
      });
      running.postMessage({ jobs, idle, claims, checks } satisfies ValidatorRequest);
    });
    return Object.assign(made, { idle: () => whenIdle() });
  };
  return { make, close };
}

/** Makes the validator modules in a worker thread running `file` (validatorThread's make; the worker starts now). */
export function inWorkerThread(file: string, fromSchemas: number = VALIDATOR_THREAD.fromSchemas): ValidatorMaker {
  return validatorThread(file, { fromSchemas }).make;
}

/**
 * The worker thread (running `workerFile`) for the validators of the document at `path`, started
 * now for a large one; undefined: made in this thread.
 */
export async function validatorThreadAt(path: string, workerFile: string | undefined = validatorWorkerFile()): Promise<ValidatorThread | undefined> {
  const bytes = await stat(path).then(
    (s) => s.size,
    () => 0,
  );
  const file = validatorThreadFor() ? workerFile : undefined;
  if (file === undefined) return undefined;
  const prestart = bytes >= VALIDATOR_THREAD.prestartFromBytes;
  return validatorThread(file, { prestart, fromSchemas: prestart ? 0 : VALIDATOR_THREAD.fromSchemas });
}
