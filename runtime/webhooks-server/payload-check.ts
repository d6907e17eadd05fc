// The check of a verified delivery's payload against its schema, shared by the route-per-handler
// form and event dispatch: which event the delivery names (where the service says: a header, a
// body field, or both, `<header>.<field>`), the schema of that event (else the service's one
// payload schema), and then, by default, the delivery goes on with its violations (reported once
// per event and field path, violations.ts), or, strict, is refused with 422 as before.

import type { IncomingHttpHeaders } from 'node:http';
import type { ParamsValidator } from '../description.js';
import type { WebhookEventLocation } from './description.js';
import { payloadRejection } from './payload-issues.js';
import { NO_VIOLATIONS, violationsOf, type ViolationReporter, type WebhookViolation } from './violations.js';

/** A delivery refused after its body was read and verified: the status, the JSON text and any headers answered (name, value, ...). */
export class Refusal {
  constructor(
    readonly status: number,
    readonly text: string,
    readonly headers: readonly string[] = [],
  ) {}
}

/** The longest event name taken from a delivery. */
const MAX_EVENT_LENGTH = 200;

/** What the check finds in a delivery: its event and the violations of its schema. */
export interface Checked {
  event: string | undefined;
  violations: readonly WebhookViolation[];
}

export interface PayloadCheckSetup {
  validate: ParamsValidator | undefined;
  event: WebhookEventLocation | undefined;
  events: Readonly<Record<string, ParamsValidator>> | undefined;
  strict: boolean;
  reporter: ViolationReporter;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export class PayloadCheck {
  readonly #validate: ParamsValidator | undefined;
  readonly #header: string | undefined;
  readonly #headerName: string | undefined;
  readonly #field: string | undefined;
  readonly #events: ReadonlyMap<string, ParamsValidator>;
  readonly #strict: boolean;
  readonly reporter: ViolationReporter;

  constructor(setup: PayloadCheckSetup) {
    this.#validate = setup.validate;
    this.#headerName = setup.event?.header;
    this.#header = setup.event?.header?.toLowerCase();
    this.#field = setup.event?.field;
    this.#events = new Map(Object.entries(setup.events ?? {}));
    this.#strict = setup.strict;
    this.reporter = setup.reporter;
  }

  /** Whether deliveries name their event (the service says where). */
  get dispatches(): boolean {
    return this.#header !== undefined || this.#field !== undefined;
  }

  /**
   * The event a delivery names: `<header>.<field>`, the header's alone when the body has no such
   * field, or the field's alone. A Refusal (400) when the service's header is missing, or the
   * name is not a short string.
   */
  eventOf(headers: IncomingHttpHeaders, payload: unknown): string | Refusal | undefined {
    if (!this.dispatches) return undefined;
    let event: string | undefined;
    if (this.#header !== undefined) {
      event = header(headers, this.#header);
      if (event === undefined || event === '') return new Refusal(400, JSON.stringify({ error: `${this.#headerName} header not set.` }));
    }
    if (this.#field !== undefined) {
      const value = payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>)[this.#field] : undefined;
      if (typeof value === 'string' && value !== '') event = event === undefined ? value : `${event}.${value}`;
      else if (event === undefined) return new Refusal(400, JSON.stringify({ error: `The payload has no "${this.#field}" naming its event.` }));
    }
    if (event!.length > MAX_EVENT_LENGTH) return new Refusal(400, JSON.stringify({ error: `The event name is longer than ${MAX_EVENT_LENGTH} characters.` }));
    return event;
  }

  /** The schema a delivery of `event` is checked against: the event's, else the header's whole event's (`push` for `push.x`). */
  #validatorOf(event: string | undefined): ParamsValidator | undefined {
    if (event === undefined) return this.#validate;
    const own = this.#events.get(event);
    if (own !== undefined || this.#header === undefined || this.#field === undefined) return own;
    const dot = event.indexOf('.');
    return dot === -1 ? undefined : this.#events.get(event.slice(0, dot));
  }

  /** The delivery's event and violations, or a Refusal (its event cannot be read; strict: it breaks its schema). */
  check(headers: IncomingHttpHeaders, payload: unknown, route: string): Checked | Refusal {
    const event = this.eventOf(headers, payload);
    if (event instanceof Refusal) return event;
    const validate = this.#validatorOf(event);
    if (validate === undefined || validate(payload)) return { event, violations: NO_VIOLATIONS };
    if (this.#strict) return new Refusal(422, JSON.stringify(payloadRejection(validate.errors ?? [], payload)));
    const violations = violationsOf(validate, payload);
    this.reporter.violations(event, route, violations);
    return { event, violations };
  }
}
