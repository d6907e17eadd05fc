// Authentication strategies: token header forms by token type, app JWT verifiable with the public
// key, installation tokens exchanged once, cached and replaced once after a 401, OAuth-app basic
// auth on the operations that need it, custom strategies; endpoint() never authenticates and no
// secret reaches an error.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { createVerify, generateKeyPairSync } from 'node:crypto';
import { inspect } from 'node:util';
import { ConfigurationError, createOAuthAppAuth, type AuthStrategy } from 'specforge';
import { defineClient, type Method, type ServiceDescription } from 'specforge/runtime';
import { createAppAuth } from 'specforge/auth-app';
import { HostingClient } from 'specforge/hosting';
import { json, startServer } from '../../helpers/server.js';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PRIVATE_PEM = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
const PUBLIC_PEM = publicKey.export({ type: 'spki', format: 'pem' }).toString();

let exchanges = 0;
let expired = new Set<string>();
let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((req, res) => {
    const auth = req.headers.authorization;
    if (req.url === '/app/installations/42/access_tokens') {
      exchanges++;
      return json(res, 201, { token: `ghs_token${exchanges}`, expires_at: new Date(Date.now() + 3600_000).toISOString() });
    }
    if (auth && expired.has(auth)) return json(res, 401, { message: 'Bad credentials' });
    json(res, 200, { authorization: auth ?? null, url: req.url, body: req.body });
  });
});
afterAll(() => server.close());

type Methods = {
  apps: {
    getAuthenticated: Method<Record<string, never>, { authorization: string }>;
    createInstallationToken: Method<{ installation_id: number }, { token: string }>;
    checkToken: Method<{ client_id: string; access_token: string }, { authorization: string }>;
  };
  repos: { get: Method<{ owner: string; repo: string }, { authorization: string }> };
};
const service = (): ServiceDescription => ({
  name: 'hub',
  baseUrl: server.url,
  headers: {},
  auth: [
    { kind: 'header', name: 'authorization', prefix: 'token', id: 'token' },
    { kind: 'header', name: 'authorization', prefix: 'Bearer', id: 'appJwt' },
    { kind: 'basic', id: 'basic' },
  ],
  appAuth: {
    installationTokenOperation: 'apps.createInstallationToken',
    installationIdParam: 'installation_id',
    tokenField: 'token',
    expiresAtField: 'expires_at',
    jwtScheme: 'appJwt',
    // This made-up service's own rules (the hosting spec gives GitHub's: 60 s and 600 s).
    jwt: { issuedAtSkew: 30, maxLifetime: 300 },
  },
  routes: {
    'apps.getAuthenticated': { method: 'GET', url: '/app', security: ['appJwt'] },
    'apps.createInstallationToken': { method: 'POST', url: '/app/installations/{installation_id}/access_tokens', security: ['appJwt'] },
    'apps.checkToken': { method: 'POST', url: '/applications/{client_id}/token', body: ['access_token'], security: ['basic'], sensitive: ['access_token'] },
    'repos.get': { method: 'GET', url: '/repos/{owner}/{repo}' },
  },
});
const Hub = () => defineClient<Methods>(service());

function verifyJwt(token: string): Record<string, number> {
  const [h, p, s] = token.split('.') as [string, string, string];
  expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toEqual({ alg: 'RS256', typ: 'JWT' });
  expect(createVerify('RSA-SHA256').update(`${h}.${p}`).verify(PUBLIC_PEM, Buffer.from(s, 'base64url'))).toBe(true);
  return JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, number>;
}

test("the hosting client's app JWT follows the rules its spec gives (GitHub's: iat 60 s back, 600 s lifetime)", async () => {
  const client = new HostingClient({ baseUrl: server.url, authStrategy: createAppAuth, auth: { appId: 7, privateKey: PRIVATE_PEM } });
  const r = await client.request<{ authorization: string }>('GET /app');
  const claims = verifyJwt(r.data.authorization.split(' ')[1]!);
  expect(claims.iss).toBe(7);
  expect(Math.abs(claims.iat! - (Math.floor(Date.now() / 1000) - 60))).toBeLessThanOrEqual(2);
  expect(claims.exp! - claims.iat!).toBe(600);
});

