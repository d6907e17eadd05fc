// The zod output (codegen/emit/zod/) against the validators (tests/helpers/zod-differential.ts):
// for every component schema of the test documents and this repository's services, zod's
// safeParse and the ajv validator the generator makes are given the same values (each example the
// document gives, and values made from them that break one thing). They agree on every value, or the difference is listed with its reason, which must be
// one of the keywords the module says zod does not express; none goes unexplained. A component a
// request sends whose shapes differ is compared in both: its read constant with the validator of
// answers, its write constant (`AccountWrite`) with that of requests. A fixture written for it
// (zod-shapes.yaml) has readOnly and writeOnly properties, a discriminated union zod can say and
// one it cannot (a union, with its reason). The modules also type-check (strict, nodenext and
// bundler) with zod 4.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { generate } from '../../../codegen/generate.js';
import type { ServiceModel } from '../../../codegen/model/types.js';
import { consumerOptions } from '../../helpers/type-errors.js';
import { compareZod, type DifferentialRow, differentialSummary, unsaidKeywords, type ZodModule } from '../../helpers/zod-differential.js';

const ROOT = new URL('../../..', import.meta.url).pathname.replace(/\/$/, '');
const OUT = join(ROOT, '.scratch', `zod-${process.pid}`);
const DOCUMENTS = [
  'tests/fixtures/documents/shelf.yaml',
  'tests/fixtures/documents/features-31.yaml',
  'tests/fixtures/documents/features-30.yaml',
  'tests/fixtures/documents/todos.yaml',
  'tests/fixtures/documents/typed-shapes.yaml',
  'tests/fixtures/documents/world-lessons.yaml',
  // Written for this test: a format zod does not check and a `not`, so that differences are found and named.
  'tests/fixtures/documents/zod-gaps.yaml',
  // Written for this test: read and write shapes, discriminated unions.
  'tests/fixtures/documents/zod-shapes.yaml',
  'specs/hosting.yaml',
  'specs/audit.yaml',
  'specs/webhooks.yaml',
];

const rows: DifferentialRow[] = [];
const notes = new Map<string, string[]>();
const files: string[] = [];
const texts = new Map<string, string>();

beforeAll(async () => {
  await mkdir(OUT, { recursive: true });
  for (const document of DOCUMENTS) {
    const name = document
      .split('/')
      .pop()!
      .replace(/\.yaml$/, '')
      .replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
    const { files: made, models } = await generate([{ path: join(ROOT, document), shown: document, name, outputs: ['client', 'zod'] }]);
    const model = models[0] as ServiceModel;
    const text = made.get(`${name}/zod.ts`)!;
    texts.set(document, text);
    // Beside the types module, which a constant TypeScript cannot infer is declared with.
    await mkdir(join(OUT, name), { recursive: true });
    const file = join(OUT, name, 'zod.ts');
    await writeFile(file, text);
    await writeFile(join(OUT, name, 'types.ts'), made.get(`${name}/types.ts`)!);
    files.push(file);
    notes.set(document, unsaidKeywords(text));
    const compared = compareZod(document, model, text, (await import(file)) as ZodModule);
    expect(compared.notCompared).toEqual([]);
    rows.push(...compared.rows);
  }
}, 300_000);
afterAll(() => rm(OUT, { recursive: true, force: true }));

