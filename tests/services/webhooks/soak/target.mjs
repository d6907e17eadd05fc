// The soak's server, in a process of its own so that a crash, a hang or memory growth is its
// own: WebhooksServer from dist/ on 127.0.0.1 (free port) with short timeouts, a handler that
// counts each delivery by its webhook id. Prints `listening <port>`; answers the parent's IPC
// messages: 'memory' (after a gc) and 'counts'. Run with --expose-gc. With SOAK_REDIS (a Redis
// URL), the server has a queue on it (`queue: { redis, workers: 4 }`): the handler counts in the
// process's workers, after the answer; 'counts' then waits (up to 30 s) for the queue to drain.
import { WebhooksServer } from '../../../../dist/webhooks/server.js';

const counts = new Map();
const failures = [];
const logger = { info() {}, warn: (m) => failures.push(`warn: ${m}`), error: (m, e) => failures.push(`error: ${m} ${e instanceof Error ? e.stack : e}`) };
const server = new WebhooksServer({
  webhookSecret: process.env.SOAK_SECRET,
  logger,
  headersTimeoutMs: 500,
  bodyTimeoutMs: 500,
  drainTimeoutMs: 2000,
  ...(process.env.SOAK_REDIS ? { queue: { redis: process.env.SOAK_REDIS, name: 'soak', workers: 4 } } : {}),
});

/** With a queue: waits until nothing waits, runs or is delayed in it (at most 30 s). */
async function drained() {
  if (!process.env.SOAK_REDIS) return;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const text = await server.metrics();
    const depth = [...text.matchAll(/^specforge_webhooks_queue_depth\{[^}]*state="(waiting|active|delayed)"\} (\d+)$/gm)].reduce((n, m) => n + Number(m[2]), 0);
    if (depth === 0 || Date.now() > deadline) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}
server.addWebhook('/count', (payload) => {
  const id = payload.webhook.id;
  counts.set(id, (counts.get(id) ?? 0) + 1);
  return { received: id };
});
const { port } = await server.run({ port: 0, host: '127.0.0.1' });
process.on('message', async (message) => {
  if (message === 'memory') {
    globalThis.gc?.();
    await new Promise((r) => setTimeout(r, 50));
    globalThis.gc?.();
    const { rss, heapUsed, external } = process.memoryUsage();
    process.send({ memory: { rss, heapUsed, external } });
  } else if (message === 'counts') {
    await drained();
    process.send({ counts: [...counts], failures });
  } else if (message === 'close') {
    const started = performance.now();
    await server.close();
    process.send({ closedMs: performance.now() - started });
  }
});
console.log(`listening ${port}`);
