// What a transport gets and how it fails. A transport sends one request (following redirects) and
// returns the raw answer, its body decompressed and bounded; it knows nothing of errors beyond
// raw failures (these codes, or whatever the platform threw) and nothing of redaction: the
// `transport` stage turns failures into the package's errors.

/** The names that carry a service's credentials: dropped when a request leaves its origin. */
export interface CredentialNames {
  /** Header names, lower case. */
  readonly headers: readonly string[];
  /** Query parameter names. */
  readonly query: readonly string[];
}

export interface Exchange {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: BodyInit | undefined;
  /** Aborts the exchange; the stage owns it (timeouts and the caller's signal). */
  signal?: AbortSignal | undefined;
  agent?: unknown;
  redirect?: 'follow' | 'manual' | 'error' | undefined;
  /** Milliseconds without data before failing with IDLE. */
  idleTimeout: number;
  /** The largest body accepted (after decompression) before failing with TOO_LARGE. */
  maxBytes: number;
  /** What a redirect to another origin drops (runtime/transport/redirect.ts). */
  credentials: CredentialNames;
  fetch?: typeof fetch | undefined;
  /**
   * Which successful answers are returned as a stream rather than collected: 1 any (the call's
   * `responseType: 'stream'`), 2 a `text/event-stream` one (a route that reads events). A streamed
   * body has no size limit, and the idle timeout stops at its headers.
   */
  stream?: 0 | 1 | 2 | undefined;
}

/** The largest body collected when the call does not say (`request.maxResponseBytes`). */
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

/** The body limit of a call's `request` options: its `maxResponseBytes`, else the default. */
export const maxBytesOf = (options: { maxResponseBytes?: unknown }): number =>
  typeof options.maxResponseBytes === 'number' && options.maxResponseBytes >= 0 ? options.maxResponseBytes : DEFAULT_MAX_RESPONSE_BYTES;

/** A body sent as it is read: a web stream, a Node stream or another async iterable of bytes. */
export const isByteStream = (body: unknown): body is ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> =>
  (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream) ||
  typeof (body as { [Symbol.asyncIterator]?: unknown } | null)?.[Symbol.asyncIterator] === 'function';

export const IDLE = 'SPECFORGE_IDLE';
export const TOO_LARGE = 'SPECFORGE_TOO_LARGE';

/** Whether the answer with `status` and `headers` is returned as a stream (Exchange.stream). */
export const streams = (ex: Exchange, status: number, headers: Record<string, string>): boolean =>
  !!ex.stream && status < 300 && (ex.stream < 2 || /^text\/event-stream/i.test(headers['content-type'] ?? ''));

/** A raw failure with a code the stage recognises. */
export function failure(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/** Collects body chunks up to a limit. */
export class ByteCollector {
  readonly #chunks: Uint8Array[] = [];
  #size = 0;
  constructor(readonly limit: number) {}

  /** Adds a chunk; false when the body is now over the limit (nothing more is kept). */
  push(chunk: Uint8Array): boolean {
    this.#size += chunk.byteLength;
    if (this.#size > this.limit) return false;
    this.#chunks.push(chunk);
    return true;
  }

  bytes(): Uint8Array {
    if (this.#chunks.length === 1) return this.#chunks[0]!;
    const out = new Uint8Array(this.#size);
    let at = 0;
    for (const c of this.#chunks) {
      out.set(c, at);
      at += c.byteLength;
    }
    return out;
  }
}
