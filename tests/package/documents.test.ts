// Documents written as published (no extension of this project) cover every feature a document
// from elsewhere may use; each is generated with the packed package's own `specforge` command into
// a scratch project, type-checked there under strict `nodenext` and `bundler` resolution, and
// every one of its operations is called through its generated msw mocks.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { join } from 'node:path';
import { consumerProject, everyOperationScript, ROOT, type ConsumerProject } from '../helpers/consumer-project.js';

const DOCUMENTS = [
  'features-30.yaml',
  'features-31.yaml',
  'world-lessons.yaml',
  'world-lessons-2.yaml',
  'petstore-20.yaml',
  'relative-servers.yaml',
  'no-servers.yaml',
  'typed-shapes.yaml',
  'typed-values.yaml',
  'event-streams.yaml',
];
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
    'schema "required" names a property twice; it is required once',
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

test('the lessons of real documents warn at each odd part, which alone is left out', () => {
  const warnings = generated
    .get('world-lessons.yaml')!
    .stderr.split('\n')
    .filter((l) => / warning schema /.test(l))
    .map((l) => l.replace(/^.*? warning schema /, ''));
  expect(warnings).toEqual([
    '"required" names "grant_type", which "properties" does not declare; it is a body parameter of any type',
    'the pattern "(?i)^abc$" cannot be read as a JavaScript regular expression (nor translated to one); this check is left out',
    '"required" must be a list of property names, got "yes"; this keyword is left out',
    '"maxLength" must be a whole number, 0 or more, got -1; this keyword is left out',
    '"type" must be a type name or a list of them, got "integers"; this keyword is left out',
    '"uniqueItems" must be true or false, got "true"; this keyword is left out',
  ]);
});

test('the second lessons warn at each contradiction they read as meant, and at each part left out', () => {
  const warnings = generated
    .get('world-lessons-2.yaml')!
    .stderr.split('\n')
    .filter((l) => / warning /.test(l))
    .map((l) => l.replace(/^.*world-lessons-2\.yaml:/, ''));
  expect(warnings).toEqual([
    '35:10 warning openapi the server URL "," is not a URL; it is left out',
    '96:13 warning schema "enum" lists values of the items of this array; read as the items\' enum',
    '108:13 warning schema "enum" lists values that are not of type string (43); they are left out',
    '115:13 warning schema "enum" value "now" is not a date-time, as "format" asks; read as either one (anyOf)',
    '122:24 warning schema "minLength": 64 leaves no uuid (always 36 characters); this keyword is left out',
    '130:22 warning schema the pattern "^[a-z.]+@[a-z]+\\\\\\\\.[a-z]+$" refuses the schema\'s own example "bob.smith@example.com"; this check is left out',
    '136:13 warning schema "oneOf" has alternatives that check the same, so no value meets exactly one; read as "anyOf"',
    '205:11 warning names a query parameter has an empty name and cannot be sent; it is left out',
    '209:11 warning unsupported header parameter "Content-Length" is written by the HTTP client itself (from the body and the connection); it is left out',
    '297:5 warning names body property "id" has the name of another parameter or request option; the body is passed whole as "data"',
    '373:5 warning path-params path variable {page} of "/rides?page={page}&per_page={per_page}" is not declared as a path parameter of GET; it is taken as a required string',
    '373:5 warning path-params path variable {per_page} of "/rides?page={page}&per_page={per_page}" is not declared as a path parameter of GET; it is taken as a required string',
    '410:5 warning path-params "/conversations/{conversation_id}/offer" is "/conversations/{id}/offer" with other variable names (OpenAPI: such paths MUST NOT both exist); a server cannot tell their POST calls apart',
    '507:13 warning unsupported a multipart/form-data body is parts, and this schema (a string) has none; the body is sent as text',
    '559:30 warning schema "enum" value "MALE" breaks "maxLength": 1; the enum lists the values, so this keyword is left out',
    "592:18 warning extension x-service is not allowed on a operation (allowed on: root); read as another tool's extension and left out",
    '674:28 warning schema the pattern "^(https?:\\\\/\\\\/)?([\\\\da-z\\\\.-]+)\\\\.([a-z\\\\.]{2,6})([\\\\/\\\\w \\\\.-]*)*\\\\/?$" can take exponential time on one value (a repeated group whose parts all repeat); this check is left out',
    '677:19 warning schema "oneOf" has alternatives that check the same, so no value meets exactly one; read as "anyOf"',
    '684:5 warning unsupported TRACE /engine/predictions: fetch refuses the TRACE method, so no client could send it; this operation is left out',
    '783:13 warning unsupported an application/x-www-form-urlencoded body is named fields, and this schema (string) has none; the body is sent as given',
    "802:11 warning unsupported the request body's media type has no name; read as */* (an object or array goes as JSON, anything else as bytes)",
    '894:15 warning schema "oneOf" has open alternatives that require the same properties and declare none differently, so a value meets both; read as "anyOf"',
    '905:13 warning unsupported security scheme "spacedKey" names the header "Marketplace API Key", which no HTTP request can carry (a header name is a token: no spaces); requests that need it go without it',
    '1062:29 warning schema "additionalProperties": false would refuse the properties its anyOf parts declare ("first_name", "birthday", "name"): read as "unevaluatedProperties": false',
    '1083:29 warning schema "additionalProperties": false would refuse the properties its allOf parts declare ("line1", "city", "residential"): read as "unevaluatedProperties": false',
    '1089:29 warning schema "additionalProperties": false would refuse "residential", which another part of an allOf this object is a part of declares; left out (the combined object is checked as a whole)',
    '1098:29 warning schema "additionalProperties": false would refuse "line1", which another part of an allOf this object is a part of declares; left out (the combined object is checked as a whole)',
    '1106:7 warning schema "required" names "json_schema", which this closed object does not declare; no value could have it, so it is left out',
  ]);
});

