// The dead letters of a queue of deliveries: those whose handlers failed maxAttempts times (or
// whose workers kept dying), in BullMQ's failed set with their last error, kept for the retention.
// Listed, shown (with the payload and stored headers) and replayed (back to the queue, attempts
// counted from 1 again). Used by `server.deadLetters` and `specforge webhooks dead-letters`.

import { readyQueue, type DeliveryQueue } from './queue.js';
import type { StoredDelivery } from './stored.js';

/** A dead-lettered delivery, as listed. */
export interface DeadLetter {
  /** The job id: what show and replay take. */
  id: string;
  route: string;
  event: string | undefined;
  deliveryId: string | undefined;
  attempts: number;
  /** The last error's message. */
  error: string;
  receivedAt: string;
  failedAt: string | undefined;
}

/** A dead-lettered delivery with what its handlers would get. */
export interface DeadLetterDetail extends DeadLetter {
  payload: unknown;
  headers: StoredDelivery['headers'];
  /** The last error's stack, as the worker saw it. */
  stack: string[];
}

type Job = import('bullmq').Job<StoredDelivery>;

function summary(job: Job): DeadLetter {
  return {
    id: String(job.id),
    route: job.data.route,
    event: job.data.event,
    deliveryId: job.data.deliveryId,
    attempts: job.attemptsStarted,
    error: job.failedReason ?? '',
    receivedAt: new Date(job.data.receivedAt).toISOString(),
    failedAt: job.finishedOn === undefined ? undefined : new Date(job.finishedOn).toISOString(),
  };
}

export class DeadLetters {
  readonly #queue: DeliveryQueue;

  constructor(queue: DeliveryQueue) {
    this.#queue = queue;
  }

  /** The dead letters, the most recent first: `limit` of them from `offset`. */
  async list(offset = 0, limit = 100): Promise<DeadLetter[]> {
    const { queue } = await readyQueue(this.#queue);
    const jobs = await queue.getFailed(offset, offset + limit - 1);
    return jobs.filter((job): job is Job => job !== undefined).map(summary);
  }

  /** How many dead letters there are. */
  async count(): Promise<number> {
    const { queue } = await readyQueue(this.#queue);
    return queue.getFailedCount();
  }

  /** One dead letter with its payload and headers, or undefined when there is none by that id. */
  async show(id: string): Promise<DeadLetterDetail | undefined> {
    const job = await this.#failed(id);
    if (job === undefined) return undefined;
    return { ...summary(job), payload: job.data.payload, headers: job.data.headers, stack: job.stacktrace ?? [] };
  }

  /** Puts a dead letter back in the queue (its attempts count from 1 again): false when there is none by that id. */
  async replay(id: string): Promise<boolean> {
    const job = await this.#failed(id);
    if (job === undefined) return false;
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    return true;
  }

  async #failed(id: string): Promise<Job | undefined> {
    const { queue } = await readyQueue(this.#queue);
    const job = await queue.getJob(id);
    if (job === undefined || job === null) return undefined;
    return (await job.isFailed()) ? job : undefined;
  }
}
