// The configuration file (codegen/config/): found from a folder upwards, read as JSON with positions
// or imported as JavaScript, checked so that every wrong value is a `file:line:col` diagnostic, and
// turned into a plan of documents and folders; and the stamp that says why a folder is out of date.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { planFromConfig, resolveInput } from '../../../codegen/config/plan.js';
import { findConfig, readConfig } from '../../../codegen/config/read.js';
import { formatDiagnostic } from '../../../codegen/openapi/diagnostics.js';
import { stampOf, whyOutOfDate } from '../../../codegen/stamp.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-config-'));
  await mkdir(join(dir, 'specs'), { recursive: true });
  await mkdir(join(dir, 'deep/er'), { recursive: true });
  await mkdir(join(dir, 'node_modules/@acme/api'), { recursive: true });
  await writeFile(join(dir, 'specs/pets.yaml'), 'openapi: 3.1.0\n');
  await writeFile(join(dir, 'node_modules/@acme/api/openapi.json'), '{}');
  await symlink(join(import.meta.dirname, '../../../node_modules/typescript'), join(dir, 'node_modules/typescript'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function configAt(name: string, text: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}
const messages = async (path: string) => (await readConfig(path, dir)).diagnostics.map(formatDiagnostic);

describe('reading', () => {
  test('found from a folder upwards, .ts before .mjs before .json', async () => {
    await configAt('specforge.config.json', '{"documents":[{"input":"specs/pets.yaml"}]}');
    expect(findConfig(join(dir, 'deep/er'))).toBe(join(dir, 'specforge.config.json'));
    await configAt('specforge.config.mjs', 'export default { documents: [{ input: "specs/pets.yaml" }] };');
    expect(findConfig(join(dir, 'deep/er'))).toBe(join(dir, 'specforge.config.mjs'));
    await rm(join(dir, 'specforge.config.mjs'));
    await rm(join(dir, 'specforge.config.json'));
    expect(findConfig(join(dir, 'deep/er'))).not.toBe(join(dir, 'specforge.config.json'));
  });

  test('every wrong value of a JSON configuration at its own line and column, saying what was expected and what was got', async () => {
    const path = await configAt(
      'bad.json',
      [
        '{',
        '  "documents": [',
        '    { "input": "specs/pets.yaml", "output": 42 },',
        '    { "name": "2pets", "stirct": true },',
        '    { "input": "" }',
        '  ]',
        '}',
      ].join('\n'),
    );
    expect(await messages(path)).toEqual([
      'bad.json:3:35 config documents[0].output: expected string, got number 42',
      'bad.json:4:5 config documents[1]: "input" is required',
      'bad.json:4:24 config documents[1].stirct is not a setting (expected one of input, output, name, clientName, overlays, strict, dates, int64, outputs)',
      'bad.json:4:7 config documents[1].name: expected an identifier (letters, digits, _ or $, not starting with a digit), got "2pets"',
      'bad.json:5:7 config documents[2].input: expected a non-empty string, got ""',
    ]);
  });

  test('a JSON syntax error and a configuration without documents are diagnostics too', async () => {
    expect(await messages(await configAt('syntax.json', '{ "documents": [ }'))).toEqual([expect.stringMatching(/^syntax\.json:1:\d+ config /)]);
    expect(await messages(await configAt('empty.json', '{ "documents": [] }'))).toEqual([
      'empty.json:1:3 config documents: expected at least one document, got none',
    ]);
  });

  test('a JavaScript configuration is imported; a wrong value is placed at the line of its key', async () => {
    const path = await configAt(
      'js.config.mjs',
      [
        'export default {',
        '  documents: [',
        "    { input: 'specs/pets.yaml' },",
        "    { input: 'specs/pets.yaml', output: 'b', strict: 'yes' },",
        '  ],',
        '};',
      ].join('\n'),
    );
    expect(await messages(path)).toEqual(['js.config.mjs:4:46 config documents[1].strict: expected boolean, got "yes"']);
    expect(await messages(await configAt('throws.config.mjs', 'throw new Error("no config today");'))).toEqual([
      'throws.config.mjs:1:1 config cannot be loaded: no config today',
    ]);
    expect(await messages(await configAt('nodefault.config.mjs', 'export const x = 1;'))).toEqual([
      'nodefault.config.mjs:1:1 config has no default export (export default defineConfig({ documents: [...] }))',
    ]);
  });

  test('a TypeScript configuration is transpiled with the project’s typescript, and its temporary module removed', async () => {
    await mkdir(join(dir, 'ts'), { recursive: true });
    const path = join(dir, 'ts/specforge.config.ts');
    await writeFile(path, "const strict: boolean = true;\nexport default { documents: [{ input: '../specs/pets.yaml', strict }] };\n");
    const read = await readConfig(path, dir);
    expect(read.diagnostics).toEqual([]);
    expect(read.loaded!.config.documents[0]).toEqual({ input: '../specs/pets.yaml', strict: true });
    expect(await readdir(join(dir, 'ts'))).toEqual(['specforge.config.ts']);
  });
});

describe('planning', () => {
  test('inputs are files beside the configuration or installed packages’ files; outputs default to generated/<name>', async () => {
    expect(resolveInput('@acme/api/openapi.json', join(dir, 'deep/er'))).toBe(join(dir, 'node_modules/@acme/api/openapi.json'));
    expect(resolveInput('./missing.yaml', dir)).toBeUndefined();
    const path = await configAt(
      'plan.json',
      JSON.stringify({ documents: [{ input: 'specs/pets.yaml' }, { input: '@acme/api/openapi.json', name: 'acme', output: 'src/acme' }] }),
    );
    const read = await readConfig(path, dir);
    const { plan } = planFromConfig(read.loaded!, dir);
    expect(plan!.jobs.map((j) => [j.input.name, j.input.shown, j.outputShown, j.strict])).toEqual([
      ['pets', 'specs/pets.yaml', 'generated/pets', false],
      ['acme', 'node_modules/@acme/api/openapi.json', 'src/acme', false],
    ]);
  });

  test('a document may ask for dates and int64 conversions; any other int64 choice is an error at its line', async () => {
    const path = await configAt('values.json', JSON.stringify({ documents: [{ input: 'specs/pets.yaml', dates: true, int64: 'bigint' }] }));
    const { plan } = planFromConfig((await readConfig(path, dir)).loaded!, dir);
    expect(plan!.jobs[0]!.input.transforms).toEqual({ dates: true, int64: 'bigint' });
    const bad = await configAt('bad-values.json', '{\n  "documents": [{ "input": "specs/pets.yaml", "int64": "long" }]\n}');
    expect(await messages(bad)).toEqual(['bad-values.json:2:47 config documents[0].int64: expected one of bigint, string, got "long"']);
  });

  test('a missing document, two documents in one folder and a manifest folder named otherwise are errors at their lines', async () => {
    const path = await configAt(
      'clash.json',
      [
        '{',
        '  "documents": [',
        '    { "input": "specs/nope.yaml" },',
        '    { "input": "specs/pets.yaml", "output": "out/a" },',
        '    { "input": "specs/pets.yaml", "output": "out/a" }',
        '  ],',
        '  "manifest": "out"',
        '}',
      ].join('\n'),
    );
    const read = await readConfig(path, dir);
    expect(planFromConfig(read.loaded!, dir).diagnostics.map(formatDiagnostic)).toEqual([
      'clash.json:3:7 config documents[0].input: "specs/nope.yaml" is neither a file (relative to clash.json) nor an installed package\'s file',
      'clash.json:4:35 config documents[1] is published from out/ as "pets", so its folder must be out/pets',
      'clash.json:5:35 config documents[2] is published from out/ as "pets", so its folder must be out/pets',
      'clash.json:5:35 config documents[2] writes to out/a/ like documents[1]; give each its own output',
    ]);
  });
});

describe('stamps', () => {
  test('say why a folder is out of date: document, options, generator, or a hand edit', async () => {
    const input = { path: join(dir, 'specs/pets.yaml'), shown: 'specs/pets.yaml', name: 'pets' };
    const out = join(dir, 'generated/pets');
    const now = await stampOf(input, out, [input.path], false);
    expect(now.input.document).toBe('../../specs/pets.yaml');
    const text = JSON.stringify(now);
    expect(whyOutOfDate(text, now)).toEqual([
      'same document, options and generator version: files edited by hand, or a generator of the same version that changed',
    ]);
    await writeFile(input.path, 'openapi: 3.1.1\n');
    const edited = await stampOf(input, out, [input.path], true);
    expect(whyOutOfDate(text, edited)).toEqual([
      'document changed (../../specs/pets.yaml, or a file it references or an overlay)',
      'options changed (strict: false → true)',
    ]);
    expect(whyOutOfDate(JSON.stringify({ ...now, generator: 'specforge 0.0.9' }), now)).toEqual([
      'generator upgraded (specforge 0.0.9 → ' + now.generator + ')',
    ]);
    expect(whyOutOfDate(undefined, now)).toEqual(['no readable specforge-stamp.json: generated before stamps, or not by specforge']);
  });
});
