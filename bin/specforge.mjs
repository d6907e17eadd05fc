#!/usr/bin/env node
// The `specforge` command. Installed from the package it runs the built generator and audit
// command in dist/ (nothing else needed). In a checkout of the specforge repository itself
// (codegen/ present and tsx installed as a devDependency) it runs the TypeScript sources, so the
// generator always matches the code beside it. A command that needs V8 flags only a new process
// can take (codegen/cli/relaunch.ts: generating a large document) is started again, in a child
// process given them, before the generator is loaded.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const source = new URL('../codegen/cli/', import.meta.url);
const built = new URL('../dist/cli/', import.meta.url);
let fromSource = false;
if (existsSync(new URL('main.ts', source))) {
  try {
    createRequire(import.meta.url).resolve('tsx/esm/api');
    fromSource = true;
  } catch {
    fromSource = false;
  }
}
if (fromSource) {
  const { register } = await import('tsx/esm/api');
  register();
} else if (!existsSync(new URL('main.js', built))) {
  process.stderr.write('specforge: dist/ is missing; run `make` (or `npm run build`) first\n');
  process.exit(2);
}
const from = (name) => new URL(fromSource ? `${name}.ts` : `${name}.js`, fromSource ? source : built).href;
const args = process.argv.slice(2);
const { relaunchFlags, RELAUNCHED } = await import(from('relaunch'));
const flags = relaunchFlags(args);
if (flags.length > 0) {
  const child = spawn(process.execPath, [...process.execArgv, ...flags, fileURLToPath(import.meta.url), ...args], {
    stdio: 'inherit',
    env: { ...process.env, [RELAUNCHED]: flags.join(' ') },
  });
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  const forward = (signal) => child.kill(signal);
  for (const signal of signals) process.on(signal, forward);
  child.on('exit', (code, signal) => {
    for (const s of signals) process.off(s, forward);
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
} else {
  const { main } = await import(from('main'));
  process.exitCode = await main(args);
}
