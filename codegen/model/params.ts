// The parameters of an operation outside its body: path (in template order), query, header and
// cookie, path-item parameters overridden by the operation's own. A path variable nobody declared
// becomes a required string (the spec check warned about it); names are made unique.

import { isObject, type JsonObject } from '../openapi/json.js';
import { pathVariables } from '../openapi/operations.js';
import { componentName } from '../openapi/pointer.js';
import type { ModelContext } from './context.js';
import { isSensitive } from './schema-node.js';
import { typesOf, type SchemaLookup } from './shape.js';
import type { ParamLocation, ParamModel, ParamStyle } from './types.js';

const LOCATIONS = new Set(['path', 'query', 'header', 'cookie']);

function styleOf(raw: JsonObject, location: ParamLocation, types: string[]): ParamStyle | undefined {
  if (!types.includes('array') && !types.includes('object')) return undefined;
  const defaultStyle = location === 'query' || location === 'cookie' ? 'form' : 'simple';
  const style = (typeof raw.style === 'string' ? raw.style : defaultStyle) as ParamStyle['style'];
  const explode = typeof raw.explode === 'boolean' ? raw.explode : style === 'form';
  return { style, explode };
}

/** The schema of a parameter: its `schema`, or that of its single `content` entry. */
function rawSchema(raw: JsonObject): { schema: unknown; key: string[] } {
  if (raw.schema !== undefined) return { schema: raw.schema, key: ['schema'] };
  if (isObject(raw.content)) {
    const type = Object.keys(raw.content)[0];
    if (type !== undefined) return { schema: raw.content[type]?.schema, key: ['content', type, 'schema'] };
  }
  return { schema: {}, key: [] };
}

/** Headers the HTTP client writes itself: never parameters (a value given for one would not describe the request sent). */
const TRANSPORT_HEADERS = new Set(['accept-encoding', 'connection', 'content-length', 'host', 'keep-alive', 'transfer-encoding', 'te', 'upgrade']);

/**
 * A path parameter's default as its schema's type reads it: the client sends it, and checks it
 * first (`"2016"` for an integer is 2016, `1` for a string is `"1"`); undefined when it reads as
 * none of them.
 */
function typedDefault(value: unknown, types: readonly string[]): string | number | boolean | undefined {
  const text = String(value);
  for (const type of types.length ? types : ['string']) {
    if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(text) && (type === 'number' || Number.isInteger(Number(text))))
      return Number(text);
    if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
    if (type === 'string' && typeof value !== 'object') return text;
  }
  return undefined;
}

export function buildParams(
  ctx: ModelContext,
  lookup: SchemaLookup,
  pointer: readonly (string | number)[],
  path: string,
  item: JsonObject,
  op: JsonObject,
): ParamModel[] {
  const byKey = new Map<string, ParamModel>();
  const sources: Array<[unknown, (string | number)[]]> = [
    ...(Array.isArray(item.parameters)
      ? item.parameters.map((p: unknown, i: number): [unknown, (string | number)[]] => [p, [...pointer.slice(0, 2), 'parameters', i]])
      : []),
    ...(Array.isArray(op.parameters) ? op.parameters.map((p: unknown, i: number): [unknown, (string | number)[]] => [p, [...pointer, 'parameters', i]]) : []),
  ];
  // A variable may stand twice in a path (Azure: `/System.{location}/…/fabricLocations/{location}`): one parameter.
  const vars = [...new Set(pathVariables(path))];
  for (const [value, at] of sources) {
    const raw = ctx.deref(value);
    if (!isObject(raw) || typeof raw.name !== 'string' || !LOCATIONS.has(raw.in)) continue;
    if (raw.name.trim() === '') {
      ctx.warn(at, 'names', `a ${String(raw.in)} parameter has an empty name and cannot be sent; it is left out`);
      continue;
    }
    const location = raw.in as ParamLocation;
    if (location === 'path' && !vars.includes(raw.name)) continue;
    if (location === 'header' && ['accept', 'content-type', 'authorization'].includes(raw.name.toLowerCase())) continue;
    if (location === 'header' && TRANSPORT_HEADERS.has(raw.name.toLowerCase())) {
      ctx.warn(at, 'unsupported', `header parameter "${raw.name}" is written by the HTTP client itself (from the body and the connection); it is left out`);
      continue;
    }
    const { schema: s, key } = rawSchema(raw);
    const schema = ctx.schema(s, [...at, ...key]);
    const param: ParamModel = {
      name: raw.name,
      in: location,
      wireName: location === 'header' ? raw.name.toLowerCase() : raw.name,
      required: location === 'path' ? !(isObject(schema) && schema.default !== undefined) : raw.required === true,
      schema,
      sensitive: raw['x-sensitive'] === true || isSensitive(schema),
      deprecated: raw.deprecated === true,
    };
    const component = isObject(value) && typeof value.$ref === 'string' ? componentName(value.$ref, 'parameters') : undefined;
    if (component !== undefined) param.component = component;
    const description = raw.description ?? (isObject(schema) ? schema.description : undefined);
    if (typeof description === 'string') param.description = description;
    const example =
      raw.example ??
      (isObject(raw.examples)
        ? Object.values(raw.examples)
            .map((e) => ctx.deref(e)?.value)
            .find((v) => v !== undefined)
        : undefined) ??
      (isObject(schema) ? schema.example : undefined);
    if (example !== undefined) param.example = example;
    if (location === 'path' && isObject(schema) && schema.default !== undefined) {
      const typed = typedDefault(schema.default, typesOf(schema, lookup));
      if (typed !== undefined) param.default = typed;
      else {
        param.required = true;
        ctx.warn(
          [...at, ...key, 'default'],
          'schema',
          `the default ${JSON.stringify(schema.default)} is not of the parameter's type; the parameter is required`,
        );
      }
    }
    const style = styleOf(raw, location, typesOf(schema, lookup));
    if (style) param.style = style;
    if (location === 'query' && raw.allowReserved === true) param.style = { ...(style ?? { style: 'form', explode: true }), reserved: true };
    byKey.set(`${location}:${raw.name}`, param);
  }
  for (const v of vars) {
    if (!byKey.has(`path:${v}`))
      byKey.set(`path:${v}`, { name: v, in: 'path', wireName: v, required: true, schema: { type: 'string' }, sensitive: false, deprecated: false });
  }
  const pathParams = vars.map((v) => byKey.get(`path:${v}`)!);
  const others = [...byKey.values()].filter((p) => p.in !== 'path');
  const used = new Set<string>();
  const out: ParamModel[] = [];
  for (const p of [...pathParams, ...others]) {
    if (used.has(p.name)) {
      const renamed = `${p.name}_${p.in}`;
      ctx.warn(pointer, 'names', `parameter "${p.name}" is declared in several places; the ${p.in} one is passed as "${renamed}"`);
      p.name = renamed;
    }
    used.add(p.name);
    out.push(p);
  }
  return out;
}
