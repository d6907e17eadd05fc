// What a regenerate changes for the generated client's callers: the folder's stored surface
// (../diff/stored.ts) compared with the new one, printed as `generate` rewrites the folder (and
// with --check, when it is out of date), and whether a change reaches `--fail-on`.

import { type Change, compareSurfaces, type DiffResult, withPositions } from '../diff/compare.js';
import { headline } from '../diff/formats/headline.js';
import { formatText } from '../diff/formats/text.js';
import { readStoredSurface } from '../diff/stored.js';
import type { Surface } from '../diff/surface.js';
import type { FailOn } from './diff-command.js';
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

/** Whether any change reaches --fail-on. */
export function failsOn(changes: readonly Change[], failOn: FailOn): boolean {
  if (failOn === 'none') return false;
  return changes.some((c) => c.level === 'breaking' || (failOn === 'warning' && c.level === 'warning'));
}
