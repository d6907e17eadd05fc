// specs/hosting.yaml against GitHub's official REST description (@octokit/openapi, pinned as a
// devDependency): for every method of the seed's catalogue, the verb and path, every official
// parameter and body property (present with a compatible schema, or listed), no false rejects
// (values the official schema accepts pass our generated validator, except constraints a seed
// states), and a success response that declares and requires nothing the official one does not.
// Deliberate differences live in tests/oracle/hosting-differences.yaml; stale entries fail.
import { describe, expect, test } from '@jest/globals';
import * as validators from '../../../generated/hosting/validators/index.js';
import { Differences } from '../oracle/differences.js';
import type { ParamsValidator } from '../oracle/false-rejects.js';
import { compareMethod, type MethodComparison } from '../oracle/hosting-comparison.js';
import { loadOctokitDescription, OctokitDescription } from '../oracle/octokit-description.js';
import { OpenApiDocument } from '../oracle/openapi-document.js';
import { loadSpec, specMethods, specText } from '../oracle/spec-document.js';

const DIFFERENCES = new URL('../oracle/hosting-differences.yaml', import.meta.url);
const official = loadOctokitDescription();
const spec = loadSpec('hosting');
const differences = Differences.load(DIFFERENCES);
const methods = specMethods(spec);
const validatorOf = (name: string) => (validators as unknown as Record<string, ParamsValidator>)[name]!;

const results = new Map<string, MethodComparison>();
const removed: string[] = [];
for (const m of methods) {
  const r = compareMethod({ official, spec, method: m, differences, validate: validatorOf(m.validator) });
  if (r) results.set(m.method, r);
  else removed.push(m.method);
}
const all = [...results.values()];
const count = (f: (r: MethodComparison) => number) => all.reduce((n, r) => n + f(r), 0);
const comparedFields = count((r) => r.compared);
const tried = count((r) => r.sampling.tried);
const falseRejects = count((r) => r.sampling.rejects.length);

test(`the spec has the 145 methods of seed 001; ${results.size} are in @octokit/openapi ${official.version}, ${removed.length} are listed as removed`, () => {
  expect(methods).toHaveLength(145);
  expect(results.size + removed.length).toBe(145);
  for (const name of removed) {
    const entry = differences.removedMethod(name);
    expect({ name, listed: entry !== undefined }).toEqual({ name, listed: true });
    // Where the facts of a removed method come from is one of its operation's x-source entries.
    const op = methods.find((m) => m.method === name)!.op;
    expect([op['x-source']].flat()).toContain(entry!.facts);
  }
});

describe.each(all.map((r) => [r.method, r] as const))('%s', (_name, r) => {
  test('has the verb and path of the official operation', () => {
    expect(r.route).toBeUndefined();
  });

  test('takes every official parameter and body property with a compatible schema (or lists it)', () => {
    expect(r.fieldProblems).toEqual([]);
  });

  test('takes no parameter the official operation lacks (or lists it)', () => {
    expect(r.extraProblems).toEqual([]);
  });

  test('no false rejects: every value the official schema accepts passes our validator, except seed-stated constraints', () => {
    expect(r.sampling.rejects.map((x) => `${x.field} = ${x.label}: ${x.errors.join('; ')}`)).toEqual([]);
  });

  test('the success response declares no field the official one lacks and requires none it leaves optional', () => {
    expect(r.responseProblems).toEqual([]);
  });
});

test(`${comparedFields} official parameters and body properties compared; ${tried} accepted values tried, ${falseRejects} false rejects`, () => {
  expect(comparedFields).toBeGreaterThan(400);
  expect(tried).toBeGreaterThan(1000);
  expect(falseRejects).toBe(0);
});

test('every value refused on purpose is a seed-stated constraint of the differences file', () => {
  const listed = all.flatMap((r) => r.sampling.listed);
  expect(listed.length).toBeGreaterThan(0);
  for (const x of listed) expect(differences.find('stricter', x.method, x.field)?.seed).toEqual(expect.any(String));
});

test('every entry of the differences file still matches a difference (none is stale)', () => {
  expect(differences.unused()).toEqual([]);
});

describe('planted wrong facts are reported', () => {
  const method = (name: string, doc = spec) => specMethods(doc).find((m) => m.method === name)!;
  const fresh = () => new Differences(differences.file);

  test('a spec that lets 4 check-run actions through (the service takes at most 3)', () => {
    const text = specText('hosting');
    const planted = text.replace(/(actions:\n {18}type: array\n) {18}maxItems: 3\n/g, '$1');
    expect(planted).not.toBe(text);
    const doc = loadSpec('hosting', planted);
    const r = compareMethod({ official, spec: doc, method: method('checks.update', doc), differences: fresh(), validate: validatorOf('checksUpdate') })!;
    expect(r.fieldProblems).toEqual([expect.stringMatching(/^actions: looser maxItems: the service's maxItems is 3; ours none$/)]);
  });

  test('a check-run response that declares head_branch again', () => {
    const text = specText('hosting');
    const planted = text.replace(/( {4}check-run:\n(?:.*\n)*? {6}properties:\n)/, '$1        head_branch: { type: [string, "null"] }\n');
    const doc = loadSpec('hosting', planted);
    const r = compareMethod({ official, spec: doc, method: method('checks.get', doc), differences: fresh(), validate: validatorOf('checksGet') })!;
    expect(r.responseProblems).toEqual(['head_branch: undeclared: the official response has no such field']);
  });

  test('an official operation that accepts a status our validator refuses', () => {
    const target = official.byId.get('actions/list-workflow-runs-for-repo')!;
    const params = target.op.parameters
      .map((p: unknown) => official.doc.deref(p))
      .map((p: Record<string, any>) => (p.name === 'status' ? { ...p, schema: { ...p.schema, enum: [...p.schema.enum, 'in_review'] } } : p));
    const paths = { ...official.doc.data.paths, [target.path]: { ...target.item, get: { ...target.op, parameters: params } } };
    const mutated = new OctokitDescription(new OpenApiDocument({ ...official.doc.data, paths }), official.version);
    const r = compareMethod({
      official: mutated,
      spec,
      method: method('actions.listRepoWorkflowRuns'),
      differences: fresh(),
      validate: validatorOf('actionsListRepoWorkflowRuns'),
    })!;
    expect(r.sampling.rejects.map((x) => `${x.field} ${x.label}`)).toEqual(['status enum "in_review"']);
  });
});
