// Decodes wire events into typed events with a catalogue, and encodes them back. A known event's
// parameters are checked against the catalogue: a value of the wrong kind or outside its enum is
// kept in `extra` and flagged in `issues`; an unknown event keeps its raw parameters. Odd data
// (an event that is not an object, a parameter that is not well-formed, a value field of the
// wrong JSON type) is kept as it came and flagged, never thrown on, so one strange event never
// fails a listing. The event's other wire fields (status, sensitiveParameters, ...) are kept.

import type {
  AnyEvent,
  EventCatalogue,
  EventIssue,
  EventWireFields,
  KnownEvent,
  ParamSpec,
  ParamValue,
  UnknownEvent,
  WireActivity,
  WireEvent,
} from './types.js';
import { readParameter, writeValue } from './values.js';

const MALFORMED_PARAMETER = 'a parameter object with a string name and at most one value field of its JSON type';
const OWN_FIELDS = new Set(['type', 'name', 'parameters', 'resourceIds', 'sensitiveParameters', 'status']);

function expectation(spec: ParamSpec): string {
  switch (spec.kind) {
    case 'enum':
      return `one of ${spec.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'string':
      return spec.list ? 'a string or a list of strings (value or multiValue)' : 'a string (value)';
    case 'boolean':
      return 'a boolean (boolValue)';
    case 'integer':
      return 'an integer (intValue)';
  }
}

/** Whether `value` fits `spec`; for an enum, 'not-in-enum' when it is a string outside the values. */
function fit(spec: ParamSpec, value: ParamValue): true | EventIssue['problem'] {
  switch (spec.kind) {
    case 'string':
      return typeof value === 'string' || (spec.list === true && Array.isArray(value) && value.every((v) => typeof v === 'string')) ? true : 'unexpected-value-type';
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

/** The event's wire fields besides name, type and parameters, and what could not be read. */
function wireFields(wire: Record<string, unknown>, issues: EventIssue[]): EventWireFields {
  const out: EventWireFields = {};
  const other: Record<string, unknown> = {};
  if (Array.isArray(wire.resourceIds) && wire.resourceIds.every((r) => typeof r === 'string')) out.resourceIds = wire.resourceIds as string[];
  else if (wire.resourceIds !== undefined) other.resourceIds = wire.resourceIds;
  if (wire.sensitiveParameters !== undefined) out.sensitiveParameters = wire.sensitiveParameters as WireEvent['sensitiveParameters'];
  if (wire.status !== undefined) out.status = wire.status as WireEvent['status'];
  if (wire.name !== undefined && typeof wire.name !== 'string') {
    other.name = wire.name;
    issues.push({ parameter: '(event)', problem: 'malformed', expected: 'a string name', received: wire.name });
  }
  if (wire.type !== undefined && typeof wire.type !== 'string') other.type = wire.type;
  if (wire.parameters !== undefined && wire.parameters !== null && !Array.isArray(wire.parameters)) {
    other.parameters = wire.parameters;
    issues.push({ parameter: '(parameters)', problem: 'malformed', expected: 'a list of parameters', received: wire.parameters });
  }
  for (const [k, v] of Object.entries(wire)) if (!OWN_FIELDS.has(k)) other[k] = v;
  if (Object.keys(other).length) out.otherFields = other;
  return out;
}

/** Decodes one wire event. Unknown names give an UnknownEvent; nothing is ever dropped or thrown. */
export function decodeEvent(catalogue: EventCatalogue, wire: unknown): AnyEvent {
  if (!isObject(wire)) {
    return { known: false, name: '', parameters: {}, raw: [], wire, issues: [{ parameter: '(event)', problem: 'malformed', expected: 'an event object', received: wire }] };
  }
  const issues: EventIssue[] = [];
  const fields = wireFields(wire, issues);
  const list: unknown[] = Array.isArray(wire.parameters) ? wire.parameters : [];
  const name = typeof wire.name === 'string' ? wire.name : '';
  const type = typeof wire.type === 'string' ? wire.type : undefined;
  const malformed: unknown[] = [];
  const read: Array<{ name: string; value: ParamValue }> = [];
  for (const p of list) {
    const r = readParameter(p);
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
      issues.push({ parameter: p, problem: ok, expected: expectation(ps), received: value });
    }
  }
  const event: KnownEvent<string, object> = { known: true, name, group: spec.group, parameters, extra, issues, ...fields };
  if (type !== undefined) event.type = type;
  return event;
}

/** The wire form of a decoded event: catalogue parameters first, then `extra`, then malformed ones as they came. */
export function encodeEvent(event: AnyEvent): WireEvent {
  if (!event.known && event.wire !== undefined) return event.wire as WireEvent;
  const wire: WireEvent = {};
  if (event.type !== undefined) wire.type = event.type;
  if (event.name !== '' || event.known) wire.name = event.name;
  if (event.known) {
    const params = event.parameters as Record<string, ParamValue | undefined>;
    wire.parameters = [
      ...Object.keys(params).filter((k) => params[k] !== undefined).map((k) => writeValue(k, params[k]!)),
      ...Object.keys(event.extra).map((k) => writeValue(k, event.extra[k]!)),
      ...((event.malformed ?? []) as WireEvent['parameters'] & unknown[]),
    ];
  } else wire.parameters = event.raw as WireEvent['parameters'];
  if (event.resourceIds !== undefined) wire.resourceIds = event.resourceIds;
  if (event.sensitiveParameters !== undefined) wire.sensitiveParameters = event.sensitiveParameters;
  if (event.status !== undefined) wire.status = event.status;
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
export function decodeActivity<A extends WireActivity>(catalogue: EventCatalogue, activity: A): Omit<A, 'events'> & { events: AnyEvent[] } {
  const wire = activity.events as unknown;
  const events = Array.isArray(wire) ? wire.map((e) => decodeEvent(catalogue, e)) : wire === undefined || wire === null ? [] : [decodeEvent(catalogue, wire)];
  return { ...activity, events };
}

/**
 * A page of activities with every activity decoded; anything that is not a page is returned as
 * is. With a filter, only the matching events are kept (activities left with none are dropped).
 */
export function decodePage(catalogue: EventCatalogue, page: unknown, itemsField = 'items', filter?: EventFilter): unknown {
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
    const events = activity.events.filter((e) => keeps(filter, e));
    if (events.length > 0) decoded.push(events.length === activity.events.length ? activity : { ...activity, events });
  }
  return { ...page, [itemsField]: decoded };
}
