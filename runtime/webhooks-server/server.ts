// WebhooksServer: the webhook routes, answered by handle-delivery.ts, on a node:http server of its
// own, or as a `listener` to mount on a server of yours. Its own server adds where it listens (the
// options, else the PORT and HOST environment variables, else the service's port), the startup
// lines and the addresses on the landing page, the limits only a server of its own can apply
// (headers' size and time, idle keep-alive connections, clients that stop reading their answers,
// requests node:http cannot parse, CONNECT, unknown `Expect` headers), and close(), bounded by the
// drain time. Knows no service: the payload type, its validator, the secret header, the default
// port and the startup hints come from the generated server (a WebhooksServerDescription).
// With the `queue` option, routes hand their verified deliveries to a queue on Redis instead of
// their handlers (durable/queued-target.ts), and workers run the handlers (durable/workers.ts):
// in this process by default, or in processes of their own (`work()`).

import { createServer, maxHeaderSize, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { ConfigurationError } from '../errors.js';
import { answerSocket, rawJsonResponse, type AnswerEnded } from './answers.js';
import { clientErrorAnswer } from './client-errors.js';
import { DEFAULT_PORT, type WebhookSignature, type WebhooksServerDescription } from './description.js';
import { WebhookRegistrationError } from './errors.js';
import { DeliveryHandling } from './handle-delivery.js';
import type { WebhooksServerLogger } from './logger.js';
import { EventDispatch } from './dispatch.js';
import { PayloadCheck } from './payload-check.js';
import { RouteTarget, type WebhookDelivery, type WebhookHandler } from './targets.js';
import { ViolationReporter, type ObservedViolation, type WebhookReport } from './violations.js';
import { IdleConnections, keepAliveHint } from './idle-connections.js';
import { renderLandingPage, type LandingPageInfo } from './landing-page.js';
import { checkEvery, resolveLimits, type Limits } from './limits.js';
import { resolvePublicUrl } from './public-url.js';
import { webhookRoute } from './route-name.js';
import { resolveSecret, SecretCheck } from './secret.js';
import { SignatureCheck } from './signature.js';
import { DeadLetters } from './durable/dead-letters.js';
import { prometheusText, queueCounts } from './durable/metrics.js';
import { resolveQueueOptions, type QueueOptions } from './durable/options.js';
import { DeliveryQueue, openQueue } from './durable/queue.js';
import { loadRedisModules } from './durable/redis.js';
import { QueuedTarget, type QueuedTargetSetup } from './durable/queued-target.js';
import { deliveryIdLocation } from './durable/stored.js';
import { DeliveryWorkers } from './durable/workers.js';
import type { DeliveryTarget } from './targets.js';

export interface WebhooksServerOptions extends Partial<Limits> {
  /** Replaces the landing page at `/`: HTML, or a function of the registered routes returning HTML. */
  ui?: string | ((info: LandingPageInfo) => string);
  /**
   * Deliveries must carry it in the service's secret header, or be signed with it where the
   * service signs them (for Standard Webhooks, the `whsec_` secret). Defaults to the
   * WEBHOOK_SECRET environment variable. A secret sent in a header: visible ASCII characters
   * without surrounding whitespace (ConfigurationError otherwise, and for a service whose
   * deliveries carry no secret).
   */
  webhookSecret?: string;
  /**
   * The address webhooks reach this server at (a tunnel or the app platform's URL), for the printed
   * routes and the page. Defaults to `https://<host>` when the service names an app platform's
   * public-host variable and it is set.
   */
  publicUrl?: string;
  /** Where startup lines, the no-secret warning, handler failures and (without onReport) reports go (default: the console). */
  logger?: WebhooksServerLogger;
  /**
   * Refuse a delivery that breaks its webhook's schema with 422 (as the Hub's reference server
   * does). Default: the service's choice (`x-webhooks-server.strict`), else false: a verified
   * delivery reaches its handlers with `delivery.violations`, each reported once per event and field path.
   */
  strict?: boolean;
  /**
   * Gets what the server reports: new violations of an event's schema (once per event and field
   * path), and events no handler takes (once per event). Default: one warning line on the logger each.
   */
  onReport?: (report: WebhookReport) => void;
  /** The URL path `on` and `onAny` handlers are served at (default `/webhooks`; `/webhooks/github` for one of several senders). */
  eventsPath?: string;
  /**
   * A queue of deliveries on Redis (needs the packages bullmq and ioredis): each verified delivery
   * is stored with its deduplication record before it is answered 2xx (503 when Redis cannot take
   * it), and workers run the handlers, with retries and dead letters. Without it, handlers run
   * while the sender waits, and delivery ids are remembered in this process only.
   */
  queue?: QueueOptions;
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

/**
 * What is done once an answer on the server's own connections is handed to node:http: when it
 * could not all leave at once (it waits behind earlier answers on the connection, or the client
 * has not taken its bytes), the connection gets an inactivity timeout of `stallMs`, so a client
 * that stops reading its answers is dropped once nothing moves for that long and no delivery is in
 * progress on it (the server's 'timeout' listener). Set only on connections whose answers back up,
 * so that the others carry no timer at all.
 */
function watchUnsent(stallMs: number): AnswerEnded {
  return (res, socket) => {
    if (!socket.destroyed && (res.socket !== socket || socket.writableLength > 0)) socket.setTimeout(stallMs);
  };
}

/** The headers that carry a signature of `signed` (lower case): never stored in a queue. */
function signatureHeaders(signed: WebhookSignature): string[] {
  if (signed.scheme === 'hmac-sha256') return [signed.header.toLowerCase()];
  return signed.scheme === 'stripe' ? ['stripe-signature'] : ['webhook-signature'];
}

/** After the drain time, how long the last 503 answers get before every connection is ended. */
const LAST_ANSWERS_MS = 200;

/** The route of event dispatch: `eventsPath` without trailing slashes, checked (ConfigurationError), else `/webhooks`. */
function eventsPathOf(path: string | undefined): string {
  if (path === undefined) return '/webhooks';
  const route = path.replace(/(?<=.)\/+$/, '');
  if (!/^(?:\/[A-Za-z0-9._~-]+)+$/.test(route)) {
    throw new ConfigurationError('eventsPath', 'a URL path of letters, digits and . _ ~ - between slashes, such as /webhooks/github', path);
  }
  return route;
}

/** A handler of one event: typed by the event's payload. */
export type WebhookEventHandler<E, K extends keyof E> = (payload: E[K], delivery: WebhookDelivery) => unknown;

export class WebhooksServer<P = unknown, E extends object = Record<string, P>> {
  readonly #service: WebhooksServerDescription;
  readonly #ui: WebhooksServerOptions['ui'];
  readonly #limits: Limits;
  readonly #publicUrl: string | undefined;
  readonly #logger: WebhooksServerLogger;
  /** The routes and the deliveries to them, on this server's own connections or a mounted listener's. */
  readonly #handling: DeliveryHandling;
  /** The check of payloads against their schemas, shared by every route. */
  readonly #check: PayloadCheck;
  /** The event dispatch route, made by the first `on` or `onAny`. */
  #dispatch: EventDispatch | undefined;
  readonly #eventsPath: string;
  readonly #sockets = new Set<Socket>();
  #server: Server | undefined;
  #running: Promise<RunningServer> | undefined;
  #baseUrl: string | undefined;
  #closed: Promise<void> | undefined;
  /** Closes this server's own keep-alive connections once quiet (node:http's keep-alive timer is off). */
  #idle: IdleConnections | undefined;
  /** Each route's own target (its handlers), by route: what the workers run. */
  readonly #targets = new Map<string, DeliveryTarget>();
  /** The queue of deliveries and how its targets store them (the `queue` option), else undefined. */
  readonly #queued: QueuedTargetSetup | undefined;
  #workers: DeliveryWorkers | undefined;
  #deadLetters: DeadLetters | undefined;

  /**
   * `service` is what the generated server knows of its service (see WebhooksServerDescription).
   * Throws ConfigurationError for an unusable secret (empty, non-ASCII, surrounding whitespace),
   * a secret for a service whose deliveries carry none, or an unusable limit.
   */
  constructor(options: WebhooksServerOptions = {}, service: WebhooksServerDescription = {}) {
    this.#service = service;
    const secretHeader = service.secretHeader?.toLowerCase();
    const signed = service.signature;
    // A signature's secret is a key and never travels, so only an empty one cannot be used.
    const secret = resolveSecret(options.webhookSecret, signed === undefined);
    const option = options.webhookSecret !== undefined ? 'webhookSecret' : 'WEBHOOK_SECRET';
    if (secret !== undefined && secretHeader === undefined && signed === undefined) {
      throw new ConfigurationError(option, "no secret: this service's deliveries carry none (its spec declares no secret header and no signature)", 'a secret');
    }
    this.#limits = resolveLimits(options);
    this.#publicUrl = resolvePublicUrl(options.publicUrl, service.publicHost);
    this.#ui = options.ui;
    this.#logger = options.logger ?? consoleLogger;
    this.#check = new PayloadCheck({
      validate: service.validate,
      event: service.event,
      events: service.events,
      strict: options.strict ?? service.strict ?? false,
      reporter: new ViolationReporter(options.onReport, this.#logger),
    });
    this.#eventsPath = eventsPathOf(options.eventsPath);
    this.#handling = new DeliveryHandling({
      secretHeader,
      secret: secret === undefined || signed !== undefined ? undefined : new SecretCheck(secret),
      signature: secret === undefined || signed === undefined ? undefined : new SignatureCheck(signed, secret, option),
      limits: this.#limits,
      logger: this.#logger,
      landingPage: () => this.#landingPage(),
    });
    if (options.queue !== undefined) {
      const queue = new DeliveryQueue(resolveQueueOptions(options.queue));
      const dropped = new Set<string>([...(secretHeader !== undefined ? [secretHeader] : []), ...(signed !== undefined ? signatureHeaders(signed) : [])]);
      this.#queued = { queue, deliveryId: deliveryIdLocation(service.deliveryId, signed), dropped, logger: this.#logger };
    }
  }

  /** Hands `route`'s deliveries to `target`, through the queue when there is one. */
  #addRoute(route: string, target: DeliveryTarget): void {
    this.#handling.addRoute(route, this.#queued !== undefined ? new QueuedTarget(target, this.#queued) : target);
    this.#targets.set(route, target);
  }

  /**
   * Starts this process's workers of the queue (the `queue` option): `concurrency` handlers at once
   * (default `queue.workers`, else 4). For a process that only works (no `run()`): register the same
   * handlers as the receiving servers, then call `work()`. Throws ConfigurationError without a queue.
   */
  async work(concurrency?: number): Promise<void> {
    const queued = this.#requireQueue('work()');
    const n = concurrency ?? (queued.queue.options.workers > 0 ? queued.queue.options.workers : 4);
    if (!Number.isSafeInteger(n) || n < 1) throw new ConfigurationError('work(concurrency)', 'a whole number of at least 1', concurrency);
    this.#workers ??= new DeliveryWorkers(queued.queue.options, (route) => this.#targets.get(route), this.#logger);
    await this.#workers.start(n);
  }

  /** The dead letters of the queue: list, show, replay. Throws ConfigurationError without a queue. */
  get deadLetters(): DeadLetters {
    this.#deadLetters ??= new DeadLetters(this.#requireQueue('deadLetters').queue);
    return this.#deadLetters;
  }

  /** The queue's counts in Prometheus' text format (also served at `queue.metricsPath`). Throws ConfigurationError without a queue. */
  async metrics(): Promise<string> {
    const { queue } = this.#requireQueue('metrics()');
    return prometheusText(await queueCounts(queue), queue.options.name);
  }

  #requireQueue(what: string): QueuedTargetSetup {
    if (this.#queued === undefined) throw new ConfigurationError('queue', `a queue (the queue option) for ${what}`, undefined);
    return this.#queued;
  }

  /** Registered routes, in registration order: `/webhooks/say_hello`. */
  get routes(): string[] {
    return this.#handling.routes;
  }

  /** True once `run()` was called (even if it has not finished starting). */
  get started(): boolean {
    return this.#running !== undefined;
  }

  /** Whether deliveries must carry a secret (the secret itself is never exposed). */
  get secretConfigured(): boolean {
    return this.#handling.secretConfigured;
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
    this.#addRoute(webhookRoute(path, handler), new RouteTarget(handler as WebhookHandler<unknown>, this.#check));
    return handler;
  }

  /**
   * Hands the deliveries of `event` to `handler`, at the one URL of event dispatch (`POST
   * /webhooks`, or `eventsPath`): `'pull_request.opened'` takes that action, `'pull_request'`
   * every action of the event; a list takes each. The handlers of a delivery run most specific
   * first; its answer is the first one's (awaited) value. Throws WebhookRegistrationError for a
   * service whose deliveries name no event, or a name that is not one.
   */
  on<K extends keyof E & string>(event: K | readonly K[], handler: WebhookEventHandler<E, K>): void {
    const dispatch = this.#eventDispatch('on');
    for (const name of Array.isArray(event) ? event : [event as K]) dispatch.on(name, handler as WebhookHandler<unknown>);
  }

  /** Hands every delivery to `handler` (after the handlers of its event), at the URL of event dispatch. */
  onAny(handler: (payload: E[keyof E], delivery: WebhookDelivery) => unknown): void {
    this.#eventDispatch('onAny').onAny(handler as WebhookHandler<unknown>);
  }

  /**
   * Every distinct violation of the description reported so far (event, field path, what it says,
   * what came), in the order first seen: what `specforge drift` turns into an overlay.
   */
  get drift(): ObservedViolation[] {
    return this.#check.reporter.observed;
  }

  #eventDispatch(method: string): EventDispatch {
    if (this.#dispatch !== undefined) return this.#dispatch;
    if (!this.#check.dispatches) {
      throw new WebhookRegistrationError(
        `${method}() needs a service whose deliveries name their event (x-webhooks-server.event); register with addWebhook(path, handler) instead`,
      );
    }
    const dispatch = new EventDispatch(this.#check);
    this.#addRoute(this.#eventsPath, dispatch);
    this.#dispatch = dispatch;
    return dispatch;
  }

  /** Starts listening (once: later calls return the same promise); resolves when it listens. */
  run(options: RunOptions = {}): Promise<RunningServer> {
    this.#running ??= this.#startQueue().then(() => this.#listen(options));
    return this.#running;
  }

  /** With a queue: connects to Redis (so that the first delivery does not wait for it) and starts this process's workers. */
  async #startQueue(): Promise<void> {
    const queued = this.#queued;
    if (queued === undefined) return;
    // Without bullmq and ioredis installed, run() fails here with a ConfigurationError saying so.
    await loadRedisModules();
    void openQueue(queued.queue).catch(() => undefined);
    if (queued.queue.options.workers > 0) await this.work();
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
    const metricsPath = this.#queued?.queue.options.metricsPath;
    if (metricsPath !== undefined && req.method === 'GET' && (req.url === metricsPath || req.url?.startsWith(`${metricsPath}?`))) {
      return void this.#answerMetrics(res);
    }
    this.#handling.receive(req, res, false);
  };

  async #answerMetrics(res: ServerResponse): Promise<void> {
    let status = 200;
    let text: string;
    try {
      text = await this.metrics();
    } catch (error) {
      status = 503;
      text = `# the queue's counts could not be read: ${error instanceof Error ? error.message.split('\n')[0] : 'Redis failed'}\n`;
    }
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  }

  async #shutDown(): Promise<void> {
    await this.#stopServer();
    await this.#workers?.close(this.#limits.drainTimeoutMs);
    await this.#queued?.queue.close();
  }

  async #stopServer(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    await this.#running?.catch(() => undefined);
    this.#handling.beginShutdown();
    const deliveries = this.#handling.inProgress;
    const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()));
    const busy = deliveries.sockets();
    for (const socket of this.#sockets) if (!busy.has(socket)) socket.destroy();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<true>((resolve) => (timer = setTimeout(() => resolve(true), this.#limits.drainTimeoutMs)));
    const late = await Promise.race([Promise.all([deliveries.whenEmpty(), serverClosed]).then(() => false), timedOut]);
    clearTimeout(timer);
    if (late) {
      let handling = 0;
      for (const delivery of deliveries.all()) {
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
    deliveries.stop();
    this.#idle?.stop();
    await serverClosed;
  }

  #listen(options: RunOptions): Promise<RunningServer> {
    const port = options.port ?? envPort() ?? this.#service.port ?? DEFAULT_PORT;
    const host = options.host ?? (typeof process !== 'undefined' ? process.env.HOST : undefined) ?? '127.0.0.1';
    const { headersTimeoutMs, bodyTimeoutMs } = this.#limits;
    const deliveries = this.#handling.inProgress;
    const server = createServer({
      headersTimeout: headersTimeoutMs,
      // node:http's own whole-request timeout, as a backstop behind the body timeout checked here.
      requestTimeout: headersTimeoutMs + bodyTimeoutMs + 2 * checkEvery(bodyTimeoutMs) + 1000,
      connectionsCheckingInterval: checkEvery(headersTimeoutMs),
    });
    // Idle keep-alive connections: closed by one sweep (idle-connections.ts) rather than by the
    // timer node:http creates after every answer. The `Keep-Alive: timeout` hint node:http would
    // then leave out is sent with the answers instead, so that clients stop reusing a connection
    // before the sweep closes it. A client that stops reading its answers: see watchUnsent (not
    // `server.timeout`, which node:http re-arms, as a new timer, for every request on every connection).
    server.keepAliveTimeout = 0;
    this.#handling.ownConnections(keepAliveHint(this.#limits.keepAliveTimeoutMs), watchUnsent(headersTimeoutMs + bodyTimeoutMs));
    this.#idle = new IdleConnections(this.#sockets, this.#limits.keepAliveTimeoutMs, () => deliveries.sockets());
    server.on('request', this.listener);
    server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => this.#handling.receive(req, res, true));
    server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) =>
      this.#handling.refuse(req, res, 417, JSON.stringify({ error: 'Expectation failed: only "Expect: 100-continue" is understood.' })),
    );
    // node:http hands CONNECT requests over as raw sockets: answered 405 here instead of a silent close.
    server.on('connect', (_req: IncomingMessage, socket: Duplex) =>
      answerSocket(socket, rawJsonResponse(405, { error: 'Method CONNECT is not allowed: this server only receives webhook deliveries.' })),
    );
    server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => this.#clientError(error, socket));
    server.on('timeout', (socket: Socket) => {
      if (deliveries.on(socket).length === 0) socket.destroy();
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
    const routes = this.routes;
    const lines = ['Webhooks are correctly setup and ready to use:', ...routes.map((r) => `  - POST ${url}${r}`)];
    if (routes.length === 0) lines.push('  (none registered: call server.addWebhook(handler))');
    if (this.#service.settingsUrl !== undefined) lines.push(`Go to ${this.#service.settingsUrl} to setup your webhooks.`);
    lines.push(`Open ${url}/ for instructions.`);
    this.#logger.info(lines.join('\n'));
    if (!this.secretConfigured && this.#service.secretHeader === undefined && this.#service.signature === undefined) {
      this.#logger.warn('Webhook deliveries of this service carry no secret: your webhook endpoints are open to everyone.');
    } else if (!this.secretConfigured) {
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

  /** A request node:http could not take in (malformed, headers too large or too slow). */
  #clientError(error: NodeJS.ErrnoException, socket: Duplex): void {
    if (!this.#handling.closeAfterAnswer(socket)) return;
    const answer = clientErrorAnswer(error.code, { maxHeaderBytes: maxHeaderSize, headersTimeoutMs: this.#limits.headersTimeoutMs });
    const inProgress = this.#handling.inProgress.on(socket as Socket);
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
