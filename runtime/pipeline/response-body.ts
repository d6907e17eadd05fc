// Reads a response body by its content type: JSON (`application/json`, vendor `+json`) parsed (left
// as text when it does not parse), text (`text/*`, XML, JavaScript, forms, and any type that names
// a `charset`) as a string decoded with that charset, anything else as an ArrayBuffer; no body for
// 204, 205, 304 and HEAD, and an empty body is no data whatever its content type.

import type { RawResponse } from './context.js';

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

export function responseData(raw: RawResponse, method: string): unknown {
  if (NO_BODY_STATUSES.has(raw.status) || method === 'HEAD' || raw.body.byteLength === 0) return undefined;
  const contentType = raw.headers['content-type'] ?? '';
  const json = JSON_TYPE.test(contentType);
  if (!json && !isText(contentType)) return raw.body.buffer.slice(raw.body.byteOffset, raw.body.byteOffset + raw.body.byteLength);
  const text = decoderOf(contentType).decode(raw.body);
  if (!json) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
