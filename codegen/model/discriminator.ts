// Which value of a discriminator names each alternative of a `oneOf`/`anyOf`: the values the
// discriminator's `mapping` gives the alternative's component, else the values the alternative
// itself allows for the property (a `const` or `enum`, as OpenAI's descriptions write them), else
// the component's own name (OpenAPI's implicit mapping). Read by the types (to narrow), the
// validators (to check the one alternative a value names) and the mocks (to give each example
// the value of its alternative).

import { isObject } from '../openapi/json.js';
import { componentName } from '../openapi/pointer.js';
import { type Discriminator, discriminatorOf, discriminatorValues, type JsonSchema, type SchemaNode } from './schema-node.js';
import { type SchemaLookup, typesOf } from './shape.js';

export interface DiscriminatedBranch {
  /** The alternative's index in its list. */
  index: number;
  /** The discriminator values that name it. */
  values: unknown[];
  /** True when the alternative's own schema already allows only these values for the property. */
  own: boolean;
}

/** `schema` with its references followed (to a depth). */
function resolved(schema: JsonSchema, lookup: SchemaLookup): JsonSchema | undefined {
  let cur: JsonSchema | undefined = schema;
  for (let hops = 0; hops < 16 && isObject(cur) && cur.$ref !== undefined; hops++) {
    const name = componentName(cur.$ref);
    cur = name === undefined ? undefined : lookup(name);
  }
  return isObject(cur) && cur.$ref !== undefined ? undefined : cur;
}

/**
 * The values the schema allows for `property`, when it lists them: its own `const` or `enum`,
 * an allOf part's, or those of every alternative of its oneOf/anyOf together (through references).
 */
export function ownValues(schema: JsonSchema, property: string, lookup: SchemaLookup, depth = 0): unknown[] | undefined {
  const s = resolved(schema, lookup);
  if (!isObject(s) || depth > 8) return undefined;
  const p = s.properties?.[property];
  const listed = p === undefined ? undefined : literalValues(p, lookup, depth);
  if (listed) return listed;
  for (const part of s.allOf ?? []) {
    const found = ownValues(part, property, lookup, depth + 1);
    if (found) return found;
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const list = s[key];
    if (!list?.length) continue;
    const each = list.map((alt) => ownValues(alt, property, lookup, depth + 1));
    if (each.every((v) => v !== undefined)) return [...new Set(each.flat())];
  }
  return undefined;
}

/** The values a property schema allows when it lists them: `const`, `enum`, or alternatives that each do (or allow only null). */
function literalValues(schema: JsonSchema, lookup: SchemaLookup, depth: number): unknown[] | undefined {
  const s = resolved(schema, lookup);
  if (!isObject(s) || depth > 8) return undefined;
  if ('const' in s) return [s.const];
  if (s.enum) return s.enum;
  const list = s.anyOf ?? s.oneOf;
  if (!list?.length) return undefined;
  const each = list.map((alt) => (isObject(alt) && alt.type === 'null' ? [null] : literalValues(alt, lookup, depth + 1)));
  return each.every((v) => v !== undefined) ? [...new Set(each.flat())] : undefined;
}

/** True when the schema declares `property` (itself or in an allOf part) as any string: a value a discriminator may name. */
function declaresFreeString(schema: JsonSchema, property: string, lookup: SchemaLookup, depth = 0): boolean {
  const s = resolved(schema, lookup);
  if (!isObject(s) || depth > 8) return false;
  const p = s.properties?.[property];
  if (p !== undefined) {
    const t = resolved(p, lookup);
    return isObject(t) && t.type === 'string' && !('const' in t) && t.enum === undefined && !t.anyOf && !t.oneOf && !t.allOf;
  }
  return (s.allOf ?? []).some((part) => declaresFreeString(part, property, lookup, depth + 1));
}

/**
 * The branches of `list` a discriminator tells apart. An alternative whose own schema lists its
 * values keeps them; one the mapping names, or one that declares the property as any string, is
 * named by the mapping's values or its component name; any other (the property not found, or of
 * another type, or an alternative that is no object) is left out, so no value is assumed that the
 * document does not say.
 */
export function discriminatedBranches(d: Discriminator, list: readonly JsonSchema[], lookup: SchemaLookup): DiscriminatedBranch[] {
  // The types, the validators and the mocks each ask for the same list of the same model: read once.
  let found = branchesOf.get(list);
  if (!found) branchesOf.set(list, (found = readBranches(d, list, lookup)));
  return found;
}

/** The branches of each list (a normalised schema's own array), as discriminatedBranches read them. */
const branchesOf = new WeakMap<readonly JsonSchema[], DiscriminatedBranch[]>();

function readBranches(d: Discriminator, list: readonly JsonSchema[], lookup: SchemaLookup): DiscriminatedBranch[] {
  const explicit = new Set(Object.values(d.mapping));
  const out: DiscriminatedBranch[] = [];
  list.forEach((alt, index) => {
    // Only an object has the property (GitHub maps its content `array` to a list, which has none).
    const types = typesOf(alt, lookup);
    if (types.length > 0 && !types.includes('object')) return;
    const component = isObject(alt) && alt.$ref !== undefined ? componentName(alt.$ref) : undefined;
    const own = ownValues(alt, d.propertyName, lookup);
    if (component !== undefined && explicit.has(component)) out.push({ index, values: discriminatorValues(d, component), own: own !== undefined });
    else if (own) out.push({ index, values: own, own: true });
    else if (component !== undefined && declaresFreeString(alt, d.propertyName, lookup)) {
      const values = discriminatorValues(d, component);
      if (values.length > 0) out.push({ index, values, own: false });
    }
  });
  return out;
}

/**
 * The discriminator a component inherits through an allOf part that references a parent with one
 * (and no alternatives of its own): the part's index, the property, and the values that name
 * the component. None when the component lists its own values for the property.
 */
export function inheritedTag(name: string, lookup: SchemaLookup): InheritedTag | undefined {
  const child = lookup(name);
  if (!isObject(child) || !child.allOf) return undefined;
  // Asked for each allOf part of the component, by the types and the mocks: read once per component schema.
  if (!tagsOf.has(child)) tagsOf.set(child, readInheritedTag(name, child.allOf, lookup));
  return tagsOf.get(child);
}

export interface InheritedTag {
  part: number;
  propertyName: string;
  values: string[];
}

const tagsOf = new WeakMap<object, InheritedTag | undefined>();

function readInheritedTag(name: string, parts: readonly JsonSchema[], lookup: SchemaLookup): InheritedTag | undefined {
  const part = parts.findIndex((p) => {
    const parentName = isObject(p) && p.$ref !== undefined ? componentName(p.$ref) : undefined;
    const parent = parentName === undefined ? undefined : lookup(parentName);
    return isObject(parent) && discriminatorOf(parent) !== undefined && !parent.oneOf && !parent.anyOf;
  });
  if (part < 0) return undefined;
  const parent = lookup(componentName((parts[part] as SchemaNode).$ref!)!) as SchemaNode;
  const d = discriminatorOf(parent)!;
  const own = { ...(lookup(name) as SchemaNode), allOf: parts.filter((p) => !isObject(p) || p.$ref === undefined) };
  if (ownValues(own, d.propertyName, lookup)) return undefined;
  // The child's name is its value only where the mapping gives it one or the parent leaves the property any string.
  if (!Object.values(d.mapping).includes(name) && !declaresFreeString(parent, d.propertyName, lookup)) return undefined;
  const values = discriminatorValues(d, name);
  return values.length > 0 ? { part, propertyName: d.propertyName, values } : undefined;
}
