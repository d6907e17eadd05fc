// Every rule of `specforge diff` (codegen/diff/rules.ts) has a fixture pair of its own under
// tests/fixtures/diff/<rule>/ (old.yaml, new.yaml: one change, said in each file's first line),
// read the way `generate` reads documents: the pair reports that rule at the rule's level, and
// nothing else but what the change also is (listed below), and asks for the rule's bump.
import { describe, expect, test } from '@jest/globals';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compareSurfaces } from '../../../codegen/diff/compare.js';
import { diffDocuments, surfaceOfDocument } from '../../../codegen/diff/load.js';
import { RULES, type RuleId } from '../../../codegen/diff/rules.js';

const FIXTURES = new URL('../../fixtures/diff', import.meta.url).pathname;

/** What a fixture's one change also is, besides its own rule. */
const ALSO: Partial<Record<RuleId, RuleId[]>> = {
  // The base URL replaced: the old one is gone and a new one is listed.
  'server-removed': ['server-added'],
  // An optional body's properties are optional; once it is required, those its schema requires are.
  'request-body-required': ['param-became-required'],
  // The types named after the method (PetsGetPetParams, PetsGetPetResponse) are renamed with it.
  'method-renamed': ['type-removed'],
  // The types named after the operation (PetsGetPetParams, PetsGetPetResponse) are gone with it.
  'operation-removed': ['type-removed'],
};

async function diffOf(rule: string) {
  const side = (s: string) => ({ path: join(FIXTURES, rule, `${s}.yaml`), shown: `tests/fixtures/diff/${rule}/${s}.yaml` });
  return diffDocuments(side('old'), side('new'), 'pets');
}

test('every rule has a fixture pair, and every fixture pair is a rule', () => {
  const ids = Object.keys(RULES).sort();
  expect(readdirSync(FIXTURES).sort()).toEqual(ids);
  for (const id of ids) for (const side of ['old', 'new']) expect([id, side, existsSync(join(FIXTURES, id, `${side}.yaml`))]).toEqual([id, side, true]);
});

describe.each(Object.keys(RULES) as RuleId[])('%s', (rule) => {
  test(`is reported at its level (${RULES[rule].level}), alone, with its bump`, async () => {
    const result = await diffOf(rule);
    const reported = [...new Set(result.changes.map((c) => c.rule))].sort();
    expect(reported).toEqual([rule, ...(ALSO[rule] ?? [])].sort());
    const own = result.changes.filter((c) => c.rule === rule);
    for (const c of own) expect(c.level).toBe(RULES[rule].level);
    const bumps = result.changes.map((c) => RULES[c.rule].bump);
    expect(result.semver).toBe(bumps.includes('major') ? 'major' : bumps.includes('minor') ? 'minor' : 'patch');
    // Every change says where it is: in the old document, the new one, or both.
    for (const c of own) expect(c.old ?? c.new).toMatch(/^tests\/fixtures\/diff\/[a-z-]+\/(old|new)\.yaml:\d+:\d+$/);
  });
});

test('the same document twice has no changes', async () => {
  const path = join(FIXTURES, 'type-added', 'old.yaml');
  const a = await surfaceOfDocument({ path, shown: 'a.yaml' }, 'pets');
  const b = await surfaceOfDocument({ path, shown: 'b.yaml' }, 'pets');
  expect(compareSurfaces(a, b)).toEqual({ semver: 'none', changes: [] });
});

test('a change names the symbol the client exposes and the line it is written at', async () => {
  const renamed = (await diffOf('method-renamed')).changes[0]!;
  expect(renamed).toMatchObject({ operation: 'GET /pets/{petId}', symbol: 'client.pets.getPet', message: 'client.pets.getPet is now client.pets.fetchPet' });
  const field = (await diffOf('response-field-type-changed')).changes[0]!;
  expect(field).toMatchObject({ level: 'breaking', symbol: 'Pet.id', old: expect.stringMatching(/old\.yaml:\d+:\d+$/) });
  // Pet.id is written on its own line of the components.
  const line = Number(field.old!.split(':')[1]);
  const text = (await import('node:fs')).readFileSync(join(FIXTURES, 'response-field-type-changed', 'old.yaml'), 'utf8').split('\n');
  expect(text[line - 1]).toMatch(/^\s+id:/);
});

