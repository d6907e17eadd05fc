// Typed events: every catalogue event survives encode → decode unchanged; the real-data example
// of REFERENCE.md decodes (multiValue folder titles included); unknown events and odd values are
// kept and flagged, never dropped; formatMessage renders every event that has a format; and the
// primary / grouping / group-filter helpers.
import { describe, expect, test } from '@jest/globals';
import {
  ValidationError,
  auditEventCatalogue,
  decodeActivity,
  decodeEvent,
  encodeEvent,
  filterByGroup,
  formatMessage,
  groupActions,
  isPrimary,
  primaryEvents,
  type Activity,
  type AuditEvent,
} from 'specforge/audit';
import type { ParamSpec } from 'specforge';

const names = Object.keys(auditEventCatalogue.events);

function sample(name: string, spec: ParamSpec, variant: number): unknown {
  switch (spec.kind) {
    case 'boolean':
      return variant % 2 === 0;
    case 'integer':
      return BigInt(variant);
    case 'enum':
      return spec.values[variant % spec.values.length];
    case 'string':
      return spec.list && variant % 2 === 1 ? [`${name} a`, `${name} b`] : `${name} ${variant}`;
  }
}

function typedEvent(name: string, variant: number): AuditEvent {
  const spec = auditEventCatalogue.events[name]!;
  const parameters: Record<string, unknown> = {};
  Object.entries(spec.params).forEach(([p, ps], i) => (parameters[p] = sample(p, ps, variant + i)));
  return { known: true, name, group: spec.group, ...(spec.type ? { type: spec.type } : {}), parameters, extra: {}, issues: [] } as AuditEvent;
}

describe('round trip: every catalogue event encodes to the wire format and decodes back', () => {
  test.each(names.flatMap((n) => [[n, 0] as const, [n, 1] as const]))('%s (variant %d)', (name, variant) => {
    const event = typedEvent(name, variant);
    const wire = encodeEvent(event);
    for (const p of wire.parameters ?? []) {
      const spec = auditEventCatalogue.events[name]!.params[p.name!]!;
      const field = Object.keys(p).find((k) => k !== 'name');
      const expected = spec.kind === 'boolean' ? 'boolValue' : Array.isArray((event.parameters as Record<string, unknown>)[p.name!]) ? 'multiValue' : 'value';
      expect({ parameter: p.name, field }).toEqual({ parameter: p.name, field: expected });
    }
    expect(decodeEvent(JSON.parse(JSON.stringify(wire)))).toEqual(event);
  });

  test('unknown events and extra values round-trip too', () => {
    const wire = {
      type: 'access',
      name: 'an_event_added_later',
      parameters: [
        { name: 'doc_id', value: 'x' },
        { name: 'n', intValue: '-9223372036854775808' },
        { name: 'ids', multiIntValue: ['1', '2'] },
        { name: 'm', messageValue: { parameter: [{ name: 'k', boolValue: true }] } },
        { name: 'mm', multiMessageValue: [{ parameter: [{ name: 'k', value: 'v' }] }] },
        { name: 'empty' },
      ],
    };
    const decoded = decodeEvent(wire);
    expect(decoded).toMatchObject({ known: false, name: 'an_event_added_later', raw: wire.parameters });
    expect(decoded.parameters).toEqual({ doc_id: 'x', n: -9223372036854775808n, ids: [1n, 2n], m: { k: true }, mm: [{ k: 'v' }], empty: null });
    expect(encodeEvent(decoded)).toEqual(wire);
    const edit = decodeEvent({ name: 'edit', parameters: wire.parameters });
    expect(edit.known && edit.extra).toEqual({ n: -9223372036854775808n, ids: [1n, 2n], m: { k: true }, mm: [{ k: 'v' }], empty: null });
    expect(decodeEvent(encodeEvent(edit))).toEqual(edit);
  });
});

