// `--fail-on` of `diff` and `generate`: the level from which a change makes the command exit 1.

import type { Change } from './compare.js';
import type { Level } from './rules.js';

export const FAIL_ON = ['breaking', 'warning', 'none'] as const;
export type FailOn = (typeof FAIL_ON)[number];

/** Whether a change of `level` reaches `failOn`. */
export function reaches(level: Level, failOn: FailOn): boolean {
  if (failOn === 'none') return false;
  return level === 'breaking' || (failOn === 'warning' && level === 'warning');
}

/** Whether any change reaches `failOn`. */
export function failsOn(changes: readonly Change[], failOn: FailOn): boolean {
  return changes.some((c) => reaches(c.level, failOn));
}
