// What a service sends that its description does not say, as an OpenAPI Overlay 1.0 document: the
// violations a webhook server collected (`server.drift`, saved as JSON) turned into the actions
// that would make the description accept what was received, so that a user can regenerate with it
// (`specforge drift`). Each violation is found in the document by walking its field path from its
// webhook's payload schema (the webhook found by its event key, as the generated server knows it:
// model/webhook-events.ts), through references and allOf/anyOf/oneOf, to the schema that says it:
// - `is required` and missing: the name removed from that schema's `required`;
// - a value out of an `enum`: the value added to it;
// - a string breaking a `format`: the `format` removed;
// - a value of another type: null made allowed (`nullable: true` in 3.0, `"null"` added to `type`
//   in 3.1), another type added to `type` (3.1) or the `type` removed (3.0, which has no type lists).
// A violation that cannot be placed or is of another kind is listed as left out, with why.

import type { ObservedViolation } from '../../runtime/webhooks-server/violations.js';
import { isObject } from '../openapi/json.js';
import { refSegments, valueAt } from '../openapi/pointer.js';
import { HTTP_VERBS } from '../openapi/walk.js';
import { isJsonMediaType } from '../model/body.js';
import { eventKeysOf } from '../model/webhook-events.js';
import type { WebhookEventLocation } from '../model/types.js';
import { webhooksSection } from '../model/webhooks.js';

type Json = Record<string, unknown>;
type Segments = ReadonlyArray<string | number>;

export interface OverlayAction {
  target: string;
  description: string;
  update?: unknown;
  remove?: true;
}

export interface DriftOverlay {
  overlay: { overlay: '1.0.0'; info: { title: string; version: string }; actions: OverlayAction[] };
  /** Violations that became no action, each with why. */
  leftOut: string[];
}

