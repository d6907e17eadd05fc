// The receiving side of the queue of deliveries, on BullMQ: a verified delivery becomes a job,
// written by one of BullMQ's Lua scripts together with its deduplication record (`deduplication:
// { id, ttl }`: the sender's delivery id, kept for the horizon), so a delivery is either stored
// with its record or not at all. A delivery whose id is already recorded is not stored again: the
// script answers the first one's job id instead of ours, which is how a duplicate is told apart.
// Also what the operations read: the counts (metrics.ts) and the dead letters (dead-letters.ts).

import { randomUUID } from 'node:crypto';
import type { ResolvedQueueOptions } from './options.js';
import { loadRedisModules, receivingConnection, type RedisClient } from './redis.js';
import type { StoredDelivery } from './stored.js';

type Queue = import('bullmq').Queue<StoredDelivery>;

/** The Redis key of the counters the queue keeps beside BullMQ's (the handler runs retried). */
export function countersKey(options: Pick<ResolvedQueueOptions, 'prefix' | 'name'>): string {
  return `${options.prefix}:${options.name}:counts`;
}

/** Why a delivery could not be stored (Redis away, refusing, or slower than the write timeout). */
export class QueueUnavailableError extends Error {
  override readonly name = 'QueueUnavailableError';
}

/** The job options of every delivery: attempts with exponential backoff, bounded retention. */
export function jobOptions(options: ResolvedQueueOptions) {
  return {
    attempts: options.maxAttempts,
    backoff: { type: 'exponential', delay: options.backoffMs },
    removeOnComplete: { age: options.retentionSeconds },
    removeOnFail: { age: options.retentionSeconds },
  };
}

/** The BullMQ queue and its connection. */
export interface OpenedQueue {
  queue: Queue;
  client: RedisClient;
}

// The opened queue is reached through these functions, not methods, so that the package's public
// types (DeliveryQueue is one) never name a type of bullmq or ioredis: a project without them
// compiles against the package, whatever its skipLibCheck.
let openOf: (queue: DeliveryQueue) => Promise<OpenedQueue>;
let readyOf: (queue: DeliveryQueue) => Promise<OpenedQueue>;

/** The BullMQ queue and its connection (made at the first use). */
export function openQueue(queue: DeliveryQueue): Promise<OpenedQueue> {
  return openOf(queue);
}

/** The queue once its connection is ready (for reading: the counts, the dead letters); QueueUnavailableError after the write timeout. */
export function readyQueue(queue: DeliveryQueue): Promise<OpenedQueue> {
  return readyOf(queue);
}

export class DeliveryQueue {
  readonly options: ResolvedQueueOptions;
  #ready: Promise<OpenedQueue> | undefined;

  static {
    openOf = (queue) => queue.#open();
    readyOf = (queue) => queue.#readyQueue();
  }

  constructor(options: ResolvedQueueOptions) {
    this.options = options;
  }

  #open(): Promise<OpenedQueue> {
    this.#ready ??= loadRedisModules().then((modules) => {
      const client = receivingConnection(modules, this.options.redis, this.options.writeTimeoutMs);
      // Errors surface on the commands (503); the connection's own error events are expected while Redis is away.
      client.on('error', () => undefined);
      const queue = new modules.bullmq.Queue<StoredDelivery>(this.options.name, { connection: client, prefix: this.options.prefix });
      queue.on('error', () => undefined);
      return { queue, client };
    });
    return this.#ready;
  }

  async #readyQueue(): Promise<OpenedQueue> {
    const opened = await this.#timed(this.#open(), 'connecting to Redis');
    await this.#timed(opened.queue.waitUntilReady(), 'connecting to Redis');
    return opened;
  }

  /**
   * Stores `delivery` with its deduplication record: 'queued', or 'duplicate' when its id is
   * recorded already. Throws QueueUnavailableError when Redis does not take it in time.
   */
  async enqueue(delivery: StoredDelivery): Promise<'queued' | 'duplicate'> {
    const { queue } = await this.#timed(this.#open(), 'connecting to Redis');
    const jobId = randomUUID();
    const dedup = delivery.deliveryId === undefined ? undefined : { id: `${delivery.route} ${delivery.deliveryId}`, ttl: this.options.horizonSeconds * 1000 };
    const job = await this.#timed(
      queue.add(delivery.route, delivery, { ...jobOptions(this.options), jobId, ...(dedup ? { deduplication: dedup } : {}) }),
      'storing the delivery',
    );
    return job.id === jobId ? 'queued' : 'duplicate';
  }

  async #timed<T>(promise: Promise<T>, what: string): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new QueueUnavailableError(`Redis did not answer within ${this.options.writeTimeoutMs} ms (${what})`)),
        this.options.writeTimeoutMs,
      );
    });
    try {
      return await Promise.race([promise, timeout]);
    } catch (error) {
      if (error instanceof QueueUnavailableError) throw error;
      throw new QueueUnavailableError(`Redis refused the delivery (${what}): ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    const ready = this.#ready;
    this.#ready = undefined;
    if (ready === undefined) return;
    const { queue, client } = await ready.catch(() => ({ queue: undefined, client: undefined }));
    await queue?.close().catch(() => undefined);
    client?.disconnect();
  }
}
