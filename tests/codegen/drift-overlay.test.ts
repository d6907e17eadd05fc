// `specforge drift`: the violations a webhook server collected become an OpenAPI Overlay that
// makes the description accept what was received. Checked end to end on the GitHub-like fixture:
// a server generated from it collects the drift of real-looking deliveries (a required field left
// out, "" where it says `format: uri`, an enum value it does not list, null where it says
// integer), `specforge drift` turns `server.drift` into an overlay, and the server generated again
// with it takes the same deliveries without a violation. Violations it cannot place are listed.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { WebhookDelivery, WebhooksServer, WebhooksServerOptions } from 'specforge/runtime/webhooks-server';
import { driftOverlay } from '../../codegen/drift/drift-overlay.js';
import { run } from '../helpers/fixture-root.js';
import { recordingLogger } from '../helpers/webhook-payload.js';

const SPEC = new URL('../fixtures/webhook-senders/github-like.yaml', import.meta.url).pathname;
const OVERLAY = new URL('../../examples/github/github-webhooks.overlay.yaml', import.meta.url).pathname;
type ServerClass = new (options?: WebhooksServerOptions) => WebhooksServer<unknown, Record<string, unknown>>;

const SECRET = 'drift-secret';
const repository = { id: 1, full_name: 'octo/hello', homepage: '' };
const DELIVERIES: Array<[string, object]> = [
  ['issues', { action: 'opened', issue: { number: 1, title: 'x', state_reason: 'duplicate' }, repository }],
  ['issues', { action: 'closed', issue: { number: 2, title: 'y' }, repository: { ...repository, id: null } }],
  ['push', { ref: 'refs/heads/main', repository }],
];

let out: string;
beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'specforge-drift-'));
});
afterAll(() => rm(out, { recursive: true, force: true }));

/** Generates the fixture with `overlays` as `name`, delivers DELIVERIES signed, returns what each handler saw and the server's drift. */
async function receive(name: string, overlays: string[]) {
  const generated = await run(['generate', SPEC, ...overlays.flatMap((o) => ['--overlay', o]), '--name', name, '--out', out]);
  expect(generated.code).toBe(0);
  const { WebhooksServer } = (await import(join(out, name, 'server.ts'))) as { WebhooksServer: ServerClass };
  const server = new WebhooksServer({ webhookSecret: SECRET, logger: recordingLogger().logger, onReport: () => undefined });
  const seen: Array<[string | undefined, readonly unknown[]]> = [];
  server.onAny((_payload, delivery: WebhookDelivery) => void seen.push([delivery.event, delivery.violations]));
  const { localUrl } = await server.run({ port: 0, host: '127.0.0.1' });
  try {
    for (const [event, payload] of DELIVERIES) {
      const body = JSON.stringify(payload);
      const signature = `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
      const res = await fetch(`${localUrl}/webhooks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-github-event': event, 'x-hub-signature-256': signature },
        body,
      });
      expect(res.status).toBe(200);
    }
  } finally {
    await server.close();
  }
  return { seen, drift: server.drift };
}

