// The seed's constraints on hosting parameters, enforced by the generated validators through
// specforge/hosting: a bad call raises ValidationError naming the parameter before any request
// (the mocks see nothing); a good one reaches the mocks and passes their check of the spec.
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { setupServer } from 'msw/node';
import { HostingClient, ValidationError } from 'specforge/hosting';
import { createHostingMocks } from 'specforge/hosting/mocks';

const mocks = createHostingMocks();
const server = setupServer(...mocks.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mocks.reset());
afterAll(() => server.close());

const client = new HostingClient({ auth: 'secret-token-123' });
const repo = { owner: 'octocat', repo: 'hello-world' };
const annotation = { path: 'README.md', start_line: 1, end_line: 2, annotation_level: 'warning' as const, message: 'Check this' };
const output = { title: 'Lint', summary: 'Two warnings', annotations: [annotation] };
const action = { label: 'Fix it', description: 'Apply the suggested fix', identifier: 'fix' };

async function rejected(call: Promise<unknown>): Promise<ValidationError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationError);
  expect(mocks.calls).toHaveLength(0);
  return error as ValidationError;
}

describe('rejected before any request', () => {
  test('per_page above 100', async () => {
    const error = await rejected(client.activity.listRepoEvents({ ...repo, per_page: 101 }));
    expect(error.issues).toEqual([{ parameter: 'per_page', expected: 'must be at most 100', received: 101 }]);
  });

  test('per_page and page that are not integers', async () => {
    const error = await rejected(client.gists.list({ per_page: 2.5, page: 1.5 }));
    expect(error.issues.map((i) => i.parameter).sort()).toEqual(['page', 'per_page']);
    await rejected(client.actions.getSecret({ ...repo, name: 'TOKEN', page: '2' as never }));
  });

  test('4 check-run actions (the service takes at most 3)', async () => {
    const error = await rejected(client.checks.update({ ...repo, check_run_id: 4, actions: [action, action, action, action] }));
    expect(error).toMatchObject({ parameter: 'actions', expected: 'must have at most 3 items' });
  });

  test('archive_format other than zip', async () => {
    const error = await rejected(client.actions.downloadArtifact({ ...repo, artifact_id: 1, archive_format: 'tar' as never }));
    expect(error).toMatchObject({ parameter: 'archive_format', expected: 'must be one of "zip"', received: 'tar' });
  });

  test('integer identifiers', async () => {
    const error = await rejected(client.actions.getWorkflowRun({ ...repo, run_id: '12' as never }));
    expect(error).toMatchObject({ parameter: 'run_id', expected: 'must be an integer' });
  });

  test('51 annotations in one request', async () => {
    const error = await rejected(
      client.checks.update({ ...repo, check_run_id: 4, output: { ...output, annotations: Array.from({ length: 51 }, () => annotation) } }),
    );
    expect(error).toMatchObject({ parameter: 'output.annotations', expected: 'must have at most 50 items' });
  });

  test('an annotation title of 256 characters', async () => {
    const error = await rejected(
      client.checks.create({ ...repo, name: 'lint', head_sha: 'abc', output: { ...output, annotations: [{ ...annotation, title: 'x'.repeat(256) }] } }),
    );
    expect(error).toMatchObject({ parameter: 'output.annotations[0].title', expected: 'must be at most 255 characters long' });
  });

  test('an annotation message over 64 KB (65536 characters)', async () => {
    const error = await rejected(
      client.checks.update({ ...repo, check_run_id: 4, output: { ...output, annotations: [{ ...annotation, message: 'm'.repeat(65537) }] } }),
    );
    expect(error.parameter).toBe('output.annotations[0].message');
  });

  test('an action label of 21 characters, a description of 41', async () => {
    const error = await rejected(
      client.checks.create({ ...repo, name: 'lint', head_sha: 'abc', actions: [{ ...action, label: 'l'.repeat(21), description: 'd'.repeat(41) }] }),
    );
    expect(error.issues.map((i) => [i.parameter, i.expected])).toEqual([
      ['actions[0].label', 'must be at most 20 characters long'],
      ['actions[0].description', 'must be at most 40 characters long'],
    ]);
  });

  test('output without summary (and, on create, without title)', async () => {
    const error = await rejected(client.checks.update({ ...repo, check_run_id: 4, output: { text: 'details' } as never }));
    expect(error.issues.map((i) => i.parameter)).toEqual(['output.summary']);
    const created = await rejected(client.checks.create({ ...repo, name: 'lint', head_sha: 'abc', output: { text: 'details' } as never }));
    expect(created.issues.map((i) => i.parameter).sort()).toEqual(['output.summary', 'output.title']);
  });

  test('fields required when their parent is given', async () => {
    const error = await rejected(
      client.checks.update({ ...repo, check_run_id: 4, output: { ...output, annotations: [{ path: 'a' } as never], images: [{ alt: 'x' } as never] } }),
    );
    expect(error.issues.map((i) => i.parameter)).toEqual(
      expect.arrayContaining(['output.annotations[0].start_line', 'output.annotations[0].message', 'output.images[0].image_url']),
    );
    const prefs = await rejected(client.checks.setSuitesPreferences({ ...repo, auto_trigger_checks: [{ app_id: 4 } as never] }));
    expect(prefs).toMatchObject({ parameter: 'auto_trigger_checks[0].setting', expected: 'is required' });
  });

  test('timestamps must be ISO 8601 date-times', async () => {
    const error = await rejected(client.activity.listNotifications({ since: 'yesterday' }));
    expect(error).toMatchObject({ parameter: 'since', expected: 'must be a date-time such as 2024-01-31T12:00:00Z' });
  });

  test('a secret is never echoed in the error', async () => {
    const error = await rejected(client.apps.checkToken({ client_id: 'Iv1.abc', access_token: 42 as never }));
    expect(error.received).toBe('[REDACTED]');
    expect(error.message).not.toContain('42');
  });
});

