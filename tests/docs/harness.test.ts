// The documentation harness itself (doc-blocks.ts, consumer-project.ts), fed made-up documents: it
// must see a call to a method that does not exist, a misused overload and a renamed export as type
// errors in both module modes, at the right line; report a block that throws, reaches the network,
// or ends with another value than its annotation says; and refuse annotations it cannot honour.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createConsumerProject, type ConsumerProject, type DocTypeError } from './consumer-project.js';
import { extractBlocks, type DocBlock } from './doc-blocks.js';

const fence = '```';
const DOC = `# A document

Prose, then a shell block, which is not TypeScript:

${fence}sh
make test
${fence}

<!-- doctest: mocks=hosting -->
${fence}ts
import { HostingClient } from 'specforge/hosting';
const { data } = await new HostingClient().emojis.get();
data;
${fence}

<!-- doctest: typecheck-only (calls a method that does not exist) -->
${fence}ts
import { HostingClient } from 'specforge/hosting';
const client = new HostingClient();
await client.emojis.listAll();
${fence}

<!-- doctest: typecheck-only (misuses an overload) -->
${fence}ts
import { HostingClient } from 'specforge/hosting';
const client = new HostingClient();
await client.paginate(client.gists.listPublic, { per_page: 100 }, 'not a function');
${fence}

<!-- doctest: typecheck-only (imports a name the package does not export) -->
${fence}typescript
import { HostingClinet } from 'specforge/hosting';
new HostingClinet();
${fence}

${fence}ts
throw new Error('boom');
${fence}

${fence}ts
import { HostingClient } from 'specforge/hosting';
await new HostingClient().emojis.get();
${fence}

<!-- doctest: result=3 -->
${fence}ts
const two: number = 2;
two + 2;
${fence}

<!-- doctest: mocks=webhooks given=owner result="octocat" -->
${fence}ts
owner;
${fence}
`;

describe('extracting blocks and annotations', () => {
  test('every TypeScript block, in order, with its first line and annotation', () => {
    const blocks = extractBlocks(DOC, 'doc.md');
    expect(blocks.map((b) => [b.id, b.line, b.annotation])).toEqual([
      ['doc.md#1', 11, { mocks: ['hosting'], given: [] }],
      ['doc.md#2', 18, { mocks: [], given: [], typecheckOnly: 'calls a method that does not exist' }],
      ['doc.md#3', 25, { mocks: [], given: [], typecheckOnly: 'misuses an overload' }],
      ['doc.md#4', 32, { mocks: [], given: [], typecheckOnly: 'imports a name the package does not export' }],
      ['doc.md#5', 37, { mocks: [], given: [] }],
      ['doc.md#6', 41, { mocks: [], given: [] }],
      ['doc.md#7', 47, { mocks: [], given: [], result: '3' }],
      ['doc.md#8', 53, { mocks: ['webhooks'], given: ['owner'], result: '"octocat"' }],
    ]);
    expect(blocks[0]!.code).toBe("import { HostingClient } from 'specforge/hosting';\nconst { data } = await new HostingClient().emojis.get();\ndata;");
  });

  test('reads a React page: a tsx block annotated browser=<document>', () => {
    const [page] = extractBlocks(`<!-- doctest: browser=tests/fixtures/documents/shelf.yaml -->\n${fence}tsx\nexport const x = <p />;\n${fence}\n`, 'doc.md');
    expect(page).toMatchObject({ id: 'doc.md#1', line: 3, code: 'export const x = <p />;', annotation: { browser: 'tests/fixtures/documents/shelf.yaml' } });
  });

  test.each([
    ['an unknown option', `<!-- doctest: skip -->\n${fence}ts\nx;\n${fence}\n`, 'doc.md:1: unknown doctest option "skip"'],
    ['typecheck-only without a reason', `<!-- doctest: typecheck-only -->\n${fence}ts\nx;\n${fence}\n`, 'doc.md:1: typecheck-only needs its reason'],
    ['result= that is not JSON', `<!-- doctest: result=yes -->\n${fence}ts\nx;\n${fence}\n`, 'doc.md:1: result=yes is not a JSON value'],
    [
      'an annotation before a shell block',
      `<!-- doctest: mocks=hosting -->\n${fence}sh\nls\n${fence}\n`,
      'doc.md:1: a doctest annotation must stand just before a TypeScript block, not a sh one',
    ],
    [
      'an annotation followed by prose',
      `<!-- doctest: mocks=hosting -->\nProse.\n${fence}ts\nx;\n${fence}\n`,
      'doc.md:1: a doctest annotation must stand just before a TypeScript block',
    ],
    ['an annotation at the end', `Text.\n\n<!-- doctest: mocks=hosting -->\n`, 'doc.md:3: a doctest annotation with no TypeScript block after it'],
    ['an unclosed block', `${fence}ts\nx;\n`, 'doc.md:1: code block never closed'],
    ['a tsx block that is no browser page', `${fence}tsx\nx;\n${fence}\n`, 'doc.md:1: a tsx block is a React page: annotate it browser=<document>'],
    ['a browser page that is no tsx block', `<!-- doctest: browser=x.yaml -->\n${fence}ts\nx;\n${fence}\n`, 'doc.md:2: a browser= page must be a tsx block'],
    ['redis= with a value (redis takes none)', `<!-- doctest: redis=6379 -->\n${fence}ts\nx;\n${fence}\n`, 'unknown doctest option "redis=6379"'],
  ])('refuses %s', (_name, doc, message) => {
    expect(() => extractBlocks(doc, 'doc.md')).toThrow(message);
  });

  test('redis (with server=) asks for a redis-server of the block its own', () => {
    const [block] = extractBlocks(`<!-- doctest: redis server=tests/fixtures/webhook-delivery.json -->\n${fence}ts\nx;\n${fence}\n`, 'doc.md');
    expect(block!.annotation).toEqual({ mocks: [], given: [], redis: true, server: 'tests/fixtures/webhook-delivery.json' });
  });
});

