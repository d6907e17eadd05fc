// What the command's thread and the validators' worker thread (validator-worker.ts) say to each
// other: the request with the jobs and the shared flags, the answers, and who rewrites a module.

import type { ValidatorJob } from '../emit/validators/validator-modules.js';

/** A module's claim (Int32 per module, in validatorModules' order): free, or whose rewriting it is. */
export const CLAIM = { free: 0, worker: 1, command: 2 } as const;

/**
 * What the command's thread sends: the jobs, the flag it raises once idle (one Int32, 1), each
 * job's claims (an Int32 per module), and the claim of the jobs' checks against JSON Schema (one
 * Int32, a CLAIM: whichever thread is idle first checks every schema).
 */
export interface ValidatorRequest {
  jobs: ValidatorJob[];
  idle: SharedArrayBuffer;
  claims: SharedArrayBuffer[];
  checks: SharedArrayBuffer;
}

/** What the worker answers: a module (its place in validatorModules' order) rewritten, or offered as ajv wrote it; then done, or an error. */
export type ValidatorAnswer =
  | { job: number; module: number; pieces: string[] }
  | { job: number; module: number; code: string }
  | { done: true }
  | { error: string };