describe('accepted, and matching the spec at the mocks', () => {
  test('per_page 100 and page 2 are sent as query parameters', async () => {
    await client.activity.listRepoEvents({ ...repo, per_page: 100, page: 2 });
    expect(mocks.lastCall()).toMatchObject({ query: { per_page: '100', page: '2' }, violations: [] });
  });

  test('per_page is not sent when omitted (the service default of 30 applies)', async () => {
    await client.gists.listPublic();
    expect(mocks.lastCall()?.query).toEqual({});
  });

  test('a full check run update: 50 annotations, images, actions at their limits', async () => {
    const annotations = Array.from({ length: 50 }, (_, i) => ({
      ...annotation,
      start_line: i + 1,
      end_line: i + 1,
      title: 't'.repeat(255),
      message: 'm'.repeat(65536),
    }));
    const images = [{ alt: 'chart', image_url: 'https://example.com/chart.png', caption: 'Trend' }];
    const actions = [{ label: 'l'.repeat(20), description: 'd'.repeat(40), identifier: 'i'.repeat(20) }];
    const { status } = await client.checks.update({
      ...repo,
      check_run_id: 4,
      status: 'completed',
      conclusion: 'success',
      completed_at: '2020-01-01T00:00:00Z',
      output: { ...output, annotations, images },
      actions,
    });
    expect(status).toBe(200);
    const call = mocks.lastCall()!;
    expect(call.violations).toEqual([]);
    expect((call.body as { output: { annotations: unknown[] } }).output.annotations).toHaveLength(50);
  });

  // Calls GitHub's description accepts, which the spec refused or could not express before it
  // was checked against that description (tests/services/hosting).
  test.each([
    ['checks.update with an output that has a summary only', () => client.checks.update({ ...repo, check_run_id: 4, output: { summary: 'All good' } })],
    ['checks.create with conclusion skipped', () => client.checks.create({ ...repo, name: 'lint', head_sha: 'abc', conclusion: 'skipped' })],
    [
      'actions.listRepoWorkflowRuns with status in_progress and the newer filters',
      () =>
        client.actions.listRepoWorkflowRuns({
          ...repo,
          status: 'in_progress',
          created: '>=2024-01-01',
          head_sha: 'abc',
          exclude_pull_requests: true,
          check_suite_id: 5,
        }),
    ],
    [
      'gists.update renaming to null and deleting a file',
      () => client.gists.update({ gist_id: 'aa5a315d61ae9438b18d', files: { 'a.txt': { filename: null }, 'b.txt': null } }),
    ],
    [
      'apps.createInstallationToken with repository names and typed permissions',
      () => client.apps.createInstallationToken({ installation_id: 1, repositories: ['hello-world'], permissions: { checks: 'write', contents: 'read' } }),
    ],
    ['activity.markAsRead with read', () => client.activity.markAsRead({ read: true })],
    ['checks.listForRef with app_id', () => client.checks.listForRef({ ...repo, ref: 'main', app_id: 42 })],
    ['a page number of 0 (the service has no lower bound)', () => client.activity.listRepoEvents({ ...repo, page: 0 })],
  ])('%s', async (_name, call) => {
    await call();
    expect(mocks.lastCall()?.violations).toEqual([]);
  });

  test('workflow_id as a number or as a file name', async () => {
    await client.actions.getWorkflow({ ...repo, workflow_id: 161335 });
    expect(mocks.lastCall()).toMatchObject({ path: '/repos/octocat/hello-world/actions/workflows/161335', violations: [] });
    await client.actions.listWorkflowRuns({ ...repo, workflow_id: 'main.yml', status: 'completed' });
    expect(mocks.lastCall()).toMatchObject({
      path: '/repos/octocat/hello-world/actions/workflows/main.yml/runs',
      query: { status: 'completed' },
      violations: [],
    });
  });

  test('nested author and tree entries of git objects', async () => {
    const author = { name: 'Mona', email: 'mona@example.com', date: '2020-01-01T00:00:00Z' };
    await client.git.createCommit({ ...repo, message: 'm', tree: 'abc', parents: [], author, committer: author });
    expect(mocks.lastCall()?.violations).toEqual([]);
    mocks.reset();
    const error = await rejected(client.git.createTag({ ...repo, tag: 'v1', message: 'm', object: 'abc', type: 'commit', tagger: { name: 'Mona' } as never }));
    expect(error).toMatchObject({ parameter: 'tagger.email', expected: 'is required' });
  });
});
