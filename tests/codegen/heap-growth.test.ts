// Which documents are generated with the heap's growth held (codegen/cli/heap-growth.ts): the
// large ones only, by their size on disk; what that does to peak memory is measured by the bench
// (bench/RESULTS.md, the largest documents of the directory), not here.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { heapGrowthFor, LARGE_DOCUMENT_BYTES, LARGE_DOCUMENT_HEAP_GROWTH } from '../../codegen/cli/heap-growth.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-heap-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

test('a document of the large size or more is generated with the growth held; a smaller or missing one with V8 left to choose', async () => {
  const large = join(dir, 'large.json');
  const small = join(dir, 'small.json');
  await writeFile(large, '');
  await truncate(large, LARGE_DOCUMENT_BYTES); // sparse: the size without the disk
  await writeFile(small, '{}');
  await truncate(small, LARGE_DOCUMENT_BYTES - 1);
  expect(await heapGrowthFor(large)).toBe(LARGE_DOCUMENT_HEAP_GROWTH);
  expect(await heapGrowthFor(small)).toBe(0);
  expect(await heapGrowthFor(join(dir, 'missing.json'))).toBe(0);
});
