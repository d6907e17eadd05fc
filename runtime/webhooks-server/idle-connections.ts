// Keep-alive connections with nothing in progress: closed once nothing has moved on them for the
// keep-alive time. node:http's own keep-alive timeout creates a timer after every answer and
// clears it at the next request, on every connection; here one sweep timer looks at every
// connection instead, and a connection counts as quiet while its byte counts stay the same from
// one sweep to the next. Only connections that have been answered something are closed this way:
// one that has not yet sent a whole request is the headers timeout's (408).

import type { Socket } from 'node:net';
import { checkEvery } from './limits.js';

interface Seen {
  read: number;
  written: number;
  /** Date.now() when its byte counts were last seen to change. */
  since: number;
}

/**
 * The `Keep-Alive` answer header that tells clients how long an idle connection stays open, in
 * whole seconds as node:http writes it; none below one second.
 */
export function keepAliveHint(timeoutMs: number): readonly string[] {
  const seconds = Math.floor(timeoutMs / 1000);
  return seconds >= 1 ? ['keep-alive', `timeout=${seconds}`] : [];
}

export class IdleConnections {
  readonly #connections: Iterable<Socket>;
  readonly #timeoutMs: number;
  /** The connections with a delivery in progress (never closed here). */
  readonly #busy: () => ReadonlySet<Socket | null>;
  readonly #seen = new WeakMap<Socket, Seen>();
  #sweep: ReturnType<typeof setInterval> | undefined;

  constructor(connections: Iterable<Socket>, timeoutMs: number, busy: () => ReadonlySet<Socket | null>) {
    this.#connections = connections;
    this.#timeoutMs = timeoutMs;
    this.#busy = busy;
  }

  /** Starts sweeping, every quarter of the timeout (between 10 ms and 1 s). */
  start(): void {
    if (this.#sweep !== undefined) return;
    this.#sweep = setInterval(() => this.sweep(Date.now()), checkEvery(this.#timeoutMs));
    this.#sweep.unref();
  }

  stop(): void {
    clearInterval(this.#sweep);
    this.#sweep = undefined;
  }

  /**
   * Closes the connections quiet for the timeout or longer at `now`: answered before (bytes
   * written), nothing waiting to be written, no delivery in progress.
   */
  sweep(now: number): void {
    let busy: ReadonlySet<Socket | null> | undefined;
    for (const socket of this.#connections) {
      const read = socket.bytesRead;
      const written = socket.bytesWritten;
      const seen = this.#seen.get(socket);
      if (seen === undefined || seen.read !== read || seen.written !== written) {
        this.#seen.set(socket, { read, written, since: now });
        continue;
      }
      if (written === 0 || now - seen.since < this.#timeoutMs || socket.writableLength > 0) continue;
      busy ??= this.#busy();
      if (!busy.has(socket)) socket.destroy();
    }
  }
}
