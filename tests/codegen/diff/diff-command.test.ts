// `specforge diff OLD NEW`: each format says the same changes its own way (one JSON object; a
// terminal's lines; a pull-request comment; workflow annotations at the document's lines; SARIF
// 2.1.0), exit codes follow --fail-on (0 nothing reaches it, 1 something does) and a document that
// cannot be read is exit 2 with its problem at file:line:col. Overlays and Swagger 2.0 are read
// the way `generate` reads them.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { main } from '../../../codegen/cli/main.js';
import { RULES } from '../../../codegen/diff/rules.js';

const ROOT = new URL('../../..', import.meta.url).pathname.replace(/\/$/, '');
const fixture = (rule: string, side: string) => relative(process.cwd(), join(ROOT, 'tests/fixtures/diff', rule, `${side}.yaml`));

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(['diff', ...argv], { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const pair = (rule: string) => [fixture(rule, 'old'), fixture(rule, 'new')];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-diff-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('json', () => {
  test('prints exactly one object: semver and the changes, each with every field', async () => {
    const { code, out } = await run(...pair('response-field-removed'), '--format', 'json');
    expect(code).toBe(1);
    const result = JSON.parse(out);
    expect(Object.keys(result)).toEqual(['semver', 'changes']);
    expect(result.semver).toBe('major');
    expect(result.changes).toEqual([
      {
        level: 'breaking',
        rule: 'response-field-removed',
        operation: null,
        symbol: 'Pet.nickname',
        message: 'Pet.nickname is removed',
        old: expect.stringMatching(/old\.yaml:\d+:\d+$/),
        new: expect.stringMatching(/new\.yaml:\d+:\d+$/),
      },
    ]);
  });

  test('an operation is named by method and path', async () => {
    const { out } = await run(...pair('param-narrowed'), '--format', 'json');
    expect(JSON.parse(out).changes[0]).toMatchObject({ operation: 'POST /pets', symbol: 'PetsCreatePetParams.name' });
  });
});

describe('exit codes', () => {
  test('0 when nothing reaches --fail-on, 1 when something does', async () => {
    expect((await run(...pair('operation-added'))).code).toBe(0);
    expect((await run(...pair('operation-removed'))).code).toBe(1);
    expect((await run(...pair('operation-removed'), '--fail-on', 'none')).code).toBe(0);
    expect((await run(...pair('response-enum-value-added'))).code).toBe(0);
    expect((await run(...pair('response-enum-value-added'), '--fail-on', 'warning')).code).toBe(1);
    expect((await run(...pair('operation-deprecated'), '--fail-on', 'warning')).code).toBe(0);
  });

  test('2 when a document cannot be read, with the reason at its file:line:col', async () => {
    const bad = join(dir, 'bad.yaml');
    await writeFile(bad, 'openapi: 3.0.3\ninfo: {title: x, version: "1"}\npaths:\n  /a:\n    get:\n      responses: {"200": {description: ok}}\n    put: [\n');
    const { code, err, out } = await run(fixture('type-added', 'old'), bad);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(/bad\.yaml:8:1 yaml /);
    const missing = await run(fixture('type-added', 'old'), join(dir, 'missing.yaml'));
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/missing\.yaml:1:1 file cannot be read: ENOENT/);
  });

  test('2 for bad usage, saying what was wrong', async () => {
    expect(await run(fixture('type-added', 'old'))).toMatchObject({ code: 2, err: expect.stringContaining('needs two documents, OLD and NEW; got 1') });
    expect(await run(...pair('type-added'), '--format', 'xml')).toMatchObject({ code: 2, err: expect.stringContaining('--format must be one of') });
    expect(await run(...pair('type-added'), '--fail-on', 'any')).toMatchObject({ code: 2, err: expect.stringContaining('--fail-on must be one of') });
  });
});

describe('formats', () => {
  test('text: a line per change, then the headline', async () => {
    const { out } = await run(...pair('server-removed'));
    const lines = out.split('\n');
    expect(lines[0]).toMatch(
      /^BREAKING server-removed: the server https:\/\/api\.example\.com\/v1 is gone \(now https:\/\/api\.example\.com\/v2\) \(.*new\.yaml:\d+:\d+\)$/,
    );
    expect(lines.at(-1)).toBe('1 breaking change (major), 1 other change');
  });

  test('markdown: the headline, then a table per level', async () => {
    const { out } = await run(...pair('response-alternative-added'), '--format', 'markdown');
    expect(out).toContain('### API changes: 0 breaking changes (minor), 1 warning');
    expect(out).toContain('#### Warnings (1)');
    expect(out).toContain('| response-alternative-added |  | `Pet.shape` | Pet.shape may be Circle \\| Square \\| Triangle, was Circle \\| Square |');
  });

  test('github: an annotation per change at its line in the new document', async () => {
    const { out } = await run(...pair('param-removed'), '--format', 'github');
    const [annotation] = out.split('\n');
    expect(annotation).toMatch(
      /^::error file=.*param-removed\/new\.yaml,line=\d+,col=\d+,title=param-removed PetsCreatePetParams\.age::age \(body\) is removed$/,
    );
    const notice = (await run(...pair('operation-added'), '--format', 'github')).out.split('\n')[0];
    expect(notice).toMatch(/^::notice file=.*,title=operation-added client\.pets\.deletePet::DELETE \/pets\/\{petId\} is added as client\.pets\.deletePet$/);
  });

  test('sarif: version 2.1.0, every rule described, each change a result at its line', async () => {
    const { out } = await run(...pair('security-scope-added'), '--format', 'sarif');
    const sarif = JSON.parse(out);
    expect(sarif.version).toBe('2.1.0');
    const run0 = sarif.runs[0];
    expect(run0.tool.driver.rules.map((r: { id: string }) => r.id)).toEqual(Object.keys(RULES));
    expect(run0.results).toHaveLength(1);
    const [result] = run0.results;
    expect(result).toMatchObject({ ruleId: 'security-scope-added', level: 'error' });
    expect(run0.tool.driver.rules[result.ruleIndex].id).toBe('security-scope-added');
    expect(result.locations[0].physicalLocation.region.startLine).toBeGreaterThan(1);
  });
});

test('overlays are applied to both documents, or to one (--new-overlay): a change an overlay makes is found at its line', async () => {
  const overlay = join(dir, 'drop-health.yaml');
  await writeFile(overlay, 'overlay: 1.0.0\ninfo: {title: drop health, version: "1"}\nactions:\n  - target: $.paths["/health"]\n    remove: true\n');
  const both = await run(fixture('type-added', 'old'), fixture('type-added', 'old'), '--overlay', overlay, '--format', 'json');
  expect(JSON.parse(both.out).changes).toEqual([]);
  const one = await run(fixture('type-added', 'old'), fixture('type-added', 'old'), '--new-overlay', overlay, '--format', 'json');
  expect(one.code).toBe(1);
  expect(JSON.parse(one.out).changes).toMatchObject([
    { rule: 'operation-removed', symbol: 'client.meta.health' },
    { rule: 'type-removed', symbol: 'MetaHealthResponse' },
  ]);
});

test('Swagger 2.0 is read as generate reads it (converted), compared with its OpenAPI 3.0 rewrite', async () => {
  const swagger = join(ROOT, 'tests/fixtures/documents/petstore-20.yaml');
  const text = await readFile(swagger, 'utf8');
  // The same document with its `limit` maximum lowered: a narrowed parameter, found through the conversion.
  const changed = join(dir, 'petstore-20.yaml');
  await writeFile(changed, text.replace('maximum: 100', 'maximum: 50'));
  const { out } = await run(swagger, changed, '--format', 'json');
  const changes = JSON.parse(out).changes;
  expect(changes).toMatchObject([
    { rule: 'param-narrowed', operation: 'GET /pets', symbol: 'PetsListPetsParams.limit', new: expect.stringMatching(/petstore-20\.yaml:\d+:\d+$/) },
  ]);
  const line = Number(changes[0].new.split(':').at(-2));
  expect(text.split('\n')[line - 1]).toMatch(/name: limit|maximum/);
});
