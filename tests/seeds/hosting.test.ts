// specs/hosting.yaml against seed 001 read at test time (../shared/seeds/001_*.txt): every
// namespace, method, required and optional parameter of the operation tables is in the spec, and
// the seed's constraints, deprecations, variants and named response fields are there too.
import { describe, expect, test } from '@jest/globals';
import { paramsOf, responseField, responseRequires, specOperations, hostingDoc, deref } from '../helpers/hosting-spec.js';
import { checkRunFields, operationTables, readSeed001, verificationReasons, type SeedRow } from './seed-001.js';
import { Differences, quotedSeedLines } from '../services/oracle/differences.js';

const seed = readSeed001();
const tables = operationTables(seed);
const rows = tables.flatMap((t) => t.rows);

describe('the seed tables are read completely', () => {
  test('one table per namespace group, with every row parsed', () => {
    expect(tables.map((t) => t.title)).toEqual(['actions', 'activity', 'apps', 'checks', 'codesOfConduct, emojis', 'gists', 'git']);
    // Row counts of seed 001 as written; a dropped or unparsed row changes them.
    expect(tables.map((t) => t.rows.length)).toEqual([26, 34, 31, 11, 4, 20, 5]);
    for (const t of tables) expect(t.rows.length).toBe(t.rawRowCount);
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });

  test('the parser reads nested and qualified cells', () => {
    const row = (key: string) => rows.find((r) => r.key === key)!;
    expect(row('checks.update').required).toEqual(
      expect.arrayContaining(['check_run_id', 'output.annotations[].start_line', 'output.images[].image_url', 'actions[].identifier']),
    );
    expect(row('git.createCommit').optional).toEqual(expect.arrayContaining(['author.email', 'committer.date', 'signature']));
    expect(row('gists.create').required).toEqual(['files', 'files.content']);
    expect(row('checks.setSuitesPreferences').required).toEqual(['owner', 'repo', 'auto_trigger_checks[].app_id', 'auto_trigger_checks[].setting']);
  });
});

describe.each(tables.map((t) => [t.title, t] as const))('seed table %s', (_title, table) => {
  test.each(table.rows.map((r) => [r.key, r] as const))('%s is in the spec with its parameters', (key, row: SeedRow) => {
    const found = specOperations.get(key);
    expect(found).toBeDefined();
    const params = paramsOf(found!.op);
    const missing = [...row.required, ...row.optional].filter((n) => !params.has(n));
    expect(missing).toEqual([]);
    // Required at its level: top-level ones always, nested ones whenever their parent is given.
    // git.createCommit: the seed's own notes say "Empty or omitted parents writes a root commit",
    // and GitHub's description requires only message and tree, so parents is optional.
    const optionalByNotes = key === 'git.createCommit' ? ['parents'] : [];
    expect(row.required.filter((n) => !params.get(n)!.required && !optionalByNotes.includes(n))).toEqual([]);
    expect(row.optional.filter((n) => !n.includes('.') && params.get(n)!.required)).toEqual([]);
  });
});