test('token auth: `token` for personal/OAuth/installation tokens, `bearer` for a JWT; endpoint() never adds it', async () => {
  const pat = new HostingClient({ baseUrl: server.url, auth: 'ghp_abc' });
  expect((await pat.request<{ authorization: string }>('GET /user')).data.authorization).toBe('token ghp_abc');
  const jwt = new HostingClient({ baseUrl: server.url, auth: 'aaa.bbb.ccc' });
  expect((await jwt.request<{ authorization: string }>('GET /user')).data.authorization).toBe('bearer aaa.bbb.ccc');
  // App-level operations declare the app JWT scheme (Bearer) in the spec.
  expect((await jwt.apps.getAuthenticated()).data).toMatchObject({ authorization: 'Bearer aaa.bbb.ccc' });
  expect(await pat.auth()).toEqual({ type: 'token', token: 'ghp_abc', tokenType: 'oauth' });
  expect(await new HostingClient({ auth: 'ghs_x' }).auth()).toMatchObject({ tokenType: 'installation' });
  expect(pat.emojis.get.endpoint().headers.authorization).toBeUndefined();
  expect(pat.request.endpoint('GET /user').headers.authorization).toBeUndefined();
});

test("app auth: app-level operations get an RS256 JWT (iss = app id, iat and exp by the service's rules) verifiable with the public key", async () => {
  const Client = Hub();
  const client = new Client({ authStrategy: createAppAuth, auth: { appId: 123, privateKey: PRIVATE_PEM } });
  const r = await client.apps.getAuthenticated();
  const [scheme, token] = r.data.authorization.split(' ') as [string, string];
  expect(scheme).toBe('bearer');
  const claims = verifyJwt(token);
  const now = Math.floor(Date.now() / 1000);
  expect(claims.iss).toBe(123);
  expect(Math.abs(claims.iat! - (now - 30))).toBeLessThanOrEqual(2);
  expect(claims.exp! - claims.iat!).toBe(300);
  const viaAuth = await client.auth({ type: 'app' });
  expect(viaAuth.type).toBe('app');
  verifyJwt(viaAuth.token as string);
});

test('installation tokens: exchanged once and cached; client.auth({ type: "installation" }) returns it', async () => {
  const Client = Hub();
  exchanges = 0;
  const client = new Client({ authStrategy: createAppAuth, auth: { id: 123, privateKey: PRIVATE_PEM, installationId: 42 } });
  const a = await client.repos.get({ owner: 'o', repo: 'r' });
  const b = await client.repos.get({ owner: 'o', repo: 'r' });
  expect(a.data.authorization).toBe('token ghs_token1');
  expect(b.data.authorization).toBe('token ghs_token1');
  expect(exchanges).toBe(1);
  const exchange = server.seen.find((s) => s.url === '/app/installations/42/access_tokens')!;
  expect(exchange.method).toBe('POST');
  verifyJwt(exchange.headers.authorization!.replace(/^bearer /, ''));
  expect(await client.auth({ type: 'installation', installationId: 42 })).toMatchObject({ type: 'token', tokenType: 'installation', token: 'ghs_token1' });
  expect(exchanges).toBe(1);
});

test('an expired installation token (401) is replaced once and the request retried', async () => {
  const Client = Hub();
  exchanges = 0;
  expired = new Set(['token ghs_token1']);
  const client = new Client({ authStrategy: createAppAuth, auth: { appId: 7, privateKey: PRIVATE_PEM, installationId: 42 } });
  const r = await client.repos.get({ owner: 'o', repo: 'r' });
  expect(r.data.authorization).toBe('token ghs_token2');
  expect(exchanges).toBe(2);
  // A token that fails again is not replaced a second time: the 401 reaches the caller.
  expired = new Set(['token ghs_token2', 'token ghs_token3']);
  await expect(client.repos.get({ owner: 'o', repo: 'r' })).rejects.toMatchObject({ status: 401 });
  expect(exchanges).toBe(3);
  expired = new Set();
});

