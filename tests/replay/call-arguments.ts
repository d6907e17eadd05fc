// What a program would pass to make the recorded request: the operation (or, when the description
// has none, the recorded path as a route for the client's generic `request`), its parameters from
// the recorded path, query and body (typed as the description's parameters say: `?per_page=3` is
// the integer 3), and the per-call options a caller gives for what the description cannot say:
// `mediaType.format` (and previews) for GitHub's `application/vnd.github.v3.<format>` Accept, an
// Accept of another kind the recording asked for (`text/html` for markdown: `headers.accept`), the
// file's content type for a binary upload, and the token of the recorded Authorization.

import type { RecordedRequest } from './recording.js';
import type { RouteMatch } from './route-match.js';

/** What the description says about an operation, as far as the arguments need it. */
export interface OperationFacts {
  /** Parameter name → its schema type (`integer`, `number`, `boolean`, `string`, `array`, ...). */
  types: Readonly<Record<string, string>>;
  /** The request body is a file (a binary string): its content type is the caller's to say. */
  binaryBody?: boolean;
}

export interface CallArguments {
  /** `METHOD /template` of the operation, or `METHOD /recorded/path?query` when none matched. */
  route: string;
  /** The operation's name in the client, when one matched. */
  operation?: string;
  params: Record<string, unknown>;
  mediaType?: { format?: string; previews?: string[] };
  headers?: Record<string, string>;
  /** The token of the recorded Authorization header (after its scheme word). */
  token?: string;
}

/** A recorded string value as the parameter's type says. */
export function typed(value: string, type: string | undefined): unknown {
  if ((type === 'integer' || type === 'number') && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

const FORMAT = /^application\/vnd\.github\.v3\.([a-z]+)(?:\+json)?$/i;
const PREVIEW = /^application\/vnd\.github\.([a-z0-9-]+)-preview(?:\+json)?$/i;

/** `mediaType` for GitHub's media types in a recorded Accept, if it names a format or previews. */
export function mediaTypeOf(accept: string | undefined): CallArguments['mediaType'] {
  if (!accept) return undefined;
  let format: string | undefined;
  const previews: string[] = [];
  for (const part of accept.split(',')) {
    const type = part.split(';')[0]!.trim();
    const f = FORMAT.exec(type);
    if (f) format = f[1]!.toLowerCase();
    const p = PREVIEW.exec(type);
    if (p) previews.push(p[1]!.toLowerCase());
  }
  if (!format && previews.length === 0) return undefined;
  return { ...(format ? { format } : {}), ...(previews.length ? { previews } : {}) };
}

/** The token of an Authorization value (`token X`, `Bearer X`). */
export function tokenOf(authorization: string | undefined): string | undefined {
  const m = /^\s*(?:token|bearer)\s+(\S+)\s*$/i.exec(authorization ?? '');
  return m?.[1];
}

export function callArguments(request: RecordedRequest, match: RouteMatch | undefined, facts?: OperationFacts): CallArguments {
  const types = facts?.types ?? {};
  const params: Record<string, unknown> = {};
  let route: string;
  if (match) {
    route = `${match.method} ${match.url}`;
    for (const [name, value] of Object.entries(match.params)) params[name] = typed(value, types[name]);
    for (const [name, value] of request.query) {
      const v = typed(value, types[name]);
      const had = params[name];
      params[name] = had === undefined ? (types[name] === 'array' ? [v] : v) : Array.isArray(had) ? [...had, v] : [had, v];
    }
  } else {
    const search = new URLSearchParams(request.query).toString();
    route = `${request.method} ${request.path}${search ? `?${search}` : ''}`;
  }
  const body = request.body;
  if (body.kind === 'json') {
    const v = body.value;
    const fields = v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v) : undefined;
    if (fields && !fields.some((f) => f in params)) Object.assign(params, v);
    else params.data = v;
  } else if (body.kind === 'text' || body.kind === 'bytes') params.data = body.value;
  const out: CallArguments = { route, params };
  if (match) out.operation = match.key;
  const accept = request.headers.accept;
  const mediaType = mediaTypeOf(accept);
  if (mediaType) out.mediaType = mediaType;
  const headers: Record<string, string> = {};
  // What every GitHub client sends by default is no choice of the caller's; anything else not a format or preview is.
  if (accept && !mediaType && !/^application\/(vnd\.github\.v3\+)?json$/i.test(accept.trim())) headers.accept = accept;
  const contentType = request.headers['content-type'];
  if (facts?.binaryBody && contentType && body.kind !== 'none') headers['content-type'] = contentType;
  if (Object.keys(headers).length) out.headers = headers;
  const token = tokenOf(request.headers.authorization);
  if (token) out.token = token;
  return out;
}
