#!/usr/bin/env node
// The `specforge` command. Installed from the package it runs the built generator and audit
// command in dist/ (nothing else needed). In a checkout of the specforge repository itself
// (codegen/ present and tsx installed as a devDependency) it runs the TypeScript sources, so the
// generator always matches the code beside it.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';

// Generation holds a large model while it builds many short-lived strings, and by default V8 lets
// the heap grow to several times what is live before it collects it all: Microsoft Graph's
// description peaked at 1.4 GB with under 0.5 GB live. Letting the heap grow by 40 % at most
// between full collections holds the peak near what is live (0.67 GB there), for about 5 % more
// time on that document and none measurable on smaller ones (V8 reads this flag at each collection).
setFlagsFromString('--heap-growing-percent=40');

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
