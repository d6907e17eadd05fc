// The flags that say how one document is generated, shared by `generate` and `init` (the same
// names as a configuration's settings): their parseArgs definitions and the checks of their values.

import { safeIdentifier } from '../model/naming.js';

export const DOCUMENT_FLAGS = {
  out: { type: 'string' },
  name: { type: 'string' },
  'client-name': { type: 'string' },
  overlay: { type: 'string', multiple: true },
} as const;

/** What is wrong with --name or --client-name, or undefined. */
export function identifierProblem(flag: '--name' | '--client-name', value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (/^[A-Za-z_$][\w$]*$/.test(value) && safeIdentifier(value) === value) return undefined;
  return `${flag} must be an identifier (letters, digits, _, not starting with a digit, not a reserved word), got "${value}"`;
}
