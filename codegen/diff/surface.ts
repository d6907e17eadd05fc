// The surface of a generated client as its callers see it, summarised from the model (never the
// document): each method by the name the client exposes, its parameters as its Params type holds
// them (type, required, enum values, constraints, nullability), what it resolves with (its fields,
// flattened down to the component types they name), each component type's fields, and each
// webhook a receiver is sent (its payload type and fields). Two
// surfaces are compared by ./compare.ts; one is stored beside specforge-stamp.json so a
// regenerate can say what changed for callers without keeping the old document.

import type { JsonSchema, OperationModel, ParamModel, SchemaNode, ServiceModel } from '../model/types.js';
import type { SpecDocument } from '../openapi/document.js';
import type { Pointer } from '../openapi/pointer.js';
import { webhooksSection } from '../model/webhooks.js';

export const SURFACE_FORMAT = 'specforge-surface/2';

/** One value a caller writes or reads: a parameter, a body property, a response or component field. */
export interface FieldSurface {
  /** Its type as text, `null` left out: `string`, `integer`, `Pet`, `string[]`, `object`, `Cat | Dog`. */
  type: string;
  required: boolean;
  nullable?: true;
  /** Allowed values, each as JSON text, when it has an enum (or const). */
  enum?: string[];
  /** The types of its oneOf/anyOf alternatives. */
  alternatives?: string[];
  /** Its bounds: minLength, maxLength, minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, minItems, maxItems, pattern. */
  constraints?: Record<string, number | string>;
  deprecated?: true;
  /** Where it is written: its pointer in the document (JSON text), made `file:line:col` by positionsOf for a change. */
  at?: string;
}

export interface ParamSurface extends FieldSurface {
  /** path, query, header, cookie or body. */
  in: string;
  /** Its name on the wire. */
  wire: string;
}

export interface MethodSurface {
  /** `GET /pets/{petId}`. */
  operation: string;
  at?: string;
  /** The TypeScript name of its Params type's base: `PetsGetPet`. */
  typeBase: string;
  deprecated?: true;
  /** Its own server, when not the service's. */
  server?: string;
  /** Path parameters taken as leading positional arguments, in order. */
  positional?: string[];
  params: Record<string, ParamSurface>;
  body?: { mediaType: string; required: boolean };
  /** What it resolves with: the success response's status, kind, media type, type and fields (flattened to the types they name). */
  result: { status: string; kind: string; mediaType?: string; type: string; fields: Record<string, FieldSurface> };
  /** Every status the document lists. */
  statuses: string[];
  /** Each accepted requirement: `scheme` or `scheme:scope1 scope2`, `(none)` when no authentication is accepted; empty: none needed. */
  security: string[];
  pagination?: string;
  /** The response may be a text/event-stream: the type of each event's data. */
  events?: string;
}

export interface TypeSurface {
  /** The type as text (`object`, `string`, `Cat | Dog`). */
  type: string;
  at?: string;
  enum?: string[];
  alternatives?: string[];
  fields: Record<string, FieldSurface>;
  /** How callers meet it: in what they send (`write`), in what they read (`read`). */
  read?: true;
  write?: true;
}

/** A webhook (`webhooks:` or `x-webhooks`), as a receiver meets it: the type its payload is handed over as. */
export interface WebhookSurface {
  /** The payload's TypeScript type name (`DeliveryPayload`). */
  typeName: string;
  /** The payload as a type's text (a component's name when it is one). */
  type: string;
  at?: string;
  /** The payload's fields, flattened (none when it names a component: those are the component's). */
  fields: Record<string, FieldSurface>;
}

export interface Surface {
  format: typeof SURFACE_FORMAT;
  service: string;
  clientName: string;
  /** The service's servers, the one the client sends to first. */
  servers: { url: string; at?: string }[];
  /** Methods by the name the client exposes: `pets.getPet` (client.pets.getPet). */
  methods: Record<string, MethodSurface>;
  /** Component types by their TypeScript name. */
  types: Record<string, TypeSurface>;
  /** Webhooks by their key in the document (none when it describes none). */
  webhooks?: Record<string, WebhookSurface>;
}

type Locate = (pointer: Pointer) => string | undefined;

