// The Node transport: one request over node:http(s) with the keep-alive agent (or the caller's
// `request.agent`), following redirects like fetch does (credential headers dropped across
// origins), decompressing gzip/deflate/br bodies as a stream that stops at the size limit, and
// failing when the server sends nothing for the idle timeout. Node's modules are reached with
// `process.getBuiltinModule`, so bundlers for the browser never see them and importing the
// package costs nothing. Hand-written because it is the per-call hot path: the same exchange
// through fetch (undici) costs 1.5-2x as much on loopback (bench/RESULTS.md).

import type * as Http from 'node:http';
import type * as Zlib from 'node:zlib';
import type { RawResponse } from '../pipeline/context.js';
import { ByteCollector, IDLE, MAX_REDIRECTS, REDIRECTS, TOO_LARGE, failure, type Exchange } from './exchange.js';

type Builtin = <T>(id: string) => T;
const getBuiltin = (globalThis as { process?: { getBuiltinModule?: Builtin } }).process?.getBuiltinModule;

/** True when this transport can run here (Node 20.16 and later). */
export const nodeTransportAvailable = typeof getBuiltin === 'function';

let http: typeof Http | undefined;
let https: typeof Http | undefined;
let zlib: typeof Zlib | undefined;

function flatten(headers: Http.IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(headers)) {
    const v = headers[key];
    if (v !== undefined) out[key] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}

function decompressor(encoding: string | undefined): Zlib.Inflate | Zlib.Gunzip | Zlib.BrotliDecompress | undefined {
  if (!encoding || encoding === 'identity') return undefined;
  zlib ??= getBuiltin!<typeof Zlib>('node:zlib');
  if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
  if (encoding === 'deflate') return zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
  if (encoding === 'br') return zlib.createBrotliDecompress();
  return undefined;
}

interface Hop {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | Uint8Array | undefined;
}

function once(ex: Exchange, hop: Hop): Promise<RawResponse> {
  const target = new URL(hop.url);
  const lib = target.protocol === 'https:' ? (https ??= getBuiltin!<typeof Http>('node:https')) : (http ??= getBuiltin!<typeof Http>('node:http'));
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br', ...hop.headers };
  if (hop.body !== undefined) headers['content-length'] = String(typeof hop.body === 'string' ? Buffer.byteLength(hop.body) : hop.body.byteLength);
  else if (hop.method !== 'GET' && hop.method !== 'HEAD') headers['content-length'] = '0';
  return new Promise((resolve, reject) => {
    let done = false;
    let unzip: ReturnType<typeof decompressor>;
    const signal = ex.signal;
    const finish = (error: unknown, value?: RawResponse) => {
      if (done) return;
      done = true;
      signal?.removeEventListener('abort', onAbort);
      if (error === undefined) return resolve(value!);
      request.destroy();
      unzip?.destroy();
      reject(error);
    };
    const onAbort = () => finish(signal!.reason ?? failure('ABORT_ERR', 'aborted'));
    const request = lib.request(
      {
        method: hop.method,
        protocol: target.protocol,
        hostname: target.hostname.startsWith('[') ? target.hostname.slice(1, -1) : target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        headers,
        ...(ex.agent ? { agent: ex.agent as Http.Agent } : {}),
      },
      (res) => {
        const h = flatten(res.headers);
        const collector = new ByteCollector(ex.maxBytes);
        const declared = Number(h['content-length']);
        if (!h['content-encoding'] && declared > ex.maxBytes) return finish(failure(TOO_LARGE, `the body declares ${declared} bytes`));
        unzip = hop.method === 'HEAD' ? undefined : decompressor(h['content-encoding']);
        const stream = unzip ? res.pipe(unzip) : res;
        stream.on('data', (chunk: Uint8Array) => {
          if (!collector.push(chunk)) finish(failure(TOO_LARGE, `the body is larger than ${ex.maxBytes} bytes`));
        });
        stream.on('end', () => finish(undefined, { status: res.statusCode ?? 0, url: hop.url, headers: h, body: collector.bytes() }));
        unzip?.on('error', (error) => finish(error));
        res.on('error', (error) => finish(error));
        res.on('close', () => {
          if (!res.complete) finish(failure('ECONNRESET', 'the connection closed before the response body ended'));
        });
      },
    );
    request.setTimeout(ex.idleTimeout, () => finish(failure(IDLE, `nothing received for ${ex.idleTimeout} ms`)));
    request.on('error', (error) => finish(error));
    if (signal) signal.addEventListener('abort', onAbort, { once: true });
    request.end(hop.body);
  });
}

async function bytesOf(body: BodyInit, headers: Record<string, string>): Promise<string | Uint8Array> {
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  // FormData (with its multipart boundary), URLSearchParams, Blob, streams: as fetch would send them.
  const encoded = new globalThis.Response(body);
  headers['content-type'] ??= encoded.headers.get('content-type') ?? 'application/octet-stream';
  return new Uint8Array(await encoded.arrayBuffer());
}

/** Sends the exchange over node:http, following redirects unless `redirect` says otherwise. */
export async function viaNode(ex: Exchange): Promise<RawResponse> {
  const headers = { ...ex.headers };
  let hop: Hop = { method: ex.method, url: ex.url, headers, body: ex.body === undefined ? undefined : await bytesOf(ex.body, headers) };
  for (let hops = 0; ; hops++) {
    const response = await once(ex, hop);
    const location = response.headers.location;
    if (!REDIRECTS.has(response.status) || !location || ex.redirect === 'manual') return response;
    const next = new URL(location, hop.url);
    if (ex.redirect === 'error') throw failure('SPECFORGE_REDIRECT', `redirect to ${next.origin} refused (request.redirect is "error")`);
    if (hops >= MAX_REDIRECTS) throw failure('SPECFORGE_REDIRECT', `more than ${MAX_REDIRECTS} redirects`);
    const nextHeaders = { ...hop.headers };
    if (next.origin !== new URL(hop.url).origin) for (const name of ex.credentialHeaders) delete nextHeaders[name];
    const toGet = response.status === 303 || ((response.status === 301 || response.status === 302) && hop.method === 'POST');
    if (toGet) {
      delete nextHeaders['content-type'];
      hop = { url: next.href, method: hop.method === 'HEAD' ? 'HEAD' : 'GET', headers: nextHeaders, body: undefined };
    } else hop = { ...hop, url: next.href, headers: nextHeaders };
  }
}
