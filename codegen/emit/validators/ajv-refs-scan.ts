// Schemas added to ajv without its scan for the ids and anchors inside them, where they hold none.
// ajv's addSchema walks every schema it is given (getSchemaRefs, ajv/dist/compile/resolve.js) to
// register each `$id`, `$anchor` and `$dynamicAnchor` below its root, building a JSON pointer and
// a URI for every object on the way. The schemas the generator adds almost never hold one
// (cleanSchema keeps them only where a document wrote them), and the walk was about 190 ms of the
// 300 ms Amazon EC2's params validators (3,977 schemas) took to be added, in the worker thread,
// before their compile. For a schema with no such key below its root (a wider test than ajv's:
// objects inside any keyword's value count), the walk's answer is known: no local references and
// nothing registered; so it is not made. Hand-written because ajv has no option for it. Like
// ajv-names.ts it reads ajv's internals (ajv is a devDependency, bundled into the command at the
// version of the lock file), is in force only while our own schemas are added (withoutRefScan),
// and tests/codegen/ajv-refs-scan.test.ts checks ajv's state is the same either way.

import resolveModule from 'ajv/dist/compile/resolve.js';
import { isObject, someObject } from '../../openapi/json.js';

type GetSchemaRefs = (this: unknown, schema: unknown, baseId: string) => unknown;

/** ajv's resolve module as ajv's own modules see it (a CommonJS module: its exports object). */
export const ajvResolve = ((resolveModule as unknown as { default?: unknown }).default ?? resolveModule) as { getSchemaRefs: GetSchemaRefs };

/** Whether any object below `schema`'s root (inside any key's value, lists included) has an `$id`, `$anchor` or `$dynamicAnchor` that is a string. */
export function idsInside(schema: unknown): boolean {
  const below = isObject(schema) ? Object.values(schema) : [];
  return someObject(below, (obj) => typeof obj.$id === 'string' || typeof obj.$anchor === 'string' || typeof obj.$dynamicAnchor === 'string');
}

/**
 * Runs `add` (ajv's addSchema calls) with ajv's scan skipped for the schemas in `plain` (each with
 * no id or anchor below its root: idsInside); ajv is as it was afterwards.
 */
export function withoutRefScan<T>(plain: ReadonlySet<object>, add: () => T): T {
  const original = ajvResolve.getSchemaRefs;
  ajvResolve.getSchemaRefs = function (this: unknown, schema: unknown, baseId: string) {
    return typeof schema === 'object' && schema !== null && plain.has(schema) ? {} : original.call(this, schema, baseId);
  };
  try {
    return add();
  } finally {
    ajvResolve.getSchemaRefs = original;
  }
}
