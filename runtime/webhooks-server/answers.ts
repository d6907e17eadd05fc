// Writes the server's answers. JSON bodies with a status; a refusal that arrives while the body
// is still coming is sent at once with `Connection: close`, then what still arrives is read and
// discarded up to a bound before the connection closes, so the sender reads the answer instead
// of a reset; the landing page's HTML; and the raw answers written straight to a socket for
// requests node:http could not parse (no request object exists for those).

import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { bodyPending, discardBody } from './body.js';
import { REFUSAL_DRAIN_BYTES, REFUSAL_DRAIN_MS } from './limits.js';

const JSON_TYPE = 'application/json; charset=utf-8';
export const HTML_TYPE = 'text/html; charset=utf-8';

export type ExtraHeaders = readonly string[];
const NONE: ExtraHeaders = [];

/**
 * Writes a whole answer. `extra` headers go with it; `whenOpen` headers only when the connection
 * stays open after it (the Keep-Alive hint).
 */
function send(res: ServerResponse, status: number, type: string, text: string, close: boolean, extra: ExtraHeaders, whenOpen: ExtraHeaders): void {
  if (res.headersSent || res.writableEnded) return;
  const headers = ['content-type', type, 'content-length', String(Buffer.byteLength(text))];
  if (extra.length > 0) headers.push(...extra);
  if (close) headers.push('connection', 'close');
  else if (whenOpen.length > 0 && res.shouldKeepAlive) headers.push(...whenOpen);
  res.writeHead(status, headers);
  endWith(res, text);
}

/**
 * Sends `text` as the whole body and ends the answer, the head and the body in one write to the
 * socket. `res.end(text)` queues the head and body, then an empty chunk that carries the end, on
 * the socket it has corked, so the two leave together through writev, which costs more than a
 * write. Written first, the body joins the head in one chunk (node:http prepends the head to the
 * first string written); on a socket corked here (so that write() does not cork it and schedule
 * its own uncorking), uncorking sends that chunk alone, and end() then has nothing left to send.
 * Corking only decides when queued bytes leave, never what or in which order, so this is safe
 * whatever else is queued on the socket.
 */
function endWith(res: ServerResponse, text: string): void {
  const socket = res.socket;
  socket?.cork();
  res.write(text);
  socket?.uncork();
  res.end();
}

/**
 * Sends `text` (JSON) with `status`; `close` asks the client to close the connection after it.
 * `whenOpen` headers are sent only when the connection stays open.
 */
export function sendJson(res: ServerResponse, status: number, text: string, close: boolean, extra: ExtraHeaders = NONE, whenOpen: ExtraHeaders = NONE): void {
  send(res, status, JSON_TYPE, text, close, extra, whenOpen);
}

/** Called with an answer and its connection once the answer is ended. */
export type AnswerEnded = (res: ServerResponse, socket: Socket) => void;

/** How answerUnread sends its answer. */
export interface UnreadAnswer {
  /** Ask the client to close the connection after it (it closes anyway while a body arrives). */
  close: boolean;
  /** Headers sent with it. */
  extra?: ExtraHeaders;
  /** Headers sent only when the connection stays open (the Keep-Alive hint). */
  whenOpen?: ExtraHeaders;
  /** Content type (default JSON). */
  type?: string;
  /** Called once the answer is ended. */
  ended?: AnswerEnded;
}

/**
 * Answers a request whose body is not wanted (a refusal, or a page): when a body is still
 * arriving, the answer goes out at once with `Connection: close`, the rest of the body is
 * discarded up to a bound, and the connection closes; otherwise the connection stays usable
 * unless `close` says otherwise. Returns true when the connection will close.
 */
export function answerUnread(req: IncomingMessage, res: ServerResponse, status: number, text: string, how: UnreadAnswer): boolean {
  const { close, extra = NONE, whenOpen = NONE, type = JSON_TYPE, ended } = how;
  if (res.headersSent || res.writableEnded) return true;
  if (!bodyPending(req)) {
    send(res, status, type, text, close, extra, whenOpen);
    ended?.(res, req.socket);
    return close;
  }
  res.writeHead(status, ['content-type', type, 'content-length', String(Buffer.byteLength(text)), 'connection', 'close', ...extra]);
  res.write(text);
  discardBody(req, REFUSAL_DRAIN_BYTES, REFUSAL_DRAIN_MS, () => {
    res.end();
    ended?.(res, req.socket);
  });
  return true;
}

/** A whole HTTP/1.1 response with a JSON body and `Connection: close`, for writing to a socket. */
export function rawJsonResponse(status: number, body: unknown): string {
  const text = JSON.stringify(body);
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
    `Content-Type: ${JSON_TYPE}\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`
  );
}

/** Writes `response` to a socket node:http gave up on, then closes it once the client has had time to read it. */
export function answerSocket(socket: Duplex, response: string): void {
  const timer = setTimeout(() => socket.destroy(), REFUSAL_DRAIN_MS);
  socket.once('close', () => clearTimeout(timer));
  socket.once('end', () => socket.destroy());
  socket.end(response);
}
