// Stage `serialise`: the options become an HTTP request. Path variables are filled (a missing one
// is a ValidationError), parameters go where the route declares them (query, header, cookie,
// body; by their OpenAPI style), undeclared ones to the query for GET/HEAD and to the body
// otherwise (`data` is the whole body), the body is encoded by the route's bodyType, and Accept
// is derived from previews and `mediaType.format`. The template is always `options.url` (hooks
// and auth may change it); parameters named like an option field come from the parameters.

import type { ParameterStyler, RouteDescription, ServiceDescription } from '../description.js';
import { ConfigurationError, SpecforgeError, ValidationError } from '../errors.js';
import type { RequestOptions } from '../options.js';
import { compileTemplate } from '../route.js';
import { redactedValidation, type ClientState, type HttpRequest, type RequestContext } from './context.js';
import { cookiePair, plainPath, plainQuery } from './parameter-style.js';
import { encodeBody } from './request-body.js';
import { OPTION_FIELDS } from './call-options.js';
import { planOf } from './prepare.js';
import type { Stage } from './stage.js';

const ABSOLUTE = /^[a-z][a-z\d+.-]*:\/\//i;
/** An absolute http(s) URL with a host: the only URLs a request may go to. */
export const HTTP_URL = /^https?:\/\/[^\s/?#@]*@?[^\s/?#@]+(?:[/?#]|$)/i;

/** The Accept of a call: the caller's (or the client's) accept, the call's format and the route's and call's previews. */
function acceptFor(
  service: ServiceDescription,
  route: RouteDescription,
  base: string | undefined,
  { format, previews: own }: RequestOptions['mediaType'],
): string | undefined {
  const previews = route.previews ? (own.length ? [...route.previews, ...own] : route.previews) : own;
  let accept = base;
  if (format && service.formatAccept) accept = service.formatAccept.replace('{format}', format);
  if (previews.length > 0 && service.previewAccept) {
    const forPreviews = previews.map((p) => service.previewAccept!.replace('{preview}', p));
    accept = format && accept ? [...forPreviews, accept].join(',') : forPreviews.join(',');
  }
  return accept;
}

/** The route's code for parameter styles, which a route with styles needs. */
function stylerOf(ctx: RequestContext, name: string): ParameterStyler {
  const styler = ctx.route.wire?.styles;
  if (!styler) {
    throw new SpecforgeError(`${ctx.operation}: "${name}" has a parameter style, but its route has no wire.styles to send it with (generate the client again)`);
  }
  return styler;
}

/** The HTTP request for `ctx` (without sending it). */
export function toHttpRequest(service: ServiceDescription, ctx: RequestContext): HttpRequest {
  const { route, options, params } = ctx;
  const plan = planOf(route);
  const method = String(options.method).toUpperCase() as RequestOptions['method'];
  const template = options.url;
  const styles = route.styles;
  // The route's own template is compiled with its plan; hooks and auth may have given another.
  const parts = template === route.url ? plan.template : compileTemplate(template);
  let path = '';
  for (const part of parts) {
    path += part.literal;
    if (!part.name) continue;
    const name = part.name;
    const v = OPTION_FIELDS.has(name) ? params[name] : options[name];
    // '' is a value (`/contents/` lists a repository's root); a schema that says otherwise has a minLength.
    if (v === undefined || v === null) {
      throw new ValidationError(ctx.operation, [{ parameter: name, expected: 'is required (path parameter)', received: v }]);
    }
    const style = styles?.[name];
    path += style
      ? stylerOf(ctx, name).path(name, v, part.reserved === true, style)
      : part.reserved || typeof v === 'object'
        ? plainPath(v, part.reserved === true)
        : encodeURIComponent(String(v));
  }
  // Object.assign, not a spread: V8 adds keys (accept, header parameters, cookie) to a spread copy on a slow path.
  const headers: Record<string, string> = Object.assign({}, options.headers);
  const userAccept = headers.accept ?? route.accept;
  let query = '';
  let cookies = '';
  let body: Record<string, unknown> | undefined;
  let rawBody: unknown;
  const bodyAllowed = method !== 'GET' && method !== 'HEAD';
  const place = (name: string, v: unknown) => {
    if (v === undefined || parts.some((part) => part.name === name) || plan.fixedQuery.has(name)) return;
    const headerName = route.headers?.[name];
    const cookieName = route.cookies?.[name];
    const style = styles?.[name];
    if (headerName) headers[headerName] = style ? stylerOf(ctx, name).header(v, style) : String(v);
    else if (cookieName) cookies += `${cookies ? '; ' : ''}${cookiePair(cookieName, v)}`;
    else if (plan.query.has(name) || (!plan.body.has(name) && !bodyAllowed)) {
      const pairs = style
        ? stylerOf(ctx, name).query(name, v, style)
        : typeof v === 'object'
          ? plainQuery(name, v)
          : `${encodeURIComponent(name)}=${encodeURIComponent(String(v))}`;
      if (pairs) query += `&${pairs}`;
    } else if (name === 'data' && !plan.body.has(name)) rawBody = v;
    else (body ??= {})[name] = v;
  };
  for (const name of Object.keys(options)) if (!OPTION_FIELDS.has(name)) place(name, options[name]);
  for (const name of plan.optionNamed) place(name, params[name]);
  if (cookies) headers.cookie = headers.cookie ? `${headers.cookie}; ${cookies}` : cookies;
  const accept = acceptFor(service, route, userAccept, options.mediaType);
  if (accept !== undefined) headers.accept = accept;
  // A template may carry its own query (`/?op=x`) or a fragment (`/#Action=x`, never sent): the
  // parameters join the query, before the fragment.
  const hash = path.indexOf('#');
  const fragment = hash < 0 ? '' : path.slice(hash);
  if (hash >= 0) path = path.slice(0, hash);
  if (query) query = `${path.includes('?') ? '&' : '?'}${query.slice(1)}`;
  const absolute = ABSOLUTE.test(template);
  // No origin from anywhere (a bad one given to the call is that parameter's error, below).
  if (!absolute && (!options.baseUrl || (options.baseUrl === service.baseUrl && !ABSOLUTE.test(service.baseUrl))))
    throw missingBaseUrl(service, options.baseUrl);
  const url = `${absolute ? '' : options.baseUrl}${path}${query}${fragment}`;
  if (!HTTP_URL.test(url)) throw new ValidationError(ctx.operation, [{ parameter: 'baseUrl', expected: 'must make an absolute http(s) URL', received: url }]);
  const payload = rawBody !== undefined ? rawBody : (body ?? (route.bodyRequired ? {} : undefined));
  const request: HttpRequest = { method, url, headers, options: options.request ?? {} };
  if (payload !== undefined && bodyAllowed) {
    request.shownBody = payload;
    request.body = encodeBody(ctx.operation, route, payload, headers);
  } else delete headers['content-type'];
  return request;
}

/**
 * The error of a request with no origin to go to: the document declares no server (OpenAPI's
 * default, `/`, is relative) or a relative one, and neither the client nor the call gave `baseUrl`.
 */
function missingBaseUrl(service: ServiceDescription, base: string | undefined): ConfigurationError {
  const why = service.baseUrl ? `the document's server ${JSON.stringify(service.baseUrl)} is relative` : 'the document declares no server';
  return new ConfigurationError('baseUrl', `an absolute http(s) URL given to the client or the call (${why})`, base || undefined);
}

export function serialise(client: ClientState): Stage {
  return (ctx, next) => {
    let http: HttpRequest;
    try {
      http = toHttpRequest(client.service, ctx);
    } catch (error) {
      throw redactedValidation(client, ctx, error);
    }
    return next({ ...ctx, http });
  };
}
