// Parses a document's text (YAML or JSON) into plain data plus a way to find any node's line and
// column. YAML is read first by js-yaml (about five times faster than \`yaml\`, which builds a
// syntax tree with positions); the tree is built only when a diagnostic needs a position, or when
// js-yaml refuses the text or the document uses aliases, so that errors, duplicate keys and alias
// bombs are reported by \`yaml\` exactly as before. JSON is parsed with JSON.parse and located by a
// scan only when a diagnostic needs it. A leading byte order mark (which .NET tools write, and
// which both YAML and JSON allow) is not part of the document. Problems are diagnostics, never
// exceptions.

import { FAILSAFE_SCHEMA, Type, load as loadYaml } from 'js-yaml';
import { LineCounter, isMap, isPair, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import type { Diagnostic } from '../openapi/diagnostics.js';
import type { Pointer } from '../openapi/pointer.js';
import { jsonPositions, lineColAt } from './json-positions.js';

/** Aliases a YAML document may expand; more means a "billion laughs" document. */
export const MAX_YAML_ALIASES = 200;

export interface Parsed {
  data: unknown;
  locate(pointer: Pointer): { line: number; col: number };
  diagnostics: Diagnostic[];
}

/** U+FEFF at the start of a text: the byte order mark some editors and tools write. */
const BYTE_ORDER_MARK = '\uFEFF';

/** The rule that names a file's syntax in diagnostics: `json` for a .json file, else `yaml`. */
export function syntaxRule(file: string): 'json' | 'yaml' {
  return /\.json$/i.test(file) ? 'json' : 'yaml';
}

function looksLikeJson(file: string, text: string): boolean {
  return /\.json$/i.test(file) || /^\s*\{/.test(text);
}

function parseJson(file: string, text: string): Parsed | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    if (/\.json$/i.test(file)) {
      const at = /position (\d+)/.exec(String((error as Error).message));
      const pos = lineColAt(text, at ? Number(at[1]) : 0);
      const message = String((error as Error).message)
        .replace(/ in JSON at position \d+.*$/, '')
        .replace(/^JSON\.parse: /, '');
      return { data: undefined, locate: () => pos, diagnostics: [{ file, ...pos, severity: 'error', rule: 'json', message: `not valid JSON: ${message}` }] };
    }
    return undefined; // a YAML document that starts with `{`: let the YAML parser read it
  }
  const positions = jsonPositions(text);
  return { data, locate: (pointer) => positions.lineCol(positions.offset(pointer)), diagnostics: [] };
}

function parseYaml(file: string, text: string): Parsed {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const position = (offset: number) => {
    const p = lineCounter.linePos(offset);
    return { line: p.line, col: p.col };
  };
  const diagnostics: Diagnostic[] = doc.errors.map((e) => {
    const pos = e.linePos?.[0] ?? position(e.pos[0]);
    return {
      file,
      line: pos.line,
      col: pos.col,
      severity: 'error',
      rule: 'yaml',
      message: e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, ''),
    };
  });
  const locate = (pointer: Pointer) => {
    let node: unknown = doc.contents;
    let best = (doc.contents as Node | null)?.range?.[0] ?? 0;
    for (const segment of pointer) {
      if (isMap(node)) {
        const pair = node.items.find((it) => isPair(it) && isScalar(it.key) && String(it.key.value) === String(segment));
        if (!pair) break;
        const keyRange = (pair.key as Node).range;
        if (keyRange) best = keyRange[0];
        node = pair.value;
        const valueRange = (node as Node | null)?.range;
        if (valueRange && !isMap(node) && !isSeq(node)) best = valueRange[0];
      } else if (isSeq(node)) {
        const item = node.items[Number(segment)];
        if (item === undefined) break;
        node = item;
        const range = (item as Node).range;
        if (range) best = range[0];
      } else break;
    }
    return position(best);
  };
  if (diagnostics.length > 0) return { data: undefined, locate, diagnostics };
  try {
    return { data: doc.toJS({ maxAliasCount: MAX_YAML_ALIASES }), locate, diagnostics };
  } catch (error) {
    const message = /alias/i.test(String((error as Error).message))
      ? `the document expands too many aliases (more than ${MAX_YAML_ALIASES}); refusing to read it`
      : `cannot read the document: ${String((error as Error).message).split('\n')[0]}`;
    return { data: undefined, locate, diagnostics: [{ file, line: 1, col: 1, severity: 'error', rule: 'yaml', message }] };
  }
}

/**
 * The YAML 1.2 core schema with `yaml`'s own rules for plain scalars (js-yaml's core schema also
 * reads `1_000` as a number and `-.5` as a string): the first rule that matches a scalar reads it.
 */
const CORE_SCALARS = [
  { tag: 'null', test: /^(?:~|[Nn]ull|NULL)?$/, read: () => null },
  { tag: 'bool', test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, read: (s: string) => s[0] === 't' || s[0] === 'T' },
  { tag: 'int', test: /^0o[0-7]+$/, read: (s: string) => parseInt(s.slice(2), 8) },
  { tag: 'int', test: /^[-+]?[0-9]+$/, read: (s: string) => parseInt(s, 10) },
  { tag: 'int', test: /^0x[0-9a-fA-F]+$/, read: (s: string) => parseInt(s.slice(2), 16) },
  {
    tag: 'float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    read: (s: string) => (s.slice(-3).toLowerCase() === 'nan' ? NaN : s[0] === '-' ? -Infinity : Infinity),
  },
  { tag: 'float', test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/, read: parseFloat },
  { tag: 'float', test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/, read: parseFloat },
];
const scalarType = (tag: string) => {
  const rules = CORE_SCALARS.filter((r) => r.tag === tag);
  return new Type(`tag:yaml.org,2002:${tag}`, {
    kind: 'scalar',
    resolve: (s: unknown) => typeof s === 'string' && rules.some((r) => r.test.test(s)),
    construct: (s: string) => rules.find((r) => r.test.test(s))!.read(s),
  });
};
const CORE_SCHEMA = FAILSAFE_SCHEMA.extend({ implicit: ['null', 'bool', 'int', 'float'].map(scalarType) });

/** True when some object or array is reached twice: the document used aliases (js-yaml shares their nodes). */
function sharesNodes(data: unknown): boolean {
  const seen = new Set<object>();
  const stack = [data];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (seen.has(node)) return true;
    seen.add(node);
    for (const value of Object.values(node)) if (typeof value === 'object' && value !== null) stack.push(value);
  }
  return false;
}

/** The fast path: plain data from js-yaml (YAML 1.2 core schema, as \`yaml\` reads it), positions on demand. */
function parseYamlFast(file: string, text: string): Parsed | undefined {
  let data: unknown;
  try {
    data = loadYaml(text, { schema: CORE_SCHEMA, filename: file });
  } catch {
    return undefined;
  }
  if (sharesNodes(data)) return undefined;
  let tree: Parsed | undefined;
  return { data, locate: (pointer) => (tree ??= parseYaml(file, text)).locate(pointer), diagnostics: [] };
}

export function parseText(file: string, withMark: string): Parsed {
  const text = withMark.startsWith(BYTE_ORDER_MARK) ? withMark.slice(1) : withMark;
  return (looksLikeJson(file, text) ? parseJson(file, text) : undefined) ?? parseYamlFast(file, text) ?? parseYaml(file, text);
}
