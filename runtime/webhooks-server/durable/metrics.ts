// The queue's counts in Prometheus' text format (exposition format 0.0.4), read in one MULTI so
// they are one consistent moment of the queue:
// - handled and dead: BullMQ's own metrics counts, bumped by the Lua script that completes or
//   finally fails a job (the Worker's `metrics` option), so exact whatever crashes;
// - received: every delivery stored, i.e. handled + dead + those still in the queue (waiting,
//   active, delayed for a retry, prioritized, paused); a replayed dead letter counts again;
// - duplicates: the deliveries that reached Redis (BullMQ's job counter, bumped by its add script
//   for every add, stored or not) less those stored;
// - retried: the handler runs that failed and were scheduled again, a counter bumped by the worker
//   right after the failure (a worker killed between the two leaves one uncounted);
// - the queue's depth by state and the age of the oldest delivery waiting.

import { countersKey, readyQueue, type DeliveryQueue } from './queue.js';

export const COUNTERS = ['received', 'duplicates', 'handled', 'retried', 'dead'] as const;

const HELP: Record<(typeof COUNTERS)[number], string> = {
  received: 'Verified deliveries stored in the queue.',
  duplicates: 'Deliveries answered 2xx without being stored again: their id was seen within the horizon.',
  handled: 'Deliveries whose handlers succeeded.',
  retried: 'Handler runs that failed and were scheduled again.',
  dead: 'Deliveries dead-lettered after their last attempt.',
};

const STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

export interface QueueCounts {
  counters: Record<(typeof COUNTERS)[number], number>;
  depth: Record<(typeof STATES)[number], number>;
  /** Seconds since the oldest waiting delivery was received (0 when none waits). */
  oldestAgeSeconds: number;
}

export async function queueCounts(queue: DeliveryQueue): Promise<QueueCounts> {
  const { client } = await readyQueue(queue);
  const key = (name: string) => `${queue.options.prefix}:${queue.options.name}:${name}`;
  const replies = await client
    .multi()
    .get(key('id'))
    .hget(key('metrics:completed'), 'count')
    .hget(key('metrics:failed'), 'count')
    .llen(key('wait'))
    .llen(key('active'))
    .zcard(key('delayed'))
    .zcard(key('prioritized'))
    .llen(key('paused'))
    .zcard(key('failed'))
    .hget(countersKey(queue.options), 'retried')
    .lindex(key('wait'), -1)
    .exec();
  if (replies === null) throw new Error('the MULTI reading the counts was discarded');
  for (const [error] of replies) if (error) throw error;
  const [added, handled, dead, waiting, active, delayed, prioritized, paused, failed, retried, oldestId] = replies.map(([, value]) => value) as Array<
    string | number | null
  >;
  const n = (value: string | number | null | undefined) => Number(value ?? 0);
  const inQueue = n(waiting) + n(active) + n(delayed) + n(prioritized) + n(paused);
  const received = n(handled) + n(dead) + inQueue;
  let oldestAgeSeconds = 0;
  if (typeof oldestId === 'string') {
    const timestamp = Number(await client.hget(key(oldestId), 'timestamp'));
    if (Number.isFinite(timestamp) && timestamp > 0) oldestAgeSeconds = Math.max(0, (Date.now() - timestamp) / 1000);
  }
  return {
    counters: { received, duplicates: Math.max(0, n(added) - received), handled: n(handled), retried: n(retried), dead: n(dead) },
    depth: { waiting: n(waiting) + n(prioritized) + n(paused), active: n(active), delayed: n(delayed), failed: n(failed) },
    oldestAgeSeconds,
  };
}

/** The counts as Prometheus text, each metric named `specforge_webhooks_…` with the queue's name as a label. */
export function prometheusText(counts: QueueCounts, queueName: string): string {
  const label = `queue="${queueName.replace(/["\\\n]/g, '_')}"`;
  const lines: string[] = [];
  for (const counter of COUNTERS) {
    const name = `specforge_webhooks_${counter}_total`;
    lines.push(`# HELP ${name} ${HELP[counter]}`, `# TYPE ${name} counter`, `${name}{${label}} ${counts.counters[counter]}`);
  }
  lines.push('# HELP specforge_webhooks_queue_depth Deliveries in the queue, by state.', '# TYPE specforge_webhooks_queue_depth gauge');
  for (const state of STATES) lines.push(`specforge_webhooks_queue_depth{${label},state="${state}"} ${counts.depth[state]}`);
  lines.push(
    '# HELP specforge_webhooks_oldest_waiting_seconds Age of the oldest delivery waiting for a worker.',
    '# TYPE specforge_webhooks_oldest_waiting_seconds gauge',
    `specforge_webhooks_oldest_waiting_seconds{${label}} ${counts.oldestAgeSeconds.toFixed(3)}`,
  );
  return `${lines.join('\n')}\n`;
}
