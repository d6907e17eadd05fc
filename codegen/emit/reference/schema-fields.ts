// A schema as the generated references show it: a short type (named types kept as links, never
// expanded in place) and the fields of the object it describes, nested objects written inline as
// `parent.child` rows. The body of an operation follows its top-level reference (and that of an
// array's items) so its fields are listed where the operation is; a field whose type is a named
// component links to that component's own entry instead of repeating it, so a recursive schema is
// shown once, a bounded number of levels deep, whatever it refers to.

import { isObject } from '../../openapi/json.js';
import { componentName } from '../../openapi/pointer.js';
import type { JsonSchema, SchemaModel, SchemaNode, ServiceModel } from '../../model/types.js';
import { constraintsOf, openValues, shortEnum } from './schema-constraints.js';

/** A named component schema a type refers to. */
export interface TypeRef {
  component: string;
  typeName: string;
}

/** A type as text pieces and component references (`Gist[]` is [ref Gist, '[]']). */
export type TypeParts = Array<string | TypeRef>;

export interface FieldView {
  /** `output.annotations[].path`: the field's place under the described object. */
  path: string;
  /** The field's own name (`path` without its parent's): `path`, or `[key]` for a map's values. */
  name: string;
  /** 0 for the object's own fields, 1 for the fields of a nested object, ... */
  depth: number;
  type: TypeParts;
  required: boolean;
  constraints: string[];
  description?: string;
  /** The description is that of the named type the field is (it says nothing of its own). */
  typeDescription?: true;
  deprecated: boolean;
  /** Why the nested fields of this one are not listed here. */
  note?: string;
}

export interface VariantView {
  type: TypeParts;
  description?: string;
  fields: FieldView[];
}

export interface SchemaView {
  type: TypeParts;
  description?: string;
  constraints: string[];
  /** The fields of the object (of each item, for an array). */
  fields: FieldView[];
  /** True when `fields` are those of each item of an array. */
  each: boolean;
  /** One of several shapes (`oneOf`/`anyOf`): each alternative and its fields. */
  variants: VariantView[];
  /** Fields left out to keep the view small. */
  omitted: number;
}

/** Nested inline objects are listed this many levels deep. */
export const MAX_DEPTH = 4;
/** At most this many fields are listed for one schema. */
export const MAX_FIELDS = 150;

export interface SchemaContext {
  component(name: string): SchemaModel | undefined;
}

export function schemaContext(model: ServiceModel): SchemaContext {
  const byName = new Map(model.schemas.map((s) => [s.name, s]));
  return { component: (name) => byName.get(name) };
}

function refOf(ctx: SchemaContext, schema: JsonSchema): TypeRef | undefined {
  if (!isObject(schema) || schema.$ref === undefined) return undefined;
  const name = componentName(schema.$ref);
  const found = name !== undefined ? ctx.component(name) : undefined;
  return found ? { component: found.name, typeName: found.typeName } : undefined;
}

const isNull = (s: JsonSchema) => isObject(s) && (s.type === 'null' || (s.enum?.length === 1 && s.enum[0] === null));

/** `anyOf: [X, null]` (and a lone `allOf: [X]` around a reference) as X; `nullable` when null is allowed. */
export function unwrapNullable(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  if (!isObject(schema)) return { schema, nullable: false };
  for (const key of ['anyOf', 'oneOf'] as const) {
    const list = schema[key];
    if (!list || list.length < 2 || !list.some(isNull)) continue;
    const rest = list.filter((s) => !isNull(s));
    if (rest.length !== 1) continue;
    const { [key]: _list, ...siblings } = schema;
    const inner = rest[0]!;
    return { schema: isObject(inner) && Object.keys(siblings).length > 0 ? { ...inner, ...siblings } : inner, nullable: true };
  }
  if (schema.allOf?.length === 1 && schema.properties === undefined && schema.type === undefined) {
    const { allOf, ...siblings } = schema;
    const inner = allOf[0]!;
    return unwrapNullable(isObject(inner) ? { ...inner, ...siblings } : inner);
  }
  return { schema, nullable: false };
}

