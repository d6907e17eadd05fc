// An oauth2 scheme's flows reach the service description (for createOAuth2Auth): the client
// credentials token URL, and where refresh tokens go (a refreshUrl, else the authorization code or
// password flow's token URL), each with its scopes; a flow a client cannot run alone (implicit) gives
// nothing, and the scheme still sends a bearer token.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from '../../codegen/generate.js';

const flows = {
  machine: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://auth.example.test/token', scopes: { read: 'r', write: 'w' } } } },
  user: {
    type: 'oauth2',
    flows: {
      authorizationCode: {
        authorizationUrl: 'https://auth.example.test/authorize',
        tokenUrl: '/oauth/token',
        refreshUrl: '/oauth/refresh',
        scopes: { profile: 'p' },
      },
    },
  },
  password: { type: 'oauth2', flows: { password: { tokenUrl: '/oauth/token', scopes: {} } } },
  browser: { type: 'oauth2', flows: { implicit: { authorizationUrl: 'https://auth.example.test/authorize', scopes: {} } } },
};
const document = {
  openapi: '3.0.3',
  info: { title: 'Flows', version: '1' },
  servers: [{ url: 'https://api.example.test' }],
  components: { securitySchemes: flows },
  security: [{ machine: [] }],
  paths: { '/things': { get: { operationId: 'things/list', responses: { 200: { description: 'ok' } } } } },
};

let dir: string;
let routes = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'specforge-oauth2-'));
  await writeFile(join(dir, 'flows.json'), JSON.stringify(document));
  routes = (await generate([{ path: join(dir, 'flows.json'), shown: 'flows.json', name: 'flows' }])).files.get('flows/routes.ts')!;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

test("each oauth2 scheme's token URLs and scopes are in the service description", () => {
  const auth = routes
    .split('auth: [')[1]!
    .split('],\n')[0]!
    .replace(/\s+/g, ' ')
    .replace(/,( [}\]])/g, '$1');
  expect(auth).toContain(
    "{ kind: 'header', name: 'authorization', prefix: 'Bearer', id: 'machine', oauth2: { clientCredentials: { tokenUrl: 'https://auth.example.test/token', scopes: ['read', 'write'] } } }",
  );
  expect(auth).toContain("id: 'user', oauth2: { refresh: { tokenUrl: '/oauth/refresh', scopes: ['profile'] } } }");
  expect(auth).toContain("id: 'password', oauth2: { refresh: { tokenUrl: '/oauth/token', scopes: [] } } }");
  expect(auth).toContain("{ kind: 'header', name: 'authorization', prefix: 'Bearer', id: 'browser' }");
});