test('operations keyed by a query or fragment, arrays of objects in the query, a followed redirect, an own server, required and optional bodies: through the mocks', async () => {
  // An optional body whose schema requires fields: no body, or all of them; never a partial one.
  await project.write(
    'src/lessons-types.ts',
    `import type { CollaborationsCreateCollaborationParams as P } from './api/worldLessons/types.js';
export const none: P = {};
export const whole: P = { item: 'i', role: 'editor', note: 'n' };
// @ts-expect-error a partial body
export const partial: P = { item: 'i' };
`,
  );
  expect((await project.typecheck('nodenext', { emit: true })).stdout).toBe('');
  await project.write(
    'drive-lessons.mjs',
    `import { setupServer } from 'msw/node';
import { LessonsWorldDocumentsClient } from './src/api/worldLessons/index.js';
import { createWorldLessonsMocks } from './src/api/worldLessons/mocks.js';
const mocks = createWorldLessonsMocks();
const server = setupServer(...mocks.handlers);
server.listen({ onUnhandledRequest: 'error' });
const client = new LessonsWorldDocumentsClient();
const out = {};
await client.things.describeThing({ 'X-Lessons-Target': 'Lessons.DescribeThing', ThingName: 'a', Tags: [{ Key: 'k', Value: 'v' }] });
out.describe = [mocks.lastCall().operation, mocks.lastCall().violations, mocks.lastCall().query.Tags];
await client.things.listThings({ 'X-Lessons-Target': 'Lessons.ListThings', MaxResults: 2 });
out.list = [mocks.lastCall().operation, mocks.lastCall().violations, mocks.lastCall().url];
await client.things.untagThing({ ThingId: 'x:1' });
out.untag = [mocks.lastCall().operation, mocks.lastCall().violations, mocks.lastCall().url];
const followed = await client.things.downloadThingLogs({ id: 't1' });
out.redirect = [followed.status, followed.data];
const upload = await client.files.uploadFile({ data: new Uint8Array([1, 2]) });
out.upload = [upload.status, mocks.lastCall().url];
const file = await client.files.getFile({ path: 'a/b.txt', cursor: 'c/d:e' });
out.file = [typeof file.data, mocks.lastCall().url];
await client.keys.revokeKey({ id: 'k1' });
out.required = [mocks.lastCall().body, mocks.lastCall().violations];
await client.collaborations.createCollaboration();
out.noBody = [mocks.lastCall().body ?? null, mocks.lastCall().violations];
out.partial = await client.collaborations.createCollaboration({ item: 'i' }).then(() => 'sent', (e) => e.name + ': ' + e.message);
const direct = (path, body) => fetch('https://lessons.example.com' + path, { method: 'POST', ...(body ? { body, headers: { 'content-type': 'application/json' } } : {}) }).then((r) => r.json());
out.mocksPartial = (await direct('/collaborations', '{"item":"i"}')).violations;
out.mocksNoBody = (await direct('/keys/k1/revoke')).violations;
server.close();
console.log(JSON.stringify(out));
`,
  );
  const run = await project.node('drive-lessons.mjs');
  expect(run.stderr).toBe('');
  expect(JSON.parse(run.stdout.trim().split('\n').pop()!)).toEqual({
    describe: ['things.describeThing', [], '{"Key":"k","Value":"v"}'],
    list: ['things.listThings', [], 'https://lessons.example.com/?MaxResults=2'],
    untag: ['things.untagThing', [], 'https://lessons.example.com/?Action=UntagThing&ThingId=x%3A1'],
    redirect: [200, { redirectedFrom: 'things.downloadThingLogs' }],
    upload: [201, 'https://uploads.lessons.example.com/uploads'],
    file: ['string', 'https://lessons.example.com/files/a/b.txt?cursor=c/d:e'],
    required: [{}, []],
    noBody: [null, []],
    partial: 'ValidationError: Invalid parameters for collaborations.createCollaboration: "role" is required (got nothing)',
    mocksPartial: ['"role" is required (got nothing)'],
    mocksNoBody: ['POST /keys/{id}/revoke requires a body, got none'],
  });
}, 300_000);

