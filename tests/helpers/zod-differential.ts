// The zod output against the validators, value by value: for every component schema of a model,
// zod's safeParse (the generated zod.ts, loaded) and the ajv validator the generator makes (the
// same cleaned schema, formats and shape as the mocks' checks) are given the same values: each
// example the document gives, and values made from them that break one thing (a property left
// out, a property of the wrong type, the wrong type whole). A difference has its reason when zod
// accepts a value the validators refuse and the component reaches a keyword the module's head
// says zod does not express; any other difference has none. Used by the differential test over
// the repository's documents (tests/codegen/data-layers/zod-differential.test.ts) and by `make
// check-data-layers` over the corpus and a directory sample.
import { cleanSchema, componentId, metaAjv, schemaView, withId } from '../../codegen/emit/validators/ajv-schemas.js';
import type { ServiceModel } from '../../codegen/model/types.js';

export interface DifferentialRow {
  document: string;
  component: string;
  /** The shape compared: the read one (answers), or the write one of a component whose shapes differ. */
  shape: 'read' | 'write';
  value: unknown;
  ajv: boolean;
  zod: boolean;
  /** Why they differ (a keyword zod does not say), when they do and it is known. */
  reason?: string;
}

/** What a loaded zod.ts exports: schemas by constant name. */
export type ZodModule = Record<string, { safeParse(value: unknown): { success: boolean } } | undefined>;

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The keywords a zod module says it does not express (its head's note), without their explanations. */
export function unsaidKeywords(zodText: string): string[] {
  const note = /^\/\/ Not said in zod, so these schemas accept more than the validators there: (.*)\.$/m.exec(zodText)?.[1] ?? '';
  return note.split(', ').filter(Boolean);
}

/** Each example of a schema, and values that each break one thing. */
function valuesOf(schema: unknown): unknown[] {
  const s = isRecord(schema) ? schema : {};
  const examples = [...('example' in s ? [s.example] : []), ...(Array.isArray(s.examples) ? s.examples : [])];
  const out: unknown[] = [...examples, null, 'text', 12.5, true, [], {}];
  for (const example of examples) {
    if (!isRecord(example)) continue;
    for (const key of Object.keys(example)) {
      const { [key]: _, ...without } = example;
      out.push(without, { ...example, [key]: typeof example[key] === 'string' ? 12345 : 'wrong' });
    }
    out.push({ ...example, notDescribed: 1 });
  }
  return out;
}

/** The examples the document gives inside a component (its properties' too, as one whole value where it gives none of its own). */
export function componentValues(schema: unknown): unknown[] {
  const s = isRecord(schema) ? schema : {};
  const values = valuesOf(s);
  const props = isRecord(s.properties) ? s.properties : undefined;
  if (!('example' in s) && props && Object.values(props).some((p) => isRecord(p) && 'example' in p)) {
    const made = Object.fromEntries(Object.entries(props).flatMap(([k, p]) => (isRecord(p) && 'example' in p ? [[k, p.example]] : [])));
    values.push(...valuesOf({ ...s, example: made }));
  }
  return values;
}

/** The keywords a component reaches, through its references too (`format:<name>` for each format). */
function reachedKeywords(model: ServiceModel, component: string): Set<string> {
  const schemas = new Map(model.schemas.map((s) => [s.name, s.schema as unknown]));
  const seen = new Set<string>();
  const words = new Set<string>();
  const stack = [schemas.get(component)];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...node);
    else if (isRecord(node))
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

/**
 * Every component of `model` compared in both tools, with the reason of each difference where one
 * is known; `notCompared` names the components ajv could not compile (with why).
 */
export function compareZod(document: string, model: ServiceModel, zodText: string, module: ZodModule): { rows: DifferentialRow[]; notCompared: string[] } {
  const rows: DifferentialRow[] = [];
  const notCompared: string[] = [];
  const unsaid = [...new Set(unsaidKeywords(zodText).map((n) => n.replace(/ \(.*\)$/, '')))];
  const base = `https://specforge.local/${model.name}/`;
  for (const shape of ['read', 'write'] as const) {
    const ajv = metaAjv();
    const view = schemaView(model, shape);
    for (const s of model.schemas) ajv.addSchema(withId(cleanSchema(s.schema, base, view), componentId(base, s.name)));
    for (const s of model.schemas) {
      const constant = shape === 'read' ? s.typeName : s.writeTypeName;
      if (constant === undefined) continue;
      const zod = module[constant];
      if (zod === undefined) {
        notCompared.push(`${s.name}: zod.ts has no ${constant}`);
        continue;
      }
      let validate: ((value: unknown) => unknown) | undefined;
      try {
        validate = ajv.getSchema(componentId(base, s.name));
      } catch (error) {
        notCompared.push(`${s.name} (${shape}): ajv: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}`);
        continue;
      }
      if (validate === undefined) continue;
      let words: Set<string> | undefined;
      for (const value of componentValues(s.schema)) {
        const row: DifferentialRow = { document, component: s.name, shape, value, ajv: validate(value) === true, zod: zod.safeParse(value).success };
        if (row.ajv !== row.zod) {
          words ??= reachedKeywords(model, s.name);
          const said = unsaid.filter((n) => words!.has(n));
          // zod accepts more only where a keyword it cannot say is reached; it never refuses what the validators take.
          if (row.zod && !row.ajv && said.length) row.reason = `not said in zod: ${said.join(', ')}`;
        }
        rows.push(row);
      }
    }
  }
  return { rows, notCompared };
}

/** The figures of a comparison: values, components, agreements, differences with and without a reason. */
export function differentialSummary(rows: readonly DifferentialRow[]): {
  values: number;
  components: number;
  agree: number;
  explained: number;
  unexplained: DifferentialRow[];
} {
  const differ = rows.filter((r) => r.ajv !== r.zod);
  return {
    values: rows.length,
    components: new Set(rows.map((r) => `${r.document}#${r.component}`)).size,
    agree: rows.length - differ.length,
    explained: differ.filter((r) => r.reason !== undefined).length,
    unexplained: differ.filter((r) => r.reason === undefined),
  };
}
