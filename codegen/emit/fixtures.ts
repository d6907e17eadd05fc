// Deterministic example values synthesised from normalised schemas: the spec's own examples first,
// then a value that satisfies the schema's type, enum, const, format, pattern, lengths and bounds.
// Patterns are sampled with randexp from a fixed seed, so the same document always gives the same
// fixtures. Used for mock responses and for the parameters of contract tests.

import RandExpModule from 'randexp';
import { isObject, type JsonObject } from '../openapi/json.js';
import { componentName } from '../openapi/pointer.js';
import { formatHolds } from '../model/formats.js';
import type { JsonSchema, ServiceModel } from '../model/types.js';

type RandExpInstance = { gen(): string; max: number; randInt: (a: number, b: number) => number; defaultRange: { subtract(a: number, b: number): void } };
const RandExp = ((RandExpModule as unknown as { default?: unknown }).default ?? RandExpModule) as new (pattern: string | RegExp) => RandExpInstance;

/** Values of each format, tried in order: the first that also fits the schema's lengths and pattern is taken. */
const FORMAT_EXAMPLES: Record<string, readonly string[]> = {
  'date-time': [
    '2020-01-01T00:00:00Z',
    '2020-01-01T00:00:00+00:00',
    '2020-01-01T00:00:00.000Z',
    '2020-01-01T00:00:00.000+00:00',
    '2020-01-01T00:00:00.000000Z',
    '2020-01-01T00:00:00.000000+00:00',
  ],
  date: ['2020-01-01'],
  time: ['00:00:00Z', '00:00:00+00:00', '00:00:00.000Z', '00:00:00.000+00:00'],
  duration: ['P1D', 'PT1H', 'P1Y2M3DT4H5M6S'],
  uri: ['https://example.com/resource', 'https://example.com/', 'https://example.com/a/resource/of/some/length'],
  'uri-reference': ['https://example.com/resource', '/resource'],
  'uri-template': ['https://example.com/{id}'],
  iri: ['https://example.com/resource'],
  url: ['https://example.com/resource', 'https://example.com/'],
  email: ['user@example.com', 'u@example.com', 'first.last@example.com'],
  'idn-email': ['user@example.com'],
  ipv4: ['203.0.113.7', '10.0.0.1'],
  ipv6: ['2001:db8::1'],
  uuid: ['00000000-0000-4000-8000-000000000000'],
  hostname: ['example.com', 'www.example.com'],
  'idn-hostname': ['example.com'],
  'json-pointer': ['/a/b'],
  'relative-json-pointer': ['0/a'],
  regex: ['^a+$'],
  byte: ['AA==', 'AAAA'],
  int64: ['1'],
  password: ['password', 'Passw0rd!'],
};

/**
 * Strings of the usual character classes (upper and lower case letters, digits, punctuation),
 * for patterns made of lookaheads ("at least one digit and one capital") that sampling cannot
 * satisfy: each is tried at the lengths the schema allows.
 */
const MIXED = ['Aa1!', 'Aa1-', 'Aa1_', 'Aa1.', 'aA1@', 'Aa1 '];

function mixedCandidates(min: number, max: number): string[] {
  const lengths = [...new Set([Math.max(min, 8), min, 12, 16, 32, 64])].filter((n) => n >= min && n <= max && n > 0);
  return lengths.flatMap((n) => MIXED.map((unit) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n)));
}

/** Lookarounds, which randexp cannot sample: left out of what is sampled (the sample is still tested against the whole pattern). */
const LOOKAROUND = /\(\?<?[=!](?:[^()\\]|\\.)*\)/g;

/**
 * A string matching `pattern`, the same every time; undefined when the pattern cannot be sampled.
 * `repeat`: the most a `*` or `+` repeats; `longest`: every choice takes its upper end (each
 * repetition as many times as it may), for a minLength the random samples fall short of.
 */
