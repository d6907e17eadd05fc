// A project's configuration, driven through the installed `specforge` command in a scratch project
// as a user runs it: `init` → `generate` → a second document → `--watch` regenerating once after an
// edit → `--check` passing, then saying why a folder is out of date; a wrong configuration value
// reported at its line with exit code 1; `init` in CI without a document, or over a configuration.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { consumerProject, ROOT, type ConsumerProject } from '../helpers/consumer-project.js';

let project: ConsumerProject;
const read = (file: string) => readFile(join(project.dir, file), 'utf8');

beforeAll(async () => {
  project = await consumerProject({ msw: false });
  await mkdir(join(project.dir, 'specs'), { recursive: true });
  await copyFile(join(ROOT, 'tests/fixtures/documents/todos.yaml'), join(project.dir, 'specs/todos.yaml'));
  await copyFile(join(ROOT, 'tests/fixtures/documents/petstore-20.yaml'), join(project.dir, 'specs/pets.yaml'));
}, 300_000);
afterAll(() => project?.dispose());

/** Runs `specforge generate --watch` until `until` says so, then Ctrl-C; its output and exit code. */
async function watchUntil(act: () => Promise<void>, settled: (out: string) => boolean): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, [join(project.dir, 'node_modules/specforge/bin/specforge.mjs'), 'generate', '--watch'], {
    cwd: project.dir,
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d));
  child.stderr.on('data', (d: Buffer) => (err += d));
  const wait = async (check: () => boolean, what: string) => {
    for (const started = Date.now(); !check(); await new Promise((r) => setTimeout(r, 50)))
      if (Date.now() - started > 60_000) throw new Error(`watch: no ${what} after 60 s\n${out}\n${err}`);
  };
  try {
    await wait(() => /watching \d+ file/.test(out), 'watching line');
    await act();
    await wait(() => settled(out), 'regeneration');
    // A quiet second more: one edit is one regeneration, never two.
    await new Promise((r) => setTimeout(r, 1_000));
  } finally {
    child.kill('SIGINT');
  }
  const code = await new Promise<number | null>((done) => child.on('exit', (c) => done(c)));
  return { code, out, err };
}

