// A delivery target for bench/webhooks-server.ts, run in its own process:
//   node bench/webhooks-target.mjs specforge   WebhooksServer from dist/ (secret check + payload validation,
//                                              with its limits and timeouts at their defaults)
//   node bench/webhooks-target.mjs dispatch    the same WebhooksServer dispatching by event at one URL (the
//                                              event in an X-Webhook-Event header, each event's validator,
//                                              one `on` handler), delivering and reporting (not strict), with a
//                                              report hook on
//   node bench/webhooks-target.mjs fastify     fastify 5 doing the same work: its JSON-schema body validation
//                                              with the same payload schema (from specs/webhooks.yaml), the
//                                              same constant-time secret check (401/403) and a JSON answer
//   node bench/webhooks-target.mjs bare        node:http handler that does nothing but answer 200
//   node bench/webhooks-target.mjs parse       node:http handler that reads the body, parses it as JSON and
//                                              answers `null` (400 for a body that is not JSON), written plainly:
//                                              what looking at the payload costs, with no check at all
// Listens on 127.0.0.1, a free port, and prints `listening <port>`.
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const mode = process.argv[2];
const secret = process.env.BENCH_WEBHOOK_SECRET;

/** The spec's payload schema as plain JSON Schema: local $refs inlined, x- extensions and examples dropped. */
async function payloadSchema() {
  const { parse } = await import('yaml');
  const spec = parse(readFileSync(new URL('../specs/webhooks.yaml', import.meta.url), 'utf8'));
  const schemas = spec.components.schemas;
  const clean = (node) => {
    if (Array.isArray(node)) return node.map(clean);
    if (node === null || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string') return clean(schemas[node.$ref.replace('#/components/schemas/', '')]);
    return Object.fromEntries(
      Object.entries(node)
        .filter(([k]) => !k.startsWith('x-') && k !== 'example')
        .map(([k, v]) => [k, clean(v)]),
    );
  };
  return clean(schemas['webhook-payload']);
}

if (mode === 'bare') {
  const server = createServer((_req, res) => res.end());
  server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
} else if (mode === 'parse') {
  const headers = ['content-type', 'application/json; charset=utf-8', 'content-length', '4'];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      try {
        JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return void res.writeHead(400, headers).end('null');
      }
      res.writeHead(200, headers).end('null');
    });
  });
  server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
} else if (mode === 'specforge') {
  const { WebhooksServer } = await import('../dist/webhooks/server.js');
  const quiet = { info() {}, warn() {}, error: (m, e) => console.error(m, e) };
  const server = new WebhooksServer({ webhookSecret: secret, logger: quiet });
  server.addWebhook(function bench() {});
  const { port } = await server.run({ port: 0, host: '127.0.0.1' });
  console.log(`listening ${port}`);
} else if (mode === 'dispatch') {
  const { WebhooksServer } = await import('../dist/runtime/webhooks-server.js');
  const { webhooksServerDescription } = await import('../dist/webhooks/server.js');
  const quiet = { info() {}, warn() {}, error: (m, e) => console.error(m, e) };
  let reports = 0;
  const description = {
    ...webhooksServerDescription,
    validate: undefined,
    strict: false,
    event: { header: 'X-Webhook-Event' },
    events: { delivery: webhooksServerDescription.validate },
  };
  const server = new WebhooksServer({ webhookSecret: secret, logger: quiet, eventsPath: '/webhooks/bench', onReport: () => reports++ }, description);
  server.on('delivery', () => {});
  const { port } = await server.run({ port: 0, host: '127.0.0.1' });
  console.log(`listening ${port}`);
} else if (mode === 'fastify') {
  const { default: Fastify } = await import('fastify');
  const expected = createHash('sha256').update(secret, 'latin1').digest();
  const app = Fastify({ logger: false });
  app.post(
    '/webhooks/bench',
    {
      schema: { body: await payloadSchema() },
      onRequest: (req, reply, done) => {
        const received = req.headers['x-webhook-secret'];
        if (received === undefined) return void reply.code(401).send({ error: 'x-webhook-secret header not set.' });
        if (!timingSafeEqual(expected, createHash('sha256').update(String(received), 'latin1').digest()))
          return void reply.code(403).send({ error: 'Invalid webhook secret.' });
        done();
      },
    },
    async () => null,
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`listening ${app.server.address().port}`);
} else {
  console.error('usage: node bench/webhooks-target.mjs specforge|dispatch|fastify|bare|parse');
  process.exit(2);
}
