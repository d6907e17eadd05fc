// Bundles external references (`$ref: './common.yaml#/components/schemas/Error'`) into the root
// document, so everything after loading sees one self-contained document: a component of another
// file becomes a component of the root (renamed when the name is taken), a whole file becomes a
// component schema named after the file, anything else is copied in place. References inside the
// imported parts are rewritten the same way. A reference that cannot be read becomes an empty
// schema with a warning, so one broken link does not stop generation.

import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Diagnostic } from '../openapi/diagnostics.js';
import { isObject, type JsonObject } from '../openapi/json.js';
import { refSegments, toRef, valueAt } from '../openapi/pointer.js';
import { parseText } from './parse.js';

/** At most this many files are read for one document. */
const MAX_FILES = 200;

interface ExternalFile {
  path: string;
  data: unknown;
}

function splitRef(ref: string): { file: string; fragment: string } {
  const hash = ref.indexOf('#');
  return hash < 0 ? { file: ref, fragment: '#' } : { file: ref.slice(0, hash), fragment: ref.slice(hash) || '#' };
}

function baseName(path: string): string {
  return (
    path
      .replace(/^.*\//, '')
      .replace(/\.(ya?ml|json)$/i, '')
      .replace(/[^A-Za-z0-9_]+/g, '_') || 'external'
  );
}

/** Where a node is, below the node a walk started from: its key, and its parent's place. */
interface Place {
  parent: Place | undefined;
  key: string | number;
}

/** The pointer segments of `place`, after `at` (where the walk started). */
function pathOf(at: readonly (string | number)[], place: Place | undefined): (string | number)[] {
  const keys: (string | number)[] = [];
  for (let p = place; p; p = p.parent) keys.push(p.key);
  return [...at, ...keys.reverse()];
}

/**
 * Replaces every external `$ref` in `root` (the parsed document at `rootPath`) with a local one.
 * `report(message, pointerOfRef)` receives a warning for each reference that could not be read.
 * Returns the absolute paths of the files it tried to read (what a watcher watches).
 */
export async function bundleExternalRefs(
  root: JsonObject,
  rootPath: string,
  report: (d: Omit<Diagnostic, 'file' | 'line' | 'col'>, at: (string | number)[]) => void,
): Promise<string[]> {
  const files = new Map<string, ExternalFile | null>();
  const localFor = new Map<string, string>(); // `${path}#${fragment}` → local ref
  const components = (root.components ??= {}) as JsonObject;

  const load = async (path: string): Promise<ExternalFile | null> => {
    if (files.has(path)) return files.get(path)!;
    if (files.size >= MAX_FILES) return null;
    let file: ExternalFile | null = null;
    try {
      const parsed = parseText(path, await readFile(path, 'utf8'));
      if (parsed.diagnostics.length === 0) file = { path, data: parsed.data };
    } catch {
      file = null;
    }
    files.set(path, file);
    return file;
  };

  const claim = (kind: string, wanted: string): string => {
    const map = (components[kind] ??= {}) as JsonObject;
    let name = wanted;
    for (let n = 2; Object.hasOwn(map, name); n++) name = `${wanted}${n}`;
    map[name] = {};
    return name;
  };

  /** Rewrites the `$ref`s of `node` (found in the file at `fromPath`; root when undefined) in place. */
  const rewrite = async (node: unknown, fromPath: string | undefined, at: (string | number)[]): Promise<void> => {
    // Each node's place is kept as a link to its parent's, and made a path only for a reference
    // that is rewritten: a path copied for every node of a large document cost more than the walk.
    const stack: Array<[unknown, Place | undefined]> = [[node, undefined]];
    while (stack.length > 0) {
      const [cur, place] = stack.pop()!;
      if (Array.isArray(cur)) cur.forEach((v, i) => stack.push([v, { parent: place, key: i }]));
      if (!isObject(cur)) continue;
      if (typeof cur.$ref === 'string' && (fromPath !== undefined || !cur.$ref.startsWith('#'))) {
        const target = await localize(cur.$ref, fromPath ?? rootPath, pathOf(at, place));
        if (target === undefined) {
          const kept = Object.fromEntries(Object.entries(cur).filter(([k]) => k !== '$ref'));
          for (const k of Object.keys(cur)) delete cur[k];
          Object.assign(cur, kept);
        } else cur.$ref = target;
      }
      for (const k in cur) {
        const v = cur[k];
        if (k !== '$ref' && typeof v === 'object' && v !== null && Object.hasOwn(cur, k)) stack.push([v, { parent: place, key: k }]);
      }
    }
  };

  const localize = async (ref: string, fromPath: string, where: (string | number)[]): Promise<string | undefined> => {
    const { file, fragment } = splitRef(ref);
    const path = file === '' ? fromPath : resolve(dirname(fromPath), file);
    if (path === rootPath) return fragment;
    const key = `${path}${fragment}`;
    const known = localFor.get(key);
    if (known !== undefined) return known;
    const loaded = await load(path);
    const segments = refSegments(fragment);
    const value = loaded && segments ? valueAt(loaded.data, segments) : undefined;
    if (value === undefined) {
      report(
        {
          severity: 'warning',
          rule: 'ref',
          message: `$ref "${ref}" cannot be read (${loaded ? 'no such node' : 'file missing or not a valid document'}); it is treated as a schema that accepts anything`,
        },
        [...where, '$ref'],
      );
      return undefined;
    }
    const copy = structuredClone(value);
    let local: string;
    if (segments!.length === 3 && segments![0] === 'components') {
      local = toRef(['components', segments![1]!, claim(segments![1]!, segments![2]!)]);
    } else if (segments!.length === 0) {
      local = toRef(['components', 'schemas', claim('schemas', baseName(path))]);
    } else {
      local = toRef(['components', 'schemas', claim('schemas', `${baseName(path)}_${segments!.join('_').replace(/[^A-Za-z0-9_]+/g, '_')}`)]);
    }
    localFor.set(key, local);
    const localSegments = refSegments(local)!;
    (components[localSegments[1]!] as JsonObject)[localSegments[2]!] = copy;
    await rewrite(copy, path, where);
    return local;
  };

  await rewrite(root, undefined, []);
  return [...files.keys()];
}
