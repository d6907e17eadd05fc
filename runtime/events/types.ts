// Shapes of audit-style activity feeds, for any service whose spec declares an event catalogue:
// the wire form (activities carrying named events with a list of typed parameter values), the
// catalogue as data (what generated code hands to the runtime), and the decoded events.

/** One parameter on the wire: a name and exactly one value field (or none). */
export interface WireParameter {
  name?: string;
  value?: string;
  /** An int64 as a decimal string. */
  intValue?: string;
  boolValue?: boolean;
  multiValue?: string[];
  multiIntValue?: string[];
  multiBoolValue?: boolean[];
  messageValue?: { parameter?: WireParameter[] };
  multiMessageValue?: Array<{ parameter?: WireParameter[] }>;
}

export interface WireEvent {
  type?: string;
  name?: string;
  parameters?: WireParameter[];
  resourceIds?: string[];
  /** Parameters with sensitive content, in the same form as `parameters` (kept as they came). */
  sensitiveParameters?: WireParameter[];
  /** The outcome of the event (error code, message, status, HTTP status), kept as it came. */
  status?: { [field: string]: unknown };
  [field: string]: unknown;
}

/** The fields of an activity the runtime reads besides its events. */
export interface ActivityFields {
  id?: { time?: string; uniqueQualifier?: string; [field: string]: unknown };
  actor?: { email?: string; profileId?: string; key?: string; callerType?: string; [field: string]: unknown };
}

/** An activity on the wire; every field other than its events is kept as it came. */
export interface WireActivity extends ActivityFields {
  events?: WireEvent[] | null;
  [field: string]: unknown;
}

/**
 * A parameter value read from whichever wire field carried it: `value` → string,
 * `boolValue` → boolean, `intValue` → bigint, `multiValue` → string[], `multiIntValue` → bigint[],
 * `multiBoolValue` → boolean[], `messageValue` → an object of named values, `multiMessageValue` →
 * a list of those, none → null.
 */
export type ParamValue = string | boolean | bigint | string[] | bigint[] | boolean[] | null | ParamMessage | ParamMessage[];
export interface ParamMessage {
  [name: string]: ParamValue;
}

/** How the catalogue types one parameter. */
export type ParamSpec =
  | { kind: 'string'; /** may also come as a multiValue list */ list?: boolean }
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
  resourceIds?: string[];
  sensitiveParameters?: WireParameter[];
  status?: { [field: string]: unknown };
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

/** An activity with its events decoded; all other fields as they came. */
export type DecodedActivity<A extends WireActivity, E> = Omit<A, 'events'> & { events: E[] };

/** A page whose `items` are decoded activities. */
export type DecodedPage<P extends { items?: WireActivity[] }, E> = Omit<P, 'items'> & {
  items?: Array<DecodedActivity<NonNullable<P['items']>[number], E>>;
};
