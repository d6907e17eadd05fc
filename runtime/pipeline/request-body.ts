// Encodes a request body as the route's `bodyType` says: JSON (the default), form-urlencoded,
// multipart (Blob, File, Uint8Array and ArrayBuffer values become file parts), binary or text.
// A route without a bodyType (and a route outside the spec) sends a string, bytes, a Blob,
// FormData, URLSearchParams, a stream or an async iterable of bytes as it is and anything else as JSON. The content type is
// set unless the caller set one (multipart leaves it to the transport, which adds the boundary).
// The encoders other than JSON are reached only through a route's `wire.bodies`, which the
// generator writes on the routes whose body type needs one.

import type { BodyEncoder, RouteDescription } from '../description.js';
import { SpecforgeError } from '../errors.js';
import { isByteStream } from '../transport/exchange.js';
import { text } from './parameter-style.js';

const JSON_TYPE = 'application/json; charset=utf-8';

function isRaw(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    isByteStream(body)
  );
}

const isFilePart = (v: unknown) => (typeof Blob !== 'undefined' && v instanceof Blob) || v instanceof ArrayBuffer || ArrayBuffer.isView(v);

function fields(payload: unknown): Array<[string, unknown]> {
  if (payload === null || typeof payload !== 'object') return [];
  const out: Array<[string, unknown]> = [];
  for (const [k, v] of Object.entries(payload)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) out.push([k, item]);
    else out.push([k, v]);
  }
  return out;
}

/** Encodes a body by the route's `bodyType` with the route's encoder for it; sets `content-type` in `headers` unless present. */
export function encodeBody(operation: string, route: RouteDescription, payload: unknown, headers: Record<string, string>): BodyInit {
  const type = route.bodyType;
  const set = (t: string) => (headers['content-type'] ??= route.bodyMediaType ?? t);
  if (type !== undefined && type !== 'json') {
    const encoder = route.wire?.bodies?.[type];
    if (!encoder) throw new SpecforgeError(`${operation}: a ${type} body, but its route has no wire.bodies.${type} to encode it (generate the client again)`);
    return encoder(payload, set);
  }
  if (type === undefined && isRaw(payload)) return payload;
  set(JSON_TYPE);
  return JSON.stringify(payload);
}

export const formBody: BodyEncoder = (payload, set) => {
  set('application/x-www-form-urlencoded');
  if (isRaw(payload)) return payload;
  const form = new URLSearchParams();
  for (const [k, v] of fields(payload)) form.append(k, text(v));
  return form.toString();
};

/** Multipart leaves the content type to the transport, which adds the boundary. */
export const multipartBody: BodyEncoder = (payload) => {
  if (isRaw(payload)) return payload;
  const form = new FormData();
  for (const [k, v] of fields(payload)) {
    if (isFilePart(v)) form.append(k, v instanceof Blob ? v : new Blob([v as ArrayBuffer]), (v as { name?: string }).name ?? k);
    else form.append(k, text(v));
  }
  return form;
};

export const binaryBody: BodyEncoder = (payload, set) => {
  set('application/octet-stream');
  return isRaw(payload) ? payload : text(payload);
};

export const textBody: BodyEncoder = (payload, set) => {
  set('text/plain; charset=utf-8');
  return typeof payload === 'string' ? payload : text(payload);
};
