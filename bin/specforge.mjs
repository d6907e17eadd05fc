#!/usr/bin/env node
// Runs the TypeScript generator (codegen/cli.ts) through tsx, so it needs no build step;
// `specforge audit ...` runs the audit command (cli/audit.ts) instead.
import { register } from 'tsx/esm/api';

register();
const argv = process.argv.slice(2);
const { main } = argv[0] === 'audit' ? await import('../cli/audit.ts') : await import('../codegen/cli.ts');
process.exitCode = await main(argv[0] === 'audit' ? argv.slice(1) : argv);
