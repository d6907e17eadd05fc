// The Prism check's report: one row per document (operations, accepted, rejected, quirks,
// incomplete, not sent), totals for the corpus and the directory sample, then every call Prism did not accept
// with its messages and what the client sent. Markdown for people, written beside report.json.
import type { Quirk } from './quirks.js';
import type { JudgedCall } from './quirks.js';

export interface DocumentReport {
  name: string;
  path: string;
  group: 'corpus' | 'directory';
  /** The document could not be checked at all (generation, Prism or the driver failed). */
  error?: string;
  calls: JudgedCall[];
  stale: Quirk[];
  /** Operations the driver called that the document's paths do not name (their parameters went unchecked). */
  unmatched?: string[];
}

export interface Counts {
  operations: number;
  accepted: number;
  rejected: number;
  quirks: number;
  incomplete: number;
  notSent: number;
}

export function countCalls(calls: readonly JudgedCall[]): Counts {
  const c = { operations: calls.length, accepted: 0, rejected: 0, quirks: 0, incomplete: 0, notSent: 0 };
  for (const call of calls) {
    if (call.verdict === 'accepted') c.accepted++;
    else if (call.quirks) c.quirks++;
    else if (call.verdict === 'rejected') c.rejected++;
    else if (call.verdict === 'incomplete') c.incomplete++;
    else c.notSent++;
  }
  return c;
}

const row = (label: string, c: Counts, note = '') =>
  `| ${label} | ${c.operations} | ${c.accepted} | ${c.rejected} | ${c.quirks} | ${c.incomplete} | ${c.notSent} | ${note} |`;

function total(reports: readonly DocumentReport[]): Counts {
  return countCalls(reports.flatMap((r) => r.calls));
}

/** Headers worth showing: not the transport's own (host, connection, length, encoding, agent). */
const NOISE = new Set(['host', 'connection', 'content-length', 'accept-encoding', 'user-agent', 'transfer-encoding']);

function sent(call: JudgedCall): string[] {
  if (!call.sent) return [];
  const { method, url, headers, body } = call.sent;
  const shown = Object.entries(headers).filter(([k]) => !NOISE.has(k));
  return [
    `  - sent: \`${method} ${url}\``,
    ...(shown.length ? [`    headers: ${shown.map(([k, v]) => `\`${k}: ${v}\``).join(', ')}`] : []),
    `    body: ${body === undefined ? '(none)' : `\`${body.replaceAll('`', "'").replaceAll('\n', ' ')}\``}`,
  ];
}

function describeCall(call: JudgedCall): string[] {
  const label = call.quirks ? 'quirk' : call.verdict;
  return [
    `- \`${call.operation}\` (${label}${call.statuses.length ? `, status ${call.statuses.join(' → ')}` : ''})`,
    ...call.problems.map((p) => `  - Prism: ${p}`),
    ...call.missing.map((m) => `  - document: ${m}`),
    ...(call.quirks ?? []).map((q) => `  - known quirk: ${q}`),
    ...sent(call),
  ];
}

export function markdownReport(reports: readonly DocumentReport[], meta: { seconds: number }): { summary: string; markdown: string } {
  const table = ['| document | operations | accepted | rejected | quirks | incomplete | not sent | |', '|---|---|---|---|---|---|---|---|'];
  for (const r of reports)
    table.push(row(r.name, countCalls(r.calls), r.error ? `NOT CHECKED: ${r.error.split('\n')[0]}` : r.stale.length ? `${r.stale.length} stale quirks` : ''));
  for (const group of ['corpus', 'directory'] as const) {
    const mine = reports.filter((r) => r.group === group);
    if (mine.length) table.push(row(`**${group} total**`, total(mine)));
  }
  const summary = `${table.join('\n')}\n\n(${Math.round(meta.seconds)} s)`;
  const details: string[] = [];
  for (const r of reports) {
    const shown = r.calls.filter((c) => c.verdict !== 'accepted');
    const threw = r.calls.filter((c) => c.verdict === 'accepted' && c.error);
    if (!shown.length && !r.stale.length && !r.error && !threw.length && !r.unmatched?.length) continue;
    details.push(`## ${r.name} (${r.path.replace(/^.*\//, '')})`, '');
    if (r.error) details.push('```', r.error, '```', '');
    for (const c of shown) details.push(...describeCall(c));
    for (const q of r.stale) details.push(`- stale quirk (matched nothing): \`${q.operation}\`, ${q.problem}: ${q.reason}`);
    for (const u of r.unmatched ?? []) details.push(`- not in the document's paths (parameters unchecked): ${u}`);
    if (threw.length) {
      details.push('', 'Accepted by Prism, but the call threw (not counted: Prism validated the request):');
      for (const c of threw) {
        const broke = c.answerViolations.length
          ? ` (Prism's own answer broke the document, ${c.answerViolations.length} violations: ${c.answerViolations[0]}…)`
          : '';
        details.push(`- \`${c.operation}\`: ${c.error?.split('\n')[0]}${broke}`);
      }
    }
    details.push('');
  }
  return { summary, markdown: `# Prism contract check\n\n${summary}\n\n${details.join('\n')}` };
}
