// A consumer of a generated client that uses its whole surface as a caller would, written from the
// OLD document's model and surface (codegen/diff/surface.ts), so it can be type-checked against the
// client generated from a NEW document: every method called with its example (the generated
// references' example parameters, the optional ones given too, null where a parameter takes it),
// every parameter given a value of each type it took, every field of what a method resolves with,
// of each component type and of each webhook payload read into a variable of the type it had. Each
// line is tagged with the symbols it uses (`// @sym client.pets.getPet PetsGetPetParams`, and each
// package type it names), so that a compile error on it can be matched with the changes
// `specforge diff` reports.
//
// The same calls, as data (callsOf), are sent to the validators generated from NEW
// (./refused-calls.ts), with probes (probesOf): the example call with one parameter at an edge OLD
// allowed (each enum value, a bound's own value), so that a bound tightened or a value dropped is
// met on the wire.

import { exampleOf } from '../../codegen/emit/mocks/mocks.js';
import { exampleFor } from '../../codegen/emit/mocks/fixtures.js';
import type { Change } from '../../codegen/diff/compare.js';
import type { FieldSurface, Surface } from '../../codegen/diff/surface.js';
import type { JsonSchema, ServiceModel } from '../../codegen/model/types.js';

const SCALARS: Record<string, string> = { string: 'string', integer: 'number', number: 'number', boolean: 'boolean', null: 'null', never: 'never' };

/** A surface type's text as TypeScript naming the package's types `T.X`; undefined when it cannot be said exactly. */
export function tsType(text: string, types: Surface['types'], read = false): string | undefined {
  if (text.includes(' & ') || text.includes('…') || text === 'self') return undefined;
  const parts = topLevel(text).map((part): string | undefined => {
    if (part in SCALARS) return SCALARS[part];
    // An inline object is read as one (any object is an `object`); what one sends must be said exactly.
    if (read && part === 'object') return 'object';
    if (part.endsWith('[]')) {
      const inner = part.slice(0, -2);
      const item = tsType(inner.startsWith('(') && inner.endsWith(')') ? inner.slice(1, -1) : inner, types, read);
      return item === undefined ? undefined : `(${item})[]`;
    }
    if (part in types) return `T.${part}`;
    return undefined;
  });
  return parts.some((p) => p === undefined) ? undefined : parts.join(' | ');
}

/** A union's members, split where they are not inside parentheses (`(string | null)[] | integer`). */
function topLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (depth === 0 && text.startsWith(' | ', i)) {
      parts.push(text.slice(start, i));
      start = i + 3;
      i += 2;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The type a caller holds a field's value in: its enum values or type, null and undefined when it may be those. */
function heldType(f: FieldSurface, types: Surface['types'], absent: boolean, read = false): string | undefined {
  // Enum values stand for the type only where it is one type (a union's enum belongs to one of its members).
  const values = f.enum?.length && !f.type.includes(' | ') ? f.enum.join(' | ') : undefined;
  const base =
    values === undefined
      ? tsType(f.type, types, read)
      : f.type.endsWith('[]')
        ? f.type === 'string[]' || f.type === 'integer[]' || f.type === 'number[]'
          ? `(${values})[]`
          : undefined
        : values;
  if (base === undefined) return undefined;
  return `${base}${f.nullable ? ' | null' : ''}${absent ? ' | undefined' : ''}`;
}

/** A schema's enum (or const) values as TypeScript literals, when it has them. */
function literalsOf(schema: JsonSchema): string | undefined {
  if (typeof schema !== 'object') return undefined;
  const values = schema.const !== undefined ? [schema.const] : Array.isArray(schema.enum) ? schema.enum : undefined;
  return values?.map((v) => JSON.stringify(v)).join(' | ');
}

/**
 * The type of a parameter whose oneOf/anyOf alternatives hold enum values (GitHub's
 * `has: string | "patch"[]`, `public: boolean | "true" | "false"`), which its surface text
 * (`string | string[]`, `boolean | string`) leaves out: written from OLD's schema alternative by
 * alternative. Undefined when it has no such alternatives (its surface says its type), null when
 * one of them cannot be said exactly (the consumer leaves the line out).
 */
function alternativesType(model: ServiceModel, schema: JsonSchema, f: FieldSurface): string | null | undefined {
  if (typeof schema !== 'object') return undefined;
  const alts = schema.oneOf ?? schema.anyOf;
  const enumed = (a: JsonSchema) =>
    typeof a === 'object' && a.$ref === undefined && (literalsOf(a) !== undefined || (a.items !== undefined && literalsOf(a.items) !== undefined));
  if (!alts?.some(enumed)) return undefined;
  const byName = new Map<string, string>(model.schemas.map((c) => [`#/components/schemas/${c.name}`, c.typeName]));
  const one = (a: JsonSchema): string | undefined => {
    if (typeof a !== 'object') return undefined;
    if (a.$ref !== undefined) return byName.has(a.$ref) ? `T.${byName.get(a.$ref)}` : undefined;
    const literals = literalsOf(a);
    if (literals !== undefined) return literals;
    const types = a.type === undefined ? [] : [a.type].flat();
    const parts = types.map((t) => {
      if (t !== 'array') return SCALARS[t];
      const item = a.items === undefined ? undefined : one(a.items);
      return item === undefined ? undefined : `(${item})[]`;
    });
    return parts.length && parts.every((p) => p !== undefined) ? parts.join(' | ') : undefined;
  };
  const parts = alts.map(one);
  if (parts.some((p) => p === undefined)) return null;
  return `${parts.join(' | ')}${f.nullable ? ' | null' : ''}${f.required ? '' : ' | undefined'}`;
}

/**
 * An expression reading `path` (`owner.login`, `items[].name`) from `root` as a caller does where it
 * knows the objects on the way are there (`root.owner!.login`, `root.items![0]!.name`): what the
 * field itself may be (absent, null) is its type's, so a field that becomes optional is met even
 * under an optional object.
 */
function reader(root: string, path: string, fields: Record<string, FieldSurface>): string {
  let expr = root;
  let sofar = '';
  const segments = path.split('.');
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    const name = segment.endsWith('[]') ? segment.slice(0, -2) : segment;
    if (name !== '') {
      expr += /^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;
      sofar = sofar === '' ? name : `${sofar}.${name}`;
      const f = fields[sofar];
      if (f && (!f.required || f.nullable) && (!last || segment.endsWith('[]'))) expr += '!';
    }
    if (segment.endsWith('[]')) {
      expr += last ? '[0]' : '[0]!';
      sofar += '[]';
    }
  });
  return expr;
}

