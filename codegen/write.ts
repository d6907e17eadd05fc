// Puts generated files in place atomically (written to a sibling folder, then swapped in, so a
// failed run leaves generated/ exactly as it was) and compares them with what is on disk.

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

/** How `outDir` differs from `files`. */
export async function diffGenerated(outDir: string, files: Map<string, string>): Promise<Drift> {
  const onDisk = new Set(await listFiles(outDir));
  const drift: Drift = { changed: [], missing: [], extra: [] };
  for (const [path, content] of files) {
    if (!onDisk.has(path)) drift.missing.push(path);
    else if ((await readFile(join(outDir, path), 'utf8')) !== content) drift.changed.push(path);
    onDisk.delete(path);
  }
  drift.extra = [...onDisk].sort();
  return drift;
}

export function hasDrift(d: Drift): boolean {
  return d.changed.length + d.missing.length + d.extra.length > 0;
}

/** Replaces `outDir` with exactly `files`; does nothing when it already matches. */
export async function writeGenerated(outDir: string, files: Map<string, string>): Promise<boolean> {
  if (!hasDrift(await diffGenerated(outDir, files))) return false;
  const tmp = `${outDir}.tmp-${process.pid}`;
  const old = `${outDir}.old-${process.pid}`;
  await rm(tmp, { recursive: true, force: true });
  for (const [path, content] of files) {
    await mkdir(dirname(join(tmp, path)), { recursive: true });
    await writeFile(join(tmp, path), content);
  }
  let hadOld = true;
  try {
    await rename(outDir, old);
  } catch {
    hadOld = false;
  }
  await rename(tmp, outDir);
  if (hadOld) await rm(old, { recursive: true, force: true });
  return true;
}
