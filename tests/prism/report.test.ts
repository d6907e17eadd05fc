// The Prism check's report (report.ts): the counts per document and per group, and every call
// Prism did not accept with its messages and what the client sent.
import { expect, test } from '@jest/globals';
import type { JudgedCall } from './quirks.js';
import { countCalls, type DocumentReport, markdownReport } from './report.js';

const base = { statuses: [200], problems: [], missing: [], warnings: [], answerViolations: [], exchanges: [] };
const accepted: JudgedCall = { ...base, operation: 'pets.list', verdict: 'accepted' };
const rejected: JudgedCall = {
  ...base,
  operation: 'pets.update',
  verdict: 'rejected',
  statuses: [422],
  problems: ['request: Body parameter is required'],
  sent: { method: 'PATCH', url: '/pets/1', headers: { host: '127.0.0.1:1', authorization: 'Bearer t' } },
};
const quirk: JudgedCall = { ...rejected, operation: 'pets.odd', quirks: ['dotted path names'] };
const incomplete: JudgedCall = {
  ...base,
  operation: 'files.get',
  verdict: 'incomplete',
  missing: ["query: required parameter 'fields' was not sent"],
  sent: { method: 'GET', url: '/files/1', headers: {} },
};
const notSent: JudgedCall = { ...base, operation: 'pets.bad', verdict: 'not-sent', statuses: [], problems: ['ValidationError: id'] };

test('countCalls puts every call in one column', () => {
  expect(countCalls([accepted, rejected, quirk, incomplete, notSent])).toEqual({
    operations: 5,
    accepted: 1,
    rejected: 1,
    quirks: 1,
    incomplete: 1,
    notSent: 1,
  });
});

test('the report has a row per document, totals per group, and each call not accepted with what was sent', () => {
  const reports: DocumentReport[] = [
    { name: 'pets', path: '/x/pets.yaml', group: 'corpus', calls: [accepted, rejected, quirk], stale: [] },
    { name: 'files', path: '/y/files.json', group: 'directory', calls: [accepted, incomplete], stale: [] },
    { name: 'broken', path: '/x/broken.yaml', group: 'corpus', error: 'exited (1) before listening:\nmore', calls: [], stale: [] },
  ];
  const { summary, markdown } = markdownReport(reports, { seconds: 61.6 });
  expect(summary.split('\n')).toEqual([
    '| document | operations | accepted | rejected | quirks | incomplete | not sent | |',
    '|---|---|---|---|---|---|---|---|',
    '| pets | 3 | 1 | 1 | 1 | 0 | 0 |  |',
    '| files | 2 | 1 | 0 | 0 | 1 | 0 |  |',
    '| broken | 0 | 0 | 0 | 0 | 0 | 0 | NOT CHECKED: exited (1) before listening: |',
    '| **corpus total** | 3 | 1 | 1 | 1 | 0 | 0 |  |',
    '| **directory total** | 2 | 1 | 0 | 0 | 1 | 0 |  |',
    '',
    '(62 s)',
  ]);
  expect(markdown).toContain(
    [
      '- `pets.update` (rejected, status 422)',
      '  - Prism: request: Body parameter is required',
      '  - sent: `PATCH /pets/1`',
      '    headers: `authorization: Bearer t`',
      '    body: (none)',
      '- `pets.odd` (quirk, status 422)',
      '  - Prism: request: Body parameter is required',
      '  - known quirk: dotted path names',
    ].join('\n'),
  );
  expect(markdown).toContain("- `files.get` (incomplete, status 200)\n  - document: query: required parameter 'fields' was not sent");
  expect(markdown).not.toContain('pets.list');
});
