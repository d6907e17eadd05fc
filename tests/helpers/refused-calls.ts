// The wire half of the consumer check of `specforge diff`: the calls a consumer of OLD's client
// makes (tests/helpers/diff-consumer.ts: callsOf, probesOf) sent to the params validators generated
// from a document (`<folder>/validators/index.js`, ajv standalone, what the generated client checks
// each call with before it sends it). A call NEW's validators refuse is a call OLD's client sent
// that the new service refuses; each refusal is tagged with the symbols its errors name
// (`PetsCreatePetParams.name`), so it can be matched with the changes `specforge diff` reports.

import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RuleId } from '../../codegen/diff/rules.js';
import type { ServiceModel } from '../../codegen/model/types.js';
import type { ConsumerCall } from './diff-consumer.js';

/** The rules that narrow what a caller may send: each is met as a compile error or a refused call. */
export const NARROWING: ReadonlySet<RuleId> = new Set<RuleId>([
  'param-added-required',
  'param-became-required',
  'param-type-changed',
  'param-enum-value-removed',
  'param-narrowed',
  'param-nullable-removed',
  'request-body-required',
]);

interface ValidatorError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** A generated params validator: true when the parameters are accepted, the reasons in `errors` otherwise. */
export interface ParamsValidator {
  (data: unknown): boolean;
  errors?: ValidatorError[] | null;
}

export interface Refusal {
  call: ConsumerCall;
  /** The symbols the errors name: `Params.name` for an error at or under a parameter, the method and Params for one about the call as a whole. */
  tags: string[];
  /** The errors, as `/name maxLength`. */
  reasons: string[];
}

/**
 * The validators of a generated folder (`<folder>/validators/index.js`). The generated modules are
 * ESM `.js` files: `root` (a folder above the generated ones, outside the repository) is marked
 * `"type": "module"` so they load as such.
 */
export async function validatorsIn(root: string, folder: string): Promise<Record<string, ParamsValidator>> {
  await writeFile(join(root, 'package.json'), '{ "type": "module" }\n');
  return (await import(join(folder, 'validators/index.js'))) as Record<string, ParamsValidator>;
}

/** The validator each method of `model` checks its calls with, by method name (`pets.getPet`). */
export function validatorsByMethod(model: ServiceModel, validators: Record<string, ParamsValidator>): Map<string, ParamsValidator> {
  const byName = new Map<string, ParamsValidator>();
  for (const op of model.operations) {
    const v = validators[op.identifier];
    if (op.aliasOf === undefined && typeof v === 'function') byName.set(op.name, v);
  }
  return byName;
}

/**
 * The calls refused by the validators `byMethod` (a call of a method they do not have is not sent:
 * the method is gone, which the compile check meets).
 */
export function refusalsOf(calls: readonly ConsumerCall[], byMethod: Map<string, ParamsValidator>): Refusal[] {
  const refused: Refusal[] = [];
  for (const call of calls) {
    const validate = byMethod.get(call.name);
    if (validate === undefined || validate(call.values)) continue;
    const errors = validate.errors ?? [];
    const tags = new Set<string>();
    for (const e of errors) {
      const first = e.instancePath.split('/')[1];
      const missing = e.params.missingProperty ?? e.params.additionalProperty;
      // At or under a parameter: that parameter. A parameter missing (or one too many): that
      // parameter, and the method's call (a body that became required names the method). Anything
      // else about the call as a whole (if/then, anyOf): the method and its Params type.
      if (first !== undefined) tags.add(`${call.params}.${first.replace(/~1/g, '/').replace(/~0/g, '~')}`);
      else if (typeof missing === 'string') tags.add(`${call.params}.${missing}`).add(call.method);
      else tags.add(call.method).add(call.params);
    }
    refused.push({ call, tags: [...tags], reasons: errors.map((e) => `${e.instancePath || '/'} ${e.keyword} ${JSON.stringify(e.params)}`) });
  }
  return refused;
}

export interface WireCheck {
  /** The examples OLD's validators refuse (none: an example is a call OLD's client sends). */
  refusedExamples: Refusal[];
  /** The other calls and probes OLD's validators refuse: no call OLD's client sent (its own validators stop it), left out. */
  leftOut: Refusal[];
  /** What is sent to NEW: the calls and probes OLD's validators accept. */
  sent: ConsumerCall[];
  /** Those NEW's validators refuse. */
  refused: Refusal[];
}

/** The consumer's calls and probes through OLD's validators, and those OLD accepts through NEW's. */
export function wireCheck(calls: readonly ConsumerCall[], old: Map<string, ParamsValidator>, now: Map<string, ParamsValidator>): WireCheck {
  const byOld = refusalsOf(calls, old);
  const refusedByOld = new Set(byOld.map((r) => r.call));
  const sent = calls.filter((c) => !refusedByOld.has(c));
  return {
    refusedExamples: byOld.filter((r) => r.call.kind === 'example'),
    leftOut: byOld.filter((r) => r.call.kind !== 'example'),
    sent,
    refused: refusalsOf(sent, now),
  };
}
