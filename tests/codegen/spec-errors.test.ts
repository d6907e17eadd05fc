// Each class of spec error is reported as `file:line:col rule message`, exit code 1, and the
// generated folder is left exactly as it was.
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { editFile, fixtureRoot, positionOf, run, snapshotDir } from '../helpers/fixture-root.js';
import { EXTENSIONS } from '../../codegen/spec/extensions.js';

let ctx: Awaited<ReturnType<typeof fixtureRoot>>;
let before: Record<string, string>;

beforeEach(async () => {
  ctx = await fixtureRoot();
  expect((await run(['generate', '--root', ctx.root])).code).toBe(0);
  before = await snapshotDir(join(ctx.root, 'generated'));
});
afterEach(() => ctx.dispose());

/** Applies `edit` to the spec, runs the generator, and checks it failed without touching generated/. */
async function failsWith(edit: (text: string) => string): Promise<{ lines: string[]; text: string }> {
  await editFile(ctx.spec, edit);
  const result = await run(['generate', '--root', ctx.root]);
  expect(result.code).toBe(1);
  expect(await snapshotDir(join(ctx.root, 'generated'))).toEqual(before);
  expect(result.err[result.err.length - 1]).toMatch(/problem\(s\) in the specs; generated\/ was left unchanged\.$/);
  return { lines: result.err.slice(0, -1).join('\n').split('\n'), text: await readFile(ctx.spec, 'utf8') };
}

test('bad YAML', async () => {
  const { lines, text } = await failsWith((t) => t.replace('  title: Pet store', '  title: [Pet store'));
  expect(lines[0]).toMatch(/^specs\/pets\.yaml:\d+:\d+ yaml /);
  expect(Number(lines[0]!.split(':')[1])).toBeGreaterThanOrEqual(Number(positionOf(text, 'title: [Pet').split(':')[0]));
});

test('duplicate key is a YAML error too', async () => {
  const { lines, text } = await failsWith((t) => t.replace('  version: "1"', '  version: "1"\n  version: "2"'));
  expect(lines).toEqual([`specs/pets.yaml:${positionOf(text, 'version: "2"')} yaml Map keys must be unique`]);
});

test('unknown $ref', async () => {
  const { lines, text } = await failsWith((t) => t.replace('$ref: "#/components/schemas/pet"\n    post', '$ref: "#/components/schemas/pett"\n    post'));
  expect(lines).toEqual([
    `specs/pets.yaml:${positionOf(text, '"#/components/schemas/pett"')} ref $ref "#/components/schemas/pett" does not resolve; it is treated as a schema that accepts anything`,
  ]);
});

test('undeclared path variable, and a path parameter missing from the path', async () => {
  const { lines, text } = await failsWith((t) => t.replace('  /pets/{pet_id}:\n', '  /pets/{petId}:\n'));
  const getAt = positionOf(text, '    get:\n      operationId: get-pet', 4);
  const deleteAt = positionOf(text, '    delete:\n      operationId: delete-pet', 4);
  expect(lines).toEqual([
    `specs/pets.yaml:${getAt} path-params path variable {petId} of "/pets/{petId}" is not declared as a path parameter of GET; it is taken as a required string`,
    expect.stringMatching(/^specs\/pets\.yaml:\d+:\d+ path-params path parameter "pet_id" does not appear in "\/pets\/\{petId\}"; it is ignored$/),
    `specs/pets.yaml:${deleteAt} path-params path variable {petId} of "/pets/{petId}" is not declared as a path parameter of DELETE; it is taken as a required string`,
    expect.stringMatching(/^specs\/pets\.yaml:\d+:\d+ path-params path parameter "pet_id" does not appear in "\/pets\/\{petId\}"; it is ignored$/),
  ]);
});

test('duplicate method name', async () => {
  const { lines, text } = await failsWith((t) => t.replace('x-method: pets.delete', 'x-method: pets.get'));
  expect(lines).toContain(
    `specs/pets.yaml:${positionOf(text, 'pets.get', text.indexOf('operationId: delete-pet') - text.indexOf('pets.get') + 'operationId: delete-pet\n      x-method: '.length)} unique-method method name "pets.get" is already used by GET /pets/{pet_id}`,
  );
});

test('malformed extension', async () => {
  const { lines, text } = await failsWith((t) => t.replace('x-previews: [fluffy]', 'x-previews: [Fluffy!]'));
  expect(lines).toEqual([`specs/pets.yaml:${positionOf(text, 'Fluffy!')} extension x-previews/0 must match pattern "^[a-z0-9][a-z0-9-]*$"`]);
});

