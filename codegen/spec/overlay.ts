// OpenAPI Overlay Specification 1.0 (`--overlay FILE`): each overlay's actions, in order, change the
// document before anything else reads it. An action's `target` is a JSONPath (RFC 9535, evaluated
// by jsonpath-rfc9535, which passes the whole JSONPath compliance suite); `remove: true` deletes
// what it selects, otherwise `update` is merged into each selected object (objects merged key by
// key, anything else replaced) or appended to each selected array. Every problem is a diagnostic
// at the overlay's own file:line:col: a file that is not an overlay, an action without a target,
// a target that does not parse or selects nothing, an update that does not fit what it selects.
// What an overlay adds is located at the overlay's lines too (`locate` below), so a later
// diagnostic about it points there.

import { readFile } from 'node:fs/promises';
import { exec, type JsonValue } from 'jsonpath-rfc9535';
import type { Diagnostic } from '../openapi/diagnostics.js';
import { isObject } from '../openapi/json.js';
import type { Pointer } from '../openapi/pointer.js';
import { parseText } from './parse.js';

export interface OverlayInput {
  /** Absolute path. */
  path: string;
  /** As shown in messages. */
  shown: string;
}

type Located = { line: number; col: number; file?: string };

/** Where an overlay put something: the document's path it changed, the overlay's path of the value. */
interface Origin {
  at: Pointer;
  from: Pointer;
  value: unknown;
  /** True when the node at `at` is the update itself (appended to a list), not an object it was merged into. */
  whole: boolean;
  file: string;
  locate(pointer: Pointer): { line: number; col: number };
}

export interface OverlayResult {
  diagnostics: Diagnostic[];
  /** Wraps a document's `locate`: nodes an overlay added are located in the overlay. */
  locate(base: (pointer: Pointer) => Located): (pointer: Pointer) => Located;
}

/** Merges `update` into `target` in place: objects key by key, anything else replaced. */
function merge(target: Record<string, unknown>, update: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(update)) {
    const current = target[key];
    if (isObject(current) && isObject(value)) merge(current, value);
    else target[key] = structuredClone(value);
  }
}

/** The value under `path` inside `root`, or undefined. */
function at(root: unknown, path: Pointer): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/** Applies the overlays to `data` (in place), in order. */
export async function applyOverlays(data: Record<string, unknown>, overlays: readonly OverlayInput[]): Promise<OverlayResult> {
  const diagnostics: Diagnostic[] = [];
  const origins: Origin[] = [];
  for (const overlay of overlays) {
    const problem = (pointer: Pointer, message: string, severity: Diagnostic['severity'] = 'error', locate = (_: Pointer) => ({ line: 1, col: 1 })) =>
      diagnostics.push({ file: overlay.shown, ...locate(pointer), severity, rule: 'overlay', message });
    let text: string;
    try {
      text = await readFile(overlay.path, 'utf8');
    } catch (error) {
      problem([], `the overlay cannot be read: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
      continue;
    }
    let parsed: ReturnType<typeof parseText>;
    try {
      parsed = parseText(overlay.shown, text);
    } catch (error) {
      problem([], `the overlay cannot be parsed: ${String((error as Error).message).split('\n')[0]}`);
      continue;
    }
    if (parsed.diagnostics.length) {
      diagnostics.push(...parsed.diagnostics);
      continue;
    }
    const o = parsed.data;
    const where = (pointer: Pointer, message: string, severity: Diagnostic['severity'] = 'error') => problem(pointer, message, severity, parsed.locate);
    if (!isObject(o) || typeof o.overlay !== 'string' || !/^1\.\d+\.\d+$/.test(o.overlay)) {
      where(
        isObject(o) ? ['overlay'] : [],
        `not an OpenAPI Overlay 1.x document: "overlay" must name its version (1.0.0), got ${JSON.stringify(isObject(o) ? o.overlay : o) ?? 'nothing'}`,
      );
      continue;
    }
    if (!Array.isArray(o.actions) || o.actions.length === 0) {
      where(['actions'], '"actions" must be a list of at least one action');
      continue;
    }
    o.actions.forEach((action: unknown, i: number) => {
      const here: Pointer = ['actions', i];
      if (!isObject(action)) return where(here, 'an action must be a mapping with a "target"');
      if (typeof action.target !== 'string' || action.target === '')
        return where([...here, 'target'], 'an action needs a "target": a JSONPath such as $.paths');
      if (action.remove !== undefined && typeof action.remove !== 'boolean') return where([...here, 'remove'], '"remove" must be true or false');
      const remove = action.remove === true;
      if (!remove && action.update === undefined) return where(here, 'an action needs "update" (or "remove: true")');
      const matches: Array<{ value: JsonValue; path: Pointer }> = [];
      try {
        exec(data as JsonValue, action.target, (value, path) => matches.push({ value, path: [...path] }));
      } catch (error) {
        return where([...here, 'target'], `the target is not a JSONPath (RFC 9535): ${String((error as Error).message).split('\n')[0]}`);
      }
      if (matches.length === 0)
        return where([...here, 'target'], `the target ${action.target} selects nothing in the document; the action changes nothing`, 'warning');
      if (remove) {
        // Deepest and last first, so that earlier indices stay right.
        for (const m of matches.reverse()) {
          const key = m.path.at(-1);
          const parent = at(data, m.path.slice(0, -1));
          if (key === undefined) where([...here, 'target'], 'the target selects the whole document, which cannot be removed');
          else if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
          else if (isObject(parent)) delete parent[key];
        }
        return;
      }
      for (const m of matches) {
        const from: Pointer = [...here, 'update'];
        if (Array.isArray(m.value)) {
          m.value.push(structuredClone(action.update));
          origins.push({ at: [...m.path, m.value.length - 1], from, value: action.update, whole: true, file: overlay.shown, locate: parsed.locate });
        } else if (isObject(m.value) && isObject(action.update)) {
          merge(m.value, action.update);
          origins.push({ at: m.path, from, value: action.update, whole: false, file: overlay.shown, locate: parsed.locate });
        } else {
          where(from, `"update" must be a mapping to merge into what ${action.target} selects (${Array.isArray(m.value) ? 'a list' : typeof m.value})`);
          return;
        }
      }
    });
  }
  return {
    diagnostics,
    locate: (base) => (pointer) => {
      // The latest action that wrote the node wins; a node it did not write is the document's.
      for (let i = origins.length - 1; i >= 0; i--) {
        const o = origins[i]!;
        if (pointer.length < o.at.length || !o.at.every((k, j) => String(k) === String(pointer[j]))) continue;
        const rest = pointer.slice(o.at.length);
        if (rest.length === 0 ? o.whole : at(o.value, rest.slice(0, 1)) !== undefined) {
          let depth = rest.length;
          while (depth > 0 && at(o.value, rest.slice(0, depth)) === undefined) depth--;
          return { file: o.file, ...o.locate([...o.from, ...rest.slice(0, depth)]) };
        }
      }
      return base(pointer);
    },
  };
}
