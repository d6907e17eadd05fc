// Loopback HTTP server for the benchmark: answers GET /emojis and GET /codes_of_conduct/:key
// with small fixed JSON bodies over keep-alive connections on 127.0.0.1 (random port), and
// records the last request's headers so the benchmark can show what each client sent.

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BenchServer {
  readonly baseUrl: string;
  /** Requests answered so far. */
  readonly count: () => number;
  /** Headers of the most recent request. */
  readonly lastHeaders: () => IncomingHttpHeaders | undefined;
  /** Closes every connection and the listener. */
  readonly close: () => Promise<void>;
}

export const EMOJIS = {
  '+1': 'https://github.githubassets.com/images/icons/emoji/unicode/1f44d.png',
  '-1': 'https://github.githubassets.com/images/icons/emoji/unicode/1f44e.png',
  tada: 'https://github.githubassets.com/images/icons/emoji/unicode/1f389.png',
};

export function conductBody(key: string): { key: string; name: string; url: string; body: string; html_url: string | null } {
  return {
    key,
    name: 'Contributor Covenant',
    url: `https://api.github.com/codes_of_conduct/${key}`,
    body: '# Contributor Covenant Code of Conduct\n\nBe excellent to each other.\n',
    html_url: 'http://contributor-covenant.org/version/1/4/',
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';

export async function startServer(): Promise<BenchServer> {
  const emojis = Buffer.from(JSON.stringify(EMOJIS));
  const conduct = new Map<string, Buffer>();
  const notFound = Buffer.from(JSON.stringify({ message: 'Not Found' }));
  let count = 0;
  let last: IncomingHttpHeaders | undefined;

  const server: Server = createServer({ keepAlive: true }, (req, res) => {
    count++;
    last = req.headers;
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    let status = 200;
    let body: Buffer;
    if (req.method === 'GET' && path === '/emojis') body = emojis;
    else if (req.method === 'GET' && path.startsWith('/codes_of_conduct/') && path.length > '/codes_of_conduct/'.length) {
      const key = decodeURIComponent(path.slice('/codes_of_conduct/'.length));
      let b = conduct.get(key);
      if (!b) conduct.set(key, (b = Buffer.from(JSON.stringify(conductBody(key)))));
      body = b;
    } else {
      status = 404;
      body = notFound;
    }
    // Drain any request body, then answer with a fixed-length JSON body.
    req.resume();
    res.writeHead(status, { 'content-type': JSON_TYPE, 'content-length': body.length });
    res.end(body);
  });
  // Contenders sit idle for several seconds while the others run their rounds; keep their
  // sockets open so no one pays for reconnects (or races a server-side idle close).
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 130_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    count: () => count,
    lastHeaders: () => last,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
