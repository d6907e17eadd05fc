// Loads BullMQ and ioredis, optional peer dependencies of the package, only when a server or a
// worker is given a queue (as the mocks load msw): a server without one never needs them. Makes the
// two kinds of connection the queue uses: the receiving side's fails fast (no offline queue, one
// retry, a command timeout), so that a delivery Redis cannot take is answered 503 at once; the
// workers' waits and reconnects for as long as it takes (BullMQ's blocking reads need that).

import { ConfigurationError } from '../../errors.js';

export type BullMq = typeof import('bullmq');
type IORedisModule = typeof import('ioredis');
export type RedisClient = import('ioredis').Redis;

export interface RedisModules {
  bullmq: BullMq;
  IORedis: IORedisModule['Redis'];
}

let loaded: Promise<RedisModules> | undefined;

export function loadRedisModules(): Promise<RedisModules> {
  loaded ??= Promise.all([import('bullmq'), import('ioredis')]).then(
    ([bullmq, ioredis]) => ({ bullmq, IORedis: ioredis.Redis ?? (ioredis as unknown as { default: IORedisModule['Redis'] }).default }),
    (error: unknown) => {
      loaded = undefined;
      throw new ConfigurationError(
        'queue',
        'the packages bullmq and ioredis installed (npm install bullmq ioredis): the queue of deliveries runs on them',
        undefined,
        `an import that failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
      );
    },
  );
  return loaded;
}

/** A connection for receiving: commands fail at once while Redis is away, and after `timeoutMs`. */
export function receivingConnection(modules: RedisModules, redis: string | object, timeoutMs: number): RedisClient {
  const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: timeoutMs, connectTimeout: timeoutMs, lazyConnect: false };
  if (typeof redis === 'string') return new modules.IORedis(redis, options);
  return (redis as RedisClient).duplicate(options);
}

/** A connection for workers: commands wait for Redis to come back (BullMQ asks for maxRetriesPerRequest null). */
export function workingConnection(modules: RedisModules, redis: string | object): RedisClient {
  const options = { maxRetriesPerRequest: null, enableOfflineQueue: true };
  if (typeof redis === 'string') return new modules.IORedis(redis, options);
  return (redis as RedisClient).duplicate(options);
}
