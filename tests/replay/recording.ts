// Recorded HTTP exchanges, read from a nock-format fixture (the JSON @octokit/fixtures publishes
// per scenario: scope, method, path with its query, body, reqheaders, status, response, headers,
// responseIsBinary) into one plain shape: what was sent (method, origin, path, query, headers,
// body) and what came back (status, headers, the bytes to answer with, and the body as a client
// should decode it). Pure: it takes parsed JSON, reads no file.

/** A body as compared: nothing, a JSON value, text, or bytes. */
export type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'text'; value: string } | { kind: 'bytes'; value: Uint8Array };

export interface RecordedRequest {
  method: string;
  /** `https://api.github.com` (a default port left out). */
  origin: string;
  /** The path, without the query. */
  path: string;
  /** The query's decoded name/value pairs, in order. */
  query: Array<[string, string]>;
  /** origin + path + query, as sent. */
  url: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
  body: Body;
}

export interface RecordedResponse {
  status: number;
  /** Lower-case header names; content-length left out (the replayed body sets its own). */
  headers: Record<string, string>;
  /** The bytes to answer with. */
  raw: Uint8Array;
  /** The body as a client should return it: by the recorded content type. */
  body: Body;
}

export interface Exchange {
  /** `<scenario>#<index>`. */
  id: string;
  scenario: string;
  index: number;
  request: RecordedRequest;
  response: RecordedResponse;
}

/** One entry of a nock-format fixture (only the fields read here). */
export interface NockEntry {
  scope: string;
  method: string;
  path: string;
  body?: unknown;
  status: number;
  response?: unknown;
  reqheaders?: Record<string, unknown>;
  headers?: Record<string, unknown>;
  responseIsBinary?: boolean;
}

/** Statuses whose answers have no body (fetch refuses one). */
export const NO_BODY = new Set([101, 103, 204, 205, 304]);

const isJsonType = (contentType: string | undefined): boolean => !!contentType && /^[^;]*[/+]json\s*(;|$)/i.test(contentType);
const encoder = new TextEncoder();

function lowerCase(headers: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined && value !== null) out[name.toLowerCase()] = String(value);
  return out;
}

/** A request body as nock stored it: '' for none, a parsed object for JSON, else a string. */
function requestBody(body: unknown, contentType: string | undefined): Body {
  if (body === undefined || body === null || body === '') return { kind: 'none' };
  if (typeof body !== 'string') return { kind: 'json', value: body };
  if (isJsonType(contentType)) {
    try {
      return { kind: 'json', value: JSON.parse(body) };
    } catch {
      return { kind: 'text', value: body };
    }
  }
  return { kind: 'text', value: body };
}

/** The answer's bytes and its body as a client should decode it. */
function responseBody(entry: NockEntry, contentType: string | undefined): { raw: Uint8Array; body: Body } {
  const r = entry.response;
  if (NO_BODY.has(entry.status) || r === undefined || r === null || r === '') return { raw: new Uint8Array(0), body: { kind: 'none' } };
  if (typeof r !== 'string') return { raw: encoder.encode(JSON.stringify(r)), body: { kind: 'json', value: r } };
  if (entry.responseIsBinary) {
    const bytes = Uint8Array.from(Buffer.from(r, 'hex'));
    return { raw: bytes, body: { kind: 'bytes', value: bytes } };
  }
  const raw = encoder.encode(r);
  if (isJsonType(contentType)) {
    try {
      return { raw, body: { kind: 'json', value: JSON.parse(r) } };
    } catch {
      return { raw, body: { kind: 'text', value: r } };
    }
  }
  return { raw, body: { kind: 'text', value: r } };
}

/** The exchanges of one scenario, in recorded order. */
export function fromNock(scenario: string, entries: readonly NockEntry[]): Exchange[] {
  return entries.map((entry, index) => {
    const origin = new URL(entry.scope).origin;
    const url = new URL(entry.path, `${origin}/`);
    const reqHeaders = lowerCase(entry.reqheaders);
    delete reqHeaders.host;
    const resHeaders = lowerCase(entry.headers);
    delete resHeaders['content-length'];
    const { raw, body } = responseBody(entry, resHeaders['content-type']);
    return {
      id: `${scenario}#${index}`,
      scenario,
      index,
      request: {
        method: entry.method.toUpperCase(),
        origin,
        path: url.pathname,
        query: [...url.searchParams],
        url: `${origin}${entry.path}`,
        headers: reqHeaders,
        body: requestBody(entry.body, reqHeaders['content-type']),
      },
      response: { status: entry.status, headers: resHeaders, raw, body },
    };
  });
}
