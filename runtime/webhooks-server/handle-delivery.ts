// Answers the requests to the webhook routes, whichever node:http server they arrive on: the
// WebhooksServer's own (server.ts) or one of yours that its `listener` is mounted on. Each delivery
// is checked in this order, and a failed check is answered with a JSON error before the handler is
// reached: route (404), method (405), secret from the service's secret header compared in constant
// time before the body is read (missing 401, wrong 403), or a signed delivery's headers (missing
// or a stale timestamp 401), body size (413), body time (408), the signature over the raw bytes
// (403; a Standard Webhooks delivery id seen within its window is answered 200 without the
// handler), JSON and its nesting depth (400); the verified delivery is then handed to its route's
// target (targets.ts: a handler of its own, or event dispatch, dispatch.ts), which checks its
// payload against the spec's schema (payload-check.ts: delivered with its violations, or 422 when
// strict) and calls its handlers.
// The handler's return value is the JSON answer; a throwing handler gets 500 and the server keeps
// serving. `GET /` gets the landing page. No node:http server here: what only a server of its own
// can do (the Keep-Alive hint, watching answers leave, shutting down) is switched on by server.ts.
// Knows no service: the checks and the secret header come from the generated server.

import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { answerUnread, HTML_TYPE, sendJson, type AnswerEnded, type ExtraHeaders } from './answers.js';
import type { BodyEnd } from './body.js';
import { Delivery, DeliveryTracker } from './deliveries.js';
import { WebhookRegistrationError } from './errors.js';
import { parseJsonBody } from './json-body.js';
import type { WebhooksServerLogger } from './logger.js';
import { checkEvery, type Limits } from './limits.js';
import { Refusal } from './payload-check.js';
import type { SecretCheck } from './secret.js';
import type { SignatureCheck } from './signature.js';
import type { DeliveryInfoSlot, DeliveryTarget } from './targets.js';
import { NO_VIOLATIONS, type WebhookViolation } from './violations.js';

export type { WebhookDelivery, WebhookHandler } from './targets.js';

/** Longest piece of a request's path repeated in an answer. */
const MAX_ECHOED_PATH = 200;

/** What the delivery handling is built with: the service's checks and the server's settings. */
export interface DeliverySetup {
  /** The secret header, lower case (undefined: the service's deliveries carry no secret). */
  secretHeader: string | undefined;
  /** The check of the configured secret (undefined: no secret is configured, or deliveries are signed). */
  secret: SecretCheck | undefined;
  /** The check of signed deliveries with the configured secret (undefined: not signed, or no secret is configured). */
  signature?: SignatureCheck | undefined;
  limits: Limits;
  /** Where handler failures and unexpected failures go. */
  logger: WebhooksServerLogger;
  /** The HTML answered to `GET /`. */
  landingPage: () => string;
}

function echo(text: string): string {
  return text.length > MAX_ECHOED_PATH ? `${text.slice(0, MAX_ECHOED_PATH)}…` : text;
}

const SHUTTING_DOWN = JSON.stringify({ error: 'The server is shutting down; send the delivery again later.' });
const SECRET_WRONG = JSON.stringify({ error: 'Invalid webhook secret.' });
const SIGNATURE_WRONG = JSON.stringify({ error: 'Invalid webhook signature.' });
const DUPLICATE = JSON.stringify({ duplicate: true });
const HANDLER_FAILED = JSON.stringify({ error: 'The webhook handler failed.' });
const MALFORMED_BODY = JSON.stringify({ error: 'Malformed request body (bad chunked encoding).' });
const RETRY_SOON: ExtraHeaders = ['retry-after', '5'];
const NO_HEADERS: ExtraHeaders = [];

/** A delivery in progress with the target of its route. */
type Handled = Delivery<DeliveryTarget>;

