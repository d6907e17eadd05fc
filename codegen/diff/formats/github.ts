// `--format github`: GitHub Actions workflow commands, one annotation per change at its line in
// the new document (the old one's for what is gone): breaking as errors, warnings as warnings,
// the rest as notices.

import type { DiffResult } from '../compare.js';
import { headline } from './headline.js';

const COMMAND = { breaking: 'error', warning: 'warning', info: 'notice' } as const;

/** A workflow command's property value, escaped as the runner reads it. */
const property = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/:/g, '%3A').replace(/,/g, '%2C');
const data = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/** `file:line:col` split; the file may itself hold colons (a Windows drive). */
export function splitPosition(at: string): { file: string; line: number; col: number } | undefined {
  const m = /^(.*):(\d+):(\d+)$/.exec(at);
  return m ? { file: m[1]!, line: Number(m[2]), col: Number(m[3]) } : undefined;
}

export function formatGithub(result: DiffResult): string {
  const lines = result.changes.map((c) => {
    const at = splitPosition(c.new ?? c.old ?? '');
    const props = [
      ...(at ? [`file=${property(at.file)}`, `line=${at.line}`, `col=${at.col}`] : []),
      `title=${property(`${c.rule}${c.symbol ? ` ${c.symbol}` : ''}`)}`,
    ];
    return `::${COMMAND[c.level]} ${props.join(',')}::${data(c.message)}`;
  });
  return [...lines, headline(result)].join('\n');
}
