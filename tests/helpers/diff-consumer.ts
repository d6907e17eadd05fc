// A consumer of a generated client that uses its whole surface as a caller would, written from the
// OLD document's model and surface (codegen/diff/surface.ts), so it can be type-checked against the
// client generated from a NEW document: every method called with its example (the generated
// references' example parameters, the optional ones given too, null where a parameter takes it),
// every parameter given a value of each type it took, every field of what a method resolves with
// and of each component type read into a variable of the type it had. Each line is tagged with the
// symbols it uses (`// @sym client.pets.getPet PetsGetPetParams`), so that a compile error on it
// can be matched with the changes `specforge diff` reports.

import { exampleOf } from '../../codegen/emit/mocks/mocks.js';
import { exampleFor } from '../../codegen/emit/mocks/fixtures.js';
import type { Change } from '../../codegen/diff/compare.js';
import type { FieldSurface, Surface } from '../../codegen/diff/surface.js';
import type { ServiceModel } from '../../codegen/model/types.js';

const SCALARS: Record<string, string> = { string: 'string', integer: 'number', number: 'number', boolean: 'boolean', null: 'null', never: 'never' };

/** A surface type's text as TypeScript naming the package's types `T.X`; undefined when it cannot be said exactly. */
export function tsType(text: string, types: Surface['types']): string | undefined {
  if (text.includes(' & ') || text.includes('…') || text === 'self') return undefined;
  const parts = text.split(' | ').map((part): string | undefined => {
    if (part in SCALARS) return SCALARS[part];
    if (part.endsWith('[]')) {
      const item = tsType(part.slice(0, -2), types);
      return item === undefined ? undefined : `(${item})[]`;
    }
    if (part in types) return `T.${part}`;
    return undefined;
  });
  return parts.some((p) => p === undefined) ? undefined : parts.join(' | ');
}

/** The type a caller holds a field's value in: its enum values or type, null and undefined when it may be those. */
function heldType(f: FieldSurface, types: Surface['types'], absent: boolean): string | undefined {
  // Enum values stand for the type only where it is one type (a union's enum belongs to one of its members).
  const values = f.enum?.length && !f.type.includes(' | ') ? f.enum.join(' | ') : undefined;
  const base =
    values === undefined
      ? tsType(f.type, types)
      : f.type.endsWith('[]')
        ? f.type === 'string[]' || f.type === 'integer[]' || f.type === 'number[]'
          ? `(${values})[]`
          : undefined
        : values;
  if (base === undefined) return undefined;
  return `${base}${f.nullable ? ' | null' : ''}${absent ? ' | undefined' : ''}`;
}

/** An expression reading `path` (`owner.login`, `items[].name`) from `root`, and whether it may be undefined on the way. */
function reader(root: string, path: string, fields: Record<string, FieldSurface>): { expr: string; maybe: boolean } {
  let expr = root;
  let maybe = false;
  let sofar = '';
  for (const segment of path.split('.')) {
    const name = segment.endsWith('[]') ? segment.slice(0, -2) : segment;
    if (name !== '') {
      const access = /^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;
      expr += maybe ? (access.startsWith('.') ? `?${access}` : `?.${access}`) : access;
      sofar = sofar === '' ? name : `${sofar}.${name}`;
      const f = fields[sofar];
      if (f && (!f.required || f.nullable)) maybe = true;
    }
    if (segment.endsWith('[]')) {
      expr += maybe ? '?.[0]' : '[0]';
      sofar += '[]';
      maybe = true;
    }
  }
  return { expr, maybe };
}

const line = (code: string, ...tags: string[]) => `${code} // @sym ${tags.join(' ')}`;

