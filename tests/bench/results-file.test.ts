// The parts of bench/RESULTS.md a section run alone writes (bench/results-file.ts): a named block
// replaced or put before a heading; a `## ` section replaced in place, or put after the section it
// follows, the rest of the file kept byte for byte.
import { expect, test } from '@jest/globals';
import { spliceBlock, spliceSection } from '../../bench/results-file.js';

const FILE = '# Results\n\n## 6. Server\n\nold six\n\n## 7. Types\n\nseven\n';

test('a section is replaced in place, up to the next heading', () => {
  expect(spliceSection(FILE, '## 6. Server', '## 6. Server\n\nnew six\n')).toBe('# Results\n\n## 6. Server\n\nnew six\n\n## 7. Types\n\nseven\n');
});

test('a section not yet in the file goes after the one it follows; run again, it replaces itself', () => {
  const once = spliceSection(FILE, '## 6b. Queue', '## 6b. Queue\n\nqueue\n', '## 6. Server');
  expect(once).toBe('# Results\n\n## 6. Server\n\nold six\n\n## 6b. Queue\n\nqueue\n\n## 7. Types\n\nseven\n');
  expect(spliceSection(once, '## 6b. Queue', '## 6b. Queue\n\nqueue again\n', '## 6. Server')).toBe(once.replace('queue\n', 'queue again\n'));
});

test('neither the section nor the one it follows: an error that says to run the whole bench', () => {
  expect(() => spliceSection(FILE, '## 9. Other', 'x', '## 8. Missing')).toThrow(/no "## 8\. Missing" section.*make bench/);
  expect(() => spliceSection(FILE, '## 7. Types', 'x')).toThrow(/no "## 7\. Types" section followed by another/);
});

test('a named block is replaced, or put before a heading', () => {
  const put = spliceBlock(FILE, 'diff', 'figures', '## 7. Types');
  expect(put).toBe('# Results\n\n## 6. Server\n\nold six\n\n<!-- diff -->\nfigures\n<!-- /diff -->\n\n## 7. Types\n\nseven\n');
  expect(spliceBlock(put, 'diff', 'new figures', '## 7. Types')).toBe(put.replace('\nfigures\n', '\nnew figures\n'));
});
