// `specforge/runtime`: what generated code takes from the runtime — the client builders and the
// types of route descriptions and methods. Not for application code (use `specforge`).

export { defineClient } from '../client/define-client.js';
export { defineCoreClient } from '../client/define-core-client.js';
export { defineOperation, definePagedOperation } from '../client/operation.js';
/** The spec's per-route retries for a core client: `defineCoreClient(base, { retry: routeRetry })`. */
export { retry as routeRetry } from '../pipeline/route-retry.js';
export type {
  ClientInstance,
  CoreClient,
  CoreClientConstructor,
  KnownValuesOption,
  Method,
  Operation,
  PagedMethod,
  PagedOperation,
  PositionalMethod,
  RouteTypes,
} from '../client/types.js';
export type {
  AppAuthDescription,
  AuthScheme,
  BodyType,
  DeriveRule,
  HttpMethod,
  LinkPagination,
  PagePagination,
  Pagination,
  ParameterStyle,
  ParamsValidator,
  RetryPolicy,
  RouteDescription,
  ServiceDescription,
  TokenPagination,
  TokenTypeRule,
  ValidatorLoader,
} from '../description.js';
export type { RequestParameters, Response } from '../options.js';
