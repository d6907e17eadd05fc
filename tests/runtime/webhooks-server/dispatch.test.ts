// One URL per sender, dispatch by event, deliver and report: servers generated from two small
// documents of our own in the forms real senders publish (tests/fixtures/webhook-senders): a
// GitHub-like 3.0 document (`x-webhooks`, the event in `X-GitHub-Event` plus the body's `action`)
// with the package's GitHub webhooks overlay, and a Stripe-like 3.1 document (the event in the
// body's `type`, deliveries signed as Stripe signs them, by the `stripe` package's own test
// signer). Each delivery reaches the handlers of its event; forged or unsigned ones never do; one
// that breaks its schema is delivered with its violations, reported once per event and field path.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import type { WebhookDelivery, WebhookReport, WebhooksServer, WebhooksServerOptions } from 'specforge/runtime/webhooks-server';
import { run } from '../../helpers/fixture-root.js';
import { recordingLogger } from '../../helpers/webhook-payload.js';

const FIXTURES = new URL('../../fixtures/webhook-senders/', import.meta.url).pathname;
const GITHUB_OVERLAY = new URL('../../../examples/github/github-webhooks.overlay.yaml', import.meta.url).pathname;

type Server = WebhooksServer<unknown, Record<string, unknown>>;
type ServerClass = new (options?: WebhooksServerOptions) => Server;

let out: string;
let GitHubLike: ServerClass;
let StripeLike: ServerClass;
let githubServerText: string;
beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'specforge-dispatch-'));
  const gh = await run(['generate', join(FIXTURES, 'github-like.yaml'), '--overlay', GITHUB_OVERLAY, '--name', 'ghlike', '--out', out]);
  // The overlay's fixes of GitHub's own entries find nothing to fix here.
  expect(gh.err.filter((l) => !/warning overlay the target .* selects nothing in the document/.test(l) && !/^\d+ warning\(s\)/.test(l))).toEqual([]);
  expect(gh.code).toBe(0);
  const st = await run(['generate', join(FIXTURES, 'stripe-like.yaml'), '--name', 'stlike', '--out', out]);
  expect(st.code).toBe(0);
  githubServerText = await readFile(join(out, 'ghlike/server.ts'), 'utf8');
  GitHubLike = ((await import(join(out, 'ghlike/server.ts'))) as { WebhooksServer: ServerClass }).WebhooksServer;
  StripeLike = ((await import(join(out, 'stlike/server.ts'))) as { WebhooksServer: ServerClass }).WebhooksServer;
});
afterAll(() => rm(out, { recursive: true, force: true }));

/** A server started on a loopback port, its reports and log lines recorded. */
async function start(Server: ServerClass, options: WebhooksServerOptions, setup: (server: Server, calls: string[]) => void) {
  const log = recordingLogger();
  const reports: WebhookReport[] = [];
  const calls: string[] = [];
  const server = new Server({ logger: log.logger, onReport: (r) => reports.push(r), ...options });
  setup(server, calls);
  const { localUrl } = await server.run({ port: 0, host: '127.0.0.1' });
  return { server, log, reports, calls, url: `${localUrl}/webhooks`, close: () => server.close() };
}

