// A process of the fault test (fault.test.ts), run from source with tsx: `receiver` (a
// WebhooksServer with a queue and no workers, on a free 127.0.0.1 port) or `worker` (the same
// handler, working the queue). The handler records its effect by appending `<id> <attempt> <pid>
// `<ms>` to this process's effects file (synchronously, so a SIGKILL never loses a recorded effect). A
// delivery whose payload says `trap` stops mid-handler on its first attempt, after its effect
// (`after`) or before it (`before`), and tells the parent, which then kills this process. A
// delivery whose payload says `failOnce` throws on its first attempt (a retry). Configuration
// comes from the environment: FAULT_REDIS, FAULT_QUEUE, FAULT_EFFECTS (a folder), FAULT_SECRET.
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { WebhooksServer } from '../../../../runtime/webhooks-server/index.js';

const role = process.argv[2];
const env = (name: string): string => {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} not set`);
  return value;
};
const effects = join(env('FAULT_EFFECTS'), `effects-${process.pid}.log`);
const logger = { info() {}, warn() {}, error() {} };
const server = new WebhooksServer<{ n: number; trap?: 'before' | 'after'; failOnce?: boolean }>(
  {
    webhookSecret: env('FAULT_SECRET'),
    logger,
    queue: { redis: env('FAULT_REDIS'), name: env('FAULT_QUEUE'), workers: 0, maxAttempts: 10, backoffMs: 50, visibilityTimeoutMs: 2000, writeTimeoutMs: 1000 },
  },
  { secretHeader: 'X-Hook-Secret', deliveryId: { header: 'X-Delivery' } },
);
server.addWebhook('deliveries', async (payload, delivery) => {
  const id = delivery.headers['x-delivery'] as string;
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 4));
  if (payload.failOnce === true && delivery.attempt === 1) throw new Error('failing once on purpose');
  const trapped = payload.trap !== undefined && delivery.attempt === 1;
  if (trapped && payload.trap === 'before') {
    process.send?.({ trapped: id });
    await new Promise(() => undefined);
  }
  appendFileSync(effects, `${id} ${delivery.attempt} ${process.pid} ${Date.now()}\n`);
  if (trapped) {
    process.send?.({ trapped: id });
    await new Promise(() => undefined);
  }
});

if (role === 'receiver') {
  const { port } = await server.run({ port: 0, host: '127.0.0.1' });
  process.send?.({ port });
} else {
  await server.work(8);
  process.send?.({ working: true });
}
process.on('message', async (message) => {
  if (message === 'close') {
    await server.close();
    process.exit(0);
  }
});
