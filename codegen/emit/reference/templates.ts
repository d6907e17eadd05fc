// Finds the handlebars templates shipped with the package: `templates/` beside `dist/` in the
// installed package (two levels above the bundled command, dist/cli/), beside `codegen/` in this
// repository (three levels above this file, codegen/emit/reference/).

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
