// `specforge/runtime/tanstack-query`: what a service's generated tanstack-query.ts takes from the
// runtime (data-layers/tanstack-query.ts): TanStack Query v5's option types read from an
// operation function, and the builders of query, infinite-query and mutation options. Only the
// types of @tanstack/query-core are named; nothing of it is loaded.

export * from '../data-layers/tanstack-query.js';