/** The surface of `model`; `doc` (before it is let go) gives positions and OAuth scopes. */
export function surfaceOf(model: ServiceModel, doc?: Pick<SpecDocument, 'file' | 'locate' | 'data'>): Surface {
  // Where each part is written is kept as its pointer (JSON text); only the positions of the parts
  // that changed are looked up (positionsOf below): a lookup in a 13 MB JSON document costs about
  // 50 µs, and a surface has tens of thousands of parts.
  const locate: Locate = doc ? (pointer) => JSON.stringify(pointer) : () => undefined;
  const typeNames = new Map(model.schemas.map((s) => [s.name, s.typeName] as const));
  const refName = (ref: string) => {
    const key = decodeURIComponent(ref.replace(/^#\/components\/schemas\//, ''))
      .replace(/~1/g, '/')
      .replace(/~0/g, '~');
    return typeNames.get(key) ?? key;
  };
  const shape = new Shaper(refName);
  const methods: Record<string, MethodSurface> = {};
  const read = new Set<string>();
  const write = new Set<string>();
  for (const op of model.operations) {
    if (op.aliasOf !== undefined) continue;
    methods[op.name] = methodOf(op, shape, locate, doc?.data, model.defaultSecurity);
    for (const p of op.params) shape.refsIn(p.schema, write);
    if (op.success.schema !== undefined) shape.refsIn(op.success.schema, read);
    if (op.success.events !== undefined) shape.refsIn(op.success.events, read);
  }
  // A webhook's payload is what a receiver reads.
  const webhooks: Record<string, WebhookSurface> = {};
  const section = doc ? webhooksSection(doc.data) : 'webhooks';
  for (const w of model.webhooks) {
    shape.refsIn(w.payload, read);
    const fields: Record<string, FieldSurface> = {};
    shape.fields(w.payload, '', fields, () => undefined);
    webhooks[w.name] = { typeName: w.typeName, type: shape.text(w.payload), ...optional('at', locate([section, w.name])), fields };
  }
  const byType = new Map(model.schemas.map((s) => [s.typeName, s] as const));
  // What a type reaches is met the same way as the type itself.
  for (const set of [read, write]) {
    const queue = [...set];
    while (queue.length) {
      const schema = byType.get(queue.pop()!)?.schema;
      if (schema === undefined) continue;
      const found = new Set<string>();
      shape.refsIn(schema, found);
      for (const t of found) if (!set.has(t)) set.add(t), queue.push(t);
    }
  }
  const types: Record<string, TypeSurface> = {};
  for (const s of model.schemas) {
    const fields: Record<string, FieldSurface> = {};
    shape.fields(s.schema, '', fields, (pointer) => locate(['components', 'schemas', s.name, ...pointer]));
    const node = typeof s.schema === 'object' ? s.schema : {};
    types[s.typeName] = {
      type: shape.text(s.schema, true),
      ...optional('at', locate(['components', 'schemas', s.name])),
      ...optional('enum', enumOf(node)),
      ...optional('alternatives', shape.alternatives(node)),
      fields,
      ...(read.has(s.typeName) ? { read: true as const } : {}),
      ...(write.has(s.typeName) ? { write: true as const } : {}),
    };
  }
  const listed: unknown[] = Array.isArray(doc?.data.servers) ? doc.data.servers : [];
  const urls = listed.map((s) => (s && typeof s === 'object' ? (s as { url?: unknown }).url : undefined));
  // The client sends to the first (its base URL, variables filled in); the others are listed as written.
  const servers: Surface['servers'] = [];
  urls.forEach((url, i) => {
    const shown = i === 0 ? model.baseUrl : url;
    if (typeof shown === 'string' && shown !== '' && !servers.some((s) => s.url === shown))
      servers.push({ url: shown, ...optional('at', locate(['servers', i, 'url'])) });
  });
  if (!servers.length && model.baseUrl !== '') servers.push({ url: model.baseUrl });
  return {
    format: SURFACE_FORMAT,
    service: model.name,
    clientName: model.clientName,
    servers,
    methods,
    types,
    ...(model.webhooks.length ? { webhooks } : {}),
  };
}

/**
 * Turns the pointers a surface's `at` holds into `file:line:col` with the document's positions
 * (for the few parts a change names).
 */
export function positionsOf(doc: Pick<SpecDocument, 'file' | 'locate'>): (at: string | null) => string | null {
  return (at) => {
    if (at === null || !at.startsWith('[')) return at;
    const where = doc.locate(JSON.parse(at) as Pointer);
    return `${where.file ?? doc.file}:${where.line}:${where.col}`;
  };
}

function optional<K extends string, V>(key: K, value: V | undefined): { [k in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [k in K]?: V };
}

function methodOf(op: OperationModel, shape: Shaper, locate: Locate, data: Record<string, any> | undefined, defaultSecurity: string[]): MethodSurface {
  const verb = op.httpMethod.toLowerCase();
  const opPointer = ['paths', op.path.replace(/\{\+/g, '{'), verb];
  const raw = data?.paths?.[op.path.replace(/\{\+/g, '{')]?.[verb];
  const params: Record<string, ParamSurface> = {};
  for (const p of op.params) params[p.name] = paramOf(p, shape, paramPointer(p, raw, opPointer, op.body?.mediaType), locate);
  const success = op.success;
  const fields: Record<string, FieldSurface> = {};
  const content = [...opPointer, 'responses', success.status, 'content', success.mediaType ?? '', 'schema'];
  if (success.schema !== undefined) shape.fields(success.schema, '', fields, (pointer) => locate([...content, ...pointer]));
  const m: MethodSurface = {
    operation: `${op.httpMethod} ${op.path.replace(/\{\+/g, '{')}`,
    ...optional('at', locate(opPointer)),
    typeBase: op.typeBase,
    params,
    result: {
      status: success.status,
      kind: success.kind,
      ...optional('mediaType', success.mediaType),
      type: success.schema === undefined ? 'void' : shape.text(success.schema),
      fields,
    },
    statuses: op.responses.map((r) => r.status),
    security: securityOf(raw, data, op.security, defaultSecurity),
  };
  if (op.deprecation) m.deprecated = true;
  if (op.server) m.server = op.server;
  if (op.positional?.length) m.positional = [...op.positional];
  if (op.body) m.body = { mediaType: op.body.mediaType, required: op.body.required };
  if (op.pagination) m.pagination = JSON.stringify(op.pagination);
  if (success.events !== undefined) m.events = shape.text(success.events);
  if (op.unwrap) m.result.type = `${m.result.type}.${op.unwrap}`;
  return m;
}

/** Where a parameter is written: its entry in the operation's (or path's) list, or the body's property. */
function paramPointer(p: ParamModel, raw: any, opPointer: Pointer, mediaType: string | undefined): Pointer {
  if (p.in === 'body') return [...opPointer, 'requestBody', 'content', mediaType ?? '', 'schema', 'properties', p.wireName];
  const list: unknown[] = Array.isArray(raw?.parameters) ? raw.parameters : [];
  const i = list.findIndex((e: any) => e?.name === p.wireName || e?.name === p.name);
  return i >= 0 ? [...opPointer, 'parameters', i] : opPointer;
}

function paramOf(p: ParamModel, shape: Shaper, pointer: Pointer, locate: Locate): ParamSurface {
  const field = shape.field(p.schema, p.required);
  if (p.deprecated) field.deprecated = true;
  return { ...field, in: p.in, wire: p.wireName, ...optional('at', locate(pointer)) };
}

/** Each security requirement the operation accepts, with its scopes (read from the document when there is one). */
function securityOf(raw: any, data: Record<string, any> | undefined, names: string[], defaults: string[]): string[] {
  const list = raw?.security ?? data?.security;
  if (Array.isArray(list)) {
    return list
      .map((req: unknown) =>
        req && typeof req === 'object'
          ? Object.entries(req as Record<string, unknown>)
              .map(([k, v]) => (Array.isArray(v) && v.length ? `${k}:${[...v].map(String).sort().join(' ')}` : k))
              .sort()
              .join(' + ') || '(none)'
          : '(none)',
      )
      .sort();
  }
  return [...(names.length ? names : defaults)].sort();
}

function enumOf(node: SchemaNode): string[] | undefined {
  if (node.const !== undefined) return [JSON.stringify(node.const)];
  if (!Array.isArray(node.enum)) return undefined;
  return node.enum.filter((v) => v !== null).map((v) => JSON.stringify(v));
}

const BOUNDS = [
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'pattern',
] as const;

/** Reads schemas as types; references to components are named, never followed (each component has its own entry). */
class Shaper {
  constructor(private readonly refName: (ref: string) => string) {}

  /** The type names a schema refers to, anywhere inside it. */
  refsIn(schema: JsonSchema, into: Set<string>): void {
    const stack: unknown[] = [schema];
    let budget = 100_000;
    while (stack.length && budget-- > 0) {
      const node = stack.pop();
      if (Array.isArray(node)) stack.push(...node);
      else if (node && typeof node === 'object') {
        for (const [k, v] of Object.entries(node)) {
          if (k === '$ref' && typeof v === 'string' && v !== '#') into.add(this.refName(v));
          else if (k !== 'enum' && k !== 'const' && k !== 'example' && k !== 'examples' && k !== 'default') stack.push(v);
        }
      }
    }
  }

  field(schema: JsonSchema, required: boolean): FieldSurface {
    const f: FieldSurface = { type: this.text(schema), required };
    if (typeof schema !== 'object') return f;
    if (nullable(schema)) f.nullable = true;
    // An array's enum is its items' (`("a" | "b")[]`): what a caller may put in it, or read from it.
    const items = schema.type === 'array' && typeof schema.items === 'object' && schema.items.$ref === undefined ? schema.items : undefined;
    const e = enumOf(schema) ?? (items ? enumOf(items) : undefined);
    if (e) f.enum = e;
    const alts = this.alternatives(schema);
    if (alts) f.alternatives = alts;
    const constraints: Record<string, number | string> = {};
    const inner = schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array')) ? undefined : schema;
    for (const k of BOUNDS) {
      const v = (inner ?? schema)[k];
      if (typeof v === 'number' || typeof v === 'string') constraints[k] = v;
    }
    if (Object.keys(constraints).length) f.constraints = constraints;
    if (schema.deprecated) f.deprecated = true;
    return f;
  }

  alternatives(schema: SchemaNode): string[] | undefined {
    const list = schema.oneOf ?? schema.anyOf;
    return list ? list.map((s) => this.text(s)).sort() : undefined;
  }

  /** The schema as a type's text; `top` reads a component's own schema (not its name). */
  text(schema: JsonSchema, top = false, depth = 0): string {
    if (schema === true) return 'unknown';
    if (schema === false) return 'never';
    if (depth > 8) return '…';
    if (!top && schema.$ref !== undefined) return schema.$ref === '#' ? 'self' : this.refName(schema.$ref);
    const alts = schema.oneOf ?? schema.anyOf;
    if (alts) {
      const parts = [...new Set(alts.map((s) => this.text(s, false, depth + 1)).filter((t) => t !== 'null'))];
      return parts.sort().join(' | ');
    }
    if (schema.allOf) return schema.allOf.map((s) => this.text(s, false, depth + 1)).join(' & ');
    if (schema.const !== undefined) return typeof schema.const === 'string' ? 'string' : typeof schema.const;
    const types = (schema.type === undefined ? [] : [schema.type].flat()).filter((t) => t !== 'null');
    if (!types.length) {
      if (schema.properties || schema.additionalProperties !== undefined) return 'object';
      if (schema.items) return `${grouped(this.itemText(schema.items, depth + 1))}[]`;
      return 'unknown';
    }
    return types
      .map((t) => {
        if (t === 'array') return `${schema.items === undefined ? 'unknown' : grouped(this.itemText(schema.items, depth + 1))}[]`;
        if (t === 'object' && !schema.properties && schema.additionalProperties !== undefined && schema.additionalProperties !== false)
          return `map<${this.text(schema.additionalProperties, false, depth + 1)}>`;
        return t;
      })
      .sort()
      .join(' | ');
  }

  /** An array's items as a type's text, `| null` kept where an item may be null (a list's own nullability is its field's). */
  private itemText(items: JsonSchema, depth: number): string {
    const text = this.text(items, false, depth);
    return typeof items === 'object' && items.$ref === undefined && nullable(items) ? `${text} | null` : text;
  }

  /**
   * The fields of an object schema, flattened (`owner.login`, `tags[].name`), into `out`; inline
   * objects are followed, references to components are not (those are the component's fields).
   */
  fields(
    schema: JsonSchema,
    prefix: string,
    out: Record<string, FieldSurface>,
    at: (pointer: string[]) => string | undefined,
    depth = 0,
    pointer: string[] = [],
  ): void {
    if (typeof schema !== 'object' || depth > 6) return;
    if (prefix !== '' && schema.$ref !== undefined) return;
    schema.allOf?.forEach((part, i) => this.fields(part, prefix, out, at, depth + 1, [...pointer, 'allOf', String(i)]));
    if (schema.items !== undefined && schema.$ref === undefined && (schema.type === 'array' || schema.type === undefined) && !schema.properties) {
      this.fields(schema.items, `${prefix}[]`, out, at, depth + 1, [...pointer, 'items']);
      return;
    }
    const required = new Set(schema.required ?? []);
    for (const [name, prop] of Object.entries(schema.properties ?? {})) {
      const path = prefix === '' ? name : `${prefix}.${name}`;
      const f = this.field(prop, required.has(name));
      const where = at([...pointer, 'properties', name]);
      if (where !== undefined) f.at = where;
      out[path] = f;
      if (typeof prop === 'object' && prop.$ref === undefined) this.fields(prop, path, out, at, depth + 1, [...pointer, 'properties', name]);
    }
  }
}

/** A union's or intersection's text in parentheses, as an array's items. */
const grouped = (text: string) => (text.includes(' | ') || text.includes(' & ') ? `(${text})` : text);

function nullable(schema: SchemaNode): boolean {
  if (Array.isArray(schema.type) && schema.type.includes('null')) return true;
  if (schema.type === 'null') return true;
  if (Array.isArray(schema.enum) && schema.enum.includes(null)) return true;
  const alts = schema.oneOf ?? schema.anyOf;
  // An alternative that may be null (`type: [string, null]`, as OpenAPI 3.0's `nullable` is read) makes the whole nullable.
  return alts?.some((s) => typeof s === 'object' && s.$ref === undefined && nullable(s)) ?? false;
}
