// The mocks answer the OAuth 2 token endpoints of a document's flows as an authorization server
// would: a client with createOAuth2Auth gets its tokens from them (client credentials, refresh
// tokens, rotated), and requests an authorization server refuses get its errors.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { setupServer } from 'msw/node';
import { createOAuth2Auth, type OAuth2Tokens } from 'specforge';
import { defineClient, type Method } from 'specforge/runtime';
import { createMockService } from 'specforge/runtime/mocks';
import { oauth2Scheme } from '../../helpers/oauth2-scheme.js';

const BASE = 'https://api.oauth-mocks.test/v1';
const mocks = createMockService({
  name: 'things',
  baseUrl: BASE,
  // The last is no URL (a document's mistake): left out, the others still answered.
  tokenUrls: ['/oauth/token', 'https://login.oauth-mocks.test/token', 'https://'],
  operations: [
    {
      key: 'things.list',
      method: 'GET',
      path: '/things',
      params: [],
      response: { status: 200, body: [] },
      example: { params: {}, request: { method: 'GET', path: '/things', query: {} } },
    },
  ],
});
const server = setupServer(...mocks.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

type Methods = { things: { list: Method<Record<string, never>, unknown[]> } };
const Things = defineClient<Methods>({
  name: 'things',
  baseUrl: BASE,
  headers: {},
  auth: [oauth2Scheme('/oauth/token', 'https://login.oauth-mocks.test/token')],
  routes: { 'things.list': { method: 'GET', url: '/things' } },
});

test("client credentials at a token URL relative to the base URL (an absolute path: the base URL's origin)", async () => {
  const client = new Things({ authStrategy: createOAuth2Auth, auth: { clientId: 'app', clientSecret: 'secret', scopes: ['read'] } });
  await client.things.list();
  expect(mocks.lastCall()?.headers.authorization).toMatch(/^Bearer mock-access-token-\d+$/);
});

test('refresh tokens at an absolute token URL, rotated on every refresh', async () => {
  const seen: OAuth2Tokens[] = [];
  const client = new Things({
    authStrategy: createOAuth2Auth,
    auth: { clientId: 'app', refreshToken: 'given-refresh-token', onTokens: (t: OAuth2Tokens) => seen.push(t) },
  });
  await client.things.list();
  expect(seen).toEqual([
    {
      accessToken: expect.stringMatching(/^mock-access-token-\d+$/),
      expiresAt: expect.any(Number),
      refreshToken: expect.stringMatching(/^mock-refresh-token-\d+$/),
    },
  ]);
  // The given refresh token was taken: a second client holding it is refused, as a rotating server refuses it.
  const stale = new Things({ authStrategy: createOAuth2Auth, auth: { clientId: 'app', refreshToken: 'given-refresh-token' } });
  await expect(stale.things.list()).rejects.toMatchObject({ status: 400, data: { error: 'invalid_grant' } });
});

test('what an authorization server refuses: no secret for client credentials, another grant, not a form', async () => {
  const post = (body: string, headers: Record<string, string>) =>
    fetch('https://api.oauth-mocks.test/oauth/token', { method: 'POST', headers, body }).then(async (r) => [
      r.status,
      ((await r.json()) as { error: string }).error,
    ]);
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  expect(await post('grant_type=client_credentials&client_id=app', form)).toEqual([401, 'invalid_client']);
  expect(await post('grant_type=password&client_id=app&username=u&password=p', form)).toEqual([400, 'unsupported_grant_type']);
  expect(await post('{"grant_type":"client_credentials"}', { 'content-type': 'application/json' })).toEqual([400, 'invalid_request']);
});

test('a document that describes its token endpoint as an operation too gets the operation answered as it says', async () => {
  // As fulfillment.com does: POST /oauth/access_token is both the flow's tokenUrl and an operation with a JSON body.
  const described = createMockService({
    name: 'described',
    baseUrl: 'https://api.described.test/v2',
    tokenUrls: ['https://api.described.test/v2/oauth/access_token'],
    operations: [
      {
        key: 'auth.token',
        method: 'POST',
        path: '/oauth/access_token',
        params: [],
        response: { status: 200, body: { access_token: 'from-the-operation' } },
        example: { params: {}, request: { method: 'POST', path: '/oauth/access_token', query: {} } },
      },
    ],
  });
  server.use(...described.handlers);
  const res = await fetch('https://api.described.test/v2/oauth/access_token', { method: 'POST' });
  expect(await res.json()).toEqual({ access_token: 'from-the-operation' });
  expect(described.lastCall()?.operation).toBe('auth.token');
});

test("the mocks' reset forgets the tokens they issued: numbering starts again, a used refresh token is taken again", async () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const token = () =>
    fetch('https://api.oauth-mocks.test/oauth/token', {
      method: 'POST',
      headers: form,
      body: 'grant_type=refresh_token&client_id=app&refresh_token=kept',
    }).then(async (r) => [r.status, ((await r.json()) as { access_token?: string }).access_token]);
  mocks.reset();
  expect(await token()).toEqual([200, 'mock-access-token-1']);
  expect(await token()).toEqual([400, undefined]);
  mocks.reset();
  expect(await token()).toEqual([200, 'mock-access-token-1']);
});
