// The closing summary line on a red run: jest runs (in a child process) a scratch project with a
// passing test, a failing test, a suite that throws while loading, one whose afterAll throws and
// one that imports a missing module; the line must count all four failures and name the suites.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const REPORTER = require.resolve('./summary-reporter.cjs');
const JEST = require.resolve('jest/bin/jest');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-summary-'));
  const files: Record<string, string> = {
    'jest.config.cjs': `module.exports = { testEnvironment: 'node', transform: {}, reporters: [${JSON.stringify(REPORTER)}] };`,
    'ok.test.js': `test('passes', () => {}); test.skip('skipped', () => {});`,
    'fails.test.js': `test('fails', () => { throw new Error('red'); });`,
    'broken-at-load.test.js': `throw new Error('broken while loading');`,
    'missing-import.test.js': `require('./does-not-exist'); test('never runs', () => {});`,
    'after-all.test.js': `afterAll(() => { throw new Error('cleanup failed'); }); test('passes', () => {});`,
  };
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

function jest(args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [JEST, '--ci', '--rootDir', dir, ...args],
      { cwd: dir, env: { ...process.env, NODE_OPTIONS: '' }, timeout: 60_000 },
      (error, stdout) => resolve({ code: error ? Number(error.code) : 0, out: stdout }),
    );
  });
}

const summaryOf = (out: string) => out.split('\n').filter((l) => l.startsWith('tests: '));

test('suites that fail to load or fail outside a test count as failures, and are named', async () => {
  const { code, out } = await jest([]);
  expect(code).toBe(1);
  const [line, ...more] = summaryOf(out);
  expect(more).toEqual([]);
  const [counts, named] = line!.split('; ');
  expect(counts).toBe('tests: 2 passed, 4 failed, 1 skipped');
  expect(named).toMatch(/^3 suites failed to run: /);
  expect(named!.replace(/^.*: /, '').split(', ').sort()).toEqual(['after-all.test.js', 'broken-at-load.test.js', 'missing-import.test.js']);
}, 90_000);

test('a green run reads 0 failed; a run of only a suite that fails to load reads 1 failed', async () => {
  expect(summaryOf((await jest(['ok.test.js'])).out)).toEqual(['tests: 1 passed, 0 failed, 1 skipped']);
  const red = await jest(['broken-at-load.test.js']);
  expect(red.code).toBe(1);
  expect(summaryOf(red.out)).toEqual(['tests: 0 passed, 1 failed, 0 skipped; 1 suite failed to run: broken-at-load.test.js']);
}, 90_000);
