// Documents built to break the generator: each gets `file:line:col rule message` diagnostics, exit
// code 1 and generated/ untouched, never a stack trace, a hang or a silent success. Names that are
// merely odd (dashes, spaces) generate.
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { editFile, fixtureRoot, run, snapshotDir } from '../helpers/fixture-root.js';

let ctx: Awaited<ReturnType<typeof fixtureRoot>>;
let before: Record<string, string>;

beforeEach(async () => {
  ctx = await fixtureRoot();
  expect((await run(['generate', '--root', ctx.root])).code).toBe(0);
  before = await snapshotDir(join(ctx.root, 'generated'));
});
afterEach(() => ctx.dispose());

/** Runs the generator and checks it failed cleanly: diagnostics only, generated/ as it was. */
async function refused(): Promise<string[]> {
  const result = await run(['generate', '--root', ctx.root]);
  expect(result.code).toBe(1);
  expect(await snapshotDir(join(ctx.root, 'generated'))).toEqual(before);
  const lines = result.err.join('\n').split('\n');
  expect(lines[lines.length - 1]).toMatch(/problem\(s\) in the specs; generated\/ was left unchanged\.$/);
  for (const line of lines.slice(0, -1)) expect(line).toMatch(/^specs\/[^:]+:\d+:\d+ [a-z-]+ /);
  expect(result.err.join('\n')).not.toMatch(/\n\s+at /); // no stack trace
  return lines.slice(0, -1);
}

// Schemas that are nothing but references (a cycle) are left out with a warning: tests/codegen/ref-cycles.test.ts.

test('a recursive schema through a property is fine (not a cycle of bare references)', async () => {
  await editFile(ctx.spec, (t) =>
    t.replace(
      '  schemas:\n',
      '  schemas:\n    tree:\n      type: object\n      properties:\n        children:\n          type: array\n          items:\n            $ref: "#/components/schemas/tree"\n',
    ),
  );
  expect((await run(['generate', '--root', ctx.root])).code).toBe(0);
});

test('a YAML alias bomb is refused before it expands', async () => {
  const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x","x"]'];
  for (let i = 1; i < 9; i++)
    bomb.push(
      `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10)
        .fill(`*${String.fromCharCode(96 + i)}`)
        .join(',')}]`,
    );
  await editFile(ctx.spec, (t) => `${t}\nx-bomb:\n${bomb.map((l) => `  ${l}`).join('\n')}\n`);
  const lines = await refused();
  expect(lines).toEqual([expect.stringMatching(/^specs\/pets\.yaml:1:1 yaml the document expands too many aliases \(more than \d+\); refusing to read it$/)]);
});

test('deeply nested YAML is a diagnostic, not a stack overflow', async () => {
  const depth = 20000;
  await editFile(ctx.spec, (t) => `${t}\nx-deep: ${'['.repeat(depth)}${']'.repeat(depth)}\n`);
  const lines = await refused();
  expect(lines).toEqual([expect.stringMatching(/^specs\/pets\.yaml:\d+:\d+ yaml /)]);
});

test('webhooks.yaml beside webhooks.yml: the same service twice is an error', async () => {
  await writeFile(join(ctx.root, 'specs/pets.yml'), await readFile(ctx.spec, 'utf8'));
  expect(await refused()).toEqual(['specs/pets.yml:1:1 file makes the same service "pets" as specs/pets.yaml; keep one of them']);
});

test('a directory named like a spec', async () => {
  await mkdir(join(ctx.root, 'specs/folder.yaml'));
  expect(await refused()).toEqual(['specs/folder.yaml:1:1 file is a directory, not a spec file']);
});

test('file names with dashes or spaces make identifier-safe services', async () => {
  await rename(ctx.spec, join(ctx.root, 'specs/Pet Store.yaml'));
  const result = await run(['generate', '--root', ctx.root]);
  expect(result.code).toBe(0);
  const files = Object.keys(await snapshotDir(join(ctx.root, 'generated')));
  expect(files).toContain('petStore/client.ts');
  await rename(join(ctx.root, 'specs/Pet Store.yaml'), join(ctx.root, 'specs/pet-store.yaml'));
  expect((await run(['generate', '--root', ctx.root])).code).toBe(0);
  expect(Object.keys(await snapshotDir(join(ctx.root, 'generated')))).toContain('petStore/client.ts');
});

test('not OpenAPI 3 nor Swagger 2.0: Swagger 1.2, and a missing version', async () => {
  await editFile(ctx.spec, (t) => t.replace('openapi: 3.1.0', 'swagger: "1.2"'));
  expect(await refused()).toEqual([
    expect.stringMatching(/^specs\/pets\.yaml:\d+:\d+ openapi Swagger 1\.2 is not supported \(2\.0 is, and OpenAPI 3\.0 and 3\.1\)$/),
  ]);
  await editFile(ctx.spec, (t) => t.replace('swagger: "1.2"\n', ''));
  expect(await refused()).toEqual([expect.stringMatching(/^specs\/pets\.yaml:\d+:\d+ openapi "openapi" must name version 3\.0\.x or 3\.1\.x, got nothing$/)]);
});

test('a reference into nowhere and a foreign extension in strict mode', async () => {
  await editFile(ctx.spec, (t) =>
    t
      .replace('$ref: "#/components/schemas/pet"\n    post', '$ref: "#/components/nothing/here"\n    post')
      .replace('  title: Pet store', '  title: Pet store\n  x-other-tool: 1'),
  );
  const lines = await refused();
  expect(lines).toContainEqual(expect.stringMatching(/ ref \$ref "#\/components\/nothing\/here" does not resolve/));
  expect(lines).toContainEqual(expect.stringMatching(/ extension unknown extension x-other-tool/));
});
