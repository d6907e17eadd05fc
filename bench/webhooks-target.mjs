// A delivery target for bench/webhooks-server.ts, run in its own process:
//   node bench/webhooks-target.mjs specforge   WebhooksServer from dist/ (secret check + payload validation)
//   node bench/webhooks-target.mjs bare        node:http handler that does nothing but answer 200
// Listens on 127.0.0.1, a free port, and prints `listening <port>`.
import { createServer } from 'node:http';

const mode = process.argv[2];
if (mode === 'bare') {
  const server = createServer((_req, res) => res.end());
  server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
} else if (mode === 'specforge') {
  const { WebhooksServer } = await import('../dist/webhooks/server.js');
  const quiet = { info() {}, warn() {}, error: (m, e) => console.error(m, e) };
  const server = new WebhooksServer({ webhookSecret: process.env.BENCH_WEBHOOK_SECRET, logger: quiet });
  server.addWebhook(function bench() {});
  const { port } = await server.run({ port: 0, host: '127.0.0.1' });
  console.log(`listening ${port}`);
} else {
  console.error('usage: node bench/webhooks-target.mjs specforge|bare');
  process.exit(2);
}
