// Deterministic example values synthesised from normalised schemas: the spec's own examples first,
// then a value that satisfies the schema's type, enum, const, format, pattern, lengths and bounds.
// Patterns are sampled with randexp from a fixed seed, so the same document always gives the same
// fixtures. Used for mock responses and for the parameters of contract tests.

import RandExpModule from 'randexp';
import { isObject, type JsonObject } from '../../openapi/json.js';
import { discriminatedBranches, inheritedTag } from '../../model/discriminator.js';
import { componentName } from '../../openapi/pointer.js';
import { discriminatorOf, typeList } from '../../model/schema-node.js';
import type { JsonSchema, SchemaNode, ServiceModel } from '../../model/types.js';
import { componentSchema, resolveSchema } from './component-schemas.js';
import { fits } from './fits.js';

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
  const forms = bare === pattern ? [pattern] : [bare, pattern];
  // A leading lookahead that fixes what follows (`^arn:(?=[^:]+:fsx:[^:]+:\d{12}:)(…:){4}.*`):
  // its text sampled as the start of the rest, the rest sampled after it.
  const first = /^\^?[^()[\\|?*+{]*\(\?=((?:[^()\\]|\\.)*)\)/.exec(bare);
  if (first) forms.push(bare.replace(`(?=${first[1]})`, `(?:${first[1]})`));
  for (const source of forms) {
    try {
      const sampler = new RandExp(boundedRepeats(source.replace(LOOKAROUND, '').replace(/(?<!\\)([*+?}])\?/g, '$1')));
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

/** Repeats beyond this many are not sampled: `.{1,2097152}` would make a value of two million characters. */
const MAX_REPEAT = 64;

/** `{m,n}` and `{m,}` with more than MAX_REPEAT choices above m, bounded to that many (the samples are tested against the whole pattern). */
function boundedRepeats(source: string): string {
  return source.replace(/(?<!\\)\{(\d+),(\d*)\}/g, (whole, min: string, max: string) => {
    const low = Number(min);
    return max === '' || Number(max) - low > MAX_REPEAT ? `{${low},${low + MAX_REPEAT}}` : whole;
  });
}

function fitLength(text: string, schema: SchemaNode): string {
  let out = text;
  const min = schema.minLength ?? 0;
  const length = [...out].length;
  if (length < min) out += 'x'.repeat(min - length);
  if (schema.maxLength !== undefined && [...out].length > schema.maxLength) out = [...out].slice(0, schema.maxLength).join('');
  return out;
}

function numberExample(schema: SchemaNode, integer: boolean): number {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0.5) : undefined);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 0.5) : undefined);
  let value = min ?? (max !== undefined ? Math.min(1, max) : 1);
  if (integer) value = Math.ceil(value);
  const step = schema.multipleOf;
  if (step) value = Math.ceil(value / step) * step;
  return value;
}

/** A value of a type other than the schema's (or outside its enum): what breaks it. */
function breaking(schema: JsonSchema | undefined): unknown {
  if (!isObject(schema)) return undefined;
  if (schema.enum) return schema.enum.includes('not one of them') ? 0 : 'not one of them';
  const types = typeList(schema);
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
  const declared = own.properties ?? {};
  const out: JsonObject = { ...value };
  for (const [j, other] of list.entries()) {
    if (j === i || !fits(model, out, other, depth + 1)) continue;
    const s = resolveSchema(model, other);
    const props = isObject(s) ? (s.properties ?? {}) : {};
    const key = Object.keys(props).find((k) => !Object.hasOwn(declared, k) && breaking(resolveSchema(model, props[k]!)) !== undefined);
    if (key === undefined) return undefined;
    out[key] = breaking(resolveSchema(model, props[key]!));
  }
  return list.some((other, j) => j !== i && fits(model, out, other, depth + 1)) || !fits(model, out, list[i], depth + 1) ? undefined : out;
}

/** The document's own example for `schema`, when it satisfies the schema. */
function documentedExample(model: ServiceModel, schema: SchemaNode): { value: unknown } | undefined {
  const candidates = [schema.example, ...(schema.examples ?? []), schema.default];
  for (const value of candidates) if (value !== undefined && fits(model, value, schema)) return { value };
  return undefined;
}

/** The index of the alternative `withAlternative` takes by default: the first that is not null. */
function firstAlternative(model: ServiceModel, list: readonly JsonSchema[]): number {
  const i = list.findIndex((alt) => {
    const s = resolveSchema(model, alt);
    return isObject(s) && s.type !== 'null';
  });
  return i < 0 ? 0 : i;
}

/** An example of alternative `i` of a discriminated oneOf/anyOf, its discriminator property holding the value that names that alternative. */
function tagged(model: ServiceModel, schema: SchemaNode, key: 'oneOf' | 'anyOf', i: number, value: unknown): unknown {
  const d = discriminatorOf(schema);
  if (!isObject(value)) return value;
  if (!d) {
    // An alternative that is the child of a discriminated allOf parent holds the value that names it.
    const alt = schema[key]?.[i];
    const child = isObject(alt) && alt.$ref !== undefined ? componentName(alt.$ref) : undefined;
    const tag = child === undefined ? undefined : inheritedTag(child, (n) => componentSchema(model, n));
    return tag ? { ...value, [tag.propertyName]: tag.values[0] } : value;
  }
  const branch = discriminatedBranches(d, schema[key] ?? [], (name) => componentSchema(model, name)).find((b) => b.index === i);
  if (!branch || branch.own) return value;
  return { ...value, [d.propertyName]: branch.values[0] };
}

