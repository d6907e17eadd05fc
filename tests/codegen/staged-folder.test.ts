// codegen/staged-folder.ts: a generated folder written file by file as it is made, into a staging
// folder beside it that is swapped in at the end; left untouched when it already held exactly
// these files; left as it was when the staging is dropped (a failed run).
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stageFolder, writeFolder } from '../../codegen/staged-folder.js';
import { diffFiles, listFiles } from '../../codegen/write.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'specforge-staged-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const files = new Map<string, string>(
  Array.from({ length: 40 }, (_, i) => [`${i % 2 ? 'nested/deeper/' : ''}file${i}.ts`, `export const n = ${i};\n`] as const),
);
const staging = (dir: string) => `${dir}.tmp-${process.pid}`;

test('each file is on disk once put, and the folder is exactly the staged files once committed', async () => {
  const dir = join(root, 'out');
  await writeFolder(dir, new Map([['stray/old.ts', 'export {};\n']]));
  const staged = stageFolder(dir);
  staged.put('nested/deeper/first.ts', 'export const first = 1;\n');
  // Written when put, before the rest is made: nothing of it is held until the end.
  expect(await readFile(join(staging(dir), 'nested/deeper/first.ts'), 'utf8')).toBe('export const first = 1;\n');
  // The folder itself is as it was until the commit.
  expect(await listFiles(dir)).toEqual(['stray/old.ts']);
  for (const [path, text] of files) staged.put(path, text);
  expect(staged.size).toBe(files.size + 1);
  expect(staged.has('file0.ts')).toBe(true);
  expect(staged.has('stray/old.ts')).toBe(false);
  expect(await staged.commit()).toBe(true);
  expect(await diffFiles(dir, new Map([...files, ['nested/deeper/first.ts', 'export const first = 1;\n']]))).toEqual({ changed: [], missing: [], extra: [] });
  expect(existsSync(staging(dir))).toBe(false);
});

test('a folder that already holds exactly the staged files is left untouched', async () => {
  const dir = join(root, 'same');
  await writeFolder(dir, files);
  const before = (await stat(join(dir, 'file0.ts'))).mtimeMs;
  await new Promise((resolve) => setTimeout(resolve, 20));
  const again = stageFolder(dir);
  for (const [path, text] of files) again.put(path, text);
  expect(await again.commit()).toBe(false);
  expect((await stat(join(dir, 'file0.ts'))).mtimeMs).toBe(before);
  expect(existsSync(staging(dir))).toBe(false);
});

test('one changed file, or one file the folder holds and the staging does not, replaces the folder', async () => {
  const dir = join(root, 'changed');
  await writeFolder(dir, files);
  const changed = stageFolder(dir);
  for (const [path, text] of files) changed.put(path, path === 'file8.ts' ? '// changed\n' : text);
  expect(await changed.commit()).toBe(true);
  expect(await readFile(join(dir, 'file8.ts'), 'utf8')).toBe('// changed\n');

  await writeFile(join(dir, 'extra.ts'), 'export {};\n');
  const fewer = stageFolder(dir);
  for (const [path, text] of files) fewer.put(path, path === 'file8.ts' ? '// changed\n' : text);
  expect(await fewer.commit()).toBe(true);
  expect(existsSync(join(dir, 'extra.ts'))).toBe(false);
});

test('a dropped staging leaves the folder as it was; a path put twice, or a put after the end, is refused', async () => {
  const dir = join(root, 'dropped');
  await writeFolder(dir, files);
  const dropped = stageFolder(dir);
  dropped.put('file0.ts', '// half-made\n');
  expect(() => dropped.put('file0.ts', '// again\n')).toThrow('file0.ts was put twice');
  await dropped.discard();
  expect(existsSync(staging(dir))).toBe(false);
  expect(await diffFiles(dir, files)).toEqual({ changed: [], missing: [], extra: [] });
  expect(() => dropped.put('file1.ts', 'x')).toThrow('already committed or discarded');
  await expect(dropped.commit()).rejects.toThrow('already committed or discarded');
});
