// Finds where schemas carrying `x-derived` occur inside a response schema (through component
// `$ref`s, properties, array items and allOf/anyOf/oneOf), so the runtime can add the derived
// properties to exactly those objects of a decoded response.

import { isObject as isObj, type JsonObject as Obj } from './json.js';
import type { DeriveRuleModel, JsonSchema } from './types.js';

const MAX_DEPTH = 12;

function resolveRef(doc: Obj, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let cur: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObj(cur)) return undefined;
    cur = cur[key];
  }
  return cur;
}

/** Every x-derived property of `schema` and of the schemas nested in it, with its location. */
export function deriveRules(doc: Obj, schema: JsonSchema): DeriveRuleModel[] {
  const rules: DeriveRuleModel[] = [];
  const visit = (node: unknown, at: string[], refs: readonly string[]): void => {
    if (!isObj(node) || at.length > MAX_DEPTH) return;
    if (typeof node.$ref === 'string') {
      if (refs.includes(node.$ref)) return; // a recursive schema: each level is reached once
      visit(resolveRef(doc, node.$ref), at, [...refs, node.$ref]);
      return;
    }
    const derived = node['x-derived'];
    if (isObj(derived)) {
      for (const name of Object.keys(derived).sort()) {
        const rule = derived[name] as Obj;
        const values = (rule.values as Obj[]).map((v): [unknown, string | number | boolean] => [v.when, v.value]);
        rules.push({ at, name, from: String(rule.from), values });
      }
    }
    if (isObj(node.properties)) {
      for (const [prop, sub] of Object.entries(node.properties)) visit(sub, [...at, prop], refs);
    }
    if (node.items !== undefined) visit(node.items, [...at, '*'], refs);
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
      if (Array.isArray(node[key])) for (const sub of node[key]) visit(sub, at, refs);
    }
  };
  visit(schema, [], []);
  return rules;
}
