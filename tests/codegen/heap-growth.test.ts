// Which documents are generated with the heap's growth held (codegen/cli/heap-growth.ts): the
// large ones only, by their size on disk, the larger the tighter; what that does to peak memory is
// measured by the bench (bench/RESULTS.md, the largest documents of the directory), not here.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HEAP_GROWTH_BY_SIZE, heapGrowthFor } from '../../codegen/cli/heap-growth.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-heap-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A file of `bytes` bytes, sparse: the size without the disk. */
async function sized(name: string, bytes: number): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, '');
  await truncate(path, bytes);
  return path;
}

test('each size gets its tier, a larger document a tighter one; a smaller or missing one V8 left to choose', async () => {
  const [largest, large] = HEAP_GROWTH_BY_SIZE;
  expect(largest!.bytes).toBeGreaterThan(large!.bytes);
  expect(largest!.percent).toBeLessThan(large!.percent);
  expect(await heapGrowthFor(await sized('largest.json', largest!.bytes))).toBe(largest!.percent);
  expect(await heapGrowthFor(await sized('below-largest.json', largest!.bytes - 1))).toBe(large!.percent);
  expect(await heapGrowthFor(await sized('large.json', large!.bytes))).toBe(large!.percent);
  expect(await heapGrowthFor(await sized('small.json', large!.bytes - 1))).toBe(0);
  expect(await heapGrowthFor(join(dir, 'missing.json'))).toBe(0);
});
