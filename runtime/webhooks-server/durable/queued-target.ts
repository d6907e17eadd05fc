// The route target of a server with a queue: it checks a verified delivery as its route's own
// target would (its event, its violations, or the refusal answered instead), stores it with its
// deduplication record, and only then lets it be answered: 200 `{"queued":true}`, or
// `{"duplicate":true}` for a delivery id seen within the horizon, or 503 with Retry-After when
// Redis cannot take it (the sender retries; nothing unstored is ever answered 2xx). The handlers
// run later, in a worker (workers.ts), with the route's own target.

import type { IncomingHttpHeaders } from 'node:http';
import type { WebhookDeliveryId } from '../description.js';
import type { WebhooksServerLogger } from '../logger.js';
import { Refusal, type Checked } from '../payload-check.js';
import type { DeliveryInfoSlot, DeliveryTarget, WebhookDelivery } from '../targets.js';
import type { DeliveryQueue } from './queue.js';
import { deliveryIdOf, storedHeaders } from './stored.js';

const QUEUED = Object.freeze({ queued: true });
const DUPLICATE = Object.freeze({ duplicate: true });
const UNAVAILABLE = new Refusal(503, JSON.stringify({ error: 'The delivery could not be stored; send it again later.' }), ['retry-after', '5']);

export interface QueuedTargetSetup {
  queue: DeliveryQueue;
  /** Where the service's deliveries carry their id (undefined: they carry none, and are not deduplicated). */
  deliveryId: WebhookDeliveryId | undefined;
  /** Headers never stored (lower case): the service's secret and signature headers. */
  dropped: ReadonlySet<string>;
  logger: WebhooksServerLogger;
}

export class QueuedTarget implements DeliveryTarget {
  constructor(
    readonly inner: DeliveryTarget,
    readonly setup: QueuedTargetSetup,
  ) {}

  take(payload: unknown, info: DeliveryInfoSlot, headers: IncomingHttpHeaders): unknown {
    const checked = this.inner.check(payload, info.route, headers);
    if (checked instanceof Refusal) return checked;
    const { queue, deliveryId, dropped, logger } = this.setup;
    return queue
      .enqueue({
        v: 1,
        route: info.route,
        event: checked.event,
        violations: checked.violations,
        payload,
        headers: storedHeaders(headers, dropped),
        deliveryId: deliveryIdOf(deliveryId, headers, payload),
        receivedAt: Date.now(),
      })
      .then(
        (outcome) => (outcome === 'queued' ? QUEUED : DUPLICATE),
        (error: unknown) => {
          logger.error(`Webhooks server: a delivery to POST ${info.route} could not be stored; answered 503`, error);
          return UNAVAILABLE;
        },
      );
  }

  check(payload: unknown, route: string, headers: IncomingHttpHeaders): Checked | Refusal {
    return this.inner.check(payload, route, headers);
  }

  run(payload: unknown, info: WebhookDelivery): unknown {
    return this.inner.run(payload, info);
  }
}
