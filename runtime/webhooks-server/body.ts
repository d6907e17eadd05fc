// The one path by which a request's body is read: kept up to a byte limit while a delivery is
// read, or read and thrown away, up to a bound, after a refusal. Timeouts are the owner's: it
// calls `expire()` when the body's time is up or the server shuts down (deliveries.ts).

import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

export type BodyEnd =
  | { kind: 'complete'; bytes: Buffer }
  /** More than the limit arrived (or was announced by Content-Length). */
  | { kind: 'too-large' }
  /** The connection went away before the body was whole. */
  | { kind: 'aborted' }
  /** Ended by `expire()`: the body took too long, or the server is shutting down. */
  | { kind: 'timed-out' }
  | { kind: 'shutting-down' }
  /** Ended by `expire()`: node:http found the rest of the request malformed (a bad chunk). */
  | { kind: 'malformed' };

const EMPTY = Buffer.alloc(0);
const TOO_LARGE: BodyEnd = { kind: 'too-large' };
const ABORTED: BodyEnd = { kind: 'aborted' };

/** True while the request still has body bytes to arrive (it declared a body that has not ended). */
export function bodyPending(req: IncomingMessage): boolean {
  if (req.readableEnded) return false;
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Where a request being read keeps its reader, for the listeners every request shares. */
const READER = Symbol('body reader');
type ReadRequest = IncomingMessage & { [READER]?: BodyReader };
/**
 * The reader of the body being read on a connection: null once the connection has its 'close'
 * listener and no body is being read on it.
 */
const READING = Symbol('body being read');
type ReadSocket = Socket & { [READING]?: BodyReader | null };

/**
 * Reads a request's whole body, at most a limit of bytes, and reports once how it ended. The
 * listeners are the same functions for every request, which find their reader through the
 * request: reading a body costs no closures. The body's own listeners ('data', 'end') stay on the
 * request (it is done with after its body): after the end they ignore everything, and the stream
 * keeps flowing, so what else arrives is read and dropped. A connection that goes away before the
 * body is whole is seen by one 'close' listener per connection rather than an 'error' listener per
 * request (a listener per request costs more than the rest of the reading).
 */
export class BodyReader {
  readonly req: IncomingMessage;
  #limit = 0;
  #first: Buffer | undefined;
  #chunks: Buffer[] | undefined;
  #size = 0;
  /** Set until read() starts, and once the end is reported. */
  #finished = true;
  #done: ((reader: this, end: BodyEnd) => void) | undefined;

  constructor(req: IncomingMessage) {
    this.req = req;
  }

  /** Starts reading; `done` is called once, with this reader and how the body ended (at once when Content-Length announces too much). */
  read(limit: number, done: (reader: this, end: BodyEnd) => void): void {
    this.#limit = limit;
    this.#done = done;
    this.#finished = false;
    const req = this.req as ReadRequest;
    if (Number(req.headers['content-length']) > limit) return this.#finish(TOO_LARGE);
    req[READER] = this;
    const socket = req.socket as ReadSocket | null;
    if (socket) {
      if (socket[READING] === undefined) socket.on('close', onClose);
      socket[READING] = this;
    }
    req.on('data', onData);
    req.on('end', onEnd);
  }

  /** Stops reading and reports `kind` (nothing more is kept); nothing once the end was reported. */
  expire(kind: 'timed-out' | 'shutting-down' | 'malformed'): void {
    this.#finish({ kind });
  }

  #finish(end: BodyEnd): void {
    if (this.#finished) return;
    this.#finished = true;
    this.#first = this.#chunks = undefined;
    const socket = this.req.socket as ReadSocket | null;
    if (socket?.[READING] === this) socket[READING] = null;
    const done = this.#done!;
    this.#done = undefined;
    done(this, end);
  }

  /** A chunk of the body arrived (called by the shared 'data' listener). */
  chunk(chunk: Buffer): void {
    if (this.#finished) return;
    this.#size += chunk.length;
    if (this.#size > this.#limit) return this.#finish(TOO_LARGE);
    if (this.#first === undefined) this.#first = chunk;
    else (this.#chunks ??= [this.#first]).push(chunk);
  }

  /** The body ended (called by the shared 'end' listener). */
  ended(): void {
    if (this.#finished) return;
    const chunks = this.#chunks;
    this.#finish({ kind: 'complete', bytes: chunks ? Buffer.concat(chunks, this.#size) : (this.#first ?? EMPTY) });
  }

  /** The connection went away (called by the shared 'close' listener). */
  aborted(): void {
    this.#finish(ABORTED);
  }
}

function onData(this: ReadRequest, chunk: Buffer): void {
  this[READER]!.chunk(chunk);
}

function onEnd(this: ReadRequest): void {
  this[READER]!.ended();
}

function onClose(this: ReadSocket): void {
  this[READING]?.aborted();
}

/**
 * Reads and discards what is left of the body, at most `maxBytes` (then reading stops), and calls
 * `then` when the body ends, the connection goes away, or `maxMs` have passed, whichever is first.
 * The connection is kept that long even when reading has stopped: the sender, which may be busy
 * writing, gets time to read the answer before a close that could reset the connection.
 */
export function discardBody(req: IncomingMessage, maxBytes: number, maxMs: number, then: () => void): void {
  if (req.readableEnded || req.destroyed) return then();
  let discarded = 0;
  const finish = () => {
    clearTimeout(timer);
    req.off('data', onData);
    req.off('end', finish);
    req.off('error', finish);
    req.socket?.off('close', finish);
    then();
  };
  const onData = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > maxBytes) req.pause();
  };
  const timer = setTimeout(finish, maxMs);
  req.on('data', onData);
  req.on('end', finish);
  req.on('error', finish);
  req.socket?.once('close', finish);
}
