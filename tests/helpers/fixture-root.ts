// Copies the pets fixture into a fresh temporary project root, so codegen tests can break its spec
// and check what the generator writes (or leaves alone) there.
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../codegen/cli/main.js';

export const FIXTURE = new URL('../fixtures/pets', import.meta.url).pathname;

export interface RunResult {
  code: number;
  out: string[];
  err: string[];
}

export async function run(args: string[]): Promise<RunResult> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

export async function fixtureRoot(): Promise<{ root: string; spec: string; dispose: () => Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'specforge-'));
  await cp(FIXTURE, root, { recursive: true });
  return { root, spec: join(root, 'specs/pets.yaml'), dispose: () => rm(root, { recursive: true, force: true }) };
}

/** Every file under `dir` with its content, to compare before and after. */
export async function snapshotDir(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (d: string, prefix: string) => {
    for (const e of await readdir(d, { withFileTypes: true })) {
      const rel = prefix ? `${prefix}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(join(d, e.name), rel);
      else out[rel] = await readFile(join(d, e.name), 'utf8');
    }
  };
  await walk(dir, '');
  return out;
}

export async function editFile(path: string, edit: (text: string) => string): Promise<void> {
  await writeFile(path, edit(await readFile(path, 'utf8')));
}

/** 1-based line and column of the first occurrence of `needle` (plus `offset` characters). */
export function positionOf(text: string, needle: string, offset = 0): string {
  const index = text.indexOf(needle);
  if (index < 0) throw new Error(`"${needle}" not in text`);
  const before = text.slice(0, index + offset);
  const line = before.split('\n').length;
  const col = before.length - before.lastIndexOf('\n');
  return `${line}:${col}`;
}