test('init writes a configuration and a generate script, and says what to run next', async () => {
  const result = await project.specforge(['init', 'specs/todos.yaml', '--out', 'src/api']);
  expect([result.code, result.stderr]).toEqual([0, '']);
  expect(result.stdout).toContain('wrote specforge.config.mjs: specs/todos.yaml → src/api/todos/');
  expect(result.stdout).toMatch(/next:\n {2}npm run generate +# writes src\/api\/todos\/\n {2}npx specforge generate --watch/);
  expect(JSON.parse(await read('package.json')).scripts).toEqual({ generate: 'specforge generate' });
  expect(await read('specforge.config.mjs')).toContain("import { defineConfig } from 'specforge/config';");
}, 120_000);

test('init asks nothing in CI: without a document it is a usage error; over a configuration it refuses', async () => {
  expect(await project.specforge(['init'])).toMatchObject({ code: 2, stderr: expect.stringContaining('which document? give it as SPEC') });
  expect(await project.specforge(['init', 'specs/pets.yaml'])).toMatchObject({
    code: 1,
    stderr: expect.stringContaining('specforge.config.mjs is already here'),
  });
  expect(await project.specforge(['init', 'specs/none.yaml', '--force'])).toMatchObject({
    code: 1,
    stderr: expect.stringContaining('"specs/none.yaml" is neither a file'),
  });
});

test('generate with no argument generates the configuration, stamped; --check passes', async () => {
  const result = await project.specforge(['generate']);
  expect(result.code).toBe(0);
  expect(result.stdout).toMatch(/^generated \d+ files in src\/api\/todos\/ \(7 operations, client TodosClient\)$/m);
  expect(JSON.parse(await read('src/api/todos/specforge-stamp.json'))).toMatchObject({
    input: { document: '../../../specs/todos.yaml' },
    options: { name: 'todos', overlays: [], strict: false, outputs: ['client', 'mocks', 'server', 'schemas'] },
  });
  // The outputs a folder inside an application gets by default: no reference, no webhook server.
  expect((await readdir(join(project.dir, 'src/api/todos'))).filter((f) => /README|reference|server/.test(f))).toEqual([]);
  expect(await project.specforge(['generate', '--check'])).toMatchObject({ code: 0, stdout: 'up to date: src/api/todos/\n' });
}, 120_000);

test('two documents in one configuration generate two folders', async () => {
  await project.write(
    'specforge.config.mjs',
    [
      "import { defineConfig } from 'specforge/config';",
      'export default defineConfig({',
      '  documents: [',
      "    { input: 'specs/todos.yaml', output: 'src/api/todos', name: 'todos' },",
      "    { input: 'specs/pets.yaml', output: 'src/api/pets', clientName: 'PetShop' },",
      '  ],',
      '});',
    ].join('\n'),
  );
  const result = await project.specforge(['generate']);
  expect(result.code).toBe(0);
  expect(result.stdout).toMatch(/^unchanged: \d+ files in src\/api\/todos\//m);
  expect(result.stdout).toMatch(/^generated \d+ files in src\/api\/pets\/ \(5 operations, client PetShop\)/m);
  expect((await readdir(join(project.dir, 'src/api'))).sort()).toEqual(['pets', 'todos']);
}, 120_000);

test('--watch regenerates the edited document once, and Ctrl-C leaves cleanly with no half-written folder', async () => {
  const document = join(project.dir, 'specs/todos.yaml');
  const original = await readFile(document, 'utf8');
  const run = await watchUntil(
    () => writeFile(document, original.replace('summary: List todos', 'summary: List todos, edited while watching')),
    (out) => /^regenerated \d+ files in src\/api\/todos\//m.test(out),
  );
  expect(run.code).toBe(0);
  expect(run.out.match(/^regenerated /gm)).toHaveLength(1);
  expect(run.out).toMatch(/^regenerated \d+ files in src\/api\/todos\/ \(7 operations, client TodosClient\) in \d+ ms$/m);
  expect(run.out).not.toMatch(/src\/api\/pets\/.*in \d+ ms/);
  expect(run.out).toMatch(/stopped watching\n$/);
  expect(await read('src/api/todos/client.ts')).toContain('List todos, edited while watching');
  expect((await readdir(join(project.dir, 'src/api'))).sort()).toEqual(['pets', 'todos']);
  expect(await project.specforge(['generate', '--check'])).toMatchObject({ code: 0 });
}, 180_000);

test('--check says why a folder is out of date', async () => {
  const document = join(project.dir, 'specs/pets.yaml');
  await writeFile(document, (await readFile(document, 'utf8')).replace('title: Pet Store (2.0)', 'title: Pet Store (2.0, edited)'));
  const result = await project.specforge(['generate', '--check']);
  expect(result.code).toBe(1);
  expect(result.stderr).toContain('src/api/pets/ is out of date: document changed (../../../specs/pets.yaml, or a file it references or an overlay)');
  expect(result.stderr).not.toContain('src/api/todos/ is out of date');
});

test('defineConfig types a configuration in an editor: a misspelt setting is a type error', async () => {
  await project.write(
    'src/config-types.ts',
    [
      "import { defineConfig } from 'specforge/config';",
      "export const good = defineConfig({ documents: [{ input: 'specs/todos.yaml', strict: true, overlays: ['o.yaml'] }] });",
      '// @ts-expect-error: "stirct" is not a setting',
      "export const bad = defineConfig({ documents: [{ input: 'specs/todos.yaml', stirct: true }] });",
    ].join('\n'),
  );
  for (const resolution of ['nodenext', 'bundler'] as const) {
    const result = await project.typecheck(resolution, { include: ['src/config-types.ts'] });
    expect([resolution, result.code, result.stdout]).toEqual([resolution, 0, '']);
  }
}, 120_000);

test('a wrong configuration value is reported at its line, exit code 1, nothing written', async () => {
  await project.write('bad.json', '{\n  "documents": [\n    { "input": "specs/todos.yaml", "strict": "yes" }\n  ]\n}\n');
  const result = await project.specforge(['generate', '--config', 'bad.json']);
  expect(result.code).toBe(1);
  expect(result.stderr).toContain('bad.json:3:36 config documents[0].strict: expected boolean, got "yes"');
  expect(result.stderr).not.toMatch(/\n\s+at /);
});
