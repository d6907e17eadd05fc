// `specforge/runtime`: what generated code takes from the runtime — the full client builder and
// the types of route descriptions and methods. Not for application code (use `specforge`). The
// per-operation functions' builders are `specforge/runtime/core` (support/core.ts).

export { defineClient } from '../client/define-client.js';
export { crossFieldIssues } from '../pipeline/cross-field.js';
export { applyDerived } from '../derive.js';
export { standardSchema, type StandardSchemaV1 } from '../standard-schema.js';
export { parameterStyles } from '../pipeline/parameter-style.js';
export { binaryBody, formBody, multipartBody, textBody } from '../pipeline/request-body.js';
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
  BodyEncoder,
  BodyType,
  DeriveRule,
  HttpMethod,
  LinkPagination,
  PagePagination,
  Pagination,
  ParameterStyle,
  ParameterStyler,
  ParamsValidator,
  RetryPolicy,
  RouteDescription,
  ServiceDescription,
  TokenPagination,
  TokenTypeRule,
  ValidatorLoader,
  WireFormats,
} from '../description.js';
export type { RequestParameters, Response } from '../options.js';
export type { EventStream, ServerSentEvent } from '../streams/event-stream.js';
