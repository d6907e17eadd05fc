// Walks a parsed spec, telling for every object what kind of OpenAPI object it is, so the rules
// know where extensions may stand, which objects are schemas and which are example data.

import { isObject } from '../model/json.js';
import type { Pointer } from './load.js';

/** `names`: a map whose keys are names (properties, components.schemas), not fields. */
export type NodeKind = 'root' | 'pathItem' | 'operation' | 'parameter' | 'schema' | 'names' | 'other' | 'data';
type WalkKind = NodeKind | 'schemaMap' | 'pathMap' | 'parameterMap' | 'components';

export const HTTP_VERBS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const SCHEMA_MAP_KEYS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
const SCHEMA_LIST_KEYS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SCHEMA_ONE_KEYS = new Set(['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties']);
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);

export type Visitor = (value: Record<string, unknown>, pointer: Pointer, kind: NodeKind) => void;

function arrayItemKind(parent: WalkKind, key: string): WalkKind {
  if (parent === 'data' || key.startsWith('x-')) return 'data';
  if (parent === 'schema') return SCHEMA_LIST_KEYS.has(key) ? 'schema' : 'data';
  if (key === 'parameters' && (parent === 'pathItem' || parent === 'operation')) return 'parameter';
  return DATA_KEYS.has(key) ? 'data' : 'other';
}

function objectKind(parent: WalkKind, key: string): WalkKind {
  if (parent === 'schemaMap') return 'schema';
  if (parent === 'parameterMap') return 'parameter';
  if (parent === 'data' || key.startsWith('x-')) return 'data';
  if (parent === 'schema') {
    if (DATA_KEYS.has(key)) return 'data';
    if (SCHEMA_ONE_KEYS.has(key)) return 'schema';
    return SCHEMA_MAP_KEYS.has(key) ? 'schemaMap' : 'data';
  }
  if (parent === 'pathMap') return 'pathItem';
  if (parent === 'root' && (key === 'paths' || key === 'webhooks')) return 'pathMap';
  if (parent === 'root' && key === 'components') return 'components';
  if (parent === 'components' && key === 'schemas') return 'schemaMap';
  if (parent === 'components' && key === 'parameters') return 'parameterMap';
  if (parent === 'pathItem' && (HTTP_VERBS as readonly string[]).includes(key)) return 'operation';
  if (key === 'schema') return 'schema';
  return DATA_KEYS.has(key) ? 'data' : 'other';
}

const PUBLIC_KIND: Record<WalkKind, NodeKind> = {
  root: 'root', pathItem: 'pathItem', operation: 'operation', parameter: 'parameter', schema: 'schema',
  other: 'other', data: 'data', names: 'names', schemaMap: 'names', pathMap: 'other', parameterMap: 'names', components: 'other',
};

/** Calls `visit` for every object in the document, depth first, with its kind. */
export function walk(data: unknown, visit: Visitor): void {
  const visitObject = (obj: Record<string, unknown>, pointer: (string | number)[], kind: WalkKind) => {
    visit(obj, pointer, PUBLIC_KIND[kind]);
    for (const key of Object.keys(obj)) {
      const child = obj[key];
      const p = [...pointer, key];
      if (Array.isArray(child)) {
        const itemKind = arrayItemKind(kind, key);
        child.forEach((item, i) => {
          if (isObject(item)) visitObject(item, [...p, i], itemKind);
        });
      } else if (isObject(child)) visitObject(child, p, objectKind(kind, key));
    }
  };
  if (isObject(data)) visitObject(data, [], 'root');
}

/** Follows a local `#/a/b` reference; undefined when it does not resolve. */
export function resolvePointer(data: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  if (ref === '#') return data;
  if (!ref.startsWith('#/')) return undefined;
  let cur: unknown = data;
  for (const raw of ref.slice(2).split('/')) {
    const seg = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (cur === null || typeof cur !== 'object' || !(seg in (cur as Record<string, unknown>))) return undefined;
    cur = (cur as Record<string, unknown>)[seg];
  }
  return cur;
}

/**
 * Follows `$ref`s from `value` until a non-reference (at most 20 hops). With `keepSchemaRefs`,
 * stops at a reference to a component schema, which the model keeps as a named type.
 */
export function followRefs(data: unknown, value: unknown, keepSchemaRefs = false): any {
  let cur = value;
  for (let i = 0; i < 20 && isObject(cur) && typeof cur.$ref === 'string'; i++) {
    if (keepSchemaRefs && cur.$ref.startsWith('#/components/schemas/')) break;
    cur = resolvePointer(data, cur.$ref);
  }
  return cur;
}
