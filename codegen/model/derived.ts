// Finds where schemas carrying derived properties (x-derived, read by model/schema.ts) occur inside
// a response schema — through component references, properties, array items and
// allOf/anyOf/oneOf — so the runtime adds them to exactly those objects of a decoded response.

import { isObject } from '../openapi/json.js';
import { componentName } from '../openapi/pointer.js';
import { derivedOf } from './schema.js';
import type { SchemaLookup } from './shape.js';
import type { DeriveRuleModel, JsonSchema } from './types.js';

const MAX_DEPTH = 12;

export function deriveRules(schema: JsonSchema, lookup: SchemaLookup): DeriveRuleModel[] {
  const rules: DeriveRuleModel[] = [];
  const visit = (node: JsonSchema | undefined, at: string[], refs: readonly string[]): void => {
    if (!isObject(node) || at.length > MAX_DEPTH) return;
    if (typeof node.$ref === 'string') {
      const name = componentName(node.$ref);
      if (name === undefined || refs.includes(name)) return; // a recursive schema: each level is reached once
      visit(lookup(name), at, [...refs, name]);
      return;
    }
    for (const d of derivedOf(node)) rules.push({ at, name: d.name, from: d.from, values: d.values });
    if (isObject(node.properties)) for (const [prop, sub] of Object.entries(node.properties)) visit(sub as JsonSchema, [...at, prop], refs);
    if (node.items !== undefined) visit(node.items as JsonSchema, [...at, '*'], refs);
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
      if (Array.isArray(node[key])) for (const sub of node[key]) visit(sub as JsonSchema, at, refs);
    }
  };
  visit(schema, [], []);
  return rules;
}
