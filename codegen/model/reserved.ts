// Names generated code must not take: the client's own members, JavaScript's reserved words, and
// the runtime names a generated entry re-exports or its modules import.

import * as errors from '../../runtime/errors.js';

/** Client members a namespace or top-level method must not shadow. */
export const RESERVED_MEMBERS = new Set([
  'request',
  'options',
  'hook',
  'paginate',
  'auth',
  'log',
  'endpoint',
  'plugin',
  'registerEndpoints',
  'constructor',
  'then',
]);

/** Words that cannot be a binding name in a module (strict mode), plus names with a global meaning. */
export const RESERVED_WORDS = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with ' +
    'yield let static implements interface package private protected public await arguments eval undefined NaN Infinity'
  ).split(' '),
);

/**
 * What a generated service's entry re-exports from `specforge`: every error class of the runtime
 * (so its schema types must not use these names), read from the runtime's own module, and
 * `isRequestError`, which narrows an error to a method's described errors.
 */
export const RUNTIME_REEXPORTS: readonly string[] = [
  ...Object.keys(errors).filter((name) => {
    const value = (errors as Record<string, unknown>)[name];
    return value === errors.SpecforgeError || (typeof value === 'function' && value.prototype instanceof errors.SpecforgeError);
  }),
  'isRequestError',
];

/**
 * Global types the generated types module names (`Record<string, T>`, `Omit<...>`, `ArrayBuffer`):
 * a schema of one of these names would shadow the global there. Its type takes another name
 * (`Record2`). Domain-like names (`Event`, `File`, `Blob`) are left to the document.
 */
export const GLOBAL_TYPES = [
  'Record',
  'Partial',
  'Required',
  'Readonly',
  'Pick',
  'Omit',
  'Exclude',
  'Extract',
  'NonNullable',
  'Array',
  'ReadonlyArray',
  'Iterable',
  'Promise',
  'ArrayBuffer',
  'ArrayBufferView',
  'Uint8Array',
] as const;

/** The type-only names re-exported the same way. */
export const RUNTIME_TYPE_REEXPORTS = ['Response', 'RequestParameters', 'ClientOptions'] as const;

/** Module-level names the generated modules declare or import besides the operations' own. */
export const MODULE_NAMES = new Set(['defineClient', 'defineCoreClient', 'defineOperation', 'decodePage', 'createMockService', 'T', 'E', 'r', 'v', 'rv']);
