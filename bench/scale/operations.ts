// The ten GitHub operations every contender of the scale section calls, as data: each tool renders
// them in its own idiom (bench/scale/tools/), the loopback server answers them
// (bench/scale/loopback.ts), and the harness checks each one against GitHub's description before
// anything is measured, so a typo here cannot quietly measure a different operation.

export interface Operation {
  /** GitHub's operationId, e.g. `repos/get`. */
  readonly id: string;
  /** Octokit-style namespace and method: `repos`, `get`. */
  readonly namespace: string;
  readonly method: string;
  readonly verb: 'GET' | 'POST';
  /** The route as GitHub's description spells it. */
  readonly route: string;
  /** Path parameters in route order. */
  readonly path: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string | number>>;
  readonly body?: Readonly<Record<string, unknown>>;
  /** The success status the consumer narrows on (where a tool makes it do so). */
  readonly status: 200 | 201;
  /** What the consumer reads after `data`, e.g. `.full_name` or `[0]?.title`. */
  readonly read: string;
  /** The loopback server's answer: just enough for `read` to find a value. */
  readonly reply: unknown;
  /** The value `read` yields from `reply` (the Node driver checks it). */
  readonly expected: string | number;
}

const owner = 'octocat';
const repo = 'hello-world';

export const OPERATIONS: readonly Operation[] = [
  {
    id: 'repos/get',
    namespace: 'repos',
    method: 'get',
    verb: 'GET',
    route: '/repos/{owner}/{repo}',
    path: { owner, repo },
    status: 200,
    read: '.full_name',
    reply: { id: 1296269, name: repo, full_name: `${owner}/${repo}`, private: false },
    expected: `${owner}/${repo}`,
  },
  {
    id: 'issues/list-for-repo',
    namespace: 'issues',
    method: 'listForRepo',
    verb: 'GET',
    route: '/repos/{owner}/{repo}/issues',
    path: { owner, repo },
    query: { state: 'open', per_page: 50 },
    status: 200,
    read: '[0]?.title',
    reply: [{ id: 1, number: 1347, title: 'Found a bug', state: 'open' }],
    expected: 'Found a bug',
  },
  {
    id: 'pulls/create',
    namespace: 'pulls',
    method: 'create',
    verb: 'POST',
    route: '/repos/{owner}/{repo}/pulls',
    path: { owner, repo },
    body: { title: 'Amazing new feature', head: 'octocat:new-feature', base: 'main' },
    status: 201,
    read: '.number',
    reply: { id: 1, number: 1348, title: 'Amazing new feature', state: 'open' },
    expected: 1348,
  },
  {
    id: 'git/get-ref',
    namespace: 'git',
    method: 'getRef',
    verb: 'GET',
    route: '/repos/{owner}/{repo}/git/ref/{ref}',
    path: { owner, repo, ref: 'heads/main' },
    status: 200,
    read: '.object.sha',
    reply: { ref: 'refs/heads/main', object: { type: 'commit', sha: 'aa218f56b14c9653891f9e74264a383fa43fefbd' } },
    expected: 'aa218f56b14c9653891f9e74264a383fa43fefbd',
  },
  {
    id: 'actions/list-workflow-runs',
    namespace: 'actions',
    method: 'listWorkflowRuns',
    verb: 'GET',
    route: '/repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs',
    path: { owner, repo, workflow_id: 'ci.yml' },
    query: { branch: 'main', per_page: 10 },
    status: 200,
    read: '.total_count',
    reply: { total_count: 1, workflow_runs: [{ id: 30433642, head_branch: 'main' }] },
    expected: 1,
  },
  {
    id: 'users/get-by-username',
    namespace: 'users',
    method: 'getByUsername',
    verb: 'GET',
    route: '/users/{username}',
    path: { username: 'octocat' },
    status: 200,
    read: '.login',
    reply: { login: 'octocat', id: 1, type: 'User' },
    expected: 'octocat',
  },
  {
    id: 'search/repos',
    namespace: 'search',
    method: 'repos',
    verb: 'GET',
    route: '/search/repositories',
    path: {},
    query: { q: 'openapi language:typescript', sort: 'stars' },
    status: 200,
    read: '.items[0]?.full_name',
    reply: { total_count: 1, incomplete_results: false, items: [{ id: 3081286, full_name: 'octo-org/openapi-kit' }] },
    expected: 'octo-org/openapi-kit',
  },
  {
    id: 'orgs/list-members',
    namespace: 'orgs',
    method: 'listMembers',
    verb: 'GET',
    route: '/orgs/{org}/members',
    path: { org: 'octo-org' },
    query: { per_page: 100 },
    status: 200,
    read: '[0]?.login',
    reply: [{ login: 'octocat', id: 1 }],
    expected: 'octocat',
  },
  {
    id: 'checks/list-for-ref',
    namespace: 'checks',
    method: 'listForRef',
    verb: 'GET',
    route: '/repos/{owner}/{repo}/commits/{ref}/check-runs',
    path: { owner, repo, ref: 'main' },
    status: 200,
    read: '.check_runs[0]?.conclusion',
    reply: { total_count: 1, check_runs: [{ id: 4, status: 'completed', conclusion: 'success' }] },
    expected: 'success',
  },
  {
    id: 'issues/create-comment',
    namespace: 'issues',
    method: 'createComment',
    verb: 'POST',
    route: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
    path: { owner, repo, issue_number: 1347 },
    body: { body: 'Me too' },
    status: 201,
    read: '.id',
    reply: { id: 1, body: 'Me too' },
    expected: 1,
  },
];

/** The operations the Node driver times: a first call and a warm call, then another namespace's. */
export const FIRST_OPERATION = 'repos/get';
export const OTHER_NAMESPACE_OPERATION = 'issues/list-for-repo';

export function operation(id: string): Operation {
  const op = OPERATIONS.find((o) => o.id === id);
  if (!op) throw new Error(`no operation ${id} in bench/scale/operations.ts`);
  return op;
}

/** `repos/list-for-repo` → `reposListForRepo` (the function name orval and hey-api derive). */
export function camelOperationId(id: string): string {
  return id.replace(/[/-]+([a-z0-9])/gi, (_, c: string) => c.toUpperCase());
}

/** `read` behind an optional chain, for tools whose `data` may be undefined: `?.full_name`, `?.[0]?.title`. */
export function optionalRead(read: string): string {
  return read.startsWith('.') ? `?${read}` : `?.${read}`;
}

/** All the parameters flattened into one object, as Octokit-style clients take them. */
export function flatParams(op: Operation): Record<string, unknown> {
  return { ...op.path, ...op.query, ...op.body };
}

/** Source text of a value (object keys that are identifiers stay unquoted). */
export function literal(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${literal(v)}`);
  return entries.length ? `{ ${entries.join(', ')} }` : '{}';
}
