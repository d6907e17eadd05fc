// Event dispatch: every webhook of a service at one URL, each delivery handed to the handlers of
// the event it names (payload-check.ts reads it where the service says: `X-GitHub-Event` and the
// body's `action`, or the body's `type`), in the spirit of @octokit/webhooks' `on`: `on('pull_request.opened')`
// takes that action, `on('pull_request')` every action of the event (a key takes the events it
// prefixes at a dot), `onAny` every delivery. The handlers of a delivery run in that order (the
// most specific first) and together; its answer is the first one's value. A delivery whose event
// no handler takes is answered 200 `{"handled":false}` and reported once per event: refusing it
// would have the sender disable the hook.
// A module of its own beside the delivery handling: handle-delivery.ts verifies, this decides
// who gets a verified delivery.

import type { IncomingHttpHeaders } from 'node:http';
import { WebhookRegistrationError } from './errors.js';
import { Refusal, type PayloadCheck } from './payload-check.js';
import type { Checked } from './payload-check.js';
import type { DeliveryInfoSlot, DeliveryTarget, WebhookDelivery, WebhookHandler } from './targets.js';

/** Handler lists remembered per event name: bounded, since event names come from senders. */
const MAX_CACHED_EVENTS = 1000;

const NONE: ReadonlyArray<WebhookHandler<unknown>> = [];

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return value !== null && typeof value === 'object' && typeof (value as PromiseLike<unknown>).then === 'function';
}

export class EventDispatch implements DeliveryTarget {
  readonly #check: PayloadCheck;
  readonly #byEvent = new Map<string, Array<WebhookHandler<unknown>>>();
  readonly #any: Array<WebhookHandler<unknown>> = [];
  /** The handlers of each event seen, most specific first (cleared when a handler is added). */
  readonly #resolved = new Map<string, ReadonlyArray<WebhookHandler<unknown>>>();

  constructor(check: PayloadCheck) {
    this.#check = check;
  }

  on(event: string, handler: WebhookHandler<unknown>): void {
    if (typeof event !== 'string' || event === '' || event.startsWith('.') || event.endsWith('.')) {
      throw new WebhookRegistrationError(`on() needs an event name such as "pull_request" or "pull_request.opened", got ${JSON.stringify(event)}`);
    }
    if (typeof handler !== 'function') throw new WebhookRegistrationError(`on(${JSON.stringify(event)}) needs a handler function, got ${typeof handler}`);
    let list = this.#byEvent.get(event);
    if (list === undefined) this.#byEvent.set(event, (list = []));
    list.push(handler);
    this.#resolved.clear();
  }

  onAny(handler: WebhookHandler<unknown>): void {
    if (typeof handler !== 'function') throw new WebhookRegistrationError(`onAny() needs a handler function, got ${typeof handler}`);
    this.#any.push(handler);
    this.#resolved.clear();
  }

  /** The handlers of `event`: its own, then those of each shorter prefix at a dot, then onAny's. */
  handlersOf(event: string | undefined): ReadonlyArray<WebhookHandler<unknown>> {
    if (event === undefined) return this.#any.length > 0 ? this.#any : NONE;
    const known = this.#resolved.get(event);
    if (known !== undefined) return known;
    const list: Array<WebhookHandler<unknown>> = [];
    let key = event;
    for (;;) {
      const own = this.#byEvent.get(key);
      if (own !== undefined) list.push(...own);
      const dot = key.lastIndexOf('.');
      if (dot <= 0) break;
      key = key.slice(0, dot);
    }
    list.push(...this.#any);
    const handlers = list.length > 0 ? list : NONE;
    if (this.#resolved.size < MAX_CACHED_EVENTS) this.#resolved.set(event, handlers);
    return handlers;
  }

  take(payload: unknown, info: DeliveryInfoSlot, headers: IncomingHttpHeaders): unknown {
    const checked = this.#check.check(headers, payload, info.route);
    if (checked instanceof Refusal) return checked;
    info.event = checked.event;
    info.violations = checked.violations;
    return this.run(payload, info);
  }

  check(payload: unknown, route: string, headers: IncomingHttpHeaders): Checked | Refusal {
    return this.#check.check(headers, payload, route);
  }

  run(payload: unknown, info: WebhookDelivery): unknown {
    const handlers = this.handlersOf(info.event);
    if (handlers.length === 0) {
      this.#check.reporter.unhandled(info.event ?? '(no event)', info.route);
      return UNHANDLED;
    }
    if (handlers.length === 1) return handlers[0]!(payload, info);
    const results = handlers.map((h) => h(payload, info));
    return results.some(isThenable) ? Promise.all(results).then((all) => all[0]) : results[0];
  }
}

/** The answer to a delivery no handler takes. */
export const UNHANDLED = Object.freeze({ handled: false });
