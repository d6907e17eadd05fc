// Runs the benchmark's loopback server (bench/server.ts) in a process of its own, so the server's
// work does not share an event loop with the clients being timed. Started by bench/server-process.ts
// (`node --import tsx bench/server-child.ts`); prints `listening <baseUrl>` on stdout, answers
// `{ id, op: 'stats' }` IPC messages with the request count and the last request, closes on
// `{ op: 'close' }`, and exits by itself when the parent goes away.

import { startServer } from './server.js';

const server = await startServer();
const reply = (message: unknown) => process.send?.(message);

process.on('message', (raw: unknown) => {
  const msg = raw as { id?: number; op?: string };
  if (msg.op === 'stats') reply({ id: msg.id, count: server.count(), last: server.last() ?? null });
  else if (msg.op === 'close') void server.close().finally(() => process.exit(0));
});
process.on('disconnect', () => process.exit(0));

process.stdout.write(`listening ${server.baseUrl}\n`);