test('a bad private key is a clear error that never shows the key', async () => {
  const Client = Hub();
  const secretish = '-----BEGIN RSA PRIVATE KEY-----\nTOP-SECRET-MATERIAL\n-----END RSA PRIVATE KEY-----';
  const client = new Client({ authStrategy: createAppAuth, auth: { appId: 1, privateKey: secretish } });
  const error = (await client.apps.getAuthenticated().catch((e: unknown) => e)) as Error;
  expect(error.message).toBe('auth.privateKey: expected a PEM-encoded RSA private key, got something that is not one');
  expect(JSON.stringify(error)).not.toContain('TOP-SECRET');
  expect(() => new Client({ authStrategy: createAppAuth, auth: { privateKey: PRIVATE_PEM } })).toThrow('auth.appId');
});

test('OAuth-app credentials: basic auth on the operations whose security is basic, never in errors', async () => {
  const Client = Hub();
  const client = new Client({ authStrategy: createOAuthAppAuth, auth: { clientId: 'Iv1.abc', clientSecret: 's3cr3t' } });
  const r = await client.apps.checkToken({ client_id: 'Iv1.abc', access_token: 'gho_user' });
  expect(r.data.authorization).toBe(`basic ${Buffer.from('Iv1.abc:s3cr3t').toString('base64')}`);
  expect((await client.repos.get({ owner: 'o', repo: 'r' })).data.authorization).toBeNull();
  expired = new Set([`basic ${Buffer.from('Iv1.abc:s3cr3t').toString('base64')}`]);
  const error = await client.apps.checkToken({ client_id: 'Iv1.abc', access_token: 'gho_user' }).catch((e: unknown) => e);
  expired = new Set();
  const text = JSON.stringify(error) + String((error as Error).message);
  expect(text).not.toContain('s3cr3t');
  expect(text).not.toContain(Buffer.from('Iv1.abc:s3cr3t').toString('base64'));
  expect(text).not.toContain('gho_user');
});

test('a custom authStrategy gets its options and the context, and authenticates each request', async () => {
  const custom: AuthStrategy<{ key: string }> = (options, context) => {
    const auth = Object.assign(async () => ({ type: 'custom', service: context.service.name }), {
      hook: (request: Parameters<ReturnType<AuthStrategy>['hook']>[0], o: Parameters<ReturnType<AuthStrategy>['hook']>[1]) =>
        request({ ...o, headers: { ...o.headers, authorization: `custom ${options.key}` } }),
    });
    return auth;
  };
  const client = new HostingClient({ baseUrl: server.url, authStrategy: custom, auth: { key: 'k1' } });
  expect((await client.request<{ authorization: string }>('GET /x')).data.authorization).toBe('custom k1');
  expect(await client.auth()).toEqual({ type: 'custom', service: 'hosting' });
});

test('auth that is neither a token nor paired with a strategy is a constructor error', () => {
  expect(() => new HostingClient({ auth: { id: 1, privateKey: 'x' } })).toThrow(ConfigurationError);
  expect(() => new HostingClient({ auth: { id: 1, privateKey: 'x' } })).toThrow(
    'auth: expected a token or { username, password } (authStrategy for others), got "an object"',
  );
  expect(() => new HostingClient({ authStrategy: 'app' as never })).toThrow('authStrategy: expected a strategy function');
});

