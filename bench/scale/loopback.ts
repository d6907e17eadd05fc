// Loopback server for the Node driver of the scale section: on 127.0.0.1 (random port), it answers
// the ten operations of bench/scale/operations.ts with their small fixed replies, matching verb and
// route (a `{ref}` may hold slashes, raw or encoded), and anything else with 404, so a client that
// sends a wrong URL fails the driver's check instead of being timed. It counts what it answered.

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OPERATIONS } from './operations.js';

export interface Loopback {
  readonly baseUrl: string;
  /** Requests answered per operation id (and "404"). */
  readonly counts: () => ReadonlyMap<string, number>;
  readonly close: () => Promise<void>;
}

function routePattern(route: string): RegExp {
  const source = route
    .split(/(\{[^}]+\})/)
    .map((part) => (part === '{ref}' ? '(.+?)' : part.startsWith('{') ? '([^/]+)' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

export async function startLoopback(): Promise<Loopback> {
  const routes = OPERATIONS.map((op) => ({ op, pattern: routePattern(op.route), body: JSON.stringify(op.reply) }));
  const counts = new Map<string, number>();
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://loopback').pathname;
      const hit = routes.find((r) => r.op.verb === req.method && r.pattern.test(path));
      const key = hit?.op.id ?? '404';
      counts.set(key, (counts.get(key) ?? 0) + 1);
      const body = hit ? hit.body : JSON.stringify({ message: 'Not Found', path });
      res.writeHead(hit ? hit.op.status : 404, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    counts: () => counts,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
