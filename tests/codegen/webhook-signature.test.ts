// `x-webhooks-server.signature` reaches the generated server as data (and replaces the secret
// header: a signed delivery carries a signature, not the secret); a signature the extension does
// not describe is an error naming where it stands, not a server that checks nothing.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from '../../codegen/generate.js';
import { SpecError } from '../../codegen/openapi/diagnostics.js';

const document = (signature: unknown) => ({
  openapi: '3.1.0',
  info: { title: 'Signed', version: '1' },
  'x-webhooks-server': { signature },
  paths: {},
  webhooks: {
    created: {
      post: {
        parameters: [{ name: 'X-Secret', in: 'header', 'x-sensitive': true, schema: { type: 'string' } }],
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } } } } } },
        responses: { 200: { description: 'ok' } },
      },
    },
  },
});

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-signature-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function filesOf(signature: unknown, name: string): Promise<Map<string, string>> {
  const path = join(dir, `${name}.json`);
  await writeFile(path, JSON.stringify(document(signature), null, 2));
  return (await generate([{ path, shown: `${name}.json`, name }])).files;
}
const serverOf = async (signature: unknown, name: string) => (await filesOf(signature, name)).get(`${name}/server.ts`)!;

test('the signature scheme is written into the server description, instead of the secret header', async () => {
  const standard = await serverOf({ scheme: 'standard-webhooks', tolerance: 120 }, 'standard');
  expect(standard).toContain("signature: { scheme: 'standard-webhooks', tolerance: 120 }");
  expect(standard).not.toContain('secretHeader');
  const github = await serverOf({ scheme: 'hmac-sha256', header: 'X-Hub-Signature-256', prefix: 'sha256=' }, 'github');
  expect(github).toContain("signature: { scheme: 'hmac-sha256', header: 'X-Hub-Signature-256', prefix: 'sha256=' }");
});

test('a signature of another shape is an error at its place', async () => {
  const error = await serverOf({ scheme: 'md5', header: 'X-Sig' }, 'md5').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SpecError);
  expect((error as SpecError).message).toMatch(/^md5\.json:9:\d+ extension x-webhooks-server\/signature\/scheme must be equal to one of the allowed values/m);
  const headerless = await serverOf({ scheme: 'hmac-sha256' }, 'headerless').catch((e: unknown) => e);
  expect((headerless as SpecError).message).toMatch(/^headerless\.json:\d+:\d+ extension x-webhooks-server\/signature must have required property 'header'/m);
});

test('the reference says how deliveries are signed, and shows no secret header for them', async () => {
  const files = await filesOf({ scheme: 'hmac-sha256', header: 'X-Hub-Signature-256', prefix: 'sha256=' }, 'documented');
  const readme = files.get('documented/README.md')!;
  expect(readme).toContain('- Signed: HMAC-SHA256 of the body, hex, in `X-Hub-Signature-256` after `sha256=`');
  expect(readme).not.toContain('Secret header');
  const standard = (await filesOf({ scheme: 'standard-webhooks' }, 'documentedStandard')).get('documentedStandard/README.md')!;
  expect(standard).toContain('- Signed: Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`), timestamps within 300 s');
  const unsigned = document(undefined);
  delete (unsigned as Record<string, unknown>)['x-webhooks-server'];
  const path = join(dir, 'unsigned.json');
  await writeFile(path, JSON.stringify(unsigned));
  expect((await generate([{ path, shown: 'unsigned.json', name: 'unsigned' }])).files.get('unsigned/README.md')).toContain('- Secret header: `x-secret`');
});

test("x-webhooks-server.deliveryId (where a delivery carries the sender's id of it) is written into the server description; one of header or field, no other key", async () => {
  const withId = async (deliveryId: unknown, name: string) => {
    const path = join(dir, `${name}.json`);
    const doc = document({ scheme: 'hmac-sha256', header: 'X-Hub-Signature-256', prefix: 'sha256=' });
    (doc['x-webhooks-server'] as Record<string, unknown>).deliveryId = deliveryId;
    await writeFile(path, JSON.stringify(doc, null, 2));
    return (await generate([{ path, shown: `${name}.json`, name }])).files.get(`${name}/server.ts`)!;
  };
  expect(await withId({ header: 'X-GitHub-Delivery' }, 'delivered')).toContain("deliveryId: { header: 'X-GitHub-Delivery' }");
  expect(await withId({ field: 'id' }, 'evented')).toContain("deliveryId: { field: 'id' }");
  const both = await withId({ header: 'X-Id', field: 'id' }, 'both').catch((e: unknown) => e);
  expect(both).toBeInstanceOf(SpecError);
  expect((both as SpecError).message).toMatch(/extension x-webhooks-server\/deliveryId must NOT have more than 1 properties/);
  expect(await serverOf({ scheme: 'stripe' }, 'undescribed')).not.toContain('deliveryId');
});