const REAL = {
  kind: 'admin#reports#activities',
  nextPageToken: 'W3:abc',
  items: [
    {
      kind: 'admin#reports#activity',
      id: { time: '2020-11-10T07:52:59.677Z', uniqueQualifier: '-7089930217897997074', applicationName: 'drive', customerId: 'C015t6bdl' },
      actor: { email: 'alice@example.com', profileId: '117433848155128707444' },
      ipAddress: '203.0.113.7',
      events: [
        {
          type: 'access',
          name: 'edit',
          parameters: [
            { name: 'primary_event', boolValue: true },
            { name: 'doc_id', value: '11fX' },
            { name: 'doc_type', value: 'document' },
            { name: 'doc_title', value: 'Plan' },
            { name: 'visibility', value: 'private' },
            { name: 'owner', value: 'alice@example.com' },
            { name: 'owner_is_shared_drive', boolValue: false },
          ],
        },
        {
          type: 'access',
          name: 'add_to_folder',
          parameters: [
            { name: 'destination_folder_id', multiValue: ['1qQ7'] },
            { name: 'destination_folder_title', multiValue: ['Team'] },
          ],
        },
      ],
    },
  ],
};

describe('a real Drive activity (two events, multiValue folder titles)', () => {
  const activity = decodeActivity(REAL.items[0] as Activity);

  test('decodes to typed events, multiValue folder titles included', () => {
    const [edit, add] = activity.events;
    expect(edit).toEqual({
      known: true,
      name: 'edit',
      group: 'access',
      type: 'access',
      parameters: {
        primary_event: true,
        doc_id: '11fX',
        doc_type: 'document',
        doc_title: 'Plan',
        visibility: 'private',
        owner: 'alice@example.com',
        owner_is_shared_drive: false,
      },
      extra: {},
      issues: [],
    });
    expect(add).toMatchObject({
      known: true,
      name: 'add_to_folder',
      parameters: { destination_folder_id: ['1qQ7'], destination_folder_title: ['Team'] },
      issues: [],
    });
    expect(activity.id).toEqual(REAL.items[0]!.id);
    expect(formatMessage(add!, activity)).toBe('alice@example.com added an item to Team');
    expect(formatMessage(edit!, activity)).toBe('alice@example.com edited an item');
  });

  test('typed events narrow by name', () => {
    const e = activity.events[0]!;
    if (e.known && e.name === 'edit') {
      const visibility: 'private' | 'public_on_the_web' | string | undefined = e.parameters.visibility;
      expect(visibility).toBe('private');
    } else throw new Error('expected a known edit event');
  });
});

describe('odd data is kept and flagged, never dropped', () => {
  test('a value outside its enum', () => {
    const e = decodeEvent({
      name: 'delete',
      parameters: [
        { name: 'deletion_reason', value: 'cosmic_ray' },
        { name: 'doc_id', value: 'd1' },
      ],
    });
    expect(e).toMatchObject({ known: true, parameters: { doc_id: 'd1' }, extra: { deletion_reason: 'cosmic_ray' } });
    expect(e.known && e.issues).toEqual([
      { parameter: 'deletion_reason', problem: 'not-in-enum', expected: expect.stringContaining('"empty_trash"'), received: 'cosmic_ray' },
    ]);
  });

  test('a value of the wrong kind, a repeated parameter, a multiValue where a plain string is expected', () => {
    const e = decodeEvent({
      name: 'rename',
      parameters: [
        { name: 'primary_event', value: 'true' },
        { name: 'doc_id', value: 'a' },
        { name: 'doc_id', value: 'b' },
        { name: 'doc_title', multiValue: ['x', 'y'] },
      ],
    });
    expect(e.known && e.issues.map((i) => [i.parameter, i.problem])).toEqual([
      ['primary_event', 'unexpected-value-type'],
      ['doc_id', 'repeated'],
      ['doc_title', 'unexpected-value-type'],
    ]);
    expect(e.known && e.extra).toEqual({ primary_event: 'true', doc_title: ['x', 'y'] });
  });

  test('malformed wire events never throw', () => {
    expect(decodeEvent({ name: 'edit' })).toMatchObject({ known: true, parameters: {} });
    const twelve = { name: 'n', intValue: 'twelve' };
    const odd = decodeEvent({ name: 'edit', parameters: [twelve] });
    expect(odd).toMatchObject({ extra: {}, malformed: [twelve], issues: [{ parameter: 'n', problem: 'malformed', received: twelve }] });
    expect(encodeEvent(odd)).toEqual({ name: 'edit', parameters: [twelve] });
    expect(decodeEvent({ name: 'toString', parameters: [] })).toMatchObject({ known: false, name: 'toString' });
    expect(decodeActivity({ id: REAL.items[0]!.id, actor: {} } as Activity).events).toEqual([]);
  });
});

