// Compares what a client sent and returned with a recorded exchange, field by field: method,
// origin (scheme and host), path, query (as a multiset of decoded pairs), body (JSON deep-equal,
// else text or bytes equal), `accept` and `content-type` (parsed media types: case and spacing
// do not matter, absent vs present does), then the returned status and decoded body (JSON
// deep-equal, text equal, bytes equal; no body, `undefined` and '' are all "none"). Each
// difference says what the recording has and what the client did.

import type { Body, RecordedRequest, RecordedResponse } from './recording.js';
import type { SentRequest } from './replay-fetch.js';

export type Field = 'request' | 'method' | 'origin' | 'path' | 'query' | 'body' | 'accept' | 'content-type' | 'outcome' | 'status' | 'data';

export interface Difference {
  field: Field;
  /** What the recording has. */
  expected: string;
  /** What the client sent or returned. */
  actual: string;
}

/** What a call gave back: a response (or an HTTP error's status and body), or an error without one. */
export type Outcome = { status: number; data: unknown } | { error: string };

const ABSENT = '(absent)';
const decoder = new TextDecoder();

const clip = (s: string, n = 160): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** A value a client returned, as a Body. */
export function decoded(value: unknown): Body {
  if (value === undefined || value === '') return { kind: 'none' };
  if (typeof value === 'string') return { kind: 'text', value };
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
    const bytes = value instanceof ArrayBuffer ? new Uint8Array(value) : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    return bytes.byteLength === 0 ? { kind: 'none' } : { kind: 'bytes', value: bytes };
  }
  return { kind: 'json', value };
}

export function describeBody(body: Body): string {
  switch (body.kind) {
    case 'none':
      return '(none)';
    case 'json':
      return `JSON ${clip(JSON.stringify(body.value) ?? String(body.value), 100)}`;
    case 'text':
      return `text ${clip(JSON.stringify(body.value), 100)}`;
    case 'bytes':
      return `bytes (${body.value.byteLength})`;
  }
}

/** Deep equality of JSON values (by structure, not prototype: a value parsed in another realm is equal). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Where two JSON values first differ (`.a[2].b`), with both values there. */
export function jsonDifference(a: unknown, b: unknown, at = ''): string | undefined {
  if (jsonEqual(a, b)) return undefined;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    for (const k of ka) {
      const path = Array.isArray(a) ? `${at}[${k}]` : `${at}.${k}`;
      if (!Object.hasOwn(b, k)) return `${path || '.'} missing`;
      const inner = jsonDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], path);
      if (inner) return inner;
    }
    const extra = kb.find((k) => !Object.hasOwn(a, k));
    if (extra !== undefined) return `${Array.isArray(a) ? `${at}[${extra}]` : `${at}.${extra}`} not expected`;
  }
  return `${at || '.'}: ${clip(JSON.stringify(a) ?? String(a), 60)} vs ${clip(JSON.stringify(b) ?? String(b), 60)}`;
}

/** Whether two bodies are equal; a reason when not. */
export function bodyDifference(expected: Body, actual: Body): string | undefined {
  if (expected.kind !== actual.kind) return `${expected.kind} vs ${actual.kind}`;
  switch (expected.kind) {
    case 'none':
      return undefined;
    case 'json':
      return jsonDifference(expected.value, (actual as { value: unknown }).value);
    case 'text':
      return expected.value === (actual as { value: string }).value ? undefined : 'different text';
    case 'bytes':
      return Buffer.compare(expected.value, (actual as { value: Uint8Array }).value) === 0 ? undefined : 'different bytes';
  }
}

/** A media type with its parameters, normalised: `text/plain; charset=utf-8` = `text/plain;charset=UTF-8`. */
export function mediaType(value: string): string {
  const [type, ...params] = value.split(';');
  const ps = params
    .map((p) => {
      const eq = p.indexOf('=');
      if (eq < 0) return p.trim().toLowerCase();
      const name = p.slice(0, eq).trim().toLowerCase();
      let v = p.slice(eq + 1).trim();
      if (v.startsWith('"') && v.endsWith('"')) v = v.slice(1, -1);
      return `${name}=${name === 'charset' ? v.toLowerCase() : v}`;
    })
    .filter((p) => p !== '')
    .sort();
  return [type!.trim().toLowerCase(), ...ps].join('; ');
}