/** RFC 9535 JSONPath of a pointer: `$['components']['schemas']['x']['required']`. */
export function jsonPathOf(segments: Segments): string {
  return `$${segments.map((s) => (typeof s === 'number' ? `[${s}]` : `['${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`)).join('')}`;
}

/** `a.b[0].c` → ['a', 'b', 0, 'c']. */
function pathSegments(path: string): Array<string | number> {
  const out: Array<string | number> = [];
  for (const part of path.split('.')) {
    const m = /^([^[]*)((?:\[\d+\])*)$/.exec(part);
    if (!m) return [];
    if (m[1]) out.push(m[1]);
    for (const index of m[2]!.matchAll(/\[(\d+)\]/g)) out.push(Number(index[1]));
  }
  return out;
}

/** Follows `$ref`s from `at` to the schema they name, returning its place. */
function resolve(data: Json, at: Segments): Segments | undefined {
  let place = at;
  for (let i = 0; i < 32; i++) {
    const node = valueAt(data, [...place] as string[]);
    if (!isObject(node)) return undefined;
    if (typeof node.$ref !== 'string') return place;
    const target = refSegments(node.$ref);
    if (!target) return undefined;
    place = target;
  }
  return undefined;
}

/** The places of the schemas that say something of `schema` at `at` and its allOf/anyOf/oneOf members, depth first. */
function members(data: Json, at: Segments, depth = 0): Segments[] {
  const place = resolve(data, at);
  if (place === undefined || depth > 8) return [];
  const node = valueAt(data, [...place] as string[]) as Json;
  const out: Segments[] = [place];
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    if (Array.isArray(node[key])) node[key].forEach((_: unknown, i: number) => out.push(...members(data, [...place, key, i], depth + 1)));
  }
  return out;
}

/**
 * The places of every schema that says something of the value at `path` below the schema at
 * `root`: each allOf/anyOf/oneOf member that has the next property is followed, not only the
 * first (an `event` envelope and a member pinning its `data.object` to a resource both describe
 * `data`). At most 64 places per step, so that a document full of combinations stays bounded.
 */
function schemasAt(data: Json, root: Segments, path: ReadonlyArray<string | number>): Segments[] {
  let at: Segments[] = [root];
  for (const segment of path) {
    const next: Segments[] = [];
    for (const from of at) {
      for (const place of members(data, from)) {
        const node = valueAt(data, [...place] as string[]) as Json;
        if (typeof segment === 'number' && node.items !== undefined) next.push([...place, 'items']);
        else if (typeof segment === 'string' && isObject(node.properties) && node.properties[segment] !== undefined)
          next.push([...place, 'properties', segment]);
      }
    }
    if (next.length === 0) return [];
    at = next.slice(0, 64);
  }
  return at;
}

/** The JSON type of a received value as a violation carries it (objects and arrays described by their size). */
function typeOf(received: unknown): string {
  if (received === null) return 'null';
  if (Array.isArray(received)) return 'array';
  if (typeof received === 'string' && /^\(an? object with /.test(received)) return 'object';
  if (typeof received === 'string' && /^\(an? array of /.test(received)) return 'array';
  if (typeof received === 'number') return Number.isInteger(received) ? 'integer' : 'number';
  return typeof received;
}

/** The payload schema's place of each event key of the document's webhooks. */
function payloadPlaces(data: Json, location: WebhookEventLocation): Map<string, Segments> {
  const section = webhooksSection(data);
  const hooks = isObject(data[section]) ? (data[section] as Json) : {};
  const deref = (v: unknown) => {
    const place = isObject(v) && typeof v.$ref === 'string' ? resolve(data, refSegments(v.$ref) ?? []) : undefined;
    return place ? valueAt(data, [...place] as string[]) : v;
  };
  const places = new Map<string, Segments>();
  for (const name of Object.keys(hooks)) {
    const item = deref(hooks[name]);
    if (!isObject(item)) continue;
    for (const verb of HTTP_VERBS) {
      const op = item[verb];
      if (!isObject(op)) continue;
      const body = deref(op.requestBody);
      const content = isObject(body) && isObject(body.content) ? body.content : {};
      const mediaType = Object.keys(content).find(isJsonMediaType);
      if (mediaType === undefined) break;
      const headers = [...(Array.isArray(op.parameters) ? op.parameters : []), ...(Array.isArray(item.parameters) ? item.parameters : [])]
        .map(deref)
        .filter((p) => isObject(p) && p.in === 'header');
      // A body given by reference is found at the place it is written (its schema below it).
      const bodyPlace: Segments =
        isObject(op.requestBody) && typeof op.requestBody.$ref === 'string'
          ? (resolve(data, refSegments(op.requestBody.$ref) ?? []) ?? [])
          : [section, name, verb, 'requestBody'];
      for (const key of eventKeysOf(location, headers as Json[], deref, content[mediaType].schema, op))
        places.set(key, [...bodyPlace, 'content', mediaType, 'schema']);
      break;
    }
  }
  return places;
}

/** The overlay that makes `data` (an OpenAPI document) accept what `violations` say was received. */
export function driftOverlay(
  data: Json,
  violations: readonly ObservedViolation[],
  title = 'What the service sends that its description does not say',
): DriftOverlay {
  const server = isObject(data['x-webhooks-server']) ? (data['x-webhooks-server'] as Json) : {};
  const location = isObject(server.event) ? (server.event as WebhookEventLocation) : undefined;
  const openapi31 = typeof data.openapi === 'string' && data.openapi.startsWith('3.1');
  const places = location ? payloadPlaces(data, location) : new Map<string, Segments>();
  const actions = new Map<string, OverlayAction>();
  const leftOut: string[] = [];
  const add = (key: string, action: OverlayAction) => {
    if (!actions.has(key)) actions.set(key, action);
  };
  for (const v of violations) {
    const what = `${v.event ?? '(no event)'} ${v.path}: ${v.expected}`;
    // As the server checks them: an action the document does not list falls back to its whole event (`repository_dispatch`).
    const whole = v.event !== undefined && location?.header !== undefined && location.field !== undefined ? v.event.split('.')[0] : undefined;
    const root = v.event !== undefined ? (places.get(v.event) ?? (whole !== undefined ? places.get(whole) : undefined)) : undefined;
    if (root === undefined) {
      leftOut.push(
        `${what} (no webhook of the document has this event${location ? '' : ': the document says nowhere where deliveries name their event, x-webhooks-server.event'})`,
      );
      continue;
    }
    const segments = pathSegments(v.path);
    const because = `${v.event}: ${v.path} ${v.expected}${v.received !== undefined ? `, received ${JSON.stringify(v.received)}` : ''}`;
    if (v.expected === 'is required') {
      const name = segments.at(-1);
      const parents = typeof name === 'string' ? schemasAt(data, root, segments.slice(0, -1)) : [];
      const owner = parents
        .flatMap((parent) => members(data, parent))
        .find((p) => {
          const required = (valueAt(data, [...p] as string[]) as Json).required;
          return Array.isArray(required) && required.includes(name);
        });
      if (!owner) {
        leftOut.push(`${what} (no schema requiring it found)`);
        continue;
      }
      add(`${jsonPathOf(owner)} required ${name}`, {
        target: `${jsonPathOf([...owner, 'required'])}[?@ == '${String(name).replace(/'/g, "\\'")}']`,
        description: `Not always sent (${because}).`,
        remove: true,
      });
      continue;
    }
    const at = schemasAt(data, root, segments)[0];
    const place = at && resolve(data, at);
    const schema = place && (valueAt(data, [...place] as string[]) as Json);
    if (!place || !schema) {
      leftOut.push(`${what} (its schema was not found)`);
      continue;
    }
    const type = typeOf(v.received);
    const declared = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
    const typeFits =
      declared.length === 0 || declared.includes(type) || (type === 'integer' && declared.includes('number')) || (type === 'null' && schema.nullable === true);
    if (Array.isArray(schema.enum) && typeFits && v.received !== undefined && !(typeof v.received === 'string' && v.received.endsWith('…'))) {
      if (!schema.enum.includes(v.received))
        add(`${jsonPathOf(place)} enum ${JSON.stringify(v.received)}`, {
          target: jsonPathOf([...place, 'enum']),
          description: `Sent (${because}).`,
          update: v.received,
        });
      continue;
    }
    if (typeof schema.format === 'string' && typeFits && type === 'string') {
      add(`${jsonPathOf(place)} format`, { target: jsonPathOf([...place, 'format']), description: `Sent unlike the format (${because}).`, remove: true });
      continue;
    }
    if (!typeFits) {
      if (openapi31)
        add(`${jsonPathOf(place)} type ${type}`, {
          target: jsonPathOf(place),
          description: `Sent as ${type} (${because}).`,
          update: { type: [...new Set([...declared, type])] },
        });
      else if (type === 'null')
        add(`${jsonPathOf(place)} nullable`, { target: jsonPathOf(place), description: `Sent as null (${because}).`, update: { nullable: true } });
      else
        add(`${jsonPathOf(place)} type`, {
          target: jsonPathOf([...place, 'type']),
          description: `Sent as ${type}; OpenAPI 3.0 has no list of types (${because}).`,
          remove: true,
        });
      continue;
    }
    leftOut.push(`${what} (a kind of violation this command does not turn into an action)`);
  }
  return { overlay: { overlay: '1.0.0', info: { title, version: '1.0.0' }, actions: [...actions.values()] }, leftOut };
}
