// The shapes a user meets: client options, per-call options, the options hooks see, responses
// and the logger. Optional fields also accept `undefined`, so `auth: process.env.TOKEN` compiles
// under `exactOptionalPropertyTypes`.

import type { AuthStrategy } from './auth/types.js';
import type { AuthSchemeOption } from './auth/scheme.js';
import type { HttpMethod, RetryPolicy } from './description.js';

export interface Response<T> {
  status: number;
  url: string;
  headers: Record<string, string>;
  data: T;
}

export interface RequestRequestOptions {
  /** A fetch implementation to use instead of the built-in transport (node:http on Node, fetch elsewhere). */
  fetch?: typeof fetch | undefined;
  /** A node:http(s) Agent, used by the Node transport. */
  agent?: unknown;
  /** Milliseconds for the whole exchange; 0 (the default) means no limit. */
  timeout?: number | undefined;
  /** Milliseconds without any data from the server before giving up (default 300000). */
  idleTimeout?: number | undefined;
  /** The largest response body accepted, in bytes after decompression (default 64 MiB). */
  maxResponseBytes?: number | undefined;
  signal?: AbortSignal | undefined;
  /** `manual` returns 3xx answers (with their `location` header) instead of following them. */
  redirect?: 'follow' | 'manual' | 'error' | undefined;
  /**
   * Send credentials to a next-page link on another origin (paginate). Off by default: like a
   * redirect, a page on another origin gets no authorization, cookie or query credential.
   */
  keepAuthAcrossOrigins?: boolean | undefined;
  /** Set by the retry and throttling plugins: how many times this request was retried. */
  retryCount?: number | undefined;
  [option: string]: unknown;
}

/** Options every call accepts next to its own parameters. */
export interface RequestParameters {
  baseUrl?: string | undefined;
  headers?: Record<string, string | number | undefined> | undefined;
  mediaType?: { format?: string | undefined; previews?: readonly string[] | undefined } | undefined;
  request?: RequestRequestOptions | undefined;
  /** `false` skips the parameter checks of this call (the types still apply). */
  validate?: boolean | undefined;
}

/** The options hooks see and may change: merged with the client's, not yet a URL (Octokit's shape). */
export interface RequestOptions {
  method: HttpMethod;
  /** The path template (`/gists/{gist_id}`) or an absolute URL. */
  url: string;
  baseUrl: string;
  headers: Record<string, string>;
  mediaType: { format: string; previews: string[] };
  request?: RequestRequestOptions;
  [param: string]: unknown;
}

/** Sends options and resolves with the response. */
export type RequestFn = (options: RequestOptions) => Promise<Response<unknown>>;

/** The logging methods every client has (`client.log`); `debug` gets one line per request. */
export interface Logger {
  debug(message: string, info?: object): void;
  info(message: string, info?: object): void;
  warn(message: string, info?: object): void;
  error(message: string, info?: object): void;
}

/** The client option `log`: any of the logger's methods. */
export type LogOptions = { [level in keyof Logger]?: Logger[level] | undefined };

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
  /** `false` skips the parameter checks of every call (the types still apply). */
  validate?: boolean | undefined;
}
