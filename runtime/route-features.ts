// What a generated route may ask for beyond sending one request, all driven by route data:
// cross-field time order (`before`), parameters restricted to known values (`knownValues`, unless
// the call passes `allowUnknown: true`), retries of some statuses with exponential backoff
// (`retry`, through runtime/retry.ts), decoding of the response (`decode`) and token pagination
// (`pagination`): the call then returns a PagePromise, awaitable for the first page and
// `for await`-able over the items of every page. Nothing here knows any one service.

import { RequestError, SpecforgeError, ValidationError, type ValidationIssue } from './errors.js';
import { retryAfterMs, withRetries, type RetryPolicy } from './retry.js';
import type { EndpointInterface, PaginationDescription, RequestParameters, Response } from './types.js';

export interface TokenPagination {
  kind: 'token';
  /** Request parameter that takes the token of the page to fetch. */
  tokenParameter: string;
  /** Response field holding the next page's token (absent on the last page). */
  nextField: string;
  /** Response field holding the page's items. */
  itemsField: string;
  /** Request parameter that sets the page size. */
  pageSizeParameter?: string;
}

export interface RouteRetry {
  /** Statuses worth another try. */
  statuses: readonly number[];
  retries: number;
  baseDelayMs: number;
  maxDelayMs?: number;
}

/** Optional fields of a RouteDescription handled here. */
export interface RouteFeatures {
  /** Token pagination is handled here; Link pagination (`kind: 'link'`) by client.paginate. */
  pagination?: TokenPagination | PaginationDescription;
  /** Parameter → the parameter it must be strictly before (both RFC 3339 times). */
  before?: Readonly<Record<string, string>>;
  /** Parameter → the values it may take (unless the call passes `allowUnknown: true`). */
  knownValues?: Readonly<Record<string, readonly string[]>>;
  /** Parameter → values that are not among its known values, mapped to the one they mean (named in the refusal). */
  knownValueHints?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  retry?: RouteRetry;
  /** Turns the response body into what the method returns (given the call's parameters). */
  decode?: (data: unknown, params: Record<string, unknown>) => unknown;
}

/** Client option overriding the retry policy of routes that have one; `false` turns retries off. */
export type RetryOptions = false | Partial<Pick<RetryPolicy, 'retries' | 'baseDelayMs' | 'maxDelayMs' | 'sleep' | 'onRetry'>>;

/** Per-call option of routes with `knownValues`. */
export interface FeatureParameters {
  /** Accept values outside the route's known values (for example an event the catalogue lacks). */
  allowUnknown?: boolean;
}

type Params = Record<string, unknown> & RequestParameters & FeatureParameters;

export function hasFeatures(route: RouteFeatures): boolean {
  return !!(route.pagination?.kind === 'token' || route.before || route.knownValues || route.retry || route.decode);
}

/** Throws ValidationError, before any request, when params break `before` or `knownValues`. */
export function checkFeatureParams(operation: string, route: RouteFeatures, params: Params): void {
  const issues: ValidationIssue[] = [];
  for (const [earlier, later] of Object.entries(route.before ?? {})) {
    const a = params[earlier];
    const b = params[later];
    if (typeof a !== 'string' || typeof b !== 'string') continue;
    const ta = Date.parse(a);
    const tb = Date.parse(b);
    if (Number.isNaN(ta) || Number.isNaN(tb)) continue; // the schema validator reports bad times
    if (ta >= tb) issues.push({ parameter: earlier, expected: `must be before ${later} (${b})`, received: a });
  }
  if (params.allowUnknown !== true) {
    for (const [name, values] of Object.entries(route.knownValues ?? {})) {
      const v = params[name];
      if (v === undefined || values.includes(String(v))) continue;
      const meant = Object.hasOwn(route.knownValueHints?.[name] ?? {}, String(v)) ? route.knownValueHints![name]![String(v)] : undefined;
      const close = values.filter((x) => x.startsWith(String(v).slice(0, 3))).slice(0, 5);
      const hint = meant !== undefined ? ` (${JSON.stringify(v)} is not one of them; it is called ${JSON.stringify(meant)})` : close.length ? ` (close: ${close.map((x) => JSON.stringify(x)).join(', ')})` : '';
      issues.push({ parameter: name, expected: `must be one of the ${values.length} known values${hint}, or pass allowUnknown: true`, received: v });
    }
  }
  if (issues.length) throw new ValidationError(operation, issues);
}