test('zod and the validators agree on every value, or the difference has its reason', async () => {
  const figures = differentialSummary(rows);
  expect(figures.unexplained.map((r) => `${r.document} ${r.component} ${JSON.stringify(r.value)}: ajv ${r.ajv}, zod ${r.zod}`)).toEqual([]);
  const explained = rows.filter((r) => r.ajv !== r.zod);
  // The figures (what the note to the lead reports): values compared, agreements, listed differences.
  const summary = `${figures.values} values over ${figures.components} components, ${figures.agree} agree, ${figures.explained} differ with their reason`;
  process.stdout.write(
    `${summary}\n${explained
      .map((r) => `  ${r.document} ${r.component}: ${r.reason}`)
      .filter((v, i, a) => a.indexOf(v) === i)
      .join('\n')}\n`,
  );
  // The document written for it: its differences are found, each with its reason.
  const gaps = explained.filter((r) => r.document.endsWith('zod-gaps.yaml')).map((r) => `${r.component}: ${r.reason}`);
  expect([...new Set(gaps)]).toEqual(['Link: not said in zod: format:uri', 'NotEmpty: not said in zod: not']);
  expect(gaps.length).toBe(5);
  // The document written for the shapes and unions: the one difference is the union zod cannot
  // discriminate (an alternative that does not fix its value: the validators check the one the
  // mapping names, zod any that matches), named; the shapes and the discriminated union agree.
  expect([...new Set(explained.filter((r) => r.document.endsWith('zod-shapes.yaml')).map((r) => `${r.component}: ${r.reason}`))]).toEqual([
    'Figure: not said in zod: oneOf',
  ]);
  expect(notes.get('tests/fixtures/documents/zod-shapes.yaml')).toEqual(['oneOf (discriminator not applied)']);
  const seen = (component: string, shape: 'read' | 'write', value: unknown) =>
    [
      ...new Set(
        rows
          .filter((r) => r.component === component && r.shape === shape && JSON.stringify(r.value) === JSON.stringify(value))
          .map((r) => JSON.stringify([r.ajv, r.zod])),
      ),
    ].map((pair) => JSON.parse(pair) as [boolean, boolean]);
  // readOnly `id`: required in answers, not in requests; writeOnly `password` the other way round.
  expect(seen('Account', 'read', { id: 'acc_1', name: 'Ada' })).toEqual([[true, true]]);
  expect(seen('Account', 'write', { id: 'acc_1', name: 'Ada' })).toEqual([[false, false]]);
  expect(seen('Account', 'read', { name: 'Ada', password: 'correct-horse' })).toEqual([[false, false]]);
  expect(seen('Account', 'write', { name: 'Ada', password: 'correct-horse' })).toEqual([[true, true]]);
  // A readOnly property given is still checked, as the validators check it.
  expect(seen('Account', 'write', { id: 'not an id', name: 'Ada', password: 'correct-horse' })).toEqual([[false, false]]);
  // The discriminated union: the alternative the value names, checked alone; one naming none refused.
  expect(seen('Pet', 'read', { petType: 'puppy', good: false })).toEqual([[true, true]]);
  expect(seen('Pet', 'read', { petType: 'cat', good: true })).toEqual([[false, false]]);
  expect(seen('Pet', 'read', { petType: 'bird' })).toEqual([[false, false]]);
  expect(seen('Figure', 'read', { kind: 'oval', side: 1 })).toEqual([[true, true]]);
  const shapes = texts.get('tests/fixtures/documents/zod-shapes.yaml')!;
  expect(shapes).toContain('export const Pet = /* @__PURE__ */ (() => z.discriminatedUnion("petType", [Cat, Dog], { unionFallback: true }))();');
  expect(shapes).toContain('/* a union, not z.discriminatedUnion: alternative 1 does not fix kind with a const or enum */ z.union([Circle, Square])');
  expect(shapes).toContain('export const createAccountsParams = /* @__PURE__ */ (() => z.looseObject({ data: z.array(AccountWrite).max(10) }))();');
  expect(shapes).toContain('export const createAccountsResponse = /* @__PURE__ */ (() => z.array(Account))();');
  // A tuple's length range, as a refinement (zod's tuples have no min/max).
  expect(seen('Span', 'read', [])).toEqual([[false, false]]);
  expect(seen('Span', 'read', ['2024-01-01T00:00:00Z', 'later', 'third'])).toEqual([[false, false]]);
  expect(seen('Span', 'read', ['2024-01-01T00:00:00Z'])).toEqual([[true, true]]);
  // A cycle through allOf: the member reached first through z.lazy is declared with its type.
  expect(shapes).toContain("import type * as T from './types.js';");
  expect(shapes).toMatch(/export const Work: z\.ZodType<T\.Work> = .* as unknown as z\.ZodType<T\.Work>;/);
  expect(seen('Work', 'read', { name: 'a', provider: [{ name: 1 }] })).toEqual([[false, false]]);
  // Components named as globals the module's code uses, and a closed part beside an open one in allOf.
  expect(seen('Set', 'read', ['a', 'a'])).toEqual([[false, false]]);
  expect(seen('RegExp', 'read', 'ABC')).toEqual([[false, false]]);
  expect(seen('Sealed', 'read', { a: 'x' })).toEqual([[true, true]]);
  expect(seen('Sealed', 'read', { a: 'x', b: 1 })).toEqual([[false, false]]);
  expect(rows.length).toBeGreaterThan(500);
  // Both answers are well represented: the comparison is not of values everything accepts or refuses.
  expect(rows.filter((r) => r.ajv).length).toBeGreaterThan(100);
  expect(rows.filter((r) => !r.ajv).length).toBeGreaterThan(100);
}, 300_000);

test.each(['nodenext', 'bundler'] as const)(
  'the zod modules type-check strictly under %s with zod 4',
  (resolution) => {
    const program = ts.createProgram(files, consumerOptions(resolution, { types: [] }));
    const errors = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file?.fileName.startsWith(OUT))
      .map((d) => `${d.file!.fileName.slice(OUT.length)}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    expect(errors).toEqual([]);
  },
  120_000,
);
