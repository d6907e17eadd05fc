// Keeps package.json's `exports` and `typesVersions` in step with the manifest: the generator
// rewrites those two fields (and nothing else) in repository mode, and `--check` reports a drift.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { packageExports, packageTypesVersions, type Manifest } from './manifest.js';

/** package.json's text with `exports` and `typesVersions` from the manifest (undefined when there is no package.json). */
export async function packageJsonFor(root: string, manifest: Manifest): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(join(root, 'package.json'), 'utf8');
  } catch {
    return undefined;
  }
  const pkg = JSON.parse(text) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(pkg)) {
    if (key === 'typesVersions') continue;
    if (key === 'exports') {
      out.exports = packageExports(manifest);
      out.typesVersions = packageTypesVersions(manifest);
    } else out[key] = value;
  }
  if (!('exports' in out)) {
    out.exports = packageExports(manifest);
    out.typesVersions = packageTypesVersions(manifest);
  }
  return `${JSON.stringify(out, null, 2)}\n`;
}
