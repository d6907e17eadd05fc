// The component schemas a validator job needs: those its entries reach through their references,
// directly or through other components. ajv compiles only what an export reaches, but every
// schema of a job is still copied to the worker thread, checked against JSON Schema and added to
// ajv first: Amazon EC2's params entries reach 928 of its 2,103 distinct components, and the
// others were about a third of the job's schemas. Read from the schemas' JSON texts (made anyway:
// same-components.ts, validator-modules.ts). Where a reference could lead somewhere the texts do
// not say (a place-bound keyword such as a nested `$id` or a dynamic reference, or a reference to
// neither a schema of the job nor a part of its own schema), every component is kept.

import type { JsonObject as Obj } from '../../openapi/json.js';

/** Keywords whose meaning depends on where a schema is (as in same-components.ts). */
const PLACE_BOUND = /"\$(?:id|anchor|dynamicAnchor|dynamicRef|recursiveRef|recursiveAnchor)"/;

/** Each reference's value in a JSON text. */
const REF = /"\$ref":"((?:[^"\\]|\\.)*)"/g;

/**
 * The ids of the `components` that none of `roots` (the JSON texts of the job's other schemas,
 * without their own `$id`) reaches. `refsOf[i]`: the components `components[i]` refers to, or
 * undefined where that is not known (then none is left out). `base`: the prefix of every id of
 * the job; `prefix`: that of the components'.
 */
export function unreachedComponents(
  components: readonly Obj[],
  refsOf: ReadonlyArray<readonly string[] | undefined>,
  roots: readonly string[],
  base: string,
  prefix: string,
): Set<string> {
  if (refsOf.some((refs) => refs === undefined)) return new Set();
  const index = new Map(components.map((c, i) => [c.$id as string, i]));
  const reached = new Set<number>();
  const stack: number[] = [];
  const reach = (id: string) => {
    const i = index.get(id);
    if (i !== undefined && !reached.has(i)) {
      reached.add(i);
      stack.push(i);
    }
  };
  for (const text of roots) {
    if (PLACE_BOUND.test(text)) return new Set();
    for (const m of text.matchAll(REF)) {
      const ref = m[1]!;
      if (ref.startsWith('#')) continue;
      if (!ref.startsWith(base)) return new Set();
      if (ref.startsWith(prefix)) {
        const hash = ref.indexOf('#');
        reach(hash < 0 ? ref : ref.slice(0, hash));
      }
    }
  }
  while (stack.length > 0) for (const id of refsOf[stack.pop()!]!) reach(id);
  return new Set(components.filter((_, i) => !reached.has(i)).map((c) => c.$id as string));
}
