// A raw node:net client for the adversarial suite and the soak: HTTP clients would fix up, hide
// or refuse what these tests send on purpose (malformed bytes, slow trickles, pipelining), so
// requests are written byte for byte and whatever comes back is collected as it arrives.
import { connect, type Socket } from 'node:net';

export interface RawExchange {
  /** Everything the server sent, as latin1 text. */
  text: string;
  /** Status codes of the responses found in `text`, in order (100 Continue included). */
  statuses: number[];
  /** The server closed (or reset) the connection before `waitMs` ran out. */
  closed: boolean;
  /** The connection was reset (ECONNRESET/EPIPE) rather than closed cleanly. */
  reset: boolean;
  /** Milliseconds from connecting to the close, or to giving up. */
  ms: number;
  /** Bytes the client managed to write. */
  written: number;
}

export interface RawOptions {
  /** Pieces written in order; a number waits that many milliseconds between pieces. */
  send: Array<string | Buffer | number>;
  /** Gives up (closed: false) after this long without the server closing. Default 3000. */
  waitMs?: number;
  /** Stops waiting once this many responses have arrived (the connection may stay open). */
  responses?: number;
  /** Half-closes the connection (FIN) after the last piece: the client has nothing more to send. */
  halfClose?: boolean;
  /** Called with the socket once `send` is written, for tests that go on writing on their own schedule. */
  onSocket?: (socket: Socket, exchange: () => RawExchange) => void;
}

/** Parses the status codes of consecutive HTTP/1.1 responses (Content-Length framed). */
export function statusesOf(text: string): number[] {
  const statuses: number[] = [];
  let rest = text;
  for (;;) {
    const m = /^HTTP\/1\.[01] (\d{3})[^\r\n]*\r\n/.exec(rest);
    if (!m) break;
    statuses.push(Number(m[1]));
    const end = rest.indexOf('\r\n\r\n');
    if (end === -1) break;
    const head = rest.slice(0, end);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    rest = rest.slice(end + 4 + (length ? Number(length[1]) : 0));
  }
  return statuses;
}

/** The JSON bodies of the responses in `text` (undefined for a non-JSON body). */
export function bodiesOf(text: string): unknown[] {
  const bodies: unknown[] = [];
  let rest = text;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (!/^HTTP\/1\.[01] /.test(rest) || end === -1) break;
    const head = rest.slice(0, end);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    const body = rest.slice(end + 4, end + 4 + length);
    try {
      bodies.push(JSON.parse(Buffer.from(body, 'latin1').toString('utf8')));
    } catch {
      bodies.push(undefined);
    }
    rest = rest.slice(end + 4 + length);
  }
  return bodies;
}

export function raw(port: number, options: RawOptions): Promise<RawExchange> {
  const waitMs = options.waitMs ?? 3000;
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let written = 0;
    let reset = false;
    let done = false;
    const exchange = (closed: boolean): RawExchange => ({ text, statuses: statusesOf(text), closed, reset, ms: performance.now() - started, written });
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(exchange(closed));
      socket.destroy();
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (options.responses !== undefined && statusesOf(text).filter((s) => s >= 200).length >= options.responses) finish(false);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') reset = true;
    });
    socket.on('close', () => finish(true));
    socket.on('connect', async () => {
      for (const piece of options.send) {
        if (done || socket.destroyed) return;
        if (typeof piece === 'number') {
          await new Promise((r) => setTimeout(r, piece));
          continue;
        }
        written += Buffer.byteLength(piece);
        socket.write(piece);
      }
      if (options.halfClose && !socket.destroyed) socket.end();
      if (!socket.destroyed) options.onSocket?.(socket, () => exchange(false));
    });
  });
}
