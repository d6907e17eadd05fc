// The component schemas a validator job needs: those its entries reach through their references,
// directly or through other components, each cleaned for ajv only once reached. ajv compiles only
// what an export reaches, but every component of a job was cleaned, compared with the others
// (same-components.ts), copied to the worker thread, checked against JSON Schema and added to ajv:
// Amazon EC2's params entries reach about a third of its 3,024 components, api.github.com's 25
// of its 900. Where a reference could lead somewhere the schemas do not say (a place-bound keyword
// such as a nested `$id` or a dynamic reference, or a reference to neither a component nor a part
// of its own schema), every component is kept.

import type { JsonObject as Obj } from '../../openapi/json.js';
import { PLACE_BOUND_KEYWORDS as PLACE_BOUND } from './same-components.js';

/**
 * The components a walk of `schema` (below its own `$id`) says it refers to (their ids: a
 * reference's part before `#`, under `prefix`), each handed to `reach`; false where the walk
 * cannot tell (a place-bound keyword, or another reference that is not to a part of itself).
 */
function refsIn(schema: Obj, prefix: string, reach: (id: string) => void): boolean {
  const stack: unknown[] = [schema];
  let root = true;
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      for (const item of node) stack.push(item);
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        if (value.startsWith('#')) continue;
        if (!value.startsWith(prefix)) return false;
        const hash = value.indexOf('#');
        reach(hash < 0 ? value : value.slice(0, hash));
      } else if (PLACE_BOUND.has(key) && !(root && key === '$id')) return false;
      else if (value !== null && typeof value === 'object') stack.push(value);
    }
    root = false;
  }
  return true;
}

/**
 * The components `roots` (the job's cleaned entries) reach, in the order of `ids`, each made by
 * `clean(i)` (component i cleaned, with its id `ids[i]`), none twice; every component where a
 * reference could lead somewhere the schemas do not say.
 */
export function reachedComponents(ids: readonly string[], clean: (i: number) => Obj, roots: readonly Obj[], prefix: string): Obj[] {
  const index = new Map(ids.map((id, i) => [id, i]));
  const made = new Map<number, Obj>();
  const stack: number[] = [];
  const reach = (id: string) => {
    const i = index.get(id);
    if (i !== undefined && !made.has(i)) {
      made.set(i, clean(i));
      stack.push(i);
    }
  };
  const everyOne = () => ids.map((_, i) => made.get(i) ?? clean(i));
  for (const root of roots) if (!refsIn(root, prefix, reach)) return everyOne();
  while (stack.length > 0) if (!refsIn(made.get(stack.pop()!)!, prefix, reach)) return everyOne();
  return [...made.keys()].sort((a, b) => a - b).map((i) => made.get(i)!);
}
