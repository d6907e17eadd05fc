// Starts bench/server-child.ts (the loopback server) in a child process and talks to it over IPC:
// its base URL, how many requests it has answered, the last request it saw, and stopping it.

import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { LastRequest } from './server.js';

export interface ServerProcess {
  readonly baseUrl: string;
  readonly pid: number;
  /** Requests answered so far and the most recent one. */
  readonly stats: () => Promise<{ count: number; last: LastRequest | null }>;
  /** Stops the child (and waits for it to exit). */
  readonly close: () => Promise<void>;
}

export function startServerProcess(root: string): Promise<ServerProcess> {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'bench/server-child.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  let nextId = 1;
  const pending = new Map<number, (v: { count: number; last: LastRequest | null }) => void>();
  child.on('message', (raw: unknown) => {
    const msg = raw as { id: number; count: number; last: LastRequest | null };
    pending.get(msg.id)?.(msg);
    pending.delete(msg.id);
  });
  return new Promise((resolvePromise, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error('bench server child did not start within 20 s'));
    }, 20_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`bench server child exited early (code ${code})`));
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const m = /^listening (\S+)$/m.exec(out);
      if (!m) return;
      clearTimeout(timer);
      child.stdout!.removeAllListeners('data');
      child.stdout!.resume();
      resolvePromise({
        baseUrl: m[1]!,
        pid: child.pid!,
        stats: () =>
          new Promise((r) => {
            const id = nextId++;
            pending.set(id, r);
            child.send({ id, op: 'stats' });
          }),
        close: async () => {
          if (child.exitCode === null && child.connected) child.send({ op: 'close' });
          const t = setTimeout(() => child.kill(), 5_000);
          await exited;
          clearTimeout(t);
        },
      });
    });
  });
}
