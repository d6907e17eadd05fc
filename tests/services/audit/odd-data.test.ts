// Odd wire data never fails a listing: an event that is not an object, a parameter that is null,
// a value field of the wrong JSON type, several value fields in one parameter, parameters that
// are not a list. Each is kept as it came and flagged (issues with problem 'malformed'), and
// encoding gives the wire form back. Nested values of every kind decode without loss.
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { setupServer } from 'msw/node';
import { AuditClient, decodeActivity, decodeEvent as decodeTyped, decodePage, encodeEvent, type Activities, type Activity } from 'specforge/audit';

/** Odd data is not a well-typed wire event: the decoder takes it all the same. */
const decodeEvent = (wire: unknown) => decodeTyped(wire as never);
import { createAuditActivityMocks } from 'specforge/audit/mocks';

describe('decoding odd events', () => {
  test('a messageValue holding multiBoolValue (and every other nested value field) decodes without loss', () => {
    const wire = {
      name: 'an_event_added_later',
      parameters: [
        {
          name: 'settings',
          messageValue: {
            parameter: [
              { name: 'flags', multiBoolValue: [true, false] },
              { name: 'count', intValue: '-9223372036854775808' },
              { name: 'ids', multiIntValue: ['1', '2'] },
              { name: 'on', boolValue: false },
              { name: 'tags', multiValue: ['a'] },
              { name: 'label', value: 'x' },
            ],
          },
        },
      ],
    };
    const e = decodeEvent(wire);
    expect(e.parameters).toEqual({ settings: { flags: [true, false], count: -9223372036854775808n, ids: [1n, 2n], on: false, tags: ['a'], label: 'x' } });
    expect(encodeEvent(e)).toEqual(wire);
    // A known event keeps it in extra, and writes it back the same way.
    const edit = decodeEvent({ ...wire, name: 'edit' });
    expect(edit.known && edit.extra.settings).toEqual((e.parameters as Record<string, unknown>).settings);
    expect(encodeEvent(edit)).toEqual({ ...wire, name: 'edit' });
  });

  test.each([
    ['a null parameter', null],
    ['multiValue: 5', { name: 'doc_title', multiValue: 5 }],
    ['a parameter without a name', { value: 'x' }],
    ['several value fields', { name: 'doc_id', value: 'a', multiValue: ['b'] }],
    ['boolValue as text', { name: 'primary_event', boolValue: 'true' }],
    ['a messageValue whose nested parameter is null', { name: 'm', messageValue: { parameter: [null] } }],
    ['multiBoolValue with a string', { name: 'f', multiBoolValue: [true, 'no'] }],
  ])('%s is kept as it came, flagged, and written back', (_name, odd) => {
    const wire = { type: 'access', name: 'edit', parameters: [{ name: 'doc_id', value: 'd1' }, odd] };
    const e = decodeEvent(wire);
    expect(e.known).toBe(true);
    if (!e.known) return;
    expect(e.parameters).toEqual({ doc_id: 'd1' });
    expect(e.malformed).toEqual([odd]);
    expect(e.issues).toEqual([expect.objectContaining({ problem: 'malformed', received: odd })]);
    expect(encodeEvent(e).parameters).toEqual(expect.arrayContaining([odd]));
    // An unknown event keeps the raw list and flags the same way.
    const u = decodeEvent({ ...wire, name: 'an_event_added_later' });
    expect(u).toMatchObject({ known: false, raw: wire.parameters, malformed: [odd], issues: [expect.objectContaining({ problem: 'malformed' })] });
    expect(encodeEvent(u)).toEqual({ ...wire, name: 'an_event_added_later' });
  });

  test('an event that is not an object is kept as it came and flagged', () => {
    for (const odd of [null, 5, 'edit', [1]]) {
      const e = decodeEvent(odd);
      expect(e).toMatchObject({ known: false, name: '', wire: odd, issues: [{ parameter: '(event)', problem: 'malformed', received: odd }] });
      expect(encodeEvent(e)).toBe(odd);
    }
  });

  test('parameters that are not a list, a name that is not a string, unknown fields: kept and flagged', () => {
    const wire = { name: 'edit', parameters: 'doc_id=1', status: { eventStatus: 'FAILED', httpStatusCode: 403 }, newField: { kept: true } };
    const e = decodeEvent(wire);
    expect(e).toMatchObject({
      known: true,
      status: wire.status,
      otherFields: { parameters: 'doc_id=1', newField: { kept: true } },
      issues: [{ parameter: '(parameters)', problem: 'malformed', received: 'doc_id=1' }],
    });
    expect(encodeEvent(e)).toEqual(wire);
    const named = decodeEvent({ name: 42, parameters: [] });
    expect(named).toMatchObject({ known: false, name: '', otherFields: { name: 42 }, issues: [{ parameter: '(event)', problem: 'malformed', received: 42 }] });
    expect(encodeEvent(named)).toEqual({ name: 42, parameters: [] });
  });

  test('events: [null], events: 5 and events: null in an activity; null and 5 among the items of a page', () => {
    expect(decodeActivity({ id: { time: 't' }, events: [null] } as unknown as Activity).events).toEqual([
      {
        known: false,
        name: '',
        parameters: {},
        raw: [],
        wire: null,
        issues: [{ parameter: '(event)', problem: 'malformed', expected: 'an event object', received: null }],
      },
    ]);
    expect(decodeActivity({ events: 5 } as unknown as Activity).events).toMatchObject([{ known: false, wire: 5 }]);
    expect(decodeActivity({ events: null } as unknown as Activity).events).toEqual([]);
    const page = decodePage({ kind: 'k', items: [null, 5, { events: [{ name: 'view' }] }] } as unknown as Activities);
    expect(page.items).toEqual([null, 5, { events: [expect.objectContaining({ known: true, name: 'view' })] }]);
  });
});

describe('a listing with odd data never fails', () => {
  const mocks = createAuditActivityMocks({ count: 10 });
  const server = setupServer(...mocks.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mocks.reset());
  afterAll(() => server.close());

  test('every odd item comes back, flagged; the good events decode as usual', async () => {
    mocks.respond('activities.list', {
      status: 200,
      body: {
        kind: 'admin#reports#activities',
        items: [
          {
            id: { time: '2020-11-10T07:52:59.677Z', uniqueQualifier: '1' },
            events: [null, { type: 'access', name: 'view', parameters: [null, { name: 'doc_title', multiValue: 5 }, { name: 'doc_id', value: 'd1' }] }],
          },
          {
            id: { time: '2020-11-10T07:52:58.677Z', uniqueQualifier: '2' },
            events: [{ type: 'acl_change', name: 'change_user_access', parameters: [{ name: 'target_user', value: 'bob@example.com' }] }],
          },
        ],
      },
    });
    const activities = [];
    for await (const a of new AuditClient({ auth: 't' }).activities.list()) activities.push(a);
    expect(activities).toHaveLength(2);
    const [odd, view] = activities[0]!.events;
    expect(odd).toMatchObject({ known: false, wire: null });
    expect(view).toMatchObject({ known: true, name: 'view', parameters: { doc_id: 'd1' }, malformed: [null, { name: 'doc_title', multiValue: 5 }] });
    expect(view!.known && view!.issues.map((i) => i.problem)).toEqual(['malformed', 'malformed']);
    expect(activities[1]!.events[0]).toMatchObject({
      known: true,
      name: 'change_user_access',
      group: 'acl_change',
      parameters: { target_user: 'bob@example.com' },
    });
  });
});
