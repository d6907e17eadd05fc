#!/usr/bin/env node
// The `specforge` command. Installed from the package it runs the built generator and audit
// command in dist/ (nothing else needed). In a checkout of the specforge repository itself
// (codegen/ present and tsx installed as a devDependency) it runs the TypeScript sources, so the
// generator always matches the code beside it.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const source = new URL('../codegen/cli/main.ts', import.meta.url);
const built = new URL('../dist/cli/main.js', import.meta.url);
let fromSource = false;
if (existsSync(source)) {
  try {
    createRequire(import.meta.url).resolve('tsx/esm/api');
    fromSource = true;
  } catch {
    fromSource = false;
  }
}
let main;
if (fromSource) {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import(source.href));
} else if (existsSync(built)) ({ main } = await import(built.href));
else {
  process.stderr.write('specforge: dist/ is missing; run `make` (or `npm run build`) first\n');
  process.exit(2);
}
process.exitCode = await main(process.argv.slice(2));
