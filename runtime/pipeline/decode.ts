// Stage `decode`, the last: the raw answer becomes the response. Its body is read by content
// type; a status of 300 or more (but a 3xx the caller asked to see with `redirect: 'manual'`)
// becomes the RequestError subclass for it, redacted; a token-paged page must be a JSON object.
// Then a method's result is shaped as its route says: `decode` (activity events, derived
// properties: what the generated route carries), `unwrap` (the record out of its envelope).

import { PaginationError, errorForStatus, type ErrorRequest } from '../errors.js';
import type { RouteDescription } from '../description.js';
import type { Response } from '../options.js';
import { redact } from '../redact.js';
import { callSecrets, describeRequest, type ClientState } from './context.js';
import { responseData } from './response-body.js';
import type { Decode } from './stage.js';

function messageOf(status: number, data: unknown, req: ErrorRequest): string {
  let detail: string | undefined;
  if (data && typeof data === 'object') {
    const d = data as Record<string, unknown>;
    const err = d.error;
    if (typeof d.message === 'string') detail = d.message;
    else if (typeof err === 'string') detail = err;
    else if (err && typeof err === 'object' && typeof (err as Record<string, unknown>).message === 'string') detail = (err as Record<string, string>).message;
  } else if (typeof data === 'string' && data.length > 0 && data.length <= 200) detail = data;
  return `${req.method} ${req.url} answered ${status}${detail ? `: ${detail}` : ''}`;
}

/** `data[name]`, or the data itself when the service sent no envelope (nothing is dropped). */
function unwrapData(data: unknown, name: string): unknown {
  return data !== null && typeof data === 'object' && !Array.isArray(data) && name in data ? (data as Record<string, unknown>)[name] : data;
}

/** The response a method of `route` returns: decoded (given the call's parameters), unwrapped. */
export function shapeResult(route: RouteDescription, response: Response<unknown>, params: Record<string, unknown>): Response<unknown> {
  let data = response.data;
  if (route.decode) data = route.decode(data, params);
  if (route.unwrap) data = unwrapData(data, route.unwrap);
  return data === response.data ? response : { ...response, data };
}

/** True when `route`'s results are shaped (so its pipeline shapes them). */
export const shapes = (route: RouteDescription): boolean => !!(route.decode || route.unwrap);

/** The decode stage, synchronous (the transport stage calls it on the raw answer); `shape` for the pipelines of methods (not for `client.request`). */
export function decode(client: ClientState, shape: boolean): Decode {
  return (ctx, raw) => {
    const { http, route } = ctx;
    const data = responseData(raw, http!.method);
    const response: Response<unknown> = { status: raw.status, url: raw.url, headers: raw.headers, data };
    const status = response.status;
    if (status >= 300 && !(status < 400 && http!.options.redirect === 'manual' && response.headers.location !== undefined)) {
      const request = describeRequest(client, ctx);
      const shown = redact(response, callSecrets(client, ctx));
      throw errorForStatus(status, messageOf(status, shown.data, request), { response: shown, request });
    }
    const pagination = route.pagination;
    if (pagination?.kind === 'token' && (data === null || typeof data !== 'object' || Array.isArray(data))) {
      const type = response.headers['content-type'] || 'no content type';
      throw new PaginationError(
        `${ctx.operation}: a page must be a JSON object with "${pagination.nextField}", got ${data === undefined ? 'an empty body' : type}`,
      );
    }
    return shape ? shapeResult(route, response, ctx.params) : response;
  };
}
