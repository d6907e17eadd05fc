// The deliveries in progress (from their headers until their answer is handed over): what
// close() waits for and ends, and the clock for body timeouts — one sweep timer for all of them
// instead of a timer per request.

import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { BodyReading } from './body.js';

export class Delivery {
  /** 'body' while its body arrives, 'handler' once the whole request is in. */
  phase: 'body' | 'handler' = 'body';
  reading: BodyReading | undefined;
  readonly socket: Socket | null;
  constructor(
    readonly req: IncomingMessage,
    /** When its body must be whole (Date.now() milliseconds). */
    readonly deadline: number,
  ) {
    this.socket = req.socket;
  }
}

export class DeliveryTracker {
  readonly #active = new Set<Delivery>();
  readonly #sweepMs: number;
  #sweep: ReturnType<typeof setInterval> | undefined;
  #emptied: Array<() => void> = [];

  constructor(sweepMs: number) {
    this.#sweepMs = sweepMs;
  }

  get size(): number {
    return this.#active.size;
  }

  add(delivery: Delivery): void {
    this.#active.add(delivery);
    if (this.#sweep === undefined) {
      this.#sweep = setInterval(() => this.#expireBodies(), this.#sweepMs);
      this.#sweep.unref();
    }
  }

  delete(delivery: Delivery): void {
    if (!this.#active.delete(delivery) || this.#active.size > 0 || this.#emptied.length === 0) return;
    for (const resolve of this.#emptied.splice(0)) resolve();
  }

  /** Resolves when no delivery is in progress. */
  whenEmpty(): Promise<void> {
    if (this.#active.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.#emptied.push(resolve));
  }

  /** The deliveries in progress on `socket`. */
  on(socket: Socket): Delivery[] {
    return [...this.#active].filter((d) => d.socket === socket);
  }

  sockets(): Set<Socket | null> {
    return new Set([...this.#active].map((d) => d.socket));
  }

  all(): Delivery[] {
    return [...this.#active];
  }

  /** Stops the sweep timer (close()); a later delivery starts it again. */
  stop(): void {
    clearInterval(this.#sweep);
    this.#sweep = undefined;
  }

  #expireBodies(): void {
    const now = Date.now();
    for (const d of this.#active) if (d.phase === 'body' && d.deadline <= now) d.reading?.expire('timed-out');
  }
}
