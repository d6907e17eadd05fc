// What a delivery that breaks its schema is delivered with, and how it is reported. The sender is
// the authority on what it sends, and its description a best effort: by default a verified
// delivery that breaks its webhook's schema still reaches its handlers, with its violations (field
// path, what the description says, what came, cut short as in a 422 answer: payload-issues.ts),
// and each violation is reported once per event and field path (not per delivery, so that a
// drifted field does not flood the logs), to the `onReport` hook or, without one, as one warning.
// Events no handler takes are reported the same way, once per event. What was reported is kept
// (bounded) so that it can be turned into an overlay of the description (`server.drift`).

import type { ParamsValidator } from '../description.js';
import { payloadRejection } from './payload-issues.js';
import type { WebhooksServerLogger } from './logger.js';

/** One way a delivery breaks its webhook's schema. */
export interface WebhookViolation {
  /** The field, as a path into the payload (`pull_request.head.repo.has_discussions`). */
  path: string;
  /** What the description says of it (`is required`, `must match format "uri"`). */
  expected: string;
  /** What came (cut short; objects and arrays described by their size; absent for a missing field). */
  received?: unknown;
}

/** What the server reports: new violations of an event's schema, or an event no handler takes. */
export type WebhookReport =
  | { kind: 'violations'; event: string | undefined; route: string; violations: WebhookViolation[] }
  | { kind: 'unhandled'; event: string; route: string };

/** A violation with the event it was seen in: what `server.drift` lists. */
export interface ObservedViolation extends WebhookViolation {
  event: string | undefined;
}

/** The most distinct (event, path) pairs remembered: past it, new ones are neither reported nor kept. */
const MAX_REMEMBERED = 10_000;

export const NO_VIOLATIONS: readonly WebhookViolation[] = Object.freeze([]);

/** The violations `validate` has just found in `payload` (bounded in number and size). */
export function violationsOf(validate: ParamsValidator, payload: unknown): WebhookViolation[] {
  return payloadRejection(validate.errors ?? [], payload).issues.map((i) =>
    i.received === undefined ? { path: i.parameter, expected: i.expected } : { path: i.parameter, expected: i.expected, received: i.received },
  );
}

export class ViolationReporter {
  readonly #hook: ((report: WebhookReport) => void) | undefined;
  readonly #logger: WebhooksServerLogger;
  readonly #seen = new Map<string, ObservedViolation>();
  readonly #unhandled = new Set<string>();
  #full = false;

  constructor(hook: ((report: WebhookReport) => void) | undefined, logger: WebhooksServerLogger) {
    this.#hook = hook;
    this.#logger = logger;
  }

  /** Every distinct violation reported so far, in the order first seen. */
  get observed(): ObservedViolation[] {
    return [...this.#seen.values()];
  }

  violations(event: string | undefined, route: string, violations: readonly WebhookViolation[]): void {
    const fresh: WebhookViolation[] = [];
    for (const v of violations) {
      const key = `${event ?? ''}\u0000${v.path}`;
      if (this.#seen.has(key) || !this.#remember()) continue;
      this.#seen.set(key, { event, ...v });
      fresh.push(v);
    }
    if (fresh.length === 0) return;
    this.#send({ kind: 'violations', event, route, violations: fresh }, () => {
      const where = `POST ${route}${event !== undefined ? ` (${event})` : ''}`;
      const what = fresh.map((v) => `"${v.path}" ${v.expected}${v.received !== undefined ? `, got ${JSON.stringify(v.received)}` : ''}`).join('; ');
      return `Webhook delivery to ${where} differs from the description, delivered anyway: ${what}`;
    });
  }

  unhandled(event: string, route: string): void {
    if (this.#unhandled.has(event) || !this.#remember()) return;
    this.#unhandled.add(event);
    this.#send({ kind: 'unhandled', event, route }, () => `Webhook delivery to POST ${route}: no handler takes "${event}" (answered 200)`);
  }

  #remember(): boolean {
    if (this.#seen.size + this.#unhandled.size < MAX_REMEMBERED) return true;
    if (!this.#full) {
      this.#full = true;
      this.#logger.warn(`Webhooks server: ${MAX_REMEMBERED} distinct violations reported; later new ones are not reported.`);
    }
    return false;
  }

  #send(report: WebhookReport, line: () => string): void {
    if (this.#hook === undefined) return this.#logger.warn(line());
    try {
      this.#hook(report);
    } catch (error) {
      this.#logger.error('Webhooks server: the onReport hook failed', error);
    }
  }
}