test('unknown extension and misplaced extension', async () => {
  const { lines, text } = await failsWith((t) =>
    t.replace('      x-notes: [Needs', '      x-note: [Needs').replace('  title: Pet store', '  title: Pet store\n  x-method: nope'),
  );
  expect(lines).toEqual([
    `specs/pets.yaml:${positionOf(text, 'x-method: nope', 'x-method: '.length)} extension x-method is not allowed on this object (allowed on: operation)`,
    `specs/pets.yaml:${positionOf(text, 'x-note:')} extension unknown extension x-note (known: ${EXTENSIONS.map((e) => e.name).join(', ')})`,
  ]);
});

test('empty and repeated enums', async () => {
  const { lines, text } = await failsWith((t) =>
    t
      .replace('enum: [cat, dog, "guinea pig"]\n          example: cat', 'enum: [cat, cat]\n          example: cat')
      .replace('enum: [cat, dog, "guinea pig"]\n        tags', 'enum: []\n        tags'),
  );
  expect(lines).toEqual([
    `specs/pets.yaml:${positionOf(text, 'enum: []')} enum enum must list at least one value`,
    `specs/pets.yaml:${positionOf(text, 'cat, cat]', 'cat, '.length)} enum enum value "cat" is listed twice`,
  ]);
});

test('OpenAPI schema violations, reported together with rule violations', async () => {
  const { lines } = await failsWith((t) =>
    t
      .replace('        "204":\n          description: Deleted.\n', '        "204":\n          summary: Deleted.\n')
      .replace('x-previews: [fluffy]', 'x-previews: fluffy'),
  );
  expect(lines.some((l) => / openapi \/paths\/~1pets~1\{pet_id\}\/delete\/responses\/204 must have property "description"$/.test(l))).toBe(true);
  expect(lines.some((l) => / extension x-previews must be array$/.test(l))).toBe(true);
});

test('x-unwrap must name a property of the success response body', async () => {
  const { lines, text } = await failsWith((t) => t.replace('      x-method: pets.get\n', '      x-method: pets.get\n      x-unwrap: nonsense\n'));
  expect(lines).toEqual([
    `specs/pets.yaml:${positionOf(text, 'x-unwrap: nonsense', 'x-unwrap: '.length)} extension x-unwrap "nonsense" is not a property of the operation's success response body`,
  ]);
});

test('x-positional must name path variables; x-derived must read a declared property and add a new one', async () => {
  const { lines, text } = await failsWith((t) =>
    t
      .replace('      x-method: pets.get', '      x-method: pets.get\n      x-positional: [pet_id, name]')
      .replace('    pet:\n', '    pet:\n      x-derived:\n        kind: { from: species, values: [{ when: 1, value: one }] }\n'),
  );
  expect(lines.sort()).toEqual(
    [
      `specs/pets.yaml:${positionOf(text, 'name]')} extension x-positional "name" is not a path variable of "/pets/{pet_id}"`,
      `specs/pets.yaml:${positionOf(text, 'species,')} extension x-derived kind reads "species", which is not a property of this schema`,
      `specs/pets.yaml:${positionOf(text, 'kind: { from')} extension x-derived kind is already a property of this schema`,
    ].sort(),
  );
});

test('x-resource: its key must be a path variable, read/update/delete need one, set belongs to update', async () => {
  const { lines, text } = await failsWith((t) =>
    t
      .replace('      x-method: pets.get\n', '      x-method: pets.get\n      x-resource: { collection: pets, action: read, key: petId }\n')
      .replace('      x-method: pets.delete\n', '      x-method: pets.delete\n      x-resource: { collection: pets, action: delete }\n')
      .replace('      x-method: pets.list\n', '      x-method: pets.list\n      x-resource: { collection: pets, action: list, set: { a: 1 } }\n'),
  );
  expect(lines.sort()).toEqual(
    [
      `specs/pets.yaml:${positionOf(text, 'petId }')} extension x-resource key "petId" is not a path variable of "/pets/{pet_id}"`,
      `specs/pets.yaml:${positionOf(text, 'x-resource: { collection: pets, action: delete }')} extension x-resource action delete needs "key", the path variable naming the record`,
      `specs/pets.yaml:${positionOf(text, 'set: { a: 1 }')} extension x-resource "set" belongs to action update`,
    ].sort(),
  );
});

test('an x-aliases name that is already a method', async () => {
  const { lines, text } = await failsWith((t) =>
    t.replace('      x-method: pets.get\n', '      x-method: pets.get\n      x-aliases:\n        - method: pets.list\n          kind: renamed\n'),
  );
  expect(lines).toEqual([
    `specs/pets.yaml:${positionOf(text, 'method: pets.list\n          kind', 'method: '.length)} unique-method method name "pets.list" is already used by GET /pets`,
  ]);
});
