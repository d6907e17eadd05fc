// Decodes wire events into typed events with a catalogue, and encodes them back. A known event's
// parameters are checked against the catalogue: a value of the wrong kind or outside its enum is
// kept in `extra` and flagged in `issues`; an unknown event keeps its raw parameters. Decoding
// never throws on odd data, so one strange event never fails a listing.

import type {
  AnyEvent,
  EventCatalogue,
  EventIssue,
  KnownEvent,
  ParamSpec,
  ParamValue,
  UnknownEvent,
  WireActivity,
  WireEvent,
  WireParameter,
} from './types.js';
import { readMessage, readValue, writeValue } from './values.js';

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

/** Decodes one wire event. Unknown names give an UnknownEvent; nothing is ever dropped. */
export function decodeEvent(catalogue: EventCatalogue, wire: WireEvent): AnyEvent {
  const list: WireParameter[] = Array.isArray(wire.parameters) ? wire.parameters : [];
  const spec = Object.hasOwn(catalogue.events, wire.name) ? catalogue.events[wire.name] : undefined;
  if (!spec) {
    const unknown: UnknownEvent = { known: false, name: String(wire.name), parameters: readMessage(list), raw: list };
    if (wire.type !== undefined) unknown.type = wire.type;
    if (wire.resourceIds !== undefined) unknown.resourceIds = wire.resourceIds;
    return unknown;
  }
  const parameters: Record<string, ParamValue> = {};
  const extra: Record<string, ParamValue> = {};
  const issues: EventIssue[] = [];
  for (const p of list) {
    const value = readValue(p);
    const ps = Object.hasOwn(spec.params, p.name) ? spec.params[p.name] : undefined;
    if (!ps) {
      extra[p.name] = value;
      continue;
    }
    if (Object.hasOwn(parameters, p.name) || Object.hasOwn(extra, p.name)) {
      issues.push({ parameter: p.name, problem: 'repeated', expected: 'one value', received: value });
      continue;
    }
    const ok = fit(ps, value);
    if (ok === true) parameters[p.name] = value;
    else {
      extra[p.name] = value;
      issues.push({ parameter: p.name, problem: ok, expected: expectation(ps), received: value });
    }
  }
  const event: KnownEvent<string, object> = { known: true, name: wire.name, group: spec.group, parameters, extra, issues };
  if (wire.type !== undefined) event.type = wire.type;
  if (wire.resourceIds !== undefined) event.resourceIds = wire.resourceIds;
  return event;
}

/** The wire form of a decoded event: catalogue parameters first, then `extra`. */
export function encodeEvent(event: AnyEvent): WireEvent {
  const wire: WireEvent = { name: event.name };
  if (event.type !== undefined) wire.type = event.type;
  if (event.known) {
    const params = event.parameters as Record<string, ParamValue | undefined>;
    wire.parameters = [
      ...Object.keys(params).filter((k) => params[k] !== undefined).map((k) => writeValue(k, params[k]!)),
      ...Object.keys(event.extra).map((k) => writeValue(k, event.extra[k]!)),
    ];
  } else wire.parameters = event.raw;
  if (event.resourceIds !== undefined) wire.resourceIds = event.resourceIds;
  return wire;
}

/** An activity with its events decoded (other fields kept as they came). */
export function decodeActivity<A extends WireActivity>(catalogue: EventCatalogue, activity: A): Omit<A, 'events'> & { events: AnyEvent[] } {
  const events = Array.isArray(activity.events) ? activity.events.map((e) => decodeEvent(catalogue, e)) : [];
  return { ...activity, events };
}

/** A page of activities with every activity decoded; anything that is not a page is returned as is. */
export function decodePage(catalogue: EventCatalogue, page: unknown, itemsField = 'items'): unknown {
  if (typeof page !== 'object' || page === null) return page;
  const items = (page as Record<string, unknown>)[itemsField];
  if (!Array.isArray(items)) return page;
  return { ...page, [itemsField]: items.map((a) => (typeof a === 'object' && a !== null ? decodeActivity(catalogue, a as WireActivity) : a)) };
}
