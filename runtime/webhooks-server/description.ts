// What a generated webhook server tells the runtime's WebhooksServer about its service, as data
// from the spec: the payload validator, the header that carries the shared secret, the default
// port, where the service's webhooks are set up, and the environment variable an app platform
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
