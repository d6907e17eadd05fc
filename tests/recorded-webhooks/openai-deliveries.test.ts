// A Standard Webhooks sender's own deliveries through the server generated from its own description
// (session-run only: `make check-openai-replay OPENAI_OPENAPI=<git dir> OPENAI_NODE=<git dir>`
// extracts, at pinned commits, OpenAI's description (openai/openai-openapi, openapi.yaml, whose
// `webhooks` section has one entry per event) and the delivery OpenAI's SDK maintainers recorded
// from a real webhook event with its real headers and secret (openai/openai-node,
// tests/api-resources/webhooks.test.ts); CI cannot reach GitHub, and neither is ever committed).
// The server is generated with examples/openai/openai-webhooks.overlay.yaml (Standard Webhooks
// signatures, the event in the body's `type`). Checked: the recorded delivery, posted byte for byte
// with its recorded webhook-id, webhook-timestamp and webhook-signature, at the moment it was sent
// (the clock set to its timestamp, as the SDK's own test does), reaches the handler of its event;
// every event's documented example (each payload schema's `x-oaiMeta.example`), signed as
// Standard Webhooks signs (the standardwebhooks package), reaches the handler of its event at one
// URL; none is refused for breaking the description (delivered and reported once per event and
// field); forged, unsigned and replayed ones are refused before any handler.
// Figures go to .scratch/openai-replay-report.md.
import { afterAll, beforeAll, expect, jest, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WebhookReport } from 'specforge/runtime/webhooks-server';
import { Webhook } from 'standardwebhooks';
import { parse } from 'yaml';
import { generatedServer, replayReport, reported, violationRows, type ReplayServerClass } from '../helpers/recorded-deliveries.js';
import { recordingLogger } from '../helpers/webhook-payload.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const DESCRIPTION = process.env.SPECFORGE_OPENAI_DESCRIPTION;
const RECORDING = process.env.SPECFORGE_OPENAI_RECORDING;
if (!DESCRIPTION || !RECORDING)
  throw new Error(
    'run through `make check-openai-replay OPENAI_OPENAPI=<git dir> OPENAI_NODE=<git dir>` (SPECFORGE_OPENAI_DESCRIPTION and SPECFORGE_OPENAI_RECORDING are not set)',
  );

/** The recorded delivery as the SDK's test holds it: its body, headers and the webhook's secret. */
interface Recorded {
  body: string;
  id: string;
  timestamp: string;
  signature: string;
  secret: string;
}

/** Reads the recorded delivery's constants out of the SDK's test file (string literals and one number). */
function recordedDelivery(source: string): Recorded {
  const literal = (name: string) => {
    const m = new RegExp(`const ${name} = (['\`])(.*?)\\1;`, 's').exec(source);
    if (!m) throw new Error(`${RECORDING}: no \`const ${name} = '…'\``);
    return m[2]!;
  };
  const timestamp = /const testTimestamp = (\d+);/.exec(source)?.[1];
  if (!timestamp) throw new Error(`${RECORDING}: no \`const testTimestamp = <seconds>\``);
  return { body: literal('payload'), id: literal('webhookId'), timestamp, signature: literal('webhookSignature'), secret: literal('secret') };
}

interface Example {
  event: string;
  body: string;
}

/** Each webhook's documented example: the `x-oaiMeta.example` of its payload schema, with the event its `type` names. */
function documentedExamples(doc: { webhooks: Record<string, unknown>; components: { schemas: Record<string, { 'x-oaiMeta'?: { example?: string } }> } }) {
  const examples: Example[] = [];
  const missing: string[] = [];
  const lenient: string[] = [];
  for (const [name, entry] of Object.entries(doc.webhooks)) {
    const ref = (entry as { post?: { requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> } } }).post?.requestBody?.content?.[
      'application/json'
    ]?.schema?.$ref;
    const text = ref ? doc.components.schemas[ref.split('/').at(-1)!]?.['x-oaiMeta']?.example : undefined;
    if (text === undefined) {
      missing.push(name);
      continue;
    }
    // A documented example is prose-side JSON: one with a trailing comma is read as YAML (a superset) and noted.
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = parse(text);
      lenient.push(name);
    }
    const body = JSON.stringify(value);
    examples.push({ event: (JSON.parse(body) as { type: string }).type, body });
  }
  return { examples, missing, lenient };
}

const replay = replayReport("A Standard Webhooks sender's deliveries (OpenAI) through the generated webhook server", 'openai-replay-report.md');
let out: string;
let Server: ReplayServerClass;
let recorded: Recorded;
let examples: Example[];
beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'specforge-openai-replay-'));
  recorded = recordedDelivery(await readFile(RECORDING, 'utf8'));
  const found = documentedExamples(parse(await readFile(DESCRIPTION, 'utf8')));
  examples = found.examples;
  replay.lines.push(
    `Description: ${DESCRIPTION}, ${examples.length} webhooks with a documented example${found.missing.length ? ` (without one: ${found.missing.join(', ')})` : ''}${found.lenient.length ? `; examples that are not strict JSON (read as YAML): ${found.lenient.join(', ')}` : ''}.`,
    `Recorded delivery: ${RECORDING} (a real ${JSON.parse(recorded.body).type} event, its headers and secret as recorded).`,
    '',
  );
  Server = (await generatedServer([DESCRIPTION, '--overlay', join(ROOT, 'examples/openai/openai-webhooks.overlay.yaml')], 'openai', out)).WebhooksServer;
}, 900_000);
afterAll(async () => {
  await rm(out, { recursive: true, force: true });
  await replay.write();
});

