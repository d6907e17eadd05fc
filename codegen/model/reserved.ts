// Names generated code must not take: the client's own members, JavaScript's reserved words, and
// the runtime names a generated entry re-exports or its modules import.

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

/** What a generated service's entry re-exports from `specforge` (so its schema types must not use these names). */
export const RUNTIME_REEXPORTS = [
  'SpecforgeError',
  'RequestError',
  'BadRequestError',
  'AuthenticationError',
  'PermissionDeniedError',
  'NotFoundError',
  'ConflictError',
  'UnprocessableEntityError',
  'RateLimitError',
  'InternalServerError',
  'NetworkError',
  'TimeoutError',
  'AbortError',
  'ValidationError',
  'ConfigurationError',
] as const;

/** The type-only names re-exported the same way. */
export const RUNTIME_TYPE_REEXPORTS = ['Response', 'RequestParameters', 'ClientOptions'] as const;

/** Module-level names the generated modules declare or import besides the operations' own. */
export const MODULE_NAMES = new Set(['defineClient', 'defineCoreClient', 'defineOperation', 'decodePage', 'createMockService', 'T', 'E', 'r', 'v', 'rv']);
