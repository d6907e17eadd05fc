// ajv's compiled validators, each made a JavaScript function only when it is first called. ajv
// (8.x, `compileSchema`) hands the code of every validator it compiles to `new Function` and runs
// the result, which parses the code; the generator writes that code out as standalone modules and
// calls only some of the functions itself (each operation's params validator on its example, and
// the validators that example reaches: 2,023 of the 3,356 of Amazon EC2's description). With
// ajv's documented `code.process` option the code handed over is replaced by one short line, the
// same for every validator (so V8 compiles it once), that returns a stand-in; the stand-in makes
// the real function from the kept code on its first call and passes every call, and the errors it
// leaves, through. The standalone code ajv keeps (`validate.source`) is untouched, so the modules
// written are the same byte for byte. EC2: `new Function` took 219 ms in all before, 111 ms after,
// and the whole generation about 3 % less time (Zuora's 2.5 %). Hand-written because ajv has no
// option for it.

import type { Ajv2020 } from 'ajv/dist/2020.js';
import { readCodeFrom } from './ajv-modules.js';

/** The property of the ajv instance the short line calls (ajv names its arguments `self` and `scope`). */
const MAKE = 'specforgeDeferredValidator';
const SHORT_LINE = `return self.${MAKE}(scope)`;

type Validator = ((this: unknown, ...args: unknown[]) => unknown) & { errors?: unknown; evaluated?: unknown; source?: { validateCode: string } };

/** A stand-in for the validator whose whole factory code is `code`, run with ajv's `self` and `scope` when first called. */
function standIn(code: string, self: unknown, scope: unknown): Validator {
  let real: Validator | undefined;
  let pending: string | undefined = code;
  const validate: Validator = function (this: unknown, ...args: unknown[]) {
    if (!real) {
      // The same construction ajv does (compile/index.js), now that the function is needed.
      real = new Function('self', 'scope', pending!)(self, scope) as Validator;
      pending = undefined;
      // ajv sets `evaluated` on what it was given (this stand-in); the code reads it from itself.
      if (validate.evaluated !== undefined) real.evaluated = validate.evaluated;
      // V8 now keeps the code as the function's source: the copy ajv keeps is read from there.
      if (validate.source) readCodeFrom(validate.source, real);
    }
    const valid = real.apply(this, args);
    validate.errors = real.errors;
    return valid;
  };
  return validate;
}

/** Makes `ajv`'s compiled validators functions on first call (see above); returns `ajv`. */
export function deferEvaluation<T extends Ajv2020>(ajv: T): T {
  const code = (ajv as unknown as { opts: { code: { process?: (source: string) => string } } }).opts.code;
  if (code.process) throw new Error('deferEvaluation: this ajv already processes its code');
  let last: string | undefined;
  code.process = (source) => {
    last = source;
    return SHORT_LINE;
  };
  Object.defineProperty(ajv, MAKE, {
    value: (scope: unknown) => {
      const source = last;
      last = undefined;
      if (source === undefined) throw new Error('deferEvaluation: no code kept for this validator');
      return standIn(source, ajv, scope);
    },
  });
  return ajv;
}
