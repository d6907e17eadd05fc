#!/usr/bin/env node
// Completes package-lock.json for `npm ci` on this project's machines. Their registry answers
// 404 for the platform packages of other systems (@swc/core-darwin-arm64, @rollup/rollup-win32-*,
// ...), so `npm install` leaves them out of the lock, and `npm ci` then refuses the lock as out of
// sync. An entry marked optional is enough: `npm ci` tries it, skips the 404 (optional) and
// installs the platform packages this machine does have. Run after changing dependencies:
//   npm install && node .ci/complete-lock.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    packages[hoisted] = { version, ...(entry.dev ? { dev: true } : {}), optional: true };
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lock: added ${added} optional platform entries`);
