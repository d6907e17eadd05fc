// The worker thread in which the command makes a large document's validator modules
// (validator-thread.ts). It is started before the document is read, then given the jobs (plain
// data: the schemas already cleaned for ajv), compiles each in an ajv instance of its own and
// answers with each module as soon as it is made, rewritten into plain ESM; then that it is done,
// or with the message of what went wrong. Once the command's thread has nothing else to do (it
// raises a flag), the modules made from then on are offered to it as ajv wrote them: each is
// rewritten by whichever thread claims it first, that thread from the first and this one from the
// last, so neither waits while the other rewrites the rest.

import { parentPort } from 'node:worker_threads';
import { flatten } from '../emit/validators/ajv-modules.js';
import { esmOnly } from '../emit/validators/standalone-code.js';
import { ajvOf, validatorModules } from '../emit/validators/validator-modules.js';
import { CLAIM, type ValidatorAnswer, type ValidatorRequest } from './validator-protocol.js';

parentPort?.once('message', ({ jobs, idle, claims }: ValidatorRequest) => {
  const helped = new Int32Array(idle);
  const answer = (message: ValidatorAnswer) => parentPort!.postMessage(message);
  try {
    jobs.forEach((job, j) => {
      const claim = new Int32Array(claims[j]!);
      const offered: Array<[number, string]> = [];
      validatorModules(job, ajvOf(job), (code, module) => {
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
    answer({ done: true });
  } catch (error) {
    answer({ error: String((error as Error)?.message ?? error) });
  }
});
