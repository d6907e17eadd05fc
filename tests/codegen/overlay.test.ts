// `--overlay`: an OpenAPI Overlay 1.0 document changes a description the user does not own before
// generation: updates merged into what a JSONPath target selects (filters included), lists
// appended to, nodes removed; problems reported at the overlay's own file:line:col (a file that is
// not an overlay, a target that is not JSONPath, a target that selects nothing, an update that
// does not fit), and so is a problem the overlay brought into the document. Also `--client-name`
// and the client name made from the title.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from '../../codegen/generate.js';
import { clientNameOf } from '../../codegen/model/naming.js';
import { SpecError } from '../../codegen/openapi/diagnostics.js';

const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: "Octo's official OpenAPI spec + extension", version: '1' },
  servers: [{ url: 'https://api.octo.example' }],
  tags: [{ name: 'repos' }],
  paths: {
    '/repos': { get: { operationId: 'repos/list', tags: ['repos'], responses: { 200: { description: 'ok' } } } },
    '/repos/{id}': {
      get: {
        operationId: 'repos/get',
        tags: ['repos'],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { 200: { description: 'ok' } },
      },
    },
    '/legacy': { get: { operationId: 'legacy/old', responses: { 200: { description: 'ok' } } } },
  },
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-overlay-'));
  await writeFile(join(dir, 'octo.json'), JSON.stringify(DOCUMENT));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function run(overlay: string, options: { clientName?: string } = {}) {
  await writeFile(join(dir, 'my.overlay.yaml'), overlay);
  return generate([
    {
      path: join(dir, 'octo.json'),
      shown: 'octo.json',
      name: 'octo',
      overlays: [{ path: join(dir, 'my.overlay.yaml'), shown: 'my.overlay.yaml' }],
      ...options,
    },
  ]);
}

async function problems(overlay: string): Promise<string[]> {
  const error = await run(overlay).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SpecError);
  return (error as SpecError).diagnostics.map((d) => `${d.file}:${d.line}:${d.col} ${d.severity} ${d.message}`);
}

test('updates, filters, appends and removals change the document before generation', async () => {
  const { files, models, warnings } = await run(
    [
      'overlay: 1.0.0',
      'info: { title: Octokit-grade, version: 1.0.0 }',
      'actions:',
      '  - target: $',
      '    update: { x-service: { headers: { accept: application/vnd.octo.v3+json } } }',
      "  - target: $.paths['/repos'].get",
      '    update: { x-pagination: {} }',
      "  - target: $.paths.*[?@.operationId == 'repos/get']",
      '    update: { x-method: repos.fetch }',
      '  - target: $.tags',
      '    update: { name: extra }',
      "  - target: $.paths['/legacy']",
      '    remove: true',
    ].join('\n'),
  );
  expect(warnings).toEqual([]);
  const model = models[0]!;
  expect(model.operations.map((op) => op.name).sort()).toEqual(['repos.fetch', 'repos.list']);
  expect(model.operations.find((op) => op.name === 'repos.list')!.pagination).toEqual({ kind: 'link' });
  expect(files.get('octo/routes.ts')).toContain("headers: { accept: 'application/vnd.octo.v3+json' }");
  expect(model.clientName).toBe('OctoClient');
});

test('--client-name names the client', async () => {
  const { models } = await run(
    ['overlay: 1.0.0', 'info: { title: t, version: "1" }', 'actions:', '  - target: $.info', '    update: { description: d }'].join('\n'),
    {
      clientName: 'OctoApi',
    },
  );
  expect(models[0]!.clientName).toBe('OctoApi');
});

test('an overlay problem is reported at the overlay line that has it', async () => {
  expect(await problems('openapi: 3.1.0\ninfo: {}\n')).toEqual([
    'my.overlay.yaml:1:1 error not an OpenAPI Overlay 1.x document: "overlay" must name its version (1.0.0), got nothing',
  ]);
  expect(await problems(['overlay: 1.0.0', 'actions:', '  - target: $.paths[', '    update: {}'].join('\n'))).toEqual([
    expect.stringMatching(/^my\.overlay\.yaml:3:13 error the target is not a JSONPath \(RFC 9535\): /),
  ]);
  expect(await problems(['overlay: 1.0.0', 'actions:', '  - target: $.info.title', '    update: { a: 1 }'].join('\n'))).toEqual([
    'my.overlay.yaml:4:5 error "update" must be a mapping to merge into what $.info.title selects (string)',
  ]);
  expect(await problems(['overlay: 1.0.0', 'actions:', '  - description: no target', '    update: {}'].join('\n'))).toEqual([
    'my.overlay.yaml:3:5 error an action needs a "target": a JSONPath such as $.paths',
  ]);
});

test('a target that selects nothing is a warning at its line; the rest is applied', async () => {
  const { warnings, models } = await run(
    [
      'overlay: 1.0.0',
      'actions:',
      "  - target: $.paths['/nope'].get",
      '    update: { x-pagination: {} }',
      '  - target: $.info',
      '    update: { title: Renamed API }',
    ].join('\n'),
  );
  expect(warnings.map((d) => `${d.file}:${d.line}:${d.col} ${d.message}`)).toEqual([
    "my.overlay.yaml:3:13 the target $.paths['/nope'].get selects nothing in the document; the action changes nothing",
  ]);
  expect(models[0]!.clientName).toBe('RenamedClient');
});

test('a problem the overlay brought into the document is reported at the overlay', async () => {
  const lines = await problems(
    ['overlay: 1.0.0', 'actions:', "  - target: $.paths['/repos'].get", '    update:', '      x-pagination:', '        kind: sideways'].join('\n'),
  );
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line).toMatch(/^my\.overlay\.yaml:[56]:\d+ error /);
});

test.each([
  ["GitHub's official OpenAPI spec + Octokit extension", 'GitHubClient'],
  ['Swagger Petstore - OpenAPI 3.0', 'PetstoreClient'],
  ['Amazon Redshift Data API Service', 'AmazonRedshiftDataClient'],
  ['Twilio - Numbers', 'TwilioClient'],
  ['Stripe API', 'StripeClient'],
  ['API', 'APIClient'],
  ['1Password Connect', 'Api1PasswordConnectClient'],
  ['', ''],
])('the client of "%s" is %s', (title, name) => {
  expect(clientNameOf(title)).toBe(name);
});
