// Turns `addWebhook(path?, handler)` into the route it serves: `/webhooks/<path or function
// name>`, leading and trailing slashes stripped; rejects names that cannot be a URL path.

import { WebhookRegistrationError } from './errors.js';

const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/** `/webhooks/<name>` for an explicit path or, when there is none, the handler's function name. */
export function webhookRoute(path: string | undefined, handler: { name: string }): string {
  const raw = path ?? handler.name;
  if (path === undefined && !raw) {
    throw new WebhookRegistrationError('an anonymous handler needs an explicit path: addWebhook("/name", handler)');
  }
  const name = raw.replace(/^\/+|\/+$/g, '');
  if (!name) throw new WebhookRegistrationError(`webhook path ${JSON.stringify(raw)} is empty once its slashes are stripped`);
  for (const segment of name.split('/')) {
    if (!SEGMENT.test(segment)) {
      throw new WebhookRegistrationError(
        `webhook path ${JSON.stringify(raw)} has the segment ${JSON.stringify(segment)}; expected letters, digits and . _ ~ - between slashes`,
      );
    }
  }
  return `/webhooks/${name}`;
}
