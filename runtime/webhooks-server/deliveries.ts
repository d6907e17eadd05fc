// The deliveries in progress (from their headers until their answer is handed over): what
// close() waits for and ends, and the clock for body timeouts — one sweep timer for all of them
// instead of a timer per request. They are kept in a list linked through the deliveries
// themselves, so adding and removing one, once per delivery, allocates and hashes nothing.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { BodyReader } from './body.js';

/**
 * A delivery in progress: the reader of its body, and what its answer needs (the response, the
 * route and what takes its deliveries: a handler of its own or event dispatch, targets.ts), in one object.
 */
export class Delivery<H = unknown> extends BodyReader {
  /** 'body' while its body arrives, 'handler' once the whole request is in. */
  phase: 'body' | 'handler' = 'body';
  readonly socket: Socket | null;
  /** Its neighbours in the tracker's list (null at the ends, and once removed). */
  previous: Delivery<H> | null = null;
  next: Delivery<H> | null = null;
  /** Whether it is in the tracker's list. */
  tracked = false;
  constructor(
    req: IncomingMessage,
    readonly res: ServerResponse,
    /** The route that received it, and what takes the deliveries there (a DeliveryTarget). */
    readonly route: string,
    readonly handler: H,
    /** When its body must be whole (Date.now() milliseconds). */
    readonly deadline: number,
  ) {
    super(req);
    this.socket = req.socket;
  }
}

export class DeliveryTracker<H = unknown> {
  #first: Delivery<H> | null = null;
  #size = 0;
  readonly #sweepMs: number;
  #sweep: ReturnType<typeof setInterval> | undefined;
  #emptied: Array<() => void> = [];

  constructor(sweepMs: number) {
    this.#sweepMs = sweepMs;
  }

  get size(): number {
    return this.#size;
  }

  add(delivery: Delivery<H>): void {
    if (delivery.tracked) return;
    delivery.tracked = true;
    delivery.next = this.#first;
    if (this.#first !== null) this.#first.previous = delivery;
    this.#first = delivery;
    this.#size++;
    if (this.#sweep === undefined) {
      this.#sweep = setInterval(() => this.#expireBodies(), this.#sweepMs);
      this.#sweep.unref();
    }
  }

  delete(delivery: Delivery<H>): void {
    if (!delivery.tracked) return;
    delivery.tracked = false;
    const { previous, next } = delivery;
    if (previous !== null) previous.next = next;
    else this.#first = next;
    if (next !== null) next.previous = previous;
    delivery.previous = delivery.next = null;
    this.#size--;
    if (this.#size > 0 || this.#emptied.length === 0) return;
    for (const resolve of this.#emptied.splice(0)) resolve();
  }

  /** Resolves when no delivery is in progress. */
  whenEmpty(): Promise<void> {
    if (this.#size === 0) return Promise.resolve();
    return new Promise((resolve) => this.#emptied.push(resolve));
  }

  /** The deliveries in progress on `socket`. */
  on(socket: Socket): Array<Delivery<H>> {
    return this.all().filter((d) => d.socket === socket);
  }

  sockets(): Set<Socket | null> {
    return new Set(this.all().map((d) => d.socket));
  }

  /** The deliveries in progress, a copy (ending one while going through them is safe). */
  all(): Array<Delivery<H>> {
    const list: Array<Delivery<H>> = [];
    for (let d = this.#first; d !== null; d = d.next) list.push(d);
    return list;
  }

  /** Stops the sweep timer (close()); a later delivery starts it again. */
  stop(): void {
    clearInterval(this.#sweep);
    this.#sweep = undefined;
  }

  #expireBodies(): void {
    const now = Date.now();
    for (const d of this.all()) if (d.phase === 'body' && d.deadline <= now) d.expire('timed-out');
  }
}
