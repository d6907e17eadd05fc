// The Node transport: one request over node:http(s) with the keep-alive agent (or the caller's
// `request.agent`), following redirects by the rule both transports share (./redirect.ts),
// decompressing gzip/deflate/br bodies as a stream that stops at the size limit, and failing when
// the server sends nothing for the idle timeout. Node's modules are reached with
// `process.getBuiltinModule`, so bundlers for the browser never see them and importing the
// package costs nothing. Hand-written because it is the per-call hot path: the same exchange
// through fetch (undici) costs 1.5-2x as much on loopback (bench/RESULTS.md). For the same reason
// an exchange is one promise however many redirects it follows, the idle timeout rides on the
// agent's socket timer where it can (runtime/transport/idle-timer.ts), and the answer's headers are
// the object Node has already built for its keep-alive bookkeeping (copied only when a header
// arrived as a list).

import type * as Http from 'node:http';
import type * as Stream from 'node:stream';
import type * as Zlib from 'node:zlib';
import type { RawResponse } from '../pipeline/context.js';
import { IdleTimer } from './idle-timer.js';
import { ByteCollector, IDLE, TOO_LARGE, failure, isByteStream, streams, type Exchange } from './exchange.js';
import { nextHop, type Hop as RedirectHop } from './redirect.js';

type Builtin = <T>(id: string) => T;
const getBuiltin = (globalThis as { process?: { getBuiltinModule?: Builtin } }).process?.getBuiltinModule;

/** True when this transport can run here (Node 20.16 and later). */
export const nodeTransportAvailable = typeof getBuiltin === 'function';

const ACCEPT_ENCODING = 'gzip, deflate, br';

let http: typeof Http | undefined;
let https: typeof Http | undefined;
let zlib: typeof Zlib | undefined;
let streamModule: typeof Stream | undefined;
const nodeStreams = () => (streamModule ??= getBuiltin!<typeof Stream>('node:stream'));

