// The verbs, paths, parameters and previews of specs/hosting.yaml are those of the Octokit 16.43.2
// route table (the spec's x-source for them): every one of its 142 operations in the seed's
// namespaces is in the spec, sent the same way.
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { paramsOf, specOperations } from '../../helpers/hosting-spec.js';

type Route = { method: string; url: string; params: Record<string, { required?: boolean; type: string }>; headers?: { accept?: string }; deprecated?: string };
const file = new URL(
  '../../../node_modules/octokit-rest-16/node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/generated/endpoints.js',
  import.meta.url,
);
const table = new Function(`return ${readFileSync(file, 'utf8').replace(/^export default\s*/m, '')}`)() as Record<string, Record<string, Route>>;
const NAMESPACES = ['actions', 'activity', 'apps', 'checks', 'codesOfConduct', 'emojis', 'gists', 'git'];
const routes = NAMESPACES.flatMap((ns) => Object.entries(table[ns]!).map(([m, r]) => [`${ns}.${m}`, r] as const));

test('the route table has the 142 operations of the seed namespaces', () => {
  expect(routes).toHaveLength(142);
});

describe.each(routes)('%s', (key, route) => {
  const found = specOperations.get(key);

  test('has the verb, path and previews of the route table', () => {
    expect(found).toBeDefined();
    expect(found!.verb.toUpperCase()).toBe(route.method);
    expect(found!.path).toBe(route.url.replace(/:([a-z_]+)/g, '{$1}'));
    const previews = [...(route.headers?.accept ?? '').matchAll(/vnd\.github\.([a-z0-9-]+)-preview/g)].map((m) => m[1]);
    expect(found!.op['x-previews'] ?? []).toEqual(previews);
  });

  test('takes every parameter of the route table', () => {
    const params = paramsOf(found!.op);
    expect(Object.keys(route.params).filter((n) => !params.has(n))).toEqual([]);
    // git.createCommit parents: optional, as the seed's notes and GitHub's current description say.
    const optionalNow = key === 'git.createCommit' ? ['parents'] : [];
    const optionalInSpec = Object.entries(route.params)
      .filter(([n, p]) => p.required && !n.includes('.') && !params.get(n)!.required && !optionalNow.includes(n))
      .map(([n]) => n);
    expect(optionalInSpec).toEqual([]);
  });

  if (route.deprecated) {
    test('is deprecated', () => {
      if (found!.alias) expect(route.deprecated).toContain(found!.op['x-method'].replace('apps.', ''));
      else expect(found!.op.deprecated).toBe(true);
    });
  }
});

test('git.listRefs without a namespace lists every reference, at the URL Octokit 16 sends', async () => {
  const { default: Octokit16 } = (await import('octokit-rest-16')) as unknown as {
    default: new () => { git: { listRefs: { endpoint(p: object): { url: string } } } };
  };
  const { HostingClient } = await import('specforge/hosting');
  const theirs = new Octokit16().git.listRefs.endpoint({ owner: 'o', repo: 'r' }).url;
  expect(theirs).toBe('https://api.github.com/repos/o/r/git/refs/');
  expect(new HostingClient().git.listRefs.endpoint({ owner: 'o', repo: 'r' }).url).toBe(theirs);
  expect(new HostingClient().git.listRefs.endpoint({ owner: 'o', repo: 'r', namespace: 'tags' }).url).toBe('https://api.github.com/repos/o/r/git/refs/tags');
});
