// The queue's counts in Prometheus' text format (exposition format 0.0.4): the counters kept in
// Redis (received, duplicates, handled, retried, dead: every instance's and worker's together), the
// queue's depth by state and the age of the oldest delivery waiting, from BullMQ's own sets.
// Counters are bumped right after the step they count, so a process killed between the two can
// leave one delivery uncounted; the queue itself is what is exact.

import { COUNTERS, countersKey, type DeliveryQueue } from './queue.js';

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
  const { queue: bull, client } = await queue.open();
  const [raw, depth, oldest] = await Promise.all([
    client.hgetall(countersKey(queue.options)),
    bull.getJobCounts(...STATES),
    bull.getJobs(['wait'], 0, 0, true),
  ]);
  const counters = Object.fromEntries(COUNTERS.map((c) => [c, Number(raw[c] ?? 0)])) as QueueCounts['counters'];
  const first = oldest[0];
  const oldestAgeSeconds = first === undefined ? 0 : Math.max(0, (Date.now() - first.timestamp) / 1000);
  return { counters, depth: Object.fromEntries(STATES.map((s) => [s, depth[s] ?? 0])) as QueueCounts['depth'], oldestAgeSeconds };
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
