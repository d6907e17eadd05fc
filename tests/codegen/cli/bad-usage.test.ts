// Every command reads its arguments the same way (codegen/cli/parse-command.ts): an unknown option,
// a flag without its value or a value of the wrong kind is bad usage, answered with a message that
// names it, the command's usage and exit 2, before anything is read or connected to; --help prints
// the usage and exits 0.
import { expect, test } from '@jest/globals';
import { diffCommand } from '../../../codegen/cli/diff-command.js';
import { driftCommand } from '../../../codegen/cli/drift-command.js';
import { initCommand } from '../../../codegen/cli/init-command.js';
import type { Io } from '../../../codegen/cli/io.js';
import { webhooksCommand } from '../../../codegen/cli/webhooks-command.js';

type Command = (argv: string[], io: Io) => Promise<number>;
const COMMANDS: Record<string, Command> = { diff: diffCommand, drift: driftCommand, init: initCommand, webhooks: webhooksCommand };

async function run(command: string, argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await COMMANDS[command]!(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

test.each([
  ['drift', ['specs/webhooks.yaml', '--violations'], "Option '--violations <value>' argument missing"],
  ['drift', ['a.yaml', 'b.yaml', '--violations', 'v.json'], 'one SPEC; also got "b.yaml"'],
  ['drift', ['--violations', 'v.json'], 'no SPEC'],
  ['webhooks', ['metrics', '--limit', 'x'], '--limit: expected a whole number, got "x"'],
  ['webhooks', ['dead-letters', 'list', '--offset', '-1'], '--offset'],
  ['webhooks', ['metrics', '--colour'], "Unknown option '--colour'"],
  ['webhooks', ['dead-letters', 'show'], 'unknown command "dead-letters show"'],
  ['diff', ['old.yaml'], 'needs two documents, OLD and NEW; got 1'],
  ['diff', ['old.yaml', 'new.yaml', '--format', 'xml'], '--format must be one of'],
  ['init', ['--unknown'], "Unknown option '--unknown'"],
])('specforge %s %j: bad usage, named, with the usage, exit 2', async (command, argv, said) => {
  const r = await run(command, argv);
  expect(r.code).toBe(2);
  expect(r.err).toContain(`specforge ${command}: `);
  expect(r.err).toContain(said);
  expect(r.err).toContain(`usage: specforge ${command}`);
  expect(r.out).toBe('');
});

test.each(Object.keys(COMMANDS))('specforge %s --help: the usage on standard output, exit 0', async (command) => {
  const r = await run(command, ['--help']);
  expect(r.code).toBe(0);
  expect(r.out).toContain(`specforge ${command}`);
  expect(r.err).toBe('');
});
