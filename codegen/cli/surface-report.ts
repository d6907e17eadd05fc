// What a regenerate changes for the generated client's callers: the folder's stored surface
// (../diff/stored.ts) compared with the new one, printed as `generate` rewrites the folder (and
// with --check, when it is out of date); ../diff/fail-on.ts says whether a change makes it exit 1.

import { compareSurfaces, type DiffResult, withPositions } from '../diff/compare.js';
import { headline } from '../diff/formats/headline.js';
import { formatText } from '../diff/formats/text.js';
import { readStoredSurface } from '../diff/stored.js';
import type { Surface } from '../diff/surface.js';
import type { Io } from './io.js';

/** The changes from the surface a folder held (its file's text) to `now`; undefined when it held none. */
export function surfaceChanges(storedText: string | undefined, now: Surface, position: (at: string | null) => string | null): DiffResult | undefined {
  const old = readStoredSurface(storedText);
  return old ? withPositions(compareSurfaces(old, now), (at) => at, position) : undefined;
}

/** Prints the changes (the headline, then each breaking change and warning) when there are any. */
export function reportSurfaceChanges(io: Io, label: string, result: DiffResult | undefined, print: (line: string) => void = io.out): void {
  if (!result?.changes.length) return;
  print(`${label}: ${headline(result)}`);
  const shown = { ...result, changes: result.changes.filter((c) => c.level !== 'info') };
  for (const l of formatText(shown).split('\n').slice(0, -1)) print(`  ${l}`);
}
