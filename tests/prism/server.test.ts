// Starting and stopping a server process the way the Prism check does (server.ts), with a small
// Node stand-in that starts a child of its own: it is awaited until it says it listens and
// accepts connections, and stopping it ends its whole process group, the child included; one
// that exits first or never listens is reported with its output, and left running nowhere.
import { afterAll, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startListening } from './server.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});
const scratch = async () => {
  const d = await mkdtemp(join(tmpdir(), 'specforge-prism-server-'));
  dirs.push(d);
  return d;
};

/** Running (a zombie, ended but not yet reaped by an init that is slow to, is not: /proc tells them apart). */
const alive = (pid: number) => {
  try {
    if (existsSync('/proc')) return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// Listens on the port it is given, starts a child that lives until killed, and prints both pids.
const SERVER = `
const { spawn } = require('node:child_process');
const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.argv[1]), '127.0.0.1', () => {
  console.log('child ' + child.pid);
  console.log('listening on ' + process.argv[1]);
});
`;

test('waits until it listens, answers there, and stop() ends it and its children', async () => {
  const log = join(await scratch(), 'server.log');
  const server = await startListening(process.execPath, ['-e', SERVER, '{port}'], { ready: /listening on \d+/, log, timeoutMs: 20_000 });
  expect(await (await fetch(server.url)).text()).toBe('ok');
  const child = Number(/child (\d+)/.exec(server.output())![1]);
  expect(alive(server.pid) && alive(child)).toBe(true);
  await server.stop();
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect([alive(server.pid), alive(child)]).toEqual([false, false]);
  expect(await readFile(log, 'utf8')).toMatch(/listening on \d+/);
});

test('a process that exits before listening is an error carrying its output', async () => {
  const log = join(await scratch(), 'server.log');
  await expect(
    startListening(process.execPath, ['-e', 'console.error("Error opening file external-shared.json"); process.exit(1)'], {
      ready: /listening/,
      log,
      timeoutMs: 20_000,
    }),
  ).rejects.toThrow(/exited \(1\) before listening:\nError opening file external-shared.json/);
});

test('one that never says it listens is stopped after the timeout', async () => {
  const log = join(await scratch(), 'server.log');
  const started = Date.now();
  await expect(
    startListening(process.execPath, ['-e', 'console.log("starting " + process.pid); setInterval(() => {}, 1000)'], {
      ready: /listening/,
      log,
      timeoutMs: 1000,
    }),
  ).rejects.toThrow(/not listening after 1 s/);
  expect(Date.now() - started).toBeLessThan(10_000);
  const pid = Number(/starting (\d+)/.exec(await readFile(log, 'utf8'))![1]);
  expect(alive(pid)).toBe(false);
});
