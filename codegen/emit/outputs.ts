// Every output of the generator, in the order they are written: the one list generate.ts reads.
// A new output is a folder of codegen/emit/ with its `output.ts`, and one line here. The reference
// comes first so that its view of the model is let go before the others build theirs.

import { clientOutput } from './client/output.js';
import { mocksOutput } from './mocks/output.js';
import type { GeneratorOutput } from './output.js';
import { referenceOutput } from './reference/output.js';
import { schemasOutput } from './schemas/output.js';
import { serverOutput } from './server/output.js';
import { swrOutput } from './swr/output.js';
import { tanstackQueryOutput } from './tanstack-query/output.js';
import { zodOutput } from './zod/output.js';

export const OUTPUTS = [
  referenceOutput,
  clientOutput,
  mocksOutput,
  serverOutput,
  schemasOutput,
  tanstackQueryOutput,
  swrOutput,
  zodOutput,
] as const satisfies readonly GeneratorOutput[];

export type OutputName = (typeof OUTPUTS)[number]['name'];

/** Every output's name, in the list's order. */
export const OUTPUT_NAMES: readonly OutputName[] = OUTPUTS.map((o) => o.name);

/** Written whatever is chosen. */
export const ALWAYS: OutputName = 'client';

/**
 * What a configuration or the command line gets when a document does not choose: what a folder
 * inside an application uses (the client, its mocks for the tests, the Standard Schemas for forms,
 * and, for a document that describes webhooks, the server that receives them: one file, over the
 * validators the schemas already write; nothing for a document without webhooks), without the
 * references (most of the bytes: 680 KB of a 44-operation document's 1.4 MB).
 */
export const APP_OUTPUTS: readonly OutputName[] = ['client', 'mocks', 'server', 'schemas'];

/** What `generate()` writes when its input does not choose: every output specforge wrote before outputs could be chosen. */
export const CLASSIC_OUTPUTS: readonly OutputName[] = ['reference', 'client', 'mocks', 'server', 'schemas'];

/** The chosen outputs in the list's order, the client included, each once. */
export function chosenOutputs(names: readonly string[] | undefined, fallback: readonly OutputName[] = CLASSIC_OUTPUTS): OutputName[] {
  const wanted = new Set<string>([...(names ?? fallback), ALWAYS]);
  return OUTPUT_NAMES.filter((name) => wanted.has(name));
}

/** The names among `names` that are no output, for a message. */
export function unknownOutputs(names: readonly string[]): string[] {
  return names.filter((name) => !(OUTPUT_NAMES as readonly string[]).includes(name));
}