function patternExample(pattern: string, seedText: string, repeat = 6, longest = false): string | undefined {
  // `.*` at either end adds nothing a match needs (and an anchor after a sampled `.*` never
  // matches): the pattern without them is sampled first. Lazy quantifiers (`{2,20}?`) match as
  // greedy ones do for a test, and randexp would read their `?` as "optional".
  const bare = pattern.replace(/^\.\*/, '').replace(/(?<!\\)\.\*$/, '');
  for (const source of bare === pattern ? [pattern] : [bare, pattern]) {
    try {
      const sampler = new RandExp(source.replace(LOOKAROUND, '').replace(/(?<!\\)([*+?}])\?/g, '$1'));
      sampler.max = repeat;
      sampler.defaultRange.subtract(0, 0x1f);
      sampler.defaultRange.subtract(0x7f, 0xffff);
      let seed = 7;
      for (const c of seedText) seed = (seed * 31 + c.charCodeAt(0)) % 2147483647 || 7;
      sampler.randInt = (a: number, b: number) => {
        if (longest) return b;
        seed = (seed * 16807) % 2147483647;
        return a + (seed % (b - a + 1));
      };
      const value = sampler.gen();
      if (new RegExp(pattern, 'u').test(value)) return value;
    } catch {
      // a pattern randexp cannot read: the next form, or none
    }
  }
  return undefined;
}

function fitLength(text: string, schema: JsonObject): string {
  let out = text;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  while ([...out].length < min) out += 'x';
  if (typeof schema.maxLength === 'number' && [...out].length > schema.maxLength) out = [...out].slice(0, schema.maxLength).join('');
  return out;
}

function numberExample(schema: JsonObject, integer: boolean): number {
  const min =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum + (integer ? 1 : 0.5)
        : undefined;
  const max =
    typeof schema.maximum === 'number'
      ? schema.maximum
      : typeof schema.exclusiveMaximum === 'number'
        ? schema.exclusiveMaximum - (integer ? 1 : 0.5)
        : undefined;
  let value = min ?? (max !== undefined ? Math.min(1, max) : 1);
  if (integer) value = Math.ceil(value);
  const step = typeof schema.multipleOf === 'number' && schema.multipleOf > 0 ? schema.multipleOf : undefined;
  if (step) value = Math.ceil(value / step) * step;
  return value;
}

const componentsByName = new WeakMap<ServiceModel, Map<string, JsonSchema>>();

/** A component schema by name, through an index built once per service (not a scan per reference). */
export function componentSchema(model: ServiceModel, name: string): JsonSchema | undefined {
  let byName = componentsByName.get(model);
  if (!byName) {
    componentsByName.set(model, (byName = new Map()));
    for (const s of model.schemas) if (!byName.has(s.name)) byName.set(s.name, s.schema);
  }
  return byName.get(name);
}

/** The component a `$ref` names, or the schema itself. */
export function resolveSchema(model: ServiceModel, schema: JsonSchema): JsonSchema | undefined {
  if (typeof schema === 'object' && typeof schema.$ref === 'string') {
    const target = componentName(schema.$ref);
    return target !== undefined ? componentSchema(model, target) : undefined;
  }
  return schema;
}

const typeOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value);

/**
 * Whether a value the document gives as an example satisfies its schema's plain constraints (type,
 * enum, const, lengths, pattern, bounds (exclusive ones and multipleOf too), required, items,
 * uniqueItems, properties, additionalProperties and the property counts; composition through every
 * allOf part and some anyOf/oneOf alternative). Written here rather than compiled with ajv: it runs
 * for every example of a document, where a compiled validator per example would cost more than
 * the whole generation. It errs towards accepting (unknown keywords pass).
 */
