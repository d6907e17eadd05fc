// What storing one delivery costs on Redis, two ways, in the same run: BullMQ's add with a
// deduplication record (what the webhook server's queue does) and the hand-written alternative a
// Redis Streams design would have, one Lua script doing `SET id NX EX horizon` then `XADD` of the
// same data. Sequential adds (time per add, p50 and p99) and 32 in flight (adds per second), on a
// redis-server started for it (appendonly, everysec). Backs the choice written in README.md ("Run it
// on more than one machine"). Alone: npx tsx bench/queue-write.ts

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { startRedis } from '../tests/helpers/redis-server.js';
import { fmt, median, table } from './stats.js';

const N = Number(process.env.BENCH_QUEUE_WRITES ?? 5000);
const payload = JSON.parse(readFileSync(resolve(import.meta.dirname, '../tests/fixtures/webhook-delivery.json'), 'utf8')) as unknown;
const data = { v: 1, route: '/webhooks/bench', event: undefined, violations: [], payload, headers: { 'content-type': 'application/json' }, receivedAt: 0 };
const STREAM_ADD = `if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'EX', ARGV[2]) then return redis.call('XADD', KEYS[2], '*', 'data', ARGV[3]) end return false`;

async function time(add: (i: number) => Promise<unknown>): Promise<{ p50: number; p99: number; perSecond: number }> {
  for (let i = 0; i < 500; i++) await add(-i - 1); // warm-up
  const each: number[] = [];
  for (let i = 0; i < N; i++) {
    const t = performance.now();
    await add(i);
    each.push(performance.now() - t);
  }
  each.sort((a, b) => a - b);
  const started = performance.now();
  let next = N;
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (next < 2 * N) await add(next++);
    }),
  );
  return { p50: median(each) * 1000, p99: each[Math.floor(each.length * 0.99)]! * 1000, perSecond: N / ((performance.now() - started) / 1000) };
}

const redis = await startRedis();
const client = new Redis(redis.url, { maxRetriesPerRequest: null });
const queue = new Queue('bench', { connection: client, prefix: 'bench' });
try {
  const run = randomUUID();
  const bull = await time((i) =>
    queue.add('/webhooks/bench', data, {
      jobId: randomUUID(),
      deduplication: { id: `${run} ${i}`, ttl: 259_200_000 },
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { age: 86400 },
      removeOnFail: { age: 86400 },
    }),
  );
  const text = JSON.stringify(data);
  const streams = await time((i) => client.eval(STREAM_ADD, 2, `streams:dedup:${run}:${i}`, 'streams:deliveries', '1', '259200', text));
  const rows = [
    ['BullMQ add with deduplication { id, ttl }', fmt(bull.p50), fmt(bull.p99), fmt(bull.perSecond)],
    ['Lua SET NX EX + XADD (a Streams design)', fmt(streams.p50), fmt(streams.p99), fmt(streams.perSecond)],
  ];
  process.stdout.write(`${table(['Storing one delivery', 'p50 µs, one at a time', 'p99 µs, one at a time', 'adds/s, 32 in flight'], rows)}\n`);
} finally {
  await queue.close();
  client.disconnect();
  await redis.dispose();
}
