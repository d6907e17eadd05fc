// The shapes a user meets: client options, and (from ./request-types.ts) per-call options, the
// options hooks see, responses and the logger. Optional fields also accept `undefined`, so
// `auth: process.env.TOKEN` compiles under `exactOptionalPropertyTypes`.

import type { AuthStrategy } from './auth/types.js';
import type { AuthSchemeOption } from './auth/scheme.js';
import type { RetryPolicy } from './description.js';
import type { LogOptions, RequestRequestOptions } from './request-types.js';

export type { LogOptions, Logger, RequestFn, RequestOptions, RequestParameters, RequestRequestOptions, Response } from './request-types.js';

/** What the client option `retryPolicy` may change in the retry policy of routes that have one. */
export interface RetryOverrides extends Partial<Pick<RetryPolicy, 'retries' | 'baseDelayMs' | 'maxDelayMs'>> {
  /** Called before each wait. */
  onRetry?: ((error: unknown, attempt: number, delayMs: number) => void) | undefined;
  /** Replaces the wait (tests). */
  sleep?: ((ms: number, signal?: AbortSignal) => Promise<void>) | undefined;
}

/** Options of a client constructor. Plugins may take more (see `Client.plugin`). */
export interface ClientOptions {
  /**
   * Credentials: a token string for the default token strategy, or whatever `authStrategy` takes
   * (e.g. `{ appId, privateKey }` for `createAppAuth`).
   */
  auth?: unknown;
  /** Selects a strategy other than token authentication. */
  authStrategy?: AuthStrategy<any> | undefined;
  /** An absolute http(s) URL; checked when the client is constructed. */
  baseUrl?: string | undefined;
  /** Your application's name; sent before `specforge/<version>`. */
  userAgent?: string | undefined;
  /** Headers added to every request. */
  headers?: Record<string, string> | undefined;
  previews?: readonly string[] | undefined;
  /** Default time zone (region/city) sent with every request, where the service has a header for it. */
  timeZone?: string | undefined;
  /** Custom logging; `debug` receives one line per request. Defaults: debug/info silent, warn/error to the console. Every line is redacted. */
  log?: LogOptions | undefined;
  request?: RequestRequestOptions | undefined;
  /**
   * With the token strategy, the scheme to send the token with: a declared scheme's id, name
   * (`access_token`) or prefix (`bearer`), or one of your own (`{ header: 'X-Api-Key' }`,
   * `{ header: 'authorization', prefix: 'token' }`, `{ query: 'key' }`, `{ cookie: 'session' }`).
   * Where the document declares none: `Authorization: Bearer <token>` unless this says `token`
   * (the prefix) or a header name.
   */
  authScheme?: AuthSchemeOption | undefined;
  /** Overrides the retry policy of routes that have one; `false` turns it off. */
  retryPolicy?: RetryOverrides | false | undefined;
  /**
   * An idempotency key on every POST and PATCH that may be retried (the route's retry policy, or
   * the retry plugin's): one random UUID per call, the same on each of its tries. `true`: in the
   * header the operation declares (`Idempotency-Key`); `{ header }`: in this header, on every such
   * call. A key the call gives is kept.
   */
  idempotencyKeys?: true | { header: string } | undefined;
  /** `false` skips the parameter checks of every call (the types still apply). */
  validate?: boolean | undefined;
}
