// Reads a YAML spec keeping source positions, so every later check can point at file:line:col.

import { readFile } from 'node:fs/promises';
import { LineCounter, isMap, isPair, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
import type { Diagnostic, RuleName } from './diagnostics.js';

export type Pointer = readonly (string | number)[];

export interface LoadedSpec {
  /** Path as shown in messages, relative to the project root: `specs/hosting.yaml`. */
  file: string;
  /** The service name: the file name without `.yaml`. */
  service: string;
  /** The parsed document as plain data (undefined when YAML failed). */
  data: Record<string, unknown> | undefined;
  /** line:col of the node at `pointer`, or of its nearest existing ancestor. */
  locate(pointer: Pointer): { line: number; col: number };
  /** A diagnostic at `pointer`. */
  at(pointer: Pointer, rule: RuleName, message: string): Diagnostic;
  yamlErrors: Diagnostic[];
}

export function serviceNameOf(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.ya?ml$/, '');
}

export function loadSpecText(file: string, text: string): LoadedSpec {
  const lineCounter = new LineCounter();
  const doc: Document = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const position = (offset: number) => {
    const p = lineCounter.linePos(offset);
    return { line: p.line, col: p.col };
  };
  const yamlErrors: Diagnostic[] = doc.errors.map((e) => {
    const pos = e.linePos?.[0] ?? position(e.pos[0]);
    return { file, line: pos.line, col: pos.col, rule: 'yaml', message: e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '') };
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
  const data = yamlErrors.length > 0 ? undefined : (doc.toJS({ maxAliasCount: 1000 }) as Record<string, unknown>);
  return {
    file,
    service: serviceNameOf(file),
    data: data && typeof data === 'object' ? data : undefined,
    locate,
    at: (pointer, rule, message) => ({ file, ...locate(pointer), rule, message }),
    yamlErrors,
  };
}

export async function loadSpec(root: string, file: string): Promise<LoadedSpec> {
  return loadSpecText(file, await readFile(`${root}/${file}`, 'utf8'));
}
