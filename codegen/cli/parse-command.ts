// A command's arguments, read the same way for every command with node:util's parseArgs: an
// unknown option or a flag without its value is bad usage (the message and the command's usage on
// standard error, exit 2); -h or --help prints the usage (exit 0). What the words and values must
// be, each command checks itself, with `usage` for the same answer.

import { type ParseArgsConfig, parseArgs } from 'node:util';
import type { Io } from './io.js';

type OptionsConfig = NonNullable<ParseArgsConfig['options']>;
const HELP = { help: { type: 'boolean', short: 'h', default: false } } as const;
type Parsed<O extends OptionsConfig> = ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; options: O & typeof HELP }>>;

export interface CommandArgs<O extends OptionsConfig> {
  values: Parsed<O>['values'];
  positionals: string[];
  /** Says `message` and the usage on standard error; answers the exit code of bad usage (2). */
  usage: (message: string) => number;
}

/** `argv` read with `options` (and --help) for `specforge <command>`, or the exit code when the command ends here. */
export function parseCommand<O extends OptionsConfig>(command: string, argv: string[], options: O, usageText: string, io: Io): CommandArgs<O> | number {
  const usage = (message: string) => (io.err(`specforge ${command}: ${message}\n${usageText}`), 2);
  let parsed: Parsed<O>;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { ...options, ...HELP } });
  } catch (error) {
    return usage((error as Error).message);
  }
  if ((parsed.values as { help?: boolean }).help) {
    io.out(usageText);
    return 0;
  }
  return { values: parsed.values, positionals: parsed.positionals, usage };
}
