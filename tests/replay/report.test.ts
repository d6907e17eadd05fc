// markdownReport and classify: counts per scenario, differences grouped by the first cause that
// recognises them (a `request` not sent takes its outcome's cause), unexplained ones named.
import { expect, test } from '@jest/globals';
import { classify, markdownReport, type Cause, type Column } from './report.js';

const causes: Cause[] = [
  { id: 'no-accept', clients: ['a'], title: 'no Accept', diagnosis: 'serialise.ts sends none', matches: (d) => d.field === 'accept' },
  {
    id: 'refused',
    clients: ['a', 'b'],
    title: 'refused',
    diagnosis: 'auth',
    matches: (d) => d.field === 'outcome' && d.actual.startsWith('ConfigurationError'),
  },
];
const a: Column = {
  name: 'a',
  label: 'client A',
  results: [
    { id: 'one#0', differences: [{ field: 'accept', expected: 'x/y', actual: '(absent)' }] },
    { id: 'one#1', differences: [] },
    {
      id: 'two#0',
      differences: [
        { field: 'request', expected: 'GET /', actual: '(not sent)' },
        { field: 'outcome', expected: '200', actual: 'ConfigurationError: auth' },
      ],
    },
  ],
};
const b: Column = {
  name: 'b',
  label: 'client B',
  results: [
    { id: 'one#0', differences: [{ field: 'accept', expected: 'x/y', actual: 'a|b' }] },
    { id: 'one#1', differences: [] },
    { id: 'two#0', differences: [] },
  ],
};

test('classify: by client, the outcome lends its cause to the request not sent', () => {
  expect(classify(a, causes).map((x) => [x.exchange, x.difference.field, x.cause?.id])).toEqual([
    ['one#0', 'accept', 'no-accept'],
    ['two#0', 'request', 'refused'],
    ['two#0', 'outcome', 'refused'],
  ]);
  expect(classify(b, causes).map((x) => x.cause?.id)).toEqual([undefined]);
});

test('markdownReport: the table per scenario with totals, causes with counts, every difference', () => {
  const md = markdownReport({ title: 'Replay', preamble: ['Recordings: test.'], columns: [a, b], causes });
  expect(md).toContain('| scenario | exchanges | client A | client B |');
  expect(md).toContain('| one | 2 | 1 | 1 |');
  expect(md).toContain('| two | 1 | 0 | 1 |');
  expect(md).toContain('| **all 2 scenarios** | **3** | **1** | **2** |');
  expect(md).toContain('### no Accept (client A: 1 exchanges; 1 differences)');
  expect(md).toContain('### refused (client A: 1 exchanges; 2 differences)');
  expect(md).toContain('### Not explained yet (1 differences)');
  expect(md).toContain('| one#0 | client B | accept | x/y | a\\|b | **unexplained** |');
});
