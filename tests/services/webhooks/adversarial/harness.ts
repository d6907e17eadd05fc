// Shared by the adversarial suite: a WebhooksServer on 127.0.0.1 (random port) with a counting
// handler and a recording logger, a transcript of everything the server said (answers and log
// lines) to search for the secret, and a tally of the requests each file sent.
import { afterAll, beforeAll, beforeEach, expect } from '@jest/globals';
import { WebhooksServer, type WebhooksServerOptions } from 'specforge/webhooks/server';
import { recordingLogger, type RecordingLogger } from '../../../helpers/webhook-payload.js';
import { raw, type RawExchange, type RawOptions } from './raw-client.js';
import { SECRET, secretForms } from './requests.js';

export { delivery, post, request, SECRET, secretForms } from './requests.js';

/** Fails when `text` contains the secret in any of its forms. */
export function expectNoSecret(text: string, secret = SECRET): void {
  for (const form of secretForms(secret)) expect(text.includes(form) ? `contains ${JSON.stringify(form)}` : 'clean').toBe('clean');
}

export interface AdversarialServer {
  server: WebhooksServer;
  port: number;
  url: string;
  log: RecordingLogger;
  /** Webhook ids the handler received, in order (one entry per call). */
  received: string[];
  /** Sends raw bytes; the exchange is added to the transcript. */
  raw(options: RawOptions): Promise<RawExchange>;
  /** fetch() against the server; the answer's text is added to the transcript. */
  fetch(path: string, init?: RequestInit): Promise<{ status: number; text: string; headers: Headers }>;
  /** Everything the server answered and logged so far. */
  transcript(): string;
  /** Requests (or connections) sent so far. */
  sent(): number;
  close(): Promise<void>;
}

/**
 * Starts a server with `/webhooks/count` (records each delivery's webhook id and answers
 * `{ received: id }`) and whatever `setup` adds.
 */
export async function startAdversarialServer(
  options: WebhooksServerOptions = {},
  setup?: (server: WebhooksServer, received: string[]) => void,
): Promise<AdversarialServer> {
  const log = recordingLogger();
  const server = new WebhooksServer({ webhookSecret: SECRET, logger: log.logger, ...options });
  const received: string[] = [];
  server.addWebhook('/count', (payload) => {
    received.push(payload.webhook.id);
    return { received: payload.webhook.id };
  });
  setup?.(server, received);
  const running = await server.run({ port: 0, host: '127.0.0.1' });
  const answers: string[] = [];
  let sent = 0;
  return {
    server,
    port: running.port,
    url: running.localUrl,
    log,
    received,
    async raw(rawOptions) {
      sent++;
      const exchange = await raw(running.port, rawOptions);
      answers.push(exchange.text);
      return exchange;
    },
    async fetch(path, init) {
      sent++;
      const res = await fetch(`${running.localUrl}${path}`, init);
      const text = await res.text();
      answers.push(`${res.status} ${[...res.headers].map(([k, v]) => `${k}: ${v}`).join('\n')}\n${text}`);
      return { status: res.status, text, headers: res.headers };
    },
    transcript: () =>
      [...answers, ...log.info, ...log.warn, ...log.error.map(([m, e]) => `${m} ${e instanceof Error ? `${e.message}\n${e.stack}` : String(e)}`)].join('\n'),
    sent: () => sent,
    close: () => server.close(),
  };
}

/**
 * One server for a whole test file: started before its tests, closed after them, its list of
 * received ids emptied before each test. Returns an accessor (the server exists once started).
 */
export function serverForFile(options: WebhooksServerOptions = {}, setup?: (server: WebhooksServer, received: string[]) => void): () => AdversarialServer {
  let srv: AdversarialServer | undefined;
  beforeAll(async () => {
    srv = await startAdversarialServer(options, setup);
  });
  afterAll(async () => {
    await srv?.close();
  });
  beforeEach(() => {
    if (srv) srv.received.length = 0;
  });
  return () => srv!;
}