/** The consumer's source, importing the package from `from`. */
export function consumerOf(model: ServiceModel, surface: Surface, from: string): string {
  const out: string[] = [
    `import type { ${model.clientName} } from '${from}';`,
    `import type * as T from '${from}';`,
    line(`declare const client: ${model.clientName};`, model.clientName),
    '',
  ];
  const opsByName = new Map(model.operations.map((op) => [op.name, op] as const));
  let n = 0;
  for (const [name, m] of Object.entries(surface.methods)) {
    const op = opsByName.get(name)!;
    const params = `${m.typeBase}Params`;
    const response = `${m.typeBase}Response`;
    const method = `client.${name}`;
    out.push(`export async function call${n++}() {`);
    // The example as the references give it, only its required parameters, and every parameter.
    const example = { ...exampleOf(model, op).params };
    const required = Object.fromEntries(Object.entries(example).filter(([k]) => m.params[k]?.required));
    const full = { ...example };
    for (const p of op.params) {
      if (p.readOnly || Object.hasOwn(full, p.name)) continue;
      full[p.name] = m.params[p.name]?.nullable ? null : exampleFor(model, p.schema, p.name);
    }
    const calls = [example, required, full].filter((c, i, all) => all.findIndex((d) => JSON.stringify(d) === JSON.stringify(c)) === i);
    for (const call of calls) out.push(...callLines(method, params, m.positional ?? [], call));
    // Each parameter given any value of the type it took.
    for (const [k, p] of Object.entries(m.params)) {
      if (op.params.find((q) => q.name === k)?.readOnly) continue;
      const held = heldType(p, surface.types, !p.required);
      if (held !== undefined) out.push(line(`  ((v: ${held}) => ({ ${JSON.stringify(k)}: v }) satisfies Partial<T.${params}>);`, `${params}.${k}`));
    }
    // What it resolves with (its Response type), and each of its fields.
    if (m.result.kind === 'json') {
      out.push(line(`  const data = {} as T.${response};`, response));
      const whole = m.result.type.includes('.') ? undefined : tsType(m.result.type, surface.types);
      if (whole !== undefined) out.push(line(`  const r: ${whole} = data;`, response));
      out.push(...reads('data', m.result.fields, surface.types, response));
    }
    out.push('}', '');
  }
  for (const [name, t] of Object.entries(surface.types)) {
    out.push(line(`export function read${name}(v: NonNullable<T.${name}>) {`, name));
    out.push(...reads('v', t.fields, surface.types, name));
    out.push('}', '');
  }
  return `${out.join('\n')}\n`;
}

/** A call of `method` with `values`: positional ones first, the rest as one object, a line each. */
function callLines(method: string, params: string, positional: readonly string[], values: Record<string, unknown>): string[] {
  const rest = Object.entries(values).filter(([k, v]) => !positional.includes(k) && v !== undefined);
  const args = positional.filter((k) => k in values).map((k) => line(`    ${JSON.stringify(values[k])},`, method, `${params}.${k}`));
  args.push(line('    {', method, params));
  for (const [k, v] of rest) args.push(line(`      ${JSON.stringify(k)}: ${JSON.stringify(v)},`, `${params}.${k}`));
  args.push('    },');
  return [line(`  await ${method}(`, method, params), ...args, line('  );', method)];
}

/** A variable per field, of the type the caller held it in. */
function reads(root: string, fields: Record<string, FieldSurface>, types: Surface['types'], owner: string): string[] {
  const lines: string[] = [];
  let i = 0;
  for (const [path, f] of Object.entries(fields)) {
    const { expr, maybe } = reader(root, path, fields);
    const held = heldType(f, types, maybe || !f.required);
    if (held === undefined) continue;
    lines.push(line(`  const f${i++}: ${held} = ${expr};`, `${owner}.${path}`));
  }
  return lines;
}

/** The symbols each line of a consumer is tagged with, by line number (1-based). */
export function tagsByLine(source: string): Map<number, string[]> {
  const tags = new Map<number, string[]>();
  source.split('\n').forEach((text, i) => {
    const at = text.indexOf(' // @sym ');
    if (at >= 0) tags.set(i + 1, text.slice(at + 9).split(' '));
  });
  return tags;
}

/** Whether a change is about what a line tagged `tags` uses. */
export function covers(change: Change, tags: readonly string[]): boolean {
  const s = change.symbol;
  if (s === null) return false;
  return tags.some((t) => t === s || s.startsWith(`${t}.`) || t.startsWith(`${s}.`) || t.startsWith(`${s}[]`));
}
