// A fault-injecting HTTP server on a random 127.0.0.1 port for the adversarial client tests: each
// path names a misbehaviour (reset before or during the body, stalls, slow trickles, huge and
// compressed bodies, redirect loops, redirects anywhere with any status, an echo of the request
// with its body, scripted statuses). It keeps count of requests, and `close()` ends
// every connection it still holds, so it stops by itself.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

export interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
}

export type Script = Array<{ status: number; headers?: Record<string, string>; body?: unknown }>;

/** 16 MiB of zeros, gzipped once; `members` copies of it are a valid gzip stream of members × 16 MiB. */
let zeros16: Buffer | undefined;
export function gzipBomb(members: number): Buffer {
  zeros16 ??= gzipSync(Buffer.alloc(16 * 1024 * 1024), { level: 9 });
  return Buffer.concat(Array.from({ length: members }, () => zeros16!));
}

export async function startFaultServer() {
  const seen: Seen[] = [];
  let script: Script = [];
  const stalled = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    if (req.url?.split('?')[0] !== '/echo') req.resume();
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    const url = new URL(req.url ?? '/', 'http://x');
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    switch (url.pathname) {
      case '/reset-before-headers':
        return req.socket.destroy();
      case '/reset-before-body':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
        res.flushHeaders();
        return void setTimeout(() => req.socket.destroy(), 20);
      case '/reset-during-body':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100000' });
        res.write(`{"items":[${'1,'.repeat(1000)}`);
        return void setTimeout(() => req.socket.destroy(), 20);
      case '/stall-before-headers':
        stalled.add(res);
        return;
      case '/stall-during-body':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100000' });
        res.write('{"items":[');
        stalled.add(res);
        return;
      case '/huge-declared':
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(10 * 1024 * 1024 * 1024) });
        res.write(Buffer.alloc(1024));
        stalled.add(res);
        return;
      case '/huge-chunked': {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        const chunk = Buffer.alloc(64 * 1024, 97);
        let sent = 0;
        // 4 MiB in 64 chunks, waiting for the socket to drain.
        const pump = () => {
          while (sent < 64) {
            sent++;
            if (!res.write(chunk)) {
              if (!res.destroyed) res.once('drain', pump);
              return;
            }
          }
          res.end();
        };
        return pump();
      }
      case '/trickle': {
        // `chunks` pieces of a JSON array, one every `every` ms, each before the previous gap is over.
        const chunks = Number(url.searchParams.get('chunks') ?? '5');
        const every = Number(url.searchParams.get('every') ?? '100');
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('[0');
        let sent = 0;
        const timer = setInterval(() => {
          if (res.destroyed) return clearInterval(timer);
          if (++sent < chunks) return void res.write(`,${sent}`);
          clearInterval(timer);
          res.end(`,${sent}]`);
        }, every);
        return;
      }
      case '/gzip-bomb': {
        const body = gzipBomb(Number(url.searchParams.get('members') ?? '64'));
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-encoding': 'gzip', 'content-length': String(body.length) });
        return res.end(body);
      }
      case '/redirect-loop':
        res.writeHead(302, { location: `/redirect-loop?n=${Number(url.searchParams.get('n') ?? 0) + 1}` });
        return res.end();
      case '/redirect-to':
        res.writeHead(Number(url.searchParams.get('status') ?? 307), { location: url.searchParams.get('target')! });
        return res.end();
      case '/link':
        return json(200, [1], { link: `<${url.searchParams.get('next')}>; rel="next"` });
      case '/echo': {
        // The body too (read here: every other path discards it).
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        return void req.on('end', () => json(200, { method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() }));
      }
      case '/scripted': {
        const next = script.shift();
        if (!next) return json(200, { ok: true });
        return json(next.status, next.body ?? { message: `status ${next.status}` }, next.headers);
      }
    }
    json(404, { message: 'unknown fault' });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    script(next: Script) {
      script = [...next];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of stalled) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Every form of `secret` a leak could take: as it is, URL-encoded, base64 and base64url. */
export function secretForms(secret: string): string[] {
  const b64 = Buffer.from(secret).toString('base64');
  return [...new Set([secret, encodeURIComponent(secret), b64, b64.replace(/=+$/, ''), Buffer.from(secret).toString('base64url')])];
}
