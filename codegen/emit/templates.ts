// Finds the handlebars templates shipped with the package: `templates/` beside `codegen/` in this
// repository, beside `dist/` in the installed package.

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CANDIDATES = ['../../templates/', '../templates/', '../../../templates/'];

export function readTemplate(name: string): string {
  for (const dir of CANDIDATES) {
    const path = fileURLToPath(new URL(`${dir}${name}`, import.meta.url));
    if (existsSync(path)) return readFileSync(path, 'utf8');
  }
  throw new Error(`template ${name} not found next to the generator (looked in ${CANDIDATES.join(', ')})`);
}
