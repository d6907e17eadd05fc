// The names every call takes besides its parameters, listed once for the runtime and the generator
// (which passes a body whole as `data` when one of its properties would take one of these names).

/** What a caller passes to a method beside its parameters. */
export const PER_CALL_OPTIONS: ReadonlySet<string> = /* @__PURE__ */ new Set(['baseUrl', 'headers', 'mediaType', 'request', 'validate', 'allowUnknown']);

/** Names the request options themselves use: a parameter of that name stays in the parameters only. */
export const OPTION_FIELDS: ReadonlySet<string> = new Set(['method', 'url', 'baseUrl', 'headers', 'mediaType', 'request']);

/** Argument names that are per-call options unless the route declares them. */
export const CALL_OPTIONS: ReadonlySet<string> = new Set([...OPTION_FIELDS, ...PER_CALL_OPTIONS]);
