// The `specforge` command: `generate` (the generator), `diff` (what changed between two documents
// for the client's callers), `init` (a configuration for a project), `drift` (an overlay from a
// webhook server's collected violations), `webhooks` (a webhook server's queue on Redis: dead
// letters, counts) and `audit` (the storage audit listing).

import { generateCommand } from './generate-command.js';
import { processIo, type Io } from './io.js';
import { USAGE } from './usage.js';

export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    io.out(USAGE);
    return command === undefined ? 2 : 0;
  }
  if (command === '--version') {
    const { VERSION } = await import('../../runtime/version.js');
    io.out(VERSION);
    return 0;
  }
  if (command === 'generate') {
    try {
      return await generateCommand(rest, io);
    } catch (error) {
      io.err(`specforge generate: ${String((error as Error)?.message ?? error).split('\n')[0]}`);
      return 1;
    }
  }
  if (command === 'diff') {
    const { diffCommand } = await import('./diff-command.js');
    return diffCommand(rest, io);
  }
  if (command === 'init') {
    const { initCommand } = await import('./init-command.js');
    return initCommand(rest, io);
  }
  if (command === 'drift') {
    const { driftCommand } = await import('./drift-command.js');
    try {
      return await driftCommand(rest, io);
    } catch (error) {
      io.err(`specforge drift: ${String((error as Error)?.message ?? error).split('\n')[0]}`);
      return 1;
    }
  }
  if (command === 'webhooks') {
    const { webhooksCommand } = await import('./webhooks-command.js');
    try {
      return await webhooksCommand(rest, io);
    } catch (error) {
      io.err(`specforge webhooks: ${String((error as Error)?.message ?? error).split('\n')[0]}`);
      return 1;
    }
  }
  if (command === 'audit') {
    const { main: audit } = await import('../../cli/audit.js');
    return audit(rest);
  }
  io.err(`specforge: unknown command "${command}"\n${USAGE}`);
  return 2;
}