function retryPolicyFor(route: RouteFeatures, options: RetryOptions | undefined, signal: AbortSignal | undefined): RetryPolicy | undefined {
  if (!route.retry || options === false) return undefined;
  const r = route.retry;
  return {
    retries: r.retries,
    baseDelayMs: r.baseDelayMs,
    ...(r.maxDelayMs !== undefined ? { maxDelayMs: r.maxDelayMs } : {}),
    ...options,
    shouldRetry: (error) => error instanceof RequestError && r.statuses.includes(error.status),
    delayFor: (error) => (error instanceof RequestError ? retryAfterMs(error.headers) : undefined),
    ...(signal ? { signal } : {}),
  };
}

type Send = (params: Params) => Promise<Response<unknown>>;

/** A method with the route's features around `send` (which validates and sends one request). */
export function withFeatures(operation: string, route: RouteFeatures, retry: RetryOptions | undefined, send: Send): (params?: Params) => Promise<Response<unknown>> {
  const one = (params: Params): Promise<Response<unknown>> => {
    let input: Params;
    try {
      checkFeatureParams(operation, route, params);
      input = params;
      if ('allowUnknown' in params) {
        const { allowUnknown: _drop, ...rest } = params;
        input = rest as Params;
      }
    } catch (error) {
      return Promise.reject(error);
    }
    const policy = retryPolicyFor(route, retry, params.request?.signal);
    const sent = policy ? withRetries(() => send(input), policy) : send(input);
    return route.decode ? sent.then((r) => ({ ...r, data: route.decode!(r.data, input) })) : sent;
  };
  if (route.pagination?.kind !== 'token') return (params) => one(params ?? {});
  const pagination = route.pagination;
  return (params) => new PagePromise(one, params ?? {}, pagination);
}

/**
 * The first page (await it) and every item of every page (`for await`). Pages are fetched one
 * at a time, only as far as the iteration goes; `pages()` iterates whole responses.
 */
export class PagePromise<R extends Response<unknown>, I = unknown> extends Promise<R> implements AsyncIterable<I> {
  static override get [Symbol.species](): PromiseConstructor {
    return Promise;
  }
  readonly #fetch: (params: Params) => Promise<R>;
  readonly #params: Params;
  readonly #pagination: TokenPagination;

  constructor(fetch: (params: Params) => Promise<Response<unknown>>, params: Params, pagination: TokenPagination) {
    super((resolve, reject) => {
      (fetch(params) as Promise<R>).then(resolve, reject);
    });
    this.#fetch = fetch as (params: Params) => Promise<R>;
    this.#params = params;
    this.#pagination = pagination;
  }

  /** Every page, starting with this one, until a page has no next token. */
  async *pages(): AsyncGenerator<R, void, undefined> {
    const { tokenParameter, nextField } = this.#pagination;
    let page: R = await this;
    const seen = new Set<string>();
    for (;;) {
      yield page;
      const next = (page.data as Record<string, unknown> | null)?.[nextField];
      if (typeof next !== 'string' || next === '') return;
      if (seen.has(next)) throw new SpecforgeError(`pagination stopped: the service sent the ${nextField} "${next}" twice`);
      seen.add(next);
      page = await this.#fetch({ ...this.#params, [tokenParameter]: next });
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<I, void, undefined> {
    const { itemsField } = this.#pagination;
    for await (const page of this.pages()) {
      const items = (page.data as Record<string, unknown> | null)?.[itemsField];
      if (Array.isArray(items)) yield* items as I[];
    }
  }
}

/** A generated paged method: awaitable for its first page, iterable over all items. */
export type PagedMethod<P, R, I> = ((params?: P & RequestParameters & FeatureParameters) => PagePromise<Response<R>, I>) & {
  endpoint: EndpointInterface<P>;
};
