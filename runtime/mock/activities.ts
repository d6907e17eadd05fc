// A deterministic activity feed for the mocks of a service with an event catalogue: it builds
// activities from the catalogue (every event in turn, then the service's example unknown events;
// list-capable strings alternately as a single value and a list; side-effect events next to
// primary ones; now and then a value outside its enum; unknown events carry nested values of
// every kind) on the spec's example activity and event (so every field of the wire format
// appears), and answers a list request with one page, honouring the name filter, the type
// filter, the page size and the page token. Every wire field name comes from the catalogue's
// wire shape.

import type { EventCatalogue, EventSpec, ParamMessage, WireActivity, WireEvent, WireParameter } from '../events/types.js';
import { writeMessage, writeValue } from '../events/values.js';
import type { MockResponse, RecordedCall } from './types.js';

export interface ActivityFeedOptions {
  /** How many activities the feed holds (default 120). */
  count?: number;
  /** Time of the newest activity (RFC 3339); each next one is 37 s older. */
  newest?: string;
  actors?: readonly string[];
}

export interface ActivityFeedDescription {
  catalogue: EventCatalogue;
  /** Event names the service sends that the catalogue does not know. */
  unknownExamples: readonly string[];
  /** Fields every activity starts from (its id and actor objects, ...). */
  activity: Record<string, unknown>;
  /** Fields every event starts from besides its name, type and parameters. */
  event?: Record<string, unknown>;
  /** Fields of every page besides the items and the next token. */
  page: Record<string, unknown>;
  /**
   * The body of a 400 answer, as the service shapes its errors: every string field named
   * `message`, at any depth, gets the answer's message. Without one: `{ message }`.
   */
  error?: unknown;
}

export interface ActivityListRequest {
  tokenParameter: string;
  nextField: string;
  itemsField: string;
  pageSizeParameter?: string;
  defaultPageSize: number;
  /** Query parameter that keeps only events of that name / of that type. */
  nameParameter?: string;
  typeParameter?: string;
}

const TITLES = ['Quarterly plan', 'Team notes', 'Budget 2021', 'Launch checklist', 'Design review', 'Onboarding'];
const FOLDERS = ['Team', 'Projects', 'Archive', 'Shared with finance'];
const ACTORS = ['alice@example.com', 'bob@example.com', 'carol@example.com', 'dave@example.org'];

function stringValue(name: string, i: number, actors: readonly string[]): string {
  if (/folder_title/.test(name)) return FOLDERS[i % FOLDERS.length]!;
  if (/title|value$|query$/.test(name)) return TITLES[i % TITLES.length]!;
  if (/owner$|target|recipients|principal/.test(name)) return actors[(i + 1) % actors.length]!;
  if (/(^|_)id$/.test(name)) return `1${(i * 7919).toString(36)}Xq${name.length}`;
  return `${name.replace(/_/g, ' ')} ${i}`;
}

/** Nested values of every kind the wire format has (a message and a list of messages). */
function nestedValues(i: number): ParamMessage {
  const nested: ParamMessage = {
    label: TITLES[i % TITLES.length]!,
    count: BigInt(i),
    enabled: i % 2 === 0,
    tags: ['a', 'b'],
    sizes: [1n, BigInt(i)],
    flags: [true, i % 2 === 1],
  };
  const [first, second] = [Object.entries(nested).slice(0, 3), Object.entries(nested).slice(3)].map((e) => Object.fromEntries(e) as ParamMessage);
  return { details: nested, history: [first!, second!] };
}

function eventFor(
  catalogue: EventCatalogue,
  name: string,
  spec: EventSpec | undefined,
  i: number,
  round: number,
  primary: boolean,
  flag: string | undefined,
  actors: readonly string[],
): WireEvent {
  const shape = catalogue.wire;
  const write = (p: string, v: Parameters<typeof writeValue>[2]) => writeValue(shape.parameter, p, v);
  const parameters: WireParameter[] = [];
  if (!spec) {
    parameters.push(
      ...writeMessage(shape.parameter, {
        doc_id: stringValue('doc_id', i, actors),
        doc_title: TITLES[i % TITLES.length]!,
        size: BigInt(1024 * (i + 1)),
        revisions: [BigInt(i), BigInt(i + 1)],
        ...nestedValues(i),
      }),
    );
    if (flag) parameters.push(write(flag, primary));
    const event: WireEvent = { [shape.event.name]: name, [shape.event.parameters]: parameters };
    if (shape.event.sensitive !== undefined) {
      event[shape.event.sensitive] = writeMessage(shape.parameter, {
        comment: 'Looks good',
        mentions: [actors[(i + 1) % actors.length]!],
        resolved: i % 2 === 0,
        length: BigInt(i),
        lines: [1n, 2n],
        ...nestedValues(i + 1),
      });
    }
    return event;
  }
  let oddDone = i % 17 !== 16;
  Object.entries(spec.params).forEach(([p, ps], j) => {
    switch (ps.kind) {
      case 'boolean':
        parameters.push(write(p, p === flag ? primary : (i + j) % 2 === 0));
        break;
      case 'integer':
        parameters.push(write(p, BigInt(i * 1000 + j)));
        break;
      case 'enum':
        if (!oddDone) {
          parameters.push(write(p, `${ps.values[0]}_v2`));
          oddDone = true;
        } else parameters.push(write(p, ps.values[(i + j) % ps.values.length]!));
        break;
      case 'string': {
        const v = stringValue(p, i + j, actors);
        if (ps.list && round % 2 === 1) parameters.push(write(p, i % 4 === 1 ? [v, stringValue(p, i + j + 1, actors)] : [v]));
        else parameters.push(write(p, v));
        break;
      }
    }
  });
  const event: WireEvent = { [shape.event.name]: name, [shape.event.parameters]: parameters };
  if (spec.type !== undefined) event[shape.event.type] = spec.type;
  return event;
}