/** `schema` with one of its alternatives (by default the first that is not null) folded in: the shared keywords and the alternative's own. */
function withAlternative(model: ServiceModel, schema: SchemaNode, key: 'oneOf' | 'anyOf', index?: number): JsonSchema {
  const list = schema[key] ?? [];
  const alternatives = list.map((alt) => resolveSchema(model, alt)).filter((alt): alt is SchemaNode => isObject(alt));
  const alt = index !== undefined ? alternatives[index] : (alternatives.find((a) => a.type !== 'null') ?? alternatives[0]);
  const { [key]: _dropped, ...own } = schema;
  if (!alt) return own;
  const merged: SchemaNode = { ...own, ...alt };
  if (own.properties || alt.properties) merged.properties = { ...own.properties, ...alt.properties };
  const required = [...(own.required ?? []), ...(alt.required ?? [])];
  if (required.length) merged.required = [...new Set(required)];
  if (own.type !== undefined && alt.type === undefined) merged.type = own.type;
  return merged;
}

/** Past the depth limit: a value of the schema's type that goes no deeper (never null where null is not allowed). */
function shallowExample(model: ServiceModel, schema: JsonSchema | undefined, name: string): unknown {
  let s = schema;
  for (let hops = 0; hops < 8 && isObject(s); hops++) {
    if (s.$ref !== undefined) s = resolveSchema(model, s);
    else if (s.allOf?.length && s.type === undefined) s = s.allOf[0];
    else break;
  }
  if (!isObject(s)) return name;
  if ('const' in s) return s.const;
  if (s.enum?.length) return s.enum.find((v) => v !== null) ?? s.enum[0];
  const types = typeList(s);
  const type = types.find((t) => t !== 'null') ?? (s.properties ? 'object' : s.items !== undefined ? 'array' : types[0]);
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
  for (const key of Object.keys(s.properties ?? {})) out.add(key);
  for (const part of s.allOf ?? []) for (const key of declaredProperties(model, part, depth + 1)) out.add(key);
  return out;
}

/** The schemas a schema gives its property `key` (through references and its own allOf parts). */
function propertySchemas(model: ServiceModel, schema: JsonSchema, key: string, depth: number): JsonSchema[] {
  const s = resolveSchema(model, schema);
  if (!isObject(s) || depth > 8) return [];
  const own = s.properties && Object.hasOwn(s.properties, key) ? [s.properties[key]!] : [];
  return [...own, ...(s.allOf ?? []).flatMap((part) => propertySchemas(model, part, key, depth + 1))];
}

/** Whole examples (depth 0) already made while a model's fixtures are shared (withSharedExamples): by schema object, then name. */
const made = new WeakMap<ServiceModel, WeakMap<object, Map<string, unknown>>>();

/**
 * Runs `make` with the examples of `model` made once per schema object and name and shared by
 * every caller (exampleFor): what the mocks need, where one schema answers many operations
 * (Microsoft Graph's error body, in each of its 11,000 operations, was made 11,000 times). They
 * are let go afterwards: held for longer they raised the peak of the largest descriptions. A
 * shared value is read-only: a caller that changes one changes a copy (shallowCopy, at each level
 * it changes).
 */
export function withSharedExamples<T>(model: ServiceModel, make: () => T): T {
  if (made.has(model)) return make();
  made.set(model, new WeakMap());
  try {
    return make();
  } finally {
    made.delete(model);
  }
}

/**
 * An example value of `schema` (`name`: the property or parameter it is for, which seeds sampled
 * strings; `depth`: how deep in the value it is, which bounds it). Within withSharedExamples, a
 * whole value (depth 0) is made once for each schema object and name.
 */
export function exampleFor(model: ServiceModel, schema: JsonSchema | undefined, name = 'value', depth = 0): unknown {
  const bySchema = made.get(model);
  if (!bySchema || !isObject(schema) || depth > 0) return synthesise(model, schema, name, depth);
  let byName = bySchema.get(schema);
  if (!byName) bySchema.set(schema, (byName = new Map()));
  if (byName.has(name)) return byName.get(name);
  const value = synthesise(model, schema, name, depth);
  byName.set(name, value);
  return value;
}

