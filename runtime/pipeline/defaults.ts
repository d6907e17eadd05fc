// Stage `defaults`: turns a call's argument into its parameters (the route's defaults filled in
// for omitted ones) and the options hooks see, merged with the client's (base URL, headers,
// previews, request options). A name is a per-call option (`baseUrl`, `headers`, `mediaType`,
// `request`, `validate`, `allowUnknown`) unless the route declares a parameter of that name; then
// it is a parameter, kept out of the options (so a body property called `url` never replaces the
// route's template). This is the only place that rule is applied.

import type { RequestOptions, RequestRequestOptions } from '../options.js';
import type { ClientState, Params, RequestContext } from './context.js';
import { OPTION_FIELDS, planOf } from './route-plan.js';

/** Argument names that are per-call options unless the route declares them. */
const CALL_OPTIONS = new Set([...OPTION_FIELDS, 'validate', 'allowUnknown']);

export function lowercaseHeaders(headers: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!headers || typeof headers !== 'object') return out;
  for (const key of Object.keys(headers)) {
    const value = (headers as Record<string, unknown>)[key];
    if (value !== undefined && value !== null) out[key.toLowerCase()] = String(value);
  }
  return out;
}

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
  if (route.defaults) for (const name of Object.keys(route.defaults)) if (params[name] === undefined) params[name] = route.defaults[name];
  const options = { method: route.method, url: route.url, baseUrl, headers, mediaType: { format, previews } } as RequestOptions;
  if (request) options.request = request;
  for (const key of Object.keys(params)) if (!OPTION_FIELDS.has(key)) options[key] = params[key];
  return { ...ctx, params, options, validate, allowUnknown };
}