describe('a GitHub-like document (x-webhooks, X-GitHub-Event + action) with the shipped GitHub webhooks overlay', () => {
  const secret = randomBytes(16).toString('hex');
  /** A delivery as GitHub sends it: the event header, a delivery id, the body signed as GitHub documents. */
  const deliver = (url: string, event: string | undefined, body: string, key = secret, signed = true) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-github-delivery': randomBytes(8).toString('hex') };
    if (event !== undefined) headers['x-github-event'] = event;
    if (signed) headers['x-hub-signature-256'] = `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;
    return fetch(url, { method: 'POST', headers, body }).then(async (res) => ({ status: res.status, body: (await res.json()) as unknown }));
  };
  const repository = { id: 1, full_name: 'octo/hello', homepage: 'https://example.com' };
  const issue = { number: 7, title: 'Bug', state_reason: null };

  test('every webhook gets its event key, its validator and its payload type', () => {
    expect(githubServerText).toContain("event: { header: 'X-GitHub-Event', field: 'action' }");
    expect(githubServerText).toMatch(/'issues\.closed': webhookIssuesClosed,\s+'issues\.opened': webhookIssuesOpened,\s+push: webhookPush/);
    expect(githubServerText).toContain("signature: { scheme: 'hmac-sha256', header: 'X-Hub-Signature-256', prefix: 'sha256=' }");
    expect(githubServerText).toMatch(
      /export interface WebhookEvents \{[^}]*issues: WebhookIssuesClosed \| WebhookIssuesOpened;[^}]*'issues\.opened': WebhookIssuesOpened;[^}]*push: WebhookPush;/,
    );
  });

  test('one URL: each delivery reaches the handlers of its event, most specific first, then onAny', async () => {
    const srv = await start(GitHubLike, { webhookSecret: secret }, (server, calls) => {
      server.on('issues.opened', (payload, d) => {
        calls.push(`opened #${(payload as { issue: { number: number } }).issue.number} ${d.event}`);
        return { took: 'opened' };
      });
      server.on('issues', (_p, d) => void calls.push(`issues ${d.event}`));
      server.on('push', (payload) => void calls.push(`push ${(payload as { ref: string }).ref}`));
      server.onAny((_p, d: WebhookDelivery) => void calls.push(`any ${d.event} ${d.violations.length}`));
    });
    try {
      expect(await deliver(srv.url, 'issues', JSON.stringify({ action: 'opened', issue, repository }))).toEqual({ status: 200, body: { took: 'opened' } });
      expect(await deliver(srv.url, 'issues', JSON.stringify({ action: 'closed', issue, repository }))).toEqual({ status: 200, body: null });
      expect(await deliver(srv.url, 'push', JSON.stringify({ ref: 'refs/heads/main', repository }))).toEqual({ status: 200, body: null });
      expect(srv.calls).toEqual([
        'opened #7 issues.opened',
        'issues issues.opened',
        'any issues.opened 0',
        'issues issues.closed',
        'any issues.closed 0',
        'push refs/heads/main',
        'any push 0',
      ]);
      expect(srv.reports).toEqual([]);
    } finally {
      await srv.close();
    }
  });

  test('forged, unsigned, or without its event header: refused before any handler', async () => {
    const srv = await start(GitHubLike, { webhookSecret: secret }, (server, calls) => server.onAny(() => void calls.push('any')));
    try {
      const body = JSON.stringify({ ref: 'refs/heads/main', repository });
      expect((await deliver(srv.url, 'push', body, 'another secret')).status).toBe(403);
      expect((await deliver(srv.url, 'push', body, secret, false)).status).toBe(401);
      expect(await deliver(srv.url, undefined, body)).toEqual({ status: 400, body: { error: 'X-GitHub-Event header not set.' } });
      expect(srv.calls).toEqual([]);
    } finally {
      await srv.close();
    }
  });

  test('a delivery that breaks its schema is delivered with its violations, each reported once per event and field path', async () => {
    const srv = await start(GitHubLike, { webhookSecret: secret }, (server, calls) =>
      server.on('issues.opened', (_p, d) => void calls.push(JSON.stringify(d.violations))),
    );
    try {
      // GitHub sends "" where the description says `format: uri`, and leaves out a field it marks required.
      const drifted = JSON.stringify({ action: 'opened', issue: { number: 8, title: 'x' }, repository: { ...repository, homepage: '' } });
      expect((await deliver(srv.url, 'issues', drifted)).status).toBe(200);
      expect((await deliver(srv.url, 'issues', drifted)).status).toBe(200);
      const violations = [
        { path: 'issue.state_reason', expected: 'is required' },
        { path: 'repository.homepage', expected: 'must be an absolute URI', received: '' },
      ];
      expect(srv.calls.map((c) => JSON.parse(c))).toEqual([violations, violations]);
      expect(srv.reports).toEqual([{ kind: 'violations', event: 'issues.opened', route: '/webhooks', violations }]);
      expect(srv.server.drift).toEqual(violations.map((v) => ({ event: 'issues.opened', ...v })));
    } finally {
      await srv.close();
    }
  });

  test('without onReport, a report is one warning line; an event no handler takes is answered 200 and reported once', async () => {
    const log = recordingLogger();
    const server = new GitHubLike({ webhookSecret: secret, logger: log.logger });
    server.on('push', () => ({ ok: true }));
    const { localUrl } = await server.run({ port: 0, host: '127.0.0.1' });
    try {
      const opened = JSON.stringify({ action: 'opened', issue, repository });
      expect(await deliver(`${localUrl}/webhooks`, 'issues', opened)).toEqual({ status: 200, body: { handled: false } });
      expect(await deliver(`${localUrl}/webhooks`, 'issues', opened)).toEqual({ status: 200, body: { handled: false } });
      expect((await deliver(`${localUrl}/webhooks`, 'push', JSON.stringify({ ref: 1, repository }))).status).toBe(200);
      expect(log.warn).toEqual([
        'Webhook delivery to POST /webhooks: no handler takes "issues.opened" (answered 200)',
        'Webhook delivery to POST /webhooks (push) differs from the description, delivered anyway: "ref" must be a string, got 1',
      ]);
    } finally {
      await server.close();
    }
  });

  test('strict: a delivery that breaks its schema is refused with 422, before any handler', async () => {
    const srv = await start(GitHubLike, { webhookSecret: secret, strict: true }, (server, calls) => server.onAny(() => void calls.push('any')));
    try {
      const res = await deliver(srv.url, 'push', JSON.stringify({ ref: 1, repository }));
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ issues: [{ parameter: 'ref', expected: 'must be a string', received: 1 }] });
      expect(srv.calls).toEqual([]);
    } finally {
      await srv.close();
    }
  });

  test('on() with a name that is no event is refused at registration; eventsPath moves the one URL, and is checked', async () => {
    const server = new GitHubLike({ webhookSecret: secret });
    expect(() => server.on('' as never, () => undefined)).toThrow('on() needs an event name');
    expect(() => new GitHubLike({ eventsPath: 'hooks' })).toThrow(
      'eventsPath: expected a URL path of letters, digits and . _ ~ - between slashes, such as /webhooks/github, got "hooks"',
    );
    const srv = await start(GitHubLike, { webhookSecret: secret, eventsPath: '/hooks/github/' }, (s, calls) => s.on('push', () => void calls.push('push')));
    try {
      const body = JSON.stringify({ ref: 'refs/heads/main', repository });
      expect((await deliver(srv.url.replace(/\/webhooks$/, '/hooks/github'), 'push', body)).status).toBe(200);
      expect((await deliver(srv.url, 'push', body)).status).toBe(404);
      expect(srv.calls).toEqual(['push']);
      expect(srv.server.routes).toEqual(['/hooks/github']);
    } finally {
      await srv.close();
    }
  });
});

