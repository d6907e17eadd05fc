// Reading the seed documents at test time (../shared/seeds beside the repository, as in CI) and
// the text helpers their parsers share. The seeds are never copied into the repository, so these
// checks run only under `make check-seeds` (jest.seeds.config.cjs), never under `make test`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SEEDS_DIR = fileURLToPath(new URL('../../../shared/seeds/', import.meta.url));

/** The text of the seed whose file name starts with `prefix` (`000_`, `001_`, `002_`). */
export function readSeedFile(prefix: string): string {
  if (!existsSync(SEEDS_DIR)) throw new Error(`the seed checks need the seed documents in ${SEEDS_DIR} (beside the clone, as CI has them)`);
  const file = readdirSync(SEEDS_DIR).find((f) => f.startsWith(prefix) && f.endsWith('.txt'));
  if (!file) throw new Error(`no ${prefix}*.txt seed in ${SEEDS_DIR}`);
  return readFileSync(`${SEEDS_DIR}${file}`, 'utf8');
}

/** Splits `text` on `sep` where it stands outside parentheses; parts trimmed, empty ones dropped. */
export function splitOutsideParens(text: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === sep && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((s) => s.trim()).filter(Boolean);
}
