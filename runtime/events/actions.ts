// Helpers over decoded activities: keep only primary events (the catalogue's primary flag), group
// the events of one user action, and filter by catalogue group.
//
// Rules (from the audit seed): one user action can generate several events, and several of them
// can be primary (sharing with several people gives one primary access change per sharee). An
// event is primary when its primary flag is true; an event without the flag is not primary.

import { ValidationError } from '../errors.js';
import type { AnyEvent, EventCatalogue, ParamValue } from './types.js';

/** A decoded activity: its events are under the wire shape's events field. */
type Activity = Record<string, unknown>;

const eventsOf = <E>(catalogue: EventCatalogue, a: Activity): E[] => (a[catalogue.wire.activity.events] as E[] | undefined) ?? [];

/** True when the event's primary flag (the catalogue's primaryParameter) is true. */
export function isPrimary(catalogue: EventCatalogue, event: AnyEvent): boolean {
  const flag = catalogue.primaryParameter;
  if (!flag) return false;
  const params = event.parameters as Record<string, ParamValue | undefined>;
  return params[flag] === true;
}

/** The activities with only their primary events; activities left with none are dropped. */
export function primaryEvents<E extends AnyEvent, A extends Activity>(catalogue: EventCatalogue, activities: Iterable<A>): A[] {
  const out: A[] = [];
  const field = catalogue.wire.activity.events;
  for (const a of activities) {
    const events = eventsOf<E>(catalogue, a).filter((e) => isPrimary(catalogue, e));
    if (events.length > 0) out.push({ ...a, [field]: events });
  }
  return out;
}

/** The events of one user action: its primary events and their side effects. */
export interface ActionGroup<E, A> {
  /** `time|unique id` of the activity (or its position when it has no id). */
  key: string;
  time?: string;
  actor?: unknown;
  /** The activities that make up the action (more than one when the feed splits it). */
  activities: A[];
  events: E[];
  primary: E[];
  sideEffects: E[];
}

/** Groups events by user action: one group per activity id, in first-seen order. */
export function groupActions<E extends AnyEvent, A extends Activity>(catalogue: EventCatalogue, activities: Iterable<A>): Array<ActionGroup<E, A>> {
  const groups = new Map<string, ActionGroup<E, A>>();
  const shape = catalogue.wire.activity;
  let i = 0;
  for (const a of activities) {
    const rawId = shape.id === undefined ? undefined : a[shape.id];
    const id = typeof rawId === 'object' && rawId !== null ? (rawId as Record<string, unknown>) : undefined;
    const time = shape.time === undefined ? undefined : id?.[shape.time];
    const unique = shape.uniqueId === undefined ? undefined : id?.[shape.uniqueId];
    const key = time !== undefined || unique !== undefined ? `${time ?? ''}|${unique ?? ''}` : `#${i}`;
    i++;
    let g = groups.get(key);
    if (!g) {
      g = { key, activities: [], events: [], primary: [], sideEffects: [] };
      if (time !== undefined) g.time = time as string;
      const actor = shape.actor === undefined ? undefined : a[shape.actor];
      if (actor !== undefined) g.actor = actor;
      groups.set(key, g);
    }
    g.activities.push(a);
    for (const e of eventsOf<E>(catalogue, a)) {
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
export function filterByGroup<E extends AnyEvent, A extends Activity>(catalogue: EventCatalogue, activities: Iterable<A>, group: string): A[] {
  if (!catalogue.groups.some((g) => g.id === group)) {
    const known = catalogue.groups.map((g) => JSON.stringify(g.id)).join(', ');
    throw new ValidationError('filterByGroup', [{ parameter: 'group', expected: `must be one of ${known}`, received: group }]);
  }
  const out: A[] = [];
  const field = catalogue.wire.activity.events;
  for (const a of activities) {
    const events = eventsOf<E>(catalogue, a).filter((e) => groupOf(catalogue, e) === group);
    if (events.length > 0) out.push({ ...a, [field]: events });
  }
  return out;
}
