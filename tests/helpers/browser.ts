// Finds and starts the headless Chromium of the browser tests (driven by playwright-core):
// CHROMIUM_PATH when set, else the first Chromium or Chrome on the PATH. `make` installs Debian's
// chromium when none is found (as root, with apt-get); otherwise the error says how to get one.
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

const NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];
const HOW =
  'install it (`sudo apt-get install -y chromium` on Debian; `make` does it when run as root) or set CHROMIUM_PATH to a Chromium or Chrome executable';

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The browser executable, from `env` (CHROMIUM_PATH, then PATH); throws one line saying how to get one. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const given = env.CHROMIUM_PATH;
  if (given) {
    if (isExecutable(given)) return given;
    throw new Error(`Chromium not found: CHROMIUM_PATH=${given} is not an executable file; ${HOW}`);
  }
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const name of NAMES) if (isExecutable(join(dir, name))) return join(dir, name);
  }
  throw new Error(`Chromium not found: none of ${NAMES.join(', ')} is on the PATH; ${HOW}`);
}

/** A headless browser with a fresh profile in `profileDir`. */
export function launchChromium(profileDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-component-update', '--disable-sync'],
  });
}
