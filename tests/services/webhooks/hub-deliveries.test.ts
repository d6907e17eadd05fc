// Real deliveries, as the Hugging Face Hub documents them and as huggingface_hub's payload model
// allows them (null SHAs of created and deleted refs, null optionals, updatedConfig, movedTo,
// discussion and comment events, values and fields the spec does not know yet): the fixtures of
// tests/fixtures/hub-deliveries, each with its source in sources.yaml. The generated server
// (specforge/webhooks/server) answers every one with 200 and hands it, intact, to the handler.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { WebhookPayload } from 'specforge/webhooks/server';
import { webhookDelivery } from '../../../generated/webhooks/validators/index.js';
import { startWebhooksServer } from '../../helpers/webhook-payload.js';
import { loadHubDeliveries } from '../oracle/hub-deliveries.js';
import { payloadValidator } from '../oracle/payload-validator.js';
import { loadSpec, specText } from '../oracle/spec-document.js';

const SECRET = 'hub-deliveries-secret';
const { deliveries, files, listed } = loadHubDeliveries();
const received: Array<{ payload: WebhookPayload; route: string }> = [];
let srv: Awaited<ReturnType<typeof startWebhooksServer>>;

beforeAll(async () => {
  srv = await startWebhooksServer({ webhookSecret: SECRET }, (server) => {
    server.addWebhook(async function on_hub(payload, delivery) {
      received.push({ payload, route: delivery.route });
      return { ok: true };
    });
  });
});
afterAll(() => srv.close());

test(`every fixture names its source, and every source entry has its fixture (${deliveries.length} deliveries)`, () => {
  expect(files).toEqual(listed);
  expect(deliveries.length).toBeGreaterThanOrEqual(20);
  for (const d of deliveries) expect(d.source).toMatch(/Hub docs|Payload model/);
});

describe.each(deliveries.map((d) => [d.file, d] as const))('%s', (_file, d) => {
  test('the generated server answers 200 and hands the delivery, intact, to the handler', async () => {
    const before = received.length;
    const res = await fetch(`${srv.url}/webhooks/on_hub`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-webhook-secret': SECRET },
      body: JSON.stringify(d.body),
    });
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 200, body: { ok: true } });
    expect(received).toHaveLength(before + 1);
    expect(received.at(-1)).toEqual({ payload: d.body, route: '/webhooks/on_hub' });
  });

  test('the generated payload validator accepts it', () => {
    expect({ ok: webhookDelivery(d.body), errors: webhookDelivery.errors ?? null }).toEqual({ ok: true, errors: null });
  });
});

test('the variants the issue names are all among the fixtures', () => {
  const bodies = deliveries.map((d) => d.body as Record<string, any>);
  expect(bodies.some((b) => b.updatedRefs?.some((r: { oldSha?: unknown }) => r.oldSha === null))).toBe(true);
  expect(bodies.some((b) => b.updatedRefs?.some((r: { newSha?: unknown }) => r.newSha === null))).toBe(true);
  expect(
    bodies.some(
      (b) => b.repo.url.api === null && b.discussion?.pinned === null && b.comment?.content === null && b.discussion?.changes?.mergeCommitId === null,
    ),
  ).toBe(true);
  expect(bodies.some((b) => b.updatedConfig !== undefined)).toBe(true);
  expect(bodies.some((b) => b.movedTo?.name)).toBe(true);
  expect(new Set(bodies.map((b) => b.event.scope))).toEqual(
    new Set(['repo', 'repo.content', 'repo.config', 'discussion', 'discussion.comment', 'repo.config.dois']),
  );
});

describe('planted wrong facts are reported', () => {
  const spec = loadSpec('webhooks');
  const fixture = (file: string) => deliveries.find((d) => d.file === file)!.body;

  test('a validator built from the spec as it stands accepts every delivery', () => {
    const check = payloadValidator(spec, 'delivery');
    expect(deliveries.filter((d) => !check(d.body)).map((d) => d.file)).toEqual([]);
  });

  test('a spec whose oldSha is a string only refuses the delivery of a new branch', () => {
    const text = specText('webhooks');
    const planted = text.replace('              oldSha:\n                type: [string, "null"]', '              oldSha:\n                type: string');
    expect(planted).not.toBe(text);
    const check = payloadValidator(loadSpec('webhooks', planted), 'delivery');
    expect(check(fixture('branch-created.json'))).toBe(false);
    expect(check.errors?.map((e) => `${e.instancePath} ${e.message}`)).toEqual(['/updatedRefs/0/oldSha must be string']);
    expect(check(fixture('branch-deleted.json'))).toBe(true);
  });

  test('a spec with a closed set of repository types refuses a delivery with a new one', () => {
    const text = specText('webhooks');
    const planted = text.replace(
      /( {12}type:\n {14}description: Kind of repository \(an open set\)\.\n {14}anyOf:\n {16}- enum: \[model, dataset, space\]\n) {16}- type: string\n/,
      '$1',
    );
    expect(planted).not.toBe(text);
    const check = payloadValidator(loadSpec('webhooks', planted), 'delivery');
    expect(check(fixture('future-values.json'))).toBe(false);
  });
});
