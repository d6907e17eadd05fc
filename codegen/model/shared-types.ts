// Inline object schemas a document writes more than once (GitHub's webhook payloads repeat the
// same repository, user, team, ... objects hundreds of times), found once for every emitter: each
// gets one type name, and every place that writes it is marked with the type it is written as (a
// symbol-keyed annotation, invisible to JSON.stringify and ajv), so the type is declared once and
// referred to. An inline object that prints the same as a component schema is written as the
// component's name; a nullable copy of a shape (`type: [object, null]`) as the shape's name and
// `| null`, and so is a component that is only another component made nullable.
//
// Two schemas are the same when they agree on every keyword their TypeScript type is printed from
// (TYPE_KEYWORDS: descriptions, required lists and property order included), so a named type
// prints exactly what the inline one did. Objects that hold an x-derived property or a
// `format: binary` string are left inline: how they print depends on more than those keywords
// (derived properties; whether a file is sent or received).

import { isObject } from '../openapi/json.js';
import { SCHEMA_LIST_KEYWORDS, SCHEMA_MAP_KEYWORDS, SUBSCHEMA_KEYWORDS } from '../openapi/schema-keywords.js';
import { type NamePool, pascalCase } from './naming.js';
import { derivedOf } from './schema-node.js';
import type { JsonSchema, OperationModel, SchemaModel, SchemaNode, SharedTypeModel, WebhookModel } from './types.js';

/** On a normalised schema: the TypeScript type it is written as (`User`, `Repository | null`). */
const WRITTEN_AS = Symbol('specforge.writtenAs');

/** Objects whose type key is shorter than this stay inline: a name would save little and hide a small shape. */
export const MIN_SHARED_LENGTH = 300;

/**
 * The keywords the TypeScript type of a schema is printed from (emit/types/ts-type.ts): two schemas that
 * agree on these print the same type, whatever their examples, formats, patterns or titles say.
 */
const TYPE_KEYWORDS: ReadonlySet<string> = new Set([
  'type',
  '$ref',
  'const',
  'enum',
  'anyOf',
  'oneOf',
  'allOf',
  'properties',
  'required',
  'additionalProperties',
  'patternProperties',
  'items',
  'prefixItems',
  'description',
  'deprecated',
]);

/** The type a schema is written as when the model shares it (a shared type or a component, maybe `| null`). */
export function writtenAsOf(schema: JsonSchema): string | undefined {
  return isObject(schema) ? (schema as { [WRITTEN_AS]?: string })[WRITTEN_AS] : undefined;
}

function writeAs(schema: SchemaNode, type: string): void {
  Object.defineProperty(schema, WRITTEN_AS, { value: type, configurable: true });
}

/** One place an inline object is written, and the places inside it. */
interface Occurrence {
  schema: SchemaNode;
  /** Its type key, or for a nullable object that of its non-null form. */
  key: string;
  /** A nullable object (`type: [object, null]`), grouped with its non-null form. */
  nullable: boolean;
  /** The root's name, then the property names down to it; `allOf[1]`, `oneOf[0]` for a part of a combination. */
  path: string[];
  inner: Occurrence[];
  /** False once it sits inside a copy that is written as a name: it is no longer printed there. */
  printed: boolean;
}

/** Where a walk starts: a schema, the name leading to it, and whether it is a component (a declaration of its own). */
export interface TypeRoot {
  schema: JsonSchema;
  path: string[];
  component?: string;
}

/** What a walk found under one node: its type key (and its non-null form's), the occurrences right below it, whether it may be shared. */
interface Found {
  key: string;
  nonNullKey?: string;
  inner: Occurrence[];
  shareable: boolean;
}

type Groups = Map<string, Occurrence[]>;

function walk(node: JsonSchema, path: string[], isRoot: boolean, groups: Groups): Found {
  if (!isObject(node)) return { key: JSON.stringify(node), inner: [], shareable: true };
  const inner: Occurrence[] = [];
  let shareable = derivedOf(node).length === 0 && !(node.type === 'string' && node.format === 'binary');
  const visit = (child: unknown, childPath: string[]): string => {
    const found = walk(child as JsonSchema, childPath, false, groups);
    inner.push(...found.inner);
    shareable &&= found.shareable;
    return found.key;
  };
  const parts: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(node)) {
    if (!TYPE_KEYWORDS.has(key)) continue;
    let text: string;
    if (SCHEMA_MAP_KEYWORDS.has(key) && isObject(value))
      text = `{${Object.keys(value)
        .map((name) => `${JSON.stringify(name)}:${visit(value[name], [...path, name])}`)
        .join(',')}}`;
    else if (SCHEMA_LIST_KEYWORDS.has(key) && Array.isArray(value)) text = `[${value.map((item, i) => visit(item, [...path, `${key}[${i}]`])).join(',')}]`;
    else if (SUBSCHEMA_KEYWORDS.has(key)) text = visit(value, path);
    else text = JSON.stringify(value);
    parts.push([key, text]);
  }
  const keyOf = (list: Array<[string, string]>) => `{${list.map(([k, text]) => `${JSON.stringify(k)}:${text}`).join(',')}}`;
  const key = keyOf(parts);
  const types = Array.isArray(node.type) ? node.type : [];
  const nonNull = types.length === 2 && types.includes('null') ? types.find((t) => t !== 'null') : undefined;
  const nonNullKey = nonNull !== undefined ? keyOf(parts.map(([k, text]) => [k, k === 'type' ? JSON.stringify(nonNull) : text])) : undefined;
  const found: Found = { key, inner, shareable, ...(nonNullKey !== undefined ? { nonNullKey } : {}) };
  if (isRoot || !shareable || !node.properties || node.$ref !== undefined) return found;
  const occurrence: Occurrence = { schema: node, key: nonNullKey ?? key, nullable: nonNullKey !== undefined, path, inner, printed: true };
  const list = groups.get(occurrence.key);
  if (list) list.push(occurrence);
  else groups.set(occurrence.key, [occurrence]);
  return { ...found, inner: [occurrence] };
}

