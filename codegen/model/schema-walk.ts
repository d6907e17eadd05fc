// A walk over every subschema of a normalised schema (not following references), without
// recursion, so a deep schema costs no stack: each node once, in no particular order. The
// model's graph passes use it to find what a schema holds and which components it references.

import { isObject, type JsonObject } from '../openapi/json.js';
import { componentName } from '../openapi/pointer.js';
import { SCHEMA_LIST_KEYWORDS, SCHEMA_MAP_KEYWORDS, SUBSCHEMA_KEYWORDS } from '../openapi/schema-keywords.js';
import type { JsonSchema } from './schema-node.js';

/** Calls `visit` on each object subschema of `schema` (itself included); returns the component schemas it references. */
export function walkSchema(schema: JsonSchema, visit: (node: JsonObject) => void): Set<string> {
  const refs = new Set<string>();
  const stack: unknown[] = [schema];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!isObject(node)) continue;
    if (typeof node.$ref === 'string') {
      const name = componentName(node.$ref);
      if (name !== undefined) refs.add(name);
    }
    visit(node);
    for (const [key, value] of Object.entries(node)) {
      if (SUBSCHEMA_KEYWORDS.has(key)) stack.push(value);
      else if (SCHEMA_LIST_KEYWORDS.has(key) && Array.isArray(value)) stack.push(...value);
      else if (SCHEMA_MAP_KEYWORDS.has(key) && isObject(value)) stack.push(...Object.values(value));
    }
  }
  return refs;
}

/**
 * The components whose schema has a node `holds` is true of, and every component that references
 * one of them (directly or through others), found through the reverse reference graph: each
 * component walked once. With each component's references.
 */
export function componentsReaching(
  components: ReadonlyArray<{ name: string; schema: JsonSchema }>,
  holds: (node: JsonObject) => boolean,
): { reaching: Set<string>; refsOf: Map<string, Set<string>> } {
  const reaching = new Set<string>();
  const refsOf = new Map<string, Set<string>>();
  const referencedBy = new Map<string, string[]>();
  const pending: string[] = [];
  for (const c of components) {
    let found = false;
    const refs = walkSchema(c.schema, (node) => {
      if (!found && holds(node)) found = true;
    });
    refsOf.set(c.name, refs);
    for (const r of refs) {
      const list = referencedBy.get(r);
      if (list) list.push(c.name);
      else referencedBy.set(r, [c.name]);
    }
    if (found && !reaching.has(c.name)) {
      reaching.add(c.name);
      pending.push(c.name);
    }
  }
  while (pending.length > 0) {
    for (const parent of referencedBy.get(pending.pop()!) ?? []) {
      if (reaching.has(parent)) continue;
      reaching.add(parent);
      pending.push(parent);
    }
  }
  return { reaching, refsOf };
}
