#!/usr/bin/env node
// Runs the TypeScript generator (codegen/cli.ts) through tsx, so it needs no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../codegen/cli.ts');
process.exitCode = await main(process.argv.slice(2));
