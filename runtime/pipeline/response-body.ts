// Reads a response body by its content type: JSON parsed (left as text when it does not parse),
// other text types as a string, anything else as an ArrayBuffer; no body for 204, 205, 304 and
// HEAD, and an empty body is no data whatever its content type.

import type { RawResponse } from './context.js';

export const NO_BODY_STATUSES = new Set([204, 205, 304]);

const decoder = new TextDecoder();
const JSON_TYPE = /json/i;
const isText = (contentType: string): boolean => contentType === '' || /^text\/|xml|javascript|x-www-form-urlencoded/i.test(contentType);

export function responseData(raw: RawResponse, method: string): unknown {
  if (NO_BODY_STATUSES.has(raw.status) || method === 'HEAD' || raw.body.byteLength === 0) return undefined;
  const contentType = raw.headers['content-type'] ?? '';
  const json = JSON_TYPE.test(contentType);
  if (!json && !isText(contentType)) return raw.body.buffer.slice(raw.body.byteOffset, raw.body.byteOffset + raw.body.byteLength);
  const text = decoder.decode(raw.body);
  if (!json) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
