// Finds and reads a specforge configuration: `specforge.config.ts`, `.mjs` or `.json`, from a folder
// upwards. JSON is parsed with positions; an .mjs file is imported; a .ts file is transpiled with
// the project's own `typescript` (as Vite loads its config: a sibling .mjs file, imported, then
// removed). The value is checked against ./schema.ts: every problem is a `file:line:col` diagnostic.

import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import type { Diagnostic } from '../openapi/diagnostics.js';
import type { Pointer } from '../openapi/pointer.js';
import { parseText } from '../spec/parse.js';
import type { SpecforgeConfig } from './define.js';
import { CONFIG_SCHEMA } from './schema.js';

/** The file names looked for, in this order, in each folder from the current one upwards. */
export const CONFIG_NAMES = ['specforge.config.ts', 'specforge.config.mjs', 'specforge.config.json'] as const;

export interface LoadedConfig {
  /** Absolute path of the configuration file. */
  path: string;
  /** The path as shown in messages (relative to the current folder). */
  shown: string;
  config: SpecforgeConfig;
  /** line:col of the value at `pointer` (for .ts and .mjs files, of its key's first likely spelling). */
  locate(pointer: Pointer): { line: number; col: number };
}

export type ConfigResult = { loaded: LoadedConfig; diagnostics: [] } | { loaded?: undefined; diagnostics: Diagnostic[] };

/** The nearest configuration file from `from` upwards, or undefined. */
export function findConfig(from: string): string | undefined {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    for (const name of CONFIG_NAMES) if (existsSync(join(dir, name))) return join(dir, name);
    if (dirname(dir) === dir) return undefined;
  }
}

const firstLine = (error: unknown) => String((error as Error)?.message ?? error).split('\n')[0];

/** The default export of a JavaScript or TypeScript configuration. */
async function importConfig(path: string, text: string): Promise<unknown> {
  let module = path;
  if (path.endsWith('.ts')) {
    let ts: typeof import('typescript');
    try {
      ts = (await import(pathToFileURL(createRequire(path).resolve('typescript')).href)) as typeof import('typescript');
      ts = (ts as unknown as { default?: typeof ts }).default ?? ts;
    } catch {
      throw new Error('a specforge.config.ts needs `typescript` installed in the project (npm install -D typescript), or use specforge.config.mjs');
    }
    const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    module = join(dirname(path), `.${basename(path)}.${process.pid}-${Date.now()}.mjs`);
    await writeFile(module, js);
  }
  try {
    // A new URL each time: watch mode reads the edited file, not Node's cached module.
    const imported = (await import(`${pathToFileURL(module).href}?t=${Date.now()}`)) as { default?: unknown };
    return imported.default;
  } finally {
    if (module !== path) await rm(module, { force: true });
  }
}

/** Where a key is written in JavaScript source: the n-th `key:` (n counted over the entries that set it). */
function locateInSource(text: string, value: unknown, pointer: Pointer): { line: number; col: number } {
  const lineCol = (offset: number) => {
    const before = text.slice(0, offset).split('\n');
    return { line: before.length, col: before.at(-1)!.length + 1 };
  };
  for (let depth = pointer.length; depth > 0; depth--) {
    const key = pointer[depth - 1];
    if (typeof key !== 'string') continue;
    // Which occurrence: how many earlier documents set the same key.
    const index = pointer[0] === 'documents' && typeof pointer[1] === 'number' && depth === 3 ? pointer[1] : 0;
    const documents = (value as { documents?: unknown[] })?.documents;
    const nth = Array.isArray(documents) && depth === 3 ? documents.slice(0, index).filter((d) => d && typeof d === 'object' && key in d).length : 0;
    const matches = [...text.matchAll(new RegExp(`(?<![\\w$])["']?${key.replace(/[$]/g, '\\$')}["']?\\s*:`, 'g'))];
    const match = matches[nth] ?? matches[0];
    if (match) return lineCol(match.index);
  }
  return { line: 1, col: 1 };
}

