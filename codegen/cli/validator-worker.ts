// The worker thread in which the command makes a large document's validator modules
// (validator-thread.ts): it is given the jobs (plain data: the schemas already cleaned for ajv),
// compiles each in an ajv instance of its own and answers with the modules' files, or with the
// message of what went wrong.

import { parentPort } from 'node:worker_threads';
import { type ValidatorJob, validatorFiles } from '../emit/validators/validator-modules.js';

parentPort?.once('message', (jobs: ValidatorJob[]) => {
  try {
    const files: Record<string, string> = {};
    for (const job of jobs) Object.assign(files, validatorFiles(job));
    parentPort!.postMessage({ files });
  } catch (error) {
    parentPort!.postMessage({ error: String((error as Error)?.message ?? error) });
  }
});
