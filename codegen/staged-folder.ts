// A generated folder written file by file as it is made, into a sibling staging folder that is
// swapped in at the end (so a failed run still leaves the output folder exactly as it was), so a
// file's text is let go once written instead of held until the whole document is generated: the
// 177 MB the other emitters write for Microsoft Graph's beta description were otherwise held beside
// its validators. Each file is written at once, synchronously: there is no event loop to wait on
// while the emitters run, and one write at a time took half the CPU of 32 in flight for Graph's
// 3,859 files (about 0.14 s against 0.2 to 0.3 s). When the folder already holds exactly these files,
// the staging folder is dropped and the folder is left untouched. writeFolder puts a folder of files
// already in memory the same way.

import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { listFiles } from './write.js';

export interface StagedFolder {
  /** Writes `text` at `path` (relative to the folder) in the staging folder now; the text is not kept. */
  put(path: string, text: string): void;
  /** How many files were put. */
  readonly size: number;
  /** Whether a file was put at `path`. */
  has(path: string): boolean;
  /** Puts the staged files in place of the folder; false (the staging dropped, the folder untouched) when it held exactly these files already. */
  commit(): Promise<boolean>;
  /** Drops what was staged; the folder is left as it was. */
  discard(): Promise<void>;
}

/**
 * Stages a new content for `dir` (created, emptied, beside it: `<dir>.tmp-<pid>`). What a run that
 * was killed left beside it is cleared first (clearLeftovers).
 */
export function stageFolder(dir: string): StagedFolder {
  clearLeftovers(dir);
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const made = new Set<string>([tmp]);
  const paths = new Set<string>();
  // Whether every file put so far is in the folder already with the same text.
  let same = existsSync(dir);
  let done = false;
  const ensureOpen = () => {
    if (done) throw new Error(`the staged content of ${dir} was already committed or discarded`);
  };
  return {
    put(path, text) {
      ensureOpen();
      if (paths.has(path)) throw new Error(`${path} was put twice in the staged content of ${dir}`);
      paths.add(path);
      const file = join(tmp, path);
      const folder = dirname(file);
      if (!made.has(folder)) {
        mkdirSync(folder, { recursive: true });
        made.add(folder);
      }
      writeFileSync(file, text);
      if (same) same = readIfThere(join(dir, path)) === text;
    },
    get size() {
      return paths.size;
    },
    has: (path) => paths.has(path),
    async commit() {
      ensureOpen();
      done = true;
      if (same && (await listFiles(dir)).every((path) => paths.has(path))) {
        await rm(tmp, { recursive: true, force: true });
        return false;
      }
      await swapFolder(tmp, dir);
      return true;
    },
    async discard() {
      done = true;
      await rm(tmp, { recursive: true, force: true });
    },
  };
}

/** Replaces `dir` with exactly `files`; does nothing when it already holds them (false). */
export async function writeFolder(dir: string, files: ReadonlyMap<string, string>): Promise<boolean> {
  const staged = stageFolder(dir);
  try {
    for (const [path, text] of files) staged.put(path, text);
  } catch (error) {
    await staged.discard();
    throw error;
  }
  return staged.commit();
}

/** Puts the folder `tmp` in place of `dir` (made if need be), the old one moved aside first, then removed. */
async function swapFolder(tmp: string, dir: string): Promise<void> {
  const old = `${dir}.old-${process.pid}`;
  let hadOld = true;
  try {
    await rename(dir, old);
  } catch {
    hadOld = false;
  }
  await mkdir(dirname(dir), { recursive: true });
  await rename(tmp, dir);
  if (hadOld) await rm(old, { recursive: true, force: true });
}

/** Whether the process `pid` runs (one of another user's counts: it cannot be signalled, but it is there). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Clears what runs that were killed (so never reached their end) left beside `dir`: a staging
 * folder (`<dir>.tmp-<pid>`) is removed; a folder moved aside for the swap (`<dir>.old-<pid>`) is
 * put back when `dir` itself is missing (the run was stopped between the two renames, so that is
 * the output as it was), else removed. Only a process that no longer runs counts: a run still
 * going beside this one keeps its folders.
 */
export function clearLeftovers(dir: string): void {
  const parent = dirname(dir);
  const name = basename(dir);
  let entries: string[];
  try {
    entries = readdirSync(parent);
  } catch {
    return;
  }
  for (const entry of entries) {
    const m = /^(.*)\.(tmp|old)-(\d+)$/.exec(entry);
    if (!m || m[1] !== name) continue;
    const pid = Number(m[3]);
    if (pid === process.pid || running(pid)) continue;
    const path = join(parent, entry);
    if (m[2] === 'old' && !existsSync(dir)) renameSync(path, dir);
    else rmSync(path, { recursive: true, force: true });
  }
}

function readIfThere(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