/** exampleFor's value, made. */
function synthesise(model: ServiceModel, schema: JsonSchema | undefined, name: string, depth: number): unknown {
  if (schema === undefined || schema === true || schema === false) return name;
  if (depth > 12) return shallowExample(model, schema, name);
  if (schema.$ref !== undefined) {
    // A reference is no level of the value: followed without spending depth (a chain of them, to a limit).
    let component: JsonSchema | undefined = schema;
    for (let hops = 0; hops < 16 && isObject(component) && component.$ref !== undefined; hops++) component = resolveSchema(model, component);
    if (component === undefined) return null;
    if (isObject(component) && component.$ref !== undefined) return shallowExample(model, component, name);
    const value = exampleFor(model, component, name, depth);
    // A child of a discriminated allOf parent holds the value that names it.
    const child = componentName(schema.$ref);
    const tag = child === undefined || !isObject(value) ? undefined : inheritedTag(child, (n) => componentSchema(model, n));
    return tag ? { ...(value as JsonObject), [tag.propertyName]: tag.values[0] } : value;
  }
  const documented = documentedExample(model, schema);
  if (documented) return documented.value;
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  if (schema.allOf?.length) {
    const { allOf, ...own } = schema;
    const schemas = [...allOf, ...(Object.keys(own).length > 0 ? [own] : [])];
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
      const declaring = objects.flatMap((o, i) => (o !== undefined && Object.hasOwn(o, key) && declared[i]!.has(key) ? [o[key]] : []));
      let value = declaring.length ? declaring[0] : objects.find((o) => o !== undefined && Object.hasOwn(o, key))![key];
      // Declared by several parts (a type in one, its enum in another), or required by one and declared
      // by another that leaves it optional (nexmo's message_type): a value every declaration takes.
      if (declaring.length !== 1) {
        const rules = schemas.flatMap((s) => propertySchemas(model, s, key, 0));
        if (rules.length) value = declaring.find((v) => rules.every((r) => fits(model, v, r))) ?? exampleFor(model, { allOf: rules }, key, depth + 1);
      }
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
  if (schema.oneOf && schema.oneOf.length > 1) {
    // oneOf wants exactly one match: the first alternative whose example no other alternative takes.
    const list = schema.oneOf;
    for (let i = 0; i < list.length; i++) {
      const alt = list[i];
      if (isObject(alt) && alt.type === 'null') continue;
      const value = tagged(model, schema, 'oneOf', i, exampleFor(model, withAlternative(model, schema, 'oneOf', i), name, depth + 1));
      if (!list.some((other, j) => j !== i && fits(model, value, other, depth + 1))) return value;
      const told = toldApart(model, value, list, i, depth);
      if (told !== undefined) return told;
    }
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (schema[key]?.length)
      return tagged(model, schema, key, firstAlternative(model, schema[key]), exampleFor(model, withAlternative(model, schema, key), name, depth + 1));
  }
  const types = typeList(schema);
  const stringy = schema.pattern !== undefined || schema.format !== undefined || schema.minLength !== undefined || schema.maxLength !== undefined;
  const type =
    types.find((t) => t !== 'null') ?? (schema.properties ? 'object' : schema.items !== undefined ? 'array' : (types[0] ?? (stringy ? 'string' : undefined)));
  switch (type) {
    case 'string': {
      const lengths: JsonSchema = { minLength: schema.minLength, maxLength: schema.maxLength, pattern: schema.pattern };
      const whole: JsonSchema = { minLength: schema.minLength, maxLength: schema.maxLength, pattern: schema.pattern, format: schema.format };
      // A format's examples when one also fits the pattern and lengths ('password' rarely matches a key's pattern).
      const formatted = schema.format !== undefined ? FORMAT_EXAMPLES[schema.format] : undefined;
      if (formatted) {
        for (const candidate of formatted) if (fits(model, candidate, lengths)) return candidate;
        const padded = fitLength(formatted[0]!, schema);
        if (fits(model, padded, whole)) return padded;
      }
      if (schema.pattern !== undefined) {
        // A few samples, repeating more for patterns whose shortest matches are shorter than minLength.
        const min = schema.minLength ?? 0;
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
        const max = schema.maxLength ?? 64;
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
      if (schema.prefixItems) return schema.prefixItems.map((s) => exampleFor(model, s, name, depth + 1));
      // Deep down, an empty list where that is allowed; a list that must have items has them (to a hard limit).
      const needed = (schema.minItems ?? 0) > 0;
      if ((depth > 6 && !needed) || depth > 16) return [];
      if (schema.maxItems === 0) return [];
      const item = exampleFor(model, schema.items ?? {}, name, depth + 1);
      const min = Math.max(1, schema.minItems ?? 1);
      if (schema.uniqueItems === true && min > 1)
        return Array.from({ length: min }, (_, i) => (typeof item === 'string' ? `${item}${i}` : typeof item === 'number' ? item + i : item));
      return Array.from({ length: min }, () => item);
    }
    case 'object':
      return ownObject(model, schema, name, depth);
    default:
      return schema.properties ? ownObject(model, schema, name, depth) : name;
  }
}

function ownObject(model: ServiceModel, schema: SchemaNode, name: string, depth: number): JsonObject {
  const out: JsonObject = {};
  const props = schema.properties ?? {};
  const required = new Set(schema.required);
  for (const key of Object.keys(props)) {
    if (depth > 3 && !required.has(key)) continue;
    Object.defineProperty(out, key, {
      value: exampleFor(model, props[key], key, depth + 1),
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