test('a token for a service that declares no scheme goes as Authorization: Bearer; authScheme sends it another way', async () => {
  const Plain = defineClient<Pick<Methods, 'repos'>>({ ...service(), name: 'plain', auth: [], appAuth: undefined });
  const sent = async (options: object) => {
    const { data } = await new Plain({ auth: 'ghp_plainsecret', ...options }).repos.get({ owner: 'o', repo: 'r' });
    return data as unknown as { authorization: string | null; url: string };
  };
  expect((await sent({})).authorization).toBe('Bearer ghp_plainsecret');
  expect((await sent({ authScheme: 'token' })).authorization).toBe('token ghp_plainsecret');
  expect((await sent({ authScheme: { header: 'authorization', prefix: 'token' } })).authorization).toBe('token ghp_plainsecret');
  expect(server.seen.at(-1)!.headers.authorization).toBe('token ghp_plainsecret');
  await sent({ authScheme: 'X-Api-Key' });
  expect(server.seen.at(-1)!.headers['x-api-key']).toBe('ghp_plainsecret');
  expect((await sent({ authScheme: { query: 'key' } })).url).toBe('/repos/o/r?key=ghp_plainsecret');
  await sent({ authScheme: { cookie: 'session' } });
  expect(server.seen.at(-1)!.headers.cookie).toBe('session=ghp_plainsecret');
  // A credential header given by hand is sent as given, and wins over auth.
  const { data } = await new Plain({ auth: 'ghp_plainsecret', headers: { authorization: 'Bearer other' } }).repos.get({ owner: 'o', repo: 'r' });
  expect(data.authorization).toBe('Bearer other');
});

test('auth: { username, password } is http basic, on any service; a token for a basic-only service needs authScheme', async () => {
  const Basic = defineClient<Pick<Methods, 'repos'>>({ ...service(), name: 'basic', auth: [{ kind: 'basic', id: 'basic' }], appAuth: undefined });
  const client = new Basic({ auth: { username: 'ada', password: 's3cret-pass' } });
  expect((await client.repos.get({ owner: 'o', repo: 'r' })).data.authorization).toBe(`Basic ${Buffer.from('ada:s3cret-pass').toString('base64')}`);
  expect(await client.auth()).toEqual({ type: 'basic', username: 'ada' });
  const Plain = defineClient<Pick<Methods, 'repos'>>({ ...service(), name: 'plain', auth: [], appAuth: undefined });
  const plain = new Plain({ auth: { username: 'ada', password: 's3cret-pass' } });
  expect((await plain.repos.get({ owner: 'o', repo: 'r' })).data.authorization).toMatch(/^Basic /);
  const refused = (() => {
    try {
      return new Basic({ auth: 'ghp_basicsecret' });
    } catch (error) {
      return error;
    }
  })();
  expect(refused).toBeInstanceOf(ConfigurationError);
  expect((refused as Error).message).toBe('auth: expected { username, password } (http basic), or authScheme for a token, got a token');
  expect((await new Basic({ auth: 'ghp_basicsecret', authScheme: 'bearer' }).repos.get({ owner: 'o', repo: 'r' })).data.authorization).toBe(
    'Bearer ghp_basicsecret',
  );
  expect(() => new Basic({ auth: { username: 'a:b', password: 'x' } })).toThrow(
    'auth: expected { username, password }: strings, a username without ":", got other values',
  );
  // The password never reaches an error.
  expired.add(`Basic ${Buffer.from('ada:s3cret-pass').toString('base64')}`);
  try {
    const error = await client.repos.get({ owner: 'o', repo: 's3cret-pass' }).catch((e: unknown) => e);
    expect((error as { status?: number }).status).toBe(401);
    expect(inspect(error, { depth: 10 })).not.toContain('s3cret-pass');
  } finally {
    expired.clear();
  }
});

test('an authScheme that names no declared scheme is a ConfigurationError when the client is made', () => {
  expect(() => new (Hub())({ auth: 'ghp_x1234', authScheme: 'cookie-thing' })).toThrow(ConfigurationError);
  expect(() => new (Hub())({ auth: 'ghp_x1234', authScheme: 'cookie-thing' })).toThrow(
    'authScheme: expected one of "token", "bearer", or { header | query | cookie: name }, got "cookie-thing"',
  );
});
