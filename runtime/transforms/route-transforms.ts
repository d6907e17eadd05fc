// The route hooks of a service generated with `--dates` or `--int64`: `encodedParams` (the
// route's `prepare`: path defaults, then Date and bigint values to their wire forms) and
// `decodedData` (its `decode`: the response's values along the plan, after losslessJson read it).

import { ValidationError } from '../errors.js';
import { readWithBigInts } from './lossless-json.js';
import { decodeValues, encodeValues, type ValuePlan } from './plan.js';

type Plans = Readonly<Record<string, ValuePlan>>;

/**
 * A route's `prepare`: omitted path parameters get their `defaults`, then each parameter with a
 * plan is encoded, as JSON (`json`: a JSON body's properties) or as text (`text`: path, query,
 * header, form). An integer a JSON body cannot carry exactly is a ValidationError naming it.
 */
export function encodedParams(
  operation: string,
  json: Plans | undefined,
  text: Plans | undefined,
  defaults?: Readonly<Record<string, string | number | boolean>>,
): (params: Record<string, unknown>) => void {
  const refuse = (parameter: string, received: bigint | string): never => {
    throw new ValidationError(operation, [
      { parameter, expected: 'is an integer of at most 2^53 in a JSON body (JSON.stringify cannot write a larger one exactly)', received: String(received) },
    ]);
  };
  return (params) => {
    if (defaults) for (const name of Object.keys(defaults)) if (params[name] === undefined) params[name] = defaults[name];
    for (const [plans, asText] of [
      [json, false],
      [text, true],
    ] as const) {
      if (!plans) continue;
      for (const name of Object.keys(plans)) if (params[name] !== undefined) params[name] = encodeValues(plans[name]!, params[name], asText, name, refuse);
    }
  };
}

/** `data` (a response's body) with its values decoded along `plan`; the integers losslessJson kept that the plan does not name are numbers again. */
export function decodedData(plan: ValuePlan, data: unknown): unknown {
  return decodeValues(plan, data, readWithBigInts(data));
}
