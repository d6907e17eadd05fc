// The zod output (codegen/emit/zod/) against the validators: for every component schema of the
// test documents and this repository's services, zod's safeParse and the ajv validator the
// generator makes (the same cleaned schema, formats and read shape as the mocks' response checks)
// are given the same values: each example the document gives, and values made from them that
// break one thing (a required property left out, a property of the wrong type, the wrong type
// whole). They agree on every value, or the difference is listed with its reason, which must be
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
import { cleanSchema, componentId, metaAjv, schemaView, withId } from '../../../codegen/emit/validators/ajv-schemas.js';
import { generate } from '../../../codegen/generate.js';
import type { ServiceModel } from '../../../codegen/model/types.js';
import { consumerOptions } from '../../helpers/type-errors.js';

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

interface Row {
  document: string;
  component: string;
  /** The shape compared: the read one (answers), or the write one of a component whose shapes differ. */
  shape: 'read' | 'write';
  value: unknown;
  ajv: boolean;
  zod: boolean;
}
interface ZodLike {
  safeParse(value: unknown): { success: boolean };
}
const rows: Row[] = [];
const notes = new Map<string, string[]>();
const files: string[] = [];
const texts = new Map<string, string>();

/** Each example of a schema, and values that each break one thing. */
const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function valuesOf(schema: unknown): unknown[] {
  const s = isRecord(schema) ? schema : {};
  const examples = [...('example' in s ? [s.example] : []), ...(Array.isArray(s.examples) ? s.examples : [])];
  const out: unknown[] = [...examples, null, 'text', 12.5, true, [], {}];
  for (const example of examples) {
    if (example === null || typeof example !== 'object' || Array.isArray(example)) continue;
    const record = example as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const { [key]: _, ...without } = record;
      out.push(without, { ...record, [key]: typeof record[key] === 'string' ? 12345 : 'wrong' });
    }
    out.push({ ...record, notDescribed: 1 });
  }
  return out;
}

/** The examples the document gives inside a component (its properties' too), as whole values where it gives one. */
function componentValues(schema: unknown): unknown[] {
  const s = isRecord(schema) ? schema : {};
  const values = valuesOf(s);
  // An object without an example of its own: one made from its properties' examples.
  const props = isRecord(s.properties) ? s.properties : undefined;
  if (!('example' in s) && props && Object.values(props).some((p) => isRecord(p) && 'example' in p)) {
    const made = Object.fromEntries(Object.entries(props).flatMap(([k, p]) => (isRecord(p) && 'example' in p ? [[k, p.example]] : [])));
    values.push(...valuesOf({ ...s, example: made }));
  }
  return values;
}

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
    notes.set(
      document,
      (/^\/\/ Not said in zod, so these schemas accept more than the validators there: (.*)\.$/m.exec(text)?.[1] ?? '').split(', ').filter(Boolean),
    );
    const module = (await import(file)) as Record<string, ZodLike>;
    const base = `https://specforge.local/${model.name}/`;
    for (const shape of ['read', 'write'] as const) {
      const ajv = metaAjv();
      const view = schemaView(model, shape);
      for (const s of model.schemas) ajv.addSchema(withId(cleanSchema(s.schema, base, view), componentId(base, s.name)));
      for (const s of model.schemas) {
        const constant = shape === 'read' ? s.typeName : s.writeTypeName;
        if (constant === undefined) continue;
        const validate = ajv.getSchema(componentId(base, s.name))!;
        for (const value of componentValues(s.schema))
          rows.push({ document, component: s.name, shape, value, ajv: validate(value) as boolean, zod: module[constant]!.safeParse(value).success });
      }
    }
  }
}, 300_000);
afterAll(() => rm(OUT, { recursive: true, force: true }));

/** The keywords a component reaches (through its references too). */
function reachedKeywords(document: string, component: string, models: Map<string, Map<string, unknown>>): Set<string> {
  const schemas = models.get(document)!;
  const seen = new Set<string>();
  const words = new Set<string>();
  const stack = [schemas.get(component)];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...node);
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) {
        words.add(k);
        if (k === 'format' && typeof v === 'string') words.add(`format:${v}`);
        if (k === '$ref' && typeof v === 'string') {
          const target = v.split('/').pop()!;
          if (!seen.has(target)) {
            seen.add(target);
            stack.push(schemas.get(target));
          }
        } else if (typeof v === 'object' && v !== null) stack.push(v);
      }
  }
  return words;
}

test('zod and the validators agree on every value, or the difference has its reason', async () => {
  const models = new Map<string, Map<string, unknown>>();
  for (const document of DOCUMENTS) {
    const name = document
      .split('/')
      .pop()!
      .replace(/\.yaml$/, '')
      .replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
    const { models: m } = await generate([{ path: join(ROOT, document), shown: document, name, outputs: ['client'] }]);
    models.set(document, new Map(m[0]!.schemas.map((s) => [s.name, s.schema])));
  }
  const differences = rows.filter((r) => r.ajv !== r.zod);
  const explained = differences.map((r) => {
    const words = reachedKeywords(r.document, r.component, models);
    const said = notes
      .get(r.document)!
      .map((n) => n.replace(/ \(.*\)$/, ''))
      .filter((n) => words.has(n));
    // zod accepts more only where a keyword it cannot say is reached; it never refuses what the validators take.
    const reason = r.zod && !r.ajv && said.length ? `not said in zod: ${said.join(', ')}` : undefined;
    return { ...r, reason };
  });
  const unexplained = explained
    .filter((r) => r.reason === undefined)
    .map((r) => `${r.document} ${r.component} ${JSON.stringify(r.value)}: ajv ${r.ajv}, zod ${r.zod}`);
  expect(unexplained).toEqual([]);
  // The figures (what the note to the lead reports): values compared, agreements, listed differences.
  const summary = `${rows.length} values over ${new Set(rows.map((r) => `${r.document}#${r.component}`)).size} components, ${rows.length - differences.length} agree, ${differences.length} differ with their reason`;
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