describe("a Stripe-like document (the event in the body's type), signed by the stripe package", () => {
  const secret = `whsec_${randomBytes(16).toString('hex')}`;
  const stripe = new Stripe('sk_test_unused');
  const deliver = (url: string, body: string, header: string | undefined) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(header !== undefined ? { 'stripe-signature': header } : {}) }, body }).then(
      async (res) => ({ status: res.status, body: (await res.json()) as unknown }),
    );
  const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? secret, ...(options.timestamp ? { timestamp: options.timestamp } : {}) });
  const charge = { id: 'evt_1', type: 'charge.succeeded', data: { object: { id: 'ch_1', amount: 2000 } } };

  test('signed as Stripe signs: each event reaches its handlers; a drifted one comes with its violations', async () => {
    const srv = await start(StripeLike, { webhookSecret: secret }, (server, calls) => {
      server.on(
        'charge.succeeded',
        (payload, d) => void calls.push(`${(payload as typeof charge).data.object.id} ${d.event} ${d.violations.map((v) => v.path)}`),
      );
      server.on('customer', (_p, d) => void calls.push(`customer ${d.event}`));
    });
    try {
      const body = JSON.stringify(charge);
      expect((await deliver(srv.url, body, sign(body))).status).toBe(200);
      const customer = JSON.stringify({ id: 'evt_2', type: 'customer.created', data: { object: { id: 'cus_1', email: null } } });
      expect((await deliver(srv.url, customer, sign(customer))).status).toBe(200);
      const drifted = JSON.stringify({ ...charge, data: { object: { id: 'ch_2', amount: '20.00' } } });
      expect((await deliver(srv.url, drifted, sign(drifted))).status).toBe(200);
      expect(srv.calls).toEqual(['ch_1 charge.succeeded ', 'customer customer.created', 'ch_2 charge.succeeded data.object.amount']);
      expect(srv.reports).toEqual([
        {
          kind: 'violations',
          event: 'charge.succeeded',
          route: '/webhooks',
          violations: [{ path: 'data.object.amount', expected: 'must be an integer', received: '20.00' }],
        },
      ]);
    } finally {
      await srv.close();
    }
  });

  test('another secret, a tampered body, a stale timestamp, no signature: refused before any handler', async () => {
    const srv = await start(StripeLike, { webhookSecret: secret }, (server, calls) => server.onAny(() => void calls.push('any')));
    try {
      const body = JSON.stringify(charge);
      expect((await deliver(srv.url, body, sign(body, { secret: 'whsec_other' }))).status).toBe(403);
      expect((await deliver(srv.url, body.replace('2000', '2001'), sign(body))).status).toBe(403);
      const stale = await deliver(srv.url, body, sign(body, { timestamp: Math.floor(Date.now() / 1000) - 600 }));
      expect(stale).toEqual({ status: 401, body: { error: "the Stripe-Signature timestamp is more than 300 s away from the server's clock." } });
      expect((await deliver(srv.url, body, undefined)).status).toBe(401);
      expect((await deliver(srv.url, body, 'v1=abc')).status).toBe(401);
      expect(srv.calls).toEqual([]);
    } finally {
      await srv.close();
    }
  });

  test("Stripe's documented procedure, computed by hand, is what the stripe package verifies and what the server takes", async () => {
    // Stripe docs, "Verify signatures manually": signed_payload = `${t}.${body}`, HMAC-SHA256 with the endpoint's secret, hex.
    const body = JSON.stringify(charge);
    const t = Math.floor(Date.now() / 1000);
    const header = `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')},v0=ignored`;
    expect(stripe.webhooks.constructEvent(body, header, secret)).toEqual(charge);
    const srv = await start(StripeLike, { webhookSecret: secret }, (server, calls) => server.onAny(() => void calls.push('any')));
    try {
      expect((await deliver(srv.url, body, header)).status).toBe(200);
      expect(srv.calls).toEqual(['any']);
    } finally {
      await srv.close();
    }
  });
});

test('a document with several webhooks that does not say where their event is: a warning says the server takes one', async () => {
  const hook = { post: { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: { 200: { description: 'ok' } } } };
  const spec = join(out, 'two.json');
  await writeFile(spec, JSON.stringify({ openapi: '3.1.0', info: { title: 'Two', version: '1' }, paths: {}, webhooks: { a: hook, b: hook } }, null, 2));
  const result = await run(['generate', spec, '--name', 'two', '--out', out]);
  expect(result.code).toBe(0);
  expect(result.err.join('\n')).toMatch(
    /two\.json:\d+:\d+ warning extension 2 webhooks with a JSON body, but x-webhooks-server\.event does not say where a delivery names its event: the generated server takes "a" deliveries only/,
  );
  const server = await readFile(join(out, 'two/server.ts'), 'utf8');
  expect(server).toContain('(The spec also describes b; this server takes `a` deliveries.');
});
