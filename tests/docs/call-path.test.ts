// README.md "How it is built" lists the runtime modules a warm call crosses; bench/call-path.ts
// measures them (V8 precise coverage over warm calls of GitHub's client, from the sources). The
// two must agree: the list is the code's, and it stays within the dozen the design allows.
import { expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/consumer-project.js';

test('the modules README lists for a warm call are the ones it crosses (GET; a POST adds its body encoder)', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const block = /<!-- call-path: get -->\n([\s\S]*?)<!-- \/call-path -->/.exec(readme)?.[1] ?? '';
  const listed = [...block.matchAll(/^\s*\d+\. `([^`]+)`/gm)].map((m) => `runtime/${m[1]}`);
  const measured = JSON.parse(
    execFileSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'bench/call-path.ts'), '--json'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
    }),
  ) as { get: string[]; post: string[] };
  expect([...listed].sort()).toEqual(measured.get);
  expect(measured.post).toEqual([...measured.get, 'runtime/pipeline/request-body.ts'].sort());
  expect(listed.length).toBeLessThanOrEqual(12);
}, 60_000);
