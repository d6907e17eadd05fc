// WebhooksServer: a node:http server with one `POST /webhooks/<name>` route per registered
// handler and a landing page at `/`. Each delivery is checked in this order, and a failed check
// is answered with a JSON error before the handler is reached: route (404), method (405),
// secret from X-Webhook-Secret compared in constant time before the body is read (missing 401,
// wrong 403), body size (413), JSON (400), payload schema through the validator generated from
// the spec (422). The handler's return value is the JSON answer; a throwing handler gets 500 and
// the server keeps serving. Knows no service: the payload type and validator are parameters.

import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ParamsValidator } from '../types.js';
import { issuesFromErrors } from '../validation.js';
import { readBody } from './body.js';
import { WebhookRegistrationError } from './errors.js';
import { renderLandingPage, type LandingPageInfo } from './landing-page.js';
import { replyHtml, replyJson } from './reply.js';
import { webhookRoute } from './route-name.js';
import { resolveSecret, secretMatches } from './secret.js';

export const DEFAULT_PORT = 7860;
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
const SECRET_HEADER = 'x-webhook-secret';

/** What a handler gets besides the payload. */
export interface WebhookDelivery {
  /** The route that received it: `/webhooks/say_hello`. */
  route: string;
  /** The request headers, without X-Webhook-Secret. */
  headers: IncomingHttpHeaders;
}

/** A delivery handler: its (awaited) return value is sent back as JSON. */
export type WebhookHandler<P> = (payload: P, delivery: WebhookDelivery) => unknown;

export interface WebhooksServerLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface WebhooksServerOptions {
  /** Replaces the landing page at `/`: HTML, or a function of the registered routes returning HTML. */
  ui?: string | ((info: LandingPageInfo) => string);
  /** Deliveries must carry it in X-Webhook-Secret. Defaults to the WEBHOOK_SECRET environment variable. */
  webhookSecret?: string;
  /** Largest accepted body in bytes (default 1 MiB); larger deliveries get 413. */
  maxBodyBytes?: number;
  /** The address webhooks reach this server at (a tunnel or the app platform's URL), for the printed routes and the page. */
  publicUrl?: string;
  /** Where startup lines, the no-secret warning and handler failures go (default: the console). */
  logger?: WebhooksServerLogger;
}

export interface RunOptions {
  /** Default: the PORT environment variable, else 7860. 0 picks a free port. */
  port?: number;
  /** Default: the HOST environment variable, else 127.0.0.1 (use 0.0.0.0 on a hosted app platform). */
  host?: string;
}

export interface RunningServer {
  /** `http://host:port` as printed (the publicUrl option when set). */
  url: string;
  /** `http://host:port` where it listens, whatever publicUrl says. */
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

export class WebhooksServer<P = unknown> {
  readonly #handlers = new Map<string, WebhookHandler<P>>();
  readonly #validate: ParamsValidator | undefined;
  readonly #secret: string | undefined;
  readonly #ui: WebhooksServerOptions['ui'];
  readonly #maxBodyBytes: number;
  readonly #publicUrl: string | undefined;
  readonly #logger: WebhooksServerLogger;
  #server: Server | undefined;
  #running: Promise<RunningServer> | undefined;
  #baseUrl: string | undefined;
  #inFlight = 0;
  #closing = false;
  #drained: (() => void) | undefined;

  /** `validate` is the payload validator generated from the spec (ajv standalone). */
  constructor(options: WebhooksServerOptions = {}, validate?: ParamsValidator) {
    this.#validate = validate;
    this.#secret = resolveSecret(options.webhookSecret);
    this.#ui = options.ui;
    const max = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    if (!Number.isInteger(max) || max <= 0) throw new TypeError(`maxBodyBytes must be a positive integer, got ${String(max)}`);
    this.#maxBodyBytes = max;
    this.#publicUrl = options.publicUrl?.replace(/\/+$/, '');
    this.#logger = options.logger ?? consoleLogger;
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
      throw new WebhookRegistrationError(`addWebhook needs a handler function${path !== undefined ? ` for ${JSON.stringify(path)}` : ''}, got ${typeof handler}`);
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
   * Stops accepting connections, waits until every delivery already received is answered, then
   * closes the remaining connections (idle keep-alive ones, or ones that have not sent a whole
   * request) and resolves once the server is closed.
   */
  async close(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    await this.#running?.catch(() => undefined);
    this.#closing = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    if (this.#inFlight > 0) await new Promise<void>((resolve) => (this.#drained = resolve));
    server.closeAllConnections();
    await closed;
  }

  /** The request listener, to mount the webhooks on a node:http server of your own. */
  readonly listener = (req: IncomingMessage, res: ServerResponse): void => {
    this.#handle(req, res).catch((error: unknown) => {
      this.#logger.error('Webhooks server: unexpected failure while answering a request', error);
      if (!res.headersSent) this.#reply(res, 500, { error: 'Internal server error.' });
      else res.destroy();
    });
  };