describe('formatMessage renders every event that has a format', () => {
  const withFormat = names.filter((n) => auditEventCatalogue.events[n]!.format !== undefined);
  const activity = { actor: { email: 'alice@example.com' } };

  test('every event has a format but those whose format the sources do not give (marked incomplete)', () => {
    const without = names.filter((n) => !withFormat.includes(n));
    expect(without.sort()).toEqual(
      [
        'create_script_trigger',
        'delete_revision',
        'delete_script_trigger',
        'delete_video_caption',
        'disable_inherited_permissions',
        'download_video_caption',
        'enable_inherited_permissions',
        'pause_sync_client',
        'pin_revision',
        'resume_sync_client',
        'review_esignature',
        'unpin_revision',
        'upload_video_caption',
      ].sort(),
    );
    for (const n of without) expect(auditEventCatalogue.events[n]!.incomplete).toMatch(/console message format/);
  });

  test.each(withFormat)('%s', (name) => {
    const event = typedEvent(name, 1);
    const params = event.parameters as Record<string, unknown>;
    const format = auditEventCatalogue.events[name]!.format!;
    const expected = format.replace(/\{(\w+)\}/g, (_m, p: string) => {
      if (p === 'actor') return 'alice@example.com';
      const v = params[p];
      if (v === undefined) throw new Error(`${name}: format placeholder {${p}} is not a parameter of the event`);
      return Array.isArray(v) ? v.join(', ') : String(v);
    });
    const message = formatMessage(event, activity);
    expect(message).toBe(expected);
    expect(message).not.toMatch(/[{}]/);
  });

  test('exact messages', () => {
    const move = decodeEvent({
      name: 'move',
      parameters: [
        { name: 'source_folder_title', value: 'Inbox' },
        { name: 'destination_folder_title', multiValue: ['Team', 'Archive'] },
      ],
    });
    expect(formatMessage(move, activity)).toBe('alice@example.com moved an item from Inbox to Team, Archive');
    const query = decodeEvent({
      name: 'connected_sheets_query',
      parameters: [
        { name: 'execution_trigger', value: 'scheduled' },
        { name: 'query_type', value: 'looker' },
      ],
    });
    expect(formatMessage(query)).toBe('scheduled looker query executed');
    const field = decodeEvent({
      name: 'label_field_changed',
      parameters: [
        { name: 'field', value: 'Status' },
        { name: 'label_title', value: 'Review' },
        { name: 'old_value', value: 'draft' },
        { name: 'new_value', multiValue: ['final'] },
      ],
    });
    expect(formatMessage(field, { actor: { profileId: '42' } })).toBe("42 changed the value of field Status (Label: Review) from 'draft' to 'final'.");
    expect(formatMessage(decodeEvent({ name: 'rename', parameters: [] }))).toBe('Someone renamed (unknown old_value) to (unknown new_value)');
    expect(formatMessage(decodeEvent({ name: 'delete', parameters: [{ name: 'deletion_reason', value: 'odd' }] }), activity)).toBe(
      'alice@example.com deleted an item',
    );
    expect(formatMessage(decodeEvent({ name: 'view', parameters: [] }), activity)).toBe('alice@example.com viewed an item');
    expect(formatMessage(decodeEvent({ name: 'untrash', parameters: [] }), activity)).toBe('alice@example.com restored an item');
    expect(formatMessage(decodeEvent({ name: 'delete_comment', parameters: [] }), activity)).toBe('alice@example.com deleted a comment');
    const share = decodeEvent({
      type: 'acl_change',
      name: 'change_user_access',
      parameters: [
        { name: 'target_user', value: 'bob@example.com' },
        { name: 'old_value', multiValue: ['none'] },
        { name: 'new_value', multiValue: ['can_edit'] },
      ],
    });
    expect(formatMessage(share, activity)).toBe('alice@example.com changed sharing permissions for bob@example.com from none to can_edit');
    expect(formatMessage(decodeEvent({ name: 'an_event_added_later', parameters: [] }), activity)).toBeUndefined();
    expect(formatMessage(decodeEvent({ name: 'pin_revision', parameters: [] }), activity)).toBeUndefined();
  });
});

