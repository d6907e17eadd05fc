// Where the values the generator was asked to convert sit (`--dates`: `format: date-time` and
// `date` strings; `--int64`: `format: int64` integers), as plans the runtime follows
// (runtime/transforms/plan.ts): one per component that holds such a value (itself or through the
// components it references, found by a walk over the reference graph that visits each component
// once), and per operation one for its parameters (those sent in a JSON body apart from those sent
// as text) and one for its success response.

import { isObject } from '../openapi/json.js';
import { componentName } from '../openapi/pointer.js';
import { typeList, type JsonSchema, type SchemaNode } from './schema-node.js';
import { componentsReaching } from './schema-walk.js';
import type { OperationModel, OperationPlans, PlanLeaf, PlanNode, SchemaModel, ValueTransforms } from './types.js';

export type { OperationPlans, PlanLeaf, PlanNode } from './types.js';

/** Whether `op`'s route encodes its parameters (its prepare is `encodedParams`). */
export function encodesParams(op: OperationModel): boolean {
  return !!(op.valuePlans?.json || op.valuePlans?.text);
}

/** The leaf a schema is under `transforms`, if any. */
export function leafOf(schema: SchemaNode, transforms: ValueTransforms): PlanLeaf | undefined {
  // A value the schema lists (enum, const) stays as written: its literal types say what it is.
  if (schema.enum !== undefined || 'const' in schema) return undefined;
  const types = typeList(schema).filter((t) => t !== 'null');
  if (transforms.dates && types.length === 1 && types[0] === 'string' && (schema.format === 'date-time' || schema.format === 'date')) return schema.format;
  if (transforms.int64 && types.length === 1 && types[0] === 'integer' && schema.format === 'int64')
    return transforms.int64 === 'bigint' ? 'bigint' : 'int64-string';
  return undefined;
}

/** The plan of one schema, naming the components in `planned` by reference; undefined when nothing in it is converted. */
export function planOf(schema: JsonSchema, transforms: ValueTransforms, planned: ReadonlySet<string>, depth = 0): PlanNode | undefined {
  if (!isObject(schema) || depth > 64) return undefined;
  const s = schema as SchemaNode;
  const parts: PlanNode[] = [];
  if (s.$ref !== undefined) {
    const name = componentName(s.$ref);
    if (name !== undefined && planned.has(name)) parts.push({ ref: name });
  }
  const leaf = leafOf(s, transforms);
  if (leaf) return leaf;
  const node: { p?: Record<string, PlanNode>; i?: PlanNode; a?: PlanNode; u?: PlanNode[] } = {};
  for (const [name, sub] of Object.entries(s.properties ?? {})) {
    const plan = planOf(sub, transforms, planned, depth + 1);
    if (plan) {
      node.p ??= {};
      Object.defineProperty(node.p, name, { value: plan, enumerable: true, writable: true, configurable: true });
    }
  }
  const items = s.items !== undefined ? planOf(s.items, transforms, planned, depth + 1) : undefined;
  if (items) node.i = items;
  const extra = isObject(s.additionalProperties) ? planOf(s.additionalProperties, transforms, planned, depth + 1) : undefined;
  if (extra) node.a = extra;
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const)
    for (const sub of s[key] ?? []) {
      const plan = planOf(sub, transforms, planned, depth + 1);
      if (plan) parts.push(plan);
    }
  if (Object.keys(node).length === 0) return parts.length === 0 ? undefined : parts.length === 1 ? parts[0] : { u: parts };
  if (parts.length > 0) node.u = parts;
  return node;
}

/**
 * The plans of a service: each component that holds a converted value (itself or through the
 * components it references), and each operation's. Empty when no conversion is asked for.
 */
export function valuePlans(
  schemas: readonly SchemaModel[],
  operations: readonly OperationModel[],
  transforms: ValueTransforms | undefined,
): { components: Map<string, PlanNode>; operations: Map<OperationModel, OperationPlans> } {
  const components = new Map<string, PlanNode>();
  const byOperation = new Map<OperationModel, OperationPlans>();
  if (!transforms || (!transforms.dates && !transforms.int64)) return { components, operations: byOperation };
  const { reaching: planned } = componentsReaching(schemas, (node) => leafOf(node as SchemaNode, transforms) !== undefined);
  // A component marked for a reference its plan does not follow (inside `not`, say) has nothing
  // to convert: the plans are made again without it, until every one named has a plan.
  for (let live = planned; ; ) {
    components.clear();
    for (const s of schemas) {
      if (!live.has(s.name)) continue;
      const plan = planOf(s.schema, transforms, live);
      if (plan) components.set(s.name, plan);
    }
    if (components.size === live.size) break;
    live = new Set(components.keys());
  }
  const live = new Set(components.keys());
  const prune = (node: PlanNode | undefined): PlanNode | undefined =>
    node !== undefined && typeof node === 'object' && 'ref' in node && !live.has(node.ref) ? undefined : node;
  for (const op of operations) {
    const plans: OperationPlans = {};
    for (const p of op.params) {
      const plan = prune(planOf(p.schema, transforms, live));
      if (!plan) continue;
      const where = p.in === 'body' && (op.body?.type === 'json' || op.body?.type === undefined) ? 'json' : 'text';
      plans[where] ??= {};
      Object.defineProperty(plans[where], p.name, { value: plan, enumerable: true, writable: true, configurable: true });
    }
    if (op.success.kind === 'json' && op.success.schema !== undefined) {
      const plan = prune(planOf(op.success.schema, transforms, live));
      if (plan) plans.response = plan;
    }
    if (Object.keys(plans).length > 0) byOperation.set(op, plans);
  }
  return { components, operations: byOperation };
}
