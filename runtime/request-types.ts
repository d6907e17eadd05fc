// The shapes of one request a user meets: per-call options, the options hooks see and may
// change, the response, and the logger. Auth strategies and plugins take them too, so they stand
// apart from the client's options (runtime/options.ts), which name the auth strategy.

import type { HttpMethod } from './description.js';

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
  /** Ends the call, and a streamed answer while it is being read. */
  signal?: AbortSignal | undefined;
  /**
   * `stream`: a successful answer's body is the data, a `ReadableStream<Uint8Array>` read as it
   * arrives (no `maxResponseBytes` limit; `timeout` and `idleTimeout` stop at its headers). An error
   * answer is still read whole into its RequestError.
   */
  responseType?: 'stream' | undefined;
  /**
   * Check each event of an event-stream answer against the schema its document gives the event
   * data (loaded on first use). An event that breaks it ends the stream with a ValidationError
   * naming what was wrong (`data.price`); data that is not JSON (OpenAI's `[DONE]`) is not checked.
   */
  validateEvents?: boolean | undefined;
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