/** A line of code tagged with the symbols it uses: those given, and each package type it names (`T.Pet`). */
const line = (code: string, ...tags: string[]) => {
  const named = [...code.matchAll(/\bT\.([A-Za-z_$][\w$]*)/g)].map((m) => m[1]!);
  return `${code} // @sym ${[...new Set([...tags, ...named])].join(' ')}`;
};

/** The consumer's source, importing the package from `from`. */
export function consumerOf(model: ServiceModel, surface: Surface, from: string): string {
  const out: string[] = [
    `import type { ${model.clientName} } from '${from}';`,
    `import type * as T from '${from}';`,
    line(`declare const client: ${model.clientName};`, model.clientName),
    '',
  ];
  const opsByName = new Map(model.operations.map((op) => [op.name, op] as const));
  const callsByName = new Map<string, ConsumerCall[]>();
  for (const c of callsOf(model, surface)) callsByName.set(c.name, [...(callsByName.get(c.name) ?? []), c]);
  let n = 0;
  for (const [name, m] of Object.entries(surface.methods)) {
    const op = opsByName.get(name)!;
    const params = `${m.typeBase}Params`;
    const response = `${m.typeBase}Response`;
    const method = `client.${name}`;
    out.push(`export async function call${n++}() {`);
    for (const call of callsByName.get(name) ?? []) out.push(...callLines(method, params, m.positional ?? [], call.values));
    // Each parameter given any value of the type it took.
    for (const [k, p] of Object.entries(m.params)) {
      const declared = op.params.find((q) => q.name === k);
      if (declared?.readOnly) continue;
      const exact = declared === undefined ? undefined : alternativesType(model, declared.schema, p);
      const held = exact === undefined ? heldType(p, surface.types, !p.required) : (exact ?? undefined);
      if (held !== undefined) out.push(line(`  ((v: ${held}) => ({ ${JSON.stringify(k)}: v }) satisfies Partial<T.${params}>);`, `${params}.${k}`));
    }
    // What it resolves with (its Response type), and each of its fields.
    if (m.result.kind === 'json') {
      out.push(line(`  const data = {} as T.${response};`, response));
      const whole = m.result.type.includes('.') ? undefined : tsType(m.result.type, surface.types, true);
      if (whole !== undefined) out.push(line(`  const r: ${whole} = data;`, response));
      out.push(...reads('data', m.result.fields, surface.types, response));
    } else out.push(line(`  type Result = T.${response};`, response));
    out.push('}', '');
  }
  for (const [name, t] of Object.entries(surface.types)) {
    out.push(line(`export function read${name}(v: NonNullable<T.${name}>) {`, name));
    out.push(...reads('v', t.fields, surface.types, name));
    out.push('}', '');
    if (t.write && t.type === 'object') out.push(...leftOut(name, t.fields));
  }
  // A receiver of each webhook: its payload type, each of its fields read.
  for (const w of Object.values(surface.webhooks ?? {})) {
    out.push(line(`export function receive${w.typeName}(v: NonNullable<T.${w.typeName}>) {`, w.typeName));
    const whole = tsType(w.type, surface.types, true);
    if (whole !== undefined) out.push(line(`  const p: ${whole} = v;`, w.typeName));
    out.push(...reads('v', w.fields, surface.types, w.typeName));
    out.push('}', '');
  }
  return `${out.join('\n')}\n`;
}

