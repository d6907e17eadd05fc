// Objects closed with `additionalProperties: false` that a document also uses as parts of an
// `allOf` beside parts declaring other properties (`allOf: [Address, ShippingExtras]`, each
// closed): JSON Schema checks each part alone, so each refuses the others' properties and no value
// meets the whole. The writers meant the union. Found once per document, before its schemas are
// normalised; normalising leaves those parts open (model/schema-mistakes.ts), and the object that
// combines them is closed over all of them instead (`unevaluatedProperties: false`).

import { isObject, type JsonObject } from '../openapi/json.js';
import { componentName, resolveRef } from '../openapi/pointer.js';
import { walk } from '../openapi/walk.js';

export interface OpenParts {
  /** Component schemas to leave open, with a property of another part they would refuse. */
  components: Map<string, string>;
  /** Inline part objects to leave open (by identity), likewise. */
  inline: WeakMap<object, string>;
}

function follow(doc: JsonObject, node: unknown): unknown {
  let cur = node;
  for (let hops = 0; hops < 8 && isObject(cur) && typeof cur.$ref === 'string'; hops++) cur = resolveRef(doc, cur.$ref);
  return cur;
}

/** Property names a schema declares (through references and nested composition; each part read once). */
export function declaredIn(doc: JsonObject, node: unknown, into = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  const cur = follow(doc, node);
  if (!isObject(cur) || seen.has(cur)) return into;
  seen.add(cur);
  if (isObject(cur.properties)) for (const name of Object.keys(cur.properties)) into.add(name);
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = cur[key];
    if (Array.isArray(list)) for (const part of list) declaredIn(doc, part, into, seen);
  }
  return into;
}

export function findOpenParts(doc: JsonObject): OpenParts {
  const found: OpenParts = { components: new Map(), inline: new WeakMap() };
  walk(doc, (node, _pointer, kind) => {
    if (kind !== 'schema' || !Array.isArray(node.allOf)) return;
    const parts: unknown[] = node.allOf;
    if (parts.length + (isObject(node.properties) ? 1 : 0) < 2) return;
    parts.forEach((part, i) => {
      const target = follow(doc, part);
      if (!isObject(target) || target.additionalProperties !== false) return;
      const own = declaredIn(doc, target);
      const others = new Set<string>(isObject(node.properties) ? Object.keys(node.properties) : []);
      parts.forEach((other, j) => j !== i && declaredIn(doc, other, others));
      const refused = [...others].find((name) => !own.has(name));
      if (refused === undefined) return;
      const name = isObject(part) && typeof part.$ref === 'string' ? componentName(part.$ref) : undefined;
      if (name !== undefined) found.components.set(name, refused);
      else if (!isObject(part) || typeof part.$ref !== 'string') found.inline.set(target, refused);
    });
  });
  return found;
}
