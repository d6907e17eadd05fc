// The outputs of the generator (codegen/emit/outputs.ts): each written only when chosen (the client
// always), each writing its own files, chosen per document in a configuration or with --outputs,
// app defaults when not chosen, recorded in the stamp, and named by --check when the choice changes.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { planFromConfig } from '../../codegen/config/plan.js';
import { readConfig } from '../../codegen/config/read.js';
import { APP_OUTPUTS, CLASSIC_OUTPUTS, chosenOutputs, OUTPUT_NAMES, OUTPUTS } from '../../codegen/emit/outputs.js';
import { generate, type DocumentInput } from '../../codegen/generate.js';
import { formatDiagnostic } from '../../codegen/openapi/diagnostics.js';
import { stampOf, whyOutOfDate } from '../../codegen/stamp.js';
import { FIXTURE, run } from '../helpers/fixture-root.js';

const SPEC = join(FIXTURE, 'specs/pets.yaml');
const input = (outputs?: DocumentInput['outputs']): DocumentInput => ({ path: SPEC, shown: 'specs/pets.yaml', name: 'pets', ...(outputs ? { outputs } : {}) });
const filesOf = async (outputs?: DocumentInput['outputs']) => [...(await generate([input(outputs)])).files.keys()];
/** A file's kind: what is not a validator module (written whatever is chosen, every output may import them). */
const own = (paths: string[]) => paths.filter((p) => !p.startsWith('pets/validators/'));

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-outputs-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the list of outputs', () => {
  test('each output is a folder of codegen/emit/ with its output.ts, named once in the list', async () => {
    expect(new Set(OUTPUT_NAMES).size).toBe(OUTPUTS.length);
    const folders = await readdir(new URL('../../codegen/emit', import.meta.url), { withFileTypes: true });
    const withOutput: string[] = [];
    for (const f of folders.filter((f) => f.isDirectory())) if ((await readdir(join(f.parentPath, f.name))).includes('output.ts')) withOutput.push(f.name);
    expect(withOutput.sort()).toEqual([...OUTPUT_NAMES].sort());
  });

  test('the client is always written, each output once, in the list order', () => {
    expect(chosenOutputs(['schemas', 'mocks'])).toEqual(['client', 'mocks', 'schemas']);
    expect(chosenOutputs([])).toEqual(['client']);
    expect(chosenOutputs(undefined)).toEqual(CLASSIC_OUTPUTS.filter((n) => OUTPUT_NAMES.includes(n)));
    expect(APP_OUTPUTS).toEqual(['client', 'mocks', 'server', 'schemas']);
  });

  test('each output writes files no other output writes; together they are what generate() writes by default', async () => {
    const all = own(await filesOf());
    const client = own(await filesOf(['client']));
    expect(client).toEqual(expect.arrayContaining(['pets/types.ts', 'pets/index.ts', 'pets/routes.ts', 'pets/client.ts', 'pets/operations.ts']));
    const seen = new Set(client);
    for (const name of CLASSIC_OUTPUTS.filter((n) => n !== 'client')) {
      const added = own(await filesOf(['client', name])).filter((p) => !client.includes(p));
      expect([name, added.length > 0]).toEqual([name, true]);
      for (const p of added) {
        expect([name, p, seen.has(p)]).toEqual([name, p, false]);
        seen.add(p);
      }
    }
    expect([...seen].sort()).toEqual([...all].sort());
  });

  test('what each output writes', async () => {
    const only = async (name: (typeof OUTPUT_NAMES)[number]) => {
      const client = new Set(await filesOf(['client']));
      return (await filesOf([name])).filter((p) => !client.has(p));
    };
    expect(await only('reference')).toEqual(expect.arrayContaining(['pets/README.md', 'pets/reference/index.html']));
    expect(await only('mocks')).toEqual(expect.arrayContaining(['pets/mocks.ts', 'pets/response-schemas/operations.js']));
    expect(await only('server')).toEqual(['pets/server.ts']);
    expect(await only('schemas')).toEqual(['pets/schemas.ts']);
  });

  test('the files an output writes are the same whatever else is chosen', async () => {
    const alone = (await generate([input(['client'])])).files;
    const all = (await generate([input()])).files;
    for (const [path, text] of alone) expect([path, all.get(path)]).toEqual([path, text]);
  });
});

