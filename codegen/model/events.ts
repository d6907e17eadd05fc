// The event catalogue of a service, as the emitters see it: built from the schemas marked
// `x-event` (one per event: its parameters) and the `x-event-catalogue` on the wire event schema
// (groups, primary flag, example unknown events, gaps). Parameter sets (`allOf` of `$ref`s) are
// flattened and every parameter's kind resolved (string, string-or-list, boolean, integer, enum).

import { isObject as isObj, type JsonObject as Obj } from '../openapi/json.js';
import { pascalCase } from './naming.js';

export type EventParamKind = 'string' | 'boolean' | 'integer' | 'enum';

export interface EventParamModel {
  name: string;
  kind: EventParamKind;
  /** A string parameter that real data may also send as a `multiValue` list. */
  list?: boolean;
  /** Enum values, and the component schema (TypeScript type) that holds them. */
  values?: string[];
  enumSchema?: string;
  description?: string;
}

export interface EventModel {
  /** Wire name: `add_to_folder`. */
  name: string;
  /** Component schema of its parameters: `add-to-folder-event-parameters`. */
  schemaName: string;
  /** TypeScript type of its parameters (`AddToFolderEventParameters`) and of the event (`AddToFolderEvent`). */
  paramsTypeName: string;
  typeName: string;
  group: string;
  /** The wire `type`, when the seed or the reference gives it (else the group's type, if any). */
  type?: string;
  messageFormat?: string;
  incomplete?: string;
  description?: string;
  params: EventParamModel[];
  sources: string[];
}

export interface EventGroupModel {
  id: string;
  title: string;
  type?: string;
}

export interface EventEnumModel {
  schemaName: string;
  typeName: string;
  values: string[];
}

/** Where the feed keeps each thing on the wire (the runtime's EventWireShape). */
export interface EventWireShapeModel {
  activity: { events: string; id?: string; time?: string; uniqueId?: string; actor?: string; actorNames?: string[] };
  event: { name: string; type: string; parameters: string; kept?: string[]; stringLists?: string[]; sensitive?: string };
  parameter: {
    name: string;
    nested: string;
    values: Record<'string' | 'boolean' | 'integer' | 'strings' | 'integers' | 'booleans' | 'message' | 'messages', string>;
  };
}

/**
 * The wire shape when `x-event-catalogue` declares none, section by section: the layout of the
 * activity feeds this format was made for (an activity's `events`, each with a `name`, a `type`
 * and `parameters`, each parameter with a `name` and one typed value field).
 */
export const DEFAULT_WIRE_SHAPE: EventWireShapeModel = {
  activity: { events: 'events', id: 'id', time: 'time', uniqueId: 'uniqueQualifier', actor: 'actor', actorNames: ['email', 'profileId', 'key'] },
  event: {
    name: 'name',
    type: 'type',
    parameters: 'parameters',
    kept: ['resourceIds', 'sensitiveParameters', 'status'],
    stringLists: ['resourceIds'],
    sensitive: 'sensitiveParameters',
  },
  parameter: {
    name: 'name',
    nested: 'parameter',
    values: {
      string: 'value',
      boolean: 'boolValue',
      integer: 'intValue',
      strings: 'multiValue',
      integers: 'multiIntValue',
      booleans: 'multiBoolValue',
      message: 'messageValue',
      messages: 'multiMessageValue',
    },
  },
};

/** The declared wire shape: each section declared replaces the default's (values merge by kind). */
function wireShapeOf(declared: Obj | undefined): EventWireShapeModel {
  if (!isObj(declared)) return DEFAULT_WIRE_SHAPE;
  const d = DEFAULT_WIRE_SHAPE;
  const parameter: Obj | undefined = isObj(declared.parameter) ? declared.parameter : undefined;
  return {
    activity: isObj(declared.activity) ? { events: d.activity.events, ...declared.activity } : d.activity,
    event: isObj(declared.event) ? { name: d.event.name, type: d.event.type, parameters: d.event.parameters, ...declared.event } : d.event,
    parameter: parameter
      ? {
          name: parameter.name ?? d.parameter.name,
          nested: parameter.nested ?? d.parameter.nested,
          values: { ...d.parameter.values, ...(isObj(parameter.values) ? parameter.values : {}) },
        }
      : d.parameter,
  };
}