const describe = (value: unknown) =>
  value === undefined
    ? 'nothing'
    : typeof value === 'string'
      ? JSON.stringify(value)
      : Array.isArray(value)
        ? 'an array'
        : value === null
          ? 'null'
          : typeof value === 'object'
            ? 'an object'
            : `${typeof value} ${String(value)}`;

/** `documents[1].output` */
const pathOf = (pointer: Pointer) => pointer.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('') || 'the configuration';

function messageOf(e: ErrorObject, value: unknown, pointer: Pointer): { pointer: Pointer; message: string } {
  const where = pathOf(pointer);
  switch (e.keyword) {
    case 'required':
      return {
        pointer,
        message: `${where === 'the configuration' ? '' : `${where}: `}"${(e.params as { missingProperty: string }).missingProperty}" is required`,
      };
    case 'additionalProperties': {
      const extra = (e.params as { additionalProperty: string }).additionalProperty;
      const allowed = pointer[0] === 'documents' ? Object.keys(CONFIG_SCHEMA.properties.documents.items.properties) : Object.keys(CONFIG_SCHEMA.properties);
      return { pointer: [...pointer, extra], message: `${pathOf([...pointer, extra])} is not a setting (expected one of ${allowed.join(', ')})` };
    }
    case 'type':
      return { pointer, message: `${where}: expected ${(e.params as { type: string }).type}, got ${describe(value)}` };
    case 'pattern':
      return { pointer, message: `${where}: expected an identifier (letters, digits, _ or $, not starting with a digit), got ${describe(value)}` };
    case 'minLength':
      return { pointer, message: `${where}: expected a non-empty string, got ""` };
    case 'minItems':
      return { pointer, message: `${where}: expected at least one document, got none` };
    case 'enum':
      return { pointer, message: `${where}: expected one of ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}, got ${describe(value)}` };
    default:
      return { pointer, message: `${where}: ${e.message}, got ${describe(value)}` };
  }
}

let validate: ReturnType<Ajv2020['compile']> | undefined;

/** Reads, loads and checks the configuration at `path` (absolute). */
export async function readConfig(path: string, cwd = process.cwd()): Promise<ConfigResult> {
  const shown = relative(cwd, path) || basename(path);
  const at = (message: string, line = 1, col = 1): ConfigResult => ({ diagnostics: [{ file: shown, line, col, severity: 'error', rule: 'config', message }] });
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    return at(`cannot be read: ${(error as NodeJS.ErrnoException).code ?? firstLine(error)}`);
  }
  let value: unknown;
  let locate: LoadedConfig['locate'];
  if (path.endsWith('.json')) {
    const parsed = parseText(shown, text);
    if (parsed.diagnostics.length) return { diagnostics: parsed.diagnostics.map((d) => ({ ...d, rule: 'config' as const })) };
    value = parsed.data;
    locate = parsed.locate;
  } else {
    try {
      value = await importConfig(path, text);
    } catch (error) {
      return at(`cannot be loaded: ${firstLine(error)}`);
    }
    if (value === undefined) return at('has no default export (export default defineConfig({ documents: [...] }))');
    locate = (pointer) => locateInSource(text, value, pointer);
  }
  validate ??= new Ajv2020({ allErrors: true, strict: false }).compile(CONFIG_SCHEMA);
  if (!validate(value)) {
    const seen = new Set<string>();
    const diagnostics: Diagnostic[] = [];
    for (const e of validate.errors ?? []) {
      const pointer: Pointer = e.instancePath
        .split('/')
        .slice(1)
        .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
      const target = pointer.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value);
      const { pointer: at, message } = messageOf(e, target, pointer);
      if (seen.has(message)) continue;
      seen.add(message);
      diagnostics.push({ file: shown, ...locate(at), severity: 'error', rule: 'config', message });
    }
    return { diagnostics };
  }
  return { loaded: { path, shown, config: value as SpecforgeConfig, locate }, diagnostics: [] };
}
