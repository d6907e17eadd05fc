// Decodes wire events into typed events with a catalogue, and encodes them back. A known event's
// parameters are checked against the catalogue: a value of the wrong kind or outside its enum is
// kept in `extra` and flagged in `issues`; an unknown event keeps its raw parameters. Odd data
// (an event that is not an object, a parameter that is not well-formed, a value field of the
// wrong JSON type) is kept as it came and flagged, never thrown on, so one strange event never
// fails a listing. The event's other wire fields are kept: those the wire shape lists as `kept`
// on the decoded event, any other in `otherFields`. Every field name comes from the catalogue's
// wire shape.

import type {
  AnyEvent,
  EventCatalogue,
  EventIssue,
  EventWireFields,
  EventWireShape,
  KnownEvent,
  ParamSpec,
  ParamValue,
  UnknownEvent,
  WireActivity,
  WireEvent,
} from './types.js';
import { readParameter, writeValue } from './values.js';

const MALFORMED_PARAMETER = 'a parameter object with a string name and at most one value field of its JSON type';

/** The event fields the decoder reads itself (name, type, parameters and the kept ones), once per shape. */
const ownFieldsOf = new WeakMap<EventWireShape, ReadonlySet<string>>();
function ownFields(wire: EventWireShape): ReadonlySet<string> {
  let own = ownFieldsOf.get(wire);
  if (!own) ownFieldsOf.set(wire, (own = new Set([wire.event.type, wire.event.name, wire.event.parameters, ...(wire.event.kept ?? [])])));
  return own;
}

