// A normalised schema as a type: one list of the JSON Schema 2020-12 keywords the generator reads,
// each with the value model/schema.ts guarantees it holds (a keyword whose value JSON Schema does
// not allow is left out there, with a warning), so an emitter reads `schema.maximum` as a number
// without checking. The normaliser keeps keywords outside this list as they are written (ajv
// checks those it knows); this project's own annotations sit under symbol keys, invisible to
// JSON.stringify and ajv.

/** On a normalised object schema: the x-derived properties the client adds to decoded objects. */
export const DERIVED = Symbol('specforge.derived');
/** On a normalised schema: it holds a secret (x-sensitive). */
export const SENSITIVE = Symbol('specforge.sensitive');
/** On a normalised schema: its OpenAPI `discriminator` (which alternative a value is, by one property). */
export const DISCRIMINATOR = Symbol('specforge.discriminator');

/**
 * OpenAPI's `discriminator`: the property that names a value's alternative, and the values that
 * name each component (from `mapping`; a component not mapped is named by its own name).
 */
export interface Discriminator {
  propertyName: string;
  /** Value → the component schema it names (a reference that names no component is left out). */
  mapping: Record<string, string>;
}

/** A JSON type a schema's `type` names (OpenAPI 3.0's `file` is read as a binary string). */
export type SchemaType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/** One value rule of a derived property: when the source property holds the first, the property holds the second. */
export type DeriveRuleValue = [unknown, string | number | boolean];

/** A property the client adds to decoded objects (x-derived), computed from another one. */
export interface DerivedProperty {
  name: string;
  from: string;
  description?: string;
  values: DeriveRuleValue[];
}

/** A normalised schema: a boolean schema, or an object of the keywords below. */
export type JsonSchema = SchemaNode | boolean;

/** The keywords of a normalised object schema, by what they hold. */
export interface SchemaNode {
  /** A reference to a component schema (`#/components/schemas/X`), or `#`: other references are inlined. */
  $ref?: string;
  /** Schemas a `$ref` inside this one may name (`definitions` are read as these). */
  $defs?: Record<string, JsonSchema>;

  // Any value.
  type?: SchemaType | SchemaType[];
  enum?: unknown[];
  const?: unknown;

  // Strings.
  format?: string;
  /** An ECMA-262 regular expression, read with the `u` flag (model/pattern.ts translates other dialects). */
  pattern?: string;
  minLength?: number;
  maxLength?: number;

  // Numbers: every bound is a number (OpenAPI 3.0's boolean exclusive bounds are read as 2020-12's).
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  /** Above 0. */
  multipleOf?: number;

  // Arrays (OpenAPI 3.0's list of `items` is read as `prefixItems`).
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  unevaluatedItems?: JsonSchema;
  /** 2019-09's: 2020-12 validators ignore it. */
  additionalItems?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  contains?: JsonSchema;
  minContains?: number;
  maxContains?: number;

  // Objects.
  properties?: Record<string, JsonSchema>;
  /** Keyed by ECMA-262 regular expressions, like `pattern`. */
  patternProperties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema;
  unevaluatedProperties?: JsonSchema;
  propertyNames?: JsonSchema;
  /** Never empty, each name once. */
  required?: string[];
  dependentRequired?: Record<string, string[]>;
  dependentSchemas?: Record<string, JsonSchema>;
  minProperties?: number;
  maxProperties?: number;

  // Composition.
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  not?: JsonSchema;
  if?: JsonSchema;
  then?: JsonSchema;
  else?: JsonSchema;

  // Annotations.
  title?: string;
  description?: string;
  default?: unknown;
  /** OpenAPI's single example. */
  example?: unknown;
  examples?: unknown[];
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;

  // This project's annotations (model/schema.ts reads them from its extensions).
  readonly [DERIVED]?: DerivedProperty[];
  readonly [SENSITIVE]?: true;
  readonly [DISCRIMINATOR]?: Discriminator;
}

/** The x-derived properties of a schema (none for a boolean schema). */
export function derivedOf(schema: JsonSchema): DerivedProperty[] {
  return typeof schema === 'object' ? (schema[DERIVED] ?? []) : [];
}

/** Whether a schema holds a secret (x-sensitive). */
export function isSensitive(schema: JsonSchema): boolean {
  return typeof schema === 'object' && schema[SENSITIVE] === true;
}

/** The discriminator of a schema, if it has one. */
export function discriminatorOf(schema: JsonSchema | undefined): Discriminator | undefined {
  return typeof schema === 'object' ? schema[DISCRIMINATOR] : undefined;
}

/**
 * The values of a discriminator that name component `name`: those `mapping` gives it, else its
 * own name (OpenAPI's implicit mapping), unless the mapping gives that name to another component.
 */
export function discriminatorValues(d: Discriminator, name: string): string[] {
  const mapped = Object.keys(d.mapping).filter((v) => d.mapping[v] === name);
  if (mapped.length > 0) return mapped;
  return Object.hasOwn(d.mapping, name) ? [] : [name];
}

/** The types a schema's `type` names, as a list (empty when it names none). */
export function typeList(schema: SchemaNode): SchemaType[] {
  return schema.type === undefined ? [] : [schema.type].flat();
}
