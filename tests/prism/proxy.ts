// The recording proxy in front of Prism: what the client sent (method, URL, headers, body) and
// what Prism answered (status, its sl-violations header, body), labelled with the operation being
// called. The driver names that operation on a second loopback port before each call, so the
// exchanges of one call (none, one, or a redirect's hops) stay together. Answers pass back unchanged.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Exchange {
  operation: string;
  request: { method: string; url: string; headers: Record<string, string>; body?: string };
  /** The body only of answers ≥ 400. */
  response: { status: number; violations?: string; body?: string };
}

export interface RecordingProxy {
  /** Where the client is pointed (its baseUrl). */
  readonly url: string;
  /** Where the driver PUTs `/<operation key>` before each call. */
  readonly controlUrl: string;
  readonly exchanges: Exchange[];
  close(): Promise<void>;
}

const clip = (text: string, keep: number) => (text.length > keep ? `${text.slice(0, keep)}… (${text.length} characters)` : text);

function readBody(stream: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function flatHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function shut(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

export async function startRecordingProxy(upstream: string): Promise<RecordingProxy> {
  const target = new URL(upstream);
  const exchanges: Exchange[] = [];
  let operation = '(none)';
  const proxy = http.createServer(async (req, res) => {
    const body = await readBody(req);
    const exchange: Exchange = {
      operation,
      request: {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: flatHeaders(req.headers),
        ...(body.length ? { body: clip(body.toString('utf8'), 4096) } : {}),
      },
      response: { status: 0 },
    };
    exchanges.push(exchange);
    const forward = http.request(
      // Prism sends some answers (audio, for one) with both Content-Length and Transfer-Encoding,
      // which Node's strict parser refuses; the lenient one reads them (the client sees the same).
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host }, insecureHTTPParser: true },
      async (answer) => {
        const payload = await readBody(answer);
        const violations = answer.headers['sl-violations'];
        exchange.response = {
          status: answer.statusCode ?? 0,
          ...(violations ? { violations: String(violations) } : {}),
          // Only an error's body says something about the request (Prism's problem+json).
          ...(payload.length && (answer.statusCode ?? 0) >= 400 ? { body: clip(payload.toString('utf8'), 16384) } : {}),
        };
        const headers = { ...answer.headers };
        delete headers['transfer-encoding'];
        headers['content-length'] = String(payload.length);
        res.writeHead(answer.statusCode ?? 502, headers);
        res.end(payload);
      },
    );
    forward.on('error', (error) => {
      exchange.response = { status: 502, body: `proxy: ${error.message}` };
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${error.message}`);
    });
    forward.end(body);
  });
  const control = http.createServer((req, res) => {
    operation = decodeURIComponent((req.url ?? '/').slice(1));
    req.resume();
    res.writeHead(204).end();
  });
  const [url, controlUrl] = [await listen(proxy), await listen(control)];
  return { url, controlUrl, exchanges, close: async () => void (await Promise.all([shut(proxy), shut(control)])) };
}
