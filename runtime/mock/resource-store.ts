// The records behind stateful mocks. An operation whose mock description carries a `resource`
// (from the spec's data: which collection, which action, which path parameter names the record)
// is answered from an in-memory store instead of its fixture alone:
//   - create: a new record (the fixture's, with the request body's fields and a new key) is kept;
//   - list: the fixture's records, then every record kept, minus the deleted ones;
//   - read, update: the record of the key; a key never seen is the fixture under that key;
//   - update: the body's fields (and the spec's `set` fields) change the record;
//   - delete: the record is gone: reading, updating or deleting it again answers 404.
// Answers keep the fixture's envelope (`{ webhook: record }`) and status. Operations without a
// resource answer their fixture as before. The store knows no service: every name comes as data.

import type { MockResource, MockResponse, RecordedCall } from './types.js';

/** What the store needs of an operation: its resource and its fixture response. */
export interface ResourceOperation {
  resource?: MockResource;
  response: MockResponse;
}

export interface ResourceStore {
  /** The answer of a stateful operation, or undefined for one without a resource. */
  answer(op: ResourceOperation, call: RecordedCall): MockResponse | undefined;
  /** Forgets every record, created, changed or deleted. */
  reset(): void;
}

type Record_ = Record<string, unknown>;

interface Collection {
  /** Records created or changed through the mocks, by key, in the order they were first kept. */
  records: Map<string, Record_>;
  deleted: Set<string>;
  created: number;
}

const isRecord = (v: unknown): v is Record_ => typeof v === 'object' && v !== null && !Array.isArray(v);
const clone = <T>(v: T): T => (v === undefined ? v : (structuredClone(v) as T));

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The record (or list) inside a fixture body. */
function unwrap(body: unknown, envelope: string | undefined): unknown {
  return envelope === undefined ? body : isRecord(body) ? body[envelope] : undefined;
}

/** A fixture body with its record (or list) replaced. */
function wrap(fixture: unknown, envelope: string | undefined, value: unknown): unknown {
  return envelope === undefined ? value : { ...(isRecord(fixture) ? fixture : {}), [envelope]: value };
}

/** The request body's fields that belong to the record (never its key). */
function bodyFields(body: unknown, resource: MockResource): Record_ {
  if (!isRecord(body)) return {};
  const allowed = resource.fields ? new Set(resource.fields) : undefined;
  return Object.fromEntries(
    Object.entries(body)
      .filter(([k]) => k !== resource.idField && (!allowed || allowed.has(k)))
      .map(([k, v]) => [k, clone(v)]),
  );
}

/** The key as the record holds it: a number when the fixture's key is one. */
function keyValue(key: string, sample: unknown): unknown {
  return typeof sample === 'number' && Number.isFinite(Number(key)) ? Number(key) : key;
}

export function createResourceStore(): ResourceStore {
  const collections = new Map<string, Collection>();
  const collection = (name: string): Collection => {
    let c = collections.get(name);
    if (!c) collections.set(name, (c = { records: new Map(), deleted: new Set(), created: 0 }));
    return c;
  };

  /** A key no record has: the fixture's with its tail replaced by a counter (same length and alphabet when it can). */
  function newKey(c: Collection, sample: unknown): unknown {
    if (typeof sample === 'number') {
      let n = sample + 1;
      for (const k of c.records.keys()) n = Math.max(n, Number(k) + 1 || n);
      return n;
    }
    const base = typeof sample === 'string' && sample !== '' ? sample : 'mock';
    for (;;) {
      const suffix = String(++c.created);
      const key = base.length > suffix.length ? base.slice(0, base.length - suffix.length) + suffix : base + suffix;
      if (key !== base && !c.records.has(key) && !c.deleted.has(key)) return key;
    }
  }

  function answer(op: ResourceOperation, call: RecordedCall): MockResponse | undefined {
    const resource = op.resource;
    if (!resource) return undefined;
    const c = collection(resource.collection);
    const fixture = unwrap(op.response.body, resource.envelope);
    const respond = (value: unknown): MockResponse => ({ ...op.response, body: wrap(op.response.body, resource.envelope, value) });

    if (resource.action === 'list') {
      const items: unknown[] = [];
      const seen = new Set<string>();
      for (const item of Array.isArray(fixture) ? fixture : []) {
        const key = isRecord(item) ? String(item[resource.idField]) : undefined;
        if (key !== undefined && c.deleted.has(key)) continue;
        if (key !== undefined) seen.add(key);
        items.push(clone((key !== undefined && c.records.get(key)) || item));
      }
      for (const [key, record] of c.records) if (!seen.has(key)) items.push(clone(record));
      return respond(items);
    }

    const template = isRecord(fixture) ? fixture : {};
    if (resource.action === 'create') {
      const key = newKey(c, template[resource.idField]);
      const record = { ...clone(template), ...bodyFields(call.body, resource), [resource.idField]: key };
      c.records.set(String(key), record);
      return respond(clone(record));
    }

    const key = decode(call.pathParams[resource.key ?? ''] ?? '');
    if (c.deleted.has(key)) {
      return { status: 404, body: { message: `Not Found: no ${resource.collection} record "${key}" (deleted)` } };
    }
    const current = c.records.get(key) ?? { ...clone(template), [resource.idField]: keyValue(key, template[resource.idField]) };
    if (resource.action === 'read') return respond(clone(current));
    if (resource.action === 'update') {
      const record = { ...current, ...bodyFields(call.body, resource), ...clone(resource.set ?? {}) };
      c.records.set(key, record);
      return respond(clone(record));
    }
    c.records.delete(key);
    c.deleted.add(key);
    return { ...op.response };
  }

  return { answer, reset: () => collections.clear() };
}
