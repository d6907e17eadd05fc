// A webhook receiver built on specforge/webhooks/server: `node examples/webhooks/server.mjs`
// after `make` (the Dockerfile runs it too). Registrations are all this script does; the default
// server starts by itself once they are done, on PORT (default 7860) and HOST (default 127.0.0.1).
// Set WEBHOOK_SECRET to the secret configured in your webhook.
import { webhookEndpoint } from 'specforge/webhooks/server';

// POST /webhooks/say_hello (the function's name)
webhookEndpoint(async function say_hello(payload) {
  console.log(`say_hello: ${payload.event.action} of ${payload.repo.type} ${payload.repo.name}`);
  return { message: `hello, ${payload.repo.name}` };
});

// POST /webhooks/dataset_updated (an explicit path)
webhookEndpoint('/dataset_updated/', async (payload) => {
  const relevant = payload.repo.type === 'dataset' && payload.event.action === 'update';
  if (relevant) console.log(`dataset ${payload.repo.name} updated to ${payload.repo.headSha ?? '?'}`);
  return { processed: relevant };
});
