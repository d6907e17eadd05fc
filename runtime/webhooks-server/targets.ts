// What a route hands its verified deliveries to (handle-delivery.ts calls `take` once a
// delivery's secret or signature, body and JSON checked out: the one place a verified delivery is
// handed on). Two kinds: a route of its own per handler (the Hub's form, `addWebhook`), and one
// route dispatching by event (dispatch.ts). Each splits into `check` (the delivery's event and
// violations, or a refusal) and `run` (its handlers): a queue of deliveries (durable/) checks when
// it receives and runs when a worker takes the delivery.

import type { IncomingHttpHeaders } from 'node:http';
import type { WebhookViolation } from './violations.js';
import { Refusal, type Checked, type PayloadCheck } from './payload-check.js';

/** What a handler gets besides the payload. */
export interface WebhookDelivery {
  /** The route that received it: `/webhooks/say_hello`. */
  readonly route: string;
  /** The request headers, without the secret header. */
  readonly headers: IncomingHttpHeaders;
  /** The event the delivery names, where the service says (`pull_request.opened`); undefined for a service that names none. */
  readonly event: string | undefined;
  /** How the payload breaks its webhook's schema (empty when it does not); the handler gets it anyway unless the server is strict. */
  readonly violations: readonly WebhookViolation[];
  /**
   * Which run of the handlers this is: 1, or more when the delivery came from a queue and an
   * earlier run failed or its worker died (`queue` option). Always 1 without a queue.
   */
  readonly attempt: number;
}

/** A delivery handler: its (awaited) return value is sent back as JSON. */
export type WebhookHandler<P> = (payload: P, delivery: WebhookDelivery) => unknown;

/** A verified delivery as its route's target takes it: `info` is what its handlers get. */
export interface DeliveryTarget {
  /** The handlers' (awaited) answer, or a Refusal answered instead. A throw is the handler failing. `headers`: the request's, as they came. */
  take(payload: unknown, info: DeliveryInfoSlot, headers: IncomingHttpHeaders): unknown;
  /** The delivery's event and violations, or the Refusal answered instead (`take`'s first half). */
  check(payload: unknown, route: string, headers: IncomingHttpHeaders): Checked | Refusal;
  /** Runs the handlers of a checked delivery (`take`'s second half): their (awaited) answer. */
  run(payload: unknown, info: WebhookDelivery): unknown;
}

/** The delivery info, whose event and violations the target fills in before its handlers run. */
export interface DeliveryInfoSlot extends WebhookDelivery {
  event: string | undefined;
  violations: readonly WebhookViolation[];
}

/** One handler at a route of its own: checked against the service's payload schema (or its event's). */
export class RouteTarget implements DeliveryTarget {
  constructor(
    readonly handler: WebhookHandler<unknown>,
    readonly payloadCheck: PayloadCheck,
  ) {}

  take(payload: unknown, info: DeliveryInfoSlot, headers: IncomingHttpHeaders): unknown {
    const checked = this.check(payload, info.route, headers);
    if (checked instanceof Refusal) return checked;
    info.event = checked.event;
    info.violations = checked.violations;
    return this.handler(payload, info);
  }

  check(payload: unknown, route: string, headers: IncomingHttpHeaders): Checked | Refusal {
    return this.payloadCheck.check(headers, payload, route);
  }

  run(payload: unknown, info: WebhookDelivery): unknown {
    return this.handler(payload, info);
  }
}
