// The one line every format leads with: how many changes of each level, and the bump they ask for.

import type { Change, DiffResult } from '../compare.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function countOf(changes: readonly Change[], level: Change['level']): number {
  return changes.filter((c) => c.level === level).length;
}

/** `3 breaking changes (major), 1 warning, 4 other changes`, or `no changes`. */
export function headline(result: DiffResult): string {
  if (!result.changes.length) return 'no changes (none)';
  const b = countOf(result.changes, 'breaking');
  const w = countOf(result.changes, 'warning');
  const i = countOf(result.changes, 'info');
  const parts = [`${plural(b, 'breaking change')} (${result.semver})`];
  if (w) parts.push(plural(w, 'warning'));
  if (i) parts.push(plural(i, 'other change'));
  return parts.join(', ');
}