describe('the seed notes are in the spec', () => {
  const notesOf = (key: string) => {
    const { op, alias } = specOperations.get(key)!;
    return { op, alias };
  };

  test.each(rows.filter((r) => /^Deprecated/.test(r.notes)).map((r) => [r.key, r] as const))('%s is deprecated, naming its replacement', (key, row) => {
    const { op, alias } = notesOf(key);
    const renamed = /renamed (\w+)/.exec(row.notes);
    if (alias) {
      expect(renamed).not.toBeNull();
      expect(op['x-method']).toBe(`apps.${renamed![1]}`);
      expect(alias.kind).toBe('renamed');
    } else {
      expect(op.deprecated).toBe(true);
      expect(specOperations.has(op['x-deprecation'].replacement)).toBe(true);
    }
  });

  test('legacy and stubbed variants are marked', () => {
    const legacy = rows.filter((r) => /^Legacy/.test(r.notes)).map((r) => r.key);
    const stubbed = rows.filter((r) => /Stubbed$/.test(r.key)).map((r) => r.key);
    expect(legacy).toHaveLength(3);
    expect(stubbed).toHaveLength(4);
    for (const key of legacy) expect(specOperations.get(key)!.op['x-variant']).toBe('legacy');
    for (const key of stubbed) expect(specOperations.get(key)!.op['x-variant']).toBe('stubbed');
  });

  test('"Content-Length must be zero" operations are PUTs without a body', () => {
    const keys = rows.filter((r) => /Content-Length must be zero/.test(r.notes)).map((r) => r.key);
    expect(keys).toEqual(['activity.starRepo', 'activity.watchRepoLegacy', 'gists.star']);
    for (const key of keys) {
      const { verb, op } = specOperations.get(key)!;
      expect(verb).toBe('put');
      expect(op.requestBody).toBeUndefined();
    }
  });

  test.each(rows.filter((r) => r.notes).map((r) => [r.key, r] as const))('%s carries its Notes text', (key, row) => {
    const { op, alias } = specOperations.get(key)!;
    if (alias) return; // an older name: its notes are the deprecation, checked above
    expect((op['x-notes'] ?? []).join(' ')).toContain(row.notes.replace(/\.$/, ''));
  });
});

describe('seed constraints', () => {
  const perPageOps = rows.filter((r) => r.optional.includes('per_page') || (/\.list/.test(r.key) && !/No parameters/.test(r.notes)));

  // The seed bounds per_page above only; GitHub's description sets no lower bound on either.
  test.each(perPageOps.map((r) => [r.key] as const))('%s takes per_page (integer, at most 100, default 30) and page (integer)', (key) => {
    const params = paramsOf(specOperations.get(key)!.op);
    expect(params.get('per_page')?.schema).toEqual({ type: 'integer', maximum: 100, default: 30 });
    expect(params.get('page')?.schema).toEqual({ type: 'integer' });
  });

  test('archive_format must be zip', () => {
    expect(paramsOf(specOperations.get('actions.downloadArtifact')!.op).get('archive_format')?.schema.enum).toEqual(['zip']);
  });

  test('identifiers are integers; workflow_id is an integer or a file name', () => {
    for (const [key, name] of [
      ['actions.getWorkflowRun', 'run_id'],
      ['actions.getArtifact', 'artifact_id'],
      ['activity.getThread', 'thread_id'],
      ['apps.addRepoToInstallation', 'repository_id'],
      ['checks.get', 'check_run_id'],
      ['gists.getComment', 'comment_id'],
      ['apps.createContentAttachment', 'content_reference_id'],
    ] as const) {
      expect(paramsOf(specOperations.get(key)!.op).get(name)?.schema.type).toBe('integer');
    }
    expect(
      paramsOf(specOperations.get('actions.getWorkflow')!.op)
        .get('workflow_id')
        ?.schema.oneOf.map((s: { type: string }) => s.type),
    ).toEqual(['integer', 'string']);
  });

  test('timestamps are date-time strings', () => {
    for (const [key, name] of [
      ['activity.listNotifications', 'since'],
      ['activity.listNotifications', 'before'],
      ['activity.markAsRead', 'last_read_at'],
      ['checks.update', 'started_at'],
      ['checks.create', 'completed_at'],
      ['gists.list', 'since'],
    ] as const) {
      expect(paramsOf(specOperations.get(key)!.op).get(name)?.schema).toMatchObject({ type: 'string', format: 'date-time' });
    }
  });

  const { fields, rawRowCount } = checkRunFields(seed);
  test('the check run field table is read completely', () => {
    expect(rawRowCount).toBe(19);
    expect(fields).toHaveLength(21);
  });

  test.each(['checks.create', 'checks.update'])('%s has every output and action field, with the limits', (key) => {
    const params = paramsOf(specOperations.get(key)!.op);
    for (const field of fields) {
      expect(params.has(field.name)).toBe(true);
      // An update may leave output.title out (the run keeps its title): GitHub's description of
      // checks.update requires output.summary only, and the seed's update row does not list title.
      const required = field.required && !(key === 'checks.update' && field.name === 'output.title');
      expect([field.name, params.get(field.name)!.required]).toEqual([field.name, required]);
    }
    expect(params.get('actions')!.schema.maxItems).toBe(3);
    expect(params.get('output.annotations')!.schema.maxItems).toBe(50);
    expect(params.get('output.annotations[].title')!.schema.maxLength).toBe(255);
    expect(params.get('output.annotations[].message')!.schema.maxLength).toBe(65536);
    expect(params.get('output.annotations[].raw_details')!.schema.maxLength).toBe(65536);
    expect(params.get('actions[].label')!.schema.maxLength).toBe(20);
    expect(params.get('actions[].identifier')!.schema.maxLength).toBe(20);
    expect(params.get('actions[].description')!.schema.maxLength).toBe(40);
  });
});

