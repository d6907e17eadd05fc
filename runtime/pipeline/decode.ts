// Stage `decode`, the last: the raw answer becomes the response. Its body is read by content type:
// JSON (`application/json`, vendor `+json`) parsed (left as text when it does not parse), text
// (`text/*`, XML, JavaScript, forms, and any type that names a `charset`) as a string decoded with
// that charset, anything else as an ArrayBuffer; no body for 204, 205, 304 and HEAD, and an empty
// body is no data whatever its content type. A status of 300 or more (but a 3xx the caller asked to
// see with `redirect: 'manual'`) becomes the RequestError subclass for it, redacted (the pager,
// not this stage, reads a page's cursor: runtime/pagination/strategies.ts). Then a method's result is shaped as its route says: `decode`
// (activity events, derived properties: what the generated route carries), `unwrap` (the record
// out of its envelope).

import { errorForStatus, type ErrorRequest } from '../errors.js';
import type { RouteDescription, StreamedAnswer } from '../description.js';
import type { Response } from '../options.js';
import { redact } from '../redact.js';
import { callSecrets, describeRequest, type ClientState, type RawResponse } from './context.js';
import type { Decode } from './stage.js';

export const NO_BODY_STATUSES = new Set([204, 205, 304]);

const utf8 = new TextDecoder();
const JSON_TYPE = /json/i;
const isText = (contentType: string): boolean => contentType === '' || /^text\/|xml|javascript|x-www-form-urlencoded|charset=/i.test(contentType);

/** The decoder of the content type's charset (UTF-8 when it names none, or one this platform does not know). */
function decoderOf(contentType: string): TextDecoder {
  const charset = /charset="?([\w.:-]+)/i.exec(contentType)?.[1];
  if (!charset || /^utf-?8$/i.test(charset)) return utf8;
  try {
    return new TextDecoder(charset);
  } catch {
    return utf8;
  }
}

export function responseData(raw: RawResponse & { body: Uint8Array }, method: string, parse: (text: string) => unknown = JSON.parse): unknown {
  if (NO_BODY_STATUSES.has(raw.status) || method === 'HEAD' || raw.body.byteLength === 0) return undefined;
  const contentType = raw.headers['content-type'] ?? '';
  const json = JSON_TYPE.test(contentType);
  if (!json && !isText(contentType)) return raw.body.buffer.slice(raw.body.byteOffset, raw.body.byteOffset + raw.body.byteLength);
  const text = decoderOf(contentType).decode(raw.body);
  if (!json) return text;
  try {
    return parse(text);
  } catch {
    return text;
  }
}

function messageOf(status: number, data: unknown, req: ErrorRequest): string {
  let detail: string | undefined;
  if (data && typeof data === 'object') {
    const d = data as Record<string, unknown>;
    const err = d.error;
    if (typeof d.message === 'string') detail = d.message;
    else if (typeof err === 'string') detail = err;
    // An error object's message (a string's `message` is undefined).
    else if (typeof (err as { message?: unknown } | null | undefined)?.message === 'string') detail = (err as { message: string }).message;
  } else if (typeof data === 'string' && data.length <= 200) detail = data;
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
  return (ctx, raw, transport) => {
    const { http, route } = ctx;
    // A streamed body: read by the route's `events`, else as it is (`responseType: 'stream'`).
    const data =
      raw.body instanceof Uint8Array
        ? responseData(raw as RawResponse & { body: Uint8Array }, http!.method, route.parse)
        : (route.events?.(raw as StreamedAnswer, ctx, transport, client) ?? raw.body);
    const response: Response<unknown> = { status: raw.status, url: raw.url, headers: raw.headers, data };
    const status = response.status;
    if (status >= 300 && !(status < 400 && http!.options.redirect === 'manual' && response.headers.location !== undefined)) {
      const request = describeRequest(client, ctx);
      const shown = redact(response, callSecrets(client, ctx));
      throw errorForStatus(status, messageOf(status, shown.data, request), { response: shown, request });
    }
    return shape ? shapeResult(route, response, ctx.params) : response;
  };
}
