// Prints a JSON Schema as a TypeScript type: enums as string-literal unions, `$ref`s to
// component schemas as their type names, nullable types as `| null`, objects inline, and open
// values (`anyOf` of known strings and any string) as `'known' | (string & {})`.

import type { JsonSchema } from '../model/types.js';
import { pascalCase, propertyKey } from '../model/naming.js';
import { quote } from './literal.js';
import { isObject as isObj, type JsonObject as Obj } from '../model/json.js';


export function refTypeName(ref: string): string {
  const m = /^#\/components\/schemas\/(.+)$/.exec(ref);
  if (!m) throw new Error(`cannot type $ref "${ref}"`);
  return pascalCase(decodeURIComponent(m[1]!).replace(/~1/g, '/').replace(/~0/g, '~'));
}

function literal(v: unknown): string {
  return typeof v === 'string' ? quote(v) : v === null ? 'null' : JSON.stringify(v);
}

function union(types: string[]): string {
  const unique = [...new Set(types)];
  if (unique.includes('unknown')) return 'unknown';
  // An open value: string literals beside plain `string` would collapse into `string`; `string & {}`
  // keeps the known values offered by editors while any other string is still accepted.
  const open = unique.indexOf('string');
  if (open >= 0 && unique.some((t) => /^'/.test(t))) unique[open] = '(string & {})';
  return unique.length === 0 ? 'never' : unique.join(' | ');
}

function docComment(schema: Obj, pad: string): string {
  const lines: string[] = [];
  if (typeof schema.description === 'string') lines.push(...schema.description.trim().split('\n'));
  if (schema.deprecated === true) lines.push('@deprecated');
  if (lines.length === 0) return '';
  if (lines.length === 1) return `${pad}/** ${lines[0]!.replace(/\*\//g, '*\\/')} */\n`;
  return `${pad}/**\n${lines.map((l) => `${pad} * ${l.replace(/\*\//g, '*\\/')}`.trimEnd()).join('\n')}\n${pad} */\n`;
}

function objectType(schema: Obj, indent: number): string {
  const props = isObj(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const pad = '  '.repeat(indent + 1);
  const lines: string[] = [];
  for (const name of Object.keys(props)) {
    const p = props[name] as JsonSchema;
    const doc = isObj(p) ? docComment(p, pad) : '';
    lines.push(`${doc}${pad}${propertyKey(name)}${required.has(name) ? '' : '?'}: ${tsType(p, indent + 1)};`);
  }
  // x-derived: properties the client adds to decoded responses (always present, one of the mapped values).
  const derived = isObj(schema['x-derived']) ? schema['x-derived'] : {};
  for (const name of Object.keys(derived)) {
    const rule = derived[name] as Obj;
    const doc = docComment({ description: [rule.description, `Derived by the client from \`${String(rule.from)}\`.`].filter(Boolean).join('\n') }, pad);
    lines.push(`${doc}${pad}${propertyKey(name)}: ${union((rule.values as Obj[]).map((v) => literal(v.value)))};`);
  }
  const extra = schema.additionalProperties;
  if (extra !== undefined && extra !== false) {
    const valueType = extra === true ? 'unknown' : tsType(extra as JsonSchema, indent + 1);
    const known = Object.keys(props).map((n) => tsType(props[n] as JsonSchema, indent + 1));
    const all = Object.keys(props).length > 0 ? union([valueType, ...known, ...(required.size < Object.keys(props).length ? ['undefined'] : [])]) : valueType;
    lines.push(`${pad}[key: string]: ${all};`);
  }
  if (lines.length === 0) return extra === false ? 'Record<string, never>' : 'Record<string, unknown>';
  return `{\n${lines.join('\n')}\n${'  '.repeat(indent)}}`;
}

function typeFor(type: string, schema: Obj, indent: number): string {
  switch (type) {
    case 'string':
      return 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array': {
      const item = schema.items === undefined ? 'unknown' : tsType(schema.items as JsonSchema, indent);
      return /^[\w.]+$/.test(item) ? `${item}[]` : `Array<${item}>`;
    }
    case 'object':
      return objectType(schema, indent);
    default:
      return 'unknown';
  }
}

/** The TypeScript type of `schema`; `indent` is the nesting level for multi-line objects. */
export function tsType(schema: JsonSchema, indent = 0): string {
  if (schema === true) return 'unknown';
  if (schema === false) return 'never';
  if (typeof schema.$ref === 'string') return refTypeName(schema.$ref);
  if ('const' in schema) return literal(schema.const);
  if (Array.isArray(schema.enum)) return union(schema.enum.map(literal));
  const parts: string[] = [];
  for (const key of ['anyOf', 'oneOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list) && list.some((s) => isObj(s) && (s.type !== undefined || s.$ref !== undefined || s.enum !== undefined || s.properties !== undefined))) {
      parts.push(union(list.map((s) => tsType(s as JsonSchema, indent))));
    }
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    parts.push(schema.allOf.map((s) => { const t = tsType(s as JsonSchema, indent); return t.includes('|') ? `(${t})` : t; }).join(' & '));
  }
  if (parts.length > 0) return parts.join(' & ');
  const type = schema.type;
  if (Array.isArray(type)) return union(type.map((t) => typeFor(String(t), schema, indent)));
  if (typeof type === 'string') return typeFor(type, schema, indent);
  if (isObj(schema.properties) || schema.additionalProperties !== undefined) return objectType(schema, indent);
  if (schema.items !== undefined) return typeFor('array', schema, indent);
  return 'unknown';
}