test('every seed line the hosting differences file quotes is in seed 001, word for word', () => {
  const file = Differences.load(new URL('../services/oracle/hosting-differences.yaml', import.meta.url)).file;
  const lines = quotedSeedLines(file);
  expect(lines.length).toBeGreaterThan(3);
  expect(lines.filter((line) => !seed.includes(line))).toEqual([]);
});

describe('named response fields', () => {
  const op = (key: string) => specOperations.get(key)!.op;

  test('apps: installations_count, manifest credentials, installation token, permissions', () => {
    // Declared, not required: GitHub's description leaves installations_count optional.
    expect(responseField(op('apps.getAuthenticated'), 'installations_count')?.type).toBe('integer');
    for (const name of ['id', 'pem', 'webhook_secret']) expect(responseRequires(op('apps.createFromManifest'), '', name)).toBe(true);
    expect(responseField(op('apps.createFromManifest'), 'pem')?.['x-sensitive']).toBe(true);
    expect(responseField(op('apps.createInstallationToken'), 'repositories')?.type).toBe('array');
    expect(responseRequires(op('apps.createInstallationToken'), '', 'repositories')).toBe(false);
    expect(responseField(op('apps.createInstallationToken'), 'token')?.['x-sensitive']).toBe(true);
    expect(responseRequires(deref(op('apps.listInstallations')), '[]', 'permissions')).toBe(true);
    expect(responseRequires(op('apps.listInstallationsForAuthenticatedUser'), 'installations[]', 'permissions')).toBe(true);
    expect(responseRequires(op('apps.listInstallationReposForAuthenticatedUser'), 'repositories[]', 'permissions')).toBe(true);
  });

  // head_branch belongs to the check suite: a check run has none (GitHub's description).
  test('check runs and suites: pull_requests, and the nullable head_branch of suites', () => {
    for (const key of ['checks.create', 'checks.get', 'checks.getSuite']) expect(responseField(op(key), 'pull_requests')?.type).toContain('array');
    expect(responseField(op('checks.getSuite'), 'head_branch')?.type).toEqual(['string', 'null']);
    for (const key of ['checks.create', 'checks.get']) expect(responseField(op(key), 'head_branch')).toBeUndefined();
    expect(responseField(op('checks.listForRef'), 'check_runs[].pull_requests')).toBeDefined();
  });

  test('git createCommit and createTag: verification.reason lists the seed values', () => {
    const reasons = verificationReasons(seed);
    expect(reasons).toHaveLength(13);
    // An open set: the seed's values are the known ones, any other string is accepted too.
    for (const key of ['git.createCommit', 'git.createTag'])
      expect(responseField(op(key), 'verification.reason')?.anyOf).toEqual([{ enum: reasons }, { type: 'string' }]);
  });

  test('the notification answers 202 and 205 are declared', () => {
    for (const key of ['activity.markAsRead', 'activity.markNotificationsAsReadForRepo'])
      expect(Object.keys(op(key).responses)).toEqual(expect.arrayContaining(['202', '205']));
    expect(Object.keys(hostingDoc.components.securitySchemes)).toEqual(expect.arrayContaining(['token', 'basic']));
  });
});
