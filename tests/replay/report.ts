// The replay report, in Markdown: per scenario, how many recorded exchanges each client
// reproduced (every compared field equal); then the differences grouped by cause (a known cause is
// a rule that recognises its differences, with the diagnosis); then every difference, one row each.
// A `request` difference (nothing sent) takes the cause of its exchange's `outcome`: the error that
// stopped the call.

import type { Difference } from './compare.js';
import type { ExchangeResult } from './replay-call.js';

export interface Cause {
  id: string;
  /** The clients whose differences it explains. */
  clients: readonly string[];
  title: string;
  /** Where it comes from and what would change it. */
  diagnosis: string;
  matches(difference: Difference): boolean;
}

export interface Column {
  /** The client's name in `Cause.clients`. */
  name: string;
  /** Its heading in the report. */
  label: string;
  results: readonly ExchangeResult[];
}

export interface Classified {
  client: string;
  exchange: string;
  difference: Difference;
  cause?: Cause;
}

export const isReproduced = (result: ExchangeResult): boolean => result.differences.length === 0;

/** Every difference of a client's results with the cause that explains it, if any. */
export function classify(column: Column, causes: readonly Cause[]): Classified[] {
  const out: Classified[] = [];
  const mine = causes.filter((c) => c.clients.includes(column.name));
  const find = (d: Difference) => mine.find((c) => c.matches(d));
  for (const result of column.results) {
    const outcome = result.differences.find((d) => d.field === 'outcome');
    for (const difference of result.differences) {
      const cause = difference.field === 'request' && outcome ? find(outcome) : find(difference);
      out.push({ client: column.name, exchange: result.id, difference, ...(cause ? { cause } : {}) });
    }
  }
  return out;
}

const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const scenarioOf = (id: string): string => id.slice(0, id.lastIndexOf('#'));

export interface ReportInput {
  title: string;
  /** Lines said before the tables (what was replayed, through what). */
  preamble: readonly string[];
  columns: readonly Column[];
  causes: readonly Cause[];
}

export function markdownReport(input: ReportInput): string {
  const { columns, causes } = input;
  const lines = [`# ${input.title}`, '', ...input.preamble, ''];
  const ids = columns[0]?.results.map((r) => r.id) ?? [];
  const scenarios = [...new Set(ids.map(scenarioOf))];
  lines.push(`| scenario | exchanges | ${columns.map((c) => c.label).join(' | ')} |`, `|---|---|${columns.map(() => '---|').join('')}`);
  for (const s of scenarios) {
    const count = ids.filter((id) => scenarioOf(id) === s).length;
    const shown = columns.map((c) => c.results.filter((r) => scenarioOf(r.id) === s && isReproduced(r)).length);
    lines.push(`| ${s} | ${count} | ${shown.join(' | ')} |`);
  }
  lines.push(
    `| **all ${scenarios.length} scenarios** | **${ids.length}** | ${columns.map((c) => `**${c.results.filter(isReproduced).length}**`).join(' | ')} |`,
    '',
  );

  const classified = columns.flatMap((c) => classify(c, causes));
  const label = (name: string) => columns.find((c) => c.name === name)?.label ?? name;
  lines.push('## Differences by cause', '');
  for (const cause of causes) {
    const hits = classified.filter((x) => x.cause === cause);
    if (hits.length === 0) continue;
    const per = columns
      .map((c) => [c, new Set(hits.filter((x) => x.client === c.name).map((x) => x.exchange)).size] as const)
      .filter(([, n]) => n > 0)
      .map(([c, n]) => `${c.label}: ${n} exchanges`);
    lines.push(`### ${cause.title} (${per.join('; ')}; ${hits.length} differences)`, '', cause.diagnosis, '');
    for (const x of hits.filter((h) => h.difference.field !== 'request').slice(0, 3))
      lines.push(`- ${x.exchange} (${label(x.client)}) ${x.difference.field}: recording ${x.difference.expected}; client ${x.difference.actual}`);
    lines.push('');
  }
  const notes = columns.flatMap((c) => c.results.filter((r) => r.credential).map((r) => `- ${r.id} (${c.label}): ${r.credential}`));
  if (notes.length) lines.push('### Not counted: the credential', '', ...notes, '');
  const unexplained = classified.filter((x) => !x.cause);
  if (unexplained.length) {
    lines.push(`### Not explained yet (${unexplained.length} differences)`, '');
    for (const x of unexplained)
      lines.push(`- ${x.exchange} (${label(x.client)}) ${x.difference.field}: recording ${x.difference.expected}; client ${x.difference.actual}`);
    lines.push('');
  }
  lines.push('## Every difference', '', '| exchange | client | field | recording | client sent / returned | cause |', '|---|---|---|---|---|---|');
  for (const x of classified)
    lines.push(
      `| ${x.exchange} | ${cell(label(x.client))} | ${x.difference.field} | ${cell(x.difference.expected)} | ${cell(x.difference.actual)} | ${x.cause?.id ?? '**unexplained**'} |`,
    );
  return `${lines.join('\n')}\n`;
}
