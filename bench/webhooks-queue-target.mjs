// A receiving process for bench/webhooks-queue.ts: WebhooksServer from dist/ with the secret header
// X-Webhook-Secret and the delivery id in X-Delivery, a handler that does nothing, on 127.0.0.1 (a
// free port); prints `listening <port>`.
//   node bench/webhooks-queue-target.mjs memory          handlers run while the sender waits (no queue)
//   node bench/webhooks-queue-target.mjs redis <url>     each delivery stored in the queue on Redis with
//                                                        its dedup record before the answer; no workers
//                                                        here (the bench measures receiving)
import { WebhooksServer } from '../dist/runtime/webhooks-server.js';

const [mode, redis] = process.argv.slice(2);
const logger = { info() {}, warn() {}, error: (m, e) => console.error(m, e) };
const server = new WebhooksServer(
  {
    webhookSecret: process.env.BENCH_WEBHOOK_SECRET,
    logger,
    ...(mode === 'redis' ? { queue: { redis, name: 'bench', workers: 0 } } : {}),
  },
  { secretHeader: 'X-Webhook-Secret', deliveryId: { header: 'X-Delivery' } },
);
server.addWebhook('bench', () => undefined);
const { port } = await server.run({ port: 0, host: '127.0.0.1' });
console.log(`listening ${port}`);
