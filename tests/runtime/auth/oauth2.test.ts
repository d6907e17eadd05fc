// createOAuth2Auth against a loopback server that speaks OAuth 2 (RFC 6749): a token endpoint that
// checks the client (HTTP Basic or form fields), issues short-lived bearer tokens and rotates refresh
// tokens, and an API that accepts only live tokens and can revoke them. Tokens are fetched once for
// concurrent calls, reused until shortly before they expire, replaced once after a 401 (the request
// sent again once), and never shown in errors or logs. On node:http and on fetch.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { ConfigurationError, createOAuth2Auth, RequestError, type OAuth2Tokens } from 'specforge';
import { defineClient, type Method, type ServiceDescription } from 'specforge/runtime';
import { json, startServer } from '../../helpers/server.js';
import { TRANSPORTS } from '../../helpers/transports.js';
import { oauth2Scheme } from '../../helpers/oauth2-scheme.js';

const CLIENT = { id: 'app-7', secret: 's3cret-client-value' };
let issued = 0;
let tokenRequests: Array<{ authorization: string | undefined; form: Record<string, string> }> = [];
let live = new Map<string, number>(); // access token → expiry (ms)
let refreshTokens = new Set<string>();
let apiCalls: string[] = [];
let lifetimeS = 3600;
let refuseAll = false;

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.url === '/oauth/token') {
      const form = Object.fromEntries(new URLSearchParams(req.body));
      tokenRequests.push({ authorization: req.headers.authorization, form });
      const basic = req.headers.authorization?.replace(/^Basic /, '');
      const [id, secret] = basic ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent) : [form.client_id, form.client_secret];
      if (form.grant_type === 'client_credentials' && (id !== CLIENT.id || secret !== CLIENT.secret)) return json(res, 401, { error: 'invalid_client' });
      if (form.grant_type === 'refresh_token' && !refreshTokens.delete(form.refresh_token!)) return json(res, 400, { error: 'invalid_grant' });
      const token = `at-${++issued}-${'x'.repeat(8)}`;
      live.set(token, Date.now() + lifetimeS * 1000);
      const refresh = `rt-${issued}-${'y'.repeat(8)}`;
      refreshTokens.add(refresh);
      return json(res, 200, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: lifetimeS,
        ...(form.grant_type === 'refresh_token' ? { refresh_token: refresh } : {}),
      });
    }
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    apiCalls.push(token);
    if (refuseAll || (live.get(token) ?? 0) <= Date.now()) return json(res, 401, { message: 'Bad credentials' });
    json(res, 200, { ok: true, token });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  issued = 0;
  tokenRequests = [];
  live = new Map();
  refreshTokens = new Set();
  apiCalls = [];
  lifetimeS = 3600;
  refuseAll = false;
});

type Methods = { things: { list: Method<Record<string, never>, { ok: boolean; token: string }> } };
const service = (): ServiceDescription => ({
  name: 'things',
  baseUrl: server.url,
  headers: {},
  auth: [oauth2Scheme('/oauth/token', '/oauth/token', ['read'])],
  routes: { 'things.list': { method: 'GET', url: '/things' } },
});

