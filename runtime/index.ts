// Public entry of the runtime (`specforge`): the client factory the generated code uses, the
// error classes every client throws, and the shared types.

export { defineClient, type BaseClient, type ClientConstructor, type ClientInstance } from './client.js';
export { createEndpoint, mergeOptions, parseOptions, type EndpointContext } from './endpoint.js';
export {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  InternalServerError,
  NetworkError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  RequestError,
  SpecforgeError,
  TimeoutError,
  UnprocessableEntityError,
  ValidationError,
  errorForStatus,
  type ErrorRequest,
  type ErrorResponse,
  type ValidationIssue,
} from './errors.js';
export { REDACTED, redactHeaders, redactUrl } from './redact.js';
export { parseRoute } from './route.js';
export { VERSION } from './version.js';
export type {
  AuthScheme,
  ClientOptions,
  DeriveRule,
  EndpointInterface,
  EndpointOptions,
  EndpointResult,
  HttpMethod,
  Method,
  ParamsValidator,
  RequestInterface,
  RequestParameters,
  RequestRequestOptions,
  Response,
  RouteDescription,
  ServiceDescription,
} from './types.js';
export { applyDerived } from './derive.js';
export { positionalCall, type PositionalMethod } from './positional.js';
export { backoffMs, retryAfterMs, sleep, withRetries, type RetryPolicy } from './retry.js';