function expectation(wire: EventWireShape, spec: ParamSpec): string {
  const f = wire.parameter.values;
  switch (spec.kind) {
    case 'enum':
      return `one of ${spec.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'string':
      return spec.list ? `a string or a list of strings (${f.string} or ${f.strings})` : `a string (${f.string})`;
    case 'boolean':
      return `a boolean (${f.boolean})`;
    case 'integer':
      return `an integer (${f.integer})`;
  }
}

/** Whether `value` fits `spec`; for an enum, 'not-in-enum' when it is a string outside the values. */
function fit(spec: ParamSpec, value: ParamValue): true | EventIssue['problem'] {
  switch (spec.kind) {
    case 'string':
      return typeof value === 'string' || (spec.list === true && Array.isArray(value) && value.every((v) => typeof v === 'string'))
        ? true
        : 'unexpected-value-type';
    case 'boolean':
      return typeof value === 'boolean' ? true : 'unexpected-value-type';
    case 'integer':
      return typeof value === 'bigint' ? true : 'unexpected-value-type';
    case 'enum':
      if (typeof value !== 'string') return 'unexpected-value-type';
      return spec.values.includes(value) ? true : 'not-in-enum';
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const isStringList = (v: unknown) => Array.isArray(v) && v.every((r) => typeof r === 'string');

/** The event's wire fields besides name, type and parameters (kept ones first), and what could not be read. */
function wireFields(shape: EventWireShape, wire: Record<string, unknown>, issues: EventIssue[]): EventWireFields & Record<string, unknown> {
  const out: EventWireFields & Record<string, unknown> = {};
  const other: Record<string, unknown> = {};
  const { name, type, parameters, kept = [], stringLists = [] } = shape.event;
  for (const k of kept) {
    const v = wire[k];
    if (v === undefined) continue;
    if (stringLists.includes(k) && !isStringList(v)) other[k] = v;
    else out[k] = v;
  }
  if (wire[name] !== undefined && typeof wire[name] !== 'string') {
    other[name] = wire[name];
    issues.push({ parameter: '(event)', problem: 'malformed', expected: 'a string name', received: wire[name] });
  }
  if (wire[type] !== undefined && typeof wire[type] !== 'string') other[type] = wire[type];
  if (wire[parameters] !== undefined && wire[parameters] !== null && !Array.isArray(wire[parameters])) {
    other[parameters] = wire[parameters];
    issues.push({ parameter: '(parameters)', problem: 'malformed', expected: 'a list of parameters', received: wire[parameters] });
  }
  const own = ownFields(shape);
  for (const [k, v] of Object.entries(wire)) if (!own.has(k)) other[k] = v;
  if (Object.keys(other).length) out.otherFields = other;
  return out;
}

/** Decodes one wire event. Unknown names give an UnknownEvent; nothing is ever dropped or thrown. */
export function decodeEvent(catalogue: EventCatalogue, wire: unknown): AnyEvent {
  if (!isObject(wire)) {
    return {
      known: false,
      name: '',
      parameters: {},
      raw: [],
      wire,
      issues: [{ parameter: '(event)', problem: 'malformed', expected: 'an event object', received: wire }],
    };
  }
  const shape = catalogue.wire;
  const issues: EventIssue[] = [];
  const fields = wireFields(shape, wire, issues);
  const rawList = wire[shape.event.parameters];
  const list: unknown[] = Array.isArray(rawList) ? rawList : [];
  const name = typeof wire[shape.event.name] === 'string' ? (wire[shape.event.name] as string) : '';
  const type = typeof wire[shape.event.type] === 'string' ? (wire[shape.event.type] as string) : undefined;
  const malformed: unknown[] = [];
  const read: Array<{ name: string; value: ParamValue }> = [];
  for (const p of list) {
    const r = readParameter(shape.parameter, p);
    if (r.ok) read.push(r);
    else {
      malformed.push(p);
      issues.push({ parameter: r.name ?? '(unnamed)', problem: 'malformed', expected: `${MALFORMED_PARAMETER} (${r.problem})`, received: p });
    }
  }
  if (malformed.length) fields.malformed = malformed;
  const spec = name !== '' && Object.hasOwn(catalogue.events, name) ? catalogue.events[name] : undefined;
  if (!spec) {
    const parameters: Record<string, ParamValue> = {};
    for (const r of read) parameters[r.name] = r.value;
    const unknown: UnknownEvent = { known: false, name, parameters, raw: list, ...fields };
    if (type !== undefined) unknown.type = type;
    if (issues.length) unknown.issues = issues;
    return unknown;
  }
  const parameters: Record<string, ParamValue> = {};
  const extra: Record<string, ParamValue> = {};
  for (const { name: p, value } of read) {
    const ps = Object.hasOwn(spec.params, p) ? spec.params[p] : undefined;
    if (!ps) {
      extra[p] = value;
      continue;
    }
    if (Object.hasOwn(parameters, p) || Object.hasOwn(extra, p)) {
      issues.push({ parameter: p, problem: 'repeated', expected: 'one value', received: value });
      continue;
    }
    const ok = fit(ps, value);
    if (ok === true) parameters[p] = value;
    else {
      extra[p] = value;
      issues.push({ parameter: p, problem: ok, expected: expectation(shape, ps), received: value });
    }
  }
  const event: KnownEvent<string, object> = { known: true, name, group: spec.group, parameters, extra, issues, ...fields };
  if (type !== undefined) event.type = type;
  return event;
}

/** The wire form of a decoded event: catalogue parameters first, then `extra`, then malformed ones as they came. */
export function encodeEvent(catalogue: EventCatalogue, event: AnyEvent): WireEvent {
  if (!event.known && event.wire !== undefined) return event.wire as WireEvent;
  const shape = catalogue.wire;
  const wire: WireEvent = {};
  if (event.type !== undefined) wire[shape.event.type] = event.type;
  if (event.name !== '' || event.known) wire[shape.event.name] = event.name;
  if (event.known) {
    const params = event.parameters as Record<string, ParamValue | undefined>;
    wire[shape.event.parameters] = [
      ...Object.keys(params)
        .filter((k) => params[k] !== undefined)
        .map((k) => writeValue(shape.parameter, k, params[k]!)),
      ...Object.keys(event.extra).map((k) => writeValue(shape.parameter, k, event.extra[k]!)),
      ...(event.malformed ?? []),
    ];
  } else wire[shape.event.parameters] = event.raw;
  const kept = event as unknown as Record<string, unknown>;
  for (const k of shape.event.kept ?? []) if (kept[k] !== undefined) wire[k] = kept[k];
  return { ...wire, ...event.otherFields };
}

/** Which events a listing keeps: those whose name and type equal the given ones (unset: any). */
export interface EventFilter {
  name?: unknown;
  type?: unknown;
}

function keeps(filter: EventFilter, e: AnyEvent): boolean {
  if (typeof filter.name === 'string' && e.name !== filter.name) return false;
  if (typeof filter.type === 'string' && e.type !== filter.type) return false;
  return true;
}

/**
 * An activity with its events decoded (other fields kept as they came). Events that are not a
 * list (other than null) become one flagged event holding the value.
 */
export function decodeActivity(catalogue: EventCatalogue, activity: WireActivity): WireActivity {
  const field = catalogue.wire.activity.events;
  const wire = activity[field];
  const events = Array.isArray(wire) ? wire.map((e) => decodeEvent(catalogue, e)) : wire === undefined || wire === null ? [] : [decodeEvent(catalogue, wire)];
  return { ...activity, [field]: events };
}

/**
 * A page of activities with every activity decoded; anything that is not a page is returned as
 * is. With a filter, only the matching events are kept (activities left with none are dropped).
 */
export function decodePage(catalogue: EventCatalogue, page: unknown, itemsField: string, filter?: EventFilter): unknown {
  if (typeof page !== 'object' || page === null) return page;
  const items = (page as Record<string, unknown>)[itemsField];
  if (!Array.isArray(items)) return page;
  const active = filter !== undefined && (typeof filter.name === 'string' || typeof filter.type === 'string');
  const decoded: unknown[] = [];
  for (const a of items) {
    if (typeof a !== 'object' || a === null) {
      decoded.push(a);
      continue;
    }
    const activity = decodeActivity(catalogue, a as WireActivity);
    if (!active) {
      decoded.push(activity);
      continue;
    }
    const field = catalogue.wire.activity.events;
    const all = activity[field] as AnyEvent[];
    const events = all.filter((e) => keeps(filter, e));
    if (events.length > 0) decoded.push(events.length === all.length ? activity : { ...activity, [field]: events });
  }
  return { ...page, [itemsField]: decoded };
}
