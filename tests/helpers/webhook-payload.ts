// A valid webhook delivery (REFERENCE.md §3's example) and a WebhooksServer on a random
// 127.0.0.1 port with a logger that records instead of printing.
import { readFileSync } from 'node:fs';
import type { WebhookPayload } from 'specforge/webhooks';
import { WebhooksServer, type WebhooksServerOptions } from 'specforge/webhooks/server';

/** REFERENCE.md §3's example delivery (tests/fixtures/webhook-delivery.json, shared with the bench). */
export function examplePayload(): WebhookPayload & Record<string, unknown> {
  return JSON.parse(readFileSync(new URL('../fixtures/webhook-delivery.json', import.meta.url), 'utf8')) as WebhookPayload & Record<string, unknown>;
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
