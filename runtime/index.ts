// `specforge`: what users of a generated client use — the error classes, the option and response
// types, the plugins, the auth strategies and PagePromise. Generated code takes what it needs
// from `specforge/runtime` (runtime/support/index.ts); everything else in runtime/ is internal.

export {
  AbortError,
  AuthenticationError,
  BadRequestError,
  ConfigurationError,
  ConflictError,
  InternalServerError,
  NetworkError,
  NotFoundError,
  PaginationError,
  PermissionDeniedError,
  RateLimitError,
  RequestError,
  ResponseTooLargeError,
  SpecforgeError,
  TimeoutError,
  TransportError,
  UnprocessableEntityError,
  ValidationError,
  type ErrorRequest,
  type ErrorResponse,
  type ValidationIssue,
} from './errors.js';
export type {
  ClientOptions,
  Logger,
  RequestFn,
  RequestOptions,
  RequestParameters,
  RequestRequestOptions,
  Response,
  RetryOverrides,
} from './options.js';
export type { RetryPolicy } from './description.js';
export { isRequestError } from './client/is-request-error.js';
export type {
  AnyRequestError,
  BaseClient,
  ClientConstructor,
  ClientInstance,
  CoreClient,
  EndpointInterface,
  EndpointResult,
  CallError,
  ErrorOf,
  KnownValuesOption,
  PageItem,
  PaginateInterface,
  Plugin,
  RegisteredMethods,
  RequestInterface,
} from './client/types.js';
export type { EndpointParamSpec, EndpointRoutes, EndpointSpec } from './client/types.js';
export type { HookCollection, HookName } from './hook-collection.js';
// The shapes of event-catalogue activity feeds (decoded events and their catalogue).
export type { ActionGroup } from './events/actions.js';
export type {
  ActivityFields,
  AnyEvent,
  DecodedActivity,
  DecodedPage,
  EventCatalogue,
  EventGroup,
  EventIssue,
  EventSpec,
  KnownEvent,
  ParamMessage,
  ParamSpec,
  ParamValue,
  UnknownEvent,
  WireActivity,
  WireEvent,
  WireParameter,
} from './events/types.js';
export { PagePromise } from './pagination/page-promise.js';
export { EventStream, type ServerSentEvent } from './streams/event-stream.js';
export { REDACTED } from './redact.js';
export { VERSION } from './version.js';
export { createTokenAuth, createUnauthenticatedAuth } from './auth/token-strategy.js';
export { createOAuthAppAuth, type OAuthAppAuthOptions } from './auth/oauth-app-strategy.js';
export type { StandardSchemaV1 } from './standard-schema.js';
export { createOAuth2Auth, type OAuth2AuthOptions, type OAuth2Tokens } from './auth/oauth2-strategy.js';
export type { AuthContext, AuthInterface, AuthResult, AuthStrategy } from './auth/types.js';
export { throttling, type LimitHandler, type ThrottleOptions, type ThrottlingPluginOptions } from './plugins/throttling.js';
export { retry, DEFAULT_DO_NOT_RETRY, type RetryPluginOptions, type RetryPluginSettings } from './plugins/retry.js';
