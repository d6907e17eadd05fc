// `--format markdown`: a pull-request comment: the headline, then a table per level.

import type { Change, DiffResult } from '../compare.js';
import { headline } from './headline.js';

/** Text safe inside a table cell. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
const code = (text: string | null) => (text ? `\`${text.replace(/`/g, "'")}\`` : '');

const HEADINGS = { breaking: 'Breaking changes', warning: 'Warnings', info: 'Other changes' } as const;

export function formatMarkdown(result: DiffResult): string {
  const out = [`### API changes: ${headline(result)}`, ''];
  for (const level of ['breaking', 'warning', 'info'] as const) {
    const rows: Change[] = result.changes.filter((c) => c.level === level);
    if (!rows.length) continue;
    out.push(`#### ${HEADINGS[level]} (${rows.length})`, '', '| Rule | Operation | Symbol | Change |', '| --- | --- | --- | --- |');
    for (const c of rows) out.push(`| ${c.rule} | ${cell(code(c.operation))} | ${cell(code(c.symbol))} | ${cell(c.message)} |`);
    out.push('');
  }
  return out.join('\n').trimEnd();
}