describe('type-checking and running', () => {
  const blocks = extractBlocks(DOC, 'doc.md');
  const byId = (id: string): DocBlock => blocks.find((b) => b.id === id)!;
  let project: ConsumerProject;
  const errors: Record<string, Map<string, DocTypeError[]>> = {};
  const codes = (mode: string, id: string) => errors[mode]!.get(id)!.map((e) => `${e.at} ${e.code}`);

  beforeAll(async () => {
    project = await createConsumerProject(blocks);
    for (const mode of ['nodenext', 'bundler'] as const) errors[mode] = project.typecheck(mode);
  }, 120_000);

  afterAll(async () => {
    await project?.dispose();
  });

  test.each(['nodenext', 'bundler'])('under %s, each broken block fails at its line; the others pass', (mode) => {
    expect(Object.fromEntries(blocks.map((b) => [b.id, codes(mode, b.id)]))).toEqual({
      'doc.md#1': [],
      'doc.md#2': ['doc.md:20 TS2339'],
      'doc.md#3': ['doc.md:27 TS2769'],
      'doc.md#4': ['doc.md:32 TS2724'],
      'doc.md#5': [],
      'doc.md#6': [],
      'doc.md#7': [],
      'doc.md#8': [],
    });
    expect(errors[mode]!.get('doc.md#2')![0]!.message).toMatch(/^Property 'listAll' does not exist on type /);
    expect(errors[mode]!.get('doc.md#3')![0]!.message).toMatch(/^No overload matches this call\./);
    expect(errors[mode]!.get('doc.md#4')![0]!.message).toMatch(/has no exported member named 'HostingClinet'\. Did you mean 'HostingClient'\?/);
  });

  test('a block run against the mocks passes', async () => {
    expect(await project.run(byId('doc.md#1'))).toMatchObject({ ok: true });
  }, 60_000);

  test('a block that throws fails with its error', async () => {
    expect(await project.run(byId('doc.md#5'))).toEqual({ ok: false, output: 'doctest failure: Error: boom' });
  }, 60_000);

  test('a block that calls the real service without mocks fails: only loopback is reachable', async () => {
    const run = await project.run(byId('doc.md#6'));
    expect(run.ok).toBe(false);
    expect(run.output).toMatch(
      /^doctest failure: NetworkError: .*doctest: the block tried to connect to api\.github\.com: only loopback and the mocks are allowed/,
    );
  }, 60_000);

  test('result= compares the value of the last expression; given= declares placeholders', async () => {
    expect(await project.run(byId('doc.md#7'))).toEqual({ ok: false, output: 'the last expression is 4, the annotation says 3' });
    expect(await project.run(byId('doc.md#8'))).toMatchObject({ ok: true });
  }, 60_000);

  test('typecheck-only blocks are not run', async () => {
    await expect(project.run(byId('doc.md#2'))).rejects.toThrow('doc.md#2 is typecheck-only');
  });
});

describe('running many blocks in one process (runBatch)', () => {
  const BATCH = [
    `<!-- doctest: mocks=hosting -->\n${fence}ts\nimport { HostingClient } from 'specforge/hosting';\nawait new HostingClient().emojis.get();\n${fence}`,
    `<!-- doctest: mocks=hosting -->\n${fence}ts\nthrow new Error('boom');\n${fence}`,
    `<!-- doctest: mocks=hosting -->\n${fence}ts\nimport { HostingClient } from 'specforge/hosting';\nawait new HostingClient().gists.get({ gist_id: '' });\n${fence}`,
    `<!-- doctest: mocks=hosting -->\n${fence}ts\nimport { HostingClient } from 'specforge/hosting';\nconst { data } = await new HostingClient().codesOfConduct.getConductCode({ key: 'mit' });\nif (!data.name) throw new Error('no name');\n${fence}`,
    `<!-- doctest: mocks=webhooks -->\n${fence}ts\nimport { WebhooksClient } from 'specforge/webhooks';\nawait new WebhooksClient().listWebhooks();\n${fence}`,
    `<!-- doctest: mocks=hosting result=1 -->\n${fence}ts\n1;\n${fence}`,
  ].join('\n\n');
  const blocks = extractBlocks(BATCH, 'batch.md');
  let project: ConsumerProject;

  beforeAll(async () => {
    project = await createConsumerProject(blocks);
  }, 120_000);

  afterAll(async () => {
    await project?.dispose();
  });

  test('each block passes or fails by itself; the blocks after a failure still run', async () => {
    const runs = await project.runBatch(blocks.slice(0, 5));
    expect(Object.fromEntries([...runs].map(([id, r]) => [id, r.ok]))).toEqual({
      'batch.md#1': true,
      'batch.md#2': false,
      'batch.md#3': false,
      'batch.md#4': true,
      'batch.md#5': true,
    });
    expect(runs.get('batch.md#2')!.output).toBe('doctest failure: Error: boom');
    expect(runs.get('batch.md#3')!.output).toMatch(/^doctest failure: ValidationError: /);
  }, 120_000);

  test('only blocks that call the mocks are batched', async () => {
    await expect(project.runBatch([blocks[5]!])).rejects.toThrow('batch.md#6: only blocks that call the mocks');
  });
});
