// Adding a service is a spec file, its line in specforge.config.json and `make`: a copy of this
// repository gets a fourth spec (the pets fixture) in specs/ and its entry in the configuration,
// nothing else by hand; the generator alone writes the service, the manifest
// and package.json's entries, after which the new service type-checks and passes the contract
// suite (which finds services through the manifest) like the three real ones.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);
const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const COPIED = [
  'package.json',
  'specforge.config.json',
  'tsconfig.json',
  'tsup.config.ts',
  'jest.config.cjs',
  'bin',
  'codegen',
  'runtime',
  'templates',
  'specs',
  'generated',
  'tests/helpers',
  'tests/services/contract',
  'tests/summary-reporter.cjs',
];

let dir: string;
let generateOutput: string;

async function run(command: string, args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await exec(command, args, {
      cwd: dir,
      env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules' },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-new-service-'));
  for (const path of COPIED) await cp(join(ROOT, path), join(dir, path), { recursive: true });
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  await cp(join(ROOT, 'tests/fixtures/pets/specs/pets.yaml'), join(dir, 'specs/pets.yaml'));
  const config = JSON.parse(await readFile(join(dir, 'specforge.config.json'), 'utf8')) as { documents: object[] };
  config.documents.push({ input: 'specs/pets.yaml', output: 'generated/pets', strict: true });
  await writeFile(join(dir, 'specforge.config.json'), JSON.stringify(config));
  const result = await run(process.execPath, ['bin/specforge.mjs', 'generate']);
  expect(result.code).toBe(0);
  generateOutput = result.out;
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('the generator writes the service, the manifest and the package entries', async () => {
  expect(generateOutput).toMatch(/generated \d+ files in generated\//);
  const manifest = JSON.parse(await readFile(join(dir, 'generated/services.json'), 'utf8')) as { services: string[] };
  expect(manifest.services).toEqual(['audit', 'hosting', 'pets', 'webhooks']);
  const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as {
    exports: Record<string, unknown>;
    typesVersions: Record<string, Record<string, unknown>>;
  };
  expect(Object.keys(pkg.exports)).toEqual(expect.arrayContaining(['./pets', './pets/mocks']));
  expect(Object.keys(pkg.typesVersions['*']!)).toEqual(expect.arrayContaining(['pets', 'pets/mocks']));
  await expect(readFile(join(dir, 'generated/pets/client.ts'), 'utf8')).resolves.toContain('export const PetsClient = defineClient');
});

test('the new service type-checks with the project settings', async () => {
  await writeFile(
    join(dir, 'consumer.ts'),
    [
      "import { PetsClient } from 'specforge/pets';",
      "import { createPetsMocks } from 'specforge/pets/mocks';",
      'export const client = new PetsClient({ auth: process.env.TOKEN });',
      'export const mocks = createPetsMocks();',
      '',
    ].join('\n'),
  );
  await writeFile(
    join(dir, 'tsconfig.pets.json'),
    JSON.stringify({
      extends: './tsconfig.json',
      include: ['consumer.ts', 'generated/pets/**/*.ts', 'tests/helpers/services.ts', 'tests/services/contract/*.ts'],
      exclude: [],
    }),
  );
  const result = await run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.pets.json']);
  expect(result.out).toBe('');
  expect(result.code).toBe(0);
}, 180_000);

test('the contract suite finds it through the manifest and every operation passes', async () => {
  const result = await run(process.execPath, [
    join(ROOT, 'node_modules/jest/bin/jest.js'),
    '-c',
    'jest.config.cjs',
    'tests/services/contract/contract.test.ts',
    '-t',
    '^pets ',
    '--ci',
  ]);
  const summary = /Tests:\s+(?:(\d+) failed, )?(?:(\d+) skipped, )?(\d+) passed/.exec(result.out);
  expect(summary?.[1]).toBeUndefined();
  // One test per method of the pets spec (its webhook is no route), and the one checking every operation has a mock.
  const operations = (await readFile(join(dir, 'specs/pets.yaml'), 'utf8')).match(/^\s+x-method:/gm)?.length ?? 0;
  expect(Number(summary?.[3])).toBe(operations + 1);
  expect(result.code).toBe(0);
}, 300_000);
