// `webhookEndpoint(handler)` / `webhookEndpoint(path, handler)`: registers on one default server,
// created on first use, and starts it when the script's registrations are done (Node's
// `beforeExit`: the event loop has nothing left to do), unless `run()` was called before.

import type { WebhookHandler } from './handle-delivery.js';
import type { WebhooksServer } from './server.js';

export interface WebhookEndpoint<P> {
  <H extends WebhookHandler<P>>(handler: H): H;
  <H extends WebhookHandler<P>>(path: string, handler: H): H;
}

export interface DefaultServerBinding<P, S extends WebhooksServer<P>> {
  webhookEndpoint: WebhookEndpoint<P>;
  /** The default server (created on first call): call `run()` on it to start it yourself. */
  defaultWebhooksServer: () => S;
}

/** Binds `webhookEndpoint` to a default server built by `create` (once). */
export function createDefaultServer<P, S extends WebhooksServer<P>>(create: () => S): DefaultServerBinding<P, S> {
  let server: S | undefined;
  let scheduled = false;
  const defaultWebhooksServer = () => (server ??= create());
  const autoStart = () => {
    const s = defaultWebhooksServer();
    if (s.started) return;
    s.run().catch((error: unknown) => {
      console.error('Webhooks server: could not start', error);
      process.exitCode = 1;
    });
  };
  const webhookEndpoint = ((pathOrHandler: string | WebhookHandler<P>, handler?: WebhookHandler<P>) => {
    const s = defaultWebhooksServer();
    const registered = typeof pathOrHandler === 'string' ? s.addWebhook(pathOrHandler, handler!) : s.addWebhook(pathOrHandler);
    if (!scheduled) {
      scheduled = true;
      process.once('beforeExit', autoStart);
    }
    return registered;
  }) as WebhookEndpoint<P>;
  return { webhookEndpoint, defaultWebhooksServer };
}
