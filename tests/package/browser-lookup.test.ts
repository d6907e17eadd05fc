// How the browser tests find Chromium: CHROMIUM_PATH first, then the PATH; when there is none, one
// error line that says how to get it (never a hard-coded install path).
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from '../helpers/browser.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-browser-lookup-'));
  for (const [sub, name, mode] of [
    ['a', 'chromium', 0o644],
    ['b', 'chromium-browser', 0o755],
    ['c', 'chromium', 0o755],
  ] as const) {
    await mkdir(join(dir, sub), { recursive: true });
    await writeFile(join(dir, sub, name), '#!/bin/sh\n');
    await chmod(join(dir, sub, name), mode);
  }
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('CHROMIUM_PATH wins over the PATH', () => {
  expect(chromiumPath({ CHROMIUM_PATH: join(dir, 'b/chromium-browser'), PATH: join(dir, 'c') })).toBe(join(dir, 'b/chromium-browser'));
});

test('otherwise the first executable browser on the PATH (a non-executable file is passed over)', () => {
  expect(chromiumPath({ PATH: [join(dir, 'a'), join(dir, 'b'), join(dir, 'c')].join(':') })).toBe(join(dir, 'b/chromium-browser'));
});

test('a missing browser is one line saying how to get one', () => {
  expect(() => chromiumPath({ CHROMIUM_PATH: join(dir, 'nowhere/chromium'), PATH: join(dir, 'c') })).toThrow(
    `Chromium not found: CHROMIUM_PATH=${join(dir, 'nowhere/chromium')} is not an executable file; install it (\`sudo apt-get install -y chromium\` on Debian; \`make\` does it when run as root) or set CHROMIUM_PATH to a Chromium or Chrome executable`,
  );
  expect(() => chromiumPath({ PATH: join(dir, 'a') })).toThrow(
    /^Chromium not found: none of chromium, chromium-browser, google-chrome-stable, google-chrome is on the PATH; install it/,
  );
});
