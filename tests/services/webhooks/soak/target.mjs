// The soak's server, in a process of its own so that a crash, a hang or memory growth is its
// own: WebhooksServer from dist/ on 127.0.0.1 (free port) with short timeouts, a handler that
// counts each delivery by its webhook id. Prints `listening <port>`; answers the parent's IPC
// messages: 'memory' (after a gc) and 'counts'. Run with --expose-gc.
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
});
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
    process.send({ counts: [...counts], failures });
  } else if (message === 'close') {
    const started = performance.now();
    await server.close();
    process.send({ closedMs: performance.now() - started });
  }
});
console.log(`listening ${port}`);
