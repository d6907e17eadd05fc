// WebhooksServer: a node:http server with one `POST /webhooks/<name>` route per registered
// handler and a landing page at `/`. Each delivery is checked in this order, and a failed check
// is answered with a JSON error before the handler is reached: route (404), method (405),
// secret from the service's secret header compared in constant time before the body is read (missing 401,
// wrong 403), body size (413), body time (408), JSON and its nesting depth (400), payload schema
// through the validator generated from the spec (422). The handler's return value is the JSON
// answer; a throwing handler gets 500 and the server keeps serving. Every limit is bounded:
// headers (size and time), body (size and time), the reading of a refused body, close().
// Knows no service: the payload type, its validator, the secret header, the default port and
// the startup hints come from the generated server (a WebhooksServerDescription).

import { createServer, maxHeaderSize, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { ConfigurationError } from '../errors.js';
import type { ParamsValidator } from '../description.js';
import { answerSocket, answerUnread, HTML_TYPE, rawJsonResponse, sendJson, type ExtraHeaders } from './answers.js';
import type { BodyEnd } from './body.js';
import { clientErrorAnswer } from './client-errors.js';
import { Delivery, DeliveryTracker } from './deliveries.js';
import { WebhookRegistrationError } from './errors.js';
import { parseJsonBody } from './json-body.js';
import { renderLandingPage, type LandingPageInfo } from './landing-page.js';
import { resolveLimits, type Limits } from './limits.js';
import { payloadRejection } from './payload-issues.js';
import { DEFAULT_PORT, type WebhooksServerDescription } from './description.js';
import { IdleConnections, keepAliveHint } from './idle-connections.js';
import { resolvePublicUrl } from './public-url.js';
import { webhookRoute } from './route-name.js';
import { resolveSecret, SecretCheck } from './secret.js';

/** Longest piece of a request's path repeated in an answer. */
const MAX_ECHOED_PATH = 200;

/** What a handler gets besides the payload. */
export interface WebhookDelivery {
  /** The route that received it: `/webhooks/say_hello`. */
  readonly route: string;
  /** The request headers, without the secret header. */
  readonly headers: IncomingHttpHeaders;
}

/** A delivery handler: its (awaited) return value is sent back as JSON. */
export type WebhookHandler<P> = (payload: P, delivery: WebhookDelivery) => unknown;

export interface WebhooksServerLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface WebhooksServerOptions extends Partial<Limits> {
  /** Replaces the landing page at `/`: HTML, or a function of the registered routes returning HTML. */
  ui?: string | ((info: LandingPageInfo) => string);
  /**
   * Deliveries must carry it in the service's secret header. Defaults to the WEBHOOK_SECRET
   * environment variable. Visible ASCII characters without surrounding whitespace
   * (ConfigurationError otherwise, and for a service whose deliveries carry no secret).
   */
  webhookSecret?: string;
  /**
   * The address webhooks reach this server at (a tunnel or the app platform's URL), for the printed
   * routes and the page. Defaults to `https://<host>` when the service names an app platform's
   * public-host variable and it is set.
   */
  publicUrl?: string;
  /** Where startup lines, the no-secret warning and handler failures go (default: the console). */
  logger?: WebhooksServerLogger;
}

export interface RunOptions {
  /** Default: the PORT environment variable, else the service's port (else DEFAULT_PORT). 0 picks a free port. */
  port?: number;
  /** Default: the HOST environment variable, else 127.0.0.1 (use 0.0.0.0 on a hosted app platform). */
  host?: string;
}

export interface RunningServer {
  /** `http://host:port` as printed (the public address when there is one). */
  url: string;
  /** `http://host:port` where it listens, whatever the public address is. */
  localUrl: string;
  host: string;
  port: number;
}

const consoleLogger: WebhooksServerLogger = {
  info: (m) => console.log(m),
  warn: (m) => console.warn(m),
  error: (m, e) => console.error(m, e),
};

function envPort(): number | undefined {
  const raw = typeof process !== 'undefined' ? process.env.PORT : undefined;
  if (raw === undefined || !/^\d+$/.test(raw)) return undefined;
  const port = Number(raw);
  return port <= 65535 ? port : undefined;
}

function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

function echo(text: string): string {
  return text.length > MAX_ECHOED_PATH ? `${text.slice(0, MAX_ECHOED_PATH)}…` : text;
}

/** How often timeouts are checked: a quarter of the timeout, between 10 ms and 1 s. */
function checkEvery(timeoutMs: number): number {
  return Math.max(10, Math.min(1000, Math.floor(timeoutMs / 4)));
}

/** After the drain time, how long the last 503 answers get before every connection is ended. */
const LAST_ANSWERS_MS = 200;

const SHUTTING_DOWN = JSON.stringify({ error: 'The server is shutting down; send the delivery again later.' });
const SECRET_WRONG = JSON.stringify({ error: 'Invalid webhook secret.' });
const HANDLER_FAILED = JSON.stringify({ error: 'The webhook handler failed.' });
const MALFORMED_BODY = JSON.stringify({ error: 'Malformed request body (bad chunked encoding).' });
const RETRY_SOON: ExtraHeaders = ['retry-after', '5'];
const NO_HEADERS: ExtraHeaders = [];

/** A delivery in progress with the handler of its route. */
type Handled<P> = Delivery<WebhookHandler<P>>;

/** The delivery as its handler sees it; the headers are copied (without the secret) only when read. */
class DeliveryInfo implements WebhookDelivery {
  readonly route: string;
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

export class WebhooksServer<P = unknown> {
  readonly #handlers = new Map<string, WebhookHandler<P>>();
  readonly #validate: ParamsValidator | undefined;
  readonly #service: WebhooksServerDescription;
  /** The secret header, lower case (undefined: the service's deliveries carry no secret). */
  readonly #secretHeader: string | undefined;
  readonly #secretMissing: string;
  readonly #secret: SecretCheck | undefined;
  readonly #ui: WebhooksServerOptions['ui'];
  readonly #limits: Limits;
  /** Sent with answers that keep the connection open, when this server listens itself (see #listen). */
  #keepAliveHint: ExtraHeaders = NO_HEADERS;
  readonly #publicUrl: string | undefined;
  readonly #logger: WebhooksServerLogger;
  readonly #deliveries: DeliveryTracker<WebhookHandler<P>>;
  readonly #sockets = new Set<Socket>();
  /** Sockets that close after their current answer: later requests on them are not processed. */
  readonly #closingSockets = new WeakSet<object>();
  #server: Server | undefined;
  #running: Promise<RunningServer> | undefined;
  #baseUrl: string | undefined;
  #closing = false;
  #closed: Promise<void> | undefined;
  /** How long a connection of this server's own may go without progress while an answer waits on it. */
  #stallMs: number | undefined;
  /** Closes this server's own keep-alive connections once quiet (node:http's keep-alive timer is off). */
  #idle: IdleConnections | undefined;

  /**
   * `service` is what the generated server knows of its service (see WebhooksServerDescription).
   * Throws ConfigurationError for an unusable secret (empty, non-ASCII, surrounding whitespace),
   * a secret for a service whose deliveries carry none, or an unusable limit.
   */
  constructor(options: WebhooksServerOptions = {}, service: WebhooksServerDescription = {}) {
    this.#service = service;
    this.#validate = service.validate;
    this.#secretHeader = service.secretHeader?.toLowerCase();
    this.#secretMissing = JSON.stringify({ error: `${this.#secretHeader} header not set.` });
    const secret = resolveSecret(options.webhookSecret);
    if (secret !== undefined && this.#secretHeader === undefined) {
      throw new ConfigurationError(
        options.webhookSecret !== undefined ? 'webhookSecret' : 'WEBHOOK_SECRET',
        "no secret: this service's deliveries carry none (its spec declares no secret header)",
        'a secret',
      );
    }
    this.#secret = secret === undefined ? undefined : new SecretCheck(secret);
    this.#limits = resolveLimits(options);
    this.#publicUrl = resolvePublicUrl(options.publicUrl, service.publicHost);
    this.#ui = options.ui;
    this.#logger = options.logger ?? consoleLogger;
    this.#deliveries = new DeliveryTracker<WebhookHandler<P>>(checkEvery(this.#limits.bodyTimeoutMs));
  }

  /** Registered routes, in registration order: `/webhooks/say_hello`. */
  get routes(): string[] {
    return [...this.#handlers.keys()];
  }

  /** True once `run()` was called (even if it has not finished starting). */
  get started(): boolean {
    return this.#running !== undefined;
  }

  /** Whether deliveries must carry a secret (the secret itself is never exposed). */
  get secretConfigured(): boolean {
    return this.#secret !== undefined;
  }

  /**
   * Registers `handler` at `POST /webhooks/<path>`, or at `POST /webhooks/<function name>` without
   * a path. Throws WebhookRegistrationError for a route registered twice or an unusable name.
   * Returns the handler.
   */
  addWebhook<H extends WebhookHandler<P>>(handler: H): H;
  addWebhook<H extends WebhookHandler<P>>(path: string, handler: H): H;
  addWebhook<H extends WebhookHandler<P>>(pathOrHandler: string | H, maybeHandler?: H): H {
    const path = typeof pathOrHandler === 'string' ? pathOrHandler : undefined;
    const handler = typeof pathOrHandler === 'string' ? maybeHandler : pathOrHandler;
    if (typeof handler !== 'function') {
      throw new WebhookRegistrationError(
        `addWebhook needs a handler function${path !== undefined ? ` for ${JSON.stringify(path)}` : ''}, got ${typeof handler}`,
      );
    }
    const route = webhookRoute(path, handler);
    if (this.#handlers.has(route)) throw new WebhookRegistrationError(`POST ${route} is already registered`);
    this.#handlers.set(route, handler);
    return handler;
  }

  /** Starts listening (once: later calls return the same promise); resolves when it listens. */
  run(options: RunOptions = {}): Promise<RunningServer> {
    this.#running ??= this.#listen(options);
    return this.#running;
  }

  /**
   * Stops accepting connections and ends, at once, every connection that has no delivery in
   * progress (idle, or still sending its headers). Deliveries in progress get until `drainTimeoutMs`
   * to finish: their answers carry `Connection: close`, and new requests on their connections get
   * 503. When the drain time is up, a delivery whose body is still arriving gets 503, every
   * remaining connection is ended, and a warning says how many handlers were still running.
   * Resolves once the server is closed; later calls return the same promise.
   */
  close(): Promise<void> {
    this.#closed ??= this.#shutDown();
    return this.#closed;
  }

  /**
   * The request listener, to mount the webhooks on a node:http server of your own. The body's size
   * and time limits apply; the limits on headers and connections are then your server's.
   */
  readonly listener = (req: IncomingMessage, res: ServerResponse): void => {
    this.#receive(req, res, false);
  };

  async #shutDown(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    await this.#running?.catch(() => undefined);
    this.#closing = true;
    const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()));
    const busy = this.#deliveries.sockets();
    for (const socket of this.#sockets) if (!busy.has(socket)) socket.destroy();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<true>((resolve) => (timer = setTimeout(() => resolve(true), this.#limits.drainTimeoutMs)));
    const late = await Promise.race([Promise.all([this.#deliveries.whenEmpty(), serverClosed]).then(() => false), timedOut]);
    clearTimeout(timer);
    if (late) {
      let handling = 0;
      for (const delivery of this.#deliveries.all()) {
        if (delivery.phase === 'body') delivery.expire('shutting-down');
        else handling++;
      }
      if (handling > 0) {
        this.#logger.warn(
          `Webhooks server: ${handling} ${handling === 1 ? 'delivery was' : 'deliveries were'} still being handled after the drain time (${this.#limits.drainTimeoutMs} ms); ` +
            'their connections were closed without an answer.',
        );
      }
      // The 503s just written get a moment to leave before every connection is ended.
      await Promise.race([serverClosed, new Promise((resolve) => setTimeout(resolve, LAST_ANSWERS_MS))]);
      server.closeAllConnections();
    }
    this.#deliveries.stop();
    this.#idle?.stop();
    await serverClosed;
  }

  #listen(options: RunOptions): Promise<RunningServer> {
    const port = options.port ?? envPort() ?? this.#service.port ?? DEFAULT_PORT;
    const host = options.host ?? (typeof process !== 'undefined' ? process.env.HOST : undefined) ?? '127.0.0.1';
    const { headersTimeoutMs, bodyTimeoutMs } = this.#limits;
    const server = createServer({
      headersTimeout: headersTimeoutMs,
      // node:http's own whole-request timeout, as a backstop behind the body timeout checked here.
      requestTimeout: headersTimeoutMs + bodyTimeoutMs + 2 * checkEvery(bodyTimeoutMs) + 1000,
      connectionsCheckingInterval: checkEvery(headersTimeoutMs),
    });
    // A client that stops reading its answers: see #watchUnsent. (Not `server.timeout`, which
    // node:http re-arms, as a new timer, for every request on every connection.)
    this.#stallMs = headersTimeoutMs + bodyTimeoutMs;
    // Idle keep-alive connections: closed by one sweep (idle-connections.ts) rather than by the
    // timer node:http creates after every answer. The `Keep-Alive: timeout` hint node:http would
    // then leave out is sent here instead, so that clients stop reusing a connection before the
    // sweep closes it.
    server.keepAliveTimeout = 0;
    this.#keepAliveHint = keepAliveHint(this.#limits.keepAliveTimeoutMs);
    this.#idle = new IdleConnections(this.#sockets, this.#limits.keepAliveTimeoutMs, () => this.#deliveries.sockets());
    server.on('request', this.listener);
    server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => this.#receive(req, res, true));
    server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) =>
      this.#refuse(req, res, 417, JSON.stringify({ error: 'Expectation failed: only "Expect: 100-continue" is understood.' })),
    );
    // node:http hands CONNECT requests over as raw sockets: answered 405 here instead of a silent close.
    server.on('connect', (_req: IncomingMessage, socket: Duplex) =>
      answerSocket(socket, rawJsonResponse(405, { error: 'Method CONNECT is not allowed: this server only receives webhook deliveries.' })),
    );
    server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => this.#clientError(error, socket));
    server.on('timeout', (socket: Socket) => {
      if (this.#deliveries.on(socket).length === 0) socket.destroy();
    });
    server.on('connection', (socket: Socket) => {
      this.#sockets.add(socket);
      socket.once('close', () => this.#sockets.delete(socket));
    });
    this.#server = server;
    return new Promise<RunningServer>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        const address = server.address() as AddressInfo;
        const localUrl = `http://${displayHost(address.address)}:${address.port}`;
        const url = this.#publicUrl ?? localUrl;
        this.#baseUrl = url;
        this.#idle?.start();
        this.#printStartup(url);
        resolve({ url, localUrl, host: address.address, port: address.port });
      });
    });
  }

  #printStartup(url: string): void {
    const lines = ['Webhooks are correctly setup and ready to use:', ...this.routes.map((r) => `  - POST ${url}${r}`)];
    if (this.routes.length === 0) lines.push('  (none registered: call server.addWebhook(handler))');
    if (this.#service.settingsUrl !== undefined) lines.push(`Go to ${this.#service.settingsUrl} to setup your webhooks.`);
    lines.push(`Open ${url}/ for instructions.`);
    this.#logger.info(lines.join('\n'));
    if (!this.#secret && this.#secretHeader === undefined) {
      this.#logger.warn('Webhook deliveries of this service carry no secret: your webhook endpoints are open to everyone.');
    } else if (!this.#secret) {
      this.#logger.warn(
        'Webhook secret is not defined: your webhook endpoints are open to everyone. To add a secret, set the ' +
          'WEBHOOK_SECRET environment variable or pass it at initialization: new WebhooksServer({ webhookSecret: "my_secret" }).',
      );
    }
  }

  #landingPage(): string {
    const baseUrl = this.#baseUrl ?? this.#publicUrl ?? '';
    const info: LandingPageInfo = {
      routes: this.routes.map((route) => ({ route, url: `${baseUrl}${route}` })),
      secretConfigured: this.secretConfigured,
      baseUrl,
    };
    if (this.#service.secretHeader !== undefined) info.secretHeader = this.#service.secretHeader;
    if (this.#service.settingsUrl !== undefined) info.settingsUrl = this.#service.settingsUrl;
    if (typeof this.#ui === 'string') return this.#ui;
    if (typeof this.#ui === 'function') return this.#ui(info);
    return renderLandingPage(info);
  }

  /** Answers without reading the body (refusals, the page); a connection that will close takes no further requests. */
  #refuse(req: IncomingMessage, res: ServerResponse, status: number, text: string, extra?: ExtraHeaders, type?: string): void {
    const how = { close: this.#closing, extra, whenOpen: this.#keepAliveHint, type, ended: this.#watchUnsent };
    if (answerUnread(req, res, status, text, how)) this.#closingSockets.add(req.socket);
  }

  /**
   * Called once an answer is handed to node:http: when it could not all leave at once (it waits
   * behind earlier answers on the connection, or the client has not taken its bytes), the
   * connection gets an inactivity timeout of `headersTimeoutMs + bodyTimeoutMs`, so a client that
   * stops reading its answers is dropped once nothing moves for that long and no delivery is in
   * progress on it (the 'timeout' listener). Set only on connections whose answers back up, so
   * that the others carry no timer at all. Only this server's own connections, never those of a
   * server the listener is mounted on.
   */
  readonly #watchUnsent = (res: ServerResponse, socket: Socket): void => {
    if (this.#stallMs !== undefined && !socket.destroyed && (res.socket !== socket || socket.writableLength > 0)) socket.setTimeout(this.#stallMs);
  };

  #receive(req: IncomingMessage, res: ServerResponse, expectsContinue: boolean): void {
    try {
      this.#route(req, res, expectsContinue);
    } catch (error) {
      this.#unexpected(res, error);
    }
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
    if (this.#closing) return this.#refuse(req, res, 503, SHUTTING_DOWN, RETRY_SOON);
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const method = req.method;
    if (path === '/') {
      if (method === 'GET' || method === 'HEAD') return this.#refuse(req, res, 200, this.#landingPage(), undefined, HTML_TYPE);
      return this.#refuse(req, res, 405, JSON.stringify({ error: `Method ${method} is not allowed on /; use GET.` }), ['allow', 'GET, HEAD']);
    }
    let route = path;
    let handler = this.#handlers.get(path);
    if (handler === undefined && path.endsWith('/')) {
      route = path.replace(/\/+$/, '');
      handler = this.#handlers.get(route);
    }
    if (handler === undefined) {
      return this.#refuse(req, res, 404, JSON.stringify({ error: `No webhook at ${echo(route)}.`, routes: this.routes.map((r) => `POST ${r}`) }));
    }
    if (method !== 'POST') {
      return this.#refuse(req, res, 405, JSON.stringify({ error: `Method ${method} is not allowed on ${route}; use POST.` }), ['allow', 'POST']);
    }
    if (this.#secret !== undefined) {
      const received = req.headers[this.#secretHeader!];
      if (received === undefined) return this.#refuse(req, res, 401, this.#secretMissing);
      if (!this.#secret.matches(received as string)) return this.#refuse(req, res, 403, SECRET_WRONG);
    }
    const delivery = new Delivery(req, res, route, handler, Date.now() + this.#limits.bodyTimeoutMs);
    this.#deliveries.add(delivery);
    if (expectsContinue && !(Number(req.headers['content-length']) > this.#limits.maxBodyBytes)) res.writeContinue();
    delivery.read(this.#limits.maxBodyBytes, this.#bodyRead);
  }

  /** Called once per delivery when its body ended (one function for all, bound once). */
  readonly #bodyRead = (delivery: Handled<P>, end: BodyEnd): void => {
    try {
      this.#deliver(delivery, end);
    } catch (error) {
      this.#deliveries.delete(delivery);
      this.#unexpected(delivery.res, error);
    }
  };

  #deliver(delivery: Handled<P>, end: BodyEnd): void {
    const { req, res } = delivery;
    if (end.kind !== 'complete') {
      this.#deliveries.delete(delivery);
      switch (end.kind) {
        case 'aborted':
          return void res.destroy();
        case 'too-large':
          return this.#refuse(req, res, 413, JSON.stringify({ error: `Payload too large: the limit is ${this.#limits.maxBodyBytes} bytes.` }));
        case 'timed-out':
          return this.#refuse(
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
    const parsed = parseJsonBody(end.bytes, this.#limits.maxJsonDepth);
    if (!parsed.ok) return this.#answer(delivery, 400, JSON.stringify({ error: parsed.error }));
    const payload = parsed.value;
    const validate = this.#validate;
    if (validate !== undefined && !validate(payload)) {
      return this.#answer(delivery, 422, JSON.stringify(payloadRejection(validate.errors ?? [], payload)));
    }
    let result: unknown;
    try {
      result = delivery.handler(payload as P, new DeliveryInfo(delivery.route, req, this.#secretHeader));
    } catch (error) {
      return this.#handlerFailed(delivery, error);
    }
    if (result !== null && typeof result === 'object' && typeof (result as PromiseLike<unknown>).then === 'function') {
      (result as PromiseLike<unknown>).then(
        (value) => this.#answerResult(delivery, value),
        (error: unknown) => this.#handlerFailed(delivery, error),
      );
    } else {
      this.#answerResult(delivery, result);
    }
  }

  #answerResult(delivery: Handled<P>, result: unknown): void {
    let text: string;
    try {
      text = result === undefined ? 'null' : JSON.stringify(result);
    } catch (error) {
      this.#logger.error(`Webhook handler of POST ${delivery.route} returned an answer that is not JSON`, error);
      return this.#answer(delivery, 500, JSON.stringify({ error: 'The webhook handler returned an answer that cannot be sent as JSON.' }));
    }
    this.#answer(delivery, 200, text === undefined ? 'null' : text);
  }

  #handlerFailed(delivery: Handled<P>, error: unknown): void {
    this.#logger.error(`Webhook handler of POST ${delivery.route} failed`, error);
    this.#answer(delivery, 500, HANDLER_FAILED);
  }

  /** The answer to a delivery whose whole request was read: the connection stays usable unless closing. */
  #answer(delivery: Handled<P>, status: number, text: string): void {
    this.#deliveries.delete(delivery);
    const { res, socket } = delivery;
    this.#sendJson(res, socket, status, text, this.#closing || (socket !== null && this.#closingSockets.has(socket)));
  }

  /**
   * Sends a JSON answer to a request whose body was read, and watches it leave (#watchUnsent). An
   * answer that keeps the connection open says for how long (`Keep-Alive: timeout`).
   */
  #sendJson(res: ServerResponse, socket: Socket | null, status: number, text: string, close: boolean, extra: ExtraHeaders = NO_HEADERS): void {
    sendJson(res, status, text, close, extra, this.#keepAliveHint);
    if (socket !== null) this.#watchUnsent(res, socket);
  }

  /** A request node:http could not take in (malformed, headers too large or too slow). */
  #clientError(error: NodeJS.ErrnoException, socket: Duplex): void {
    if (this.#closingSockets.has(socket)) return;
    this.#closingSockets.add(socket);
    const answer = clientErrorAnswer(error.code, { maxHeaderBytes: maxHeaderSize, headersTimeoutMs: this.#limits.headersTimeoutMs });
    const inProgress = this.#deliveries.on(socket as Socket);
    if (inProgress.length > 0) {
      // The error came during or after a request in progress. One whose body had not all arrived
      // ends with 400 (a malformed chunk) or 408; a whole one is answered, with Connection: close.
      const kind = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'timed-out' : 'malformed';
      for (const d of inProgress) if (d.phase === 'body' && !d.req.complete) d.expire(kind);
      return;
    }
    if (answer === undefined || !socket.writable) return void socket.destroy();
    answerSocket(socket, rawJsonResponse(answer.status, { error: answer.error }));
  }
}
