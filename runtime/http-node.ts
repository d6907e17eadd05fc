// The Node transport: one request over node:http(s) with the keep-alive agent (or the caller's
// `request.agent`), following redirects like fetch does (authorization dropped across origins)
// and decompressing gzip/deflate/br bodies. Node's modules are reached with
// `process.getBuiltinModule`, so bundlers for the browser never see them, and so that importing
// the package costs nothing. Hand-written because it is the per-call hot path: the same exchange
// through fetch (undici) or ky costs 1.5-2x as much on loopback (bench/RESULTS.md).

import type * as Http from 'node:http';
import { NO_BODY_STATUSES, isText, parseBody } from './body.js';
import type { EndpointResult, RequestRequestOptions, Response } from './types.js';
import type * as Zlib from 'node:zlib';

type Builtin = <T>(id: string) => T;
const getBuiltin = (globalThis as { process?: { getBuiltinModule?: Builtin } }).process?.getBuiltinModule;

/** True when this transport can run here (Node 20.16 and later). */
export const nodeTransportAvailable = typeof getBuiltin === 'function';

let http: typeof Http | undefined;
let https: typeof Http | undefined;
let zlib: typeof Zlib | undefined;

export interface RawResponse {
  status: number;
  url: string;
  headers: Record<string, string>;
  contentType: string;
  body: Buffer;
}

export interface NodeRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  agent?: unknown;
  signal?: AbortSignal;
  redirect?: 'follow' | 'manual' | 'error';
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 20;

function flatten(headers: Http.IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(headers)) {
    const v = headers[key];
    if (v !== undefined) out[key] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}

function decompress(encoding: string | undefined, body: Buffer): Promise<Buffer> {
  if (!encoding || encoding === 'identity' || body.length === 0) return Promise.resolve(body);
  zlib ??= getBuiltin!<typeof Zlib>('node:zlib');
  const z = zlib;
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, out: Buffer) => (error ? reject(error) : resolve(out));
    if (encoding === 'gzip' || encoding === 'x-gzip') z.gunzip(body, { finishFlush: z.constants.Z_SYNC_FLUSH }, done);
    else if (encoding === 'deflate') z.inflate(body, done);
    else if (encoding === 'br') z.brotliDecompress(body, done);
    else resolve(body);
  });
}

function once(req: NodeRequest): Promise<RawResponse> {
  const target = new URL(req.url);
  const secure = target.protocol === 'https:';
  const lib = secure ? (https ??= getBuiltin!<typeof Http>('node:https')) : (http ??= getBuiltin!<typeof Http>('node:http'));
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br', ...req.headers };
  if (req.body !== undefined) headers['content-length'] = String(typeof req.body === 'string' ? Buffer.byteLength(req.body) : req.body.byteLength);
  else if (req.method !== 'GET' && req.method !== 'HEAD') headers['content-length'] = '0';
  return new Promise((resolve, reject) => {
    const request = lib.request(
      {
        method: req.method,
        protocol: target.protocol,
        hostname: target.hostname.startsWith('[') ? target.hostname.slice(1, -1) : target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        headers,
        ...(req.agent ? { agent: req.agent as Http.Agent } : {}),
        ...(req.signal ? { signal: req.signal } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const h = flatten(res.headers);
          decompress(h['content-encoding'], chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).then(
            (body) => resolve({ status: res.statusCode ?? 0, url: req.url, headers: h, contentType: h['content-type'] ?? '', body }),
            reject,
          );
        });
      },
    );
    request.on('error', reject);
    request.end(req.body);
  });
}

/** Sends `req`, following redirects unless `redirect` says otherwise. */
export async function nodeRequest(req: NodeRequest): Promise<RawResponse> {
  let current = req;
  for (let hops = 0; ; hops++) {
    const response = await once(current);
    const location = response.headers.location;
    if (!REDIRECTS.has(response.status) || !location || current.redirect === 'manual') return response;
    if (current.redirect === 'error') throw new TypeError(`redirect to ${new URL(location, current.url).origin} refused (request.redirect is "error")`);
    if (hops >= MAX_REDIRECTS) throw new TypeError(`more than ${MAX_REDIRECTS} redirects`);
    const next = new URL(location, current.url);
    const headers = { ...current.headers };
    if (next.origin !== new URL(current.url).origin) delete headers.authorization;
    const toGet = response.status === 303 || ((response.status === 301 || response.status === 302) && current.method === 'POST');
    if (toGet) {
      delete headers['content-type'];
      current = { ...current, url: next.href, method: current.method === 'HEAD' ? 'HEAD' : 'GET', headers, body: undefined };
    } else current = { ...current, url: next.href, headers };
  }
}

/** Sends a prepared request over node:http and decodes the answer (the transport's Node path). */
export async function viaNode(req: EndpointResult, headers: Record<string, string>, body: BodyInit | undefined, signal: AbortSignal | undefined, options: RequestRequestOptions): Promise<Response<unknown>> {
  if (body !== undefined && typeof body !== 'string' && !(body instanceof Uint8Array)) {
    body = body instanceof ArrayBuffer ? new Uint8Array(body) : new Uint8Array(await new globalThis.Response(body).arrayBuffer());
  }
  const raw = await nodeRequest({
    method: req.method,
    url: req.url,
    headers,
    body: body as string | Uint8Array | undefined,
    agent: options.agent,
    signal,
    redirect: options.redirect as 'follow' | 'manual' | 'error' | undefined,
  });
  let data: unknown;
  if (!NO_BODY_STATUSES.has(raw.status) && req.method !== 'HEAD') {
    data = isText(raw.contentType) ? parseBody(raw.contentType, raw.body.toString('utf8')) : raw.body.buffer.slice(raw.body.byteOffset, raw.body.byteOffset + raw.body.byteLength);
  }
  return { status: raw.status, url: raw.url, headers: raw.headers, data };
}