/** The delivery as its handlers see it; the headers are copied (without the secret) only when read. */
class DeliveryInfo implements DeliveryInfoSlot {
  readonly route: string;
  event: string | undefined = undefined;
  violations: readonly WebhookViolation[] = NO_VIOLATIONS;
  readonly attempt = 1;
  readonly #req: IncomingMessage;
  readonly #secretHeader: string | undefined;
  #headers: IncomingHttpHeaders | undefined;
  constructor(route: string, req: IncomingMessage, secretHeader: string | undefined) {
    this.route = route;
    this.#req = req;
    this.#secretHeader = secretHeader;
  }
  get headers(): IncomingHttpHeaders {
    if (this.#headers === undefined) {
      const headers = { ...this.#req.headers };
      if (this.#secretHeader !== undefined) delete headers[this.#secretHeader];
      this.#headers = headers;
    }
    return this.#headers;
  }
}

/** The registered routes and the answering of every request to them, from its headers to its answer. */
export class DeliveryHandling {
  readonly #handlers = new Map<string, DeliveryTarget>();
  readonly #secretHeader: string | undefined;
  readonly #secretMissing: string;
  readonly #secret: SecretCheck | undefined;
  readonly #signature: SignatureCheck | undefined;
  /** The deliveries that took their id (signature.take): given back unless they are answered 2xx. */
  readonly #tookId = new WeakSet<Handled>();
  readonly #limits: Limits;
  readonly #logger: WebhooksServerLogger;
  readonly #landingPage: () => string;
  /** The deliveries in progress: what the server's close() waits for, and the clock of their bodies' time. */
  readonly inProgress: DeliveryTracker<DeliveryTarget>;
  /** Sockets that close after their current answer: later requests on them are not processed. */
  readonly #closingSockets = new WeakSet<object>();
  #closing = false;
  /** Sent with answers that keep the connection open, once the server listens itself (see ownConnections). */
  #keepAliveHint: ExtraHeaders = NO_HEADERS;
  /** Called with each answer and its connection once the answer is handed to node:http (see ownConnections). */
  #answerEnded: AnswerEnded | undefined;

  constructor(setup: DeliverySetup) {
    this.#secretHeader = setup.secretHeader;
    this.#secretMissing = JSON.stringify({ error: `${setup.secretHeader} header not set.` });
    this.#secret = setup.secret;
    this.#signature = setup.signature;
    this.#limits = setup.limits;
    this.#logger = setup.logger;
    this.#landingPage = setup.landingPage;
    this.inProgress = new DeliveryTracker<DeliveryTarget>(checkEvery(setup.limits.bodyTimeoutMs));
  }

  /** Registered routes, in registration order: `/webhooks/say_hello`. */
  get routes(): string[] {
    return [...this.#handlers.keys()];
  }

  /** Whether deliveries must carry the secret or its signature (the secret itself is never exposed). */
  get secretConfigured(): boolean {
    return this.#secret !== undefined || this.#signature !== undefined;
  }

  /** Hands the deliveries to `route` to `handler`; throws WebhookRegistrationError for a route already served. */
  addRoute(route: string, handler: DeliveryTarget): void {
    if (this.#handlers.has(route)) throw new WebhookRegistrationError(`POST ${route} is already registered`);
    this.#handlers.set(route, handler);
  }

  /**
   * For the answers on the server's own connections: `keepAliveHint` goes with those that keep the
   * connection open, and `answerEnded` is called with each answer once it is handed to node:http.
   */
  ownConnections(keepAliveHint: ExtraHeaders, answerEnded: AnswerEnded): void {
    this.#keepAliveHint = keepAliveHint;
    this.#answerEnded = answerEnded;
  }

  /** From now on new requests get 503, and every answer closes its connection. */
  beginShutdown(): void {
    this.#closing = true;
  }

  /**
   * Marks `socket` as closing after its current answer, so that later requests on it are not
   * processed. False when it was marked already.
   */
  closeAfterAnswer(socket: object): boolean {
    if (this.#closingSockets.has(socket)) return false;
    this.#closingSockets.add(socket);
    return true;
  }

  /** Answers a request: `expectsContinue` when it came with `Expect: 100-continue`. */
  receive(req: IncomingMessage, res: ServerResponse, expectsContinue: boolean): void {
    try {
      this.#route(req, res, expectsContinue);
    } catch (error) {
      this.#unexpected(res, error);
    }
  }

  /** Answers without reading the body (refusals, the page); a connection that will close takes no further requests. */
  refuse(req: IncomingMessage, res: ServerResponse, status: number, text: string, extra?: ExtraHeaders, type?: string): void {
    const how = { close: this.#closing, extra, whenOpen: this.#keepAliveHint, type, ended: this.#answerEnded };
    if (answerUnread(req, res, status, text, how)) this.#closingSockets.add(req.socket);
  }

  #unexpected(res: ServerResponse, error: unknown): void {
    this.#logger.error('Webhooks server: unexpected failure while answering a request', error);
    if (!res.headersSent) {
      this.#sendJson(res, res.req.socket, 500, JSON.stringify({ error: 'Internal server error.' }), true);
    } else res.destroy();
  }

  #route(req: IncomingMessage, res: ServerResponse, expectsContinue: boolean): void {
    // A request that follows a refusal on a connection about to close is not processed: the
    // client learns from the closed connection that it was not answered.
    if (this.#closingSockets.has(req.socket)) return;
    if (this.#closing) return this.refuse(req, res, 503, SHUTTING_DOWN, RETRY_SOON);
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const method = req.method;
    if (path === '/') {
      if (method === 'GET' || method === 'HEAD') return this.refuse(req, res, 200, this.#landingPage(), undefined, HTML_TYPE);
      return this.refuse(req, res, 405, JSON.stringify({ error: `Method ${method} is not allowed on /; use GET.` }), ['allow', 'GET, HEAD']);
    }
    let route = path;
    let handler = this.#handlers.get(path);
    if (handler === undefined && path.endsWith('/')) {
      route = path.replace(/\/+$/, '');
      handler = this.#handlers.get(route);
    }
    if (handler === undefined) {
      return this.refuse(req, res, 404, JSON.stringify({ error: `No webhook at ${echo(route)}.`, routes: this.routes.map((r) => `POST ${r}`) }));
    }
    if (method !== 'POST') {
      return this.refuse(req, res, 405, JSON.stringify({ error: `Method ${method} is not allowed on ${route}; use POST.` }), ['allow', 'POST']);
    }
    if (this.#secret !== undefined) {
      const received = req.headers[this.#secretHeader!];
      if (received === undefined) return this.refuse(req, res, 401, this.#secretMissing);
      if (!this.#secret.matches(received as string)) return this.refuse(req, res, 403, SECRET_WRONG);
    }
    const refusal = this.#signature?.beforeBody(req.headers, Date.now());
    if (refusal !== undefined) return this.refuse(req, res, refusal.status, JSON.stringify({ error: refusal.error }));
    const delivery = new Delivery(req, res, route, handler, Date.now() + this.#limits.bodyTimeoutMs);
    this.inProgress.add(delivery);
    if (expectsContinue && !(Number(req.headers['content-length']) > this.#limits.maxBodyBytes)) res.writeContinue();
    delivery.read(this.#limits.maxBodyBytes, this.#bodyRead);
  }

  /** Called once per delivery when its body ended (one function for all, bound once). */
  readonly #bodyRead = (delivery: Handled, end: BodyEnd): void => {
    try {
      this.#deliver(delivery, end);
    } catch (error) {
      this.inProgress.delete(delivery);
      this.#unexpected(delivery.res, error);
    }
  };

  #deliver(delivery: Handled, end: BodyEnd): void {
    const { req, res } = delivery;
    if (end.kind !== 'complete') {
      this.inProgress.delete(delivery);
      switch (end.kind) {
        case 'aborted':
          return void res.destroy();
        case 'too-large':
          return this.refuse(req, res, 413, JSON.stringify({ error: `Payload too large: the limit is ${this.#limits.maxBodyBytes} bytes.` }));
        case 'timed-out':
          return this.refuse(
            req,
            res,
            408,
            JSON.stringify({ error: `Request timeout: the body must arrive within ${this.#limits.bodyTimeoutMs} ms of the headers.` }),
          );
        case 'shutting-down':
          return this.#sendJson(res, req.socket, 503, SHUTTING_DOWN, true, RETRY_SOON);
        case 'malformed':
          this.#closingSockets.add(req.socket);
          return this.#sendJson(res, req.socket, 400, MALFORMED_BODY, true);
      }
    }
    delivery.phase = 'handler';
    const signature = this.#signature;
    if (signature !== undefined) {
      if (!signature.verify(req.headers, end.bytes)) return this.#answer(delivery, 403, SIGNATURE_WRONG);
      if (!signature.take(req.headers, Date.now())) return this.#answer(delivery, 200, DUPLICATE);
      this.#tookId.add(delivery);
    }
    const parsed = parseJsonBody(end.bytes, this.#limits.maxJsonDepth);
    if (!parsed.ok) return this.#answer(delivery, 400, JSON.stringify({ error: parsed.error }));
    // The one place a verified delivery is handed on: to its route's target, which checks its
    // payload and calls its handlers.
    let result: unknown;
    try {
      result = delivery.handler.take(parsed.value, new DeliveryInfo(delivery.route, req, this.#secretHeader), req.headers);
    } catch (error) {
      return this.#handlerFailed(delivery, error);
    }
    if (result instanceof Refusal) return this.#answer(delivery, result.status, result.text, result.headers);
    if (result !== null && typeof result === 'object' && typeof (result as PromiseLike<unknown>).then === 'function') {
      (result as PromiseLike<unknown>).then(
        (value) => (value instanceof Refusal ? this.#answer(delivery, value.status, value.text, value.headers) : this.#answerResult(delivery, value)),
        (error: unknown) => this.#handlerFailed(delivery, error),
      );
    } else {
      this.#answerResult(delivery, result);
    }
  }

  #answerResult(delivery: Handled, result: unknown): void {
    let text: string;
    try {
      text = result === undefined ? 'null' : JSON.stringify(result);
    } catch (error) {
      this.#logger.error(`Webhook handler of POST ${delivery.route} returned an answer that is not JSON`, error);
      return this.#answer(delivery, 500, JSON.stringify({ error: 'The webhook handler returned an answer that cannot be sent as JSON.' }));
    }
    this.#answer(delivery, 200, text === undefined ? 'null' : text);
  }

  #handlerFailed(delivery: Handled, error: unknown): void {
    this.#logger.error(`Webhook handler of POST ${delivery.route} failed`, error);
    this.#answer(delivery, 500, HANDLER_FAILED);
  }

  /** The answer to a delivery whose whole request was read: the connection stays usable unless closing. */
  #answer(delivery: Handled, status: number, text: string, extra: ExtraHeaders = NO_HEADERS): void {
    this.inProgress.delete(delivery);
    // A delivery that was not handled gives its id back, so that the service's retry is.
    if (status >= 300 && this.#tookId.delete(delivery)) this.#signature!.giveBack(delivery.req.headers);
    const { res, socket } = delivery;
    this.#sendJson(res, socket, status, text, this.#closing || (socket !== null && this.#closingSockets.has(socket)), extra);
  }

  /**
   * Sends a JSON answer to a request whose body was read, and hands it to `answerEnded` (see
   * ownConnections). An answer that keeps the connection open says for how long (`Keep-Alive: timeout`).
   */
  #sendJson(res: ServerResponse, socket: Socket | null, status: number, text: string, close: boolean, extra: ExtraHeaders = NO_HEADERS): void {
    sendJson(res, status, text, close, extra, this.#keepAliveHint);
    if (socket !== null) this.#answerEnded?.(res, socket);
  }
}
