// Generated files compared with what is on disk (the folder's files listed, each read and set
// against its generated text), and single files written atomically. Files are read a few dozen at a
// time: one at a time, the 7,443 files of Microsoft Graph's beta description spent seconds waiting
// on the disk, one round trip after another. A whole folder is written by staged-folder.ts.

import { readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Every file under `dir`, as paths relative to it (`a/b.ts`), sorted; none when it is not there. */
export async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const e of entries) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await listFiles(join(dir, e.name), rel)));
    else out.push(rel);
  }
  return out.sort();
}

/** How many file reads are in flight at once. */
const IN_FLIGHT = 32;

/** Runs `task` on every item, at most IN_FLIGHT at a time; rejects with the first failure. */
async function eachAtOnce<T>(items: readonly T[], task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, items.length) }, worker));
}

export interface Drift {
  changed: string[];
  missing: string[];
  extra: string[];
}

export async function readTextFile(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
}

export async function writeTextFile(path: string, text: string): Promise<void> {
  const tmp = `${path}.tmp-${process.pid}`;
  await writeFile(tmp, text);
  await rename(tmp, path);
}

/** How `dir` differs from `files`. */
export async function diffFiles(dir: string, files: ReadonlyMap<string, string>): Promise<Drift> {
  const onDisk = new Set(await listFiles(dir));
  const drift: Drift = { changed: [], missing: [], extra: [] };
  const present: Array<[string, string]> = [];
  for (const [path, content] of files) {
    if (!onDisk.has(path)) drift.missing.push(path);
    else present.push([path, content]);
    onDisk.delete(path);
  }
  const changed = new Set<string>();
  await eachAtOnce(present, async ([path, content]) => {
    if ((await readFile(join(dir, path), 'utf8')) !== content) changed.add(path);
  });
  // In the order of `files`, whatever order the reads finished in.
  drift.changed = present.filter(([path]) => changed.has(path)).map(([path]) => path);
  drift.extra = [...onDisk].sort();
  return drift;
}

export function hasDrift(d: Drift): boolean {
  return d.changed.length + d.missing.length + d.extra.length > 0;
}
