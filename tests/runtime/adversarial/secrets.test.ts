// No secret in any error or log line the package produces: many failing requests carrying
// secrets in every place they travel (auth header, query credential, access_token in a URL and in
// a next link, sensitive path and body parameters, sensitive headers, basic credentials, cookies),
// on both transports, through the retry and throttling plugins and a debug logger. Every error
// (util.inspect with its causes, JSON, stack) and every log line is searched for every secret in
// its raw, URL-encoded, base64 and base64url forms, and so is everything another origin received
// when a redirect led there (API keys in a header, the query and a cookie, sensitive headers).
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { inspect } from 'node:util';
import { createOAuthAppAuth, retry, throttling } from 'specforge';
import { AuditClient } from 'specforge/audit';
import { HostingClient } from 'specforge/hosting';
import { defineClient, type ServiceDescription } from 'specforge/runtime';
import { secretForms, startFaultServer } from './fault-server.js';

const SECRETS = {
  token: 'ghp_TOKENSECRET1234',
  query: 'ya29.QUERYSECRET5678',
  url: 'URLTOKEN_abcdef9012',
  path: 'gho_PATHSECRET3456',
  body: 'gho_BODYSECRET7890',
  clientSecret: 's3cr3t_CLIENT_2468',
  header: 'hdr_SECRET_13579',
  cookie: 'cookie_SECRET_97531',
};

let faults: Awaited<ReturnType<typeof startFaultServer>>;
let elsewhere: Awaited<ReturnType<typeof startFaultServer>>;
let closedUrl: string;
beforeAll(async () => {
  faults = await startFaultServer();
  elsewhere = await startFaultServer();
  const closed = await startFaultServer();
  closedUrl = closed.url;
  await closed.close();
});
afterAll(async () => {
  await faults.close();
  await elsewhere.close();
});

const lines: string[] = [];
const log = {
  debug: (m: string, i?: object) => void lines.push(`debug ${m} ${JSON.stringify(i)}`),
  info: (m: string, i?: object) => void lines.push(`info ${m} ${JSON.stringify(i)}`),
  warn: (m: string, i?: object) => void lines.push(`warn ${m} ${JSON.stringify(i)}`),
  error: (m: string, i?: object) => void lines.push(`error ${m} ${JSON.stringify(i)}`),
};
const errors: unknown[] = [];
const failing = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (error === undefined) throw new Error(`expected a failure (call ${errors.length + 1})`);
  errors.push(error);
};
const viaFetch = { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init) };