export function fits(model: ServiceModel, value: unknown, schema: JsonSchema | undefined, depth = 0): boolean {
  const s = schema === undefined ? undefined : resolveSchema(model, schema);
  if (s === undefined || s === true || depth > 12) return true;
  if (s === false) return false;
  if (Array.isArray(s.enum) && !s.enum.some((v) => JSON.stringify(v) === JSON.stringify(value))) return false;
  if ('const' in s && JSON.stringify(s.const) !== JSON.stringify(value)) return false;
  const types = Array.isArray(s.type) ? s.type.map(String) : typeof s.type === 'string' ? [s.type] : [];
  const actual = typeOf(value);
  if (types.length > 0 && !types.includes(actual) && !(actual === 'integer' && types.includes('number'))) return false;
  if (Array.isArray(s.allOf) && !s.allOf.every((part) => fits(model, value, part as JsonSchema, depth + 1))) return false;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const list = s[key];
    if (Array.isArray(list) && list.length > 0 && !list.some((alt) => fits(model, value, alt as JsonSchema, depth + 1))) return false;
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (typeof s.minLength === 'number' && length < s.minLength) return false;
    if (typeof s.maxLength === 'number' && length > s.maxLength) return false;
    if (typeof s.format === 'string' && !formatHolds(s.format, value)) return false;
    if (typeof s.pattern === 'string') {
      try {
        if (!new RegExp(s.pattern, 'u').test(value)) return false;
      } catch {
        // A pattern JavaScript cannot read says nothing about the example.
      }
    }
  }
  if (typeof value === 'number') {
    if (typeof s.minimum === 'number' && value < s.minimum) return false;
    if (typeof s.maximum === 'number' && value > s.maximum) return false;
  }
  if (Array.isArray(value)) {
    if (typeof s.minItems === 'number' && value.length < s.minItems) return false;
    if (typeof s.maxItems === 'number' && value.length > s.maxItems) return false;
    if (s.items !== undefined && !value.slice(0, 20).every((item) => fits(model, item, s.items as JsonSchema, depth + 1))) return false;
  }
  if (isObject(value)) {
    if (Array.isArray(s.required) && !s.required.every((k) => Object.hasOwn(value, String(k)))) return false;
    const props = isObject(s.properties) ? s.properties : {};
    for (const [k, v] of Object.entries(value)) {
      if (Object.hasOwn(props, k)) {
        if (!fits(model, v, props[k] as JsonSchema, depth + 1)) return false;
      } else if (s.additionalProperties === false || (isObject(s.additionalProperties) && !fits(model, v, s.additionalProperties as JsonSchema, depth + 1)))
        return false;
    }
    if (typeof s.minProperties === 'number' && Object.keys(value).length < s.minProperties) return false;
    if (typeof s.maxProperties === 'number' && Object.keys(value).length > s.maxProperties) return false;
  }
  if (typeof value === 'number') {
    if (typeof s.exclusiveMinimum === 'number' && value <= s.exclusiveMinimum) return false;
    if (typeof s.exclusiveMaximum === 'number' && value >= s.exclusiveMaximum) return false;
    if (typeof s.multipleOf === 'number' && s.multipleOf > 0 && Math.abs(value / s.multipleOf - Math.round(value / s.multipleOf)) > 1e-9) return false;
  }
  if (Array.isArray(value) && s.uniqueItems === true && new Set(value.map((v) => JSON.stringify(v))).size !== value.length) return false;
  return true;
}

/** A value of a type other than the schema's (or outside its enum): what breaks it. */
function breaking(schema: JsonSchema | undefined): unknown {
  if (!isObject(schema)) return undefined;
  if (Array.isArray(schema.enum)) return schema.enum.includes('not one of them') ? 0 : 'not one of them';
  const types = Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === 'string' ? [schema.type] : [];
  if (types.length === 0) return undefined;
  return types.includes('string') ? (types.includes('boolean') ? 0 : false) : 'not a value of its type';
}

/**
 * An object example of alternative `i` of a oneOf that no other alternative takes: when the others
 * are open objects that take it too, a property one of them declares (and `i` does not) is given a
 * value that breaks it there. Undefined when no such property tells them apart.
 */
