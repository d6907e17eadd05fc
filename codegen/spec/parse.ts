// Parses a document's text (YAML or JSON) into plain data plus a way to find any node's line and
// column. YAML keeps its syntax tree for positions; JSON is parsed with JSON.parse and located by
// a scan only when a diagnostic needs it. Syntax errors, duplicate keys and alias bombs are
// diagnostics, never exceptions.

import { LineCounter, isMap, isPair, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import type { Diagnostic } from '../openapi/diagnostics.js';
import type { Pointer } from '../openapi/pointer.js';
import { jsonOffset, lineCol } from './json-positions.js';

/** Aliases a YAML document may expand; more means a "billion laughs" document. */
export const MAX_YAML_ALIASES = 200;

export interface Parsed {
  data: unknown;
  locate(pointer: Pointer): { line: number; col: number };
  diagnostics: Diagnostic[];
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
      const pos = lineCol(text, at ? Number(at[1]) : 0);
      const message = String((error as Error).message).replace(/ in JSON at position \d+.*$/, '').replace(/^JSON\.parse: /, '');
      return { data: undefined, locate: () => pos, diagnostics: [{ file, ...pos, severity: 'error', rule: 'yaml', message: `not valid JSON: ${message}` }] };
    }
    return undefined; // a YAML document that starts with `{`: let the YAML parser read it
  }
  return { data, locate: (pointer) => lineCol(text, jsonOffset(text, pointer)), diagnostics: [] };
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
    return { file, line: pos.line, col: pos.col, severity: 'error', rule: 'yaml', message: e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '') };
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

export function parseText(file: string, text: string): Parsed {
  return (looksLikeJson(file, text) ? parseJson(file, text) : undefined) ?? parseYaml(file, text);
}
