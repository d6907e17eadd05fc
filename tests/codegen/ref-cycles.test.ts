// Schemas that are nothing but references to each other or to themselves (issue 45, point 5: hey-api's
// 3.1.x/validators-circular-ref.json) say nothing about the data: they are left out as accepting
// anything, with a warning at the reference that enters the cycle, and the rest of the document
// generates (it used to refuse the whole document). Ordinary recursion through a property is untouched.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { positionOf, run, type RunResult } from '../helpers/fixture-root.js';

const FIXTURE = join(import.meta.dirname, '../fixtures/documents/ref-cycle.yaml');
let out: string;
let generated: RunResult;
let text: string;
beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'specforge-ref-cycles-'));
  text = await readFile(FIXTURE, 'utf8');
  generated = await run(['generate', FIXTURE, '--out', out, '--name', 'loops']);
}, 60_000);
afterAll(() => rm(out, { recursive: true, force: true }));

test('each cycle is one warning at the reference entering it, and the document generates', () => {
  expect(generated.code).toBe(0);
  const warnings = generated.err
    .join('\n')
    .split('\n')
    .filter((l) => / warning /.test(l));
  expect(warnings).toEqual([
    `${FIXTURE}:${positionOf(text, "'#/components/schemas/loop-a'")} warning ref $ref cycle with nothing but references: #/components/schemas/loop-a → #/components/schemas/loop-b → #/components/schemas/loop-a; these schemas are left out and accept anything`,
    `${FIXTURE}:${positionOf(text, "'#/components/schemas/itself'")} warning ref $ref cycle with nothing but references: #/components/schemas/itself → #/components/schemas/itself; this schema is left out and accepts anything`,
  ]);
  expect(generated.out.join('\n')).toMatch(/\(1 operations, client LoopsClient\)/);
});

test('the cycles are types that accept anything; the recursive schema keeps its shape', async () => {
  const types = await readFile(join(out, 'loops/types.ts'), 'utf8');
  expect(types).toMatch(/^export type LoopA = unknown;$/m);
  expect(types).toMatch(/^export type LoopB = unknown;$/m);
  expect(types).toMatch(/^export type Itself = unknown;$/m);
  expect(types).toMatch(/^export type Tree = \{\n {2}children\?: Tree\[\];\n\};$/m);
});

test("the response's schemas accept anything where a cycle was and check the rest", async () => {
  const { components } = (await import(join(out, 'loops/response-schemas/_components.js'))) as { components: object[] };
  const { listThings } = (await import(join(out, 'loops/response-schemas/operations.js'))) as { listThings: object };
  const ajv = new Ajv2020({ schemas: components, strict: false });
  const check = ajv.compile(listThings);
  expect(check({ name: 'a', loose: 42, odd: [{ x: null }], tree: { children: [{ children: [] }] } })).toBe(true);
  expect(check({ name: 'a', loose: 'anything', odd: false })).toBe(true);
  expect(check({ loose: 1 })).toBe(false);
  expect(check({ name: 'a', tree: { children: [7] } })).toBe(false);
});