function toldApart(model: ServiceModel, value: unknown, list: readonly JsonSchema[], i: number, depth: number): unknown {
  if (!isObject(value)) return undefined;
  const own = resolveSchema(model, list[i]!);
  if (!isObject(own) || own.additionalProperties === false) return undefined;
  const declared = isObject(own.properties) ? own.properties : {};
  const out: JsonObject = { ...value };
  for (const [j, other] of list.entries()) {
    if (j === i || !fits(model, out, other, depth + 1)) continue;
    const s = resolveSchema(model, other);
    const props = isObject(s) && isObject(s.properties) ? s.properties : {};
    const key = Object.keys(props).find((k) => !Object.hasOwn(declared, k) && breaking(resolveSchema(model, props[k] as JsonSchema)) !== undefined);
    if (key === undefined) return undefined;
    out[key] = breaking(resolveSchema(model, props[key] as JsonSchema));
  }
  return list.some((other, j) => j !== i && fits(model, out, other, depth + 1)) || !fits(model, out, list[i], depth + 1) ? undefined : out;
}

/** The document's own example for `schema`, when it satisfies the schema. */
function documentedExample(model: ServiceModel, schema: JsonObject): { value: unknown } | undefined {
  const candidates = [schema.example, ...(Array.isArray(schema.examples) ? schema.examples : []), schema.default];
  for (const value of candidates) if (value !== undefined && fits(model, value, schema)) return { value };
  return undefined;
}

/** `schema` with one of its alternatives (by default the first that is not null) folded in: the shared keywords and the alternative's own. */
function withAlternative(model: ServiceModel, schema: JsonObject, key: 'oneOf' | 'anyOf', index?: number): JsonSchema {
  const list = schema[key] as JsonSchema[];
  const alternatives = list.map((alt) => resolveSchema(model, alt)).filter((alt): alt is JsonObject => isObject(alt));
  const alt = index !== undefined ? alternatives[index] : (alternatives.find((a) => a.type !== 'null') ?? alternatives[0]);
  const { [key]: _dropped, ...own } = schema;
  if (!alt) return own;
  const merged: JsonObject = { ...own, ...alt };
  if (isObject(own.properties) || isObject(alt.properties))
    merged.properties = { ...(isObject(own.properties) ? own.properties : {}), ...(isObject(alt.properties) ? alt.properties : {}) };
  const required = [...(Array.isArray(own.required) ? own.required : []), ...(Array.isArray(alt.required) ? alt.required : [])];
  if (required.length) merged.required = [...new Set(required)];
  if (own.type !== undefined && alt.type === undefined) merged.type = own.type;
  return merged;
}

/** Past the depth limit: a value of the schema's type that goes no deeper (never null where null is not allowed). */
function shallowExample(model: ServiceModel, schema: JsonSchema | undefined, name: string): unknown {
  let s = schema;
  for (let hops = 0; hops < 8 && isObject(s); hops++) {
    if (typeof s.$ref === 'string') s = resolveSchema(model, s);
    else if (Array.isArray(s.allOf) && s.allOf.length > 0 && s.type === undefined) s = s.allOf[0] as JsonSchema;
    else break;
  }
  if (!isObject(s)) return name;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum.find((v) => v !== null) ?? s.enum[0];
  const types = Array.isArray(s.type) ? s.type.map(String) : typeof s.type === 'string' ? [s.type] : [];
  const type = types.find((t) => t !== 'null') ?? (isObject(s.properties) ? 'object' : s.items !== undefined ? 'array' : types[0]);
  if (type === 'integer' || type === 'number') return numberExample(s, type === 'integer');
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  if (type === 'null') return null;
  return fitLength(name, s);
}

