// The one path by which a request's body is read: kept up to a byte limit while a delivery is
// read, or read and thrown away, up to a bound, after a refusal. Timeouts are the owner's: it
// calls `expire()` when the body's time is up or the server shuts down (deliveries.ts).

import type { IncomingMessage } from 'node:http';

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

export interface BodyReading {
  /** Stops reading and reports `kind` (nothing more is kept). */
  expire(kind: 'timed-out' | 'shutting-down' | 'malformed'): void;
}

const EMPTY = Buffer.alloc(0);
const TOO_LARGE: BodyEnd = { kind: 'too-large' };
const ABORTED: BodyEnd = { kind: 'aborted' };

/** True while the request still has body bytes to arrive (it declared a body that has not ended). */
export function bodyPending(req: IncomingMessage): boolean {
  if (req.readableEnded) return false;
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Reads the whole body, at most `limit` bytes, and calls `done` once with how it ended. Its
 * listeners stay on the request (it is done with after its body): after the end they ignore
 * everything, and the stream keeps flowing, so what else arrives is read and dropped.
 */
export function readBody(req: IncomingMessage, limit: number, done: (end: BodyEnd) => void): BodyReading {
  let first: Buffer | undefined;
  let chunks: Buffer[] | undefined;
  let size = 0;
  let finished = false;
  const finish = (end: BodyEnd) => {
    if (finished) return;
    finished = true;
    first = chunks = undefined;
    done(end);
  };
  const declared = Number(req.headers['content-length']);
  if (declared > limit) {
    finish(TOO_LARGE);
  } else {
    req.on('data', (chunk: Buffer) => {
      if (finished) return;
      size += chunk.length;
      if (size > limit) return finish(TOO_LARGE);
      if (first === undefined) first = chunk;
      else (chunks ??= [first]).push(chunk);
    });
    req.on('end', () => finish({ kind: 'complete', bytes: chunks ? Buffer.concat(chunks, size) : (first ?? EMPTY) }));
    req.on('error', () => finish(ABORTED));
  }
  return { expire: (kind) => finish({ kind }) };
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
