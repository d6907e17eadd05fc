// The interface of an auth strategy: `client.auth(params)` plus the hook that adds credentials to
// each request, and what a strategy receives besides its own options.

import type { RouteDescription, ServiceDescription } from '../description.js';
import type { Logger, RequestFn, RequestOptions, Response } from '../request-types.js';
import type { AuthSchemeOption } from './scheme.js';

export interface AuthResult {
  type: string;
  [key: string]: unknown;
}

/** What a strategy returns: `client.auth(params)` plus the hook that authenticates each request. */
export interface AuthInterface {
  (params?: Record<string, unknown>): Promise<AuthResult>;
  /** Adds credentials to `options` (never to `endpoint()` results) and sends them with `request`. */
  hook(request: RequestFn, options: RequestOptions, route: RouteDescription): Promise<Response<unknown>>;
}

/** What a strategy gets besides its own options. */
export interface AuthContext {
  service: ServiceDescription;
  /** Sends options without any authentication hook (and without user hooks). */
  request: RequestFn;
  /** Builds request options for a route of this client: `merge('POST /x/{id}', { id })`. */
  merge(route: string, params?: Record<string, unknown>): RequestOptions;
  log: Logger;
  /** The client's `authScheme` option. */
  authScheme?: AuthSchemeOption | undefined;
  /** Registers a credential the strategy made or received, so that no error or log line shows it. */
  secret(value: string): void;
}

export type AuthStrategy<O = unknown> = (options: O, context: AuthContext) => AuthInterface;
