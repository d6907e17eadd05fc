// Stages 1 and 2, `defaults` and `validate`: a call's argument becomes its checked parameters and
// the options hooks see.
//
// `defaults`: the parameters (the route's defaults filled in for omitted ones) and the options,
// merged with the client's (base URL, headers, previews, request options). A name is a per-call
// option (CALL_OPTIONS: `baseUrl`, `headers`, `mediaType`, `request`, `validate`, `allowUnknown`)
// unless the route declares a parameter of that name; then it is a parameter, kept out of the
// options (so a body property called `url` never replaces the route's template). This is the
// only place that rule is applied. What a route declares is read once per route (`planOf`).
//
// `validate`: the parameters against the route's validator (found once per pipeline: the route's
// own, or its generated one, whose chunk the full client loads on first use), then the route's
// `checks` (the cross-field rules of pipeline/cross-field.ts). A ValidationError names every
// problem before anything is sent. Skipped with `validate: false` (client or call). A deprecated
// operation warns here, once per process, whether or not it validates.

import type { ParamsValidator, RouteDescription } from '../description.js';
import { ValidationError } from '../errors.js';
import type { RequestOptions, RequestRequestOptions } from '../options.js';
import { compileTemplate, ownQueryNames, type TemplatePart } from '../route.js';
import { invalidParams } from '../validation.js';
import { CALL_OPTIONS, OPTION_FIELDS } from './call-options.js';
import { redactedValidation, type ClientState, type Params, type PipelineExtras, type RequestContext } from './context.js';

export interface RoutePlan {
  readonly query: ReadonlySet<string>;
  readonly body: ReadonlySet<string>;
  /** Every parameter name the route declares: path, query, body, header and cookie ones. */
  readonly declared: ReadonlySet<string>;
  /** Declared parameters named like an option field (`url`, `headers`, ...): kept out of the options. */
  readonly optionNamed: readonly string[];
  /** The route's own URL template, compiled. */
  readonly template: readonly TemplatePart[];
  /** Query names the template fixes itself (`/?Action=X`): a parameter of that name is not sent again. */
  readonly fixedQuery: ReadonlySet<string>;
}

const plans = new WeakMap<RouteDescription, RoutePlan>();

/** What a route declares, as sets built once per route (the hot path asks "is this name a query parameter?" for every parameter of every call). */
export function planOf(route: RouteDescription): RoutePlan {
  let plan = plans.get(route);
  if (plan) return plan;
  const query = new Set(route.query ?? []);
  const body = new Set(route.body ?? []);
  const declared = new Set([...query, ...body, ...Object.keys(route.headers ?? {}), ...Object.keys(route.cookies ?? {})]);
  const template = compileTemplate(route.url);
  for (const part of template) if (part.name) declared.add(part.name);
  const fixedQuery = ownQueryNames(route.url);
  plan = { query, body, declared, optionNamed: [...declared].filter((n) => OPTION_FIELDS.has(n)), template, fixedQuery };
  plans.set(route, plan);
  return plan;
}

export function lowercaseHeaders(headers: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!headers || typeof headers !== 'object') return out;
  for (const key of Object.keys(headers)) {
    const value = (headers as Record<string, unknown>)[key];
    if (value !== undefined && value !== null) out[key.toLowerCase()] = String(value);
  }
  return out;
}

/** Stage 1: the call's parameters and options (also what `endpoint()` and an auth strategy's `merge` show). */
export function defaults(client: ClientState, ctx: RequestContext): RequestContext {
  const d = client.defaults();
  const { route, input } = ctx;
  const plan = planOf(route);
  const params: Params = {};
  // Object.assign, not a spread: V8 adds keys to a spread copy (per-call headers) on a slow path.
  const headers = Object.assign({}, d.headers);
  const previews = [...d.previews];
  let format = '';
  // A path's or operation's own server, unless the client or the call names a base URL.
  let baseUrl = route.server && !d.baseUrlGiven ? route.server : d.baseUrl;
  let request: RequestRequestOptions | undefined = d.request;
  let validate = ctx.validate && client.options.validate !== false;
  let allowUnknown = false;
  for (const key of Object.keys(input)) {
    const value = input[key];
    if (!CALL_OPTIONS.has(key) || plan.declared.has(key)) {
      params[key] = value;
      continue;
    }
    if (value === undefined) continue;
    if (key === 'baseUrl') baseUrl = String(value).replace(/\/+$/, '');
    else if (key === 'headers') Object.assign(headers, lowercaseHeaders(value));
    else if (key === 'mediaType') {
      const m = value as { format?: string; previews?: readonly string[] };
      if (m.format) format = m.format;
      for (const p of m.previews ?? []) if (!previews.includes(p)) previews.push(p);
    } else if (key === 'request') request = request ? Object.assign({}, request, value as RequestRequestOptions) : (value as RequestRequestOptions);
    else if (key === 'validate') validate = validate && value !== false;
    else if (key === 'allowUnknown') allowUnknown = value === true;
  }
  route.prepare?.(params);
  const options = { method: route.method, url: route.url, baseUrl, headers, mediaType: { format, previews } } as RequestOptions;
  if (request) options.request = request;
  for (const key of Object.keys(params)) if (!OPTION_FIELDS.has(key)) options[key] = params[key];
  return { ...ctx, params, options, validate, allowUnknown };
}

function check(client: ClientState, ctx: RequestContext, validator: ParamsValidator | undefined): RequestContext {
  const { route } = ctx;
  try {
    if (validator && !validator(ctx.params)) throw invalidParams(ctx.operation, validator, ctx.params, route.sensitive);
    const issues = route.checks?.(route, ctx.params, ctx.allowUnknown);
    if (issues?.length) throw new ValidationError(ctx.operation, [...issues]);
  } catch (error) {
    throw redactedValidation(client, ctx, error);
  }
  return ctx;
}

/**
 * Stage 2 for the pipeline of one route: the validator is looked up on the first call (a promise
 * while its chunk loads) and kept, so a warm call runs it directly.
 */
export function validateStage(
  client: ClientState,
  { validator: validatorOf, warnDeprecated }: PipelineExtras,
): (ctx: RequestContext) => RequestContext | Promise<RequestContext> {
  // false until looked up (a route may have no validator: undefined, found).
  let found: ParamsValidator | undefined | false = false;
  return (ctx) => {
    const { route } = ctx;
    if (route.deprecated) (route.warnDeprecated ?? warnDeprecated)?.(ctx.operation, route.deprecated, client.options.log?.warn ? client.log : undefined);
    if (!ctx.validate) return ctx;
    if (found !== false) return check(client, ctx, found);
    const validator = route.validate ?? validatorOf?.(client.service, route, ctx.operation);
    const keep = (v: ParamsValidator | undefined) => {
      found = v;
      return check(client, ctx, v);
    };
    return validator instanceof Promise ? validator.then(keep) : keep(validator);
  };
}
