// What a generated webhook server tells the runtime's WebhooksServer about its service, as data
// from the spec: the payload validator, the header that carries the shared secret or how
// deliveries are signed, the default port, where the service's webhooks are set up, and the environment variable an app platform
// sets to the app's public host name. Every field is optional; with none, the server has no
// secret header, listens on DEFAULT_PORT and prints no settings address.

import type { ParamsValidator } from '../description.js';

/** The port a server listens on when neither the service, the `port` option nor PORT gives one. */
export const DEFAULT_PORT = 8080;

export interface WebhooksServerDescription {
  /** The payload validator generated from the spec (ajv standalone). */
  validate?: ParamsValidator;
  /** The header deliveries carry the shared secret in, as the spec spells it (`X-Hook-Secret`). */
  secretHeader?: string;
  /** How deliveries are signed with the secret, when they carry a signature rather than the secret. */
  signature?: WebhookSignature;
  /** The port to listen on when neither the `port` option nor PORT gives one. */
  port?: number;
  /** Where the service's webhooks are set up; printed at startup. */
  settingsUrl?: string;
  /**
   * The environment variable an app platform sets to the app's public host name, and an example
   * value for the error naming a value that is not a host name.
   */
  publicHost?: { variable: string; example: string };
}

/**
 * How a service signs its deliveries with the shared secret (`x-webhooks-server.signature`):
 * - `hmac-sha256`: the HMAC-SHA256 of the raw body, keyed with the secret, in `header` after
 *   `prefix`, as hex (default) or base64: GitHub's `X-Hub-Signature-256: sha256=<hex>`;
 * - `standard-webhooks`: the Standard Webhooks 1.0 headers `webhook-id`, `webhook-timestamp` and
 *   `webhook-signature` (`v1,<base64>` entries: the HMAC-SHA256 of `<id>.<timestamp>.<body>`
 *   keyed with the base64 part of a `whsec_` secret), a timestamp at most `tolerance` seconds
 *   (default 300) from the server's clock, and each `webhook-id` handled once within that window.
 */
export type WebhookSignature =
  | { scheme: 'hmac-sha256'; header: string; prefix?: string; encoding?: 'hex' | 'base64' }
  | { scheme: 'standard-webhooks'; tolerance?: number };