describe.each(TRANSPORTS)('%s', (_name, request) => {
  const Things = () => defineClient<Methods>(service());

  test("client credentials from the document's token URL: one token for concurrent calls, reused", async () => {
    const client = new (Things())({ request, authStrategy: createOAuth2Auth, auth: { clientId: CLIENT.id, clientSecret: CLIENT.secret, scopes: ['read'] } });
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.things.list()));
    await client.things.list();
    expect(answers.every((a) => a.data.token === 'at-1-xxxxxxxx')).toBe(true);
    expect(tokenRequests).toEqual([
      { authorization: `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64')}`, form: { grant_type: 'client_credentials', scope: 'read' } },
    ]);
    expect(await client.auth()).toEqual({ type: 'oauth2', token: 'at-1-xxxxxxxx', grant: 'clientCredentials' });
  });

  test('a token the service refuses (revoked) is replaced once for all the calls that saw it, and each call is sent again once', async () => {
    const client = new (Things())({
      request,
      authStrategy: createOAuth2Auth,
      auth: { clientId: CLIENT.id, clientSecret: CLIENT.secret, clientAuthentication: 'body' },
    });
    await client.things.list();
    live.clear(); // revoked
    const answers = await Promise.all(Array.from({ length: 5 }, () => client.things.list()));
    expect(answers.map((a) => a.data.token)).toEqual(Array(5).fill('at-2-xxxxxxxx'));
    expect(tokenRequests.map((r) => [r.authorization, r.form])).toEqual([
      [undefined, { grant_type: 'client_credentials', client_id: CLIENT.id, client_secret: CLIENT.secret }],
      [undefined, { grant_type: 'client_credentials', client_id: CLIENT.id, client_secret: CLIENT.secret }],
    ]);
    // A call whose replacement token is refused too is not sent a third time: its 401 is the answer.
    refuseAll = true;
    apiCalls = [];
    const failed = await client.things.list().catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(RequestError);
    expect((failed as RequestError).status).toBe(401);
    expect(apiCalls).toEqual(['at-2-xxxxxxxx', 'at-3-xxxxxxxx']);
  });

  test('tokens are replaced shortly before they expire, not after a refusal', async () => {
    lifetimeS = 2; // the margin is half a short lifetime: replaced after 1 s
    const client = new (Things())({ request, authStrategy: createOAuth2Auth, auth: { clientId: CLIENT.id, clientSecret: CLIENT.secret } });
    await client.things.list();
    await new Promise((r) => setTimeout(r, 1100));
    await client.things.list();
    expect(apiCalls).toEqual(['at-1-xxxxxxxx', 'at-2-xxxxxxxx']);
    expect(tokenRequests.length).toBe(2);
  });

  test('refresh tokens: rotated ones are kept and handed to onTokens; a held access token is used first', async () => {
    refreshTokens.add('rt-0-first');
    live.set('at-held', Date.now() + 60_000);
    const seen: OAuth2Tokens[] = [];
    const client = new (Things())({
      request,
      authStrategy: createOAuth2Auth,
      auth: { clientId: CLIENT.id, refreshToken: 'rt-0-first', accessToken: 'at-held', onTokens: (t: OAuth2Tokens) => seen.push(t) },
    });
    expect((await client.things.list()).data.token).toBe('at-held');
    live.clear();
    expect((await client.things.list()).data.token).toBe('at-1-xxxxxxxx');
    live.clear();
    expect((await client.things.list()).data.token).toBe('at-2-xxxxxxxx');
    expect(tokenRequests.map((r) => r.form)).toEqual([
      { grant_type: 'refresh_token', refresh_token: 'rt-0-first', client_id: CLIENT.id },
      { grant_type: 'refresh_token', refresh_token: 'rt-1-yyyyyyyy', client_id: CLIENT.id },
    ]);
    expect(seen.map((t) => [t.accessToken, t.refreshToken])).toEqual([
      ['at-1-xxxxxxxx', 'rt-1-yyyyyyyy'],
      ['at-2-xxxxxxxx', 'rt-2-yyyyyyyy'],
    ]);
  });

  test('a refused client is a RequestError of the token endpoint that shows neither secret nor tokens', async () => {
    const lines: string[] = [];
    const log = { debug: (m: string, i?: unknown) => lines.push(`${m} ${JSON.stringify(i)}`), warn: () => undefined, error: () => undefined };
    const client = new (Things())({ request, log, authStrategy: createOAuth2Auth, auth: { clientId: CLIENT.id, clientSecret: 'wrong-secret-value' } });
    const error = (await client.things.list().catch((e: unknown) => e)) as RequestError;
    expect(error).toBeInstanceOf(RequestError);
    expect(error.status).toBe(401);
    expect(error.message).toContain('/oauth/token answered 401: invalid_client');
    const shown = JSON.stringify({ message: error.message, request: error.request, lines });
    expect(shown).not.toContain('wrong-secret-value');
    expect(shown).not.toContain(Buffer.from(`${CLIENT.id}:wrong-secret-value`).toString('base64'));
  });
});

test('options that cannot work are ConfigurationErrors naming the option, never showing a secret', async () => {
  const Things = defineClient<Methods>(service());
  expect(() => new Things({ authStrategy: createOAuth2Auth, auth: { clientId: CLIENT.id } })).toThrow(
    new ConfigurationError('auth', 'a clientSecret (client credentials) or a refreshToken', undefined, 'neither'),
  );
  expect(() => new Things({ authStrategy: createOAuth2Auth, auth: { clientId: '', clientSecret: 'x-secret' } })).toThrow(
    'auth.clientId: expected a non-empty string, got an empty string',
  );
  const Broken = defineClient<Methods>({ ...service(), name: 'broken' });
  await expect(
    new Broken({ authStrategy: createOAuth2Auth, auth: { clientId: CLIENT.id, clientSecret: 'x-secret', tokenUrl: 'https://' } }).things.list(),
  ).rejects.toThrow('auth.tokenUrl: expected an http(s) URL (the document gives no usable one), got "https://"');
  const Plain = defineClient<Methods>({ ...service(), name: 'plain', auth: [] });
  expect(() => new Plain({ authStrategy: createOAuth2Auth, auth: { clientId: CLIENT.id, clientSecret: 'x-secret' } })).toThrow(
    'auth.tokenUrl: expected the token endpoint (service "plain" declares no oauth2 flow for client credentials), got nothing',
  );
});
