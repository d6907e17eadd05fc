// The documents the Prism check runs: every document of ../shared/specs-corpus (CI has ../shared
// beside the clone; without it the check fails at once, saying so) and the directory sample
// fetched from npm (install.ts). Names as the corpus check gives them (file name in camelCase).
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fetchDirectoryDocuments } from './install.js';
import type { MissingFile } from './known-quirks.js';

export interface CheckedDocument {
  name: string;
  path: string;
  group: 'corpus' | 'directory';
}

export const documentName = (file: string) => file.replace(/\.(ya?ml|json)$/, '').replace(/[^A-Za-z0-9]+(.)/g, (_m, c: string) => c.toUpperCase());

export function corpusDocuments(root: string): CheckedDocument[] {
  const corpus = join(root, '../shared/specs-corpus');
  if (!existsSync(corpus)) throw new Error(`${corpus} is missing: the Prism check runs in CI, with ../shared beside the clone`);
  return readdirSync(corpus)
    .filter((f) => /\.(ya?ml|json)$/.test(f))
    .sort()
    .map((f) => ({ name: documentName(f), path: join(corpus, f), group: 'corpus' }));
}

/** `which`: `all` (the default), or `corpus` to leave the directory sample out. */
export function checkedDocuments(root: string, scratch: string, which = 'all'): CheckedDocument[] {
  const corpus = corpusDocuments(root);
  if (which === 'corpus') return corpus;
  if (which !== 'all') throw new Error(`PRISM_DOCUMENTS=${which}: expected all or corpus`);
  return [...corpus, ...fetchDirectoryDocuments(scratch).map((d) => ({ ...d, group: 'directory' as const }))];
}

/**
 * The file Prism is given: the document itself, or, when it refers to files its publisher left
 * out, a copy beside their stand-ins in `<scratch>/documents/<name>/`. A listed file that exists
 * after all is an error (the entry is stale).
 */
export function prismDocument(d: CheckedDocument, scratch: string, missing: readonly MissingFile[]): string {
  const mine = missing.filter((m) => m.document === d.name);
  if (!mine.length) return d.path;
  const dir = join(scratch, 'documents', d.name);
  mkdirSync(dir, { recursive: true });
  for (const m of mine) {
    if (existsSync(join(dirname(d.path), m.file))) throw new Error(`${m.file} exists beside ${d.path}: take it off MISSING_FILES`);
    mkdirSync(dirname(join(dir, m.file)), { recursive: true });
    writeFileSync(join(dir, m.file), JSON.stringify(m.standIn, null, 2));
  }
  copyFileSync(d.path, join(dir, basename(d.path)));
  return join(dir, basename(d.path));
}