/** A call the consumer makes: the method (`pets.getPet`), its Params type, the values given by parameter name. */
export interface ConsumerCall {
  /** The example as the references give it, only its required parameters, every parameter, or a probe. */
  kind: 'example' | 'required' | 'full' | 'probe';
  name: string;
  method: string;
  params: string;
  values: Record<string, unknown>;
  /** For a probe: what it tries (`name at maxLength 40`). */
  probe?: string;
}

/**
 * The calls the consumer makes of each method: the example as the references give it, only its
 * required parameters, and every parameter (null where a parameter takes it).
 */
export function callsOf(model: ServiceModel, surface: Surface): ConsumerCall[] {
  const opsByName = new Map(model.operations.map((op) => [op.name, op] as const));
  const calls: ConsumerCall[] = [];
  for (const [name, m] of Object.entries(surface.methods)) {
    const op = opsByName.get(name)!;
    const example = { ...exampleOf(model, op).params };
    const required = Object.fromEntries(Object.entries(example).filter(([k]) => m.params[k]?.required));
    const full = { ...example };
    for (const p of op.params) {
      if (p.readOnly || Object.hasOwn(full, p.name)) continue;
      full[p.name] = m.params[p.name]?.nullable ? null : exampleFor(model, p.schema, p.name);
    }
    const kinds = [
      ['example', example],
      ['required', required],
      ['full', full],
    ] as const;
    const distinct = kinds.filter(([, c], i) => kinds.findIndex(([, d]) => JSON.stringify(d) === JSON.stringify(c)) === i);
    for (const [kind, values] of distinct) calls.push({ kind, name, method: `client.${name}`, params: `${m.typeBase}Params`, values });
  }
  return calls;
}

/**
 * Probes: each method's example with one parameter at an edge its OLD declaration allows: each of
 * its enum values, its own bounds (minimum, maximum, one inside an exclusive one for integers,
 * strings and lists of exactly minLength, maxLength, minItems, maxItems), and where it sets no
 * bound a far value (±1e9, an empty or a 10,000-long string or list). A probe OLD's own
 * validator refuses (a length against a pattern, a repeated item against uniqueItems) is no call
 * OLD's client sent; the check leaves those out (and counts them).
 */
export function probesOf(model: ServiceModel, surface: Surface): ConsumerCall[] {
  const opsByName = new Map(model.operations.map((op) => [op.name, op] as const));
  const probes: ConsumerCall[] = [];
  for (const [name, m] of Object.entries(surface.methods)) {
    const op = opsByName.get(name)!;
    const example = exampleOf(model, op).params;
    for (const p of op.params) {
      const f = m.params[p.name];
      if (p.readOnly || f === undefined) continue;
      const base = Object.hasOwn(example, p.name) ? example[p.name] : exampleFor(model, p.schema, p.name);
      for (const [value, probe] of edgesOf(f, base)) {
        probes.push({
          kind: 'probe',
          name,
          method: `client.${name}`,
          params: `${m.typeBase}Params`,
          values: { ...example, [p.name]: value },
          probe: `${p.name} ${probe}`,
        });
      }
    }
  }
  return probes;
}

/** The far value and the length a probe tries where OLD sets no bound (a bound set below them is met). */
const UNBOUNDED_NUMBER = 1_000_000_000;
const UNBOUNDED_LENGTH = 10_000;

