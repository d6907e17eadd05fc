// codegen/staged-folder.ts: a generated folder written file by file as it is made, into a staging
// folder beside it that is swapped in at the end; left untouched when it already held exactly
// these files; left as it was when the staging is dropped (a failed run); what a killed run left
// beside it cleared by the next.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
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

/** The pid of a process that ran and has ended. */
async function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((done) => child.on('exit', done));
  return child.pid!;
}

test("what a killed run left beside the folder is cleared: its staging removed, the folder it had moved aside put back; a running one's kept", async () => {
  const dir = join(root, 'killed');
  const dead = await endedPid();
  // Killed between the two renames: the output moved aside, its staging half written.
  await mkdir(`${dir}.old-${dead}`, { recursive: true });
  await writeFile(join(`${dir}.old-${dead}`, 'kept.ts'), 'export const kept = 1;\n');
  await mkdir(`${dir}.tmp-${dead}`, { recursive: true });
  await writeFile(join(`${dir}.tmp-${dead}`, 'half.ts'), 'export {};\n');
  // A run still going beside this one (this test's parent process stands for it).
  await mkdir(`${dir}.tmp-${process.ppid}`, { recursive: true });
  // A folder of another name is not this one's.
  await mkdir(join(root, `other.tmp-${dead}`), { recursive: true });
  const staged = stageFolder(dir);
  await staged.discard();
  expect(await listFiles(dir)).toEqual(['kept.ts']);
  expect([
    existsSync(`${dir}.old-${dead}`),
    existsSync(`${dir}.tmp-${dead}`),
    existsSync(`${dir}.tmp-${process.ppid}`),
    existsSync(join(root, `other.tmp-${dead}`)),
  ]).toEqual([false, false, true, true]);
  // With the folder there, a folder moved aside by a killed run is only removed.
  await mkdir(`${dir}.old-${dead}`, { recursive: true });
  await writeFile(join(`${dir}.old-${dead}`, 'older.ts'), 'export {};\n');
  const again = stageFolder(dir);
  await again.discard();
  expect([await listFiles(dir), existsSync(`${dir}.old-${dead}`)]).toEqual([['kept.ts'], false]);
});
