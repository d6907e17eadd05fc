// Helpers over decoded activities: keep only primary events (the catalogue's primary flag), group
// the events of one user action, and filter by catalogue group.
//
// Rules (from the audit seed): one user action can generate several events, and several of them
// can be primary (sharing with several people gives one primary access change per sharee). An
// event is primary when its primary flag is true; an event without the flag is not primary.

import { ValidationError } from '../errors.js';
import type { ActivityFields, AnyEvent, EventCatalogue, ParamValue } from './types.js';

type Activity<E> = ActivityFields & { events: E[] };

/** True when the event's primary flag (the catalogue's primaryParameter) is true. */
export function isPrimary(catalogue: EventCatalogue, event: AnyEvent): boolean {
  const flag = catalogue.primaryParameter;
  if (!flag) return false;
  const params = event.parameters as Record<string, ParamValue | undefined>;
  return params[flag] === true;
}

/** The activities with only their primary events; activities left with none are dropped. */
export function primaryEvents<E extends AnyEvent, A extends Activity<E>>(catalogue: EventCatalogue, activities: Iterable<A>): A[] {
  const out: A[] = [];
  for (const a of activities) {
    const events = a.events.filter((e) => isPrimary(catalogue, e));
    if (events.length > 0) out.push({ ...a, events });
  }
  return out;
}

/** The events of one user action: its primary events and their side effects. */
export interface ActionGroup<E, A> {
  /** `time|uniqueQualifier` of the activity (or its position when it has no id). */
  key: string;
  time?: string;
  actor?: ActivityFields['actor'];
  /** The activities that make up the action (more than one when the feed splits it). */
  activities: A[];
  events: E[];
  primary: E[];
  sideEffects: E[];
}

/** Groups events by user action: one group per activity id, in first-seen order. */
export function groupActions<E extends AnyEvent, A extends Activity<E>>(catalogue: EventCatalogue, activities: Iterable<A>): Array<ActionGroup<E, A>> {
  const groups = new Map<string, ActionGroup<E, A>>();
  let i = 0;
  for (const a of activities) {
    const id = a.id;
    const key = id?.time !== undefined || id?.uniqueQualifier !== undefined ? `${id?.time ?? ''}|${id?.uniqueQualifier ?? ''}` : `#${i}`;
    i++;
    let g = groups.get(key);
    if (!g) {
      g = { key, activities: [], events: [], primary: [], sideEffects: [] };
      if (id?.time !== undefined) g.time = id.time;
      if (a.actor !== undefined) g.actor = a.actor;
      groups.set(key, g);
    }
    g.activities.push(a);
    for (const e of a.events) {
      g.events.push(e);
      (isPrimary(catalogue, e) ? g.primary : g.sideEffects).push(e);
    }
  }
  return [...groups.values()];
}

/** The group of an event (`undefined` for an unknown event). */
export function groupOf(catalogue: EventCatalogue, event: AnyEvent): string | undefined {
  return event.known ? event.group : Object.hasOwn(catalogue.events, event.name) ? catalogue.events[event.name]!.group : undefined;
}

/** Only the events of `group`; activities left with none are dropped. */
export function filterByGroup<E extends AnyEvent, A extends Activity<E>>(catalogue: EventCatalogue, activities: Iterable<A>, group: string): A[] {
  if (!catalogue.groups.some((g) => g.id === group)) {
    const known = catalogue.groups.map((g) => JSON.stringify(g.id)).join(', ');
    throw new ValidationError('filterByGroup', [{ parameter: 'group', expected: `must be one of ${known}`, received: group }]);
  }
  const out: A[] = [];
  for (const a of activities) {
    const events = a.events.filter((e) => groupOf(catalogue, e) === group);
    if (events.length > 0) out.push({ ...a, events });
  }
  return out;
}