const acceptList = (value: string): string =>
  value
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '')
    .map(mediaType)
    .sort()
    .join(', ');

/** The body a client sent, read as the recorded body's kind. */
function sentBody(expected: Body, bytes: Uint8Array | undefined): Body {
  if (!bytes || bytes.byteLength === 0) return { kind: 'none' };
  if (expected.kind === 'bytes') return { kind: 'bytes', value: bytes };
  const text = decoder.decode(bytes);
  if (expected.kind === 'json') {
    try {
      return { kind: 'json', value: JSON.parse(text) };
    } catch {
      return { kind: 'text', value: text };
    }
  }
  return { kind: 'text', value: text };
}

const queryOf = (pairs: Iterable<[string, string]>): string =>
  [...pairs]
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('&');

export function compareRequest(recorded: RecordedRequest, sent: SentRequest | undefined): Difference[] {
  if (!sent) return [{ field: 'request', expected: `${recorded.method} ${recorded.url}`, actual: '(not sent)' }];
  const out: Difference[] = [];
  const url = new URL(sent.url);
  if (sent.method.toUpperCase() !== recorded.method) out.push({ field: 'method', expected: recorded.method, actual: sent.method });
  if (url.origin !== recorded.origin) out.push({ field: 'origin', expected: recorded.origin, actual: url.origin });
  if (url.pathname !== recorded.path) out.push({ field: 'path', expected: recorded.path, actual: url.pathname });
  const q = queryOf(url.searchParams);
  const rq = queryOf(recorded.query);
  if (q !== rq) out.push({ field: 'query', expected: rq || '(none)', actual: q || '(none)' });
  const body = sentBody(recorded.body, sent.body);
  const why = bodyDifference(recorded.body, body);
  if (why) out.push({ field: 'body', expected: describeBody(recorded.body), actual: `${describeBody(body)} (${why})` });
  for (const name of ['accept', 'content-type'] as const) {
    const want = recorded.headers[name];
    const got = sent.headers[name];
    const norm = name === 'accept' ? acceptList : mediaType;
    if (want === undefined && got === undefined) continue;
    if (want === undefined || got === undefined || norm(want) !== norm(got)) out.push({ field: name, expected: want ?? ABSENT, actual: got ?? ABSENT });
  }
  return out;
}

/**
 * The credential, not counted in the comparison (the recordings' tokens are placeholders, and a
 * client may rightly drop one): how the sent `authorization` differs from the recorded one, if it
 * does (absent, another token, or another scheme word).
 */
export function credentialNote(recorded: RecordedRequest, sent: SentRequest | undefined): string | undefined {
  const want = recorded.headers.authorization;
  const got = sent?.headers.authorization;
  if (!sent || want === got) return undefined;
  const split = (v: string) => /^\s*(\S+)\s+(.*)$/.exec(v)?.slice(1) ?? ['', v];
  if (want === undefined) return 'authorization sent, none recorded';
  if (got === undefined) return `authorization not sent (recorded: ${split(want)[0]} …)`;
  const [ws, wt] = split(want);
  const [gs, gt] = split(got);
  if (wt !== gt) return 'authorization with another token';
  return `authorization scheme ${gs} (recorded: ${ws})`;
}

export function compareResult(recorded: RecordedResponse, outcome: Outcome): Difference[] {
  if ('error' in outcome) return [{ field: 'outcome', expected: `${recorded.status} ${describeBody(recorded.body)}`, actual: clip(outcome.error, 200) }];
  const out: Difference[] = [];
  if (outcome.status !== recorded.status) out.push({ field: 'status', expected: String(recorded.status), actual: String(outcome.status) });
  const body = decoded(outcome.data);
  const why = bodyDifference(recorded.body, body);
  if (why) {
    const shown = body.kind === 'bytes' && !(outcome.data instanceof Uint8Array) ? `ArrayBuffer (${body.value.byteLength} bytes)` : describeBody(body);
    out.push({ field: 'data', expected: describeBody(recorded.body), actual: `${shown} (${why})` });
  }
  return out;
}
