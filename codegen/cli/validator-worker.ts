// The worker thread in which the command makes a large document's validator modules
// (validator-thread.ts). It is started before the document is read, then given the jobs (plain
// data: the schemas already cleaned for ajv), compiles each in an ajv instance of its own and
// answers with each module as soon as it is made, rewritten into plain ESM; then that it is done,
// or with the message of what went wrong. Once the command's thread has nothing else to do (it
// raises a flag), the modules made from then on are offered to it as ajv wrote them: each is
// rewritten by whichever thread claims it first, that thread from the first and this one from the
// last, so neither waits while the other rewrites the rest. The schemas' checks against JSON
// Schema are claimed the same way: the command's thread takes them once it is idle, and this one
// after its modules if they are still free; they decide what is reported, so a schema that is not
// valid JSON Schema is refused with that, whatever ajv made of it.

import { parentPort } from 'node:worker_threads';
import { flatten } from '../emit/validators/ajv-modules.js';
import { esmOnly } from '../emit/validators/standalone-code.js';
import { ajvOf, checkJob, type ValidatorJob, validatorModules } from '../emit/validators/validator-modules.js';
import { CLAIM, type ValidatorAnswer, type ValidatorRequest } from './validator-protocol.js';

/** Checks every job's schemas here when the command's thread has not claimed the checks; throws the first invalid one's error. */
function checkUnlessClaimed(checks: Int32Array, jobs: readonly ValidatorJob[]): void {
  if (Atomics.compareExchange(checks, 0, CLAIM.free, CLAIM.worker) !== CLAIM.free) return;
  for (const job of jobs) checkJob(job);
}

parentPort?.once('message', ({ jobs, idle, claims, checks }: ValidatorRequest) => {
  const helped = new Int32Array(idle);
  const checksClaim = new Int32Array(checks);
  const answer = (message: ValidatorAnswer) => parentPort!.postMessage(message);
  try {
    jobs.forEach((job, j) => {
      const claim = new Int32Array(claims[j]!);
      const offered: Array<[number, string]> = [];
      validatorModules(job, ajvOf(job, { checked: false }), (code, module) => {
        if (Atomics.load(helped, 0) === 1) {
          answer({ job: j, module, code });
          offered.push([module, flatten(code)]);
        } else {
          Atomics.store(claim, module, CLAIM.worker);
          answer({ job: j, module, pieces: esmOnly(code) });
        }
      });
      for (let i = offered.length - 1; i >= 0; i--) {
        const [module, code] = offered[i]!;
        offered.length = i;
        if (Atomics.compareExchange(claim, module, CLAIM.free, CLAIM.worker) === CLAIM.free) answer({ job: j, module, pieces: esmOnly(code) });
      }
    });
    checkUnlessClaimed(checksClaim, jobs);
    answer({ done: true });
  } catch (error) {
    // A schema that is not valid JSON Schema may be what made ajv fail: its check is the answer.
    let message = String((error as Error)?.message ?? error);
    try {
      checkUnlessClaimed(checksClaim, jobs);
    } catch (invalid) {
      message = String((invalid as Error)?.message ?? invalid);
    }
    answer({ error: message });
  }
});
