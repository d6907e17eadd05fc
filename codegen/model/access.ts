// Read and write shapes (OpenAPI's `readOnly` and `writeOnly`): a property marked `readOnly` is
// left out of what a request sends (and no longer required there), one marked `writeOnly` out of
// what a response holds. A component whose two shapes differ (a property so marked, in it or in
// any component it references) gets a second type name for its write shape (`PetWrite`); inline
// objects the model shares are marked the same way. The walk visits each component once and
// follows references through a reverse graph, so it is linear in the document's size.

import { isObject, type JsonObject } from '../openapi/json.js';
import { componentName } from '../openapi/pointer.js';
import type { NamePool } from './naming.js';
import { componentsReaching, walkSchema } from './schema-walk.js';
import type { JsonSchema } from './schema-node.js';
import type { SchemaLookup } from './shape.js';
import type { SchemaModel, SharedTypeModel } from './types.js';

/** The shape a schema is written in: what a response holds (`read`) or what a request sends (`write`). */
export type Shape = 'read' | 'write';

const HIDING_FLAG = { read: 'writeOnly', write: 'readOnly' } as const;

/**
 * True when property schema `property` is left out of `shape`: it carries the flag itself, or the
 * component it references (directly, or as the one part of an allOf) does.
 */
export function hiddenIn(property: JsonSchema, shape: Shape, lookup: SchemaLookup): boolean {
  let cur: JsonSchema | undefined = property;
  for (let hops = 0; hops < 8 && isObject(cur); hops++) {
    if (cur[HIDING_FLAG[shape]] === true) return true;
    if (cur.$ref !== undefined) {
      const name = componentName(cur.$ref);
      cur = name === undefined ? undefined : lookup(name);
    } else if (cur.allOf?.length === 1 && cur.properties === undefined) cur = cur.allOf[0];
    else return false;
  }
  return false;
}

/** Whether a schema node has a property either shape leaves out. */
function flaggedProperties(node: JsonObject, lookup: SchemaLookup): boolean {
  return (
    isObject(node.properties) &&
    Object.values(node.properties).some((p) => hiddenIn(p as JsonSchema, 'read', lookup) || hiddenIn(p as JsonSchema, 'write', lookup))
  );
}

/** Whether a schema (not following references) has a property either shape leaves out, and the components it references. */
function scan(schema: JsonSchema, lookup: SchemaLookup): { flagged: boolean; refs: Set<string> } {
  let flagged = false;
  const refs = walkSchema(schema, (node) => {
    if (!flagged) flagged = flaggedProperties(node, lookup);
  });
  return { flagged, refs };
}

/**
 * Marks the components and shared types whose read and write shapes differ: each such component
 * that a request can send (reached from `writeRoots`, the schemas of the operations' parameters)
 * gets `writeTypeName` (from `types`, so it clashes with no other name), each such shared type
 * `shapesDiffer`.
 */
export function markShapes(schemas: SchemaModel[], sharedTypes: SharedTypeModel[], lookup: SchemaLookup, types: NamePool, writeRoots: JsonSchema[]): void {
  // A component whose shapes differ: a property so marked in it, or in a component it references.
  const { reaching: differs, refsOf } = componentsReaching(schemas, (node) => flaggedProperties(node, lookup));
  // The components a request can send: those its parameters reference, and theirs in turn.
  const sent = new Set<string>();
  const queue = writeRoots.flatMap((root) => [...scan(root, lookup).refs]);
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (sent.has(name)) continue;
    sent.add(name);
    queue.push(...(refsOf.get(name) ?? []));
  }
  for (const s of schemas) if (differs.has(s.name) && sent.has(s.name)) s.writeTypeName = types.take(`${s.typeName}Write`);
  for (const t of sharedTypes) {
    const { flagged, refs } = scan(t.schema, lookup);
    if (flagged || [...refs].some((r) => differs.has(r))) t.shapesDiffer = true;
  }
}
