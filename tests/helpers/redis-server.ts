// A real redis-server (Debian's package) for one test file: on a free 127.0.0.1 port, with its own
// data folder (append-only file on), started here and stopped by its pid. `stop` then `start`
// again restarts it on the same port from its append-only file (the crash-and-restart case).

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const REDIS_SERVER = process.env.REDIS_SERVER ?? 'redis-server';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface TestRedis {
  url: string;
  port: number;
  dir: string;
  /** The running server's pid (undefined while stopped). */
  readonly pid: number | undefined;
  /** Starts it (again, from its append-only file): resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it with `signal` (SIGTERM: it writes what it has; SIGKILL: a crash) and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Stops it and removes its data folder. */
  dispose(): Promise<void>;
}

/** `fsync`: `always` has every write on disk before Redis answers it (what survives SIGKILL); default `everysec`. */
export async function startRedis(options: { fsync?: 'always' | 'everysec' } = {}): Promise<TestRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'specforge-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--appendonly',
    'yes',
    '--appendfsync',
    options.fsync ?? 'everysec',
    '--save',
    '',
    '--daemonize',
    'no',
    '--loglevel',
    'warning',
    '--maxmemory-policy',
    'noeviction',
  ];
  const redis: TestRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    dir,
    get pid() {
      return child?.exitCode === null ? child.pid : undefined;
    },
    async start() {
      const started = spawn(REDIS_SERVER, [...args, '--loglevel', 'notice'], { stdio: ['ignore', 'pipe', 'pipe'] });
      child = started;
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`redis-server did not start within 10 s: ${output}`)), 10_000);
        started.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Ready to accept connections')) {
            clearTimeout(timer);
            resolve();
          }
        });
        started.once('error', (error) => {
          clearTimeout(timer);
          reject(new Error(`${REDIS_SERVER} could not be started (make installs it): ${error.message}`));
        });
        started.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`redis-server exited with ${code}: ${output}`));
        });
      });
      started.stdout!.resume();
      started.stderr!.resume();
    },
    async stop(signal = 'SIGTERM') {
      const running = child;
      if (running === undefined || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      process.kill(running.pid!, signal);
      await exited;
    },
    async dispose() {
      await redis.stop('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await redis.start();
  return redis;
}