function uniqueId(i: number): string {
  const n = BigInt(1_000_000_007) * BigInt(i + 1) * BigInt(7_919);
  return (i % 2 === 0 ? -n : n).toString();
}

const objectAt = (o: Record<string, unknown>, field: string | undefined): Record<string, unknown> => {
  const v = field === undefined ? undefined : o[field];
  return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
};

/** The feed's activities, newest first; the same options always give the same activities. */
export function buildActivities(desc: ActivityFeedDescription, options: ActivityFeedOptions = {}): WireActivity[] {
  const names = Object.keys(desc.catalogue.events);
  const cycle = [...names, ...desc.unknownExamples];
  const count = options.count ?? 120;
  const actors = options.actors?.length ? options.actors : ACTORS;
  const newest = Date.parse(options.newest ?? '2020-11-10T07:52:59.677Z');
  const flag = desc.catalogue.primaryParameter;
  const shape = desc.catalogue.wire.activity;
  const baseId = objectAt(desc.activity, shape.id);
  const baseActor = objectAt(desc.activity, shape.actor);
  const [actorName, actorId] = shape.actorNames ?? [];
  const out: WireActivity[] = [];
  for (let i = 0; i < count; i++) {
    const slot = i % cycle.length;
    const round = Math.floor(i / cycle.length);
    const name = cycle[slot]!;
    const events = [eventFor(desc.catalogue, name, desc.catalogue.events[name], i, round, true, flag, actors)];
    if (i % 3 === 0 && names.length > 1) {
      const side = names[(slot + 1) % names.length]!;
      events.push(eventFor(desc.catalogue, side, desc.catalogue.events[side], i + 1, round, false, flag, actors));
    }
    const activity: WireActivity = { ...desc.activity };
    if (shape.id !== undefined) {
      const id: Record<string, unknown> = { ...baseId };
      if (shape.time !== undefined) id[shape.time] = new Date(newest - i * 37_000).toISOString();
      if (shape.uniqueId !== undefined) id[shape.uniqueId] = uniqueId(i);
      activity[shape.id] = id;
    }
    if (shape.actor !== undefined) {
      const actor: Record<string, unknown> = { ...baseActor };
      if (actorName !== undefined) actor[actorName] = actors[i % actors.length]!;
      if (actorId !== undefined) actor[actorId] = String(117433848155128707444n + BigInt(i % actors.length));
      activity[shape.actor] = actor;
    }
    activity[shape.events] = events.map((e) => ({ ...desc.event, ...e }));
    out.push(activity);
  }
  return out;
}

/** `template` with `message` in every string field named `message`. */
function withMessage(template: unknown, message: string): unknown {
  if (Array.isArray(template)) return template.map((v) => withMessage(v, message));
  if (template === null || typeof template !== 'object') return template;
  return Object.fromEntries(Object.entries(template).map(([k, v]) => [k, k === 'message' && typeof v === 'string' ? message : withMessage(v, message)]));
}

function badRequest(desc: ActivityFeedDescription, message: string): MockResponse {
  return { status: 400, body: desc.error === undefined ? { message } : withMessage(desc.error, message) };
}

/** Answers list requests with pages of `activities` (see ActivityListRequest). */
export function activityListResponder(
  desc: ActivityFeedDescription,
  activities: readonly WireActivity[],
  req: ActivityListRequest,
): (call: RecordedCall) => MockResponse {
  return (call) => {
    const q = call.query;
    const name = req.nameParameter ? q[req.nameParameter] : undefined;
    const type = req.typeParameter ? q[req.typeParameter] : undefined;
    const sizeText = req.pageSizeParameter ? q[req.pageSizeParameter] : undefined;
    const size = sizeText === undefined ? req.defaultPageSize : Number(sizeText);
    if (!Number.isInteger(size) || size < 1) return badRequest(desc, `Invalid value for ${req.pageSizeParameter}: ${sizeText}`);
    const token = q[req.tokenParameter];
    let offset = 0;
    if (token !== undefined) {
      const m = /^page-([0-9a-z]+)$/.exec(token);
      if (!m) return badRequest(desc, `Invalid ${req.tokenParameter}`);
      offset = parseInt(m[1]!, 36);
    }
    let matching: readonly WireActivity[] = activities;
    if (name !== undefined || type !== undefined) {
      const { events: field } = desc.catalogue.wire.activity;
      const { name: nameField, type: typeField } = desc.catalogue.wire.event;
      matching = activities.flatMap((a) => {
        const events = ((a[field] as WireEvent[] | undefined) ?? []).filter(
          (e) => (name === undefined || e[nameField] === name) && (type === undefined || e[typeField] === type),
        );
        return events.length ? [{ ...a, [field]: events }] : [];
      });
    }
    const items = matching.slice(offset, offset + size);
    const body: Record<string, unknown> = { ...desc.page };
    if (items.length) body[req.itemsField] = items;
    if (offset + size < matching.length) body[req.nextField] = `page-${(offset + size).toString(36)}`;
    return { status: 200, body };
  };
}
