// Public entry of the runtime (`specforge`): the client factory the generated code uses, the
// error classes every client throws, and the shared types.

export { defineClient, type BaseClient, type ClientConstructor, type ClientInstance } from './client.js';
export { createEndpoint, mergeOptions, parseOptions, type EndpointContext } from './endpoint.js';
export {
  AbortError,
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
export { REDACTED, redactBody, redactHeaders, redactUrl } from './redact.js';
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
export { ConfigurationError } from './errors.js';
export { HookCollection, type HookName } from './hooks.js';
export { createTokenAuth, createUnauthenticatedAuth, tokenType, type TokenType } from './auth/token.js';
export { createOAuthAppAuth, type OAuthAppAuthOptions } from './auth/oauth-app.js';
export { throttling, classifyLimit, type ThrottleOptions, type ThrottlingPluginOptions, type LimitHandler } from './plugins/throttling.js';
export { retry, DEFAULT_DO_NOT_RETRY, type RetryOptions, type RetryPluginOptions } from './plugins/retry.js';
export { nextLink, pageItems } from './paginate.js';
export type { EndpointRoutes, EndpointSpec, EndpointParamSpec } from './register-endpoints.js';
export type { PaginateInterface, RegisteredMethods, PageItem } from './client-types.js';
export type { Plugin } from './client.js';
export type {
  AppAuthDescription,
  AuthContext,
  AuthInterface,
  AuthResult,
  AuthStrategy,
  Logger,
  PaginationDescription,
  RequestFn,
  RequestOptions,
} from './types.js';
export {
  PagePromise,
  type FeatureParameters,
  type PagedMethod,
  type RetryOptions as RoutePolicyRetryOptions,
  type RouteFeatures,
  type RouteRetry,
  type TokenPagination,
} from './route-features.js';
export type { ActionGroup } from './events/actions.js';
export type { ActivityFields, AnyEvent, DecodedActivity, DecodedPage, EventCatalogue, EventGroup, EventIssue, EventSpec, KnownEvent, ParamMessage, ParamSpec, ParamValue, UnknownEvent, WireActivity, WireEvent, WireParameter } from './events/types.js';
export { defineCoreClient, type CoreClient, type CoreClientConstructor } from './core.js';
export { defineOperation, type Operation } from './operation.js';
