// A valid webhook delivery (REFERENCE.md §3's example) and a WebhooksServer on a random
// 127.0.0.1 port with a logger that records instead of printing.
import type { WebhookPayload } from 'specforge/webhooks';
import { WebhooksServer, type WebhooksServerOptions } from 'specforge/webhooks/server';

export function examplePayload(): WebhookPayload & Record<string, unknown> {
  return {
    event: { action: 'update', scope: 'repo.content' },
    repo: {
      type: 'dataset',
      name: 'alice/pets',
      id: '6356b1',
      private: false,
      url: { web: 'https://huggingface.co/datasets/alice/pets', api: 'https://huggingface.co/api/datasets/alice/pets' },
      owner: { id: '61a5f' },
      headSha: 'c379e821c9c95d613899e8c4343e4bfee2b0c600',
    },
    webhook: { id: '6390e855e30d9209411de93b', version: 3 },
    updatedRefs: [{ ref: 'refs/heads/main', oldSha: 'a1b2', newSha: 'c379' }],
  };
}

export interface RecordingLogger {
  info: string[];
  warn: string[];
  error: Array<[string, unknown]>;
  logger: NonNullable<WebhooksServerOptions['logger']>;
}

export function recordingLogger(): RecordingLogger {
  const rec: RecordingLogger = {
    info: [],
    warn: [],
    error: [],
    logger: { info: (m) => rec.info.push(m), warn: (m) => rec.warn.push(m), error: (m, e) => rec.error.push([m, e]) },
  };
  return rec;
}

/** A server with `options` on 127.0.0.1:<random>; `setup` registers handlers before it starts. */
export async function startWebhooksServer(options: WebhooksServerOptions, setup: (server: WebhooksServer) => void) {
  const log = recordingLogger();
  const server = new WebhooksServer({ logger: log.logger, ...options });
  setup(server);
  const running = await server.run({ port: 0, host: '127.0.0.1' });
  return { server, log, url: running.localUrl, publicUrl: running.url, close: () => server.close() };
}
