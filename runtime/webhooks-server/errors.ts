// Errors of the webhook server that are raised to its caller (not sent to a client).

import { SpecforgeError } from '../errors.js';

/** A handler cannot be registered: bad or duplicate route, missing handler. Thrown by addWebhook. */
export class WebhookRegistrationError extends SpecforgeError {
  static override readonly brand: string = 'specforge.WebhookRegistrationError';
}
