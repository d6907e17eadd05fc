// `specforge/runtime/core`: what a service's tree-shakable per-operation functions
// (`specforge/<service>/operations`) take from the runtime — the core client class, the operation
// builders and the spec's per-route retries. Kept apart from `specforge/runtime` (the full client)
// so that neither entry reaches the other's code.

export { defineCoreClient } from '../client/define-core-client.js';
export { defineOperation, definePagedOperation } from '../client/operation.js';
/** The spec's per-route retries for a core client: `defineCoreClient(base, { retry: routeRetry })`. */
export { retry as routeRetry } from '../pipeline/route-retry.js';
export type { CallError, CoreClient, CoreClientConstructor, ErrorOf, KnownValuesOption, Operation, PagedOperation } from '../client/types.js';