export interface EventCatalogueModel {
  /** The wire event schema that carries `x-event-catalogue`. */
  wireSchema: string;
  wire: EventWireShapeModel;
  primaryParameter?: string;
  groups: EventGroupModel[];
  unknownExamples: string[];
  /** Names that are not event names, mapped to the event they mean (`restore` → `untrash`). */
  misnomers: Record<string, string>;
  gaps: string[];
  enums: EventEnumModel[];
  /** In the order of the spec. */
  events: EventModel[];
  sources: string[];
}

const SCHEMA_REF = /^#\/components\/schemas\/(.+)$/;

function sources(node: Obj): string[] {
  const s = node['x-source'];
  return s === undefined ? [] : Array.isArray(s) ? s : [s];
}

/** The catalogue of `doc` (a validated spec), or undefined when it declares none. */
export function buildEventCatalogue(doc: Obj, typeNameOf: (schemaKey: string) => string): EventCatalogueModel | undefined {
  const schemas: Obj = doc.components?.schemas ?? {};
  const wireSchema = Object.keys(schemas).find((k) => isObj(schemas[k]) && isObj(schemas[k]['x-event-catalogue']));
  const eventKeys = Object.keys(schemas).filter((k) => isObj(schemas[k]) && isObj(schemas[k]['x-event']));
  if (wireSchema === undefined && eventKeys.length === 0) return undefined;
  const catalogue: Obj = wireSchema ? schemas[wireSchema]['x-event-catalogue'] : { groups: [] };
  const groups: EventGroupModel[] = (catalogue.groups as Obj[]).map((g) => ({ id: g.id, title: g.title, ...(g.type ? { type: g.type } : {}) }));
  const enums = new Map<string, EventEnumModel>();

  const target = (schema: Obj): [string | undefined, Obj] => {
    const m = typeof schema.$ref === 'string' ? SCHEMA_REF.exec(schema.$ref) : null;
    return m ? [m[1], schemas[m[1]!]] : [undefined, schema];
  };

  const paramOf = (name: string, raw: Obj): EventParamModel => {
    const [ref, schema] = target(raw);
    const description = raw.description ?? schema.description;
    const base = { name, ...(description ? { description } : {}) };
    if (Array.isArray(schema.enum)) {
      const values = schema.enum.map(String);
      if (ref) enums.set(ref, { schemaName: ref, typeName: typeNameOf(ref), values });
      return { ...base, kind: 'enum', values, ...(ref ? { enumSchema: ref } : {}) };
    }
    if (schema.type === 'boolean') return { ...base, kind: 'boolean' };
    if (schema.type === 'integer') return { ...base, kind: 'integer' };
    const alternatives: Obj[] = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : [];
    const list = alternatives.some((a) => a.type === 'array');
    return { ...base, kind: 'string', ...(list ? { list: true } : {}) };
  };

  const collect = (schema: Obj, into: Map<string, EventParamModel>) => {
    const [, resolved] = target(schema);
    for (const part of (resolved.allOf ?? []) as Obj[]) collect(part, into);
    const props: Obj = isObj(resolved.properties) ? resolved.properties : {};
    for (const name of Object.keys(props)) into.set(name, paramOf(name, props[name]));
  };

  const events = eventKeys.map((key): EventModel => {
    const schema: Obj = schemas[key];
    const mark: Obj = schema['x-event'];
    const params = new Map<string, EventParamModel>();
    collect(schema, params);
    const group = groups.find((g) => g.id === mark.group);
    const type = mark.type ?? group?.type;
    const event: EventModel = {
      name: mark.name,
      schemaName: key,
      paramsTypeName: typeNameOf(key),
      typeName: pascalCase(`${mark.name} event`),
      group: mark.group,
      params: [...params.values()],
      sources: sources(schema),
    };
    if (type) event.type = type;
    if (schema['x-message-format']) event.messageFormat = schema['x-message-format'];
    if (schema['x-incomplete']) event.incomplete = schema['x-incomplete'];
    if (schema.description) event.description = schema.description;
    return event;
  });

  const model: EventCatalogueModel = {
    wireSchema: wireSchema ?? '',
    wire: wireShapeOf(catalogue.wire),
    groups,
    unknownExamples: catalogue.unknownExamples ?? [],
    misnomers: { ...(catalogue.misnomers ?? {}) },
    gaps: catalogue.gaps ?? [],
    enums: [...enums.values()].sort((a, b) => a.schemaName.localeCompare(b.schemaName)),
    events,
    sources: sources(catalogue),
  };
  if (catalogue.primaryParameter) model.primaryParameter = catalogue.primaryParameter;
  return model;
}
