// Documents written as published (no extension of this project) cover every feature a document
// from elsewhere may use; each is generated with the packed package's own `specforge` command into
// a scratch project, type-checked there under strict `nodenext` and `bundler` resolution, and
// every one of its operations is called through its generated msw mocks.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { join } from 'node:path';
import { consumerProject, everyOperationScript, ROOT, type ConsumerProject } from '../helpers/consumer-project.js';

const DOCUMENTS = ['features-30.yaml', 'features-31.yaml'];
let project: ConsumerProject;
const generated = new Map<string, { code: number; stdout: string; stderr: string }>();

beforeAll(async () => {
  project = await consumerProject();
  for (const doc of DOCUMENTS) generated.set(doc, await project.specforge(['generate', join(ROOT, 'tests/fixtures/documents', doc), '--out', 'src/api']));
}, 300_000);
afterAll(() => project?.dispose());

test.each(DOCUMENTS)('%s generates as published, with warnings for its real-world errors only', (doc) => {
  const result = generated.get(doc)!;
  expect(result.stderr).not.toMatch(/\n\s+at /);
  expect(result.code).toBe(0);
  expect(result.stdout).toMatch(/^generated \d+ files in src\/api\/\w+\//m);
});

test('the 3.0 document warns exactly about its deliberate mistakes', () => {
  const warnings = generated
    .get('features-30.yaml')!
    .stderr.split('\n')
    .filter((l) => / warning /.test(l))
    .map((l) => l.replace(/^.*? warning /, ''));
  expect(warnings).toEqual([
    'names body property "animalId" has the name of another parameter or request option; the body is passed whole as "data"',
    'path-params path variable {id} of "/legacy/{id}" is not declared as a path parameter of GET; it is taken as a required string',
    'unsupported a GET request cannot carry a body; the requestBody is left out',
    'openapi /components/schemas/Owner/required must NOT have duplicate items (items ## 1 and 0 are identical)',
  ]);
});

test.each(['nodenext', 'bundler'] as const)(
  'the generated code type-checks strictly under %s',
  async (resolution) => {
    const result = await project.typecheck(resolution);
    expect(result.stdout.split('\n').filter((l) => /error TS/.test(l))).toEqual([]);
    expect(result.code).toBe(0);
  },
  300_000,
);

test.each([['features30'], ['features31']])(
  'every operation of %s answers through its generated mocks',
  async (name) => {
    const compiled = await project.typecheck('nodenext', { emit: true });
    expect(compiled.code).toBe(0);
    await project.write(`drive-${name}.mjs`, everyOperationScript(name));
    const run = await project.node(`drive-${name}.mjs`);
    expect(run.stderr).toBe('');
    const summary = JSON.parse(run.stdout.trim().split('\n').pop()!) as { operations: number; answered: number; failures: unknown[] };
    expect(summary.failures).toEqual([]);
    expect(summary.answered).toBe(summary.operations);
    expect(summary.operations).toBeGreaterThan(3);
  },
  300_000,
);
