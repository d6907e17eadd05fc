// Where the command makes a document's validator modules. Compiling them with ajv is the largest
// part of generating a document with thousands of schemas (more than half of Amazon EC2's and
// Microsoft Graph's), and needs nothing the other emitters make: on a machine with more than one
// core, such a document's validators are made in a worker thread (validator-worker.ts) while this
// thread emits the rest (generate.ts's emitServiceBeside). With fewer schemas the thread gains
// nothing measurable (Stripe's 1,286, GitHub's 1,121, 0.99 and 0.98 of the time; Zuora's 1,231,
// 1.02), and the validators are made here. A very large document (Graph's beta description,
// 47 MB) stays in one thread, where its peak memory stays under 1 GB (1.27 GB with a thread). A
// thread that cannot start (no built worker beside this module) leaves the work to this thread.

import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ValidatorMaker } from '../generate.js';
import { validatorFiles } from '../emit/validators/validator-modules.js';

const MiB = 1024 * 1024;

/**
 * A document under `belowBytes` with at least `fromSchemas` schemas to compile (its validator
 * jobs' schemas: components, shared properties and entries) has its validators made in a worker thread.
 */
export const VALIDATOR_THREAD = { belowBytes: 32 * MiB, fromSchemas: 3_000 };

/** Whether a document of `bytes` may have its validators made in a worker thread, on a machine of `cores`. */
export function validatorThreadFor(bytes: number, cores: number = availableParallelism()): boolean {
  return cores > 1 && bytes < VALIDATOR_THREAD.belowBytes;
}

/** The worker's module: built beside the command (dist/cli/), or its source when run from sources. */
export function validatorWorkerFile(from: string = import.meta.url): string | undefined {
  const candidates = ['./validator-worker.js', './cli/validator-worker.js', './validator-worker.ts'];
  return candidates.map((c) => fileURLToPath(new URL(c, from))).find((file) => existsSync(file));
}

/**
 * Makes the validator modules in a new worker thread running `file` when the jobs have at least
 * `fromSchemas` schemas; in this thread with fewer, or if the worker fails to run.
 */
export function inWorkerThread(file: string, fromSchemas: number = VALIDATOR_THREAD.fromSchemas): ValidatorMaker {
  return (jobs) =>
    new Promise((resolve, reject) => {
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        fn();
      };
      const here = () =>
        settle(() => {
          try {
            resolve(Object.assign({}, ...jobs.map(validatorFiles)));
          } catch (error) {
            reject(error);
          }
        });
      if (jobs.reduce((n, job) => n + job.schemas.length, 0) < fromSchemas) return here();
      const worker = new Worker(file);
      worker.once('message', (answer: { files?: Record<string, string>; error?: string }) => {
        void worker.terminate();
        settle(() => (answer.files ? resolve(answer.files) : reject(new Error(answer.error))));
      });
      // A worker that cannot load or dies (its module missing, out of memory): the work is done here.
      worker.once('error', here);
      worker.once('exit', here);
      worker.postMessage(jobs);
    });
}

/** How the command makes the validators of the document at `path`: in a worker thread, or (undefined) in this one. */
export async function validatorMakerFor(path: string): Promise<ValidatorMaker | undefined> {
  const bytes = await stat(path).then(
    (s) => s.size,
    () => 0,
  );
  const file = validatorThreadFor(bytes) ? validatorWorkerFile() : undefined;
  return file === undefined ? undefined : inWorkerThread(file);
}