describe('primary events, user actions and groups', () => {
  const wire = (name: string, primary?: boolean, extra: object[] = []) => ({
    name,
    parameters: [...(primary === undefined ? [] : [{ name: 'primary_event', boolValue: primary }]), ...extra],
  });
  const activities = [
    {
      id: { time: 't1', uniqueQualifier: '1', applicationName: 'drive', customerId: 'C1' },
      actor: { email: 'a@x' },
      events: [wire('create', true), wire('edit', false), wire('add_to_folder', false)],
    },
    // one share with two sharees: two primary access changes in one action
    {
      id: { time: 't2', uniqueQualifier: '2', applicationName: 'drive', customerId: 'C1' },
      actor: { email: 'b@x' },
      events: [wire('request_access', true, [{ name: 'target_user', value: 'c@x' }]), wire('request_access', true, [{ name: 'target_user', value: 'd@x' }])],
    },
    {
      id: { time: 't3', uniqueQualifier: '3', applicationName: 'drive', customerId: 'C1' },
      actor: { email: 'c@x' },
      events: [wire('an_event_added_later'), wire('download', false), wire('change_user_access', true)],
    },
    // the same action split over two activities
    {
      id: { time: 't2', uniqueQualifier: '2', applicationName: 'drive', customerId: 'C1' },
      actor: { email: 'b@x' },
      events: [wire('email_as_attachment', false)],
    },
  ].map((a) => decodeActivity(a as Activity));

  test('isPrimary and primaryEvents keep only events flagged primary', () => {
    expect(activities[0]!.events.map(isPrimary)).toEqual([true, false, false]);
    const kept = primaryEvents(activities);
    expect(kept.map((a) => a.events.map((e) => e.name))).toEqual([['create'], ['request_access', 'request_access'], ['change_user_access']]);
  });

  test('groupActions gathers the events of one user action', () => {
    const groups = groupActions(activities);
    expect(groups.map((g) => [g.key, g.primary.map((e) => e.name), g.sideEffects.map((e) => e.name)])).toEqual([
      ['t1|1', ['create'], ['edit', 'add_to_folder']],
      ['t2|2', ['request_access', 'request_access'], ['email_as_attachment']],
      ['t3|3', ['change_user_access'], ['an_event_added_later', 'download']],
    ]);
    expect(groups[1]!.activities).toHaveLength(2);
  });

  test('filterByGroup keeps one catalogue group; unknown groups are a ValidationError', () => {
    expect(filterByGroup(activities, 'access').flatMap((a) => a.events.map((e) => e.name))).toEqual([
      'create',
      'edit',
      'add_to_folder',
      'request_access',
      'request_access',
      'download',
      'email_as_attachment',
    ]);
    expect(filterByGroup(activities, 'acl_change').flatMap((a) => a.events.map((e) => e.name))).toEqual(['change_user_access']);
    expect(filterByGroup(activities, 'pooled_quota_metadata')).toEqual([]);
    expect(() => filterByGroup(activities, 'other' as never)).toThrow(ValidationError);
    expect(() => filterByGroup(activities, 'other' as never)).toThrow(/"group" must be one of "access", "acl_change", "pooled_quota_metadata" \(got "other"\)/);
  });
});
