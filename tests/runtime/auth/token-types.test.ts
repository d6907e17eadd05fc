// The token strategy classifies tokens by the service's `tokenTypes` data (first matching pattern;
// its prefix replaces the scheme's); without tokenTypes every token is of type `token`, sent as the
// scheme says. The hosting service's rules come from its spec.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { defineClient, type ServiceDescription } from 'specforge/runtime';
import { json, startServer } from '../../helpers/server.js';
import { hostingService } from '../../../generated/hosting/client.js';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer((req, res) => json(res, 200, { auth: req.headers.authorization ?? null }));
});
afterAll(() => server.close());

type M = { me: () => Promise<{ data: { auth: string } }> };
const service = (extra: Partial<ServiceDescription>): ServiceDescription => ({
  name: 'tokens',
  baseUrl: server.url,
  headers: {},
  auth: [{ kind: 'header', name: 'authorization', prefix: 'token', id: 'token' }],
  routes: { me: { method: 'GET', url: '/me' } },
  ...extra,
});

test('tokenTypes: the first matching rule names the type and may change the prefix; no match is type "token"', async () => {
  const Client = defineClient<M>(
    service({
      tokenTypes: [
        { type: 'robot', pattern: '^bot_' },
        { type: 'jwt', pattern: '^[^.]+\\.[^.]+\\.[^.]+$', prefix: 'Bearer' },
      ],
    }),
  );
  expect(await new Client({ auth: 'bot_1' }).auth()).toMatchObject({ tokenType: 'robot' });
  expect((await new Client({ auth: 'bot_1' }).me()).data.auth).toBe('token bot_1');
  expect((await new Client({ auth: 'a.b.c' }).me()).data.auth).toBe('Bearer a.b.c');
  expect(await new Client({ auth: 'ghs_looks_like_an_installation' }).auth()).toMatchObject({ tokenType: 'token' });
});

test('without tokenTypes, every token is of type "token" and goes with the scheme\'s prefix, whatever it looks like', async () => {
  const Client = defineClient<M>(service({}));
  for (const t of ['ghs_x', 'v1.abc', 'ghu_x', 'plain']) expect(await new Client({ auth: t }).auth()).toMatchObject({ tokenType: 'token' });
  expect((await new Client({ auth: 'ghs_x' }).me()).data.auth).toBe('token ghs_x');
  expect((await new Client({ auth: 'a.b.c' }).me()).data.auth).toBe('token a.b.c');
});

test('the hosting spec declares its rules (installation, user-to-server, app JWT as bearer, else oauth) and the generated client applies them', async () => {
  expect(hostingService.tokenTypes?.length).toBeGreaterThan(0);
  const Client = defineClient<M>(service({ tokenTypes: hostingService.tokenTypes }));
  expect(await new Client({ auth: 'ghs_x' }).auth()).toMatchObject({ tokenType: 'installation' });
  expect(await new Client({ auth: 'v1.abc' }).auth()).toMatchObject({ tokenType: 'installation' });
  expect(await new Client({ auth: 'ghu_x' }).auth()).toMatchObject({ tokenType: 'user-to-server' });
  expect(await new Client({ auth: 'plain' }).auth()).toMatchObject({ tokenType: 'oauth' });
  expect((await new Client({ auth: 'a.b.c' }).me()).data.auth).toBe('bearer a.b.c');
  expect((await new Client({ auth: 'ghs_x' }).me()).data.auth).toBe('token ghs_x');
});
