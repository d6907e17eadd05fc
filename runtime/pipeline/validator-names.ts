// Where a generated service's params validator for an operation is, when its route does not say:
// the module export named after the operation (`gists.get` → `gistsGet`, `createWebhook` →
// `createWebhook`) in the chunk of its namespace (`gists`; `''` without one). The generator writes
// `validator` and `validatorChunk` into a route only where they differ from these, so a route
// table carries no name it can derive. Shared by the runtime and the generator.

/** The validator export named after `operation`. */
export function operationValidator(operation: string): string {
  const dot = operation.indexOf('.');
  if (dot < 0) return operation;
  return operation.slice(0, dot) + operation.charAt(dot + 1).toUpperCase() + operation.slice(dot + 2);
}

/** The validator chunk of `operation`'s namespace (`''` without one). */
export function operationChunk(operation: string): string {
  const dot = operation.indexOf('.');
  return dot < 0 ? '' : operation.slice(0, dot);
}
