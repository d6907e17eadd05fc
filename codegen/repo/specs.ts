// The documents of a repository's specs folder: every `.yaml`, `.yml` or `.json` entry, one service
// each, named after the file. Two files that would make the same service are an error.

import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocumentInput } from '../generate.js';
import { serviceNameOf } from '../model/naming.js';
import type { Diagnostic } from '../openapi/diagnostics.js';

export async function listSpecs(root: string, specsDir: string): Promise<{ inputs: DocumentInput[]; diagnostics: Diagnostic[] }> {
  let names: string[];
  try {
    names = await readdir(join(root, specsDir));
  } catch (error) {
    return {
      inputs: [],
      diagnostics: [
        {
          file: specsDir,
          line: 1,
          col: 1,
          severity: 'error',
          rule: 'file',
          message: `cannot list the specs folder: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
        },
      ],
    };
  }
  const inputs: DocumentInput[] = [];
  const diagnostics: Diagnostic[] = [];
  const byName = new Map<string, string>();
  for (const file of names.filter((n) => /\.(ya?ml|json)$/i.test(n)).sort()) {
    const shown = `${specsDir}/${file}`;
    const name = serviceNameOf(file);
    const first = byName.get(name);
    if (first) {
      diagnostics.push({
        file: shown,
        line: 1,
        col: 1,
        severity: 'error',
        rule: 'file',
        message: `makes the same service "${name}" as ${first}; keep one of them`,
      });
      continue;
    }
    byName.set(name, shown);
    inputs.push({ path: join(root, specsDir, file), shown, name });
  }
  return { inputs, diagnostics };
}
