// `specforge webhooks dead-letters list|show ID|replay ID` and `specforge webhooks metrics`: the
// operations of a webhook server's queue on Redis (the `queue` option), with no server running:
// the dead letters (deliveries whose handlers failed their last attempt) listed, shown with their
// payload and stored headers, or put back in the queue; the counts in Prometheus' text format.
// Redis comes from --redis URL, else the REDIS_URL environment variable; the queue's name and key
// prefix from --queue and --prefix (defaults as the server's). The URL is never printed.

import { DeadLetters, DeliveryQueue, prometheusText, queueCounts, resolveQueueOptions } from '../../runtime/webhooks-server/durable/index.js';
import type { Io } from './io.js';
import { parseCommand } from './parse-command.js';

export const WEBHOOKS_USAGE = `usage: specforge webhooks dead-letters list [--limit N] [--offset N] [--json]
       specforge webhooks dead-letters show ID
       specforge webhooks dead-letters replay ID
       specforge webhooks metrics
  options: --redis URL (default: REDIS_URL), --queue NAME (default webhooks), --prefix PREFIX (default specforge)`;

/** A whole number from a flag's value, or undefined when it is not one. */
const whole = (raw: string | undefined, fallback: number) => (raw === undefined ? fallback : /^\d{1,9}$/.test(raw) ? Number(raw) : undefined);

export async function webhooksCommand(args: string[], io: Io): Promise<number> {
  const parsed = parseCommand(
    'webhooks',
    args,
    {
      redis: { type: 'string' },
      queue: { type: 'string' },
      prefix: { type: 'string' },
      limit: { type: 'string' },
      offset: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    WEBHOOKS_USAGE,
    io,
  );
  if (typeof parsed === 'number') return parsed;
  const { queue: name, prefix, json } = parsed.values;
  const redis = parsed.values.redis ?? process.env.REDIS_URL;
  const limit = whole(parsed.values.limit, 100);
  const offset = whole(parsed.values.offset, 0);
  if (limit === undefined) return parsed.usage(`--limit: expected a whole number, got ${JSON.stringify(parsed.values.limit)}`);
  if (offset === undefined) return parsed.usage(`--offset: expected a whole number, got ${JSON.stringify(parsed.values.offset)}`);
  const words = parsed.positionals;
  const [group, action, id] = words;
  const known =
    (group === 'dead-letters' &&
      (action === 'list' ? id === undefined : (action === 'show' || action === 'replay') && id !== undefined && words.length === 3)) ||
    (group === 'metrics' && words.length === 1);
  if (!known) return parsed.usage(words.length === 0 ? 'no command' : `unknown command "${words.join(' ')}"`);
  if (redis === undefined) return parsed.usage('no Redis: pass --redis URL or set REDIS_URL');
  const queue = new DeliveryQueue(
    resolveQueueOptions({ redis, ...(name !== undefined ? { name } : {}), ...(prefix !== undefined ? { prefix } : {}), writeTimeoutMs: 5000 }),
  );
  try {
    if (group === 'metrics') {
      io.out(prometheusText(await queueCounts(queue), queue.options.name).trimEnd());
      return 0;
    }
    const letters = new DeadLetters(queue);
    if (action === 'list') {
      const list = await letters.list(offset, limit);
      if (json) io.out(JSON.stringify(list, null, 2));
      else if (list.length === 0) io.out('no dead letters');
      else
        for (const l of list)
          io.out(
            `${l.id}  ${l.failedAt ?? '-'}  POST ${l.route}${l.event ? ` ${l.event}` : ''}  id=${l.deliveryId ?? '-'}  attempts=${l.attempts}  ${l.error}`,
          );
      return 0;
    }
    if (action === 'show') {
      const detail = await letters.show(id!);
      if (detail === undefined) {
        io.err(`specforge webhooks: no dead letter ${JSON.stringify(id)} in queue ${queue.options.name}`);
        return 1;
      }
      io.out(JSON.stringify(detail, null, 2));
      return 0;
    }
    if (!(await letters.replay(id!))) {
      io.err(`specforge webhooks: no dead letter ${JSON.stringify(id)} in queue ${queue.options.name}`);
      return 1;
    }
    io.out(`replayed ${id}: back in queue ${queue.options.name}, attempts from 1`);
    return 0;
  } finally {
    await queue.close();
  }
}
