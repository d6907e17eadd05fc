// Puts generated files in place atomically (written to a sibling folder, then swapped in, so a
// failed run leaves the output folder exactly as it was) and compares them with what is on disk.

import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
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
  for (const [path, content] of files) {
    if (!onDisk.has(path)) drift.missing.push(path);
    else if ((await readFile(join(dir, path), 'utf8')) !== content) drift.changed.push(path);
    onDisk.delete(path);
  }
  drift.extra = [...onDisk].sort();
  return drift;
}

export function hasDrift(d: Drift): boolean {
  return d.changed.length + d.missing.length + d.extra.length > 0;
}

/** Replaces `dir` with exactly `files`; does nothing when it already matches. */
export async function writeFolder(dir: string, files: ReadonlyMap<string, string>): Promise<boolean> {
  if (!hasDrift(await diffFiles(dir, files))) return false;
  const tmp = `${dir}.tmp-${process.pid}`;
  const old = `${dir}.old-${process.pid}`;
  await rm(tmp, { recursive: true, force: true });
  for (const [path, content] of files) {
    await mkdir(dirname(join(tmp, path)), { recursive: true });
    await writeFile(join(tmp, path), content);
  }
  let hadOld = true;
  try {
    await rename(dir, old);
  } catch {
    hadOld = false;
  }
  await mkdir(dirname(dir), { recursive: true });
  await rename(tmp, dir);
  if (hadOld) await rm(old, { recursive: true, force: true });
  return true;
}