test('items that may now be null, and an alternative that may now be null, are changes a reader meets', async () => {
  const { mkdtemp, writeFile, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const dir = await mkdtemp(join(tmpdir(), 'specforge-diff-nullable-'));
  // OpenAPI 3.0's `nullable` on an array's items and on one oneOf alternative (GitHub's
  // marketplace plan `bullets`, its validation error `value`).
  const doc = (nullable: boolean) =>
    JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      paths: {
        '/things': {
          get: {
            operationId: 'getThing',
            responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } } },
          },
        },
      },
      components: {
        schemas: {
          Thing: {
            type: 'object',
            required: ['bullets', 'value'],
            properties: {
              bullets: { type: 'array', items: { type: 'string', ...(nullable ? { nullable: true } : {}) } },
              value: { oneOf: [{ type: 'string', ...(nullable ? { nullable: true } : {}) }, { type: 'integer' }] },
            },
          },
        },
      },
    });
  try {
    await writeFile(join(dir, 'old.json'), doc(false));
    await writeFile(join(dir, 'new.json'), doc(true));
    const { changes } = await diffDocuments({ path: join(dir, 'old.json'), shown: 'old.json' }, { path: join(dir, 'new.json'), shown: 'new.json' }, 't');
    expect(changes.map((c) => [c.rule, c.symbol, c.level])).toEqual([
      ['response-field-type-changed', 'Thing.bullets', 'breaking'],
      ['response-field-nullable', 'Thing.value', 'breaking'],
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

/** The changes between two documents given as objects (written to a folder of their own). */
async function diffObjects(old: object, now: object) {
  const { mkdtemp, writeFile, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const dir = await mkdtemp(join(tmpdir(), 'specforge-diff-objects-'));
  try {
    await writeFile(join(dir, 'old.json'), JSON.stringify(old));
    await writeFile(join(dir, 'new.json'), JSON.stringify(now));
    return (await diffDocuments({ path: join(dir, 'old.json'), shown: 'old.json' }, { path: join(dir, 'new.json'), shown: 'new.json' }, 't')).changes;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A document with one operation, `GET /things` answering `result` (and taking `ids`), and `schemas`. */
const oneOperation = (result: object, schemas: object, ids: object = { type: 'array', items: { type: 'string' } }) => ({
  openapi: '3.0.3',
  info: { title: 'T', version: '1' },
  paths: {
    '/things': {
      get: {
        operationId: 'listThings',
        parameters: [{ name: 'ids', in: 'query', schema: ids }],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: result } } } },
      },
    },
  },
  components: { schemas },
});

const user = { type: 'object', required: ['login'], properties: { login: { type: 'string' }, id: { type: 'integer' } } };

test('a response that becomes a component with the same fields or more reads the same: no type change (GitHub 23.0.0: SimpleUser[] → TeamMember[])', async () => {
  const member = { ...user, properties: { ...user.properties, role: { type: 'string' } } };
  const changes = await diffObjects(
    oneOperation({ type: 'array', items: { $ref: '#/components/schemas/User' } }, { User: user }),
    oneOperation({ type: 'array', items: { $ref: '#/components/schemas/Member' } }, { User: user, Member: member }),
  );
  expect(changes.map((c) => c.rule)).toEqual(['type-added']);
  // A copy whose field names an enum of the same values or fewer (GitHub 23.0.0: CodeScanningAlertInstance[] →
  // CodeScanningAlertInstanceList[], its state CodeScanningAlertState → CodeScanningAlertInstanceState).
  const state = (values: string[]) => ({ type: 'string', enum: values });
  const alert = (s: string) => ({ type: 'object', properties: { state: { $ref: `#/components/schemas/${s}` } } });
  const copies = await diffObjects(
    oneOperation({ $ref: '#/components/schemas/Alert' }, { Alert: alert('State'), State: state(['open', 'closed']) }),
    oneOperation(
      { $ref: '#/components/schemas/AlertCopy' },
      { Alert: alert('State'), State: state(['open', 'closed']), AlertCopy: alert('CopyState'), CopyState: state(['open']) },
    ),
  );
  expect(copies.map((c) => c.rule)).toEqual(['type-added', 'type-added']);
  // A component with a field less is a type change.
  const fewer = { type: 'object', properties: { id: { type: 'integer' } } };
  const narrower = await diffObjects(
    oneOperation({ $ref: '#/components/schemas/User' }, { User: user }),
    oneOperation({ $ref: '#/components/schemas/Other' }, { User: user, Other: fewer }),
  );
  expect(narrower.map((c) => c.rule)).toContain('response-type-changed');
});

test('an inline response that becomes a component is compared field by field (GitHub 23.0.0: billing/update-budget-org)', async () => {
  const same = await diffObjects(oneOperation(user, {}), oneOperation({ $ref: '#/components/schemas/User' }, { User: user }));
  expect(same.map((c) => c.rule)).toEqual(['type-added']);
  const less = { type: 'object', required: ['login'], properties: { login: { type: 'string' } } };
  const removed = await diffObjects(oneOperation(user, {}), oneOperation({ $ref: '#/components/schemas/User' }, { User: less }));
  expect(removed.map((c) => [c.rule, c.symbol])).toEqual([
    ['response-field-removed', 'ListThingsResponse.id'],
    ['type-added', 'User'],
  ]);
});

test('a list parameter whose items take more is widened (GitHub 23.0.0: issues/add-assignees)', async () => {
  const changes = await diffObjects(
    oneOperation({ type: 'string' }, {}),
    oneOperation({ type: 'string' }, {}, { type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'object' }] } }),
  );
  expect(changes.map((c) => [c.rule, c.level])).toEqual([['param-type-widened', 'info']]);
});
