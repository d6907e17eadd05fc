// Applies a route's `derive` rules to a decoded response: each object
// at a rule's location gets the derived property, mapped from another of its properties
// (e.g. `status: 'enabled' | 'disabled'` from `disabled: boolean`). Knows no service.

import type { DeriveRule } from './description.js';

function visit(node: unknown, at: readonly string[], i: number, rule: DeriveRule): void {
  if (node === null || typeof node !== 'object') return;
  if (i === at.length) {
    if (Array.isArray(node)) return;
    const obj = node as Record<string, unknown>;
    const hit = rule.values.find(([when]) => when === obj[rule.from]);
    if (hit) obj[rule.name] = hit[1];
    return;
  }
  const step = at[i]!;
  if (step === '*') {
    if (Array.isArray(node)) for (const item of node) visit(item, at, i + 1, rule);
    return;
  }
  if (!Array.isArray(node)) visit((node as Record<string, unknown>)[step], at, i + 1, rule);
}

/** Adds the derived properties to `data` in place and returns it. */
export function applyDerived<T>(rules: readonly DeriveRule[] | undefined, data: T): T {
  if (rules) for (const rule of rules) visit(data, rule.at, 0, rule);
  return data;
}