test('the overlay made from the collected violations has the regenerated server take the same deliveries without one', async () => {
  const before = await receive('driftBefore', [OVERLAY]);
  expect(before.seen.every(([, v]) => v.length > 0)).toBe(true);
  expect(before.drift.map((v) => `${v.event} ${v.path} ${v.expected}`)).toEqual([
    'issues.opened issue.state_reason must be one of "completed", "not_planned", "reopened", null',
    'issues.opened repository.homepage must be an absolute URI',
    'issues.closed issue.state_reason is required',
    'issues.closed repository.id must be an integer',
    'issues.closed repository.homepage must be an absolute URI',
    'push repository.homepage must be an absolute URI',
  ]);
  const violations = join(out, 'drift.json');
  await writeFile(violations, JSON.stringify(before.drift));
  const overlayFile = join(out, 'drift.overlay.yaml');
  const made = await run(['drift', SPEC, '--overlay', OVERLAY, '--violations', violations, '--out', overlayFile]);
  expect(made.code).toBe(0);
  expect(made.err.at(-1)).toMatch(/^specforge drift: 4 action\(s\) written to \S*drift\.overlay\.yaml, 0 violation\(s\) left out$/);
  const overlay = parse(await readFile(overlayFile, 'utf8'));
  expect(overlay.actions.map((a: { target: string; update?: unknown; remove?: boolean }) => [a.target, a.update ?? a.remove])).toEqual([
    ["$['components']['schemas']['issue']['properties']['state_reason']['enum']", 'duplicate'],
    ["$['components']['schemas']['repository']['properties']['homepage']['format']", true],
    ["$['components']['schemas']['issue']['required'][?@ == 'state_reason']", true],
    ["$['components']['schemas']['repository']['properties']['id']", { nullable: true }],
  ]);
  const after = await receive('driftAfter', [OVERLAY, overlayFile]);
  expect(after.seen).toEqual([
    ['issues.opened', []],
    ['issues.closed', []],
    ['push', []],
  ]);
  expect(after.drift).toEqual([]);
});

test('violations it cannot place are listed as left out, an unlisted action falls back to its whole event, and a file that is not a list of violations is refused', async () => {
  const violations = join(out, 'odd.json');
  await writeFile(
    violations,
    JSON.stringify([
      { event: 'star.created', path: 'x', expected: 'is required' },
      { event: 'push', path: 'ref', expected: 'must match pattern "^refs/"', received: 'main' },
      // An action the document does not list is its whole event's (the server checks it against that schema).
      { event: 'push.forced', path: 'ref', expected: 'must be a string', received: 7 },
    ]),
  );
  const made = await run(['drift', SPEC, '--overlay', OVERLAY, '--violations', violations]);
  expect(made.code).toBe(0);
  expect(made.err).toEqual([
    'left out: star.created x: is required (no webhook of the document has this event)',
    'left out: push ref: must match pattern "^refs/" (a kind of violation this command does not turn into an action)',
    'specforge drift: 1 action(s), 2 violation(s) left out',
  ]);
  expect(made.out.join('\n')).toContain("target: $['components']['schemas']['webhook-push']['properties']['ref']['type']");
  await writeFile(violations, '{"not":"a list"}');
  const refused = await run(['drift', SPEC, '--violations', violations]);
  expect(refused.code).toBe(1);
  expect(refused.err[0]).toMatch(/must be a JSON list of violations as server\.drift gives them/);
});

test('through allOf, every member that describes a field is followed: a required field of the resource one member pins under the envelope is found', () => {
  // Stripe's events as a document built from Stripe's description describes them: the `event`
  // envelope (its data.object any object) and a member pinning data.object to the type's resource.
  const document = {
    openapi: '3.0.0',
    info: { title: 'Envelope and resource', version: '1' },
    paths: {},
    'x-webhooks-server': { event: { field: 'type' } },
    components: {
      schemas: {
        event: {
          type: 'object',
          properties: { type: { type: 'string' }, data: { type: 'object', properties: { object: { type: 'object' } } } },
        },
        plan: { type: 'object', required: ['id', 'active'], properties: { id: { type: 'string' }, active: { type: 'boolean' } } },
      },
    },
    'x-webhooks': {
      'plan.deleted': {
        post: {
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  allOf: [
                    { $ref: '#/components/schemas/event' },
                    {
                      type: 'object',
                      properties: {
                        type: { type: 'string', enum: ['plan.deleted'] },
                        data: { type: 'object', properties: { object: { $ref: '#/components/schemas/plan' } } },
                      },
                    },
                  ],
                },
              },
            },
          },
          responses: { 200: { description: 'ok' } },
        },
      },
    },
  };
  const { overlay, leftOut } = driftOverlay(document, [{ event: 'plan.deleted', path: 'data.object.active', expected: 'is required' }]);
  expect(leftOut).toEqual([]);
  expect(overlay.actions.map((a) => a.target)).toEqual(["$['components']['schemas']['plan']['required'][?@ == 'active']"]);
});
