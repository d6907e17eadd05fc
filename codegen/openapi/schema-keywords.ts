// The JSON Schema keywords by what their value holds, for every walk over a schema (the document
// walk, the model's schema reader, the validator emitters): one list, so a keyword the project
// learns is learnt everywhere.

/** Keywords whose value maps names to schemas. */
export const SCHEMA_MAP_KEYWORDS: ReadonlySet<string> = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/** Keywords whose value is a list of schemas. */
export const SCHEMA_LIST_KEYWORDS: ReadonlySet<string> = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);

/** Keywords whose value is one schema. */
export const SUBSCHEMA_KEYWORDS: ReadonlySet<string> = new Set([
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'additionalItems',
]);

/** Keywords whose value is instance data that validation reads (never a schema). */
export const VALUE_KEYWORDS: ReadonlySet<string> = new Set(['enum', 'const', 'default']);

/** Keywords whose value is instance data: VALUE_KEYWORDS and OpenAPI's and JSON Schema's examples. */
export const DATA_KEYWORDS: ReadonlySet<string> = new Set([...VALUE_KEYWORDS, 'example', 'examples']);