test.each([['features30'], ['features31'], ['worldLessons'], ['worldLessons2'], ['petstore20'], ['relativeServers'], ['noServers']])(
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
    expect(summary.operations).toBeGreaterThanOrEqual(2);
  },
  300_000,
);

test('a document without servers: its mocks answer on any origin, and a client given no baseUrl says what is missing', async () => {
  expect((await project.typecheck('nodenext', { emit: true })).code).toBe(0);
  await project.write(
    'drive-no-servers.mjs',
    `import { setupServer } from 'msw/node';
import { ConfigurationError } from 'specforge';
import * as api from './src/api/noServers/index.js';
import { createNoServersMocks } from './src/api/noServers/mocks.js';
const Client = Object.values(api).find((v) => typeof v === 'function' && v.service && v.service.routes);
const mocks = createNoServersMocks();
const server = setupServer(...mocks.handlers);
server.listen({ onUnhandledRequest: 'error' });
const out = { base: Client.service.baseUrl };
for (const origin of ['http://127.0.0.1:8080', 'https://items.example.org/']) {
  const client = new Client({ baseUrl: origin });
  const { data } = await client.getItem({ id: 'a1' });
  out[origin] = [typeof data.id, mocks.lastCall().operation, mocks.lastCall().url, mocks.lastCall().violations];
}
const error = await new Client().listItems({ limit: 2 }).catch((e) => e);
out.missing = [error instanceof ConfigurationError, error.option, error.message];
server.close();
console.log(JSON.stringify(out));
`,
  );
  const run = await project.node('drive-no-servers.mjs');
  expect(run.stderr).toBe('');
  expect(JSON.parse(run.stdout.trim().split('\n').pop()!)).toEqual({
    base: '',
    'http://127.0.0.1:8080': ['string', 'getItem', 'http://127.0.0.1:8080/items/a1', []],
    'https://items.example.org/': ['string', 'getItem', 'https://items.example.org/items/a1', []],
    missing: [true, 'baseUrl', 'baseUrl: expected an absolute http(s) URL given to the client or the call (the document declares no server), got nothing'],
  });
}, 300_000);