/** The answer's headers as one string per name: Node gives `set-cookie`, and only it, as a list. */
function flatten(headers: Http.IncomingHttpHeaders): Record<string, string> {
  const cookies = headers['set-cookie'];
  if (cookies === undefined) return headers as Record<string, string>;
  const out: Record<string, string> = Object.assign({}, headers as Record<string, string>);
  out['set-cookie'] = cookies.join(', ');
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

/** Where a request goes, as node:http takes it. */
interface Target {
  hostname: string;
  port: string;
  /** Path and query. */
  path: string;
  https: boolean;
}

/** An origin with nothing after the host: no userinfo, query, fragment, backslash or space. */
const PLAIN_ORIGIN = /^https?:\/\/[^/?#\\@\s]+$/i;
/** A path and query the URL parser leaves as they are (no dot segment, nothing to percent-encode, no empty query). */
const NORMAL_PATH = /^\/[\w\-.~!$&()*+,;=:@%/?]*$/;
const NOT_NORMAL = /\/\.|%2e|\?$/i;
/** Parsed origins (bounded: emptied when full). */
const origins = new Map<string, Target>();

function targetOf(parsed: URL, path: string): Target {
  // Only http(s): a redirect elsewhere (ftp:, file:, ...) fails as node:http would fail it.
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw failure('ERR_INVALID_PROTOCOL', `Protocol "${parsed.protocol}" not supported`);
  const hostname = parsed.hostname;
  return { hostname: hostname.startsWith('[') ? hostname.slice(1, -1) : hostname, port: parsed.port, path, https: parsed.protocol === 'https:' };
}

/**
 * The target of `url`, as `new URL(url)` makes it. The URL parser is a good part of a call's cost,
 * so a URL whose path and query it would leave unchanged reuses its origin parsed before.
 */
export function targetFor(url: string): Target {
  const slash = url.indexOf('/', url.indexOf('//') + 2);
  if (slash > 0) {
    const origin = url.slice(0, slash);
    const path = url.slice(slash);
    if (NORMAL_PATH.test(path) && !NOT_NORMAL.test(path) && PLAIN_ORIGIN.test(origin)) {
      let known = origins.get(origin);
      if (!known) {
        if (origins.size >= 64) origins.clear();
        origins.set(origin, (known = targetOf(new URL(origin), '')));
      }
      return { hostname: known.hostname, port: known.port, path, https: known.https };
    }
  }
  const parsed = new URL(url);
  return targetOf(parsed, `${parsed.pathname}${parsed.search}`);
}

/** A body sent as it is read (exchange.ts isByteStream). */
type Streamed = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;
/** A hop of the chain: its body already bytes, or a stream (sent once: a redirect cannot send it again). */
type Hop = RedirectHop<string | Uint8Array | Streamed>;

/** Sends `first` and the hops its redirects lead to; settles once, with the last answer or the first failure. */
function exchange(ex: Exchange, first: Hop): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const signal = ex.signal;
    let request: Http.ClientRequest | undefined;
    let unzip: ReturnType<typeof decompressor>;
    let done = false;
    const finish = (error: unknown, value?: RawResponse) => {
      if (done) return;
      done = true;
      if (onAbort) signal!.removeEventListener('abort', onAbort);
      if (error === undefined) return resolve(value!);
      request?.destroy();
      unzip?.destroy();
      reject(error);
    };
    const onAbort = signal && (() => finish(signal.reason ?? failure('ABORT_ERR', 'aborted')));

    const send = (hop: Hop, hops: number) => {
      // Events of a hop that has ended (its socket back in the pool) change nothing.
      let ended = false;
      const fail = (error: unknown) => {
        if (ended) return;
        timer.stop();
        finish(error);
      };
      const target = targetFor(hop.url);
      const lib = target.https ? (https ??= getBuiltin!<typeof Http>('node:https')) : (http ??= getBuiltin!<typeof Http>('node:http'));
      const headers = hop.headers;
      const body = hop.body;
      const bytes = typeof body === 'string' || body instanceof Uint8Array ? body : undefined;
      // A streamed body goes chunked, unless the caller gave its length.
      if (bytes !== undefined) headers['content-length'] = String(typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.byteLength);
      else if (body === undefined && hop.method !== 'GET' && hop.method !== 'HEAD') headers['content-length'] = '0';
      const options: Http.RequestOptions = {
        method: hop.method,
        hostname: target.hostname,
        port: target.port,
        path: target.path,
        headers,
      };
      if (ex.agent) options.agent = ex.agent as Http.Agent;
      const agentTimeout = ((ex.agent ?? lib.globalAgent) as { options?: { timeout?: unknown } }).options?.timeout;
      const timer = new IdleTimer(ex.idleTimeout, agentTimeout, () => fail(failure(IDLE, `nothing received for ${ex.idleTimeout} ms`)));
      if (!timer.shared) options.timeout = ex.idleTimeout;
      const req = lib.request(options, (res) => {
        const h = flatten(res.headers);
        unzip = hop.method === 'HEAD' ? undefined : decompressor(h['content-encoding']);
        const stream = unzip ? res.pipe(unzip) : res;
        const status = res.statusCode ?? 0;
        if (hop.method !== 'HEAD' && streams(ex, status, h)) {
          // Streamed: no size limit; the idle timer stops here, the caller's signal still ends it.
          timer.stop();
          ended = true;
          const stop = signal && (() => stream.destroy(signal.reason));
          if (stop) {
            signal!.addEventListener('abort', stop, { once: true });
            stream.once('close', () => signal!.removeEventListener('abort', stop));
          }
          res.once('close', () => {
            if (!res.complete) stream.destroy(failure('ECONNRESET', 'the connection closed before the response body ended'));
          });
          const body = nodeStreams().Readable.toWeb(stream as Stream.Readable) as ReadableStream<Uint8Array>;
          return finish(undefined, { status, url: hop.url, headers: h, body });
        }
        // Collected: held to maxResponseBytes, refused at once when the answer announces more (a
        // HEAD's length is the GET's, with no body to hold).
        const declared = Number(h['content-length']);
        if (hop.method !== 'HEAD' && !h['content-encoding'] && declared > ex.maxBytes) return fail(failure(TOO_LARGE, `the body declares ${declared} bytes`));
        const collector = new ByteCollector(ex.maxBytes);
        stream.on('data', (chunk: Uint8Array) => {
          if (!collector.push(chunk)) fail(failure(TOO_LARGE, `the body is larger than ${ex.maxBytes} bytes`));
        });
        stream.on('end', () => {
          if (ended || done) return;
          timer.stop();
          ended = true;
          const response: RawResponse = { status, url: hop.url, headers: h, body: collector.bytes() };
          let next: Hop | undefined;
          try {
            // Only a 3xx may lead on (most answers never reach the redirect rule).
            if (status >= 300 && status < 400) next = nextHop(ex, hop, status, h.location, hops, bytes !== undefined || body === undefined);
          } catch (error) {
            return finish(error);
          }
          if (!next) return finish(undefined, response);
          unzip = undefined;
          start(next, hops + 1);
        });
        unzip?.on('error', fail);
        res.on('error', fail);
        res.on('close', () => {
          if (!res.complete) fail(failure('ECONNRESET', 'the connection closed before the response body ended'));
        });
      });
      request = req;
      timer.attach(req);
      req.on('error', fail);
      if (body === undefined || bytes !== undefined) req.end(bytes);
      else {
        const { Readable, pipeline } = nodeStreams();
        const source = body instanceof ReadableStream ? Readable.fromWeb(body as never) : Readable.from(body);
        pipeline(source, req, (error) => error && fail(error));
      }
    };

    const start = (hop: Hop, hops: number) => {
      try {
        send(hop, hops);
      } catch (error) {
        finish(error);
      }
    };
    if (onAbort) signal!.addEventListener('abort', onAbort, { once: true });
    start(first, 0);
  });
}

/** A body Node can write as it is, or undefined when it must be encoded first. */
function immediateBytes(body: BodyInit): string | Uint8Array | Streamed | undefined {
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  if (isByteStream(body)) return body;
  return undefined;
}

/** FormData (with its multipart boundary), URLSearchParams, Blob, streams: as fetch would send them. */
async function encodedBytes(body: BodyInit, headers: Record<string, string>): Promise<Uint8Array> {
  const encoded = new globalThis.Response(body);
  headers['content-type'] ??= encoded.headers.get('content-type') ?? 'application/octet-stream';
  return new Uint8Array(await encoded.arrayBuffer());
}

/** Whitespace at either end of a header value, which fetch drops (Fetch: "normalize") and node:http refuses. */
const EDGE_WHITESPACE = /^[\t\n\r ]+|[\t\n\r ]+$/g;

/** Sends the exchange over node:http, following redirects unless `redirect` says otherwise. */
export function viaNode(ex: Exchange): Promise<RawResponse> {
  const headers: Record<string, string> = { 'accept-encoding': ACCEPT_ENCODING };
  for (const name of Object.keys(ex.headers)) headers[name] = ex.headers[name]!.replace(EDGE_WHITESPACE, '');
  const body = ex.body === undefined ? undefined : immediateBytes(ex.body);
  if (ex.body === undefined || body !== undefined) return exchange(ex, { method: ex.method, url: ex.url, headers, body });
  return encodedBytes(ex.body, headers).then((bytes) => exchange(ex, { method: ex.method, url: ex.url, headers, body: bytes }));
}
