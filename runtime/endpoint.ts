// Turns a route and named parameters into a request: path variables filled, the rest split into
// query, body and headers (by the route description when there is one, else by verb), the Accept
// header derived from previews and media-type format. Never applies authentication.

import { ValidationError } from './errors.js';
import { colonToBraces, compileTemplate, encodePathValue, parseRoute } from './route.js';
import type {
  EndpointInterface,
  EndpointOptions,
  EndpointResult,
  HttpMethod,
  RequestParameters,
  RouteDescription,
} from './types.js';

/** Service-wide facts the endpoint needs besides the defaults. */
export interface EndpointContext {
  previewAccept?: string;
  formatAccept?: string;
}

const SPECIAL = new Set(['baseUrl', 'headers', 'request', 'mediaType', 'method', 'url']);
type Params = Record<string, unknown> & RequestParameters;

export function lowercaseHeaders(headers: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!headers) return out;
  for (const key of Object.keys(headers)) {
    const value = headers[key];
    if (value !== undefined && value !== null) out[key.toLowerCase()] = String(value);
  }
  return out;
}

/**
 * Merges defaults, an optional route string and parameters into unparsed options. With `declared`
 * (the route description of a generated method) a parameter the route declares under the name
 * `url` (a body property, say) is a value and is kept verbatim, not read as a route template.
 */
export function mergeOptions(defaults: EndpointOptions, route?: string | Params, params?: Params, declared?: RouteDescription): EndpointOptions {
  let options: Params;
  if (typeof route === 'string') options = { ...parseRoute(route), ...params };
  else options = { ...route };
  const headers = { ...defaults.headers, ...lowercaseHeaders(options.headers) };
  const previews = [...defaults.mediaType.previews];
  for (const p of options.mediaType?.previews ?? []) if (!previews.includes(p)) previews.push(p);
  const merged = { ...defaults, ...options, headers } as EndpointOptions;
  if (defaults.request && options.request) merged.request = { ...defaults.request, ...options.request };
  merged.mediaType = { format: options.mediaType?.format ?? defaults.mediaType.format, previews };
  const urlIsParam = declared !== undefined && (declared.body?.includes('url') === true || declared.query?.includes('url') === true);
  // The parameter's own value (undefined when not given), never the defaults' route template.
  if (urlIsParam) merged.url = options.url as string;
  else if (typeof merged.url === 'string') merged.url = colonToBraces(merged.url);
  return merged;
}

function serializeQueryValue(value: unknown): string {
  if (Array.isArray(value)) return value.map((v) => String(v)).join(',');
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

function acceptHeader(ctx: EndpointContext, base: string | undefined, format: string, previews: string[]): string | undefined {
  let accept = base;
  if (format && ctx.formatAccept) accept = ctx.formatAccept.replace('{format}', format);
  if (previews.length > 0 && ctx.previewAccept) {
    const forPreviews = previews.map((p) => ctx.previewAccept!.replace('{preview}', p));
    accept = format && accept ? [...forPreviews, accept].join(',') : forPreviews.join(',');
  }
  return accept;
}

/**
 * Builds the request for `options` (already merged with defaults). With a route description the
 * declared parameters go where the spec puts them; undeclared ones go to the query for GET/HEAD
 * and to the body otherwise.
 */
export function parseOptions(ctx: EndpointContext, options: EndpointOptions, route?: RouteDescription, operation?: string): EndpointResult {
  const method = (route?.method ?? String(options.method).toUpperCase()) as HttpMethod;
  // The options' url wins (hooks and auth may extend it), unless the route has a parameter named url.
  const urlIsParam = route !== undefined && ((route.body?.includes('url') ?? false) || (route.query?.includes('url') ?? false));
  const template = route && (urlIsParam || !options.url) ? route.url : options.url;
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(template);
  const parts = compileTemplate(template);
  const used = new Set<string>();
  let path = '';
  for (const part of parts) {
    path += part.literal;
    if (!part.name) continue;
    const value = options[part.name];
    if (value === undefined || value === null || value === '') {
      throw new ValidationError(operation ?? `${method} ${template}`, [
        { parameter: part.name, expected: 'is required (path parameter)', received: value },
      ]);
    }
    used.add(part.name);
    path += encodePathValue(value, part.reserved === true);
  }
  const headers = { ...options.headers };
  const userAccept = headers.accept;
  let query = '';
  let body: Record<string, unknown> | undefined;
  let rawBody: unknown;
  const bodyAllowed = method !== 'GET' && method !== 'HEAD';
  for (const key of Object.keys(options)) {
    const value = options[key];
    if (value === undefined || used.has(key)) continue;
    const declaredQuery = route?.query?.includes(key) ?? false;
    const declaredBody = route?.body?.includes(key) ?? false;
    const headerName = route?.headers?.[key];
    if (!declaredQuery && !declaredBody && !headerName && SPECIAL.has(key)) continue;
    if (headerName) headers[headerName] = String(value);
    else if (declaredQuery || (!declaredBody && !bodyAllowed)) {
      query += `${query ? '&' : '?'}${encodeURIComponent(key)}=${encodeURIComponent(serializeQueryValue(value))}`;
    } else if (key === 'data' && !declaredBody) rawBody = value;
    else (body ??= {})[key] = value;
  }
  const accept = acceptHeader(ctx, userAccept, options.mediaType.format, [...(route?.previews ?? []), ...options.mediaType.previews]);
  if (accept !== undefined) headers.accept = accept;
  if (query && path.includes('?')) query = `&${query.slice(1)}`;
  const result: EndpointResult = { method, url: `${absolute ? '' : (options.baseUrl ?? '')}${path}${query}`, headers };
  const payload = rawBody !== undefined ? rawBody : body;
  if (payload !== undefined && bodyAllowed) result.body = payload;
  if (options.request !== undefined) result.request = options.request;
  return result;
}

/** `params` with the route's defaults filled in for omitted path parameters (a copy only when needed). */
export function withDefaults<P extends Record<string, unknown>>(route: RouteDescription | undefined, params: P): P {
  const defaults = route?.defaults;
  if (!defaults) return params;
  let out = params;
  for (const name of Object.keys(defaults)) {
    if (out[name] === undefined) out = { ...out, [name]: defaults[name] };
  }
  return out;
}

/** An `endpoint` function bound to defaults (and, for a generated method, to its route). */
export function createEndpoint(ctx: EndpointContext, defaults: EndpointOptions, route?: RouteDescription, operation?: string): EndpointInterface {
  const merge = (r?: string | Params, p?: Params) => withDefaults(route, mergeOptions(defaults, r, p, route));
  const endpoint = ((r?: string | Params, p?: Params) => parseOptions(ctx, merge(r, p), route, operation)) as EndpointInterface;
  endpoint.DEFAULTS = defaults;
  endpoint.merge = merge as EndpointInterface['merge'];
  return endpoint;
}
