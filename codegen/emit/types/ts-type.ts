// Prints a normalised JSON Schema as a TypeScript type: enums as literal unions, component
// references and the model's shared types as their type names, `null` in a type list as `| null`, objects inline with their
// derived properties, open values (`anyOf` of known strings and any string) as
// `'known' | (string & {})`, and schemas that say nothing as `unknown`.

import { isObject } from '../../openapi/json.js';
import { componentName } from '../../openapi/pointer.js';
import { propertyKey } from '../../model/naming.js';
import { hiddenIn, type Shape } from '../../model/access.js';
import { discriminatedBranches, inheritedTag } from '../../model/discriminator.js';
import { derivedOf, discriminatorOf, typeList } from '../../model/schema-node.js';
import type { ValueTransforms } from '../../model/types.js';
import { leafOf, type PlanLeaf } from '../../model/value-plans.js';
import type { SchemaLookup } from '../../model/shape.js';
import { writtenAsOf } from '../../model/shared-types.js';
import type { JsonSchema, SchemaNode } from '../../model/types.js';
import { docBlock } from '../code/print.js';
import { quote } from '../code/literal.js';

export interface TypeContext {
  /** The type name of a component schema (in this context's shape). */
  typeName(component: string): string | undefined;
  /** How a `format: binary` string is typed where it is sent as a file. */
  binary?: string;
  /** The shape written (model/access.ts): its hidden properties (readOnly or writeOnly) are left out. */
  shape?: Shape;
  /** The component schemas, by name: for their readOnly/writeOnly flags and discriminators. */
  lookup?: SchemaLookup;
  /** Shared types written out rather than named (their read and write shapes differ, and this is the write shape). */
  spelledOut?: ReadonlySet<string>;
  /** The component whose declaration is being written (a child of a discriminated allOf parent). */
  component?: string;
  /** The value conversions asked for: dates as Date, int64 as bigint or string (model/value-plans.ts). */
  transforms?: ValueTransforms;
}

const LEAF_TYPES: Record<PlanLeaf, string> = { date: 'Date', 'date-time': 'Date', bigint: 'bigint', 'int64-string': 'string' };

function literalType(v: unknown): string {
  return typeof v === 'string' ? quote(v) : v === null ? 'null' : typeof v === 'object' ? 'unknown' : JSON.stringify(v);
}