/** The property names a schema declares (through references and its own allOf parts). */
function declaredProperties(model: ServiceModel, schema: JsonSchema, depth: number): Set<string> {
  const s = resolveSchema(model, schema);
  const out = new Set<string>();
  if (!isObject(s) || depth > 8) return out;
  if (isObject(s.properties)) for (const key of Object.keys(s.properties)) out.add(key);
  if (Array.isArray(s.allOf)) for (const part of s.allOf) for (const key of declaredProperties(model, part as JsonSchema, depth + 1)) out.add(key);
  return out;
}

export function exampleFor(model: ServiceModel, schema: JsonSchema | undefined, name = 'value', depth = 0): unknown {
  if (schema === undefined || schema === true || schema === false) return name;
  if (depth > 12) return shallowExample(model, schema, name);
  if (typeof schema.$ref === 'string') {
    // A reference is no level of the value: followed without spending depth (a chain of them, to a limit).
    let component: JsonSchema | undefined = schema;
    for (let hops = 0; hops < 16 && isObject(component) && typeof component.$ref === 'string'; hops++) component = resolveSchema(model, component);
    if (component === undefined) return null;
    return isObject(component) && typeof component.$ref === 'string' ? shallowExample(model, component, name) : exampleFor(model, component, name, depth);
  }
  const documented = documentedExample(model, schema);
  if (documented) return documented.value;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    const { allOf, ...own } = schema;
    const schemas = [...(allOf as JsonSchema[]), ...(Object.keys(own).length > 0 ? [own as JsonSchema] : [])];
    const parts = schemas.map((s) => exampleFor(model, s, name, depth + 1));
    // Parts that are no objects (`allOf: [String, { pattern }]`): one value of their keywords together.
    if (!parts.some(isObject)) return exampleFor(model, Object.assign({}, ...schemas.map((s) => resolveSchema(model, s)).filter(isObject)), name, depth + 1);
    // Parts that are objects make one object. A property's value comes from a part that declares
    // it; a part that only requires it (allOf: [{ required: [a] }, Base]) gives a name as a
    // stand-in, used only when no part declares it.
    const out: JsonObject = {};
    const declared = schemas.map((s) => declaredProperties(model, s, 0));
    const objects = parts.map((part) => (isObject(part) ? part : undefined));
    for (const key of new Set(objects.flatMap((o) => (o ? Object.keys(o) : [])))) {
      const declaring = objects.findIndex((o, i) => o !== undefined && Object.hasOwn(o, key) && declared[i]!.has(key));
      const from = objects[declaring >= 0 ? declaring : objects.findIndex((o) => o !== undefined && Object.hasOwn(o, key))]!;
      Object.defineProperty(out, key, { value: from[key], enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
  if (Array.isArray(schema.oneOf) && schema.oneOf.length > 1) {
    // oneOf wants exactly one match: the first alternative whose example no other alternative takes.
    const list = schema.oneOf as JsonSchema[];
    for (let i = 0; i < list.length; i++) {
      if (isObject(list[i]) && (list[i] as JsonObject).type === 'null') continue;
      const value = exampleFor(model, withAlternative(model, schema, 'oneOf', i), name, depth + 1);
      if (!list.some((other, j) => j !== i && fits(model, value, other, depth + 1))) return value;
      const told = toldApart(model, value, list, i, depth);
      if (told !== undefined) return told;
    }
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key]) && (schema[key] as unknown[]).length > 0) return exampleFor(model, withAlternative(model, schema, key), name, depth + 1);
  }
  const types = Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === 'string' ? [schema.type] : [];
  const stringy =
    typeof schema.pattern === 'string' || typeof schema.format === 'string' || typeof schema.minLength === 'number' || typeof schema.maxLength === 'number';
  const type =
    types.find((t) => t !== 'null') ??
    (isObject(schema.properties) ? 'object' : schema.items !== undefined ? 'array' : (types[0] ?? (stringy ? 'string' : undefined)));
  switch (type) {
    case 'string': {
      const lengths = { minLength: schema.minLength, maxLength: schema.maxLength, pattern: schema.pattern } as JsonSchema;
      const whole = { minLength: schema.minLength, maxLength: schema.maxLength, pattern: schema.pattern, format: schema.format } as JsonSchema;
      // A format's examples when one also fits the pattern and lengths ('password' rarely matches a key's pattern).
      const formatted = typeof schema.format === 'string' ? FORMAT_EXAMPLES[schema.format] : undefined;
      if (formatted) {
        for (const candidate of formatted) if (fits(model, candidate, lengths)) return candidate;
        const padded = fitLength(formatted[0]!, schema);
        if (fits(model, padded, whole)) return padded;
      }
      if (typeof schema.pattern === 'string') {
        // A few samples, repeating more for patterns whose shortest matches are shorter than minLength.
        const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
        // Random lengths of explicit ranges (`{0,63}`) meet a narrow minLength..maxLength now and then: 32 tries.
        for (let attempt = 0; attempt < 32; attempt++) {
          const sampled = patternExample(schema.pattern, attempt === 0 ? name : `${name}#${attempt}`, Math.max(6, attempt % 6 < 3 ? 0 : min));
          if (sampled !== undefined && fits(model, sampled, whole)) return sampled;
          // A prefix the pattern fixes (`^arn:aws:x:`), lengthened to minLength.
          if (sampled !== undefined && fits(model, fitLength(sampled, schema), whole)) return fitLength(sampled, schema);
        }
        // randexp repeats `x+` up to 1 + repeat times, so the longest samples are tried just below minLength too.
        for (let repeat = min; repeat > 0 && repeat >= min - 4; repeat--) {
          const longest = patternExample(schema.pattern, name, repeat, true);
          if (longest !== undefined && fits(model, longest, whole)) return longest;
        }
        const max = typeof schema.maxLength === 'number' ? schema.maxLength : 64;
        for (const candidate of mixedCandidates(min, max)) if (fits(model, candidate, whole)) return candidate;
      }
      return fitLength(name, schema);
    }
    case 'integer':
      return numberExample(schema, true);
    case 'number':
      return numberExample(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      if (Array.isArray(schema.prefixItems)) return schema.prefixItems.map((s) => exampleFor(model, s as JsonSchema, name, depth + 1));
      // Deep down, an empty list where that is allowed; a list that must have items has them (to a hard limit).
      const needed = typeof schema.minItems === 'number' && schema.minItems > 0;
      if ((depth > 6 && !needed) || depth > 16) return [];
      if (schema.maxItems === 0) return [];
      const item = exampleFor(model, (schema.items ?? {}) as JsonSchema, name, depth + 1);
      const min = typeof schema.minItems === 'number' ? Math.max(1, schema.minItems) : 1;
      if (schema.uniqueItems === true && min > 1)
        return Array.from({ length: min }, (_, i) => (typeof item === 'string' ? `${item}${i}` : typeof item === 'number' ? item + i : item));
      return Array.from({ length: min }, () => item);
    }
    case 'object':
      return ownObject(model, schema, name, depth);
    default:
      return isObject(schema.properties) ? ownObject(model, schema, name, depth) : name;
  }
}

function ownObject(model: ServiceModel, schema: JsonObject, name: string, depth: number): JsonObject {
  const out: JsonObject = {};
  const props: JsonObject = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  for (const key of Object.keys(props)) {
    if (depth > 3 && !required.has(key)) continue;
    Object.defineProperty(out, key, {
      value: exampleFor(model, props[key] as JsonSchema, key, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  for (const key of required) {
    if (!Object.hasOwn(out, key))
      Object.defineProperty(out, key, {
        value: isObject(schema.additionalProperties) ? exampleFor(model, schema.additionalProperties, key, depth + 1) : key,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  if (Object.keys(props).length === 0 && isObject(schema.additionalProperties) && Object.keys(out).length === 0)
    out[name] = exampleFor(model, schema.additionalProperties, name, depth + 1);
  return out;
}
