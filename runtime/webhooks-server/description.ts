// What a generated webhook server tells the runtime's WebhooksServer about its service, as data
// from the spec: the payload validator (or, where deliveries name their event, each event's), the header that carries the shared secret or how
// deliveries are signed, the default port, where the service's webhooks are set up, and the environment variable an app platform
// sets to the app's public host name. Every field is optional; with none, the server has no
// secret header, listens on DEFAULT_PORT and prints no settings address.

import type { ParamsValidator } from '../description.js';

/** The port a server listens on when neither the service, the `port` option nor PORT gives one. */
export const DEFAULT_PORT = 8080;

export interface WebhooksServerDescription {
  /** The payload validator generated from the spec (ajv standalone), for a service with one kind of delivery. */
  validate?: ParamsValidator;
  /** Where a delivery names its event: a header, a body field, or both (`<header>.<field>`: GitHub's `X-GitHub-Event` and `action`). */
  event?: WebhookEventLocation;
  /** Each event's payload validator, by event name (`pull_request.opened`, `charge.succeeded`). */
  events?: Readonly<Record<string, ParamsValidator>>;
  /** A delivery that breaks its schema is refused with 422 (default: delivered with its violations, and reported). */
  strict?: boolean;
  /** The header deliveries carry the shared secret in, as the spec spells it (`X-Hook-Secret`). */
  secretHeader?: string;
  /** How deliveries are signed with the secret, when they carry a signature rather than the secret. */
  signature?: WebhookSignature;
  /**
   * Where a delivery carries the sender's id of it, the same on every retry (`X-GitHub-Delivery`,
   * or the body's `id`): what a queue deduplicates by. Default: the signature scheme's
   * (`webhook-id` for Standard Webhooks, the event's `id` for Stripe); none otherwise.
   */
  deliveryId?: WebhookDeliveryId;
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

/** Where a delivery carries its id (`x-webhooks-server.deliveryId`): one header, or one top-level body field. */
export interface WebhookDeliveryId {
  header?: string;
  field?: string;
}

/** Where a delivery names its event (`x-webhooks-server.event`). */
export interface WebhookEventLocation {
  /** The header holding the event name (`X-GitHub-Event`). */
  header?: string;
  /** The payload's top-level field holding the event name (`type`), or with a header its action (`action`). */
  field?: string;
}

/**
 * How a service signs its deliveries with the shared secret (`x-webhooks-server.signature`):
 * - `hmac-sha256`: the HMAC-SHA256 of the raw body, keyed with the secret, in `header` after
 *   `prefix`, as hex (default) or base64: GitHub's `X-Hub-Signature-256: sha256=<hex>`;
 * - `standard-webhooks`: the Standard Webhooks 1.0 headers `webhook-id`, `webhook-timestamp` and
 *   `webhook-signature` (`v1,<base64>` entries: the HMAC-SHA256 of `<id>.<timestamp>.<body>`
 *   keyed with the base64 part of a `whsec_` secret), a timestamp at most `tolerance` seconds
 *   (default 300) from the server's clock, and each `webhook-id` handled once within that window;
 * - `stripe`: Stripe's `Stripe-Signature: t=<unix seconds>,v1=<hex>[,v1=...]`: the HMAC-SHA256 of
 *   `<t>.<body>` keyed with the whole `whsec_...` secret as text, hex; the timestamp at most
 *   `tolerance` seconds (default 300) from the server's clock.
 */
export type WebhookSignature =
  | { scheme: 'hmac-sha256'; header: string; prefix?: string; encoding?: 'hex' | 'base64' }
  | { scheme: 'standard-webhooks'; tolerance?: number }
  | { scheme: 'stripe'; tolerance?: number };
