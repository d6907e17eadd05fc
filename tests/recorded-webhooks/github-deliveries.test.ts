// Real GitHub deliveries through the servers generated from GitHub's own descriptions (CI only:
// `make check-webhooks-replay` fetches the pinned packages and sets the environment). The
// deliveries are the payloads GitHub's SDK maintainers publish (@octokit/webhooks-examples), each
// posted as GitHub sends it: to one URL, its event in X-GitHub-Event, a delivery id, the body signed
// with the webhook's secret (X-Hub-Signature-256, GitHub's documented procedure). The servers:
// from the 3.0 REST description (@octokit/openapi, webhooks under `x-webhooks`) with the shipped
// overlay, and from the 3.1 webhooks description (@octokit/openapi-webhooks) with the GitHub
// webhooks overlay. Each delivery must reach the handler of its event (`on(event)`) and onAny with
// its event key; none may be refused for breaking its schema (they are delivered with their
// violations, reported once per event and field path); forged and unsigned ones are refused
// before any handler. What drifted is written to .scratch/webhooks-replay-report.md.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WebhookReport } from 'specforge/runtime/webhooks-server';
import { driftRoundTrip, generatedServer, replayReport, reported, violationRows, type ReplayServerClass } from '../helpers/recorded-deliveries.js';
import { recordingLogger } from '../helpers/webhook-payload.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const EXAMPLES = process.env.SPECFORGE_WEBHOOK_EXAMPLES;
const OPENAPI_WEBHOOKS = process.env.SPECFORGE_OPENAPI_WEBHOOKS;
if (!EXAMPLES || !OPENAPI_WEBHOOKS)
  throw new Error('run through `make check-webhooks-replay` (SPECFORGE_WEBHOOK_EXAMPLES and SPECFORGE_OPENAPI_WEBHOOKS are not set)');

interface Example {
  name: string;
  actions: string[];
  examples: Array<Record<string, unknown>>;
}

const SOURCES = [
  {
    title: "GitHub's 3.0 REST description (@octokit/openapi) with examples/github/github.overlay.yaml",
    document: join(ROOT, 'node_modules/@octokit/openapi/generated/api.github.com.json'),
    overlay: join(ROOT, 'examples/github/github.overlay.yaml'),
    name: 'github',
  },
  {
    title: "GitHub's 3.1 webhooks description (@octokit/openapi-webhooks) with examples/github/github-webhooks.overlay.yaml",
    document: join(OPENAPI_WEBHOOKS, 'generated/api.github.com.json'),
    overlay: join(ROOT, 'examples/github/github-webhooks.overlay.yaml'),
    name: 'githubWebhooks',
  },
];

const replay = replayReport('Real GitHub deliveries through the generated webhook servers', 'webhooks-replay-report.md');
const report = replay.lines;
let out: string;
let examples: Example[];
beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'specforge-webhooks-replay-'));
  examples = JSON.parse(await readFile(join(EXAMPLES, 'api.github.com/index.json'), 'utf8')) as Example[];
  const version = JSON.parse(await readFile(join(EXAMPLES, 'package.json'), 'utf8')).version as string;
  report.push(
    `Deliveries: @octokit/webhooks-examples ${version}, ${examples.reduce((n, e) => n + e.examples.length, 0)} payloads of ${examples.length} events.`,
    '',
  );
});
afterAll(async () => {
  await rm(out, { recursive: true, force: true });
  await replay.write();
});

/** The event key a delivery names: `<X-GitHub-Event>.<action>`, or the event alone. */
const keyOf = (event: string, payload: Record<string, unknown>) => (typeof payload.action === 'string' ? `${event}.${payload.action}` : event);

