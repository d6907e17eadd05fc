// The `queue` option of WebhooksServer: where the queue of verified deliveries lives (a Redis URL
// or an ioredis client) and how it is worked (workers, attempts, backoff, visibility timeout,
// retention, the deduplication horizon), checked and filled with defaults.

import { ConfigurationError } from '../../errors.js';

/** Stripe retries a delivery for up to three days, the longest retry horizon of the senders supported. */
export const DEFAULT_HORIZON_SECONDS = 3 * 24 * 3600;

/** The queue of verified deliveries, on Redis. */
export interface QueueOptions {
  /** A Redis URL (`redis://127.0.0.1:6379`, `redis+unix:` is not one: use `{ path }` in an ioredis client) or an ioredis client of yours. */
  redis: string | object;
  /** How long a sender's delivery id is remembered, in seconds: a delivery sent again within it is answered 2xx and not handled again. Default: 3 days (Stripe's retry horizon). */
  horizonSeconds?: number;
  /** Handlers run at once by this process's workers (default 4); 0: this process only receives, workers run elsewhere (`server.work()`). */
  workers?: number;
  /** Runs of a delivery's handlers before it is dead-lettered with its last error (default 5). */
  maxAttempts?: number;
  /** The wait before the first retry, in ms, doubled after each failure (default 1000). */
  backoffMs?: number;
  /** A delivery whose worker stopped answering (it died mid-handler) is taken over after this long, in ms (default 30000). */
  visibilityTimeoutMs?: number;
  /** How long handled and dead-lettered deliveries (their payloads) are kept, in seconds (default 1 day). */
  retentionSeconds?: number;
  /** The longest wait for Redis to take a delivery, in ms, before answering 503 (default 2000). */
  writeTimeoutMs?: number;
  /** The queue's name: servers and workers of one service share it (default `webhooks`). */
  name?: string;
  /** The prefix of every Redis key (default `specforge`). */
  prefix?: string;
  /** A GET path answering the queue's counts in Prometheus' text format (`/metrics`); none by default. */
  metricsPath?: string;
}

export type ResolvedQueueOptions = Required<Omit<QueueOptions, 'metricsPath'>> & { metricsPath: string | undefined };

function whole(option: string, value: number | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value < min) throw new ConfigurationError(`queue.${option}`, `a whole number of at least ${min}`, value);
  return value;
}

export function resolveQueueOptions(options: QueueOptions): ResolvedQueueOptions {
  const redis = options.redis;
  if (typeof redis === 'string' ? !/^rediss?:\/\//.test(redis) : redis === null || typeof redis !== 'object') {
    // A URL may hold a password: never shown.
    const shown = typeof redis === 'string' ? '[hidden] a string that is not one' : redis === null ? 'null' : typeof redis;
    throw new ConfigurationError('queue.redis', 'a redis:// or rediss:// URL, or an ioredis client', undefined, shown);
  }
  const metricsPath = options.metricsPath;
  if (metricsPath !== undefined && !/^(?:\/[A-Za-z0-9._~-]+)+$/.test(metricsPath)) {
    throw new ConfigurationError('queue.metricsPath', 'a URL path such as /metrics', metricsPath);
  }
  const name = options.name ?? 'webhooks';
  const prefix = options.prefix ?? 'specforge';
  for (const [option, value] of [
    ['name', name],
    ['prefix', prefix],
  ] as const) {
    if (!/^[A-Za-z0-9_.-]{1,64}$/.test(value)) throw new ConfigurationError(`queue.${option}`, 'letters, digits, _ . - (at most 64)', value);
  }
  return {
    redis,
    horizonSeconds: whole('horizonSeconds', options.horizonSeconds, DEFAULT_HORIZON_SECONDS, 1),
    workers: whole('workers', options.workers, 4, 0),
    maxAttempts: whole('maxAttempts', options.maxAttempts, 5, 1),
    backoffMs: whole('backoffMs', options.backoffMs, 1000, 0),
    visibilityTimeoutMs: whole('visibilityTimeoutMs', options.visibilityTimeoutMs, 30_000, 100),
    retentionSeconds: whole('retentionSeconds', options.retentionSeconds, 24 * 3600, 1),
    writeTimeoutMs: whole('writeTimeoutMs', options.writeTimeoutMs, 2000, 1),
    name,
    prefix,
    metricsPath,
  };
}