function union(types: string[]): string {
  const unique = [...new Set(types)];
  if (unique.includes('unknown')) return 'unknown';
  // An open value: string literals beside plain `string` would collapse into `string`; `string & {}`
  // keeps the known values offered by editors while any other string is still accepted.
  const open = unique.indexOf('string');
  if (open >= 0 && unique.some((t) => /^'/.test(t))) unique[open] = '(string & {})';
  return unique.length === 0 ? 'never' : unique.map((t) => (t.includes('=>') ? `(${t})` : t)).join(' | ');
}

function docComment(schema: SchemaNode, pad: string): string {
  const lines: string[] = [];
  if (schema.description !== undefined) lines.push(...schema.description.trim().split('\n'));
  if (schema.deprecated === true) lines.push('@deprecated');
  return docBlock(lines.join('\n'), pad);
}

function objectType(schema: SchemaNode, ctx: TypeContext, indent: number): string {
  const props = schema.properties ?? {};
  const required = new Set(schema.required);
  const pad = '  '.repeat(indent + 1);
  const lines: string[] = [];
  const visible = Object.entries(props).filter(([, p]) => !(ctx.shape && ctx.lookup && hiddenIn(p, ctx.shape, ctx.lookup)));
  for (const [name, p] of visible) {
    const doc = isObject(p) ? docComment(p, pad) : '';
    lines.push(`${doc}${pad}${propertyKey(name)}${required.has(name) ? '' : '?'}: ${tsType(p, ctx, indent + 1)};`);
  }
  for (const d of derivedOf(schema)) {
    const doc = docBlock([d.description, `Derived by the client from \`${d.from}\`.`].filter(Boolean).join('\n'), pad);
    lines.push(`${doc}${pad}${propertyKey(d.name)}: ${union(d.values.map((v) => literalType(v[1])))};`);
  }
  const extra = schema.additionalProperties ?? (schema.patternProperties ? Object.values(schema.patternProperties)[0] : undefined);
  if (extra !== undefined && extra !== false) {
    const valueType = extra === true ? 'unknown' : tsType(extra, ctx, indent + 1);
    const known = visible.map(([, p]) => tsType(p, ctx, indent + 1));
    const optional = visible.some(([name]) => !required.has(name));
    const all = visible.length > 0 ? union([valueType, ...known, ...(optional ? ['undefined'] : [])]) : valueType;
    lines.push(`${pad}[key: string]: ${all};`);
  }
  if (lines.length === 0) return extra === false ? 'Record<string, never>' : 'Record<string, unknown>';
  return `{\n${lines.join('\n')}\n${'  '.repeat(indent)}}`;
}

function typeFor(type: string, schema: SchemaNode, ctx: TypeContext, indent: number): string {
  switch (type) {
    case 'string':
      return schema.format === 'binary' && ctx.binary ? ctx.binary : 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array': {
      if (schema.prefixItems) {
        const items = schema.prefixItems.map((s) => tsType(s, ctx, indent));
        return `[${items.join(', ')}${schema.items === false ? '' : ', ...unknown[]'}]`;
      }
      const item = schema.items === undefined ? 'unknown' : tsType(schema.items, ctx, indent);
      return /^[\w.]+$/.test(item) ? `${item}[]` : `Array<${item}>`;
    }
    case 'object':
      return objectType(schema, ctx, indent);
    default:
      return 'unknown';
  }
}

function hasShape(s: JsonSchema): boolean {
  return (
    isObject(s) &&
    (s.type !== undefined ||
      s.$ref !== undefined ||
      s.enum !== undefined ||
      s.const !== undefined ||
      s.properties !== undefined ||
      s.items !== undefined ||
      s.allOf !== undefined ||
      s.anyOf !== undefined ||
      s.oneOf !== undefined)
  );
}

/**
 * The TypeScript type of `schema`; `indent` is the nesting level for multi-line objects. A schema
 * the model shares (model/shared-types.ts) is written as the name it gave it.
 */
export function tsType(schema: JsonSchema, ctx: TypeContext, indent = 0): string {
  const shared = writtenAsOf(schema);
  return shared !== undefined && !ctx.spelledOut?.has(shared) ? shared : declaredType(schema, ctx, indent);
}

/** `{ name: 'a' | 'b' }`: the discriminator property holding the values that name one alternative. */
function tagType(property: string, values: readonly unknown[]): string {
  return `{ ${propertyKey(property)}: ${union(values.map(literalType))} }`;
}

/** The alternatives of a oneOf/anyOf, each with the discriminator value that names it (when the schema has a discriminator). */
function alternativeTypes(schema: SchemaNode, list: readonly JsonSchema[], ctx: TypeContext, indent: number): string[] {
  const types = list.map((s) => tsType(s, ctx, indent));
  const d = discriminatorOf(schema);
  if (!d || !ctx.lookup) return types;
  for (const branch of discriminatedBranches(d, list, ctx.lookup)) {
    const t = types[branch.index]!;
    if (!branch.own && t !== 'unknown') types[branch.index] = `${t.includes('|') ? `(${t})` : t} & ${tagType(d.propertyName, branch.values)}`;
  }
  return types;
}

/**
 * Part `index` of the allOf of the component being declared: a parent with a discriminator is
 * written with its discriminator property holding the values that name this component (see
 * model/discriminator.ts `inheritedTag`), so a union of the children narrows on it.
 */
function partType(part: JsonSchema, index: number, ctx: TypeContext, indent: number): string {
  const type = tsType(part, ctx, indent);
  if (ctx.component === undefined || indent !== 0 || !ctx.lookup || type === 'unknown') return type;
  const tag = inheritedTag(ctx.component, ctx.lookup);
  return tag?.part === index ? `Omit<${type}, ${quote(tag.propertyName)}> & ${tagType(tag.propertyName, tag.values)}` : type;
}

/** The TypeScript type of `schema` written out at its top level, for the declaration of a shared type itself. */
export function declaredType(schema: JsonSchema, ctx: TypeContext, indent = 0): string {
  if (schema === true) return 'unknown';
  if (schema === false) return 'never';
  if (schema.$ref !== undefined) {
    const name = componentName(schema.$ref);
    const type = name !== undefined ? ctx.typeName(name) : undefined;
    const own = { ...schema, $ref: undefined };
    delete own.$ref;
    const rest = hasShape(own) ? tsType(own, ctx, indent) : undefined;
    const ref = type ?? 'unknown';
    return rest && rest !== 'unknown' && ref !== 'unknown' ? `${ref} & ${rest.includes('|') ? `(${rest})` : rest}` : ref;
  }
  if ('const' in schema) return literalType(schema.const);
  if (schema.enum) return union(schema.enum.map(literalType));
  const parts: string[] = [];
  for (const key of ['anyOf', 'oneOf'] as const) {
    const list = schema[key];
    if (list?.some(hasShape)) parts.push(union(alternativeTypes(schema, list, ctx, indent)));
  }
  if (schema.allOf?.length) {
    const all = schema.allOf.map((s, i) => partType(s, i, ctx, indent)).filter((t) => t !== 'unknown');
    if (all.length > 0) parts.push(all.map((t) => (t.includes('|') ? `(${t})` : t)).join(' & '));
  }
  const own = ownType(schema, ctx, indent);
  if (parts.length > 0) {
    if (own !== 'unknown' && (schema.properties || schema.type !== undefined)) parts.push(own.includes('|') ? `(${own})` : own);
    return parts.map((p, _i, all) => (all.length > 1 && p.includes('|') && !p.startsWith('(') ? `(${p})` : p)).join(' & ');
  }
  return own;
}

function ownType(schema: SchemaNode, ctx: TypeContext, indent: number): string {
  const leaf = ctx.transforms ? leafOf(schema, ctx.transforms) : undefined;
  if (leaf) return typeList(schema).includes('null') ? `${LEAF_TYPES[leaf]} | null` : LEAF_TYPES[leaf];
  const type = schema.type;
  if (Array.isArray(type)) return union(type.map((t) => typeFor(t, schema, ctx, indent)));
  if (type !== undefined) return typeFor(type, schema, ctx, indent);
  if (schema.properties || schema.additionalProperties !== undefined || derivedOf(schema).length > 0) return objectType(schema, ctx, indent);
  if (schema.items !== undefined || schema.prefixItems) return typeFor('array', schema, ctx, indent);
  return 'unknown';
}
