// bench/spawn.ts measureRegen (section 4 of bench/RESULTS.md): the repository's documents
// regenerated in full through bin/specforge.mjs into a scratch folder, every file of the committed
// output written again, and the time over the command's start-up taken from a paired `--help` run.
import { expect, test } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { measureRegen } from '../../bench/spawn.js';

const ROOT = resolve(import.meta.dirname, '../..');

test('a regeneration writes as many files as the configured output folders hold, and is timed', async () => {
  const config = JSON.parse(readFileSync(join(ROOT, 'specforge.config.json'), 'utf8')) as { documents: Array<{ output: string }> };
  const committed = config.documents.reduce(
    (n, d) => n + readdirSync(join(ROOT, d.output), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length,
    0,
  );
  const [sample] = await measureRegen(ROOT, '.scratch/bench-regen-test', 1);
  expect(sample!.files).toBe(committed);
  expect(sample!.wallMs).toBeGreaterThan(0);
  expect(sample!.reportedMs).toBeLessThan(sample!.wallMs);
  expect(existsSync(join(ROOT, '.scratch/bench-regen-test'))).toBe(false);
}, 120_000);
