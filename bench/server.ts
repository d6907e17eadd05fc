// Loopback HTTP server for the benchmark, on 127.0.0.1 (random port) over keep-alive connections:
//   GET  /emojis, GET /codes_of_conduct/:key   small fixed JSON bodies,
//   POST /gists                                drains the body, answers 201 with a small gist,
//   GET  /gists/public?page=N&per_page=K       PUBLIC_PAGES pages of K gists each, with a
//                                              Link rel="next" (and rel="last") header on pages 1..PUBLIC_PAGES-1.
// It records the last request (headers and body) so the benchmark can check what each client sent.
// bench/server-child.ts runs it in a process of its own; bench/server-process.ts starts that.

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LastRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface BenchServer {
  readonly baseUrl: string;
  /** Requests answered so far. */
  readonly count: () => number;
  /** The most recent request. */
  readonly last: () => LastRequest | undefined;
  /** Closes every connection and the listener. */
  readonly close: () => Promise<void>;
}

export const EMOJIS = {
  '+1': 'https://github.githubassets.com/images/icons/emoji/unicode/1f44d.png',
  '-1': 'https://github.githubassets.com/images/icons/emoji/unicode/1f44e.png',
  tada: 'https://github.githubassets.com/images/icons/emoji/unicode/1f389.png',
};

/** Pages of GET /gists/public (each with `per_page` items, 100 at most). */
export const PUBLIC_PAGES = 200;

export function conductBody(key: string): { key: string; name: string; url: string; body: string; html_url: string | null } {
  return {
    key,
    name: 'Contributor Covenant',
    url: `https://api.github.com/codes_of_conduct/${key}`,
    body: '# Contributor Covenant Code of Conduct\n\nBe excellent to each other.\n',
    html_url: 'http://contributor-covenant.org/version/1/4/',
  };
}

/** A gist as GET /gists/public lists it (and POST /gists answers it), trimmed to the usual fields. */
export function gistBody(n: number) {
  const id = `aa5a315d61ae9438b18d${String(n).padStart(12, '0')}`;
  return {
    url: `https://api.github.com/gists/${id}`,
    id,
    node_id: `MDQ6R2lzdGFhNWEzMTVkNjFhZTk0MzhiMThk${n}`,
    html_url: `https://gist.github.com/${id}`,
    files: {
      'a.txt': { filename: 'a.txt', type: 'text/plain', language: 'Text', raw_url: `https://gist.githubusercontent.com/octocat/${id}/raw/a.txt`, size: 1 },
    },
    public: true,
    created_at: '2010-04-14T02:15:15Z',
    updated_at: '2011-06-20T11:34:15Z',
    description: `gist ${n}`,
    comments: 0,
    owner: { login: 'octocat', id: 1, type: 'User', site_admin: false },
    truncated: false,
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';

export async function startServer(): Promise<BenchServer> {
  const emojis = Buffer.from(JSON.stringify(EMOJIS));
  const conduct = new Map<string, Buffer>();
  const created = Buffer.from(JSON.stringify(gistBody(0)));
  const pages = new Map<string, Buffer>();
  const notFound = Buffer.from(JSON.stringify({ message: 'Not Found' }));
  let count = 0;
  let last: LastRequest | undefined;
  let port = 0;

  const server: Server = createServer({ keepAlive: true }, (req, res) => {
    count++;
    const [path = '/', search = ''] = (req.url ?? '/').split('?');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      last = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      let status = 200;
      let body: Buffer;
      const headers: Record<string, string | number> = { 'content-type': JSON_TYPE };
      if (req.method === 'GET' && path === '/emojis') body = emojis;
      else if (req.method === 'GET' && path.startsWith('/codes_of_conduct/') && path.length > '/codes_of_conduct/'.length) {
        const key = decodeURIComponent(path.slice('/codes_of_conduct/'.length));
        let b = conduct.get(key);
        if (!b) conduct.set(key, (b = Buffer.from(JSON.stringify(conductBody(key)))));
        body = b;
      } else if (req.method === 'POST' && path === '/gists') {
        status = 201;
        headers.location = 'https://api.github.com/gists/aa5a315d61ae9438b18d000000000000';
        body = created;
      } else if (req.method === 'GET' && path === '/gists/public') {
        const q = new URLSearchParams(search);
        const page = Math.max(1, Number(q.get('page') ?? 1) || 1);
        const perPage = Math.min(100, Math.max(1, Number(q.get('per_page') ?? 30) || 30));
        const key = `${page}/${perPage}`;
        let b = pages.get(key);
        if (!b) {
          const items = page > PUBLIC_PAGES ? [] : Array.from({ length: perPage }, (_, i) => gistBody((page - 1) * perPage + i + 1));
          pages.set(key, (b = Buffer.from(JSON.stringify(items))));
        }
        body = b;
        const link = (p: number) => `<http://127.0.0.1:${port}/gists/public?page=${p}&per_page=${perPage}>`;
        if (page < PUBLIC_PAGES) headers.link = `${link(page + 1)}; rel="next", ${link(PUBLIC_PAGES)}; rel="last"`;
      } else {
        status = 404;
        body = notFound;
      }
      headers['content-length'] = body.length;
      res.writeHead(status, headers);
      res.end(body);
    });
  });
  // Contenders sit idle for several seconds while the others run their rounds; keep their
  // sockets open so no one pays for reconnects (or races a server-side idle close).
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 130_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    count: () => count,
    last: () => last,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
