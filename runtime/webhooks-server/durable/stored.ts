// What the queue stores of a verified delivery: what its handlers need (route, event, violations,
// payload, the request headers less every header that carries a secret, a signature or a
// credential) and the sender's delivery id. Never the secret, the signature or a credential: the
// headers named by the service (its secret header, its signature headers) are dropped, and so is
// any header whose name says it holds one (authorization, cookie, *signature*, *secret*, *token*).

import type { IncomingHttpHeaders } from 'node:http';
import type { WebhookDeliveryId, WebhookSignature } from '../description.js';
import type { WebhookViolation } from '../violations.js';

/** A delivery as a job's data: version 1. */
export interface StoredDelivery {
  v: 1;
  route: string;
  event: string | undefined;
  violations: readonly WebhookViolation[];
  payload: unknown;
  headers: Record<string, string | string[]>;
  /** The sender's id of the delivery, when it gives one. */
  deliveryId: string | undefined;
  /** When it was received (ms since the epoch). */
  receivedAt: number;
}

/** Header names that hold a credential, whatever the service. */
const CREDENTIAL = /authorization|cookie|signature|secret|token|api-?key|password/i;

/** The longest delivery id taken (a longer one is not an id: the delivery is not deduplicated). */
const MAX_ID_LENGTH = 200;

/** The request headers to store: without `dropped` (lower case) and without any credential header. */
export function storedHeaders(headers: IncomingHttpHeaders, dropped: ReadonlySet<string>): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || dropped.has(name) || CREDENTIAL.test(name)) continue;
    kept[name] = value;
  }
  return kept;
}

/** Where a service's deliveries carry their id: the description's, else the signature scheme's (none for the others). */
export function deliveryIdLocation(deliveryId: WebhookDeliveryId | undefined, signature: WebhookSignature | undefined): WebhookDeliveryId | undefined {
  if (deliveryId !== undefined) return deliveryId;
  if (signature?.scheme === 'standard-webhooks') return { header: 'webhook-id' };
  if (signature?.scheme === 'stripe') return { field: 'id' };
  return undefined;
}

/** The delivery's id where its service carries it, or undefined (none there, empty, or not a short string). */
export function deliveryIdOf(location: WebhookDeliveryId | undefined, headers: IncomingHttpHeaders, payload: unknown): string | undefined {
  let value: unknown;
  if (location?.header !== undefined) {
    const raw = headers[location.header.toLowerCase()];
    value = Array.isArray(raw) ? raw[0] : raw;
  } else if (location?.field !== undefined && payload !== null && typeof payload === 'object' && !Array.isArray(payload)) {
    value = (payload as Record<string, unknown>)[location.field];
  }
  return typeof value === 'string' && value !== '' && value.length <= MAX_ID_LENGTH ? value : undefined;
}
