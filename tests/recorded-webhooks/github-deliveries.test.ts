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
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WebhookReport, WebhooksServer, WebhooksServerOptions } from 'specforge/runtime/webhooks-server';
import { run } from '../helpers/fixture-root.js';
import { recordingLogger } from '../helpers/webhook-payload.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const EXAMPLES = process.env.SPECFORGE_WEBHOOK_EXAMPLES;
const OPENAPI_WEBHOOKS = process.env.SPECFORGE_OPENAPI_WEBHOOKS;
if (!EXAMPLES || !OPENAPI_WEBHOOKS)
  throw new Error('run through `make check-webhooks-replay` (SPECFORGE_WEBHOOK_EXAMPLES and SPECFORGE_OPENAPI_WEBHOOKS are not set)');

type Server = WebhooksServer<unknown, Record<string, unknown>>;
type ServerClass = new (options?: WebhooksServerOptions) => Server;
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

const report: string[] = ['# Real GitHub deliveries through the generated webhook servers', ''];
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
  await mkdir(join(ROOT, '.scratch'), { recursive: true });
  await writeFile(join(ROOT, '.scratch/webhooks-replay-report.md'), `${report.join('\n')}\n`);
});

/** The event key a delivery names: `<X-GitHub-Event>.<action>`, or the event alone. */
const keyOf = (event: string, payload: Record<string, unknown>) => (typeof payload.action === 'string' ? `${event}.${payload.action}` : event);

describe.each(SOURCES)('$title', (source) => {
  let Server: ServerClass;
  let described: Set<string>;
  beforeAll(async () => {
    const generated = await run(['generate', source.document, '--overlay', source.overlay, '--name', source.name, '--out', out]);
    expect(generated.code).toBe(0);
    const module = (await import(join(out, source.name, 'server.ts'))) as { WebhooksServer: ServerClass; webhooksServerDescription: { events?: object } };
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
    const violations = reports.flatMap((r) => (r.kind === 'violations' ? r.violations.map((v) => ({ event: r.event, ...v })) : []));
    const unhandled = reports.flatMap((r) => (r.kind === 'unhandled' ? [r.event] : []));
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
      '| event | field | the description says | received |',
      '| --- | --- | --- | --- |',
      ...violations.map(
        (v) => `| ${v.event} | \`${v.path}\` | ${v.expected} | ${v.received === undefined ? '' : `\`${JSON.stringify(v.received).slice(0, 60)}\``} |`,
      ),
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
    const file = join(out, `${source.name}-drift.json`);
    await writeFile(file, JSON.stringify(drift));
    const overlay = join(out, `${source.name}-drift.overlay.yaml`);
    const made = await run(['drift', source.document, '--overlay', source.overlay, '--violations', file, '--out', overlay]);
    expect(made.code).toBe(0);
    const regenerated = await run([
      'generate',
      source.document,
      '--overlay',
      source.overlay,
      '--overlay',
      overlay,
      '--name',
      `${source.name}Drift`,
      '--out',
      out,
    ]);
    expect(regenerated.code).toBe(0);
    const { WebhooksServer: Again } = (await import(join(out, `${source.name}Drift`, 'server.ts'))) as { WebhooksServer: ServerClass };
    const secret = randomBytes(16).toString('hex');
    const server = new Again({ webhookSecret: secret, logger: recordingLogger().logger, onReport: () => undefined });
    let refused = 0;
    server.onAny(() => undefined);
    const { localUrl } = await server.run({ port: 0, host: '127.0.0.1' });
    try {
      for (const e of examples) {
        for (const payload of e.examples) {
          const body = JSON.stringify(payload);
          const res = await fetch(`${localUrl}/webhooks`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-github-event': e.name,
              'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
            },
            body,
          });
          await res.arrayBuffer();
          if (res.status !== 200) refused++;
        }
      }
    } finally {
      await server.close();
    }
    const leftOut = made.err.filter((l) => l.startsWith('left out: '));
    report.push(
      `### ${source.title}: regenerated with the overlay \`specforge drift\` made from these violations`,
      '',
      `- ${made.err.at(-1)}`,
      `- distinct (event, field) violations reported by the regenerated server on the same deliveries: ${server.drift.length} (before: ${drift.length})`,
      ...leftOut.slice(0, 50).map((l) => `  - ${l}`),
      '',
    );
    expect(refused).toBe(0);
    expect(server.drift.length).toBeLessThan(drift.length);
  }, 900_000);
});
