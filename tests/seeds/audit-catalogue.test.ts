// The catalogue in specs/audit.yaml (as the generator reads it) against the seed document itself:
// every event name, parameter, parameter kind, enum value and console message format the seed
// states must be there, and nothing may differ. The seed's "Other events" are returned with type
// access like the Access group (the Drive audit log has no other group for them); what the seed
// leaves out comes from the Drive catalogue sources its x-source names. Reads ../shared/seeds.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { generateRepository } from '../../codegen/repo/repository.js';
import type { EventCatalogueModel } from '../../codegen/model/events.js';
import { auditEventCatalogue } from 'specforge/audit';
import { parseSeed } from './audit-seed.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const seed = parseSeed();
let catalogue: EventCatalogueModel;

beforeAll(async () => {
  const { models } = await generateRepository(ROOT);
  catalogue = models.find((m) => m.name === 'audit')!.events!;
});

const eventOf = (name: string) => {
  const e = catalogue.events.find((x) => x.name === name);
  if (!e) throw new Error(`event ${name} is missing from specs/audit.yaml`);
  return e;
};

test('the seed parser finds what the seed states', () => {
  expect(seed.common).toHaveLength(13);
  expect(seed.events.filter((e) => e.group === 'access').map((e) => e.name)).toEqual(['deny_access_request', 'expire_access_request', 'request_access']);
  expect(seed.events.length).toBeGreaterThanOrEqual(45);
  expect([...seed.enums.keys()].sort()).toEqual(
    [
      'copy_type',
      'deletion_reason',
      'doc_type',
      'encryption_change',
      'encryption_enforcement_option',
      'esignature_status',
      'execution_trigger',
      'lock_type',
      'primary_event',
      'query_type',
      'reason',
      'requested_role',
      'visibility',
    ].sort(),
  );
  expect(seed.enums.get('visibility')).toContain('shared_internally');
  expect(seed.incompleteNames).toEqual(expect.arrayContaining(['delete_comment', 'reassign_comment', 'download_forms_response', 'source_copy', 'restore']));
});

describe.each(seed.events.map((e) => [e.name, e] as const))('%s', (name, expected) => {
  test('is in the catalogue, of type access, with its parameters', () => {
    const e = eventOf(name);
    expect([e.group, e.type]).toEqual(['access', 'access']);
    expect(e.params.map((p) => p.name).sort()).toEqual(expected.params.map((p) => p.name).sort());
    for (const p of expected.params) {
      const got = e.params.find((x) => x.name === p.name)!;
      const kind = p.name === 'primary_event' ? 'boolean' : p.kind;
      expect({ name: p.name, kind: got.kind }).toEqual({ name: p.name, kind });
      if (kind === 'enum') expect({ name: p.name, values: got.values }).toEqual({ name: p.name, values: seed.enums.get(p.name) });
    }
  });

  test('has the seed console message format (where the seed leaves it out: one from a named source)', () => {
    const e = eventOf(name);
    if (expected.incompleteFormat)
      expect({ format: e.messageFormat, source: e.sources.some((s) => /WORKSPACE_ACTIVITY/.test(s)) }).toEqual({ format: expect.any(String), source: true });
    else expect(e.messageFormat).toBe(expected.format);
    if (expected.incompleteParams) expect(e.incomplete).toEqual(expect.any(String));
    else expect(e.incomplete).toBeUndefined();
  });
});

test('events the seed names as incomplete are present: still marked incomplete, or completed from a named source', () => {
  // The seed's "restore event" is not an event name: the service calls it untrash.
  expect(catalogue.misnomers).toEqual({ restore: 'untrash' });
  for (const seedName of seed.incompleteNames.filter((n) => !['primary_event'].includes(n))) {
    const e = eventOf(catalogue.misnomers[seedName] ?? seedName);
    const completed = e.messageFormat !== undefined && e.sources.some((s) => /WORKSPACE_ACTIVITY/.test(s));
    expect({ seedName, marked: typeof e.incomplete === 'string' || completed }).toEqual({ seedName, marked: true });
  }
  expect(catalogue.events.map((e) => e.name)).not.toContain('restore');
});

test('events beyond the seed come from the Drive catalogue sources their x-source names', () => {
  const seedNames = new Set(seed.events.map((e) => e.name));
  const beyond = catalogue.events.filter((e) => !seedNames.has(e.name));
  expect(beyond.length).toBeGreaterThan(40);
  for (const e of beyond)
    expect({ name: e.name, sourced: e.sources.some((s) => /WORKSPACE_ACTIVITY|eventName lists/.test(s)) }).toEqual({ name: e.name, sourced: true });
});

test('every enumeration of the seed is in the spec with the same values', () => {
  const bySchemaParam = new Map<string, string[]>();
  for (const e of catalogue.events) for (const p of e.params) if (p.kind === 'enum') bySchemaParam.set(p.name, p.values!);
  for (const [name, values] of seed.enums) {
    if (name === 'primary_event') {
      expect(values).toEqual(['true', 'false']);
      expect(eventOf('edit').params.find((p) => p.name === 'primary_event')?.kind).toBe('boolean');
      continue;
    }
    expect({ name, values: bySchemaParam.get(name) }).toEqual({ name, values });
  }
});

test('the generated catalogue is the spec catalogue', () => {
  expect(Object.keys(auditEventCatalogue.events)).toEqual(catalogue.events.map((e) => e.name));
  for (const e of catalogue.events) {
    const g = auditEventCatalogue.events[e.name]!;
    expect({ name: e.name, format: g.format, params: Object.keys(g.params) }).toEqual({
      name: e.name,
      format: e.messageFormat,
      params: e.params.map((p) => p.name),
    });
  }
});
