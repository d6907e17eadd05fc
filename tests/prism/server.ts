// One Prism mock server per document: `prism mock <doc> --errors` on 127.0.0.1 and a free port,
// started in its own process group, awaited until it says it listens (and accepts a connection),
// and stopped by that group's id, children included, whatever happened before. Its output goes
// to a log file beside the report. Processes still running when the harness exits are killed then.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer, connect } from 'node:net';

export interface PrismServer {
  readonly pid: number;
  readonly url: string;
  /** Everything it printed so far (the log file has it all). */
  output(): string;
  stop(): Promise<void>;
}

const running = new Set<number>();
process.on('exit', () => {
  for (const pid of running) killGroup(pid, 'SIGKILL');
});

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** A port nothing listens on right now (the server is told to take it; a lost race is retried). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts `command args…` (with `{port}` replaced) and resolves once it prints `ready` and accepts connections. */
export async function startListening(
  command: string,
  args: readonly string[],
  options: { ready: RegExp; log: string; timeoutMs: number; attempts?: number },
): Promise<PrismServer> {
  let lastError: Error | undefined;
  for (let attempt = 0; attempt < (options.attempts ?? 3); attempt++) {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, SCARF_ANALYTICS: 'false', FORCE_COLOR: '0', NO_COLOR: '1' };
    delete env.NODE_OPTIONS;
    const child = spawn(
      command,
      args.map((a) => a.replaceAll('{port}', String(port))),
      { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env },
    );
    const pid = child.pid;
    if (pid === undefined) throw new Error(`${command} did not start`);
    running.add(pid);
    const log = createWriteStream(options.log, { flags: attempt === 0 ? 'w' : 'a' });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      log.write(chunk);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    const stop = async () => {
      killGroup(pid, 'SIGTERM');
      const grace = setTimeout(() => killGroup(pid, 'SIGKILL'), 3000);
      await exited(child);
      clearTimeout(grace);
      killGroup(pid, 'SIGKILL'); // any child left behind in the group
      running.delete(pid);
      await new Promise((resolve) => log.end(resolve));
    };
    const server: PrismServer = { pid, url: `http://127.0.0.1:${port}`, output: () => output, stop };
    const deadline = Date.now() + options.timeoutMs;
    try {
      while (true) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`exited (${child.exitCode ?? child.signalCode}) before listening:\n${output.slice(-2000)}`);
        if (options.ready.test(output) && (await accepts(port))) return server;
        if (Date.now() > deadline) throw new Error(`not listening after ${options.timeoutMs / 1000} s:\n${output.slice(-2000)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } catch (error) {
      await stop();
      lastError = error as Error;
      if (!/EADDRINUSE/.test(output)) break;
    }
  }
  throw lastError;
}

/** `prism mock <document> -h 127.0.0.1 -p <free port> --errors`, run by this Node. */
export function startPrism(cli: string, document: string, log: string, timeoutMs = 300_000): Promise<PrismServer> {
  return startListening(process.execPath, [cli, 'mock', document, '-h', '127.0.0.1', '-p', '{port}', '--errors'], {
    ready: /Prism is listening on http:\/\/127\.0\.0\.1:\d+/,
    log,
    timeoutMs,
  });
}