function joined(list: TypeParts[], sep: string): TypeParts {
  const out: TypeParts = [];
  list.forEach((parts, i) => {
    if (i > 0) out.push(sep);
    const wrap = list.length > 1 && parts.some((p) => typeof p === 'string' && / [|&] /.test(p));
    out.push(...(wrap ? ['(', ...parts, ')'] : parts));
  });
  return merge(out);
}

/** Adjacent text pieces merged, so a type has as few pieces as it can. */
function merge(parts: TypeParts): TypeParts {
  const out: TypeParts = [];
  for (const p of parts) {
    const last = out[out.length - 1];
    if (typeof p === 'string' && typeof last === 'string') out[out.length - 1] = last + p;
    else if (p !== '') out.push(p);
  }
  return out;
}

function literalText(v: unknown): string {
  return typeof v === 'string' ? `'${v}'` : (JSON.stringify(v) ?? 'unknown');
}

function arrayOf(item: TypeParts): TypeParts {
  const simple = item.length === 1 || (item.length === 2 && item[1] === '[]') || item.every((p) => typeof p !== 'string' || /^[\w[\]]*$/.test(p));
  return merge(simple ? [...item, '[]'] : ['Array<', ...item, '>']);
}

/** The short type of a schema: JSON types, named components, `[]` for arrays, `| null`. */
export function typeOf(ctx: SchemaContext, schema: JsonSchema, depth = 0): TypeParts {
  if (depth > 8) return ['unknown'];
  if (schema === true) return ['unknown'];
  if (schema === false) return ['never'];
  const ref = refOf(ctx, schema);
  if (ref) return [ref];
  if (schema.$ref !== undefined) return ['unknown'];
  const { schema: inner, nullable } = unwrapNullable(schema);
  if (inner !== schema) return merge([...typeOf(ctx, inner, depth + 1), ...(nullable ? [' | null'] : [])]);
  if (!isObject(inner)) return ['unknown'];
  if ('const' in inner) return [literalText(inner.const)];
  if (inner.enum) {
    const union = shortEnum(inner);
    if (union !== undefined) return [union];
    const types = [
      ...new Set(
        inner.enum.map((v) =>
          v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' && Number.isInteger(v) && inner.type === 'integer' ? 'integer' : typeof v,
        ),
      ),
    ];
    return [types.join(' | ')];
  }
  if (openValues(inner)) return ['string'];
  const alternatives = inner.oneOf ?? inner.anyOf;
  if (alternatives && alternatives.length > 0 && inner.properties === undefined)
    return joined(
      alternatives.map((s) => typeOf(ctx, s, depth + 1)),
      ' | ',
    );
  if (inner.allOf?.length && inner.properties === undefined) {
    const parts = inner.allOf.map((s) => typeOf(ctx, s, depth + 1));
    return parts.length === 1 ? parts[0]! : joined(parts, ' & ');
  }
  const types: string[] = Array.isArray(inner.type) ? [...inner.type] : inner.type !== undefined ? [inner.type] : [];
  if (types.length === 0) {
    if (inner.properties || inner.additionalProperties !== undefined || inner.allOf) types.push('object');
    else if (inner.items !== undefined || inner.prefixItems) types.push('array');
  }
  if (types.length === 0) return ['unknown'];
  return joined(
    types.map((t): TypeParts => {
      if (t === 'array') {
        if (inner.prefixItems)
          return merge([
            '[',
            ...joined(
              inner.prefixItems.map((s) => typeOf(ctx, s, depth + 1)),
              ', ',
            ),
            ']',
          ]);
        return arrayOf(inner.items === undefined ? ['unknown'] : typeOf(ctx, inner.items, depth + 1));
      }
      if (t === 'object' && !inner.properties && isObject(inner.additionalProperties))
        return merge(['Record<string, ', ...typeOf(ctx, inner.additionalProperties, depth + 1), '>']);
      return [t];
    }),
    ' | ',
  );
}

interface ObjectFields {
  properties: Array<[string, JsonSchema]>;
  required: Set<string>;
  additional?: JsonSchema;
}

/**
 * The fields of an object schema written in place: its properties and those of its `allOf` parts
 * (following their references, except one already being shown, which would recurse).
 */