test('the recorded delivery, as it was sent, reaches the handler of its event; replayed, it is not handled twice', async () => {
  const handled: unknown[] = [];
  const server = new Server({ webhookSecret: recorded.secret, logger: recordingLogger().logger, onReport: () => undefined });
  const type = (JSON.parse(recorded.body) as { type: string }).type;
  server.on(type, (payload, delivery) => void handled.push([delivery.event, payload]));
  const { localUrl } = await server.run({ port: 0, host: '127.0.0.1' });
  const headers = {
    'content-type': 'application/json',
    'webhook-id': recorded.id,
    'webhook-timestamp': recorded.timestamp,
    'webhook-signature': recorded.signature,
  };
  // The moment it was sent: the signature's timestamp is checked against the server's clock.
  const clock = jest.spyOn(Date, 'now').mockReturnValue(Number(recorded.timestamp) * 1000 + 1500);
  try {
    const first = await fetch(`${localUrl}/webhooks`, { method: 'POST', headers, body: recorded.body });
    const again = await fetch(`${localUrl}/webhooks`, { method: 'POST', headers, body: recorded.body });
    const forged = await fetch(`${localUrl}/webhooks`, { method: 'POST', headers, body: recorded.body.replace('resp_', 'resp_x') });
    replay.lines.push(
      '## The recorded delivery',
      '',
      `- as sent: ${first.status}; the same delivery again: ${again.status} ${await again.text()}; its body altered: ${forged.status}`,
      '',
    );
    expect([first.status, again.status, forged.status]).toEqual([200, 200, 403]);
  } finally {
    clock.mockRestore();
    await server.close();
  }
  expect(handled).toEqual([[type, JSON.parse(recorded.body)]]);
  // Sent now, the same delivery is too old: refused before any handler.
  const late = new Server({ webhookSecret: recorded.secret, logger: recordingLogger().logger });
  late.onAny(() => void handled.push('late'));
  const running = await late.run({ port: 0, host: '127.0.0.1' });
  try {
    expect((await fetch(`${running.localUrl}/webhooks`, { method: 'POST', headers, body: recorded.body })).status).toBe(401);
  } finally {
    await late.close();
  }
  expect(handled).toHaveLength(1);
}, 60_000);

test("every event's documented example, signed as Standard Webhooks signs, reaches the handler of its event at one URL; drift reported once per field", async () => {
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const signer = new Webhook(secret);
  const reports: WebhookReport[] = [];
  const server = new Server({ webhookSecret: secret, logger: recordingLogger().logger, onReport: (r) => reports.push(r) });
  const handled: string[] = [];
  for (const e of examples) server.on(e.event, (payload, delivery) => void handled.push(`${delivery.event} ${(payload as { type: string }).type}`));
  const { localUrl } = await server.run({ port: 0, host: '127.0.0.1' });
  const post = (body: string, headers: Record<string, string>) =>
    fetch(`${localUrl}/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const signed = (body: string, by = signer) => {
    const id = `msg_${randomBytes(8).toString('hex')}`;
    const at = new Date();
    return { 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': by.sign(id, at, body) };
  };
  const refused: string[] = [];
  let forged = 0;
  let unsigned = 0;
  try {
    for (const e of examples) {
      const res = await post(e.body, signed(e.body));
      if (res.status !== 200) refused.push(`${e.event}: ${res.status} ${(await res.text()).slice(0, 300)}`);
      else await res.arrayBuffer();
    }
    const count = handled.length;
    forged = (await post(examples[0]!.body, signed(examples[0]!.body, new Webhook(`whsec_${randomBytes(24).toString('base64')}`)))).status;
    unsigned = (await post(examples[0]!.body, {})).status;
    expect(handled).toHaveLength(count);
  } finally {
    await server.close();
  }
  const { violations, unhandled } = reported(reports);
  replay.lines.push(
    '## The documented example of every event, signed as Standard Webhooks signs',
    '',
    `- delivered: ${examples.length - refused.length} of ${examples.length}; refused: ${refused.length}${refused.length ? ` (${refused.join('; ')})` : ''}`,
    `- reached the handler of their event: ${handled.length}; unhandled: ${unhandled.length}; forged: ${forged}; unsigned: ${unsigned}`,
    `- distinct (event, field) violations reported: ${violations.length}`,
    '',
    ...violationRows(violations, 'the description says'),
    '',
  );
  expect(refused).toEqual([]);
  expect(handled).toEqual(examples.map((e) => `${e.event} ${e.event}`));
  expect(unhandled).toEqual([]);
  expect([forged, unsigned]).toEqual([403, 401]);
  expect(new Set(violations.map((v) => `${v.event} ${v.path}`)).size).toBe(violations.length);
}, 60_000);
