// writeFolder (codegen/staged-folder.ts) and diffFiles (codegen/write.ts): the output folder replaced with exactly the generated files (many at once, in
// nested folders), left alone when it already matches, and its differences listed in the order
// of the generated files whatever order the disk answered in.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFolder } from '../../codegen/staged-folder.js';
import { diffFiles } from '../../codegen/write.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'specforge-write-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** 300 files over nested folders, more than are written at once. */
const files = new Map<string, string>(
  Array.from({ length: 300 }, (_, i) => [`${i % 3 ? `ns${i % 7}/` : ''}${i % 5 ? 'deep/er/' : ''}file${i}.ts`, `export const n = ${i};\n`] as const),
);

test('every file is written, in its folder, and the folder holds nothing else', async () => {
  const dir = join(root, 'out');
  await writeFolder(dir, new Map([['stray/old.ts', 'export {};\n']]));
  expect(await writeFolder(dir, files)).toBe(true);
  for (const [path, content] of files) expect(await readFile(join(dir, path), 'utf8')).toBe(content);
  expect(await diffFiles(dir, files)).toEqual({ changed: [], missing: [], extra: [] });
  // Already the same: nothing is written.
  expect(await writeFolder(dir, files)).toBe(false);
});

test('changes are listed in the order of the generated files, missing and extra ones apart', async () => {
  const dir = join(root, 'drift');
  await writeFolder(dir, files);
  const paths = [...files.keys()];
  const edited = [paths[250]!, paths[3]!, paths[120]!, paths[77]!];
  for (const path of edited) await writeFile(join(dir, path), '// edited by hand\n');
  const next = new Map(files);
  next.set('added/new.ts', 'export {};\n');
  next.delete(paths[10]!);
  const drift = await diffFiles(dir, next);
  expect(drift.changed).toEqual(paths.filter((p) => edited.includes(p)));
  expect(drift.missing).toEqual(['added/new.ts']);
  expect(drift.extra).toEqual([paths[10]]);
  expect(await writeFolder(dir, next)).toBe(true);
  expect(await diffFiles(dir, next)).toEqual({ changed: [], missing: [], extra: [] });
});