describe('choosing', () => {
  test('a configuration chooses per document; a document that does not gets the app defaults', async () => {
    const path = join(dir, 'specforge.config.json');
    await writeFile(
      path,
      JSON.stringify({
        documents: [
          { input: SPEC, output: 'a' },
          { input: SPEC, output: 'b', outputs: ['reference', 'server'] },
        ],
      }),
    );
    const read = await readConfig(path, dir);
    const { plan } = planFromConfig(read.loaded!, dir);
    expect(plan!.jobs.map((j) => j.input.outputs)).toEqual([
      ['client', 'mocks', 'server', 'schemas'],
      ['reference', 'client', 'server'],
    ]);
  });

  test('an output that is none is a diagnostic at its line, naming the outputs there are', async () => {
    const path = join(dir, 'bad.json');
    await writeFile(path, `{\n  "documents": [\n    { "input": "x.yaml", "outputs": ["client", "zodd"] }\n  ]\n}\n`);
    const messages = (await readConfig(path, dir)).diagnostics.map(formatDiagnostic);
    expect(messages).toEqual([`bad.json:3:48 config documents[0].outputs[1]: expected one of ${OUTPUT_NAMES.join(', ')}, got "zodd"`]);
  });

  test('--outputs chooses on the command line; an unknown name, or --outputs without SPECs, is a usage error', async () => {
    const out = join(dir, 'flags');
    expect((await run(['generate', SPEC, '--out', out, '--outputs', 'server'])).code).toBe(0);
    const files = await readdir(join(out, 'pets'));
    expect(files).toContain('server.ts');
    expect(files.filter((f) => /README|reference|mocks|schemas\.ts/.test(f))).toEqual([]);
    const unknown = await run(['generate', SPEC, '--out', out, '--outputs', 'client,swagger']);
    expect(unknown.code).toBe(2);
    expect(unknown.err.join('\n')).toContain(`--outputs: "swagger" is no output (expected some of ${OUTPUT_NAMES.join(', ')})`);
    expect((await run(['generate', '--outputs', 'mocks'])).code).toBe(2);
  });

  test('without --outputs a SPEC gets the app defaults: no reference; the webhook server of its webhooks', async () => {
    const out = join(dir, 'defaults');
    expect((await run(['generate', SPEC, '--out', out])).code).toBe(0);
    const files = await readdir(join(out, 'pets'));
    expect(files).toEqual(expect.arrayContaining(['client.ts', 'mocks.ts', 'schemas.ts', 'server.ts']));
    expect(files.filter((f) => /README|reference/.test(f))).toEqual([]);
  });
});

describe('the stamp', () => {
  test('records the outputs chosen, and --check names a change of them', async () => {
    const out = join(dir, 'stamped');
    expect((await run(['generate', SPEC, '--out', out, '--outputs', 'mocks'])).code).toBe(0);
    expect(JSON.parse(await readFile(join(out, 'pets/specforge-stamp.json'), 'utf8')).options.outputs).toEqual(['client', 'mocks']);
    expect((await run(['generate', SPEC, '--out', out, '--outputs', 'mocks', '--check'])).code).toBe(0);
    const check = await run(['generate', SPEC, '--out', out, '--outputs', 'schemas,reference', '--check']);
    expect(check.code).toBe(1);
    expect(check.err.join('\n')).toContain('out of date: outputs changed (reference, schemas added; mocks removed; now reference, client, schemas)');
  });

  test('a stamp from before outputs could be chosen reads as every output but the data layers', async () => {
    const now = await stampOf(input(['client']), dir, [], false);
    const old = { ...now, options: { ...now.options, outputs: undefined } };
    expect(whyOutOfDate(JSON.stringify(old), now)).toEqual(['outputs changed (reference, mocks, server, schemas removed; now client)']);
  });
});