/** Values at the edges a field's declaration allows (or, where it sets none, far ones), each with what it tries. */
function edgesOf(f: FieldSurface, example: unknown): [unknown, string][] {
  const edges: [unknown, string][] = [];
  const list = f.type.endsWith('[]');
  if (f.enum && !f.type.includes(' | '))
    for (const text of f.enum) {
      const value = JSON.parse(text) as unknown;
      edges.push([list ? [value] : value, `= ${text}`]);
    }
  const c = f.constraints ?? {};
  const integer = f.type === 'integer';
  if (f.type === 'integer' || f.type === 'number') {
    for (const k of ['minimum', 'maximum'] as const) if (typeof c[k] === 'number') edges.push([c[k], `at ${k} ${c[k]}`]);
    if (integer && typeof c.exclusiveMinimum === 'number') edges.push([Math.floor(c.exclusiveMinimum) + 1, `above exclusiveMinimum ${c.exclusiveMinimum}`]);
    if (integer && typeof c.exclusiveMaximum === 'number') edges.push([Math.ceil(c.exclusiveMaximum) - 1, `below exclusiveMaximum ${c.exclusiveMaximum}`]);
    // Unbounded: far values OLD allowed, so that a bound set where there was none is met.
    if (c.minimum === undefined && c.exclusiveMinimum === undefined) edges.push([-UNBOUNDED_NUMBER, `at ${-UNBOUNDED_NUMBER} (no minimum)`]);
    if (c.maximum === undefined && c.exclusiveMaximum === undefined) edges.push([UNBOUNDED_NUMBER, `at ${UNBOUNDED_NUMBER} (no maximum)`]);
  }
  // Lengths up to a bound a probe can be written out at (a bound of millions is no edge a caller meets).
  const at = (k: string) => (typeof c[k] === 'number' && (c[k] as number) <= 10_000 ? (c[k] as number) : undefined);
  if (f.type === 'string')
    for (const k of ['minLength', 'maxLength']) {
      const n = at(k);
      if (n !== undefined) edges.push([lengthOf(typeof example === 'string' ? example : 'a', n), `at ${k} ${n}`]);
    }
  if (f.type === 'string' && c.minLength === undefined) edges.push(['', 'empty (no minLength)']);
  if (f.type === 'string' && c.maxLength === undefined)
    edges.push([lengthOf(typeof example === 'string' ? example : 'a', UNBOUNDED_LENGTH), `of ${UNBOUNDED_LENGTH} characters (no maxLength)`]);
  if (list && Array.isArray(example) && example.length > 0)
    for (const k of ['minItems', 'maxItems']) {
      const n = at(k);
      if (n !== undefined) edges.push([Array.from({ length: n }, (_, i) => example[i % example.length]), `at ${k} ${n}`]);
    }
  if (list && c.minItems === undefined) edges.push([[], 'empty (no minItems)']);
  if (list && Array.isArray(example) && example.length > 0 && c.maxItems === undefined)
    edges.push([Array.from({ length: UNBOUNDED_LENGTH }, (_, i) => example[i % example.length]), `of ${UNBOUNDED_LENGTH} items (no maxItems)`]);
  return edges;
}

/** `text` cut or repeated to `n` characters. */
const lengthOf = (text: string, n: number) => (text === '' ? 'a' : text).repeat(Math.ceil(n / Math.max(text.length, 1))).slice(0, n);

/** A call of `method` with `values`: positional ones first, the rest as one object, a line each. */
function callLines(method: string, params: string, positional: readonly string[], values: Record<string, unknown>): string[] {
  const rest = Object.entries(values).filter(([k, v]) => !positional.includes(k) && v !== undefined);
  const args = positional.filter((k) => k in values).map((k) => line(`    ${JSON.stringify(values[k])},`, method, `${params}.${k}`));
  args.push(line('    {', method, params));
  for (const [k, v] of rest) args.push(line(`      ${JSON.stringify(k)}: ${JSON.stringify(v)},`, `${params}.${k}`));
  args.push('    },');
  return [line(`  await ${method}(`, method, params), ...args, line('  );', method)];
}

/**
 * For a type callers send: a value of it without each optional field (where the field's object is
 * an inline one), so that a field that becomes required is a compile error.
 */
function leftOut(name: string, fields: Record<string, FieldSurface>): string[] {
  const lines: string[] = [];
  for (const [path, f] of Object.entries(fields)) {
    if (f.required) continue;
    const segments = path.split('.');
    const field = segments.pop()!;
    if (field.endsWith('[]') || field === '') continue;
    // Every object on the way is an inline object (not a union, an intersection or a map).
    let sofar = '';
    let parent = `NonNullable<T.${name}>`;
    let plain = true;
    for (const segment of segments) {
      const key = segment.replace(/\[\]$/, '');
      sofar = sofar === '' ? segment : `${sofar}.${segment}`;
      const type = fields[sofar.replace(/\[\]$/, '')]?.type;
      if (key === '' || (type !== 'object' && type !== 'object[]')) plain = false;
      parent = `NonNullable<${parent}[${JSON.stringify(key)}]>${segment.endsWith('[]') ? '[number]' : ''}`;
    }
    if (!plain) continue;
    lines.push(line(`((v: Omit<${parent}, ${JSON.stringify(field)}>) => v satisfies ${parent});`, `${name}.${path}`));
  }
  return lines;
}

/** A variable per field, of the type the caller held it in. */
function reads(root: string, fields: Record<string, FieldSurface>, types: Surface['types'], owner: string): string[] {
  const lines: string[] = [];
  let i = 0;
  for (const [path, f] of Object.entries(fields)) {
    const expr = reader(root, path, fields);
    const held = heldType(f, types, !f.required, true);
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
