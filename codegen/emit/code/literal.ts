// Prints plain data as a TypeScript/JavaScript literal: bare keys where possible, single-quoted
// strings, two-space indent. `raw()` marks text to insert as code (a reference, not a string).

import { propertyKey } from '../../model/naming.js';

const RAW = Symbol('raw');
export interface Raw {
  [RAW]: string;
}
export const raw = (code: string): Raw => ({ [RAW]: code });
const isRaw = (v: unknown): v is Raw => typeof v === 'object' && v !== null && RAW in v;

export function quote(text: string): string {
  return `'${text
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}'`;
}

export function literal(value: unknown, indent = 0): string {
  if (isRaw(value)) return value[RAW];
  if (value === undefined) return 'undefined';
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'string') return quote(value);
  const pad = '  '.repeat(indent + 1);
  const end = '  '.repeat(indent);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((v) => literal(v, indent + 1));
    const oneLine = `[${items.join(', ')}]`;
    if (oneLine.length <= 80 && !oneLine.includes('\n')) return oneLine;
    return `[\n${items.map((i) => `${pad}${i},`).join('\n')}\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  const parts = entries.map(([k, v]) => `${k === '__proto__' ? "['__proto__']" : propertyKey(k)}: ${literal(v, indent + 1)}`);
  const oneLine = `{ ${parts.join(', ')} }`;
  if (oneLine.length <= 80 && !oneLine.includes('\n')) return oneLine;
  return `{\n${parts.map((p) => `${pad}${p},`).join('\n')}\n${end}}`;
}