function texts(error: unknown): string[] {
  const out = [inspect(error, { depth: Infinity }), String(error)];
  try {
    out.push(JSON.stringify(error));
  } catch {
    out.push('(not JSON)');
  }
  for (let e = error as { stack?: string; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    out.push(String(e.stack ?? ''), inspect(e, { depth: Infinity }));
  }
  return out;
}

test('every error and log line of many failing requests is free of every secret, in every encoding', async () => {
  for (const request of [{}, viaFetch]) {
    // Header token, retries (debug lines) and throttling (warn lines), an access_token in the URL.
    const Plugged = HostingClient.plugin(retry, throttling);
    const hosting = new Plugged({
      baseUrl: faults.url,
      auth: SECRETS.token,
      log,
      request,
      retry: { baseDelayMs: 1, retries: 1 },
      throttle: { onRateLimit: () => false, onAbuseLimit: (_after, _o, _c, count) => count < 1 },
    });
    faults.script([{ status: 500 }, { status: 500 }]);
    await failing(hosting.request(`GET /scripted?access_token=${SECRETS.url}`));
    faults.script(Array(6).fill({ status: 429, headers: { 'retry-after': '0' } }));
    await failing(hosting.request(`GET /scripted?access_token=${SECRETS.url}&x=1`));
    // Sensitive path and body parameters; a secret given as a wrongly typed parameter.
    await failing(hosting.apps.checkAuthorization({ client_id: 'Iv1.c', access_token: SECRETS.path }));
    await failing(hosting.apps.checkToken({ client_id: 'Iv1.c', access_token: SECRETS.body }));
    await failing(hosting.gists.listPublic({ per_page: SECRETS.token as never }));
    // Timeout and abort with the credential in the URL.
    await failing(hosting.request(`GET /stall-before-headers?access_token=${SECRETS.url}`, { request: { timeout: 50 } }));
    await failing(hosting.request(`GET /stall-before-headers?access_token=${SECRETS.url}`, { request: { signal: AbortSignal.timeout(50) } }));
    // Network failures: refused connection, malformed per-call base URLs (with a query credential).
    const audit = new AuditClient({ auth: SECRETS.query, log, request });
    await failing(audit.activities.list({ baseUrl: closedUrl }));
    for (const bad of ['127.0.0.1:9', 'http://exa mple.com', 'http://[bad']) await failing(audit.activities.list({ baseUrl: bad }));
    await failing(new AuditClient({ baseUrl: faults.url, auth: SECRETS.query, log, request }).request('GET /scripted', { status: 401 }));
    faults.script([{ status: 401 }]);
    await failing(new AuditClient({ baseUrl: faults.url, auth: SECRETS.query, log, request }).request('GET /scripted'));
    // A next link carrying an access_token, whose page is rate limited (a warn line) then refused.
    faults.script(Array(6).fill({ status: 429, headers: { 'retry-after': '0' } }));
    await failing(hosting.paginate('GET /link', { next: `${faults.url}/scripted?access_token=${SECRETS.url}` }));
    // Basic credentials of an OAuth app.
    const OAuth = defineClient<{ check: (p: object) => Promise<unknown> }>({
      name: 'oauth',
      baseUrl: faults.url,
      headers: {},
      auth: [{ kind: 'basic', id: 'basic' }],
      routes: { check: { method: 'POST', url: '/scripted', body: ['access_token'], security: ['basic'], sensitive: ['access_token'] } },
    });
    faults.script([{ status: 401 }]);
    await failing(
      new OAuth({ authStrategy: createOAuthAppAuth, auth: { clientId: 'Iv1.x', clientSecret: SECRETS.clientSecret }, log, request }).check({
        access_token: SECRETS.body,
      }),
    );
    // A sensitive header of the service, and a cookie credential.
    const withHeader: ServiceDescription = {
      name: 'keys',
      baseUrl: faults.url,
      headers: {},
      auth: [{ kind: 'cookie', name: 'session' }],
      sensitiveHeaders: ['x-api-key'],
      routes: { get: { method: 'GET', url: '/scripted' } },
    };
    const Keys = defineClient<{ get: (p?: object) => Promise<unknown> }>(withHeader);
    faults.script([{ status: 403 }]);
    await failing(new Keys({ auth: SECRETS.cookie, headers: { 'x-api-key': SECRETS.header }, log, request }).get());
    await failing(new Keys({ auth: SECRETS.cookie, headers: { 'x-api-key': SECRETS.header }, log, request }).get({ baseUrl: closedUrl }));
    // Redirects to another origin (that then fail there), with an API key in a header, the query and a cookie.
    const Redirected = defineClient<{ go: (p: object) => Promise<unknown> }>({
      name: 'redirected',
      baseUrl: faults.url,
      headers: {},
      auth: [
        { kind: 'header', name: 'X-Key', prefix: '', id: 'header' },
        { kind: 'query', name: 'key', id: 'query' },
        { kind: 'cookie', name: 'session', id: 'cookie' },
      ],
      sensitiveHeaders: ['x-api-key'],
      routes: { go: { method: 'POST', url: '/redirect-to', query: ['target', 'status'], body: ['name'] } },
    });
    for (const [authScheme, secret] of [
      ['header', SECRETS.header],
      ['query', SECRETS.query],
      ['cookie', SECRETS.cookie],
    ] as const) {
      for (const status of [302, 307]) {
        const target = `${elsewhere.url}/scripted?key=${encodeURIComponent(secret)}&access_token=${SECRETS.url}`;
        elsewhere.script([{ status: 500 }]);
        const client = new Redirected({ auth: secret, authScheme, headers: { 'x-api-key': SECRETS.header }, log, request });
        await failing(client.go({ target, status, name: 'n' }));
      }
    }
  }
  expect(errors.length).toBeGreaterThanOrEqual(30);
  expect(lines.length).toBeGreaterThan(10);
  expect(elsewhere.seen.length).toBe(12);
  const haystack = [...errors.flatMap(texts), ...lines, JSON.stringify(elsewhere.seen)];
  const found: string[] = [];
  for (const [name, secret] of Object.entries(SECRETS)) {
    for (const form of secretForms(secret)) if (haystack.some((t) => t.includes(form))) found.push(`${name}: ${form}`);
  }
  expect(found).toEqual([]);
  // The redaction is visible where the secrets were.
  expect(haystack.some((t) => t.includes('access_token=[REDACTED]'))).toBe(true);
  expect(haystack.some((t) => t.includes('/tokens/[REDACTED]'))).toBe(true);
}, 60_000);