function objectFields(ctx: SchemaContext, schema: JsonSchema, visiting: ReadonlySet<string>, depth = 0): ObjectFields | undefined {
  if (!isObject(schema) || depth > 8) return undefined;
  const ref = refOf(ctx, schema);
  if (ref) {
    if (visiting.has(ref.component)) return undefined;
    return objectFields(ctx, ctx.component(ref.component)!.schema, new Set([...visiting, ref.component]), depth + 1);
  }
  const out: ObjectFields = { properties: [], required: new Set() };
  const seen = new Set<string>();
  const add = (name: string, s: JsonSchema) => {
    if (seen.has(name)) out.properties[out.properties.findIndex(([n]) => n === name)] = [name, s];
    else out.properties.push([name, s]);
    seen.add(name);
  };
  for (const part of schema.allOf ?? []) {
    const sub = objectFields(ctx, part, visiting, depth + 1);
    if (!sub) continue;
    for (const [n, s] of sub.properties) add(n, s);
    for (const r of sub.required) out.required.add(r);
    if (sub.additional !== undefined) out.additional = sub.additional;
  }
  for (const [name, s] of Object.entries(schema.properties ?? {})) add(name, s);
  for (const r of schema.required ?? []) out.required.add(r);
  if (isObject(schema.additionalProperties)) out.additional = schema.additionalProperties;
  return out.properties.length > 0 || out.additional !== undefined ? out : undefined;
}

/** The inline object whose fields are listed under a field (its own, or its items'), if any. */
function nestedObject(ctx: SchemaContext, schema: JsonSchema): { schema: SchemaNode; suffix: string } | undefined {
  const { schema: inner } = unwrapNullable(schema);
  if (!isObject(inner) || refOf(ctx, inner)) return undefined;
  if (inner.properties || inner.allOf?.some((p) => isObject(p) && p.properties)) return { schema: inner, suffix: '' };
  if (isObject(inner.items)) {
    const item = unwrapNullable(inner.items).schema;
    if (isObject(item) && !refOf(ctx, item) && item.properties) return { schema: item, suffix: '[]' };
  }
  if (isObject(inner.additionalProperties) && !inner.properties) {
    const value = unwrapNullable(inner.additionalProperties).schema;
    if (isObject(value) && !refOf(ctx, value) && value.properties) return { schema: value, suffix: '[key]' };
  }
  return undefined;
}

/** A context without components: what a schema says of itself, references not followed. */
const NO_COMPONENTS: SchemaContext = { component: () => undefined };

/** The description of a field: its own, else that of the component it is. */
export function descriptionOf(ctx: SchemaContext, schema: JsonSchema): string | undefined {
  if (!isObject(schema)) return undefined;
  if (schema.description?.trim()) return schema.description.trim();
  const { schema: inner } = unwrapNullable(schema);
  if (inner !== schema) return descriptionOf(ctx, inner);
  const ref = refOf(ctx, schema);
  const target = ref ? ctx.component(ref.component)?.schema : undefined;
  return isObject(target) && target.description?.trim() ? target.description.trim() : undefined;
}

function fieldConstraints(schema: JsonSchema): string[] {
  const { schema: inner } = unwrapNullable(schema);
  return inner === schema ? constraintsOf(schema) : [...constraintsOf(schema), ...constraintsOf(inner)];
}

interface Budget {
  left: number;
  omitted: number;
}