describe.each(SOURCES)('$title', (source) => {
  let Server: ReplayServerClass;
  let described: Set<string>;
  beforeAll(async () => {
    const module = await generatedServer([source.document, '--overlay', source.overlay], source.name, out);
    Server = module.WebhooksServer;
    described = new Set(Object.keys(module.webhooksServerDescription.events ?? {}));
  }, 900_000);

  let drift: unknown[] = [];
  test('every recorded delivery reaches the handler of its event at one URL; drifted ones are delivered and reported once per field', async () => {
    const secret = randomBytes(16).toString('hex');
    const reports: WebhookReport[] = [];
    const log = recordingLogger();
    const server = new Server({ webhookSecret: secret, logger: log.logger, onReport: (r) => reports.push(r) });
    const byEvent = new Map<string, number>();
    const any: string[] = [];
    for (const e of examples)
      server.on(e.name, (_payload, delivery) => void byEvent.set(`${e.name} ${delivery.event}`, (byEvent.get(`${e.name} ${delivery.event}`) ?? 0) + 1));
    server.onAny((_payload, delivery) => void any.push(String(delivery.event)));
    const { localUrl } = await server.run({ port: 0, host: '127.0.0.1' });
    const post = (event: string, body: string, signature: string | undefined) =>
      fetch(`${localUrl}/webhooks`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'GitHub-Hookshot/replay',
          'x-github-event': event,
          'x-github-delivery': randomBytes(8).toString('hex'),
          ...(signature !== undefined ? { 'x-hub-signature-256': signature } : {}),
        },
        body,
      });
    const sign = (body: string, key = secret) => `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;
    const refused: string[] = [];
    const expected: string[] = [];
    let delivered = 0;
    try {
      for (const e of examples) {
        for (const payload of e.examples) {
          const body = JSON.stringify(payload);
          const res = await post(e.name, body, sign(body));
          const text = await res.text();
          if (res.status !== 200) refused.push(`${keyOf(e.name, payload)}: ${res.status} ${text.slice(0, 300)}`);
          else delivered++;
          expected.push(keyOf(e.name, payload));
        }
      }
      // Forged and unsigned deliveries never reach a handler.
      const first = JSON.stringify(examples[0]!.examples[0]);
      const forged = await post(examples[0]!.name, first, sign(first, 'not the secret'));
      const unsigned = await post(examples[0]!.name, first, undefined);
      expect([forged.status, unsigned.status]).toEqual([403, 401]);
    } finally {
      await server.close();
    }
    const { violations, unhandled } = reported(reports);
    const drifted = new Set(violations.map((v) => v.event));
    // Deliveries whose event has no schema in the description (neither its key nor, for an action, its whole event): not checked.
    const unchecked = [...new Set(expected.filter((k) => !described.has(k) && !described.has(k.split('.')[0]!)))];
    report.push(
      `## ${source.title}`,
      '',
      `- delivered: ${delivered} of ${expected.length}; refused: ${refused.length}`,
      `- deliveries whose event the description does not list, or no handler took: ${unhandled.length ? unhandled.join(', ') : 'none'}`,
      `- events the description has no schema for (delivered unchecked): ${unchecked.length ? unchecked.join(', ') : 'none'}`,
      `- events with deliveries that break the description: ${drifted.size}; distinct (event, field) violations reported: ${violations.length}`,
      '',
      ...violationRows(violations, 'the description says'),
      '',
    );
    expect(refused).toEqual([]);
    // Each delivery reached onAny with its own event key, and the handler of its event.
    expect(any).toEqual(expected);
    expect([...byEvent.values()].reduce((n, c) => n + c, 0)).toBe(expected.length);
    for (const key of byEvent.keys()) expect(key.split(' ')[1]!.split('.')[0]).toBe(key.split(' ')[0]);
    // Each violation is reported once per event and field path.
    expect(new Set(violations.map((v) => `${v.event} ${v.path}`)).size).toBe(violations.length);
    expect(server.drift).toHaveLength(violations.length);
    drift = server.drift;
  }, 900_000);

  test('specforge drift turns what was reported into an overlay; regenerated with it, the server reports fewer violations', async () => {
    await driftRoundTrip({
      title: source.title,
      document: source.document,
      overlays: [source.overlay],
      drift,
      name: source.name,
      out,
      secret: () => randomBytes(16).toString('hex'),
      deliveries: function* (secret) {
        for (const e of examples) {
          for (const payload of e.examples) {
            const body = JSON.stringify(payload);
            yield { body, headers: { 'x-github-event': e.name, 'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}` } };
          }
        }
      },
      report,
    });
  }, 900_000);
});
