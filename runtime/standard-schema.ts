// Generated validators as Standard Schema v1 objects (https://standardschema.dev): the interface
// form libraries, routers and RPC frameworks accept from zod, valibot or arktype, so that the
// checks a client makes before sending can also guard a form or a route. `validate` runs the
// validator compiled from the document (no schema is compiled at run time) and reports each
// problem in this package's words, with its path.

import type { ParamsValidator } from './description.js';
import { ValidationError } from './errors.js';
import { issuesFromErrors, pointerSegments, toPath } from './validation.js';

/**
 * The Standard Schema v1 interface, as its specification publishes it for libraries to copy
 * (@standard-schema/spec 1.1.0, without the Standard Typed base it splits out): a test holds it to
 * that package's own types.
 */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': StandardSchemaV1.Props<Input, Output>;
}

export declare namespace StandardSchemaV1 {
  export interface Props<Input = unknown, Output = Input> {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown, options?: Options | undefined) => Result<Output> | Promise<Result<Output>>;
    readonly types?: Types<Input, Output> | undefined;
  }
  export interface Options {
    readonly libraryOptions?: Record<string, unknown> | undefined;
  }
  export type Result<Output> = SuccessResult<Output> | FailureResult;
  export interface SuccessResult<Output> {
    readonly value: Output;
    readonly issues?: undefined;
  }
  export interface FailureResult {
    readonly issues: ReadonlyArray<Issue>;
  }
  export interface Issue {
    readonly message: string;
    readonly path?: ReadonlyArray<PropertyKey | PathSegment> | undefined;
  }
  export interface PathSegment {
    readonly key: PropertyKey;
  }
  export interface Types<Input = unknown, Output = Input> {
    readonly input: Input;
    readonly output: Output;
  }
  export type InferInput<Schema extends StandardSchemaV1> = NonNullable<Schema['~standard']['types']>['input'];
  export type InferOutput<Schema extends StandardSchemaV1> = NonNullable<Schema['~standard']['types']>['output'];
}

/**
 * The validator's errors as Standard Schema issues: ValidationError's issues (the same choice of
 * errors, in the same words), each with the path of the error that names its parameter, array
 * indexes as numbers.
 */
function issuesOf(validate: ParamsValidator, value: unknown): StandardSchemaV1.Issue[] {
  const errors = validate.errors ?? [];
  const paths = new Map<string, Array<string | number>>();
  for (const error of errors) {
    const segments = pointerSegments(error.instancePath);
    if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
    const parameter = toPath(segments) || '(parameters)';
    if (!paths.has(parameter))
      paths.set(
        parameter,
        segments.map((s) => (/^\d+$/.test(s) ? Number(s) : s)),
      );
  }
  return issuesFromErrors(errors, value).map((issue) => ({ message: issue.expected, path: paths.get(issue.parameter) ?? [] }));
}

/** `validate` as a Standard Schema of `T` (a value it accepts is returned as it is). */
export function standardSchema<T>(validate: ParamsValidator, prepare?: (params: Record<string, unknown>) => void): StandardSchemaV1<T> {
  // With the route's `prepare` (services generated with --dates or --int64), what is checked is a
  // copy of the value as the call would send it (a Date as its text); the value given is returned.
  const wire = (value: unknown) => {
    if (!prepare || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const copy = { ...(value as Record<string, unknown>) };
    prepare(copy);
    return copy;
  };
  return {
    '~standard': {
      version: 1,
      vendor: 'specforge',
      validate: (value) => {
        let sent: unknown;
        try {
          sent = wire(value);
        } catch (error) {
          if (error instanceof ValidationError) return { issues: error.issues.map((i) => ({ message: i.expected, path: [i.parameter] })) };
          throw error;
        }
        return validate(sent) ? { value: value as T } : { issues: issuesOf(validate, sent) };
      },
    },
  };
}
