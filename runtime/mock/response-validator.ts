// The mocks' response validators: a generated mocks module holds each operation's success-response
// schema as data (`response-schemas/`), and this compiles one with ajv the first time it is used.
// Only tests and mock servers check responses, so a client never ships these validators, and a
// service with a thousand operations does not carry a thousand compiled ones in its package.

import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { ParamsValidator } from '../description.js';
import { fullFormats } from '../support/formats.js';

/** One ajv per list of component schemas (one per service), holding them all by their `$id`. */
const ajvs = new WeakMap<readonly object[], Ajv2020>();

function ajvFor(components: readonly object[]): Ajv2020 {
  let ajv = ajvs.get(components);
  if (!ajv) {
    // Like the generated params validators: schemas were checked when generated; errors are
    // worded by the runtime from keyword and params, so ajv's English is left out.
    ajv = new Ajv2020({ strict: false, logger: false, validateSchema: false, messages: false, formats: fullFormats });
    for (const schema of components) ajv.addSchema(schema as object);
    ajvs.set(components, ajv);
  }
  return ajv;
}

/**
 * A validator of `schema` (a response schema whose `$ref`s name schemas of `components`),
 * compiled on its first call. Like a generated validator: returns whether the data is valid and
 * keeps the first error in `errors`.
 */
export function responseValidator(components: readonly object[], schema: object): ParamsValidator {
  let compiled: ValidateFunction | undefined;
  const validate = Object.assign(
    (data: unknown): boolean => {
      compiled ??= ajvFor(components).compile(schema);
      const valid = compiled(data) as boolean;
      validate.errors = valid ? null : (compiled.errors as ParamsValidator['errors']);
      return valid;
    },
    { errors: null as ParamsValidator['errors'] },
  );
  return validate;
}