function unprint(occurrence: Occurrence): void {
  for (const o of occurrence.inner) {
    o.printed = false;
    unprint(o);
  }
}

const PART = /^(allOf|anyOf|oneOf)\[(\d+)\]$/;

/**
 * Name candidates, most wanted first: its title, else the last two property names (three when it
 * is a part of a combination: `DataOption2`), then with more of the path in front.
 */
function candidates(schema: SchemaNode, path: string[]): string[] {
  const title = schema.title !== undefined ? pascalCase(schema.title) : '';
  const last = path[path.length - 1] ?? '';
  const part = title ? undefined : PART.exec(last);
  const words = path
    .filter((seg) => !PART.test(seg))
    .map(pascalCase)
    .filter((w) => w !== '' && !title.toLowerCase().includes(w.toLowerCase()));
  if (part) words.push(`${part[1] === 'allOf' ? 'Part' : 'Option'}${Number(part[2]) + 1}`);
  const out: string[] = [];
  const first = title ? 0 : Math.min(part ? 3 : 2, words.length);
  for (let n = first; n <= words.length; n++) {
    const name = `${words.slice(words.length - n).join('')}${title}`;
    if (/^[A-Za-z]/.test(name)) out.push(name);
  }
  return out.length > 0 ? out : ['Shape'];
}

/**
 * Finds the inline objects written more than once under `roots`, largest first (a shape inside a
 * repeated shape counts once: the copies write the outer name), names them from `types` and marks
 * every copy with the type it is written as. Returns the new named types, sorted by name.
 */
export function findSharedTypes(roots: TypeRoot[], types: NamePool): SharedTypeModel[] {
  const groups: Groups = new Map();
  const components = new Map<string, string>();
  const nullableComponents: Array<{ schema: SchemaNode; nonNullKey: string }> = [];
  for (const root of roots) {
    const found = walk(root.schema, root.path, root.component !== undefined, groups);
    // A component with an x-derived property prints more than its keywords say: it is neither matched nor made nullable.
    if (root.component === undefined || !isObject(root.schema) || !found.shareable) continue;
    if (!components.has(found.key)) components.set(found.key, root.component);
    if (found.nonNullKey !== undefined) nullableComponents.push({ schema: root.schema, nonNullKey: found.nonNullKey });
  }
  for (const { schema, nonNullKey } of nullableComponents) {
    const name = components.get(nonNullKey);
    if (name !== undefined) writeAs(schema, `${name} | null`);
  }
  const chosen: { list: Occurrence[]; declared: Occurrence; printed: number }[] = [];
  for (const key of [...groups.keys()].sort((a, b) => b.length - a.length)) {
    const list = groups.get(key)!;
    const printed = list.filter((o) => o.printed);
    const component = components.get(key);
    if (component !== undefined && printed.length > 0) {
      for (const o of printed) unprint(o);
      for (const o of list) writeAs(o.schema, o.nullable ? `${component} | null` : component);
    } else if (printed.length >= 2 && key.length >= MIN_SHARED_LENGTH) {
      // Declared from a non-null copy when there is one: the nullable copies are then `Name | null`.
      const declared = printed.find((o) => !o.nullable) ?? list.find((o) => !o.nullable) ?? printed[0]!;
      for (const o of printed) if (o !== declared) unprint(o);
      chosen.push({ list, declared, printed: printed.length });
    }
  }
  // The most written shapes take the plainest names.
  chosen.sort((a, b) => b.printed - a.printed || b.list[0]!.key.length - a.list[0]!.key.length);
  const shared: SharedTypeModel[] = [];
  for (const { list, declared } of chosen) {
    const first = list[0]!;
    const wanted = candidates(declared.schema, first.path);
    const typeName = types.take(wanted.find((n) => !types.has(n)) ?? wanted[wanted.length - 1]!);
    for (const o of list) writeAs(o.schema, o.nullable && !declared.nullable ? `${typeName} | null` : typeName);
    shared.push({ typeName, schema: declared.schema, firstAt: first.path.join('.'), count: list.length });
  }
  return shared.sort((a, b) => (a.typeName < b.typeName ? -1 : a.typeName > b.typeName ? 1 : 0));
}

/** The schemas types.ts prints: components (declarations), each operation's parameters and success body, each webhook's payload. */
export function typeRoots(schemas: SchemaModel[], operations: OperationModel[], webhooks: WebhookModel[]): TypeRoot[] {
  return [
    ...schemas.map((s) => ({ schema: s.schema, path: [s.typeName], component: s.typeName })),
    ...operations.flatMap((op) => [
      ...op.params.map((p) => ({ schema: p.schema, path: [op.typeBase, p.name] })),
      ...(op.success.schema !== undefined ? [{ schema: op.success.schema, path: [`${op.typeBase}ResponseBody`] }] : []),
    ]),
    ...webhooks.map((w) => ({ schema: w.payload, path: [w.typeName] })),
  ];
}
