// The idle timeout of one request over node:http: fail when the socket has been silent (nothing
// read, nothing written) for `ms` milliseconds. It is the socket's inactivity timer. A keep-alive
// agent's own timer (the global agent's is 5 s) already runs while a request holds the socket; when
// it is no longer than the idle timeout, the request sets no timer of its own (the common call
// then sets none and resets none): each time the socket's timer fires we add up how long it has
// been silent, from its byte counters, and re-arm it for the rest. Otherwise the request arms the
// socket's timer itself (the `timeout` request option). Node passes a socket's timeout on to the
// request only once, so after the first we listen to the socket itself, until the exchange ends.

import type { ClientRequest } from 'node:http';
import type { Socket } from 'node:net';

export class IdleTimer {
  /** True when the agent's timer wakes us (the request then needs no `timeout` option). */
  readonly shared: boolean;
  #socket: Socket | undefined;
  /** Milliseconds of silence so far, and the socket's byte count when it was last measured. */
  #silent = 0;
  #bytes = -1;
  /** The socket's timeout listener, made when a timeout first fires (most requests never see one). */
  #onTimeout: (() => void) | undefined;

  constructor(
    readonly ms: number,
    agentTimeout: unknown,
    readonly onIdle: () => void,
  ) {
    this.shared = typeof agentTimeout === 'number' && agentTimeout > 0 && agentTimeout <= ms;
  }

  /** Listens to the request's timeout. */
  attach(req: ClientRequest): void {
    req.on('timeout', () => {
      const socket = req.socket;
      if (!socket) return this.onIdle();
      if (this.#socket !== socket) {
        this.stop();
        this.#socket = socket;
        socket.on('timeout', (this.#onTimeout ??= () => this.#measure()));
      }
      this.#measure();
    });
  }

  /** The socket's timer fired after `socket.timeout` ms without activity: add it to the silence, unless bytes moved since. */
  #measure(): void {
    const socket = this.#socket!;
    const bytes = socket.bytesRead + socket.bytesWritten;
    if (bytes !== this.#bytes) this.#silent = 0;
    this.#bytes = bytes;
    this.#silent += socket.timeout || this.ms;
    if (this.#silent >= this.ms) this.onIdle();
    else socket.setTimeout(this.ms - this.#silent);
  }

  /** The exchange is over: stop listening to the socket (it may go back to the agent's pool). */
  stop(): void {
    if (this.#onTimeout) this.#socket?.removeListener('timeout', this.#onTimeout);
    this.#socket = undefined;
  }
}
