// `specforge webhooks dead-letters list|show ID|replay ID` and `specforge webhooks metrics`: the
// operations of a webhook server's queue on Redis (the `queue` option), with no server running:
// the dead letters (deliveries whose handlers failed their last attempt) listed, shown with their
// payload and stored headers, or put back in the queue; the counts in Prometheus' text format.
// Redis comes from --redis URL, else the REDIS_URL environment variable; the queue's name and key
// prefix from --queue and --prefix (defaults as the server's). The URL is never printed.

import { DeadLetters, DeliveryQueue, prometheusText, queueCounts, resolveQueueOptions } from '../../runtime/webhooks-server/durable/index.js';
import type { Io } from './io.js';

export const WEBHOOKS_USAGE = `usage: specforge webhooks dead-letters list [--limit N] [--offset N] [--json]
       specforge webhooks dead-letters show ID
       specforge webhooks dead-letters replay ID
       specforge webhooks metrics
  options: --redis URL (default: REDIS_URL), --queue NAME (default webhooks), --prefix PREFIX (default specforge)`;

function count(flag: string, raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw new Error(`${flag}: expected a whole number, got ${JSON.stringify(raw)}`);
  return Number(raw);
}

export async function webhooksCommand(args: string[], io: Io): Promise<number> {
  const words: string[] = [];
  let redis = process.env.REDIS_URL;
  let name: string | undefined;
  let prefix: string | undefined;
  let limit = 100;
  let offset = 0;
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const value = () => {
      const v = args[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--redis') redis = value();
    else if (a === '--queue') name = value();
    else if (a === '--prefix') prefix = value();
    else if (a === '--limit') limit = count(a, value());
    else if (a === '--offset') offset = count(a, value());
    else if (a === '--json') json = true;
    else if (a === '--help' || a === '-h') {
      io.out(WEBHOOKS_USAGE);
      return 0;
    } else if (a.startsWith('-')) {
      io.err(`specforge webhooks: unknown option "${a}"\n${WEBHOOKS_USAGE}`);
      return 2;
    } else words.push(a);
  }
  const [group, action, id] = words;
  const known =
    (group === 'dead-letters' &&
      (action === 'list' ? id === undefined : (action === 'show' || action === 'replay') && id !== undefined && words.length === 3)) ||
    (group === 'metrics' && words.length === 1);
  if (!known) {
    io.err(`specforge webhooks: ${words.length === 0 ? 'no command' : `unknown command "${words.join(' ')}"`}\n${WEBHOOKS_USAGE}`);
    return 2;
  }
  if (redis === undefined) {
    io.err(`specforge webhooks: no Redis: pass --redis URL or set REDIS_URL\n${WEBHOOKS_USAGE}`);
    return 2;
  }
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
