// Renders an event's console message: the catalogue's format with `{actor}` replaced by the
// activity's actor and every `{parameter}` by the event's value for it (lists joined with ", ").

import type { ActivityFields, AnyEvent, EventCatalogue, EventWireShape, ParamValue } from './types.js';
import { valueText } from './values.js';

/** How the actor reads in a message: the first of the shape's actor names it has, else "Someone". */
export function actorText(wire: EventWireShape, activity: ActivityFields | undefined): string {
  const { actor, actorNames = [] } = wire.activity;
  const a = actor === undefined ? undefined : activity?.[actor];
  if (typeof a !== 'object' || a === null) return 'Someone';
  for (const n of actorNames) {
    const v = (a as Record<string, unknown>)[n];
    if (v !== undefined && v !== null) return String(v);
  }
  return 'Someone';
}

/** The value of `name` on `event`: typed parameters first, then values kept in `extra`. */
export function parameterValue(event: AnyEvent, name: string): ParamValue | undefined {
  const params = event.parameters as Record<string, ParamValue | undefined>;
  if (params[name] !== undefined) return params[name];
  return event.known ? event.extra[name] : undefined;
}

/** Fills `format`; a placeholder with no value reads `(unknown <name>)`. */
export function fillFormat(wire: EventWireShape, format: string, event: AnyEvent, activity?: ActivityFields): string {
  return format.replace(/\{([A-Za-z0-9_]+)\}/g, (_m, name: string) => {
    if (name === 'actor') return actorText(wire, activity);
    return valueText(parameterValue(event, name)) ?? `(unknown ${name})`;
  });
}

/** The event's console message, or undefined when the catalogue has no format for it. */
export function formatMessage(catalogue: EventCatalogue, event: AnyEvent, activity?: ActivityFields): string | undefined {
  const spec = event.known && Object.hasOwn(catalogue.events, event.name) ? catalogue.events[event.name] : undefined;
  return spec?.format === undefined ? undefined : fillFormat(catalogue.wire, spec.format, event, activity);
}
