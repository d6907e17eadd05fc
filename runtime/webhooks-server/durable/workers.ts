// The workers of the queue of deliveries (BullMQ Workers): each job is run by its route's target
// (the same handlers the server registered) with `delivery.attempt`, the run's number. A handler
// that returns (or whose promise resolves) acknowledges the delivery; one that throws has it
// retried after a backoff that doubles, up to maxAttempts, then dead-lettered (BullMQ's failed set)
// with its last error. A worker that dies mid-handler stops renewing its lock: after the visibility
// timeout BullMQ's stalled-job check hands the delivery to another worker, as a new attempt.
// The guarantee is at least once: a handler may run again for a delivery whose effect it already
// made (its worker died after the effect, before the acknowledgement); it then sees attempt > 1,
// and is "once in effect" when it makes its effect idempotent (keyed by the delivery's id).

import type { IncomingHttpHeaders } from 'node:http';
import type { WebhooksServerLogger } from '../logger.js';
import type { DeliveryTarget, WebhookDelivery } from '../targets.js';
import type { ResolvedQueueOptions } from './options.js';
import { countersKey } from './queue.js';
import { loadRedisModules, workingConnection, type RedisClient } from './redis.js';
import type { StoredDelivery } from './stored.js';

type Worker = import('bullmq').Worker<StoredDelivery>;
type Job = import('bullmq').Job<StoredDelivery>;

/** What a worker's handlers get: the delivery as stored, with the run's number and the sender's id. */
class QueuedDelivery implements WebhookDelivery {
  readonly route: string;
  readonly headers: IncomingHttpHeaders;
  readonly event: string | undefined;
  readonly violations: StoredDelivery['violations'];
  readonly attempt: number;
  /** The sender's id of the delivery, where it gives one. */
  readonly deliveryId: string | undefined;
  constructor(stored: StoredDelivery, attempt: number) {
    this.route = stored.route;
    this.headers = stored.headers;
    this.event = stored.event;
    this.violations = stored.violations;
    this.attempt = attempt;
    this.deliveryId = stored.deliveryId;
  }
}

export class DeliveryWorkers {
  readonly #options: ResolvedQueueOptions;
  readonly #targetOf: (route: string) => DeliveryTarget | undefined;
  readonly #logger: WebhooksServerLogger;
  #worker: Worker | undefined;
  #client: RedisClient | undefined;

  constructor(options: ResolvedQueueOptions, targetOf: (route: string) => DeliveryTarget | undefined, logger: WebhooksServerLogger) {
    this.#options = options;
    this.#targetOf = targetOf;
    this.#logger = logger;
  }

  /** Starts `concurrency` handlers at once (once). */
  async start(concurrency: number): Promise<void> {
    if (this.#worker !== undefined) return;
    const modules = await loadRedisModules();
    const options = this.#options;
    const client = workingConnection(modules, options.redis);
    client.on('error', () => undefined);
    this.#client = client;
    const worker = new modules.bullmq.Worker<StoredDelivery>(options.name, (job) => this.#process(job), {
      connection: client,
      prefix: options.prefix,
      concurrency,
      lockDuration: options.visibilityTimeoutMs,
      stalledInterval: options.visibilityTimeoutMs,
      // A delivery whose workers keep dying is dead-lettered after as many takeovers as attempts.
      maxStalledCount: options.maxAttempts,
      // BullMQ's metrics: its scripts count completed and finally failed jobs as they move them (metrics.ts reads the counts).
      metrics: { maxDataPoints: 60 },
    });
    worker.on('error', (error) => this.#logger.warn(`Webhooks workers: ${error.message}`));
    worker.on('failed', (job, error) => {
      if (job === undefined) return;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1) || /stalled more than/.test(error.message);
      if (!final) this.#countRetry();
      if (final) this.#logger.error(`Webhooks workers: a delivery to POST ${job.data.route} was dead-lettered after ${job.attemptsMade} attempts`, error);
    });
    this.#worker = worker;
    await worker.waitUntilReady();
  }

  async #process(job: Job): Promise<void> {
    const stored = job.data;
    const target = this.#targetOf(stored.route);
    if (target === undefined) throw new Error(`No handler for POST ${stored.route} in this worker: register the same handlers as the receiving server`);
    await target.run(stored.payload, new QueuedDelivery(stored, Math.max(1, job.attemptsStarted)));
  }

  #countRetry(): void {
    this.#client?.hincrby(countersKey(this.#options), 'retried', 1).catch(() => undefined);
  }

  /** Stops taking deliveries and waits for the handlers running (up to `timeoutMs`; then they are left, and taken over later). */
  async close(timeoutMs = 10_000): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    if (worker === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs)));
    const closed = await Promise.race([worker.close().then(() => false), late]);
    clearTimeout(timer);
    if (closed) await worker.close(true).catch(() => undefined);
    this.#client?.disconnect();
  }
}
