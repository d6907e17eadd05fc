// Shapes of audit-style activity feeds, for any service whose spec declares an event catalogue:
// the wire form (activities carrying named events with a list of typed parameter values), the
// catalogue as data (what generated code hands to the runtime), and the decoded events.

/**
 * Where an activity feed keeps each thing on the wire, as its spec declares it (the runtime knows
 * no field name of its own). An activity holds a list of events; an event has a name, a type and
 * a list of parameters; a parameter has a name and at most one value field, whose name says the
 * kind of its value; a message value holds a nested list of parameters.
 */
export interface EventWireShape {
  activity: {
    /** The list of events. */
    events: string;
    /** The object identifying one user action, with its time and a unique id within that time. */
    id?: string;
    time?: string;
    uniqueId?: string;
    /** The object describing who acted, and its fields naming them in messages (first present wins). */
    actor?: string;
    actorNames?: readonly string[];
  };
  event: {
    name: string;
    type: string;
    parameters: string;
    /** Other fields surfaced on the decoded event as they came (and sent back by encodeEvent). */
    kept?: readonly string[];
    /** Kept fields that must be lists of strings (otherwise they go to `otherFields`). */
    stringLists?: readonly string[];
    /** A kept field holding a second parameter list in the same form (values with sensitive content). */
    sensitive?: string;
  };
  parameter: {
    name: string;
    /** The field of a message value that holds its nested parameters. */
    nested: string;
    /** The field carrying each kind of value. Integers travel as decimal strings (int64-safe). */
    values: Readonly<Record<ValueKind, string>>;
  };
}

/** The kinds of parameter value a wire format carries (see ParamValue). */
export type ValueKind = 'string' | 'boolean' | 'integer' | 'strings' | 'integers' | 'booleans' | 'message' | 'messages';

/** One parameter on the wire: a name and at most one value field (named by the wire shape). */
export type WireParameter = Record<string, unknown>;

/** An event on the wire: name, type, parameters and other fields, named by the wire shape. */
export type WireEvent = Record<string, unknown>;

/** An activity on the wire; every field other than its events is kept as it came. */
export type WireActivity = Record<string, unknown>;

/** The actor and id objects of an activity, as the wire shape names their fields. */
export type ActivityFields = Record<string, unknown>;

/**
 * A parameter value read from whichever wire field carried it, by kind: string → string,
 * boolean → boolean, integer → bigint, strings → string[], integers → bigint[], booleans →
 * boolean[], message → an object of named values, messages → a list of those, none → null.
 */
export type ParamValue = string | boolean | bigint | string[] | bigint[] | boolean[] | null | ParamMessage | ParamMessage[];
export interface ParamMessage {
  [name: string]: ParamValue;
}

/** How the catalogue types one parameter. */
export type ParamSpec =
  | { kind: 'string' /** may also come as a list of strings */; list?: boolean }
  | { kind: 'boolean' }
  | { kind: 'integer' }
  | { kind: 'enum'; values: readonly string[] };

export interface EventSpec {
  /** The catalogue group: `access`, `other`, ... */
  group: string;
  /** The wire type, when known. */
  type?: string;
  /** Console message format with `{actor}` and `{parameter}` placeholders. */
  format?: string;
  /** What the requirements leave unknown about this event. */
  incomplete?: string;
  params: Readonly<Record<string, ParamSpec>>;
}

export interface EventGroup {
  id: string;
  title: string;
  type?: string;
}

/** An event catalogue as data (generated from a spec). */
export interface EventCatalogue {
  /** Where the feed keeps each thing on the wire. */
  wire: EventWireShape;
  groups: readonly EventGroup[];
  /** The boolean parameter telling a primary event from its side effects. */
  primaryParameter?: string;
  events: Readonly<Record<string, EventSpec>>;
}

/**
 * Something odd about one parameter (or the event itself, `(event)`): a value that does not fit
 * the catalogue is kept in `extra`; a malformed wire parameter is kept as it came in `malformed`.
 */
export interface EventIssue {
  parameter: string;
  problem: 'not-in-enum' | 'unexpected-value-type' | 'repeated' | 'malformed';
  /** What the catalogue (or the wire format) expects: `one of "a", "b"`, `boolean`, ... */
  expected: string;
  received: unknown;
}

/** What an event carries besides its name, type and parameters, kept as it came. */
export interface EventWireFields {
  /** Wire fields the decoder does not know (or could not read), for encodeEvent to send back. */
  otherFields?: Record<string, unknown>;
  /** Wire parameters that are not well-formed (not an object, no name, a value of the wrong JSON type, several value fields). */
  malformed?: unknown[];
}

/** An event the catalogue knows: typed parameters, plus whatever did not fit. */
export interface KnownEvent<N extends string = string, P = Record<string, unknown>> extends EventWireFields {
  known: true;
  name: N;
  group: string;
  /** The wire type (as sent; may be absent). */
  type?: string;
  parameters: P;
  /** Parameters the catalogue does not list for this event, and values that did not fit their type. */
  extra: Record<string, ParamValue>;
  /** One entry per value kept in `extra` (or `malformed`) because it did not fit. */
  issues: EventIssue[];
}

/** An event the catalogue does not know: its parameters read generically, plus the raw list. */
export interface UnknownEvent extends EventWireFields {
  known: false;
  /** The wire name ('' when the event has none). */
  name: string;
  type?: string;
  parameters: Record<string, ParamValue>;
  /** The wire parameters as they came. */
  raw: unknown[];
  /** Malformed parameters, or an event that is not an event object at all (`(event)`). */
  issues?: EventIssue[];
  /** The wire value itself when it is not an event object. */
  wire?: unknown;
}

export type AnyEvent = KnownEvent<string, object> | UnknownEvent;

/** An activity with its events (in field F) decoded; all other fields as they came. */
export type DecodedActivity<A, E, F extends string> = Omit<A, F> & { [K in F]: E[] };

/** A page whose items (in field I) are activities with their events (in field F) decoded. */
export type DecodedPage<P, E, I extends string, F extends string> = Omit<P, I> & {
  [K in I]?: Array<DecodedActivity<NonNullable<P[K & keyof P]> extends ReadonlyArray<infer A> ? A : never, E, F>>;
};
