// Finds where schemas carrying derived properties (x-derived, read by model/schema.ts) occur inside
// a response schema — through component references, properties, array items and
// allOf/anyOf/oneOf — so the runtime adds them to exactly those objects of a decoded response.
// A walk of every path through the `$ref` graph is exponential in the worst case (Stripe's
// expandable `anyOf` references: each level doubles the paths), so the walk only enters a schema
// from which a derived property can be reached at all, which is worked out once per component
// (memoised, linear in the document), and walks a component once per place in the response.
// Documents without x-derived are never walked.

import { isObject } from '../openapi/json.js';
import { componentName } from '../openapi/pointer.js';
import { derivedOf } from './schema-node.js';
import type { SchemaLookup } from './shape.js';
import type { DeriveRuleModel, JsonSchema, SchemaNode } from './types.js';

const MAX_DEPTH = 12;
/** The most places of one response the walk visits: a response that nests derived objects more widely keeps the first ones (model/operation.ts warns). */
export const MAX_PLACES = 4096;

/** Whether a derived property can be reached from a schema, memoised per component of `lookup`. */
function reachability(lookup: SchemaLookup): (node: JsonSchema | undefined) => boolean {
  const components = new Map<string, boolean>();
  const nodes = new WeakMap<object, boolean>();
  const reaches = (node: JsonSchema | undefined): boolean => {
    if (!isObject(node)) return false;
    const seen = nodes.get(node);
    if (seen !== undefined) return seen;
    const found = reachesFrom(node);
    nodes.set(node, found);
    return found;
  };
  const reachesFrom = (node: SchemaNode): boolean => {
    if (node.$ref !== undefined) {
      const name = componentName(node.$ref);
      if (name === undefined) return false;
      const known = components.get(name);
      if (known !== undefined) return known;
      components.set(name, false); // a cycle back here adds nothing new
      const found = reaches(lookup(name));
      components.set(name, found);
      return found;
    }
    if (derivedOf(node).length > 0) return true;
    if (node.properties && Object.values(node.properties).some(reaches)) return true;
    if (node.items !== undefined && reaches(node.items)) return true;
    return (['allOf', 'anyOf', 'oneOf'] as const).some((key) => node[key]?.some(reaches));
  };
  return reaches;
}

const cache = new WeakMap<SchemaLookup, (node: JsonSchema | undefined) => boolean>();

/** The rules of a response schema, and whether the walk stopped at MAX_PLACES. */
export function deriveRules(schema: JsonSchema, lookup: SchemaLookup): { rules: DeriveRuleModel[]; truncated: boolean } {
  let reaches = cache.get(lookup);
  if (!reaches) cache.set(lookup, (reaches = reachability(lookup)));
  const rules: DeriveRuleModel[] = [];
  // A component is walked once per place in the response (the alternatives of an anyOf that all
  // lead to it add the same rules), so the walk is bounded by the places, not by the paths.
  const walked = new Set<string>();
  const visit = (node: JsonSchema | undefined, at: string[], refs: readonly string[]): void => {
    if (!isObject(node) || at.length > MAX_DEPTH || !reaches(node)) return;
    if (node.$ref !== undefined) {
      const name = componentName(node.$ref);
      if (name === undefined || refs.includes(name)) return; // a recursive schema: each level is reached once
      const place = `${name}\u0000${at.join('\u0000')}`;
      if (walked.has(place) || walked.size >= MAX_PLACES) return;
      walked.add(place);
      visit(lookup(name), at, [...refs, name]);
      return;
    }
    for (const d of derivedOf(node)) rules.push({ at, name: d.name, from: d.from, values: d.values });
    for (const [prop, sub] of Object.entries(node.properties ?? {})) visit(sub, [...at, prop], refs);
    if (node.items !== undefined) visit(node.items, [...at, '*'], refs);
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) for (const sub of node[key] ?? []) visit(sub, at, refs);
  };
  visit(schema, [], []);
  return { rules, truncated: walked.size >= MAX_PLACES };
}