  #listen(options: RunOptions): Promise<RunningServer> {
    const port = options.port ?? envPort() ?? DEFAULT_PORT;
    const host = options.host ?? (typeof process !== 'undefined' ? process.env.HOST : undefined) ?? '127.0.0.1';
    const server = createServer(this.listener);
    this.#server = server;
    return new Promise<RunningServer>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        const address = server.address() as AddressInfo;
        const localUrl = `http://${displayHost(address.address)}:${address.port}`;
        const url = this.#publicUrl ?? localUrl;
        this.#baseUrl = url;
        this.#printStartup(url);
        resolve({ url, localUrl, host: address.address, port: address.port });
      });
    });
  }

  #printStartup(url: string): void {
    const lines = ['Webhooks are correctly setup and ready to use:', ...this.routes.map((r) => `  - POST ${url}${r}`)];
    if (this.routes.length === 0) lines.push('  (none registered: call server.addWebhook(handler))');
    lines.push(`Open ${url}/ for instructions.`);
    this.#logger.info(lines.join('\n'));
    if (!this.#secret) {
      this.#logger.warn(
        'Webhook secret is not defined: your webhook endpoints are open to everyone. To add a secret, set the ' +
          'WEBHOOK_SECRET environment variable or pass it at initialization: new WebhooksServer({ webhookSecret: "my_secret" }).',
      );
    }
  }

  #reply(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    replyJson(res, status, body, this.#closing ? { ...headers, connection: 'close' } : headers);
  }

  #landingPage(): string {
    const baseUrl = this.#baseUrl ?? this.#publicUrl ?? '';
    const info: LandingPageInfo = { routes: this.routes.map((route) => ({ route, url: `${baseUrl}${route}` })), secretConfigured: this.secretConfigured, baseUrl };
    if (typeof this.#ui === 'string') return this.#ui;
    if (typeof this.#ui === 'function') return this.#ui(info);
    return renderLandingPage(info);
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/') {
      if (req.method === 'GET' || req.method === 'HEAD') return replyHtml(res, this.#landingPage());
      return this.#reply(res, 405, { error: `Method ${req.method} is not allowed on /; use GET.` }, { allow: 'GET, HEAD' });
    }
    const route = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const handler = this.#handlers.get(route);
    if (!handler) return this.#reply(res, 404, { error: `No webhook at ${route}.`, routes: this.routes.map((r) => `POST ${r}`) });
    if (req.method !== 'POST') return this.#reply(res, 405, { error: `Method ${req.method} is not allowed on ${route}; use POST.` }, { allow: 'POST' });
    if (this.#secret !== undefined) {
      const received = req.headers[SECRET_HEADER];
      if (received === undefined) return this.#reply(res, 401, { error: 'x-webhook-secret header not set.' });
      if (typeof received !== 'string' || !secretMatches(this.#secret, received)) return this.#reply(res, 403, { error: 'Invalid webhook secret.' });
    }
    // In flight until its answer is handed to the socket (or the connection is gone).
    this.#inFlight++;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      this.#inFlight--;
      if (this.#inFlight === 0 && this.#drained) this.#drained();
    };
    res.once('finish', settle);
    res.once('close', settle);
    await this.#deliver(req, res, route, handler);
  }

  async #deliver(req: IncomingMessage, res: ServerResponse, route: string, handler: WebhookHandler<P>): Promise<void> {
    const body = await readBody(req, this.#maxBodyBytes);
    if (!body.ok) {
      if (body.reason === 'aborted') return void res.destroy();
      return this.#reply(res, 413, { error: `Payload too large: the limit is ${this.#maxBodyBytes} bytes.` }, { connection: 'close' });
    }
    let payload: unknown;
    try {
      payload = JSON.parse(body.text);
    } catch (error) {
      return this.#reply(res, 400, { error: `Invalid JSON body: ${error instanceof Error ? error.message : String(error)}` });
    }
    if (this.#validate && !this.#validate(payload)) {
      const issues = issuesFromErrors(this.#validate.errors ?? [], payload);
      const summary = issues.map((i) => `"${i.parameter}" ${i.expected}`).join('; ');
      return this.#reply(res, 422, { error: `Invalid webhook payload: ${summary}`, issues });
    }
    const headers = { ...req.headers };
    delete headers[SECRET_HEADER];
    let result: unknown;
    try {
      result = await handler(payload as P, { route, headers });
    } catch (error) {
      this.#logger.error(`Webhook handler of POST ${route} failed`, error);
      return this.#reply(res, 500, { error: 'The webhook handler failed.' });
    }
    this.#reply(res, 200, result);
  }
}
