// `--format text`: one line per change for a terminal, breaking first, then the headline.

import type { DiffResult } from '../compare.js';
import { headline } from './headline.js';

const LABEL = { breaking: 'BREAKING', warning: 'warning ', info: 'info    ' } as const;

export function formatText(result: DiffResult): string {
  const lines = result.changes.map((c) => {
    const where = c.new ?? c.old;
    const op = c.operation ? ` ${c.operation}` : '';
    return `${LABEL[c.level]} ${c.rule}${op}: ${c.message}${where ? ` (${where})` : ''}`;
  });
  return [...lines, headline(result)].join('\n');
}
