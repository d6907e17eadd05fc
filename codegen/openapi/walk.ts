// Walks a parsed document telling, for every object, what kind of OpenAPI object it is: rules need
// to know where an extension stands, which objects are schemas and which are example data.

import { isObject } from './json.js';
import type { Pointer } from './pointer.js';
import { resolveRef } from './pointer.js';
import { DATA_KEYWORDS, SCHEMA_LIST_KEYWORDS, SCHEMA_MAP_KEYWORDS, SUBSCHEMA_KEYWORDS } from './schema-keywords.js';

/** `names`: a map whose keys are names (properties, components.schemas), not fields. */
export type NodeKind = 'root' | 'pathItem' | 'operation' | 'parameter' | 'schema' | 'names' | 'other' | 'data';
type WalkKind = NodeKind | 'schemaMap' | 'pathMap' | 'parameterMap' | 'components' | 'content' | 'headerMap';

export const HTTP_VERBS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpVerb = (typeof HTTP_VERBS)[number];

export type Visitor = (value: Record<string, unknown>, pointer: Pointer, kind: NodeKind) => void;

function arrayItemKind(parent: WalkKind, key: string): WalkKind {
  if (parent === 'data' || key.startsWith('x-')) return 'data';
  if (parent === 'schema') return SCHEMA_LIST_KEYWORDS.has(key) || key === 'items' ? 'schema' : 'data';
  if (key === 'parameters' && (parent === 'pathItem' || parent === 'operation')) return 'parameter';
  return DATA_KEYWORDS.has(key) ? 'data' : 'other';
}

function objectKind(parent: WalkKind, key: string): WalkKind {
  if (parent === 'schemaMap') return 'schema';
  if (parent === 'parameterMap') return 'parameter';
  if (parent === 'data' || key.startsWith('x-')) return 'data';
  if (parent === 'schema') {
    if (DATA_KEYWORDS.has(key)) return 'data';
    if (SUBSCHEMA_KEYWORDS.has(key)) return 'schema';
    return SCHEMA_MAP_KEYWORDS.has(key) ? 'schemaMap' : 'data';
  }
  if (parent === 'pathMap') return 'pathItem';
  if (parent === 'root' && (key === 'paths' || key === 'webhooks')) return 'pathMap';
  if (parent === 'root' && key === 'components') return 'components';
  if (parent === 'components' && key === 'schemas') return 'schemaMap';
  if (parent === 'components' && key === 'parameters') return 'parameterMap';
  if (parent === 'components' && key === 'pathItems') return 'pathMap';
  // Maps keyed by names chosen by the author (a header may be called `x-next`): never extensions.
  if (parent === 'components' || key === 'headers' || key === 'encoding') return 'headerMap';
  if (parent === 'headerMap') return 'other';
  if (parent === 'pathItem' && (HTTP_VERBS as readonly string[]).includes(key)) return 'operation';
  if (key === 'schema') return 'schema';
  return DATA_KEYWORDS.has(key) ? 'data' : 'other';
}

const PUBLIC_KIND: Record<WalkKind, NodeKind> = {
  root: 'root',
  pathItem: 'pathItem',
  operation: 'operation',
  parameter: 'parameter',
  schema: 'schema',
  other: 'other',
  data: 'data',
  names: 'names',
  schemaMap: 'names',
  pathMap: 'names',
  parameterMap: 'names',
  headerMap: 'names',
  components: 'other',
  content: 'names',
};

/** Calls `visit` for every object in the document, depth first, with its kind. Iterative: deep documents cannot overflow the stack. */
export function walk(data: unknown, visit: Visitor): void {
  if (!isObject(data)) return;
  const stack: Array<[Record<string, unknown>, (string | number)[], WalkKind]> = [[data, [], 'root']];
  while (stack.length > 0) {
    const [obj, pointer, kind] = stack.pop()!;
    visit(obj, pointer, PUBLIC_KIND[kind]);
    const keys = Object.keys(obj);
    for (let k = keys.length - 1; k >= 0; k--) {
      const key = keys[k]!;
      const child = obj[key];
      if (Array.isArray(child)) {
        const itemKind = arrayItemKind(kind, key);
        for (let i = child.length - 1; i >= 0; i--) {
          const item = child[i];
          if (isObject(item)) stack.push([item, [...pointer, key, i], itemKind]);
        }
      } else if (isObject(child)) stack.push([child, [...pointer, key], objectKind(kind, key)]);
    }
  }
}

/**
 * Follows `$ref`s from `value` until a non-reference (at most 32 hops, so a cycle ends). With
 * `keepSchemaRefs`, stops at a reference to a component schema, which stays a named type.
 */
export function followRefs(data: unknown, value: unknown, keepSchemaRefs = false): any {
  let cur = value;
  for (let i = 0; i < 32 && isObject(cur) && typeof cur.$ref === 'string'; i++) {
    if (keepSchemaRefs && cur.$ref.startsWith('#/components/schemas/')) break;
    cur = resolveRef(data, cur.$ref);
  }
  return cur;
}
