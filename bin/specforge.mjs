#!/usr/bin/env node
// `specforge generate ...` runs the TypeScript generator (codegen/cli.ts) through tsx, so it needs
// no build step (it is a tool of this repository: tsx and the generator's packages are dev
// dependencies). `specforge audit ...` runs the audit command: from dist/ when the package is
// built or installed (no tsx needed), else from its TypeScript source.
import { existsSync } from 'node:fs';

const argv = process.argv.slice(2);
const built = new URL('../dist/cli/audit.js', import.meta.url);
let main;
if (argv[0] === 'audit' && existsSync(built)) ({ main } = await import(built.href));
else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = argv[0] === 'audit' ? await import('../cli/audit.ts') : await import('../codegen/cli.ts'));
}
process.exitCode = await main(argv[0] === 'audit' ? argv.slice(1) : argv);