function listFields(
  ctx: SchemaContext,
  fields: ObjectFields,
  prefix: string,
  depth: number,
  visiting: ReadonlySet<string>,
  budget: Budget,
  out: FieldView[],
): void {
  const entries: Array<[string, JsonSchema, boolean]> = fields.properties.map(([name, s]) => [name, s, fields.required.has(name)]);
  if (fields.additional !== undefined) entries.push(['[key]', fields.additional, false]);
  for (const [name, schema, required] of entries) {
    if (budget.left <= 0) {
      budget.omitted++;
      continue;
    }
    budget.left--;
    const path = prefix ? `${prefix}.${name}` : name;
    const field: FieldView = {
      path,
      name,
      depth,
      type: typeOf(ctx, schema),
      required,
      constraints: fieldConstraints(schema),
      deprecated: isObject(schema) && schema.deprecated === true,
    };
    const description = descriptionOf(ctx, schema);
    if (description) field.description = description;
    if (description && description !== descriptionOf(NO_COMPONENTS, schema)) field.typeDescription = true;
    out.push(field);
    const nested = nestedObject(ctx, schema);
    if (!nested) continue;
    const sub = objectFields(ctx, nested.schema, visiting);
    if (!sub) continue;
    if (depth + 1 >= MAX_DEPTH) {
      field.note = `its fields are nested more than ${MAX_DEPTH} levels deep and not listed here`;
      continue;
    }
    listFields(ctx, sub, `${path}${nested.suffix}`, depth + 1, visiting, budget, out);
  }
}

function fieldsOf(ctx: SchemaContext, schema: JsonSchema, visiting: ReadonlySet<string>, budget: Budget): FieldView[] {
  const fields = objectFields(ctx, schema, visiting);
  const out: FieldView[] = [];
  if (fields) listFields(ctx, fields, '', 0, visiting, budget, out);
  return out;
}

/** Follows a reference (and an array's item reference) once: what a body's fields are listed from. */
function followTop(ctx: SchemaContext, schema: JsonSchema, visiting: Set<string>): { schema: JsonSchema; each: boolean } {
  let s = unwrapNullable(schema).schema;
  const ref = refOf(ctx, s);
  if (ref && !visiting.has(ref.component)) {
    visiting.add(ref.component);
    s = unwrapNullable(ctx.component(ref.component)!.schema).schema;
  }
  const types = isObject(s) ? (Array.isArray(s.type) ? s.type : [s.type]) : [];
  if (isObject(s) && (types.includes('array') || (s.type === undefined && s.items !== undefined)) && isObject(s.items)) {
    const item = unwrapNullable(s.items).schema;
    const itemRef = refOf(ctx, item);
    if (itemRef && !visiting.has(itemRef.component)) {
      visiting.add(itemRef.component);
      return { schema: unwrapNullable(ctx.component(itemRef.component)!.schema).schema, each: true };
    }
    return { schema: item, each: true };
  }
  return { schema: s, each: false };
}

/**
 * The view of a body (request, response or delivery) or of a component's own entry: `own` is the
 * component being described, whose own reference is not a link to itself.
 */
export function schemaView(ctx: SchemaContext, schema: JsonSchema, own?: string): SchemaView {
  const visiting = new Set<string>(own ? [own] : []);
  const budget: Budget = { left: MAX_FIELDS, omitted: 0 };
  const top = followTop(ctx, schema, visiting);
  const target = top.schema;
  const description = descriptionOf(ctx, schema) ?? (top.each ? undefined : descriptionOf(ctx, target));
  const view: SchemaView = {
    type: typeOf(ctx, schema),
    constraints: constraintsOf(unwrapNullable(schema).schema),
    fields: [],
    each: top.each,
    variants: [],
    omitted: 0,
  };
  if (description) view.description = description;
  const alternatives = isObject(target) && !openValues(target) ? (target.oneOf ?? target.anyOf) : undefined;
  const shapes = alternatives?.filter((s) => !isNull(s)) ?? [];
  if (shapes.length > 1 && isObject(target) && !target.properties) {
    for (const alt of shapes) {
      const inner = new Set(visiting);
      const altRef = refOf(ctx, alt);
      const variant: VariantView = { type: typeOf(ctx, alt), fields: altRef && inner.has(altRef.component) ? [] : fieldsOf(ctx, alt, inner, budget) };
      const d = descriptionOf(ctx, alt);
      if (d) variant.description = d;
      view.variants.push(variant);
    }
  } else {
    view.fields = fieldsOf(ctx, target, visiting, budget);
  }
  view.omitted = budget.omitted;
  return view;
}

/** The text of a type, without links: `Gist[] | null`. */
export function typeText(parts: TypeParts): string {
  return parts.map((p) => (typeof p === 'string' ? p : p.typeName)).join('');
}
